import { localizePath, type Language } from "~/utils/language";
import { aircraftSlug, tailFromSlug } from "~/content/aircraft-slug";

/**
 * The address of an aircraft's own page in a language (issue 17, item 4): /fleet/ra-67470/ and
 * /en/fleet/ra-67470/. Null for a tail number the slug rule cannot read, which has no page
 * (./aircraft-page.ts). Safe in the browser: the fleet cards link with it.
 */
export function aircraftPagePath(tailNumber: string, language: Language): string | null {
  const slug = aircraftSlug(tailNumber);
  return tailFromSlug(slug) ? localizePath(`/fleet/${slug}/`, language) : null;
}
