import type { MarketAircraft } from "./market";
import type { PriceLine } from "./pricing";

/**
 * What the planner (planner.ts) makes of one aircraft for a trip, and what offers.ts sells: its own
 * module, so the two import it without importing each other (issue 31: no circles).
 */
export interface OfferLeg {
  from: string;
  to: string;
  departsAt: Date;
  arrivesAt: Date;
  minutes: number;
  distanceKm: number;
  co2Kg: number;
  pax: number;
  /** A technical stop on the way (issue 26, item 4): where, and when it lands and leaves again. */
  stops?: { airport: string; arrivesAt: Date; departsAt: Date }[];
  /** What this leg's price is made of, in euros. */
  price: PriceLine[];
}

export interface Offer {
  aircraft: MarketAircraft;
  /** The passenger legs, in order; each carries its own CO2. */
  legs: OfferLeg[];
  totalEur: number;
  /**
   * CO2 of every flight the plan contains, positioning included (issue 14, item 4: API.md's
   * `Card.co2_kg`). For an empty leg it is that leg's own.
   */
  co2Kg: number;
  airportChanged: boolean;
  timeChanged: boolean;
}
