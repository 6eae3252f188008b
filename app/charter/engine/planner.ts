import { flownPathKm } from "./corridors";
import {
  AUGMENTABLE_CLASSES,
  AUGMENTED_CREW_EUR_PER_DUTY,
  MIN_REST_AWAY_MINUTES,
  MIN_REST_HOME_MINUTES,
  POST_FLIGHT_MINUTES,
  REPORT_MINUTES,
  nextDutyDepartureMs,
  startDuty,
  withinFdp,
  type Duty,
} from "./crew-duty";
import {
  crewNightFactor,
  dailyMinimumMinutes,
  DEFAULT_NOTICE_MINUTES,
  departureInHours,
  isOpen,
  nightsSpent,
  noticeFor,
  TECHNICAL_STOP_AIRPORTS,
  TECHNICAL_STOP_GROUND_MINUTES,
} from "./dispatch";
import {
  estimateFromDistance,
  ferryRangeKm,
  rangeWithPaxKm,
  ROUTING_FACTOR,
  withinRange,
  type LegEstimate,
} from "./flight";
import { fleetSearch, type ReachableGroup } from "./fleet-index";
import { greatCircleKm } from "./geo";
import { fromLocalIso, localDayNumber } from "./local-time";
import { offerCovered } from "./operator-documents";
import {
  firstIndexAfter,
  lastCommitment,
  type Market,
  type MarketAircraft,
  type MarketAirport,
  type ScheduledLeg,
} from "./market";
import type { Offer, OfferLeg } from "./offer";
import { DEFAULT_PEAK_TERMS } from "./peak-days";
import { billedMinutes, hoursCostEur, type PriceLine } from "./pricing";

/**
 * The trip planner (issue 14, item 1): a trip is an ordered list of passenger legs, and a round
 * trip is its two-leg case. For each aircraft it builds the plan a charter desk would sell: where
 * the aircraft is before the first leg and how it gets to the departure, every passenger leg, what
 * it does between two legs, and where it goes afterwards. Every flight of the plan is priced and
 * itemised, and every flight must be allowed (`Market.legAllowed`: closed airports and airspace).
 *
 * Rules, in the order they are applied to each aircraft:
 * 1. Seats: its maximum covers the passengers of every leg.
 * 2. Range: every flight is within its range with the people aboard (flight.ts, rangeWithPaxKm): a
 *    positioning flight its ferry range, a passenger leg the range with its party, else one
 *    technical stop (rule 10).
 * 3. Cabotage: a flight between two airports of one country is flown only by an operator of that
 *    country (Chicago Convention, Article 7); positioning flights carry no one and are exempt.
 * 4. Where it is: at the arrival of its last scheduled leg before the first requested departure,
 *    else at base. If that is another airport of the departure city, it departs from there (and
 *    the trip comes back there) and the card says "airport changed" (spec §2, card warnings);
 *    otherwise it positions to the departure.
 * 5. When it can go: after its last flight, turnaround and positioning. Up to MAX_SHIFT later than
 *    asked is offered with its real time ("time changed"); later than that, it is left out.
 * 6. Between two legs it either waits (crew nights and parking, only when it has no scheduled work
 *    in the gap) or flies home, or to its scheduled work, and comes back (two positioning flights);
 *    the cheaper feasible choice is taken (docs/decisions/014-trip-planner.md).
 * 7. Afterwards it flies to where its next scheduled leg starts, or home, in time for that leg.
 * 8. Dispatch (issue 26; dispatch.ts, docs/dispatch-rules.md): the plan's first flight leaves no
 *    earlier than the operator's notice after the request (`TripQuery.requestedAt`); every takeoff
 *    and landing, positioning included, is inside its airport's hours, a passenger leg moved
 *    within MAX_SHIFT ("time changed") and a positioning flight waiting for the airport to open;
 *    crew nights count the local midnights the crew spends away, at a rate by the city's tier; each
 *    whole day the aircraft waits with the client without flying bills its daily minimum, which
 *    the choice of rule 6 weighs against flying home and back.
 * 9. Crew duty (issue 26; crew-duty.ts): every flight of the plan, positioning included, is flown
 *    within its crew's flight duty period, with rest between duties. A positioning flight that would
 *    break it waits for the crew's rest where it landed (a named crew-rest line); the first one
 *    flies just before the first leg in the same duty, or the day before with a night's rest at
 *    the departure. A passenger leg that would break it flies with an augmented crew where the type
 *    has a rest seat (a named line), within the shift allowed; else the aircraft is not offered.
 *    On a peak day (peak-days.ts) a leg bills the operator's surcharge on its flight time, and a
 *    first leg needs its longer notice.
 *    The crew is taken as rested when the plan starts, and at its home base another of the
 *    operator's crews may take over: the operator's roster is not in the data.
 * 10. Technical stops (issue 26, item 4): a passenger leg beyond the range with its party lands
 *    once on the way at the airport of TECHNICAL_STOP_AIRPORTS (dispatch.ts) that makes the
 *    shortest path with both halves in range and allowed, 45 minutes on the ground, the stop's
 *    charges a named line, both sectors in the crew's duty. A positioning flight may stop too,
 *    except the one to the first departure: an aircraft out of its reach is not the one to send.
 *
 * Every scheduled leg is a commitment, kind "positioning" included: those are sold as empty legs
 * (empty-legs.ts) and a customer may hold a seat on one, so a plan never drops or moves them. An
 * availability block (issue 18: busy or in maintenance, at an airport) is one too, a leg whose two
 * ends are that airport: a trip must be back there, turned round, before it starts (rule 7), may
 * only go round it by positioning there and away (rule 6), and starts after it from there (rule
 * 4), so no plan overlaps it.
 */
export const TURNAROUND_MINUTES = 45;
export const MAX_SHIFT_MINUTES = 4 * 60;
/** Two airports in one city this close count as alternatives (Vnukovo–Sheremetyevo is 53 km). */
export const SAME_CITY_KM = 100;
/** A trip has at most this many passenger legs. */
export const MAX_TRIP_LEGS = 5;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface TripLegQuery {
  from: string;
  to: string;
  /** Airport-local `YYYY-MM-DDTHH:mm[:ss]` at this leg's departure airport. */
  departureLocal: string;
  pax: number;
}

export interface TripQuery {
  legs: readonly TripLegQuery[];
  /**
   * When the customer asks (epoch ms): the plan's first flight leaves no earlier than the operator's
   * notice after it (rule 8). Absent, no notice applies: the engine's tests of other rules, benchmarks.
   */
  requestedAt?: number;
}

interface PreparedLeg {
  from: MarketAirport;
  to: MarketAirport;
  requested: number;
  pax: number;
  /** Its flown-path length between the requested airports. */
  km: number;
}

/** A trip resolved once against the market: airports found, local times turned into instants. */
export interface PreparedTrip {
  legs: readonly PreparedLeg[];
  maxPax: number;
  requestedAt: number | undefined;
  /** Whether the first passenger leg crosses a border: the operator's international notice. */
  international: boolean;
  /** Whether the first passenger leg leaves on a peak day: the operator's peak-day notice. */
  peakStart: boolean;
  /** Flown-path distance between two airports (corridors.ts), cached per pair across searches. */
  distance(a: MarketAirport, b: MarketAirport): number;
}

export function sameCity(
  a: MarketAirport,
  b: MarketAirport,
  distance: (a: MarketAirport, b: MarketAirport) => number = flownPathKm,
): boolean {
  return a.icao !== b.icao && a.city === b.city && a.country === b.country && distance(a, b) <= SAME_CITY_KM;
}

/**
 * Flown-path distances per pair of airports, kept across searches and market snapshots: the
 * corridor model costs tens of microseconds a pair and depends on the two airports only
 * (corridors.ts). Keyed by ICAO code in two levels, so a look-up builds no string. Bounded, as
 * the pairs asked are unbounded: past the limit it starts afresh.
 */
const DISTANCE_CACHE_LIMIT = 500_000;
const distances = new Map<string, Map<string, number>>();
let cachedPairs = 0;

function flownKm(a: MarketAirport, b: MarketAirport): number {
  let row = distances.get(a.icao);
  const known = row?.get(b.icao);
  if (known !== undefined) return known;
  const km = flownPathKm(a, b);
  if (cachedPairs >= DISTANCE_CACHE_LIMIT) {
    distances.clear();
    cachedPairs = 0;
    row = undefined;
  }
  if (!row) {
    row = new Map();
    distances.set(a.icao, row);
  }
  row.set(b.icao, km);
  cachedPairs += 1;
  return km;
}

export function prepareTrip(market: Market, trip: TripQuery): PreparedTrip | null {
  if (trip.legs.length === 0 || trip.legs.length > MAX_TRIP_LEGS) return null;
  const distance = flownKm;
  const legs: PreparedLeg[] = [];
  for (const leg of trip.legs) {
    const from = market.airport(leg.from);
    const to = market.airport(leg.to);
    if (!from || !to || from.icao === to.icao) return null;
    const requested = fromLocalIso(leg.departureLocal, from.tz).getTime();
    legs.push({ from, to, requested, pax: leg.pax, km: distance(from, to) });
  }
  const first = legs[0]!;
  return {
    legs,
    maxPax: Math.max(...legs.map((leg) => leg.pax)),
    requestedAt: trip.requestedAt,
    international: first.from.country !== first.to.country,
    peakStart: market.peakDays?.at(first.from, first.requested) !== undefined,
    distance,
  };
}

const roundUpToQuarter = (ms: number) => Math.ceil(ms / (15 * MINUTE)) * 15 * MINUTE;

/**
 * The earliest the plan's first flight may leave (rule 8): the operator's notice after the request,
 * or -Infinity when the query carries no request time.
 */
function noticeReady(aircraft: MarketAircraft, trip: PreparedTrip): number {
  if (trip.requestedAt === undefined) return -Infinity;
  let notice = noticeFor(aircraft.notice ?? DEFAULT_NOTICE_MINUTES, trip.international);
  // A first leg on a peak day: the operator's longer peak-day notice (issue 26, item 6).
  if (trip.peakStart) {
    notice = Math.max(notice, (aircraft.peak ?? DEFAULT_PEAK_TERMS).noticeMinutes);
  }
  return trip.requestedAt + notice * MINUTE;
}

/**
 * Flights added to a plan as it is built: their price lines, their CO2, when it is next ready, and
 * its crew's duty under way (rule 9; null before the first timed flight and after a rest).
 */
interface Course {
  lines: PriceLine[];
  co2Kg: number;
  /** When the aircraft can depart on its next flight, turnaround included. */
  readyAt: number;
  duty: Duty | null;
}

/** A positioning flight as flown: `departs` is -Infinity when nothing before it fixes its time. */
interface Hop {
  from: MarketAirport;
  departs: number;
  minutes: number;
}

/** One way of spending the time between two passenger legs, and the positioning flight ending it. */
interface GapPlan extends Course {
  leadIn: Hop | null;
}

/** A passenger leg as boarded: when it leaves and lands, and when it stops on the way. */
interface Boarded {
  departsAt: number;
  arrivesAt: number;
  stop: { landsAt: number; leavesAt: number } | null;
}

/**
 * How a passenger leg is flown: non-stop, or with one technical stop (rule 10). `minutes` is from
 * takeoff to the last landing, the time on the ground at the stop included.
 */
interface LegRoute {
  first: LegEstimate;
  stop: { airport: MarketAirport; second: LegEstimate } | null;
  minutes: number;
  distanceKm: number;
  co2Kg: number;
}

/** A technical-stop airport for a pair, with its great-circle halves. */
interface StopCandidate {
  airport: MarketAirport;
  toStopKm: number;
  fromStopKm: number;
  viaKm: number;
}

/**
 * The stop airports for a pair of airports, shortest great-circle detour first: worked out once
 * per market and pair (every aircraft of a search asks for the same pairs), bounded like the
 * distances.
 */
const stopCandidatesOf = new WeakMap<Market, Map<string, StopCandidate[]>>();
function stopCandidates(market: Market, from: MarketAirport, to: MarketAirport): StopCandidate[] {
  let pairs = stopCandidatesOf.get(market);
  if (!pairs || pairs.size > 50_000) {
    pairs = new Map();
    stopCandidatesOf.set(market, pairs);
  }
  const key = `${from.icao}-${to.icao}`;
  let candidates = pairs.get(key);
  if (!candidates) {
    candidates = stopAirports(market)
      .filter((airport) => airport.icao !== from.icao && airport.icao !== to.icao)
      .map((airport) => {
        const toStopKm = greatCircleKm(from, airport);
        const fromStopKm = greatCircleKm(airport, to);
        return { airport, toStopKm, fromStopKm, viaKm: toStopKm + fromStopKm };
      })
      .sort((a, b) => a.viaKm - b.viaKm);
    pairs.set(key, candidates);
  }
  return candidates;
}

/** The technical-stop airports (dispatch.ts) a market has, resolved once per market. */
const stopAirportsOf = new WeakMap<Market, readonly MarketAirport[]>();
function stopAirports(market: Market): readonly MarketAirport[] {
  let airports = stopAirportsOf.get(market);
  if (!airports) {
    airports = TECHNICAL_STOP_AIRPORTS.map((icao) => market.airport(icao)).filter(
      (airport): airport is MarketAirport => airport !== undefined,
    );
    stopAirportsOf.set(market, airports);
  }
  return airports;
}

class Planner {
  readonly rate: number;
  constructor(
    private readonly market: Market,
    private readonly aircraft: MarketAircraft,
    private readonly trip: PreparedTrip,
  ) {
    this.rate = aircraft.hourlyRateEur;
  }

  /**
   * A flight the aircraft may fly (in range with `pax` aboard, allowed), or null. A positioning
   * flight carries no one: its range is the ferry range (rule 10).
   */
  flight(a: MarketAirport, b: MarketAirport, pax = 0): LegEstimate | null {
    const range = pax === 0 ? ferryRangeKm(this.aircraft) : rangeWithPaxKm(this.aircraft, pax);
    // The great circle is never longer than the flown path: a cheap first refusal.
    if (!withinRange(greatCircleKm(a, b), range)) return null;
    const estimate = estimateFromDistance(this.trip.distance(a, b), this.aircraft);
    if (!withinRange(estimate.distanceKm, range)) return null;
    return this.market.legAllowed(this.aircraft, a, b) ? estimate : null;
  }

  /**
   * Rule 10: a passenger leg non-stop where the range with its party allows, else with one
   * technical stop at the open airport (dispatch.ts, TECHNICAL_STOP_AIRPORTS) that makes the
   * shortest path whose two halves are each in range and allowed. Null when neither exists.
   */
  legRoute(from: MarketAirport, to: MarketAirport, pax: number, stops = true): LegRoute | null {
    const range = rangeWithPaxKm(this.aircraft, pax);
    if (withinRange(this.trip.distance(from, to), range)) {
      // In range: non-stop, or not at all where the rules refuse it (a stop is for range, never a
      // way round a closed airport or airspace).
      const direct = this.flight(from, to, pax);
      if (!direct) return null;
      const { minutes, distanceKm, co2Kg } = direct;
      return { first: direct, stop: null, minutes, distanceKm, co2Kg };
    }
    // Beyond two hops of its range even on the great circle: no stop can help.
    if (!stops || !withinRange(greatCircleKm(from, to) / 2, range)) return null;
    let best: LegRoute | null = null;
    // Shortest great-circle detour first: the flown path is never shorter, so once a candidate's
    // great circles reach the best flown path found, none after it can beat it.
    for (const { airport, toStopKm, fromStopKm, viaKm } of stopCandidates(this.market, from, to)) {
      if (best && viaKm >= best.distanceKm) break;
      if (!withinRange(toStopKm, range) || !withinRange(fromStopKm, range)) continue;
      const first = this.flight(from, airport, pax);
      const second = first && this.flight(airport, to, pax);
      if (!first || !second) continue;
      const distanceKm = first.distanceKm + second.distanceKm;
      if (best && distanceKm >= best.distanceKm) continue;
      best = {
        first,
        stop: { airport, second },
        minutes: first.minutes + TECHNICAL_STOP_GROUND_MINUTES + second.minutes,
        distanceKm,
        co2Kg: first.co2Kg + second.co2Kg,
      };
    }
    return best;
  }

  /** The charges for a departure from an airport, with its time where the plan fixes it. */
  fee(airport: MarketAirport, departs: number): PriceLine {
    return {
      item: "airport_fees",
      eur: this.market.airportFeeEur(airport.icao, this.aircraft.aircraftClass),
      airport: airport.icao,
      ...(Number.isFinite(departs) ? { at: departs } : {}),
    };
  }

  /** Whether the type has a rest seat for a third pilot (rule 9). */
  get canAugment(): boolean {
    return AUGMENTABLE_CLASSES.has(this.aircraft.aircraftClass);
  }

  /** The crew's hotel and the aircraft's parking for a night at an airport, by its city's tier. */
  nightRate(at: MarketAirport): number {
    return Math.round(this.aircraft.overnightEurPerDay * crewNightFactor(at));
  }

  /** The crew rests at an airport between two duties (rule 9): a named line, none at home base. */
  rest(course: Course, at: MarketAirport, landed: number, departs: number): void {
    if (at.icao === this.aircraft.homeBase) return;
    // Waiting there for the next leg, the crew already has its nights (wait).
    if (course.lines.some((line) => line.item === "crew_overnight" && line.airport === at.icao)) return;
    const nights = Math.max(1, localDayNumber(departs, at.tz) - localDayNumber(landed, at.tz));
    const rate = this.nightRate(at);
    course.lines.push({ item: "crew_rest", eur: nights * rate, nights, rate, airport: at.icao });
  }

  /** A third pilot for the duty (rule 9): a named line, once per duty. */
  augment(course: Course, duty: Duty): void {
    duty.augmented = true;
    course.lines.push({ item: "augmented_crew", eur: AUGMENTED_CREW_EUR_PER_DUTY });
  }

  /**
   * Rule 9 for a flight from `from` departing at `departs`: it continues the crew's duty, or starts
   * one after its rest. Where it would break the limit it departs after the crew's rest when
   * `retime` finds a time for that (a positioning flight within a day, a passenger leg within its
   * shift), else it flies with an augmented crew where the type allows. Returns the departure, or
   * null when the crew cannot fly it.
   */
  crew(
    course: Course,
    from: MarketAirport,
    departs: number,
    minutes: number,
    retime: (earliest: number) => number | null,
    sectors = 1,
  ): number | null {
    const flight = minutes * MINUTE;
    const duty = course.duty;
    const home = from.icao === this.aircraft.homeBase;
    // At its home base another of the operator's crews takes over: a fresh duty.
    if (duty && !home && departs < nextDutyDepartureMs(duty, home)) {
      if (withinFdp(duty, duty.augmented, departs + flight, sectors)) {
        duty.sectors += sectors;
        duty.onBlocksMs = departs + flight;
        return departs;
      }
      const rested = retime(nextDutyDepartureMs(duty, home));
      if (rested !== null) {
        this.rest(course, from, duty.onBlocksMs, rested);
        course.duty = { ...startDuty(rested, rested + flight, from.tz), sectors };
        return rested;
      }
      if (this.canAugment && !duty.augmented && withinFdp(duty, true, departs + flight, sectors)) {
        this.augment(course, duty);
        duty.sectors += sectors;
        duty.onBlocksMs = departs + flight;
        return departs;
      }
      return null;
    }
    const fresh = { ...startDuty(departs, departs + flight, from.tz), sectors };
    if (!withinFdp(fresh)) {
      if (!this.canAugment || !withinFdp(fresh, true)) return null;
      this.augment(course, fresh);
    }
    course.duty = fresh;
    return departs;
  }

  /**
   * Rule 9 for the positioning flight that ends at a passenger leg's departure, once the leg's
   * departure is known. It flies just in time, in one duty with the leg (continuing the crew's duty
   * before it, where the crew has not rested since); if that duty would be too long, earlier, the
   * crew resting at the departure (a named line); else with an augmented crew. Sets the course's
   * duty for the leg; false when none of these works.
   */
  leadIn(course: Course, hop: Hop, origin: MarketAirport, departsAt: number, legMinutes: number): boolean {
    const flight = hop.minutes * MINUTE;
    const legArrives = departsAt + legMinutes * MINUTE;
    const homeBase = this.aircraft.homeBase;
    const before = course.duty;
    // The duty the hop flies in when it leaves at `departs`: the one before it, if the crew has not
    // rested since (null when that would break its limit), else a fresh one.
    const dutyFor = (departs: number): Duty | null => {
      if (before && hop.from.icao !== homeBase && departs < nextDutyDepartureMs(before, false)) {
        if (!withinFdp(before, before.augmented, departs + flight)) return null;
        return { ...before, sectors: before.sectors + 1, onBlocksMs: departs + flight };
      }
      return startDuty(departs, departs + flight, hop.from.tz);
    };
    const justInTime = departsAt - flight - TURNAROUND_MINUTES * MINUTE;
    const inHours = (departs: number) =>
      isOpen(hop.from.hours, departs) && isOpen(origin.hours, departs + flight);
    const flies = justInTime >= hop.departs && inHours(justInTime) ? justInTime : hop.departs;
    const together = Number.isFinite(flies) ? dutyFor(flies) : null;
    const home = origin.icao === homeBase;
    if (together) {
      // Positioned long enough before (the hours forced it early): the crew has rested there.
      if (departsAt >= nextDutyDepartureMs(together, home)) {
        this.rest(course, origin, together.onBlocksMs, departsAt);
        course.duty = null;
        return true;
      }
      if (withinFdp(together, together.augmented, legArrives)) {
        course.duty = together;
        return true;
      }
    }
    // Earlier, so that the crew rests at the departure before the leg.
    const restMs = Math.max(
      (REPORT_MINUTES + hop.minutes + POST_FLIGHT_MINUTES) * MINUTE,
      (home ? MIN_REST_HOME_MINUTES : MIN_REST_AWAY_MINUTES) * MINUTE,
    );
    const lands = departsAt - (REPORT_MINUTES + POST_FLIGHT_MINUTES) * MINUTE - restMs;
    const early = lands - flight;
    if (early >= hop.departs && (!Number.isFinite(hop.departs) || inHours(early)) && dutyFor(early)) {
      this.rest(course, origin, lands, departsAt);
      course.duty = null;
      return true;
    }
    if (together && !together.augmented && this.canAugment && withinFdp(together, true, legArrives)) {
      this.augment(course, together);
      course.duty = together;
      return true;
    }
    return false;
  }

  /**
   * Adds an empty positioning flight a → b to a course: its hours and the charges at the airport
   * it leaves, its CO2, and its time with the turnaround after it. Null when it cannot be flown.
   */
  reposition(course: Course, a: MarketAirport, b: MarketAirport, crewed = true, stops = true): Hop | null {
    // Non-stop on its ferry range, else with a technical stop (rule 10), except to the first
    // departure: an aircraft too far to reach it non-stop is not the one to send.
    const route = this.legRoute(a, b, 0, stops);
    if (!route) return null;
    const { minutes, stop } = route;
    const first = route.first.minutes;
    // It waits for both airports to be open (rule 8), a day at most, and for its crew (rule 9),
    // unless it leads into a passenger leg: then the leg times its crew (leadIn). With no
    // commitment before it, it can leave whenever they are: the time it is ready stays open-ended.
    if (Number.isFinite(course.readyAt)) {
      const inHours = (earliest: number) => departureInHours(earliest, minutes, a.hours, b.hours, DAY);
      const open = inHours(course.readyAt);
      if (open === null) return null;
      // Both sectors of a stop in one duty: the crew rests before it, not at the stop.
      const departs = crewed ? this.crew(course, a, open, minutes, inHours, stop ? 2 : 1) : open;
      if (departs === null) return null;
      course.readyAt = departs;
    }
    const { rate } = this;
    const departs = course.readyAt;
    // Flight hours of the sectors flown; the ground time at a stop is not billed.
    const flown = first + (stop?.second.minutes ?? 0);
    course.lines.push(
      { item: "positioning", eur: hoursCostEur(flown, rate), minutes: flown, rate, from: a.icao, to: b.icao },
      this.fee(a, departs),
    );
    if (stop) {
      const leaves = departs + (first + TECHNICAL_STOP_GROUND_MINUTES) * MINUTE;
      course.lines.push({
        item: "technical_stop",
        eur: this.market.airportFeeEur(stop.airport.icao, this.aircraft.aircraftClass),
        airport: stop.airport.icao,
        ...(Number.isFinite(leaves) ? { at: leaves } : {}),
      });
    }
    course.co2Kg += route.co2Kg;
    course.readyAt += (minutes + TURNAROUND_MINUTES) * MINUTE;
    return { from: a, departs, minutes };
  }

  /**
   * Waiting where it landed: crew nights (at the city's rate) and the daily minimum for each whole
   * day it waits with the client without flying, then a positioning flight if the next leg leaves
   * from elsewhere. Only when no scheduled work falls in the gap.
   */
  wait(
    at: MarketAirport,
    landed: number,
    next: MarketAirport,
    nextRequested: number,
    duty: Duty | null,
  ): GapPlan | null {
    const course: Course = {
      lines: [],
      co2Kg: 0,
      readyAt: landed + TURNAROUND_MINUTES * MINUTE,
      duty: duty && { ...duty },
    };
    const nights = at.icao === this.aircraft.homeBase ? 0 : nightsSpent(landed, nextRequested, at.tz);
    if (nights > 0) {
      const rate = this.nightRate(at);
      course.lines.push({ item: "crew_overnight", eur: nights * rate, nights, rate, airport: at.icao });
    }
    const idleDays = Math.max(0, localDayNumber(nextRequested, at.tz) - localDayNumber(landed, at.tz) - 1);
    if (idleDays > 0) {
      const minutes = idleDays * (this.aircraft.dailyMinimumMinutes ?? dailyMinimumMinutes(this.aircraft));
      const { rate } = this;
      course.lines.push({
        item: "daily_minimum",
        eur: hoursCostEur(minutes, rate),
        minutes,
        rate,
        days: idleDays,
      });
    }
    let leadIn: Hop | null = null;
    if (at.icao !== next.icao) {
      leadIn = this.reposition(course, at, next, false);
      if (!leadIn) return null;
    }
    return { ...course, leadIn };
  }

  /**
   * Flying away and coming back: to the start of the scheduled work in the gap (flown as
   * scheduled, by its own crew), else home, then from where that leaves it to the next leg's
   * departure. Each positioning flight is billed with the charges at the airport it leaves.
   */
  ferry(
    at: MarketAirport,
    landed: number,
    next: MarketAirport,
    work: readonly ScheduledLeg[],
    duty: Duty | null,
  ): GapPlan | null {
    const first = work[0];
    const last = lastCommitment(work, work.length);
    const away = this.market.airport(first ? first.from : this.aircraft.homeBase);
    const resume = this.market.airport(last ? last.to : this.aircraft.homeBase);
    if (!away || !resume) return null;
    // Flying home from home is waiting. Home being the next departure is one flight, and the wait
    // there costs nothing.
    if (!first && at.icao === away.icao) return null;
    const course: Course = {
      lines: [],
      co2Kg: 0,
      readyAt: landed + TURNAROUND_MINUTES * MINUTE,
      duty: duty && { ...duty },
    };
    if (at.icao !== away.icao && !this.reposition(course, at, away)) return null;
    if (first && last) {
      // It must be at the start of its scheduled work in time, and is free again after it.
      if (course.readyAt > first.departsAt.getTime()) return null;
      course.readyAt = last.arrivesAt.getTime() + TURNAROUND_MINUTES * MINUTE;
      course.duty = null;
    }
    let leadIn: Hop | null = null;
    if (resume.icao !== next.icao) {
      leadIn = this.reposition(course, resume, next, false);
      if (!leadIn) return null;
    }
    return { ...course, leadIn };
  }

  /**
   * The peak-day surcharge of a leg leaving on a peak day (issue 26, item 6): the operator's share
   * of the leg's flight time, its own hours and the positioning flights it pays for. Null on other days.
   */
  peakLine(
    from: MarketAirport,
    departsAt: number,
    hours: PriceLine,
    lines: readonly PriceLine[],
  ): PriceLine | null {
    const period = this.market.peakDays?.at(from, departsAt);
    if (!period) return null;
    const share = (this.aircraft.peak ?? DEFAULT_PEAK_TERMS).surchargeShare;
    let flown = hours.eur;
    for (const line of lines) if (line.item === "positioning") flown += line.eur;
    return { item: "peak_day", eur: flown * share, share, period: { id: period.id, ...period.name } };
  }

  /**
   * Boards a passenger leg on a course: its departure inside both airports' hours and within the
   * allowed shift from the request (rules 5 and 8), the positioning flight just before it timed
   * against it (leadIn), and the leg in its crew's duty, after the crew's rest when that stays
   * within the shift (rule 9). Adds the crew's lines to the course; null when it cannot be flown.
   */
  board(
    course: Course,
    leadIn: Hop | null,
    leg: PreparedLeg,
    from: MarketAirport,
    to: MarketAirport,
    route: LegRoute,
  ): Boarded | null {
    const { readyAt } = course;
    const { minutes } = route;
    const ready = readyAt > leg.requested ? roundUpToQuarter(readyAt) : leg.requested;
    const shift = MAX_SHIFT_MINUTES * MINUTE;
    if (ready - leg.requested > shift) return null;
    const departsAt = departureInHours(ready, minutes, from.hours, to.hours, shift - (ready - leg.requested));
    if (departsAt === null || departsAt - leg.requested > shift) return null;
    if (leadIn && !this.leadIn(course, leadIn, from, departsAt, minutes)) return null;
    const stop = route.stop;
    // The leg in its crew's duty, both sectors of a stop counted (the passengers aboard wait for no
    // rest at the stop).
    const crewed = this.crew(
      course,
      from,
      departsAt,
      minutes,
      (earliest) => {
        const departs = departureInHours(roundUpToQuarter(earliest), minutes, from.hours, to.hours, DAY);
        return departs !== null && departs - leg.requested <= shift ? departs : null;
      },
      stop ? 2 : 1,
    );
    if (crewed === null) return null;
    if (!stop) return { departsAt: crewed, arrivesAt: crewed + minutes * MINUTE, stop: null };
    // The stop is open when it lands and leaves.
    const landsAt = crewed + route.first.minutes * MINUTE;
    const leavesAt = landsAt + TECHNICAL_STOP_GROUND_MINUTES * MINUTE;
    if (!isOpen(stop.airport.hours, landsAt) || !isOpen(stop.airport.hours, leavesAt)) return null;
    return { departsAt: crewed, arrivesAt: crewed + minutes * MINUTE, stop: { landsAt, leavesAt } };
  }

  plan(): Offer | null {
    const { aircraft, market, trip } = this;
    const { legs } = trip;
    if (aircraft.maxPassengers < trip.maxPax) return null;
    for (const leg of legs) {
      if (leg.from.country === leg.to.country && aircraft.aocCountry !== leg.from.country) return null;
      // Out of range even with one technical stop and from the nearest airport of the city: no
      // need to read the schedule.
      const reach = rangeWithPaxKm(aircraft, leg.pax);
      if (!withinRange((greatCircleKm(leg.from, leg.to) - SAME_CITY_KM) / 2, reach)) return null;
    }
    const { schedule } = aircraft;
    let nextJob = firstIndexAfter(schedule, legs[0]!.requested);
    // A leg still in the air at the requested time makes the aircraft busy until it lands, and a
    // block under way, even one entered over a booking, until it ends.
    const previous = lastCommitment(schedule, nextJob);
    const location = market.airport(previous ? previous.to : aircraft.homeBase);
    if (!location) return null;
    const origin = legs[0]!.from;
    const start =
      location.icao === origin.icao || sameCity(location, origin, trip.distance) ? location : origin;
    // The trip's own airport, swapped for the same-city one the aircraft is at, wherever it recurs.
    const swap = (airport: MarketAirport) => (airport.icao === origin.icao ? start : airport);

    const offerLegs: OfferLeg[] = [];
    // Its lines are each passenger leg's own in turn; the CO2 and readiness run through the trip.
    const course: Course = {
      lines: [],
      co2Kg: 0,
      readyAt: Math.max(
        previous ? previous.arrivesAt.getTime() + TURNAROUND_MINUTES * MINUTE : -Infinity,
        noticeReady(aircraft, trip),
      ),
      duty: null,
    };
    let at = location;
    let timeChanged = false;
    for (let index = 0; index < legs.length; index += 1) {
      const leg = legs[index]!;
      const from = swap(leg.from);
      const to = swap(leg.to);
      if (from.icao === to.icao) return null;
      const route = this.legRoute(from, to, leg.pax);
      if (!route) return null;
      let boarded: Boarded | null;
      if (index === 0) {
        // Positioned to the first departure, the flight timed against the leg (leadIn).
        let hop: Hop | null = null;
        if (at.icao !== from.icao) {
          hop = this.reposition(course, at, from, false, false);
          if (!hop) return null;
        }
        boarded = this.board(course, hop, leg, from, to, route);
      } else {
        const landed = offerLegs[index - 1]!.arrivesAt.getTime();
        let end = nextJob;
        while (end < schedule.length && schedule[end]!.departsAt.getTime() < leg.requested) end += 1;
        const work = schedule.slice(nextJob, end);
        nextJob = end;
        // Waiting, or flying away and back: each boarded in full (the leg's crew included), and
        // the cheaper taken; on a tie the aircraft waits (fewer flights, less CO2).
        const waiting = work.length === 0 ? this.wait(at, landed, from, leg.requested, course.duty) : null;
        const ferrying = this.ferry(at, landed, from, work, course.duty);
        const waited = waiting && this.board(waiting, waiting.leadIn, leg, from, to, route);
        const ferried = ferrying && this.board(ferrying, ferrying.leadIn, leg, from, to, route);
        const best =
          waiting && waited && (!ferried || sum(waiting.lines) <= sum(ferrying!.lines))
            ? { gap: waiting, boarded: waited }
            : ferrying && ferried
              ? { gap: ferrying, boarded: ferried }
              : null;
        if (!best) return null;
        course.lines = best.gap.lines;
        course.co2Kg += best.gap.co2Kg;
        course.duty = best.gap.duty;
        boarded = best.boarded;
      }
      if (!boarded) return null;
      const { departsAt, arrivesAt, stop } = boarded;
      timeChanged ||= departsAt !== leg.requested;
      course.co2Kg += route.co2Kg;
      // Flight hours: the sectors flown, the ground time at a stop not billed.
      const flown = route.first.minutes + (route.stop?.second.minutes ?? 0);
      const billed = billedMinutes(flown);
      const hours: PriceLine = {
        item: "flight_hours",
        eur: hoursCostEur(billed, this.rate),
        minutes: billed,
        rate: this.rate,
      };
      // The stop's charges follow the leg's own, before what the gaps and positioning add.
      const stopLines: PriceLine[] =
        route.stop && stop
          ? [
              {
                item: "technical_stop",
                eur: this.market.airportFeeEur(route.stop.airport.icao, this.aircraft.aircraftClass),
                airport: route.stop.airport.icao,
                at: stop.leavesAt,
              },
            ]
          : [];
      const peak = this.peakLine(from, departsAt, hours, course.lines);
      offerLegs.push({
        from: from.icao,
        to: to.icao,
        departsAt: new Date(departsAt),
        arrivesAt: new Date(arrivesAt),
        minutes: route.minutes,
        distanceKm: route.distanceKm,
        co2Kg: route.co2Kg,
        pax: leg.pax,
        ...(route.stop && stop
          ? {
              stops: [
                {
                  airport: route.stop.airport.icao,
                  arrivesAt: new Date(stop.landsAt),
                  departsAt: new Date(stop.leavesAt),
                },
              ],
            }
          : {}),
        price: [hours, this.fee(from, departsAt), ...stopLines, ...course.lines, ...(peak ? [peak] : [])],
      });
      course.lines = [];
      at = to;
      course.readyAt = arrivesAt + TURNAROUND_MINUTES * MINUTE;
    }

    // Afterwards it flies to wherever its next job starts, or home, in time for that job.
    const next = schedule[nextJob];
    const target = market.airport(next ? next.from : aircraft.homeBase);
    if (!target) return null;
    course.lines = offerLegs.at(-1)!.price;
    if (target.icao !== at.icao && !this.reposition(course, at, target)) return null;
    // Turned round before its next job, as before any flight.
    if (next && course.readyAt > next.departsAt.getTime()) return null;

    return {
      aircraft,
      legs: offerLegs,
      totalEur: offerLegs.reduce((total, leg) => total + sum(leg.price), 0),
      co2Kg: course.co2Kg,
      airportChanged: start.icao !== origin.icao,
      timeChanged,
    };
  }
}

function sum(lines: readonly PriceLine[]): number {
  let total = 0;
  for (const line of lines) total += line.eur;
  return total;
}

/**
 * The least great-circle range a leg asks of an aircraft (less the same-city slack): non-stop, or
 * the longer half through the technical-stop airport that makes it shortest (rule 10).
 */
function rangeNeededKm(market: Market, leg: PreparedLeg): number {
  let needed = greatCircleKm(leg.from, leg.to);
  for (const candidate of stopCandidates(market, leg.from, leg.to)) {
    needed = Math.min(needed, Math.max(candidate.toStopKm, candidate.fromStopKm));
  }
  return Math.max(0, needed - SAME_CITY_KM);
}

/** The plan of one aircraft for a prepared trip, or null when it cannot fly it. */
export function planFor(market: Market, aircraft: MarketAircraft, trip: PreparedTrip): Offer | null {
  const offer = new Planner(market, aircraft, trip).plan();
  // Issue 27, item 2: an operator whose certificate or insurance lapses before a flight sells none.
  if (offer && !offerCovered(market, aircraft, offer)) return null;
  return offer;
}

/**
 * A search answers at most this many offers, the cheapest (issue 14, item 9). A results screen
 * of a thousand cards serves no one, and bounding the answer is what lets a search stay fast as
 * the fleet grows: aircraft whose cheapest conceivable price is above the last offer kept are
 * never planned. The sorts and filters of spec §4 work within these offers.
 */
export const MAX_OFFERS = 100;

const byPriceThenTail = (a: Offer, b: Offer) =>
  a.totalEur - b.totalEur || a.aircraft.tailNumber.localeCompare(b.aircraft.tailNumber);

/**
 * A price no plan of an aircraft can undercut, or Infinity when no plan can keep the trip's times.
 * The price: the passenger legs' billed hours over great circles shortened by what an airport swap
 * could save, and the positioning flights before the first leg and after the last over great
 * circles. The flown path is never shorter than the great circle and every other line of a plan
 * is a cost, so the real price is at least this. The times: the same shortest flights, from when
 * the aircraft is free, must make each leg within MAX_SHIFT of its request and land the first leg
 * before the aircraft's next scheduled departure.
 */
export function lowerBounds(market: Market, trip: PreparedTrip): (aircraft: MarketAircraft) => number {
  const { legs } = trip;
  const first = legs[0]!;
  const last = legs.at(-1)!;
  const shortest = legs.map((leg) => Math.max(0, greatCircleKm(leg.from, leg.to) - SAME_CITY_KM));
  const shift = MAX_SHIFT_MINUTES * MINUTE;
  const turnaround = TURNAROUND_MINUTES * MINUTE;
  // Passenger minutes depend on the type's speed only: computed once per speed for the search.
  const bySpeed = new Map<number, { minutes: number[]; billed: number }>();
  const positioningMinutes = (
    from: MarketAirport | undefined,
    to: MarketAirport,
    aircraft: MarketAircraft,
  ) => {
    if (!from || from === to) return 0;
    const km = greatCircleKm(from, to) - SAME_CITY_KM;
    return km > 0 ? estimateFromDistance(km, aircraft).minutes : 0;
  };
  return (aircraft) => {
    let passenger = bySpeed.get(aircraft.cruiseSpeedKmh);
    if (!passenger) {
      const minutes = shortest.map((km) => estimateFromDistance(km, aircraft).minutes);
      passenger = { minutes, billed: minutes.reduce((sum, m) => sum + billedMinutes(m), 0) };
      bySpeed.set(aircraft.cruiseSpeedKmh, passenger);
    }
    const { schedule } = aircraft;
    const next = firstIndexAfter(schedule, first.requested);
    const previous = lastCommitment(schedule, next);
    const location = market.airport(previous ? previous.to : aircraft.homeBase);
    // Out of range of the departure from where it is (the positioning flight to it is non-stop,
    // rule 10): no plan (the same test as the planner's, looser).
    if (
      location &&
      (greatCircleKm(location, first.from) - SAME_CITY_KM) * ROUTING_FACTOR > ferryRangeKm(aircraft)
    ) {
      return Infinity;
    }
    const before = positioningMinutes(location, first.from, aircraft);
    // Times: the earliest each leg can leave, against the latest it may.
    // As the planner starts (rule 8); the airports' hours only ever make it later.
    let ready = Math.max(
      previous ? previous.arrivesAt.getTime() + turnaround : -Infinity,
      noticeReady(aircraft, trip),
    );
    if (before > 0) ready += before * MINUTE + turnaround;
    for (let i = 0; i < legs.length; i += 1) {
      const requested = legs[i]!.requested;
      if (ready - requested > shift) return Infinity;
      ready = Math.max(ready, requested) + passenger.minutes[i]! * MINUTE + turnaround;
      if (i === 0 && next < schedule.length && schedule[next]!.departsAt.getTime() < ready) return Infinity;
    }
    // Its next job after the trip: as the planner counts it, scheduled legs before a later leg's
    // requested time fall in the gaps.
    const after = legs.length === 1 ? next : firstIndexAfter(schedule, last.requested - 1);
    const target = market.airport(after < schedule.length ? schedule[after]!.from : aircraft.homeBase);
    const back = target ? positioningMinutes(last.to, target, aircraft) : 0;
    return hoursCostEur(passenger.billed + before + back, aircraft.hourlyRateEur);
  };
}

/** An entry of the best-first walk: an aircraft to plan, or the next aircraft of an airport's group. */
type Entry = { aircraft: MarketAircraft } | { group: ReachableGroup; at: number; minutes: number };

/** A binary min-heap of entries by lower bound. */
class BoundHeap {
  private readonly bounds: number[] = [];
  private readonly items: Entry[] = [];
  get size(): number {
    return this.items.length;
  }
  peek(): number {
    return this.bounds[0] ?? Infinity;
  }
  push(bound: number, item: Entry): void {
    const { bounds, items } = this;
    let at = items.length;
    bounds.push(bound);
    items.push(item);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (bounds[parent]! <= bound) break;
      bounds[at] = bounds[parent]!;
      items[at] = items[parent]!;
      at = parent;
    }
    bounds[at] = bound;
    items[at] = item;
  }
  /** Removes the least; the caller has read its bound with `peek`. */
  pop(): Entry {
    const { bounds, items } = this;
    const top = items[0]!;
    const lastBound = bounds.pop()!;
    const lastItem = items.pop()!;
    const size = items.length;
    if (size > 0) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && bounds[child + 1]! < bounds[child]!) child += 1;
        if (bounds[child]! >= lastBound) break;
        bounds[at] = bounds[child]!;
        items[at] = items[child]!;
        at = child;
      }
      bounds[at] = lastBound;
      items[at] = lastItem;
    }
    return top;
  }
}

/**
 * The cheapest `limit` aircraft plans for the trip, cheapest first (ties by tail number): the
 * same answer as planning every aircraft and keeping the first `limit`, found best first. Each
 * airport in reach of the first departure is a stream of its aircraft, cheapest rate first, keyed
 * by that rate times the least time any of its aircraft could fly the trip from there; an aircraft
 * taken from a stream is queued by its own lower bound (`lowerBounds`) and planned from the lowest.
 * The walk stops once the next key is above the dearest offer kept, so aircraft that could not be
 * among the cheapest are never read: the work grows with the answer, not with the fleet.
 */
export function searchTrip(market: Market, query: TripQuery, limit = MAX_OFFERS): Offer[] {
  const trip = prepareTrip(market, query);
  if (!trip || limit <= 0) return [];
  const first = trip.legs[0]!;
  const shortest = trip.legs.map((leg) => Math.max(0, greatCircleKm(leg.from, leg.to) - SAME_CITY_KM));
  // Cabotage (rule 3): a domestic leg is for that country's operators; two countries' is for none.
  const domestic = new Set(
    trip.legs.filter((leg) => leg.from.country === leg.to.country).map((leg) => leg.from.country),
  );
  if (domestic.size > 1) return [];
  const fleet = fleetSearch(market, {
    from: first.from,
    requested: first.requested,
    maxPax: trip.maxPax,
    // The great circle is never longer than the flown path, nor the swap to a same-city airport
    // shorter by more than SAME_CITY_KM; with a technical stop (rule 10) the longer half counts, at
    // the stop airport that makes it shortest.
    minRangeKm: Math.max(...trip.legs.map((leg) => rangeNeededKm(market, leg))) * ROUTING_FACTOR,
    slackKm: SAME_CITY_KM,
    operatorCountry: domestic.values().next().value ?? null,
  });
  const bound = lowerBounds(market, trip);
  const queue = new BoundHeap();
  // The least billed minutes of a group's trip: its fastest cruise on every flight it must make.
  // The least billed minutes of a group's trip at its fastest cruise, or Infinity when even that
  // cannot keep the trip's times (each leg within MAX_SHIFT of its request): per speed, once.
  const passengerMinutes = new Map<number, number>();
  const atSpeed = (cruiseSpeedKmh: number) => {
    let minutes = passengerMinutes.get(cruiseSpeedKmh);
    if (minutes === undefined) {
      const fastest = { cruiseSpeedKmh, fuelBurnKgPerHour: 0 };
      const legMinutes = shortest.map((km) => estimateFromDistance(km, fastest).minutes);
      minutes = legMinutes.reduce((sum, m) => sum + billedMinutes(m), 0);
      let ready = -Infinity;
      trip.legs.forEach((leg, i) => {
        if (ready - leg.requested > MAX_SHIFT_MINUTES * MINUTE) minutes = Infinity;
        ready = Math.max(ready, leg.requested) + (legMinutes[i]! + TURNAROUND_MINUTES) * MINUTE;
      });
      passengerMinutes.set(cruiseSpeedKmh, minutes);
    }
    return minutes;
  };
  for (const group of fleet.groups) {
    let minutes = atSpeed(group.cruiseSpeedKmh);
    if (minutes === Infinity) continue;
    if (group.km > 0) {
      minutes += estimateFromDistance(group.km, {
        cruiseSpeedKmh: group.cruiseSpeedKmh,
        fuelBurnKgPerHour: 0,
      }).minutes;
    }
    queue.push(hoursCostEur(minutes, fleet.rate(group, 0)), { group, at: 0, minutes });
  }
  const kept: Offer[] = [];
  while (queue.size > 0) {
    if (kept.length === limit && queue.peek() > kept[limit - 1]!.totalEur) break;
    const entry = queue.pop();
    if ("group" in entry) {
      const { group, at, minutes } = entry;
      const aircraft = fleet.take(group, at);
      if (aircraft) {
        const floor = bound(aircraft);
        if (floor < Infinity) queue.push(floor, { aircraft });
      }
      if (at + 1 < group.size) {
        queue.push(hoursCostEur(minutes, fleet.rate(group, at + 1)), { group, at: at + 1, minutes });
      }
      continue;
    }
    const offer = planFor(market, entry.aircraft, trip);
    if (!offer) continue;
    if (kept.length === limit && byPriceThenTail(offer, kept[limit - 1]!) >= 0) continue;
    // Insert in order; the list is short (MAX_OFFERS), so a walk from the end is enough.
    let at = kept.length;
    while (at > 0 && byPriceThenTail(offer, kept[at - 1]!) < 0) at -= 1;
    kept.splice(at, 0, offer);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}
