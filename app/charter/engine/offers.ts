import type { Market } from "./market";
import { MAX_OFFERS, searchTrip, type TripLegQuery, type TripQuery } from "./planner";

/**
 * The offer engine (issue 4, item 3; issue 14, item 1): for a route, a date and a passenger count,
 * every aircraft that can fly it, priced from the cost factors of spec §9. Pure over a market
 * snapshot. The planning itself (positioning, waiting or ferrying between legs, schedules, closed
 * airports and airspace) is the trip planner's (planner.ts); this module is its one-way and
 * round-trip face, the shape of API.md's `/api/cards` query.
 */
export {
  MAX_OFFERS,
  MAX_SHIFT_MINUTES,
  SAME_CITY_KM,
  TURNAROUND_MINUTES,
  sameCity,
  type TripLegQuery,
  type TripQuery,
} from "./planner";

export interface OfferQuery {
  from: string;
  to: string;
  /** Airport-local `YYYY-MM-DDTHH:mm[:ss]` at the departure airport. */
  departureLocal: string;
  pax: number;
  /** Airport-local at the arrival airport; absent for one way. */
  returnLocal?: string | null;
  paxBack?: number | null;
  /** When the customer asks (epoch ms): the operators' notice runs from it (planner.ts, rule 8). */
  requestedAt?: number;
  /**
   * A multi-leg trip (issue 29, item 1): its legs in order, in place of the fields above, which
   * then echo the first leg. Absent for one way and round trips.
   */
  legs?: readonly TripLegQuery[];
}

import type { Offer } from "./offer";

export type { Offer, OfferLeg } from "./offer";

/** The aircraft that can fly the query, cheapest first: at most `limit` of them (planner.ts). */
export function searchOffers(market: Market, query: OfferQuery, limit = MAX_OFFERS): Offer[] {
  return searchTrip(market, tripOf(query), limit);
}

/**
 * A query as a trip: its legs when it is a multi-leg one; else the outbound, and the return as the
 * second leg, from `to` back to `from`.
 */
export function tripOf(query: OfferQuery): TripQuery {
  const asked = query.requestedAt === undefined ? {} : { requestedAt: query.requestedAt };
  if (query.legs) return { legs: query.legs, ...asked };
  const outbound = { from: query.from, to: query.to, departureLocal: query.departureLocal, pax: query.pax };
  if (!query.returnLocal) return { legs: [outbound], ...asked };
  const back = {
    from: query.to,
    to: query.from,
    departureLocal: query.returnLocal,
    pax: query.paxBack ?? query.pax,
  };
  return { legs: [outbound, back], ...asked };
}
