import type { AirportSummary } from "~/offers/airport-summary";

/**
 * The open airports nearest one closed end of a route, for the not-found block (issue 26, item 9;
 * worked out by nearest-open.server.ts). Client-safe: the type the page renders.
 */
export interface NearestOpen {
  /** The closed airport's ICAO code (API.md `restriction.airports`). */
  closed: string;
  /**
   * The end of the query a suggestion replaces, so a city links to the same search there; null
   * when both ends are closed and no single replacement makes the route open.
   */
  replaces: "from" | "to" | null;
  airports: Array<{ airport: AirportSummary; km: number }>;
}
