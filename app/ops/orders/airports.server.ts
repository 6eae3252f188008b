import { toAirportSummary, type AirportSummary } from "~/offers/airport-summary";

/**
 * The airport names an orders page shows (issue 18, item 2): the charter engine's deals carry ICAO
 * codes only, the console's loaders send these summaries beside them.
 */

/** The names of the airports a page mentions, for the loader to send (codes it does not know are left out). */
export function airportSummaries(
  lookup: (icao: string) => AirportSummary | undefined,
  icaos: Iterable<string | null | undefined>,
): Record<string, AirportSummary> {
  const found: Record<string, AirportSummary> = {};
  for (const icao of icaos) {
    if (!icao || found[icao]) continue;
    const airport = lookup(icao);
    if (airport) found[icao] = toAirportSummary(airport);
  }
  return found;
}
