import type { Airport, AirportIndex } from "../airports/airports";
import type { Restriction } from "../contract/schemas";
import { ORDER_WINDOW_DAYS } from "../departure-window";
import type { RuleBook } from "../restrictions/rule-book";

/** The refusal of a date past the order window, for whichever field carries it. */
export const BEYOND_WINDOW = `must be within ${ORDER_WINDOW_DAYS} days`;

/** spec §9: a departure may be searched when it is in the future and within the order window. */
export function orderWindow(departure: Date, now: Date): "past" | "open" | "beyond" {
  if (departure.getTime() <= now.getTime()) return "past";
  return departure.getTime() > now.getTime() + (ORDER_WINDOW_DAYS + 1) * 86_400_000 ? "beyond" : "open";
}

/** The two airports of a route, and a reason per field for each one the product does not serve. */
export function routeAirports(
  airports: AirportIndex,
  query: { departure_airport: string; arrival_airport: string },
) {
  const from = airports.byIcao(query.departure_airport);
  const to = airports.byIcao(query.arrival_airport);
  const fields: Record<string, string> = {};
  if (!from) fields.departure_airport = "is not an airport we serve";
  if (!to) fields.arrival_airport = "is not an airport we serve";
  return { from, to, fields };
}

/** API.md `restriction` of a route: null when it can be flown. */
export function restrictionOf(rules: RuleBook, from: Airport, to: Airport): Restriction | null {
  const found = rules.routeRestriction(from, to);
  return found ? { code: found.code, airports: found.airports, countries: found.countries } : null;
}
