import type { Airport, AirportIndex } from "../airports/airports";

/** API.md GET /api/airports-names: the whole list, or the airports matching `q`, ranked. */
export function listAirports(airports: AirportIndex, q?: string, limit?: number): readonly Airport[] {
  if (!q) return limit ? airports.all().slice(0, limit) : airports.all();
  return airports.search(q, limit);
}
