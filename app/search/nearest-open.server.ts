import type { AppLoadContext } from "@remix-run/node";
import { airports, loadRuleBook, nearestOpenAirports } from "~/charter/index.server";
import { toAirportSummary } from "~/offers/airport-summary";
import { isDomesticClosure } from "~/offers/restriction-reason";
import type { ResultsData } from "~/offers/results-data";
import type { NearestOpen } from "./nearest-open";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/**
 * issue 26, item 9: "for a domestic closure, the page suggests the nearest open airports
 * (Krasnodar, Sochi, Mineralnye Vody…), not a transfer abroad". The API's `restriction` names the
 * closed airports only, so the suggestions are worked out here, per closed Russian airport, from
 * the airport list and the rule book of the rules in force, read from the database as the engine
 * reads them (app/charter/restrictions/nearest-open.ts). A foreign closure gets none: its advice is
 * a change of planes abroad. Where the charter API is an operator's own (CHARTER_API_URL), the
 * rules are still this site's, the same ones its route pages and price strip use.
 */
export async function nearestOpenForResults(
  services: Pick<Services, "db" | "logger" | "charter">,
  results: ResultsData,
  now: Date = new Date(),
): Promise<NearestOpen[]> {
  const { restriction, query } = results;
  if (results.mode !== "search" || !query || !restriction || !isDomesticClosure(restriction)) return [];
  let rules;
  try {
    rules = await loadRuleBook(services.db.db, now, services.logger);
  } catch (error) {
    // The block reads well without the list: the page is not failed for a suggestion.
    services.logger.warn("nearest open airports unavailable", { error });
    return [];
  }
  const single = restriction.airports.length === 1;
  return restriction.airports.flatMap((icao): NearestOpen[] => {
    const closed = services.charter.airport(icao);
    if (!closed) return [];
    const end = query.to === icao ? "to" : query.from === icao ? "from" : null;
    const other = end === "to" ? query.from : end === "from" ? query.to : null;
    const otherEnd = other ? (services.charter.airport(other) ?? null) : null;
    const nearest = nearestOpenAirports(closed, airports, rules, { country: "RU", otherEnd });
    if (nearest.length === 0) return [];
    return [
      {
        closed: icao,
        replaces: single ? end : null,
        airports: nearest.flatMap(({ icao: code, km }) => {
          const airport = services.charter.airport(code);
          return airport ? [{ airport: toAirportSummary(airport), km }] : [];
        }),
      },
    ];
  });
}
