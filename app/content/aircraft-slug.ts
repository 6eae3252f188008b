/**
 * The address of an aircraft's own page (issue 17, item 4): its tail number in lower case, e.g.
 * RA-67470 → /fleet/ra-67470/. A registration mark is letters, digits and a hyphen (ICAO Annex 7),
 * so it is already a valid, readable path segment; nothing is transliterated or dropped.
 */
export function aircraftSlug(tailNumber: string): string {
  return tailNumber.trim().toLowerCase();
}

/** The tail number a slug names, or null when the slug cannot be one (the route answers 404). */
export function tailFromSlug(slug: string): string | null {
  return /^[a-z0-9]{1,3}-?[a-z0-9]{1,6}$/.test(slug) ? slug.toUpperCase() : null;
}
