import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { cmsImageSchema } from "~/content/image-schema";
import type { ContentLanguage } from "~/content/queries";
import type { Language } from "~/utils/language";
import { aircraftPagePath } from "./aircraft-page-path";
import { aircraftSlug, tailFromSlug } from "~/content/aircraft-slug";
import { fleetAircraftSchema } from "./fleet-page";

/**
 * The content of an aircraft's own page (issue 17, item 4): one `fleetAircraft` document, found by
 * the slug of its tail number (./aircraft-slug.ts).
 *
 * Which aircraft have a page: every published `fleetAircraft` document the fleet page lists, i.e.
 * with a `number` and a `type` (./fleet-page.ts, FLEET_PAGE_QUERY), whose number makes a valid
 * slug. AIRCRAFT_PAGES_QUERY and `loadAircraftPages` state that rule once, for the fleet page's
 * links, the flight page's link and the sitemap alike. Drafts stay out because the content source
 * reads the published perspective (app/content/dataset-source.server.ts).
 *
 * The projection is the fleet page's, field for field, so the card and the page read the same
 * document the same way; the page adds the salon picture and the document's last change.
 */
export const AIRCRAFT_PAGE_QUERY =
  defineQuery(`*[_type == "fleetAircraft" && defined(number) && defined(type) && lower(number) == $slug][0]{
  "id": _id,
  "updatedAt": _updatedAt,
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
  "salon": select(defined(salon.asset) => salon{
    "url": asset->url,
    "width": asset->metadata.dimensions.width,
    "height": asset->metadata.dimensions.height,
    "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
  }),
  "seats": select(defined(seats.asset) => seats{
    "url": asset->url,
    "width": asset->metadata.dimensions.width,
    "height": asset->metadata.dimensions.height,
    "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
  })
}`);

/** Every aircraft with a page: its tail number and when its document last changed (sitemap lastmod). */
export const AIRCRAFT_PAGES_QUERY =
  defineQuery(`*[_type == "fleetAircraft" && defined(number) && defined(type)]{
  number,
  "updatedAt": _updatedAt
}`);

const aircraftDocumentSchema = fleetAircraftSchema.extend({
  updatedAt: z.string().datetime({ offset: true }),
  salon: cmsImageSchema.nullable(),
});

export type AircraftDocument = z.infer<typeof aircraftDocumentSchema>;

const aircraftPagesSchema = z.array(
  z.object({ number: z.string().trim().min(1), updatedAt: z.string().datetime({ offset: true }) }),
);

/** One aircraft page of the list: the address segment, the tail number, the document's last change. */
export interface AircraftPageEntry {
  slug: string;
  tailNumber: string;
  updatedAt: string;
}

/**
 * The aircraft document a slug names, in one language; null when no listed aircraft has that
 * tail number (the route answers 404). A slug that cannot be a tail number asks the CMS nothing.
 */
export async function loadAircraftDocument(
  content: ContentService,
  slug: string,
  lang: ContentLanguage,
): Promise<AircraftDocument | null> {
  if (!tailFromSlug(slug)) return null;
  return content.loadOptional({
    key: `aircraftPage:${lang}:${slug}`,
    document: "fleetAircraft",
    query: AIRCRAFT_PAGE_QUERY,
    params: { slug, lang },
    schema: aircraftDocumentSchema,
  });
}

/**
 * Every aircraft that has a page (the rule above), sorted by slug: for the sitemap and for the
 * flight page, which links its aircraft only when it has one. Cached and purged with the content.
 */
export async function loadAircraftPages(content: ContentService): Promise<AircraftPageEntry[]> {
  const documents = await content.load({
    key: "aircraftPages",
    document: "fleetAircraft",
    query: AIRCRAFT_PAGES_QUERY,
    params: {},
    schema: aircraftPagesSchema,
  });
  const pages = new Map<string, AircraftPageEntry>();
  for (const { number, updatedAt } of documents) {
    const slug = aircraftSlug(number);
    // A mark the slug rule cannot read (a typo with a space) would be a page that answers 404.
    if (!tailFromSlug(slug) || pages.has(slug)) continue;
    pages.set(slug, { slug, tailNumber: number, updatedAt });
  }
  return [...pages.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The page of the aircraft with this tail number in a language; null when it has none. */
export async function aircraftPageOf(
  content: ContentService,
  tailNumber: string,
  language: Language,
): Promise<string | null> {
  const slug = aircraftSlug(tailNumber);
  const pages = await loadAircraftPages(content);
  return pages.some((page) => page.slug === slug) ? aircraftPagePath(tailNumber, language) : null;
}
