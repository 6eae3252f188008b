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
 * Every other HTML answer (issue 15 item 7), set by app/entry.server.tsx when a route set none:
 * search results, a flight, the empty legs, the booking steps, the console and every error page.
 * Their content is the visitor's own (a search, a phone number on a booking step) and priced at a
 * moment, so no shared cache may keep it (`private`; the page cache stores only `public, s-maxage`
 * pages) and the browser does not write it to disk either (`no-store`): Back reloads the page
 * rather than showing prices or personal details from an earlier moment. Revalidation would save
 * nothing: these pages carry no validator, so a revalidated page is sent whole anyway.
 */
export const HTML_DEFAULT_CACHE_CONTROL = "private, no-store";

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
