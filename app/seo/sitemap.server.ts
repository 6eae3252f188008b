import { defineQuery } from "groq";
import { z } from "zod";
import { aircraftSlug, tailFromSlug } from "~/content/aircraft-slug";
import { LANGUAGES, localizePath, type Language } from "~/utils/language";
import { isLandingSlug } from "~/content/landing-page";
import { isRouteSlug } from "~/content/route-page-content";
import { isServableRoute } from "~/content/route-airports";
import type { AppLoadContext } from "@remix-run/node";
import { loadRedirectTable } from "~/content/redirects";
import { redirectKey } from "../../schemas/redirect-rules";
import { screens } from "../../remix.config.js";
import { isCrawlable } from "./robots";
import { absoluteUrl } from "./seo";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/**
 * /sitemap.xml (issue 3, item 5; the sitemaps.org 0.9 protocol with Google's xhtml:link hreflang
 * extension): every indexable page in both languages, every landing page in Russian, and (issue 17,
 * items 3 and 4) every route page under its slug in each language and every aircraft page.
 *
 * The static pages come from the route table's `screens` (remix.config.js), so a screen added there
 * appears here without an edit; a screen whose path has a parameter (":") or a splat ("*") has no
 * one address to list. The landing pages are the `landingPage` documents, the route pages the
 * `routePage` documents (a pair of addresses with different slugs, paired by hreflang), the aircraft
 * pages the published `fleetAircraft` documents with a tail number and a type (the rule of the
 * aircraft route, app/fleet/aircraft-page.ts), so an editor's new page appears
 * without a deploy. A page an editor marked `noindex`, or whose canonical names another
 * address, is left out: a sitemap lists canonical, indexable URLs only. So is an address an editor's
 * redirect (issue 17, item 2) answers before its page: it no longer serves the page, and a sitemap
 * listing a redirecting URL is one search consoles report as an error. Nor is an address robots.txt
 * disallows (app/seo/robots.ts).
 */

/** Screen id → the singleton whose `seo` and `_updatedAt` describe that page (decision 007). */
export const SCREEN_DOCUMENTS: Readonly<Record<string, string>> = {
  home: "homePage",
  fleet: "fleetPage",
  contacts: "contactsPage",
  restrictions: "restrictionsPage",
  about: "aboutPage",
  partners: "partnersPage",
  howitworks: "howItWorksPage",
};

/** Screens that are never indexed: the not-found page answers 404 (spec §2). */
const UNINDEXED_SCREENS: ReadonlySet<string> = new Set([
  "not-found-page",
  // Empty-leg watches (issue 29, item 2): one person's links, `noindex`.
  "watches-new",
  "watches-confirm",
  "watches-stop",
  "watches",
]);

export const SITEMAP_QUERY = defineQuery(`{
  "pages": *[_type in $pageTypes && _id == _type]{
    _type,
    _updatedAt,
    "robots": seo.robots,
    "canonical": seo.canonical
  },
  "landingPages": *[_type == "landingPage" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current,
    _updatedAt,
    robots,
    canonical
  },
  "routePages": *[_type == "routePage"] | order(_id asc){
    _updatedAt,
    from,
    to,
    "slugRu": slug.ru.current,
    "slugEn": slug.en.current,
    "robots": seo.robots,
    "canonical": seo.canonical
  },
  "aircraft": *[_type == "fleetAircraft" && defined(number) && defined(type)] | order(number asc){
    number,
    _updatedAt
  }
}`);

// Lenient on purpose: one odd field must not drop the whole sitemap. A robots value is only read
// for "noindex"; a timestamp that does not parse just loses its <lastmod>.
const optionalString = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value?.trim() || null);
const documentFields = { _updatedAt: optionalString, robots: optionalString, canonical: optionalString };

const sitemapContentSchema = z.object({
  pages: z.array(z.object({ _type: z.string(), ...documentFields })),
  landingPages: z.array(z.object({ slug: z.string(), ...documentFields })),
  routePages: z
    .array(
      z.object({
        ...documentFields,
        from: optionalString,
        to: optionalString,
        slugRu: optionalString,
        slugEn: optionalString,
      }),
    )
    .optional()
    .transform((value) => value ?? []),
  aircraft: z
    .array(z.object({ number: z.string(), _updatedAt: optionalString }))
    .optional()
    .transform((value) => value ?? []),
});

type DocumentSeo = z.infer<typeof sitemapContentSchema>["pages"][number];
type RoutePageSeo = z.infer<typeof sitemapContentSchema>["routePages"][number];
type AircraftDocument = z.infer<typeof sitemapContentSchema>["aircraft"][number];

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** hreflang → URL, for pages listed in more than one language. */
  alternates?: Record<string, string>;
}

/** Reads the page and landing documents and lists every indexable URL, absolute on SITE_URL. */
export async function loadSitemapEntries(
  services: Pick<Services, "content" | "env" | "logger">,
): Promise<SitemapEntry[]> {
  const pageTypes = [...new Set(Object.values(SCREEN_DOCUMENTS))];
  const content = await services.content.load({
    key: "sitemap",
    document: "sitemap",
    query: SITEMAP_QUERY,
    params: { pageTypes },
    schema: sitemapContentSchema,
  });
  // What the server answers with a redirect (the same table as server/redirects.ts) is not a page.
  const redirected = await loadRedirectTable(services);
  return sitemapEntries({ siteUrl: services.env.SITE_URL, screens, redirected, ...content });
}

export function sitemapEntries(input: {
  siteUrl: string;
  screens: readonly { id: string; path: string }[];
  pages: readonly DocumentSeo[];
  landingPages: readonly (Omit<DocumentSeo, "_type"> & { slug: string })[];
  routePages?: readonly RoutePageSeo[];
  aircraft?: readonly AircraftDocument[];
  /** Paths an editor's redirect answers (redirectKey's spelling): never listed. */
  redirected?: Pick<ReadonlySet<string>, "has">;
}): SitemapEntry[] {
  const { siteUrl } = input;
  const redirected = input.redirected ?? new Set<string>();
  // A listed address robots.txt disallows is one search consoles report as an error ("Submitted
  // URL blocked by robots.txt"): the search form's /search/ was one (issue 28, item 10).
  const served = (url: string) => {
    const { pathname } = new URL(url);
    if (!isCrawlable(pathname)) return false;
    const key = redirectKey(pathname);
    return key === null || !redirected.has(key);
  };
  const pages = new Map(input.pages.map((page) => [page._type, page]));
  const entries: SitemapEntry[] = [];

  for (const screen of input.screens) {
    if (UNINDEXED_SCREENS.has(screen.id) || /[:*]/.test(screen.path)) continue;
    const documentType = SCREEN_DOCUMENTS[screen.id];
    const document = documentType ? pages.get(documentType) : undefined;
    if (document && isNoindex(document.robots)) continue;
    const urls = new Map<Language, string>();
    for (const language of LANGUAGES) {
      const url = absoluteUrl(siteUrl, localizePath(`/${screen.path}`, language));
      if (isCanonical(siteUrl, url, document?.canonical) && served(url)) urls.set(language, url);
    }
    const alternates = urls.size > 1 ? hreflangAlternates(urls) : undefined;
    const lastmod = lastModified(document?._updatedAt);
    for (const loc of urls.values()) {
      entries.push({ loc, ...(lastmod ? { lastmod } : {}), ...(alternates ? { alternates } : {}) });
    }
  }

  for (const landing of input.landingPages) {
    // The landing route answers 404 for a slug outside the Studio's rule (decision 007).
    if (!isLandingSlug(landing.slug) || isNoindex(landing.robots)) continue;
    const loc = absoluteUrl(siteUrl, `/${landing.slug}/`);
    if (!isCanonical(siteUrl, loc, landing.canonical) || !served(loc)) continue;
    const lastmod = lastModified(landing._updatedAt);
    entries.push({ loc, ...(lastmod ? { lastmod } : {}) });
  }

  for (const route of input.routePages ?? []) {
    // The route answers 404 for a page without two known airports or with a slug outside the rule.
    if (!route.from || !route.to || !isServableRoute(route.from, route.to) || isNoindex(route.robots))
      continue;
    const slugs: Record<Language, string | null> = { ru: route.slugRu, en: route.slugEn };
    const urls = new Map<Language, string>();
    for (const language of LANGUAGES) {
      const slug = slugs[language];
      if (!slug || !isRouteSlug(slug)) continue;
      const url = absoluteUrl(siteUrl, localizePath(`/routes/${slug}/`, language));
      if (isCanonical(siteUrl, url, route.canonical) && served(url)) urls.set(language, url);
    }
    pushPair(entries, urls, route._updatedAt);
  }

  for (const plane of input.aircraft ?? []) {
    const slug = aircraftSlug(plane.number);
    // The aircraft route answers 404 for a slug that cannot be a tail number (app/fleet/aircraft-slug.ts).
    if (!tailFromSlug(slug)) continue;
    const urls = new Map<Language, string>(
      LANGUAGES.map(
        (language) => [language, absoluteUrl(siteUrl, localizePath(`/fleet/${slug}/`, language))] as const,
      ).filter(([, url]) => served(url)),
    );
    pushPair(entries, urls, plane._updatedAt);
  }
  return entries;
}

/** A page's address in each language it has, each listing the others as hreflang alternates. */
function pushPair(entries: SitemapEntry[], urls: Map<Language, string>, updatedAt: string | null): void {
  const alternates = urls.size > 1 ? hreflangAlternates(urls) : undefined;
  const lastmod = lastModified(updatedAt);
  for (const loc of urls.values()) {
    entries.push({ loc, ...(lastmod ? { lastmod } : {}), ...(alternates ? { alternates } : {}) });
  }
}

function isNoindex(robots: string | null): boolean {
  return robots !== null && /\bnoindex\b/i.test(robots);
}

/** False when an editor's canonical override sends search engines to another address. */
function isCanonical(siteUrl: string, url: string, canonical: string | null | undefined): boolean {
  if (!canonical) return true;
  try {
    return new URL(canonical, `${siteUrl}/`).toString() === url;
  } catch {
    return true;
  }
}

/** ru, en and x-default → the Russian page, as each page's own hreflang links say (seo.ts). */
function hreflangAlternates(urls: Map<Language, string>): Record<string, string> {
  const alternates: Record<string, string> = Object.fromEntries(urls);
  const fallback = urls.get("ru");
  if (fallback) alternates["x-default"] = fallback;
  return alternates;
}

/** The W3C Datetime sitemaps.org asks for; Sanity's `_updatedAt` already is one. */
function lastModified(updatedAt: string | null | undefined): string | undefined {
  if (!updatedAt) return undefined;
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** sitemaps.org: values must be entity-escaped. */
function xml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${xml(entry.loc)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${xml(entry.lastmod)}</lastmod>`);
    for (const [hreflang, href] of Object.entries(entry.alternates ?? {})) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(href)}"/>`);
    }
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The /sitemap.xml response. Short-lived in caches: an editor's new landing page should reach
 * crawlers within minutes. If the content cannot be read (the source has never answered), a 503
 * with Retry-After asks the crawler to come back rather than giving it a list without the CMS pages.
 * Any error counts, not only a ContentError: the services and this module may come from separate
 * bundles (scripts/build-server.mjs), where `instanceof` cannot recognise the class.
 */
export async function sitemapResponse(
  services: Pick<Services, "content" | "env" | "logger">,
): Promise<Response> {
  try {
    const body = renderSitemap(await loadSitemapEntries(services));
    return new Response(body, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  } catch (error) {
    services.logger.error("sitemap unavailable", { error });
    return new Response("The sitemap is temporarily unavailable.\n", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "300",
        "Cache-Control": "no-store",
      },
    });
  }
}
