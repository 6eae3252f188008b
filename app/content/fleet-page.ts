import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { cmsImageSchema } from "~/content/image-schema";
import type { ContentLanguage } from "~/content/queries";
import { SEO_PROJECTION, seoFieldsSchema } from "./seo-fields";

/**
 * The fleet page of spec §2 ("Information pages → Fleet"): the editors' `fleetPage` singleton
 * (heading, intro, SEO fields) with every `fleetAircraft` document (spec §3, "Fleet item";
 * docs/decisions/007-content-model.md). Field names are the spec's, snake_case included, so the card
 * reads like the spec. A missing singleton answers null, which the content layer reports as a
 * missing document.
 *
 * The aircraft come unordered: the visitor's sort (spec §4) orders them, see ./sort.ts. Pictures use
 * the projection of every picture slot (app/content/image.tsx), so a thumbnail is the same file as
 * the picture, drawn smaller, and an upload on Sanity's CDN gets a srcset sized for a thumbnail.
 */
export const FLEET_PAGE_QUERY = defineQuery(`*[_type == "fleetPage" && _id == "fleetPage"][0]{
  ${SEO_PROJECTION},
  "heading": coalesce(select($lang == "en" => heading.en), heading.ru),
  "intro": coalesce(select($lang == "en" => intro.en), intro.ru),
  "aircraft": *[_type == "fleetAircraft" && defined(number) && defined(type)]{
    "id": _id,
    number,
    type,
    year_of_creation,
    year_of_renewal,
    year_of_overhaul,
    max_pax,
    cabin_height,
    cabin_length,
    interior_width,
    wing_span,
    fuselage_height,
    fuselage_length,
    flying_range,
    cruising_speed,
    "description": coalesce(select($lang == "en" => description.en), description.ru),
    "images": coalesce(images[defined(asset)]{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    }, []),
    "seats": select(defined(seats.asset) => seats{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    })
  }
}`);

const text = z.string().trim().min(1);
const optionalText = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => value || null);
const year = z.number().int().min(1900).max(2100);
// decision 007: 0 means "never"; a field the editor left empty means the same.
const optionalYear = z
  .union([z.literal(0), year])
  .nullable()
  .optional()
  .transform((value) => value ?? 0);
// spec §3 / decision 007: metres with two decimals, kilometres, km/h; the Studio requires each.
const figure = z.number().positive();

export const fleetAircraftSchema = z.object({
  id: z.string().min(1),
  number: text,
  type: text,
  year_of_creation: year,
  year_of_renewal: optionalYear,
  year_of_overhaul: optionalYear,
  max_pax: z.number().int().positive(),
  cabin_height: figure,
  cabin_length: figure,
  interior_width: figure,
  wing_span: figure,
  fuselage_height: figure,
  fuselage_length: figure,
  flying_range: figure,
  cruising_speed: figure,
  description: optionalText,
  images: z.array(cmsImageSchema),
  seats: cmsImageSchema.nullable(),
});

export type FleetAircraft = z.infer<typeof fleetAircraftSchema>;

const fleetPageSchema = z.object({
  seo: seoFieldsSchema,
  heading: text,
  intro: optionalText,
  aircraft: z.array(fleetAircraftSchema),
});

export type FleetPage = z.infer<typeof fleetPageSchema>;

/** The fleet page's content in one language, cached and purged with the rest of the content. */
export function loadFleetPage(content: ContentService, lang: ContentLanguage): Promise<FleetPage> {
  return content.load({
    key: `fleetPage:${lang}`,
    document: "fleetPage",
    query: FLEET_PAGE_QUERY,
    params: { lang },
    schema: fleetPageSchema,
  });
}
