import { data, type HeadersFunction } from "@remix-run/node";
import { statusHeaders } from "~/utils/status-headers";

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
 * How a cached page's loader states what of its address its HTML is built from: each query
 * parameter it reads, with the value it rendered in the page's one spelling, empty for the default
 * ("currency=usd" for a route page in dollars, "sort=" for the fleet in its default order, nothing
 * for a page that reads none). The page cache (server/page-cache.ts) keys a page by exactly those
 * parameters and stores an answer only under the key its statement gives, so a page is never
 * served to a visitor who asked for another variant of it (issue 17 found the route pages' currency
 * missing from a list the cache kept by hand). The header is the page cache's; it never reaches the
 * browser.
 */
export const PAGE_QUERY_HEADER = "X-Page-Query";

/** A page's reads: parameter → the value it rendered, null (or "") for the parameter's default. */
export type PageReads = Readonly<Record<string, string | null>>;

/** The loader's side: `data(body, { headers: pageQueryHeaders(reads) })`, or `cachedPage`. */
export function pageQueryHeaders(reads: PageReads = {}): Record<string, string> {
  const statement = new URLSearchParams(Object.entries(reads).map(([name, value]) => [name, value ?? ""]));
  return { [PAGE_QUERY_HEADER]: statement.toString() };
}

/**
 * The answer of a loader whose route shares its page (`headers = cachedPageHeaders`): the loader's
 * data, stating the query parameters the page read (none unless given).
 */
export async function cachedPage<T>(body: T | Promise<T>, reads: PageReads = {}) {
  return data(await body, { headers: pageQueryHeaders(reads) });
}

/**
 * The headers of a page built from CMS content alone: the root's (Vary), plus the shared-cache
 * policy above when the page rendered normally (caches never store the answer to a form post) and
 * its loader stated what of its address it read (`cachedPage`): a page that has not said so is
 * not shared. An error keeps no public policy; its Retry-After (a 503
 * while the CMS is unreachable) is passed on, which Remix does only through a route's `headers`.
 */
export const cachedPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(statusHeaders(args));
  const query = args.loaderHeaders.get(PAGE_QUERY_HEADER);
  if (!args.errorHeaders && query !== null) {
    headers.set("Cache-Control", CONTENT_PAGE_CACHE_CONTROL);
    headers.set(PAGE_QUERY_HEADER, query);
  }
  return headers;
};
