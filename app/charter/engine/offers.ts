import { estimateFromDistance, withinRange, type LegEstimate } from "./flight";
import { greatCircleKm } from "./geo";
import { fromLocalIso } from "./local-time";
import type { Market, MarketAircraft, MarketAirport, ScheduledLeg } from "./market";
import { billedMinutes, hoursCostEur, type PriceLine } from "./pricing";

/**
 * The offer engine (issue 4, item 3): for a route, a date and a passenger count, every aircraft
 * that can fly it, priced from the cost factors of spec §9. Pure over a market snapshot.
 *
 * Rules, in the order they are applied to each aircraft:
 * 1. Seats: its maximum covers the passengers of each leg.
 * 2. Range: the flown distance (great circle × routing factor) is within its range. A leg beyond
 *    range is left out rather than offered with a fuel stop (docs/decisions/006-offer-engine.md).
 * 3. Where it is: at the arrival of its last scheduled leg before the requested time, else at base.
 *    If that airport is another airport of the departure city, it departs from there and the card
 *    says "airport changed" (spec §2, card warnings); otherwise it positions to the departure.
 * 4. When it can go: after its last leg, turnaround and positioning. Up to MAX_SHIFT later than
 *    asked is offered with its real time ("time changed"); later than that, it is left out.
 * 5. It must be back in time for its next scheduled leg, positioning included.
 * 6. Cabotage: a flight between two airports of one country is flown only by an operator of that
 *    country (Chicago Convention, Article 7); positioning flights carry no one and are exempt.
 */
export const TURNAROUND_MINUTES = 45;
export const MAX_SHIFT_MINUTES = 4 * 60;
/** Two airports in one city this close count as alternatives (Vnukovo–Sheremetyevo is 53 km). */
export const SAME_CITY_KM = 100;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface OfferQuery {
  from: string;
  to: string;
  /** Airport-local `YYYY-MM-DDTHH:mm[:ss]` at the departure airport. */
  departureLocal: string;
  pax: number;
  /** Airport-local at the arrival airport; absent for one way. */
  returnLocal?: string | null;
  paxBack?: number | null;
}

export interface OfferLeg {
  from: string;
  to: string;
  departsAt: Date;
  arrivesAt: Date;
  minutes: number;
  distanceKm: number;
  co2Kg: number;
  pax: number;
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

function lastBefore(schedule: readonly ScheduledLeg[], instant: number): ScheduledLeg | undefined {
  let found: ScheduledLeg | undefined;
  for (const leg of schedule) {
    if (leg.departsAt.getTime() > instant) break;
    found = leg;
  }
  return found;
}

function firstAfter(schedule: readonly ScheduledLeg[], instant: number): ScheduledLeg | undefined {
  return schedule.find((leg) => leg.departsAt.getTime() > instant);
}

export function sameCity(
  a: MarketAirport,
  b: MarketAirport,
  distance: (a: MarketAirport, b: MarketAirport) => number = greatCircleKm,
): boolean {
  return a.icao !== b.icao && a.city === b.city && a.country === b.country && distance(a, b) <= SAME_CITY_KM;
}

const roundUpToQuarter = (ms: number) => Math.ceil(ms / (15 * MINUTE)) * 15 * MINUTE;

/** A query resolved once against the market: airports found, local times turned into instants. */
export interface PreparedQuery {
  from: MarketAirport;
  to: MarketAirport;
  requested: number;
  returnRequested: number | null;
  pax: number;
  paxBack: number;
  /** Great-circle distance between two airports, computed once per pair for the whole search. */
  distance(a: MarketAirport, b: MarketAirport): number;
}

function distanceCache(): (a: MarketAirport, b: MarketAirport) => number {
  const cache = new Map<string, number>();
  return (a, b) => {
    const key = a.icao + b.icao;
    let km = cache.get(key);
    if (km === undefined) {
      km = greatCircleKm(a, b);
      cache.set(key, km);
    }
    return km;
  };
}

export function prepareQuery(market: Market, query: OfferQuery): PreparedQuery | null {
  const from = market.airport(query.from);
  const to = market.airport(query.to);
  if (!from || !to || from.icao === to.icao) return null;
  return {
    from,
    to,
    requested: fromLocalIso(query.departureLocal, from.tz).getTime(),
    returnRequested: query.returnLocal ? fromLocalIso(query.returnLocal, to.tz).getTime() : null,
    pax: query.pax,
    paxBack: query.returnLocal ? (query.paxBack ?? query.pax) : 0,
    distance: distanceCache(),
  };
}

function estimateBetween(query: PreparedQuery, aircraft: MarketAircraft, a: MarketAirport, b: MarketAirport) {
  return estimateFromDistance(query.distance(a, b), aircraft);
}

function positioningLines(leg: LegEstimate | null, rate: number, from: string, to: string): PriceLine[] {
  return leg
    ? [{ item: "positioning", eur: hoursCostEur(leg.minutes, rate), minutes: leg.minutes, rate, from, to }]
    : [];
}

export function offerFor(market: Market, aircraft: MarketAircraft, query: PreparedQuery): Offer | null {
  const { from, to, requested, paxBack } = query;
  if (aircraft.maxPassengers < Math.max(query.pax, paxBack)) return null;
  if (from.country === to.country && aircraft.aocCountry !== from.country) return null;
  // Out of range even from the nearest airport of the departure city: no need to read the schedule.
  if (!withinRange(query.distance(from, to) - SAME_CITY_KM, aircraft.rangeKm)) return null;
  const previous = lastBefore(aircraft.schedule, requested);
  // A leg still in the air at the requested time makes the aircraft busy until it lands.
  const location = market.airport(previous ? previous.to : aircraft.homeBase);
  if (!location) return null;
  const freeAt = previous ? previous.arrivesAt.getTime() + TURNAROUND_MINUTES * MINUTE : -Infinity;

  const departure = location.icao === from.icao || sameCity(location, from, query.distance) ? location : from;
  const outbound = estimateBetween(query, aircraft, departure, to);
  if (!withinRange(outbound.distanceKm, aircraft.rangeKm)) return null;
  const positioningOut =
    departure.icao === location.icao ? null : estimateBetween(query, aircraft, location, departure);
  if (positioningOut && !withinRange(positioningOut.distanceKm, aircraft.rangeKm)) return null;

  const earliest = positioningOut ? freeAt + (positioningOut.minutes + TURNAROUND_MINUTES) * MINUTE : freeAt;
  const departsAt = earliest > requested ? roundUpToQuarter(earliest) : requested;
  if (departsAt - requested > MAX_SHIFT_MINUTES * MINUTE) return null;
  const arrivesAt = departsAt + outbound.minutes * MINUTE;

  let returnLeg: { departsAt: number; arrivesAt: number; estimate: LegEstimate } | null = null;
  if (query.returnRequested !== null) {
    const asked = query.returnRequested;
    const ready = arrivesAt + TURNAROUND_MINUTES * MINUTE;
    const returnDeparts = ready > asked ? roundUpToQuarter(ready) : asked;
    if (returnDeparts - asked > MAX_SHIFT_MINUTES * MINUTE) return null;
    const estimate = estimateBetween(query, aircraft, to, departure);
    returnLeg = { departsAt: returnDeparts, arrivesAt: returnDeparts + estimate.minutes * MINUTE, estimate };
  }

  // Afterwards it flies to wherever its next job starts, or home.
  const endAirport = returnLeg ? departure : to;
  const endsAt = returnLeg ? returnLeg.arrivesAt : arrivesAt;
  const next = firstAfter(aircraft.schedule, requested);
  const target = market.airport(next ? next.from : aircraft.homeBase);
  if (!target) return null;
  const positioningBack =
    target.icao === endAirport.icao ? null : estimateBetween(query, aircraft, endAirport, target);
  if (positioningBack && !withinRange(positioningBack.distanceKm, aircraft.rangeKm)) return null;
  if (next) {
    const readyForNext =
      endsAt +
      (TURNAROUND_MINUTES + (positioningBack ? positioningBack.minutes + TURNAROUND_MINUTES : 0)) * MINUTE;
    if (readyForNext > next.departsAt.getTime()) return null;
  }

  const rate = aircraft.hourlyRateEur;
  const outboundPrice: PriceLine[] = [
    {
      item: "flight_hours",
      eur: hoursCostEur(billedMinutes(outbound.minutes), rate),
      minutes: billedMinutes(outbound.minutes),
      rate,
    },
    {
      item: "airport_fees",
      eur:
        market.airportFeeEur(departure.icao, aircraft.aircraftClass) +
        (positioningOut ? market.airportFeeEur(location.icao, aircraft.aircraftClass) : 0),
    },
  ];
  outboundPrice.push(...positioningLines(positioningOut, rate, location.icao, departure.icao));

  const legs: OfferLeg[] = [
    {
      from: departure.icao,
      to: to.icao,
      departsAt: new Date(departsAt),
      arrivesAt: new Date(arrivesAt),
      minutes: outbound.minutes,
      distanceKm: outbound.distanceKm,
      co2Kg: outbound.co2Kg,
      pax: query.pax,
      price: outboundPrice,
    },
  ];

  const backHome = positioningLines(positioningBack, rate, endAirport.icao, target.icao);
  const backHomeFees: PriceLine[] = positioningBack
    ? [{ item: "airport_fees", eur: market.airportFeeEur(endAirport.icao, aircraft.aircraftClass) }]
    : [];
  if (returnLeg) {
    // Between the legs the crew stays and the aircraft parks, unless flying home and back is cheaper.
    const waitingHours = (returnLeg.departsAt - arrivesAt) / HOUR;
    const nights = waitingHours >= 8 ? Math.ceil(waitingHours / 24) : 0;
    const stayEur = nights * aircraft.overnightEurPerDay;
    const ferry = estimateBetween(query, aircraft, to, market.airport(aircraft.homeBase) ?? to);
    const ferryEur =
      to.icao === aircraft.homeBase
        ? Infinity
        : hoursCostEur(2 * ferry.minutes, rate) + 2 * market.airportFeeEur(to.icao, aircraft.aircraftClass);
    const waiting: PriceLine[] =
      nights === 0
        ? []
        : stayEur <= ferryEur
          ? [
              {
                item: "crew_overnight",
                eur: stayEur,
                nights,
                rate: aircraft.overnightEurPerDay,
              },
            ]
          : [
              {
                item: "positioning",
                eur: ferryEur,
                minutes: 2 * ferry.minutes,
                rate,
                from: to.icao,
                to: aircraft.homeBase,
              },
            ];
    legs.push({
      from: to.icao,
      to: departure.icao,
      departsAt: new Date(returnLeg.departsAt),
      arrivesAt: new Date(returnLeg.arrivesAt),
      minutes: returnLeg.estimate.minutes,
      distanceKm: returnLeg.estimate.distanceKm,
      co2Kg: returnLeg.estimate.co2Kg,
      pax: paxBack,
      price: [
        {
          item: "flight_hours",
          eur: hoursCostEur(billedMinutes(returnLeg.estimate.minutes), rate),
          minutes: billedMinutes(returnLeg.estimate.minutes),
          rate,
        },
        { item: "airport_fees", eur: market.airportFeeEur(to.icao, aircraft.aircraftClass) },
        ...waiting,
        ...backHome,
        ...backHomeFees,
      ],
    });
  } else {
    outboundPrice.push(...backHome, ...backHomeFees);
  }

  const totalEur = legs.reduce((sum, leg) => sum + leg.price.reduce((s, line) => s + line.eur, 0), 0);
  const positioningCo2 = [positioningOut, positioningBack].reduce((sum, p) => sum + (p?.co2Kg ?? 0), 0);
  return {
    aircraft,
    legs,
    totalEur,
    co2Kg: legs.reduce((sum, leg) => sum + leg.co2Kg, positioningCo2),
    airportChanged: departure.icao !== from.icao,
    timeChanged: departsAt !== requested,
  };
}

/** Every aircraft that can fly the query, cheapest first. */
export function searchOffers(market: Market, query: OfferQuery): Offer[] {
  const prepared = prepareQuery(market, query);
  if (!prepared) return [];
  const offers: Offer[] = [];
  for (const aircraft of market.aircraft) {
    const offer = offerFor(market, aircraft, prepared);
    if (offer) offers.push(offer);
  }
  return offers.sort(
    (a, b) => a.totalEur - b.totalEur || a.aircraft.tailNumber.localeCompare(b.aircraft.tailNumber),
  );
}
