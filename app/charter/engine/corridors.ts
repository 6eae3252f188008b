import { greatCircleKm } from "./geo";
import type { MarketAirport } from "./market";

/**
 * The length of the path actually flown between two airports, before the routing factor of
 * flight.ts: the great circle, or the corridor round closed airspace where the great circle
 * crosses it (issue 14, item 3). Placeholder until the corridor model lands: the great circle.
 */
export function flownPathKm(from: MarketAirport, to: MarketAirport): number {
  return greatCircleKm(from, to);
}
