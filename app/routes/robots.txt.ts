import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/seo/robots";

/** /robots.txt (app/seo/robots.ts says what is disallowed and why). */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.services.env.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
