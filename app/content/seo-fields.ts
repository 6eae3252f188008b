import { z } from "zod";
import { isDocumentHref } from "./site-settings";

/**
 * The SEO fields every page document carries (docs/decisions/007-content-model.md, `seo`), as a
 * query projects them for one language:
 *
 *   "seo": {
 *     "title": coalesce(select($lang == "en" => seo.title.en), seo.title.ru),
 *     "description": coalesce(select($lang == "en" => seo.description.en), seo.description.ru),
 *     "keywords": coalesce(select($lang == "en" => seo.keywords.en), seo.keywords.ru),
 *     "robots": seo.robots,
 *     "canonical": seo.canonical,
 *     "image": seo.image.asset->url
 *   }
 *
 * Only the title is required: a page without a description still renders, and search engines
 * write their own snippet.
 */
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
