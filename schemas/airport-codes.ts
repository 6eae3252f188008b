import { AIRPORT_CITIES_RU, AIRPORT_ICAO_CODES } from "./airport-codes.generated";

/**
 * The airport list in the form the Studio can carry (issue 17, item 3): a route page names its
 * airports by ICAO code, and the code must be one the site's search offers, or the page would
 * price a route nobody can order. The app's list (app/charter/airports) is too heavy for the
 * Studio's bundle; airport-codes.test.ts keeps this copy equal to it.
 */
export const AIRPORT_CODES: ReadonlySet<string> = new Set(AIRPORT_ICAO_CODES.split(/\s+/).filter(Boolean));

const CITIES_RU: ReadonlyMap<string, string> = new Map(
  AIRPORT_CITIES_RU.split("\n")
    .filter(Boolean)
    .map((line) => [line.slice(0, 4), line.slice(5)]),
);

/** Whether `icao` (upper case, as stored) is an airport of the site's list. */
export function isKnownAirport(icao: string): boolean {
  return AIRPORT_CODES.has(icao);
}

/** The Russian city of an airport, where the project has written one. */
export function russianCity(icao: string): string | undefined {
  return CITIES_RU.get(icao);
}

/** «Москва (UUWW)», or the bare code for an airport without a Russian city, for Studio previews. */
export function airportLabel(icao: string | undefined): string {
  if (!icao) return "?";
  const city = russianCity(icao);
  return city ? `${city} (${icao})` : icao;
}
