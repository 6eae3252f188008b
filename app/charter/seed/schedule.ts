import { estimateLeg, withinRange } from "../engine/flight";
import { fromLocalIso, toLocalIso } from "../engine/local-time";
import type { MarketAirport, ScheduledLeg } from "../engine/market";

/**
 * A demonstration schedule laid relative to today (issue 4, item 4: empty legs must exist in the
 * next 30 days whenever the product starts). Each aircraft gets a booked one-way charter from its
 * base every few days, to destinations its range allows, and the positioning flight home that the
 * booking implies: that flight is what the product sells as an empty leg. Deterministic for a
 * given day, so a restart the same day lays the same schedule.
 */
export const SEED_DAYS = 30;

/** Where business jets from Russia and the CIS fly most (the landing pages' routes, spec §2). */
export const SEED_DESTINATIONS = [
  "URSS",
  "ULLI",
  "UMMS",
  "LTFM",
  "UBBB",
  "UACC",
  "UWKD",
  "USTR",
  "OMDB",
  "LTAI",
  "UGTB",
  "UDYZ",
  "UTTT",
  "UHWW",
  "UNNT",
];

export interface SeedAircraft {
  tailNumber: string;
  homeBase: string;
  rangeKm: number;
  cruiseSpeedKmh: number;
  fuelBurnKgPerHour: number;
}

export interface SeedLeg extends ScheduledLeg {
  tailNumber: string;
}

/** mulberry32: a small, well-distributed PRNG, seeded per aircraft and day. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function buildSeedSchedule(
  fleet: readonly SeedAircraft[],
  airport: (icao: string) => MarketAirport | undefined,
  today: Date,
): SeedLeg[] {
  const legs: SeedLeg[] = [];
  const day0 = toLocalIso(today, "Europe/Moscow").slice(0, 10);
  for (const aircraft of fleet) {
    const base = airport(aircraft.homeBase);
    if (!base) continue;
    const rand = random(hash(`${aircraft.tailNumber}:${day0}`));
    const reachable = SEED_DESTINATIONS.map((icao) => airport(icao)).filter(
      (destination): destination is MarketAirport =>
        destination !== undefined &&
        destination.icao !== base.icao &&
        withinRange(estimateLeg(base, destination, aircraft).distanceKm, aircraft.rangeKm),
    );
    if (reachable.length === 0) continue;
    // First booking within the first three days, then one every three to six days.
    for (let day = 1 + Math.floor(rand() * 3); day < SEED_DAYS; day += 3 + Math.floor(rand() * 4)) {
      const destination = reachable[Math.floor(rand() * reachable.length)]!;
      const date = new Date(Date.parse(`${day0}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
      const hour = 8 + Math.floor(rand() * 7);
      const departsAt = fromLocalIso(`${date}T${String(hour).padStart(2, "0")}:00`, base.tz);
      const out = estimateLeg(base, destination, aircraft);
      const arrivesAt = new Date(departsAt.getTime() + out.minutes * 60_000);
      legs.push({
        tailNumber: aircraft.tailNumber,
        from: base.icao,
        to: destination.icao,
        departsAt,
        arrivesAt,
        kind: "charter",
      });
      // Home again after passengers are off and the aircraft is turned around (90 min).
      const backDeparts = new Date(arrivesAt.getTime() + 90 * 60_000);
      legs.push({
        tailNumber: aircraft.tailNumber,
        from: destination.icao,
        to: base.icao,
        departsAt: backDeparts,
        arrivesAt: new Date(backDeparts.getTime() + out.minutes * 60_000),
        kind: "positioning",
      });
    }
  }
  return legs;
}
