import { AIRCRAFT_TYPES, departureFeeEur, type AircraftClass, type AircraftType } from "../fleet";
import { estimateLeg } from "./flight";
import type { Characteristics, Market, MarketAircraft, MarketAirport, ScheduledLeg } from "./market";

/**
 * Synthetic marketplaces for the search benchmark and the fleet index's equivalence test: random
 * aircraft of the real types at real airports, each with a schedule of bookings and the flights
 * home between them. Deterministic for a seed, so every run measures or checks the same market.
 */

/** A linear congruential generator (glibc's constants): small, fast and the same on every machine. */
export function seededRandom(seed: number): {
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
} {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { random, pick: (list) => list[Math.floor(random() * list.length)]! };
}

/** A type's published figures as the API's `characteristics` (API.md `Route`). */
export function typeCharacteristics(type: AircraftType): Characteristics {
  return {
    flying_range: type.rangeKm,
    cruising_speed: type.cruiseSpeedKmh,
    cabin_height: type.cabin.heightM,
    wing_span: type.exterior.wingSpanM,
    cabin_length: type.cabin.lengthM,
    fuselage_height: type.exterior.heightM,
    interior_width: type.cabin.widthM,
    fuselage_length: type.exterior.lengthM,
  };
}

export interface ScheduleShape {
  /** The first day of the schedule (UTC milliseconds). */
  start: number;
  /** The first leg departs within this many days of `start`. */
  firstWithinDays: number;
  /** No leg departs later than this many days after `start`. */
  untilDays: number;
  /** Days on the ground after each leg: `min` plus up to `spread`. */
  gapDays: { min: number; spread: number };
}

/**
 * A type and a base drawn at random, and a schedule from that base: each leg flies home or to a
 * random airport (half and half once away), a booking unless it flies home.
 */
export function randomAircraftPlan(
  rng: ReturnType<typeof seededRandom>,
  airports: readonly MarketAirport[],
  shape: ScheduleShape,
): { type: AircraftType; base: MarketAirport; schedule: ScheduledLeg[] } {
  const { random, pick } = rng;
  const type = pick(AIRCRAFT_TYPES);
  const base = pick(airports);
  const schedule: ScheduledLeg[] = [];
  let at = shape.start + random() * shape.firstWithinDays * 86_400_000;
  let where = base;
  while (at < shape.start + shape.untilDays * 86_400_000) {
    const to = random() < 0.5 && where !== base ? base : pick(airports);
    if (to.icao === where.icao) break;
    const minutes = estimateLeg(where, to, type).minutes;
    schedule.push({
      from: where.icao,
      to: to.icao,
      departsAt: new Date(at),
      arrivesAt: new Date(at + minutes * 60_000),
      kind: to === base ? "positioning" : "charter",
    });
    where = to;
    at += minutes * 60_000 + (shape.gapDays.min + random() * shape.gapDays.spread) * 86_400_000;
  }
  return { type, base, schedule };
}

/** A market over these airports and aircraft, with the product's airport charges. */
export function syntheticMarket(
  airports: readonly MarketAirport[],
  aircraft: readonly MarketAircraft[],
  legAllowed: Market["legAllowed"] = () => true,
): Market {
  const byIcao = new Map(airports.map((airport) => [airport.icao, airport]));
  return {
    airport: (icao) => byIcao.get(icao),
    airportFeeEur: (icao, aircraftClass) => departureFeeEur(icao, aircraftClass as AircraftClass),
    aircraft,
    legAllowed,
  };
}
