/**
 * /robots.txt (issue 3, item 5; RFC 9309). Crawlers may read every page but these:
 * - machine endpoints: the charter API, the CMS webhook, and the POST targets of the language
 *   switch and the cookie notice;
 * - search results and flight cards (spec §2 "Search and flight screen"): personal, short-lived,
 *   and an unbounded address space (every airport pair × date × passenger count).
 * Paths are prefixes, so `/search/` also covers every `/search/{from}/{to}/…`.
 *
 * One behaviour everywhere, on purpose: a staging server that answered "Disallow: /" would take the
 * whole site out of search the day that answer reached production by mistake. A non-public
 * deployment is kept out of search by access control, not by robots.txt, which is only a request.
 */
export const DISALLOWED_PATHS = [
  "/api/",
  "/webhooks/",
  "/language/",
  "/cookie-notice/",
  "/search/",
  "/en/search/",
  "/flight/",
  "/en/flight/",
] as const;

/** Whether robots.txt lets crawlers read this path (its Disallow lines are prefixes). */
export function isCrawlable(pathname: string): boolean {
  return !DISALLOWED_PATHS.some((prefix) => pathname.startsWith(prefix));
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", `${siteUrl}/`).toString()}`,
    "",
  ].join("\n");
}
