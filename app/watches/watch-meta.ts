import type { MetaDescriptor } from "@remix-run/node";
import { statusMeta } from "~/errors/status-meta";
import { seoMeta } from "~/seo/seo";
import type { WatchPageSeo } from "./watch-pages.server";

/**
 * The watch pages' meta (issue 29, item 2): a title, and `noindex, nofollow`: each page is one
 * person's link (a token in its address), never a search-engine result; the sitemap leaves them
 * out too (app/seo/sitemap.server.ts).
 */
export function watchMeta(
  data: { seo: WatchPageSeo } | undefined,
  error: unknown,
  siteName: string | undefined,
): MetaDescriptor[] {
  if (!data) return statusMeta(error);
  return seoMeta({ ...data.seo, robots: "noindex, nofollow", bilingual: false, siteName });
}
