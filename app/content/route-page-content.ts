import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { seoFieldsSchema } from "~/content/seo-fields";
import { otherLanguage, type Language } from "~/utils/language";

/**
 * The route pages' CMS documents (issue 17, item 3): a `routePage` names its two airports by ICAO
 * code and carries a slug, a heading, an intro, FAQ and SEO fields per language, so the SEO team
 * adds a route without a deploy. Everything live about the route (airports, distance, prices,
 * empty legs) comes from the charter engine, never from the document.
 */

/** The slug rule of the Studio (decision 007): lower-case words joined by hyphens, ≤ 60 characters. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 60;

export function isRouteSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

/**
 * Every published route page's address in both languages: the index the route resolves a slug
 * against (and the sitemap lists), read once and cached, so a crawler probing random slugs adds no
 * cache entry per address.
 */
export const ROUTE_PAGE_INDEX_QUERY = defineQuery(`*[_type == "routePage"] | order(_id asc){
  _id,
  _updatedAt,
  from,
  to,
  "slugRu": slug.ru.current,
  "slugEn": slug.en.current,
  "robots": seo.robots,
  "canonical": seo.canonical
}`);

export const ROUTE_PAGE_QUERY = defineQuery(`*[_type == "routePage" && _id == $id][0]{
  _id,
  from,
  to,
  "heading": coalesce(select($lang == "en" => heading.en), heading.ru),
  "intro": coalesce(select($lang == "en" => intro.en), intro.ru),
  "faq": coalesce(select($lang == "en" && count(faq.en) > 0 => faq.en, faq.ru)[defined(question) && defined(answer)]{
    _key,
    question,
    answer
  }, []),
  "seo": {
    "title": coalesce(select($lang == "en" => seo.title.en), seo.title.ru, select($lang == "en" => heading.en), heading.ru),
    "description": coalesce(select($lang == "en" => seo.description.en), seo.description.ru),
    "keywords": null,
    "robots": seo.robots,
    "canonical": seo.canonical,
    "image": null
  }
}`);

const icao = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{4}$/, "must be an ICAO code"));
const optionalSlug = z
  .string()
  .nullable()
  .optional()
  .transform((value) => (value && isRouteSlug(value) ? value : null));
const optionalString = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value?.trim() || null);

const indexEntrySchema = z.object({
  _id: z.string(),
  _updatedAt: optionalString,
  from: icao,
  to: icao,
  slugRu: optionalSlug,
  slugEn: optionalSlug,
  robots: optionalString,
  canonical: optionalString,
});

/**
 * Lenient per entry: one document with a bad code or slug drops out of the index (and is logged by
 * nobody but its own page's 404), it never takes the other routes' pages down with it.
 */
const indexSchema = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((entry) => {
    const parsed = indexEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  }),
);

export type RoutePageIndexEntry = z.infer<typeof indexEntrySchema>;

const text = z.string().trim().min(1);

export const routePageSchema = z.object({
  _id: z.string(),
  from: icao,
  to: icao,
  heading: text,
  intro: optionalString,
  faq: z.array(z.object({ _key: z.string(), question: text, answer: text })),
  seo: seoFieldsSchema,
});

export type RoutePageDocument = z.infer<typeof routePageSchema>;

/** A route page's slug in each language; null where the document has none. */
export interface RouteSlugs {
  ru: string | null;
  en: string | null;
}

export function slugsOf(entry: RoutePageIndexEntry): RouteSlugs {
  return { ru: entry.slugRu, en: entry.slugEn };
}

export async function loadRoutePageIndex(content: ContentService): Promise<RoutePageIndexEntry[]> {
  return content.load({
    key: "routePage:index",
    document: "routePage",
    query: ROUTE_PAGE_INDEX_QUERY,
    params: {},
    schema: indexSchema,
  });
}

/**
 * Which page a slug names in a language: the page whose slug in that language it is; else, when it
 * is another page's slug in the other language (a visitor who switched language on the page keeps
 * the slug, issue 17 item 3), that page with `wrongLanguage`; else null.
 */
export function findRouteSlug(
  index: readonly RoutePageIndexEntry[],
  slug: string,
  language: Language,
): { entry: RoutePageIndexEntry; wrongLanguage: boolean } | null {
  const own = index.find((entry) => slugsOf(entry)[language] === slug);
  if (own) return { entry: own, wrongLanguage: false };
  const other = index.find((entry) => slugsOf(entry)[otherLanguage(language)] === slug);
  return other && slugsOf(other)[language] ? { entry: other, wrongLanguage: true } : null;
}

/** The document of an index entry in the page's language (Russian where a field has no English). */
export async function loadRoutePageDocument(
  content: ContentService,
  id: string,
  language: Language,
): Promise<RoutePageDocument | null> {
  return content.loadOptional({
    key: `routePage:${language}:${id}`,
    document: `routePage:${id}`,
    query: ROUTE_PAGE_QUERY,
    params: { id, lang: language },
    schema: routePageSchema,
  });
}
