import { z } from "zod";
import { isDocumentHref } from "./site-settings";

/**
 * A picture slot of any page (docs/decisions/007-content-model.md, `localizedImage`). Every query
 * projects it the same way, so one schema and one component serve them all:
 *
 *   "image": select(defined(image.asset) => image{
 *     "url": asset->url,
 *     "width": asset->metadata.dimensions.width,
 *     "height": asset->metadata.dimensions.height,
 *     "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
 *   })
 *
 * The width and height reach the <img> so the browser reserves the box before the file arrives (no
 * layout shift).
 */
export const cmsImageSchema = z.object({
  url: z.string().refine(isDocumentHref, "must be an https URL or a site path"),
  width: z.number().positive(),
  height: z.number().positive(),
  alt: z
    .string()
    .nullable()
    .transform((alt) => alt ?? ""),
});

export type CmsImage = z.infer<typeof cmsImageSchema>;
