import { LARGE_CABIN_CLASSES } from "./dispatch";
import { localMinuteOfDay } from "./local-time";

/**
 * Crew duty and rest (issue 26, item 1; docs/dispatch-rules.md). A crew's flight duty period (FDP)
 * runs from its report before the first takeoff to the last landing; its maximum depends on when it
 * starts and how many sectors it flies; after it the crew rests before its next duty.
 *
 * In Russia the scheme is the operator's, approved under the Ministry of Transport's Order No. 139
 * of 21 November 2005 (maximum flight shifts by reporting time and landings, Appendix 1 for two
 * pilots, Appendix 2 for three or more). The figures here are EASA's (ORO.FTL.205, .235 and CS
 * FTL.1.205), which business-jet operators' manuals follow closely and which can be checked line by
 * line; an operator whose scheme is stricter changes them (issue 27).
 *
 * Pure arithmetic over instants: the planner (planner.ts, rule 9) decides what to do when a flight
 * would break a limit: rest first where the time allows, an augmented crew where the type has a
 * rest seat, else no offer.
 */

const MINUTE = 60_000;

/** Report before the first takeoff of a duty (operators' manuals: 45–60 minutes for business jets). */
export const REPORT_MINUTES = 60;
/** Duty after the last landing (post-flight duties); it counts toward the rest that follows, not the FDP. */
export const POST_FLIGHT_MINUTES = 30;
/** ORO.FTL.235(a)/(b): rest at least as long as the preceding duty, and 12 h at home base, 10 h away. */
export const MIN_REST_HOME_MINUTES = 12 * 60;
export const MIN_REST_AWAY_MINUTES = 10 * 60;

/**
 * ORO.FTL.205(b)(1), table 2: the maximum daily FDP of an acclimatised two-pilot crew for one or
 * two sectors, by the local time its FDP starts; each sector beyond two takes 30 minutes off, down
 * to 9 hours. Rows: [from minute of the day, maximum minutes].
 */
const FDP_BY_START: readonly (readonly [number, number])[] = [
  [0, 660], // 00:00–04:59: 11:00
  [5 * 60, 720], // 05:00–05:14: 12:00
  [5 * 60 + 15, 735],
  [5 * 60 + 30, 750],
  [5 * 60 + 45, 765],
  [6 * 60, 780], // 06:00–13:29: 13:00
  [13 * 60 + 30, 765],
  [14 * 60, 750],
  [14 * 60 + 30, 735],
  [15 * 60, 720],
  [15 * 60 + 30, 705],
  [16 * 60, 690],
  [16 * 60 + 30, 675],
  [17 * 60, 660], // 17:00–23:59: 11:00
];
const SECTOR_REDUCTION_MINUTES = 30;
const FDP_FLOOR_MINUTES = 9 * 60;

/**
 * An augmented crew (a third pilot, who rests in flight) on types with a rest seat in the cabin:
 * CS FTL.1.205(c)(2), one additional pilot and a class 2 rest facility (a seat that reclines flat
 * or nearly, curtained off from the passengers): 15 hours, for at most 3 sectors. Smaller cabins
 * have no such seat, so their types cannot be augmented.
 */
export const AUGMENTED_FDP_MINUTES = 15 * 60;
export const AUGMENTED_MAX_SECTORS = 3;
export const AUGMENTABLE_CLASSES = LARGE_CABIN_CLASSES;
/**
 * The third pilot, per duty: a freelance business-jet captain's day rate with travel and hotel,
 * about 1,000–1,500 EUR a day in the rates freelance-pilot agencies publish; the engine's default
 * until the operator enters its own (issue 27).
 */
export const AUGMENTED_CREW_EUR_PER_DUTY = 1500;

/**
 * The maximum FDP in minutes for a duty that starts (reports) at `reportMs`, local time of
 * `timeZone` (the crew is taken as acclimatised there: its trips here cross at most a few time
 * zones and return within days), over `sectors` sectors; `augmented` for a three-pilot crew.
 */
export function maxFdpMinutes(
  reportMs: number,
  timeZone: string,
  sectors: number,
  augmented = false,
): number {
  if (augmented) return sectors <= AUGMENTED_MAX_SECTORS ? AUGMENTED_FDP_MINUTES : 0;
  const minute = localMinuteOfDay(reportMs, timeZone);
  let base = FDP_BY_START[0]![1];
  for (const [from, max] of FDP_BY_START) if (minute >= from) base = max;
  const reduced = base - Math.max(0, sectors - 2) * SECTOR_REDUCTION_MINUTES;
  return Math.max(FDP_FLOOR_MINUTES, reduced);
}

/** A crew's duty under way: when it reported and where (its clock), its sectors, its last landing. */
export interface Duty {
  reportMs: number;
  timeZone: string;
  sectors: number;
  /** The last landing (on blocks). */
  onBlocksMs: number;
  augmented: boolean;
}

/** The rest a crew needs after a duty before its next one, resting at home base or away. */
export function restAfterMs(duty: Duty, atHomeBase: boolean): number {
  const dutyMs = duty.onBlocksMs + POST_FLIGHT_MINUTES * MINUTE - duty.reportMs;
  const floor = (atHomeBase ? MIN_REST_HOME_MINUTES : MIN_REST_AWAY_MINUTES) * MINUTE;
  return Math.max(dutyMs, floor);
}

/** The earliest departure of the crew's next duty: after post-flight duties, its rest and its report. */
export function nextDutyDepartureMs(duty: Duty, atHomeBase: boolean): number {
  return duty.onBlocksMs + (POST_FLIGHT_MINUTES + REPORT_MINUTES) * MINUTE + restAfterMs(duty, atHomeBase);
}

/** A new duty for a flight departing at `departsMs` and landing at `arrivesMs`. */
export function startDuty(departsMs: number, arrivesMs: number, timeZone: string): Duty {
  return {
    reportMs: departsMs - REPORT_MINUTES * MINUTE,
    timeZone,
    sectors: 1,
    onBlocksMs: arrivesMs,
    augmented: false,
  };
}

/**
 * Whether a duty is within its limit, with `added` more sectors (one by default; two for a leg
 * with a technical stop) landing at `arrivesMs` when that is given.
 */
export function withinFdp(duty: Duty, augmented = duty.augmented, arrivesMs?: number, added = 1): boolean {
  const sectors = arrivesMs === undefined ? duty.sectors : duty.sectors + added;
  const end = arrivesMs ?? duty.onBlocksMs;
  return end - duty.reportMs <= maxFdpMinutes(duty.reportMs, duty.timeZone, sectors, augmented) * MINUTE;
}
