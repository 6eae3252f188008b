import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapResponse } from "~/seo/sitemap.server";

/** /sitemap.xml: every indexable page in both languages and every landing page (app/seo). */
export function loader({ context }: LoaderFunctionArgs) {
  return sitemapResponse(context.services);
}
