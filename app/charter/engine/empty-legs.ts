import { EMPTY_LEG_PRICE_FACTOR } from "../fleet/airport-fees";
import { co2Kg, estimateLeg } from "./flight";
import { toLocalIso } from "./local-time";
import type { Market, MarketAircraft, ScheduledLeg } from "./market";
import { billedMinutes, hoursCostEur, type PriceLine } from "./pricing";
import type { Offer } from "./offers";

/**
 * Empty legs (issue 4, item 4): the positioning flights the schedule implies, sold at a discount
 * with seats up to the aircraft's maximum (spec §1: one-way repositioning flights at a discount).
 * The operator flies them anyway: the flight hours are charged at the market's empty-leg share
 * (fleet/airport-fees.ts), the airport charges are passed on.
 */
export const EMPTY_LEG_DISCOUNT = 1 - EMPTY_LEG_PRICE_FACTOR;
/** An empty leg departing sooner than this cannot be organised (crew, slots, passengers). */
export const EMPTY_LEG_NOTICE_HOURS = 3;

export interface EmptyLegFilter {
  from?: string;
  to?: string;
  /** Local dates (YYYY-MM-DD) at the departure airport, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  pax: number;
  now: Date;
}

function emptyLegOffer(
  market: Market,
  aircraft: MarketAircraft,
  leg: ScheduledLeg,
  pax: number,
): Offer | null {
  const from = market.airport(leg.from);
  const to = market.airport(leg.to);
  if (!from || !to) return null;
  const estimate = estimateLeg(from, to, aircraft);
  const minutes = Math.round((leg.arrivesAt.getTime() - leg.departsAt.getTime()) / 60_000);
  const hoursEur = hoursCostEur(billedMinutes(minutes), aircraft.hourlyRateEur);
  const price: PriceLine[] = [
    {
      item: "flight_hours",
      eur: hoursEur,
      minutes: billedMinutes(minutes),
      rate: aircraft.hourlyRateEur,
    },
    { item: "airport_fees", eur: market.airportFeeEur(from.icao, aircraft.aircraftClass) },
    {
      item: "empty_leg_discount",
      eur: -hoursEur * EMPTY_LEG_DISCOUNT,
      share: EMPTY_LEG_DISCOUNT,
    },
  ];
  return {
    aircraft,
    legs: [
      {
        from: from.icao,
        to: to.icao,
        departsAt: leg.departsAt,
        arrivesAt: leg.arrivesAt,
        minutes,
        distanceKm: estimate.distanceKm,
        co2Kg: co2Kg(minutes, aircraft.fuelBurnKgPerHour),
        pax,
        price,
      },
    ],
    totalEur: price.reduce((sum, line) => sum + line.eur, 0),
    airportChanged: false,
    timeChanged: false,
  };
}

/** Upcoming empty legs matching the filter, soonest first. */
export function findEmptyLegs(market: Market, filter: EmptyLegFilter): Offer[] {
  const earliest = filter.now.getTime() + EMPTY_LEG_NOTICE_HOURS * 3_600_000;
  const offers: Offer[] = [];
  for (const aircraft of market.aircraft) {
    if (aircraft.maxPassengers < filter.pax) continue;
    for (const leg of aircraft.schedule) {
      if (leg.kind !== "positioning" || leg.departsAt.getTime() < earliest) continue;
      if (filter.from && leg.from !== filter.from) continue;
      if (filter.to && leg.to !== filter.to) continue;
      if (filter.dateFrom || filter.dateTo) {
        const tz = market.airport(leg.from)?.tz;
        if (!tz) continue;
        const localDate = toLocalIso(leg.departsAt, tz).slice(0, 10);
        if (filter.dateFrom && localDate < filter.dateFrom) continue;
        if (filter.dateTo && localDate > filter.dateTo) continue;
      }
      const offer = emptyLegOffer(market, aircraft, leg, filter.pax);
      if (offer) offers.push(offer);
    }
  }
  return offers.sort((a, b) => a.legs[0]!.departsAt.getTime() - b.legs[0]!.departsAt.getTime());
}
