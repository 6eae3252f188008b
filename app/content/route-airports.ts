import { airportIndex } from "~/charter/index.server";

/**
 * Whether a route page's two ICAO codes name two different airports of the list the site serves
 * (app/charter/airports): the page answers 404 otherwise, and the sitemap leaves it out. The Studio
 * validates the codes against the same list (schemas/documents/route-page.ts).
 */
export function isServableRoute(from: string, to: string): boolean {
  const a = airportIndex.byIcao(from.trim().toUpperCase());
  const b = airportIndex.byIcao(to.trim().toUpperCase());
  return Boolean(a && b && a.icao !== b.icao);
}
