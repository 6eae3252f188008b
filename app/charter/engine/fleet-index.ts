import { ROUTING_FACTOR } from "./flight";
import { greatCircleKm } from "./geo";
import type { Market, MarketAircraft, MarketAirport } from "./market";

/**
 * Which aircraft are worth planning for a trip (issue 14, item 9: prune by range, capacity and
 * location before pricing). The planner's answer for an aircraft that cannot position to the
 * first departure is always "no", so the index leaves such aircraft out without reading them:
 *
 * - Aircraft are grouped by where they are on a given UTC day: where the day starts for them
 *   (their last leg's arrival, else their base) and every airport a leg departing that day takes
 *   them to. A group is one airport, its aircraft sorted by range, longest first.
 * - For a trip, a group farther from the first departure than the longest range among its
 *   aircraft is skipped whole; inside a group, the walk stops at the first aircraft whose range
 *   falls short. Distances here are great circles: the flown path is never shorter, so nothing
 *   the planner would accept is left out.
 * - Seats and the range of the passenger legs are checked on the aircraft that remain.
 *
 * A day's groups are built the first time a search asks for that day and kept with the market
 * snapshot (a WeakMap keyed by the snapshot, which the server replaces every 15 s). The work of a
 * search is then one distance per airport with aircraft on it plus the aircraft in reach, not the
 * whole fleet.
 */
const DAY_MS = 86_400_000;

interface Group {
  airport: MarketAirport;
  /** Indices into `market.aircraft`, longest range first. */
  aircraft: number[];
  /** The longest range in the group. */
  rangeKm: number;
  /** The lowest hourly rate per km/h of cruise among its aircraft: euros per km of positioning. */
  eurPerKm: number;
}

interface FleetIndex {
  days: Map<number, Group[]>;
  /** Indices into `market.aircraft`, longest range first: each day's groups come out sorted. */
  byRange: Uint32Array;
  /** Per aircraft, the search that last took it, so an aircraft found in two groups is planned once. */
  seen: Uint32Array;
  search: number;
}

const indexes = new WeakMap<Market, FleetIndex>();

function indexOf(market: Market): FleetIndex {
  let index = indexes.get(market);
  if (!index) {
    const byRange = Uint32Array.from(market.aircraft, (_, i) => i).sort(
      (a, b) => market.aircraft[b]!.rangeKm - market.aircraft[a]!.rangeKm,
    );
    index = { days: new Map(), byRange, seen: new Uint32Array(market.aircraft.length), search: 0 };
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
  for (const i of index.byRange) {
    const aircraft = market.aircraft[i]!;
    const { schedule } = aircraft;
    // The last leg departed by the start of the day (binary search: sorted by departure).
    let low = 0;
    let high = schedule.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (schedule[middle]!.departsAt.getTime() > dayStart) high = middle;
      else low = middle + 1;
    }
    add(low > 0 ? schedule[low - 1]!.to : aircraft.homeBase, i);
    for (let k = low; k < schedule.length && schedule[k]!.departsAt.getTime() <= dayEnd; k += 1) {
      add(schedule[k]!.to, i);
    }
  }
  const groups: Group[] = [];
  for (const [icao, list] of byAirport) {
    const airport = market.airport(icao);
    if (!airport) continue;
    let eurPerKm = Infinity;
    for (const i of list) {
      const aircraft = market.aircraft[i]!;
      eurPerKm = Math.min(eurPerKm, aircraft.hourlyRateEur / aircraft.cruiseSpeedKmh);
    }
    groups.push({ airport, aircraft: list, rangeKm: market.aircraft[list[0]!]!.rangeKm, eurPerKm });
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
}

/** The aircraft on one airport that day, with what reaching the departure from there costs at least. */
export interface ReachableGroup {
  /** No aircraft of the group can position to the departure for less (euros, great circle). */
  positioningFloorEur: number;
  /** Range needed to reach the departure from this airport. */
  reachKm: number;
  aircraft: readonly number[];
}

export interface FleetSearch {
  /** Airports with aircraft in reach of the departure, the cheapest to position from first. */
  groups: ReachableGroup[];
  /** The aircraft of a group fit for the trip, each once per search. */
  open(group: ReachableGroup): MarketAircraft[];
}

/** The groups in reach of a trip's first departure, for a best-first walk (planner.ts). */
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
  const reachable: ReachableGroup[] = [];
  for (const group of groups) {
    if (group.rangeKm < query.minRangeKm) continue;
    // Range needed to reach the departure from this airport (an airport of the same city needs none).
    const flownAtLeast =
      Math.max(0, greatCircleKm(group.airport, query.from) - query.slackKm) * ROUTING_FACTOR;
    if (flownAtLeast > group.rangeKm) continue;
    reachable.push({
      positioningFloorEur: flownAtLeast * group.eurPerKm,
      reachKm: flownAtLeast,
      aircraft: group.aircraft,
    });
  }
  reachable.sort((a, b) => a.positioningFloorEur - b.positioningFloorEur);
  return {
    groups: reachable,
    open(group) {
      const found: MarketAircraft[] = [];
      for (const i of group.aircraft) {
        const aircraft = market.aircraft[i]!;
        if (aircraft.rangeKm < group.reachKm || aircraft.rangeKm < query.minRangeKm) break;
        if (aircraft.maxPassengers < query.maxPax || index.seen[i] === search) continue;
        index.seen[i] = search;
        found.push(aircraft);
      }
      return found;
    },
  };
}
