import type { LoaderFunctionArgs } from "@remix-run/node";
import { clearedPreviewCookie, exitTarget } from "~/content/preview.server";

/**
 * Leaves draft preview (issue 17, item 1): clears the cookie and goes back to the page the editor
 * was on (`redirect`, else the Referer's path), this site's paths only. Answered even when preview
 * is off, so an old link still ends a session.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.services;
  const url = new URL(request.url);
  const location = exitTarget(url.searchParams.get("redirect"), request.headers.get("Referer"), [
    url.origin,
    new URL(env.SITE_URL).origin,
  ]);
  return new Response(null, {
    status: 307,
    headers: { Location: location, "Set-Cookie": clearedPreviewCookie(env), "Cache-Control": "no-store" },
  });
}
