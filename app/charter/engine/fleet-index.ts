import type { Market, MarketAircraft } from "./market";
import type { PreparedTrip } from "./planner";

/** Aircraft worth planning for a trip. */
export function candidateAircraft(market: Market, _trip: PreparedTrip): readonly MarketAircraft[] {
  return market.aircraft;
}
