import { EMPTY_LEG_PRICE_FACTOR } from "../fleet/airport-fees";
import { co2Kg, estimateLeg } from "./flight";
import { toLocalIso } from "./local-time";
import type { Market, MarketAircraft, MarketAirport, ScheduledLeg } from "./market";
import { roundHalfUp } from "./money";
import { offerCovered } from "./operator-documents";
import { billedMinutes, hoursCostEur, type PriceLine } from "./pricing";
import type { Offer } from "./offers";

/**
 * Empty legs (issue 4, item 4; issue 14, item 7): the positioning flights that booked work
 * implies, sold at a discount with seats up to the aircraft's maximum (spec §1: one-way
 * repositioning flights at a discount). The operator flies them anyway: the flight hours are
 * charged at a share that falls as departure nears (fleet/airport-fees.ts), the airport charges
 * are passed on. Those operations publish by hand in the console (issue 18) are sold the same
 * way, at their own price or discount when they carry one (ScheduledLeg.sale). None is sold less
 * than EMPTY_LEG_NOTICE_HOURS before it departs: it could not be organised in time (crew, slots,
 * passengers).
 */
export const EMPTY_LEG_NOTICE_HOURS = 3;
/** From this far out the discount is at its least (a month: the seeded schedule's horizon). */
export const EMPTY_LEG_MONTH_OUT_HOURS = 30 * 24;
/** Within this of departure the discount is at its most (the last two days). */
export const EMPTY_LEG_LAST_DAYS_HOURS = 2 * 24;
/** The least and the most taken off the flight hours: 25 % a month out, 75 % in the last days. */
export const EMPTY_LEG_DISCOUNT_RANGE = {
  min: 1 - EMPTY_LEG_PRICE_FACTOR.monthOut,
  max: 1 - EMPTY_LEG_PRICE_FACTOR.lastDays,
} as const;

/**
 * The discount on an empty leg's flight hours, `hoursAhead` before it departs: 25 % a month or
 * more out, 75 % in the last two days, and in between linear in the logarithm of the time left,
 * so each halving of the time left adds the same step (about 6.4 points). Operators cut the price
 * of an unsold leg mostly at the end, when the chance of selling it at a better price is gone
 * (fleet/airport-fees.ts cites the practice), and a logarithmic curve puts most of the fall in
 * the last days while still rewarding an early buyer with a visible move: 38 % two weeks out,
 * 52 % a week out, 67 % three days out.
 */
export function emptyLegDiscount(hoursAhead: number): number {
  const { min, max } = EMPTY_LEG_DISCOUNT_RANGE;
  if (hoursAhead >= EMPTY_LEG_MONTH_OUT_HOURS) return min;
  if (hoursAhead <= EMPTY_LEG_LAST_DAYS_HOURS) return max;
  const progress =
    Math.log(EMPTY_LEG_MONTH_OUT_HOURS / hoursAhead) /
    Math.log(EMPTY_LEG_MONTH_OUT_HOURS / EMPTY_LEG_LAST_DAYS_HOURS);
  return min + (max - min) * progress;
}

/** The aircraft is ready this long after landing (crew rest between sectors, cleaning, fuel). */
export const POSITIONING_TURNAROUND_MINUTES = 90;
/**
 * Between two bookings away from base an aircraft flies home when it would spend at least this
 * long there: a night at base costs the operator nothing, a night away costs crew rooms and
 * parking (fleet/airport-fees.ts, OVERNIGHT_EUR_PER_DAY_BY_CLASS), and a home base is where
 * maintenance and crews change.
 */
export const HOME_BETWEEN_BOOKINGS_HOURS = 12;

const MINUTE = 60_000;

/**
 * The positioning flights a list of bookings implies for one aircraft (issue 14, item 7): from
 * base (or wherever the last booking ended) to where the next booking starts, arriving a
 * turnaround before it; home after a booking when the next one starts elsewhere and the gap
 * allows a stay at base, else straight on to it; and home after the last. A Vnukovo jet booked
 * Sochi → Istanbul thus flies UUWW → URSS empty first and LTFM → UUWW empty after.
 *
 * They are derived, not stored: the charters are the data and the positioning between them
 * follows, so a booking added, moved or cancelled changes the empty legs at the next market
 * load, with no stored leg left to contradict it. A gap in which operations stored a positioning
 * flight of their own (`planned`) is theirs: nothing is derived in it.
 *
 * An availability block (issue 18) counts as a booking here: the aircraft must be at the block's
 * airport when it starts and leaves from there when it ends, so it is positioned there and away
 * like around a charter. The block itself flies nowhere (from = to), so nothing is derived for it.
 */
export function impliedPositioning(
  aircraft: Pick<MarketAircraft, "homeBase" | "cruiseSpeedKmh" | "fuelBurnKgPerHour">,
  bookings: readonly ScheduledLeg[],
  airport: (icao: string) => MarketAirport | undefined,
  planned: readonly ScheduledLeg[] = [],
): ScheduledLeg[] {
  const legs: ScheduledLeg[] = [];
  const fly = (fromIcao: string, toIcao: string, at: { departs?: number; arrives?: number }) => {
    const from = airport(fromIcao);
    const to = airport(toIcao);
    if (!from || !to || from.icao === to.icao) return;
    const ms = estimateLeg(from, to, aircraft).minutes * MINUTE;
    const departs = at.departs ?? at.arrives! - ms;
    legs.push({
      from: from.icao,
      to: to.icao,
      departsAt: new Date(departs),
      arrivesAt: new Date(departs + ms),
      kind: "positioning",
    });
  };
  const turnaround = POSITIONING_TURNAROUND_MINUTES * MINUTE;
  const home = aircraft.homeBase;
  let location = home;
  let readyAt = -Infinity;
  for (let i = 0; i <= bookings.length; i++) {
    const next = bookings[i];
    const gapEnd = next ? next.departsAt.getTime() : Infinity;
    const inGap = (leg: ScheduledLeg) =>
      leg.departsAt.getTime() >= readyAt - turnaround && leg.departsAt.getTime() < gapEnd;
    // A booking that starts before the aircraft is free of the previous one overlaps it (a block
    // entered over a flight, issue 31): there is no gap to fly in, and the aircraft is held until
    // the later of the two ends, where that one leaves it.
    const overlaps = next !== undefined && gapEnd < readyAt - turnaround;
    if (overlaps) {
      if (next.arrivesAt.getTime() + turnaround > readyAt) {
        location = next.to;
        readyAt = next.arrivesAt.getTime() + turnaround;
      }
      continue;
    }
    if (!planned.some(inGap)) {
      const target = next ? next.from : home;
      if (location !== target) {
        const needBy = gapEnd - turnaround;
        const viaHome =
          location !== home &&
          target !== home &&
          stayAtHomeMs(aircraft, airport, location, target, readyAt, needBy) >=
            HOME_BETWEEN_BOOKINGS_HOURS * 3_600_000;
        if (viaHome || !next) fly(location, home, { departs: readyAt });
        if (next && (viaHome || location === home)) fly(home, target, { arrives: needBy });
        else if (next) fly(location, target, { departs: readyAt });
      }
    }
    if (!next) break;
    location = next.to;
    readyAt = next.arrivesAt.getTime() + turnaround;
  }
  return legs;
}

function stayAtHomeMs(
  aircraft: Pick<MarketAircraft, "cruiseSpeedKmh" | "fuelBurnKgPerHour" | "homeBase">,
  airport: (icao: string) => MarketAirport | undefined,
  location: string,
  target: string,
  readyAt: number,
  needBy: number,
): number {
  const home = airport(aircraft.homeBase);
  const here = airport(location);
  const there = airport(target);
  if (!home || !here || !there) return -Infinity;
  const inbound = estimateLeg(here, home, aircraft).minutes * MINUTE;
  const outbound = estimateLeg(home, there, aircraft).minutes * MINUTE;
  return needBy - outbound - (readyAt + inbound);
}

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
  now: Date,
): Offer | null {
  const from = market.airport(leg.from);
  const to = market.airport(leg.to);
  // A leg the closed-airport and closed-airspace rules forbid is not flown, so not sold either.
  if (!from || !to || !market.legAllowed(aircraft, from, to)) return null;
  const estimate = estimateLeg(from, to, aircraft);
  const minutes = Math.round((leg.arrivesAt.getTime() - leg.departsAt.getTime()) / 60_000);
  const legCo2Kg = co2Kg(minutes, aircraft.fuelBurnKgPerHour);
  const hours: PriceLine = {
    item: "flight_hours",
    eur: hoursCostEur(billedMinutes(minutes), aircraft.hourlyRateEur),
    minutes: billedMinutes(minutes),
    rate: aircraft.hourlyRateEur,
  };
  const feeEur = market.airportFeeEur(from.icao, aircraft.aircraftClass);
  const { sale } = leg;
  let price: PriceLine[];
  if (sale && "priceEur" in sale) {
    price = fixedPriceLines(sale.priceEur, hours, feeEur);
  } else {
    // A discount published by hand replaces the curve's (issue 18).
    const share = sale ? sale.share : emptyLegDiscount((leg.departsAt.getTime() - now.getTime()) / 3_600_000);
    price = [
      hours,
      { item: "airport_fees", eur: feeEur },
      { item: "empty_leg_discount", eur: -hours.eur * share, share },
    ];
  }
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
        co2Kg: legCo2Kg,
        pax,
        price,
      },
    ],
    totalEur: price.reduce((sum, line) => sum + line.eur, 0),
    // The whole trip is the one leg: no positioning of its own, it is the positioning.
    co2Kg: legCo2Kg,
    airportChanged: false,
    timeChanged: false,
  };
}

/**
 * An empty leg published at a fixed price for the whole aircraft (issue 18), itemised like every
 * other empty leg: the flight hours at the aircraft's rate, the charges at the departure, and the
 * discount that brings them to the price, with its share of the flight hours as the percent. The
 * lines are whole euros, so the card's total, the sum of its rounded lines (pricing.ts,
 * pricedLines), is exactly the price asked. Two prices fall outside that shape: one above the
 * engine's own full price bills the flight hours at what the operator asks (without minutes and
 * rate, which would not multiply to it), and one below the airport charges shows its discount
 * without a percent (it would exceed the whole of the flight hours).
 */
function fixedPriceLines(priceEur: number, hours: PriceLine, feeEur: number): PriceLine[] {
  const hoursEur = roundHalfUp(hours.eur);
  const fees: PriceLine = { item: "airport_fees", eur: roundHalfUp(feeEur) };
  const cut = hoursEur + fees.eur - priceEur;
  if (cut < 0) return [{ item: "flight_hours", eur: priceEur - fees.eur }, fees];
  return [
    { ...hours, eur: hoursEur },
    fees,
    {
      item: "empty_leg_discount",
      eur: -cut,
      ...(cut <= hoursEur && hoursEur > 0 ? { share: cut / hoursEur } : {}),
    },
  ];
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
      const offer = emptyLegOffer(market, aircraft, leg, filter.pax, filter.now);
      // Issue 27, item 2: not sold once the operator's certificate or insurance has lapsed.
      if (offer && offerCovered(market, aircraft, offer)) offers.push(offer);
    }
  }
  return offers.sort((a, b) => a.legs[0]!.departsAt.getTime() - b.legs[0]!.departsAt.getTime());
}
