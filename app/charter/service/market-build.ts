/**
 * The engine's market snapshot (engine/market.ts) built from its data by a pure function, for the
 * pricing workers (issue 26, item 11; pricing-worker.server.ts). A worker cannot receive the
 * snapshot's functions (`airport`, `airportFeeEur`, `legAllowed`) nor its peak calendar's lookups,
 * so it is sent the data they are made of, with dates as epoch milliseconds (`marketWire`), and
 * builds the same Market (`marketFromWire`): the airports from the product's list, the fees from
 * the fleet's tables, the rule book from the restriction rules in force, the peak calendar from
 * its periods. loadMarket (market.server.ts) builds the server's market with the same pieces
 * (`marketAirport`, `departureFeeEur`, the rule book); pricing-pool.server.test.ts prices the
 * seeded market both ways and compares every offer.
 */
import { airportIndex, type AirportIndex } from "../airports/airports";
import type { Market, MarketAircraft, MarketAirport, ScheduledLeg } from "../engine/market";
import type { Offer, OfferLeg } from "../engine/offer";
import { PeakCalendar, type PeakPeriod } from "../engine/peak-days";
import { AIRCRAFT_CLASSES, departureFeeEur, type AircraftClass } from "../fleet";
import { marketAirport } from "../market.server";
import { createRuleBook, type RuleBook } from "../restrictions/rule-book";
import type { RestrictionRule } from "../restrictions/rules-data";

/** An airport as the engine sees it (loadMarket's own, marketAirport), by ICAO code, each looked up once. */
export function airportLookup(airports: AirportIndex): (icao: string) => MarketAirport | undefined {
  const cache = new Map<string, MarketAirport | undefined>();
  return (icao) => {
    if (!cache.has(icao)) {
      const found = airports.byIcao(icao);
      cache.set(icao, found ? marketAirport(found) : undefined);
    }
    return cache.get(icao);
  };
}

const isAircraftClass = (value: string): value is AircraftClass =>
  (AIRCRAFT_CLASSES as readonly string[]).includes(value);

/** What a Market is made of. */
export interface MarketParts {
  airports: AirportIndex;
  /** The lookup over `airports` the caller already uses (loadMarket); absent, a new one. */
  airport?: (icao: string) => MarketAirport | undefined;
  aircraft: readonly MarketAircraft[];
  /** The closed-airport and airspace rules in force. */
  rules: Pick<RuleBook, "legAllowed">;
  /** The peak periods (engine/peak-days.ts); absent, the market has no peak calendar. */
  peakPeriods?: readonly PeakPeriod[];
}

export function buildMarket(parts: MarketParts): Market {
  const { rules } = parts;
  return {
    airport: parts.airport ?? airportLookup(parts.airports),
    airportFeeEur: (icao, aircraftClass) =>
      departureFeeEur(icao, isAircraftClass(aircraftClass) ? aircraftClass : "Mid-size jet"),
    aircraft: parts.aircraft,
    // Every flight the engine plans, positioning included, asks the rule book first (issue 14).
    legAllowed: (aircraft, from, to) => rules.legAllowed(aircraft, from, to),
    ...(parts.peakPeriods ? { peakDays: new PeakCalendar(parts.peakPeriods) } : {}),
  };
}

/** A scheduled leg with its instants as epoch milliseconds. */
export type WireLeg = Omit<ScheduledLeg, "departsAt" | "arrivesAt"> & {
  departsAt: number;
  arrivesAt: number;
};
export type WireAircraft = Omit<MarketAircraft, "schedule"> & { schedule: WireLeg[] };

/** A market as data a worker thread can receive (structured clone carries no functions). */
export interface MarketWire {
  aircraft: WireAircraft[];
  rules: RestrictionRule[];
  peakPeriods: PeakPeriod[] | null;
}

/** The fields a Market has (engine/market.ts): the ones a worker rebuilds. */
const MARKET_FIELDS = new Set(["airport", "airportFeeEur", "aircraft", "legAllowed", "peakDays"]);

/**
 * The data a snapshot's market is made of (loadMarket builds its functions over the product's
 * airport list, the fleet's fee tables and `rules`, as buildMarket does), or null when a worker
 * could not rebuild it the same: a rule book that cannot list its rules (a test's stand-in), or a
 * field the worker does not know of. Such a market is priced in process.
 */
export function marketWire(market: Market, rules: Partial<Pick<RuleBook, "rules">>): MarketWire | null {
  if (!rules.rules || Object.keys(market).some((key) => !MARKET_FIELDS.has(key))) return null;
  const peakPeriods = market.peakDays ? peakPeriodsOf(market.peakDays) : null;
  if (peakPeriods === undefined) return null;
  return {
    aircraft: market.aircraft.map((aircraft) => ({
      ...aircraft,
      schedule: aircraft.schedule.map((leg) => ({
        ...leg,
        departsAt: leg.departsAt.getTime(),
        arrivesAt: leg.arrivesAt.getTime(),
      })),
    })),
    rules: [...rules.rules()],
    peakPeriods,
  };
}

/** The periods a peak calendar was made of (engine/peak-days.ts, `PeakCalendar.periods`). */
function peakPeriodsOf(calendar: PeakCalendar): PeakPeriod[] | undefined {
  return [...calendar.periods];
}

/** The market a wire was made of, in a worker: built by buildMarket like the server's. */
export function marketFromWire(wire: MarketWire): Market {
  return buildMarket({
    airports: airportIndex,
    aircraft: wire.aircraft.map((aircraft) => ({
      ...aircraft,
      schedule: aircraft.schedule.map((leg) => ({
        ...leg,
        departsAt: new Date(leg.departsAt),
        arrivesAt: new Date(leg.arrivesAt),
      })),
    })),
    rules: createRuleBook(wire.rules, inForceOn(wire.rules)),
    ...(wire.peakPeriods ? { peakPeriods: wire.peakPeriods } : {}),
  });
}

/**
 * A day on which every one of these rules, all in force on the day the server read them, is in
 * force again: the latest of their first days. Each began on or before it, and none had ended by
 * the server's day, which is on or after it. (The rule book keeps the rules in force on the day it
 * is given: restrictions/rule-book.ts, inForce.)
 */
function inForceOn(rules: readonly RestrictionRule[]): Date {
  const latest = rules.reduce((day, rule) => (rule.since > day ? rule.since : day), "1970-01-01");
  return new Date(`${latest}T00:00:00Z`);
}

/** An offer's leg with its instants as epoch milliseconds. */
export type WireOfferLeg = Omit<OfferLeg, "departsAt" | "arrivesAt"> & {
  departsAt: number;
  arrivesAt: number;
};

/** An offer as a worker sends it back: its aircraft by index in the market's list. */
export type WireOffer = Omit<Offer, "aircraft" | "legs"> & { aircraft: number; legs: WireOfferLeg[] };

export function offerToWire(offer: Offer, indexOf: ReadonlyMap<MarketAircraft, number>): WireOffer {
  const aircraft = indexOf.get(offer.aircraft);
  if (aircraft === undefined)
    throw new Error(`offer of ${offer.aircraft.tailNumber}, not an aircraft of the market`);
  return {
    ...offer,
    aircraft,
    legs: offer.legs.map((leg) => ({
      ...leg,
      departsAt: leg.departsAt.getTime(),
      arrivesAt: leg.arrivesAt.getTime(),
    })),
  };
}

/** The offer on the server's own market, whose aircraft list the worker's was built from. */
export function offerFromWire(offer: WireOffer, market: Market): Offer {
  return {
    ...offer,
    aircraft: market.aircraft[offer.aircraft]!,
    legs: offer.legs.map((leg) => ({
      ...leg,
      departsAt: new Date(leg.departsAt),
      arrivesAt: new Date(leg.arrivesAt),
    })),
  };
}
