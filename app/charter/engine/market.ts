/**
 * The marketplace as the offer engine sees it: airports, aircraft with their type's performance
 * and commercial parameters, and each aircraft's schedule. The engine is pure over this snapshot;
 * the database loads it (snapshot.server.ts), the benchmark synthesises it.
 */
import type { NoticeMinutes, OperatingHours } from "./dispatch";
import type { OperatorFacts } from "./operator-documents";
import type { PeakCalendar, PeakTerms } from "./peak-days";

export interface MarketAirport {
  icao: string;
  iata: string;
  city: string;
  country: string;
  tz: string;
  lat: number;
  lon: number;
  /** Hours for takeoffs and landings (dispatch.ts, AIRPORT_HOURS); absent, open 24 hours. */
  hours?: OperatingHours;
}

export interface Characteristics {
  flying_range: number;
  cruising_speed: number;
  cabin_height: number;
  wing_span: number;
  cabin_length: number;
  fuselage_height: number;
  interior_width: number;
  fuselage_length: number;
}

/**
 * How an empty leg that operations published by hand is sold (issue 18, supply): a fixed price
 * for the whole aircraft, in euros, or a fixed share taken off its flight hours in place of the
 * time-based discount (empty-legs.ts, emptyLegDiscount).
 */
export type EmptyLegSale = { priceEur: number } | { share: number };

export interface ScheduledLeg {
  from: string;
  to: string;
  departsAt: Date;
  arrivesAt: Date;
  /**
   * A booked charter; a positioning flight, derived from the bookings or entered by operations
   * (sold as an empty leg); or an availability block (issue 18): the aircraft is out of the market,
   * on the ground at `from` (= `to`) from `departsAt` to `arrivesAt`, busy or in maintenance. Like
   * a charter a block is a commitment the planner keeps clear of and positions to and from; it is
   * never sold.
   */
  kind: "charter" | "positioning" | "block";
  /** On a positioning flight operations published by hand: its own price (issue 18). */
  sale?: EmptyLegSale;
}

export interface MarketAircraft {
  tailNumber: string;
  typeName: string;
  aircraftClass: string;
  operatorId: string;
  /** Country of the operator's air operator certificate (ISO 3166-1 alpha-2). */
  aocCountry: string;
  maxPassengers: number;
  yearOfCreation: number;
  /** Year of the last cabin refurbishment; absent when none (issue 27, item 2). */
  yearOfRenewal?: number;
  /** The operator's certificate, insurance and audits its offers carry (issue 27, item 2). */
  operator?: OperatorFacts;
  /**
   * The last day (YYYY-MM-DD) the operator's certificate and insurance both cover: no flight of it
   * departing later is sold (operator-documents.ts, saleWindow). Absent: no limit.
   */
  sellsUntil?: string;
  homeBase: string;
  /** Range with every seat taken (aircraft-types.ts). */
  rangeKm: number;
  /** Range with no one aboard (flight.ts, ferryRangeKm); absent, the engine's estimate. */
  ferryRangeKm?: number;
  cruiseSpeedKmh: number;
  fuelBurnKgPerHour: number;
  hourlyRateEur: number;
  /** Crew accommodation and parking per day away from base. */
  overnightEurPerDay: number;
  /**
   * Flight minutes billed for each whole day the aircraft waits with the client without flying
   * (dispatch.ts, dailyMinimumMinutes); absent, its class's default.
   */
  dailyMinimumMinutes?: number;
  /** The operator's terms on peak days (peak-days.ts); absent, DEFAULT_PEAK_TERMS. */
  peak?: PeakTerms;
  /** The operator's notice before a first flight (dispatch.ts); absent, DEFAULT_NOTICE_MINUTES. */
  notice?: NoticeMinutes;
  characteristics: Characteristics;
  /** Sorted by departure. */
  schedule: readonly ScheduledLeg[];
}

export interface Market {
  airport(icao: string): MarketAirport | undefined;
  /** Charges per departure at an airport (landing, handling, navigation) for a class, in euros. */
  airportFeeEur(icao: string, aircraftClass: string): number;
  aircraft: readonly MarketAircraft[];
  /**
   * Whether this aircraft may fly a leg between two airports under the closed-airport and
   * closed-airspace rules (issue 14, item 2), positioning flights included.
   */
  legAllowed(aircraft: MarketAircraft, from: MarketAirport, to: MarketAirport): boolean;
  /** The peak days (peak-days.ts, issue 26 item 6); absent, none. */
  peakDays?: PeakCalendar;
}

/**
 * The commitment that holds the aircraft longest among the first `count` scheduled legs: the one
 * landing (or, for a block, ending) last. Legs are sorted by departure and usually follow each
 * other, so this is the last of them; but the console may enter a block over a booking (issue 31:
 * a maintenance block from the 5th to the 9th over a flight on the 6th), and then the block, not
 * the flight that departed last, says where the aircraft is and until when it is busy.
 */
export function lastCommitment(schedule: readonly ScheduledLeg[], count: number): ScheduledLeg | undefined {
  let latest: ScheduledLeg | undefined;
  for (let i = 0; i < count; i += 1) {
    const leg = schedule[i]!;
    if (!latest || leg.arrivesAt.getTime() >= latest.arrivesAt.getTime()) latest = leg;
  }
  return latest;
}

/** Index of the first scheduled leg departing after an instant (binary search: sorted by departure). */
export function firstIndexAfter(schedule: readonly ScheduledLeg[], instant: number): number {
  let low = 0;
  let high = schedule.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (schedule[middle]!.departsAt.getTime() > instant) high = middle;
    else low = middle + 1;
  }
  return low;
}
