import { estimateLeg, withinRange } from "../engine/flight";
import { fromLocalIso, toLocalIso } from "../engine/local-time";
import type { MarketAirport, ScheduledLeg } from "../engine/market";

/**
 * A demonstration schedule laid relative to today (issue 4, item 4; issue 14, item 7: empty legs
 * must exist in the next 30 days whenever the product starts, from every base). It holds bookings
 * only: one-way charters every few days, most from the aircraft's base, some starting away from
 * it (a Vnukovo jet booked Sochi → Istanbul), to destinations its range allows. The positioning
 * flights those bookings imply, sold as empty legs, are derived from them when the market is
 * loaded (engine/empty-legs.ts, impliedPositioning): out from base before a booking that starts
 * elsewhere, home after. Deterministic for a given day, so a restart the same day lays the same
 * schedule.
 */
export const SEED_DAYS = 30;
/**
 * Raised whenever the shape of the seeded schedule changes, so a database seeded by older code
 * gets the new one on its next start (seed.server.ts). 1: bookings from base with stored
 * positioning home; 2: bookings from and away from base, positioning derived.
 */
export const SEED_SCHEDULE_VERSION = 2;
/** Share of bookings that start away from base (the first after the opening one always does). */
const AWAY_SHARE = 0.35;

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
  /** Country of the operator's certificate: a domestic booking needs a local operator (cabotage). */
  aocCountry: string;
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
    const flies = (from: MarketAirport, to: MarketAirport) =>
      from.icao !== to.icao &&
      withinRange(estimateLeg(from, to, aircraft).distanceKm, aircraft.rangeKm) &&
      // Chicago Convention, Article 7: a domestic flight with passengers needs a local operator.
      (from.country !== to.country || from.country === aircraft.aocCountry);
    const destinations = SEED_DESTINATIONS.map((icao) => airport(icao)).filter(
      (destination): destination is MarketAirport => destination !== undefined,
    );
    const fromBase = destinations.filter((destination) => flies(base, destination));
    // Away from base: somewhere the aircraft can position to, to somewhere it can fly home from.
    const away: [MarketAirport, MarketAirport][] = [];
    const endings: MarketAirport[] = [...destinations, base];
    for (const origin of fromBase) {
      for (const destination of endings) {
        if (flies(origin, destination) && (destination === base || fromBase.includes(destination))) {
          away.push([origin, destination]);
        }
      }
    }
    if (fromBase.length === 0) continue;
    // First booking within the first three days, then one every three to six days: room for the
    // positioning out and home around each.
    let booking = 0;
    for (let day = 1 + Math.floor(rand() * 3); day < SEED_DAYS; day += 3 + Math.floor(rand() * 4)) {
      const goesAway = away.length > 0 && (booking === 1 || rand() < AWAY_SHARE);
      booking += 1;
      const [origin, destination]: [MarketAirport, MarketAirport] = goesAway
        ? away[Math.floor(rand() * away.length)]!
        : [base, fromBase[Math.floor(rand() * fromBase.length)]!];
      const date = new Date(Date.parse(`${day0}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
      const hour = 8 + Math.floor(rand() * 7);
      const departsAt = fromLocalIso(`${date}T${String(hour).padStart(2, "0")}:00`, origin.tz);
      const minutes = estimateLeg(origin, destination, aircraft).minutes;
      legs.push({
        tailNumber: aircraft.tailNumber,
        from: origin.icao,
        to: destination.icao,
        departsAt,
        arrivesAt: new Date(departsAt.getTime() + minutes * 60_000),
        kind: "charter",
      });
    }
  }
  return legs;
}
