import { flownPathKm, type Place } from "./corridors";
import { greatCircleKm, type Point } from "./geo";

/**
 * Block time of one leg (issue 4; issue 14, item 3): the length of the path flown (the great
 * circle, or the corridor round closed airspace of corridors.ts) with a routing factor, the
 * type's cruising speed, and a taxi and climb allowance.
 *
 * - Routing factor 1.07: airways, SIDs and STARs make flown tracks longer than the great circle;
 *   EUROCONTROL's horizontal flight-efficiency indicator puts the en-route extension at about
 *   3 % and terminal areas add more, so 5-10 % over the great circle is usual for sectors of
 *   500-3,000 km. Fitted on 13 published airline block times over the corridors
 *   (scripts/calibrate-block-times.ts, docs/pricing-calibration.md, "Flight times") the factor comes out at
 *   1.04 ± 0.10: the timetables agree with 1.07 and cannot tell it from 1.04, so it stays.
 * - Allowance 24 minutes: about 10 minutes of taxi out and in, plus the time lost climbing and
 *   descending below cruise speed (roughly 12-15 minutes for a business jet). The same fit gives
 *   airliners 45-49 minutes: they add hub taxi times (a quarter of an hour and more each way at
 *   Sheremetyevo) and a schedule buffer that a business jet leaving a business-aviation terminal
 *   on a slot of its own does not have, so the airliners' figure is not carried over.
 */
export const ROUTING_FACTOR = 1.07;
export const TAXI_AND_CLIMB_MINUTES = 24;

/** Kilograms of CO2 from burning one kilogram of jet fuel (ICAO Carbon Emissions Calculator: 3.16). */
export const CO2_PER_KG_FUEL = 3.16;

export interface LegEstimate {
  /** Length of the path flown (great circle or corridor), before the routing factor. */
  distanceKm: number;
  minutes: number;
  co2Kg: number;
}

const isPlace = (point: Point | Place): point is Place => "icao" in point && "country" in point;

/**
 * The estimate between two points. Between airports (ICAO code and country known) the path is the
 * corridor actually flown round airspace closed to that flight; between bare points, the great circle.
 */
export function estimateLeg(
  from: Point | Place,
  to: Point | Place,
  aircraft: { cruiseSpeedKmh: number; fuelBurnKgPerHour: number },
): LegEstimate {
  const km = isPlace(from) && isPlace(to) ? flownPathKm(from, to) : greatCircleKm(from, to);
  return estimateFromDistance(km, aircraft);
}

/**
 * The same estimate from the length of the path flown already known (the engine caches
 * corridors.flownPathKm per pair of airports); `distanceKm` is that length, rounded.
 */
export function estimateFromDistance(
  distanceKm: number,
  aircraft: { cruiseSpeedKmh: number; fuelBurnKgPerHour: number },
): LegEstimate {
  const airborneMinutes = ((distanceKm * ROUTING_FACTOR) / aircraft.cruiseSpeedKmh) * 60;
  const minutes = Math.round(airborneMinutes + TAXI_AND_CLIMB_MINUTES);
  return { distanceKm: Math.round(distanceKm), minutes, co2Kg: co2Kg(minutes, aircraft.fuelBurnKgPerHour) };
}

/** CO2 of a block time: hours × the type's fuel burn × CO2_PER_KG_FUEL. */
export function co2Kg(minutes: number, fuelBurnKgPerHour: number): number {
  return Math.round((minutes / 60) * fuelBurnKgPerHour * CO2_PER_KG_FUEL);
}

/**
 * Whether a leg is within a range, given the length of its path flown (a LegEstimate's
 * `distanceKm`, or corridors.flownPathKm): that length × the routing factor. A detour round
 * closed airspace counts in full, so a type that reaches Kaliningrad from Moscow on the great
 * circle but not over the Baltic is out of range.
 */
export function withinRange(distanceKm: number, rangeKm: number): boolean {
  return distanceKm * ROUTING_FACTOR <= rangeKm;
}

/**
 * Payload and range (issue 26, item 4). A type's `rangeKm` is its range with every seat taken
 * (aircraft-types.ts); with seats empty it carries fuel in place of their weight, up to its ferry
 * range. Business jets' payload–range charts put the ferry range 10–20% above the range with a
 * full cabin; the engine takes 15% until the operator enters its type's own figure
 * (`MarketAircraft.ferryRangeKm`), and interpolates by the seats taken.
 */
export const FERRY_RANGE_FACTOR = 1.15;

export function ferryRangeKm(aircraft: { rangeKm: number; ferryRangeKm?: number }): number {
  return aircraft.ferryRangeKm ?? Math.round(aircraft.rangeKm * FERRY_RANGE_FACTOR);
}

/** The range with `pax` passengers: the full-cabin range at every seat, the ferry range at none. */
export function rangeWithPaxKm(
  aircraft: { rangeKm: number; ferryRangeKm?: number; maxPassengers: number },
  pax: number,
): number {
  const empty = Math.max(0, 1 - pax / Math.max(1, aircraft.maxPassengers));
  return aircraft.rangeKm + (ferryRangeKm(aircraft) - aircraft.rangeKm) * empty;
}
