import { ROUTING_FACTOR, ferryRangeKm } from "./flight";
import { greatCircleKm } from "./geo";
import {
  firstIndexAfter,
  lastCommitment,
  type Market,
  type MarketAircraft,
  type MarketAirport,
} from "./market";

/**
 * Which aircraft are worth planning for a trip (issue 14, item 9: prune by range, capacity and
 * location before pricing). The planner's answer for an aircraft that cannot position to the
 * first departure is always "no", so the index leaves such aircraft out without reading them:
 *
 * - Aircraft are grouped by where they are on a given UTC day: where the day starts for them
 *   (their last leg's arrival, else their base) and every airport a leg departing that day takes
 *   them to. A group is one airport, its aircraft sorted by hourly rate, cheapest first, with the
 *   longest range and the fastest cruise among them.
 * - For a trip, a group farther from the first departure than its longest range is skipped whole.
 *   Distances here are great circles: the flown path is never shorter, so nothing the planner
 *   would accept is left out.
 * - The planner reads a group's aircraft one at a time, cheapest rate first, and only while that
 *   rate times the least time any of them could take is below the offers it already has
 *   (planner.ts, `searchTrip`). Seats, range and whether the search has already seen the aircraft
 *   (it may be in two groups on a day it flies) are checked as each is read.
 *
 * A day's groups are built the first time a search asks for that day and kept with the market
 * snapshot (a WeakMap keyed by the snapshot, which the server replaces every 15 s). The work of a
 * search is then one distance per airport with aircraft on it plus the aircraft that could be
 * among the cheapest, not the whole fleet.
 */
const DAY_MS = 86_400_000;

interface Group {
  airport: MarketAirport;
  /** Indices into `market.aircraft`, cheapest hourly rate first. */
  aircraft: number[];
  rangeKm: number;
  cruiseSpeedKmh: number;
}

interface FleetIndex {
  days: Map<number, Group[]>;
  /** Indices into `market.aircraft`, cheapest hourly rate first: each day's groups come out sorted. */
  byRate: Uint32Array;
  /** Per aircraft, the search that last took it, so an aircraft found in two groups is planned once. */
  seen: Uint32Array;
  search: number;
}

const indexes = new WeakMap<Market, FleetIndex>();

function indexOf(market: Market): FleetIndex {
  let index = indexes.get(market);
  if (!index) {
    const byRate = Uint32Array.from(market.aircraft, (_, i) => i).sort(
      (a, b) => market.aircraft[a]!.hourlyRateEur - market.aircraft[b]!.hourlyRateEur,
    );
    index = { days: new Map(), byRate, seen: new Uint32Array(market.aircraft.length), search: 0 };
    indexes.set(market, index);
  }
  return index;
}

/** Where each aircraft may be during one UTC day, grouped by airport. */
function buildDay(market: Market, index: FleetIndex, day: number): Group[] {
  const dayStart = day * DAY_MS;
  const dayEnd = dayStart + DAY_MS;
  const byAirport = new Map<string, number[]>();
  const add = (icao: string, aircraft: number) => {
    const list = byAirport.get(icao);
    if (!list) byAirport.set(icao, [aircraft]);
    else if (list.at(-1) !== aircraft) list.push(aircraft);
  };
  for (const i of index.byRate) {
    const { schedule, homeBase } = market.aircraft[i]!;
    // Just after the last leg departed by the start of the day.
    const low = firstIndexAfter(schedule, dayStart);
    add(lastCommitment(schedule, low)?.to ?? homeBase, i);
    for (let k = low; k < schedule.length && schedule[k]!.departsAt.getTime() <= dayEnd; k += 1) {
      add(schedule[k]!.to, i);
    }
  }
  const groups: Group[] = [];
  for (const [icao, list] of byAirport) {
    const airport = market.airport(icao);
    if (!airport) continue;
    let rangeKm = 0;
    let cruiseSpeedKmh = 0;
    for (const i of list) {
      const aircraft = market.aircraft[i]!;
      // Its ferry range: the reach of a positioning flight, and the most a passenger leg can have.
      rangeKm = Math.max(rangeKm, ferryRangeKm(aircraft));
      cruiseSpeedKmh = Math.max(cruiseSpeedKmh, aircraft.cruiseSpeedKmh);
    }
    groups.push({ airport, aircraft: list, rangeKm, cruiseSpeedKmh });
  }
  return groups;
}

export interface CandidateQuery {
  /** The first departure and its requested instant. */
  from: MarketAirport;
  requested: number;
  /** The most passengers on any leg. */
  maxPax: number;
  /** The longest passenger leg as a great circle, less what an airport swap in the city can save. */
  minRangeKm: number;
  /** How far from the departure an aircraft may be and still use its own airport (same city). */
  slackKm: number;
  /** The country whose operators alone may fly the trip (a domestic leg: cabotage), if any. */
  operatorCountry: string | null;
}

/** The aircraft on one airport that day, in reach of the departure. */
export interface ReachableGroup {
  airport: MarketAirport;
  /** Great circle to the departure, less the same-city slack (0 when within it). */
  km: number;
  /** The fastest cruise among its aircraft: no one of them positions or flies a leg sooner. */
  cruiseSpeedKmh: number;
  /** How many aircraft it holds; `rate(group, at)` is the hourly rate of the one at `at`. */
  size: number;
}

export interface FleetSearch {
  groups: ReachableGroup[];
  /** The hourly rate of a group's aircraft at a position (cheapest first). */
  rate(group: ReachableGroup, at: number): number;
  /** That aircraft, if it is fit for the trip and not yet taken by this search; else null. */
  take(group: ReachableGroup, at: number): MarketAircraft | null;
}

/** The airports with aircraft in reach of a trip's first departure, for a best-first walk (planner.ts). */
export function fleetSearch(market: Market, query: CandidateQuery): FleetSearch {
  const index = indexOf(market);
  index.search = (index.search + 1) >>> 0 || 1;
  const search = index.search;
  const day = Math.floor(query.requested / DAY_MS);
  let groups = index.days.get(day);
  if (!groups) {
    groups = buildDay(market, index, day);
    index.days.set(day, groups);
  }
  const members = new Map<ReachableGroup, Group>();
  const reachable: ReachableGroup[] = [];
  for (const group of groups) {
    if (group.rangeKm < query.minRangeKm) continue;
    const km = Math.max(0, greatCircleKm(group.airport, query.from) - query.slackKm);
    // The positioning flight to the departure is non-stop (planner rule 10): its ferry range.
    if (km * ROUTING_FACTOR > group.rangeKm) continue;
    const found = {
      airport: group.airport,
      km,
      cruiseSpeedKmh: group.cruiseSpeedKmh,
      size: group.aircraft.length,
    };
    members.set(found, group);
    reachable.push(found);
  }
  const aircraftAt = (group: ReachableGroup, at: number) => members.get(group)!.aircraft[at]!;
  return {
    groups: reachable,
    rate: (group, at) => market.aircraft[aircraftAt(group, at)]!.hourlyRateEur,
    take(group, at) {
      const i = aircraftAt(group, at);
      const aircraft = market.aircraft[i]!;
      if (index.seen[i] === search) return null;
      index.seen[i] = search;
      const ferry = ferryRangeKm(aircraft);
      if (aircraft.maxPassengers < query.maxPax || ferry < query.minRangeKm) return null;
      if (query.operatorCountry !== null && aircraft.aocCountry !== query.operatorCountry) return null;
      return ferry < group.km * ROUTING_FACTOR ? null : aircraft;
    },
  };
}
