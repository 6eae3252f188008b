import { LANDING_SLUG_PATTERN } from "./documents/landing-page";
import { ROUTE_SLUG_PATTERN } from "./documents/route-page";

/**
 * Where a document is shown on the site (issue 17, items 1 and 5): the Studio's "Open on site" and
 * "Preview" actions and the search-snippet preview read it. No React and no `sanity` here, so the
 * app's vitest checks it against the site's own route table (site-paths.test.ts).
 *
 * Russian lives at the site root and English under /en/ (ARCHITECTURE.md, "Routing and language");
 * landing pages are Russian only (spec §2). Every address ends with a slash, as every canonical URL
 * of the site does.
 */

export type SiteLanguage = "ru" | "en";

export interface SitePath {
  language: SiteLanguage;
  path: string;
}

/**
 * The singleton page documents and the screen each one describes: the app's SCREEN_DOCUMENTS
 * (app/seo/sitemap.server.ts) read the other way round, with the paths of remix.config.js `screens`.
 * siteSettings and notFoundPage have no address of their own.
 */
export const SINGLETON_PATHS: Readonly<Record<string, string>> = {
  homePage: "/",
  fleetPage: "/fleet/",
  aboutPage: "/about/",
  contactsPage: "/contacts/",
  partnersPage: "/partners/",
  howItWorksPage: "/howitworks/",
  restrictionsPage: "/restrictions/",
};

/** Collections that are shown on a page but have none of their own: partners are listed on /partners/. */
const LISTED_ON: Readonly<Record<string, string>> = { partner: "/partners/" };

/** Every document type with an address, so the Studio adds its site actions to exactly these. */
export const SITE_PATH_TYPES: ReadonlySet<string> = new Set([
  ...Object.keys(SINGLETON_PATHS),
  ...Object.keys(LISTED_ON),
  "landingPage",
  "routePage",
  "fleetAircraft",
]);

/** `{ current: "x" }` (a slug field) or a plain string, trimmed; anything else is no slug. */
function slugValue(value: unknown): string | null {
  const raw =
    typeof value === "string"
      ? value
      : typeof value === "object" && value !== null
        ? (value as { current?: unknown }).current
        : undefined;
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim() : null;
}

/** The path in both languages: "/fleet/" → ru "/fleet/", en "/en/fleet/". */
function bothLanguages(path: string): SitePath[] {
  return [
    { language: "ru", path },
    { language: "en", path: path === "/" ? "/en/" : `/en${path}` },
  ];
}

/**
 * The addresses of a document on the site, Russian first; empty when it has none (settings, the 404
 * page, documents, redirects) or when the field its address comes from is not filled in yet.
 */
export function sitePaths(document: Readonly<Record<string, unknown>> | null | undefined): SitePath[] {
  if (!document) return [];
  const type = document._type;
  if (typeof type !== "string") return [];

  const singleton = SINGLETON_PATHS[type] ?? LISTED_ON[type];
  if (singleton) return bothLanguages(singleton);

  if (type === "landingPage") {
    const slug = slugValue(document.slug);
    return slug && LANDING_SLUG_PATTERN.test(slug) ? [{ language: "ru", path: `/${slug}/` }] : [];
  }

  if (type === "routePage") {
    // A slug per language (issue 17, item 3): /routes/moskva-sochi/ and /en/routes/moscow-sochi/.
    const slugs = document.slug;
    if (typeof slugs !== "object" || slugs === null) return [];
    const paths: SitePath[] = [];
    for (const language of ["ru", "en"] as const) {
      const slug = slugValue((slugs as Partial<Record<SiteLanguage, unknown>>)[language]);
      if (!slug || !ROUTE_SLUG_PATTERN.test(slug)) continue;
      paths.push({ language, path: `${language === "en" ? "/en" : ""}/routes/${slug}/` });
    }
    return paths;
  }

  if (type === "fleetAircraft") {
    // The tail number in lower case, as app/fleet/aircraft-slug.ts makes it (issue 17, item 4).
    const tail = slugValue(document.number);
    return tail && /^[A-Za-z0-9]+(-[A-Za-z0-9]+)?$/.test(tail)
      ? bothLanguages(`/fleet/${tail.toLowerCase()}/`)
      : [];
  }

  return [];
}

/**
 * The site's origin from an editor-set variable ("https://charterline.ru/" → "https://charterline.ru"),
 * or null when it is not an http(s) origin: a path, query or fragment would break every link built on it.
 */
export function parseSiteOrigin(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "" || url.username !== "") return null;
  return url.origin;
}

/** The absolute address of a site path. */
export function siteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/**
 * The site's draft-preview entry (issue 17, item 1): it checks the secret against its
 * SANITY_PREVIEW_SECRET, sets the preview cookie and redirects to `path`.
 */
export function previewUrl(origin: string, secret: string, path: string): string {
  const url = new URL("/api/preview", origin);
  url.searchParams.set("secret", secret);
  url.searchParams.set("redirect", path);
  return url.href;
}
