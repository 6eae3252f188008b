import { z } from "zod";
import { isDocumentHref } from "./site-settings";

/**
 * The SEO fields every page document carries (docs/decisions/007-content-model.md, `seo`), as a
 * query projects them for one language: the one copy of the projection, which each page's query
 * interpolates where its own fields begin (`{\n  ${SEO_PROJECTION},\n  "heading": …`), and which
 * `seoFieldsSchema` below checks.
 *
 * Sanity TypeGen reads the query strings statically and follows the interpolated constant into
 * this module, so the generated result types still carry every field. Two things keep that so:
 * the fragment is a plain string, not a `groq` template (TypeGen would take a `groq` template for
 * a query of its own, and this is no query), and a page module outside app/content imports it by
 * a relative path (`../content/seo-fields`): TypeGen runs in studio/, whose tsconfig knows no `~/`.
 * The indentation is the one the queries had, so each query's text, the key of its type in
 * sanity.types.ts, is unchanged.
 *
 * Only the title is required: a page without a description still renders, and search engines
 * write their own snippet.
 */
export const SEO_PROJECTION = `"seo": {
    "title": coalesce(select($lang == "en" => seo.title.en), seo.title.ru),
    "description": coalesce(select($lang == "en" => seo.description.en), seo.description.ru),
    "keywords": coalesce(select($lang == "en" => seo.keywords.en), seo.keywords.ru),
    "robots": seo.robots,
    "canonical": seo.canonical,
    "image": seo.image.asset->url
  }`;

const optional = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => value || null);

export const ROBOTS_VALUES = [
  "index, follow",
  "noindex, follow",
  "index, nofollow",
  "noindex, nofollow",
] as const;

export const seoFieldsSchema = z.object({
  title: z.string().trim().min(1),
  description: optional,
  keywords: optional,
  robots: z
    .enum(ROBOTS_VALUES)
    .nullable()
    .optional()
    .transform((value) => value ?? "index, follow"),
  canonical: optional.refine((value) => value === null || isDocumentHref(value), {
    message: "must be a site path or an https URL",
  }),
  image: optional.refine((value) => value === null || isDocumentHref(value), {
    message: "must be a site path or an https URL",
  }),
});

export type SeoFields = z.infer<typeof seoFieldsSchema>;
