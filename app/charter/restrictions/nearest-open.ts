import { greatCircleKm } from "../engine/geo";
import type { RouteEnd, RuleBook } from "./rule-book";

/**
 * The open airports nearest a closed one (issue 26, item 9: "for a domestic closure, the page
 * suggests the nearest open airports (Krasnodar, Sochi, Mineralnye Vody…), not a transfer abroad").
 * Pure over the airport list and the rule book of the rules in force, so "open" is what the engine
 * itself flies to: an airport the rule book does not close (`airportClosed`, the first test of
 * `legAllowed`), and, when the route's other end is given, one the route to it is not closed to
 * (`routeRestriction` null: a Nice → Rostov visitor is not sent to Krasnodar, which the EU's
 * airspace closes just as well).
 */

/** An airport with its place, as the airport index lists it. */
export interface PlacedAirport extends RouteEnd {
  lat: number;
  lon: number;
}

export interface NearbyAirport {
  icao: string;
  /** Great-circle kilometres from the closed airport, rounded: no road, no corridor. */
  km: number;
}

/** How many the page names: enough to choose from, few enough to read in one line. */
export const NEAREST_OPEN_LIMIT = 4;

export function nearestOpenAirports(
  closed: PlacedAirport,
  airports: readonly PlacedAirport[],
  rules: Pick<RuleBook, "airportClosed" | "routeRestriction">,
  options: {
    /** Only airports of this country (ISO 3166-1 alpha-2): a Rosaviatsia closure, "RU". */
    country: string;
    /** The route's other end: never suggested, and the route from it to a suggestion must be open. */
    otherEnd?: RouteEnd | null;
    limit?: number;
  },
): NearbyAirport[] {
  const { country, otherEnd = null, limit = NEAREST_OPEN_LIMIT } = options;
  // An other end that is itself closed cannot make any route open: only the airports are judged.
  const judgeRoute = otherEnd !== null && !rules.airportClosed(otherEnd);
  return airports
    .filter(
      (airport) =>
        airport.country === country &&
        airport.icao !== closed.icao &&
        airport.icao !== otherEnd?.icao &&
        !rules.airportClosed(airport) &&
        (!judgeRoute || rules.routeRestriction(otherEnd, airport) === null),
    )
    .map((airport) => ({ icao: airport.icao, exactKm: greatCircleKm(closed, airport) }))
    .sort((a, b) => a.exactKm - b.exactKm || (a.icao < b.icao ? -1 : 1))
    .slice(0, limit)
    .map(({ icao, exactKm }) => ({ icao, km: Math.round(exactKm) }));
}
