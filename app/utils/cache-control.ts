import type { HeadersFunction } from "@remix-run/node";
import { statusHeaders } from "~/errors/status-headers";

/**
 * How long shared caches keep a content page (issue 7 §2): the server's own page cache
 * (server/page-cache.ts) and a CDN in front of it. Browsers revalidate every time (max-age=0), so
 * a visitor never sees an older page than the shared cache holds. A CMS webhook empties the
 * server's cache on every instance at once; a CDN, which the webhook does not reach, catches up
 * within s-maxage.
 */
export const CONTENT_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * The headers of a page built from CMS content alone: the root's (Vary), plus the shared-cache
 * policy above when the page rendered normally (caches never store the answer to a form post). An
 * error keeps no public policy; its Retry-After (a 503 while the CMS is unreachable) is passed on,
 * which Remix does only through a route's `headers`.
 */
export const cachedPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(statusHeaders(args));
  if (!args.errorHeaders) headers.set("Cache-Control", CONTENT_PAGE_CACHE_CONTROL);
  return headers;
};
