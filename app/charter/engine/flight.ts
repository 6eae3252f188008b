import { greatCircleKm, type Point } from "./geo";

/**
 * Block time of one leg (issue 4: great-circle distance with a routing factor, the type's cruising
 * speed, and a taxi and climb allowance).
 *
 * - Routing factor 1.07: airways, SIDs and STARs make flown tracks longer than the great circle;
 *   EUROCONTROL's horizontal flight-efficiency indicator puts the en-route extension at about
 *   3 % and terminal areas add more, so 5-10 % over the great circle is usual for sectors of
 *   500-3,000 km.
 * - Allowance 24 minutes: about 10 minutes of taxi out and in, plus the time lost climbing and
 *   descending below cruise speed (roughly 12-15 minutes for a business jet).
 */
export const ROUTING_FACTOR = 1.07;
export const TAXI_AND_CLIMB_MINUTES = 24;

/** Kilograms of CO2 from burning one kilogram of jet fuel (ICAO Carbon Emissions Calculator: 3.16). */
export const CO2_PER_KG_FUEL = 3.16;

export interface LegEstimate {
  distanceKm: number;
  minutes: number;
  co2Kg: number;
}

export function estimateLeg(
  from: Point,
  to: Point,
  aircraft: { cruiseSpeedKmh: number; fuelBurnKgPerHour: number },
): LegEstimate {
  return estimateFromDistance(greatCircleKm(from, to), aircraft);
}

/** The same estimate from a great-circle distance already known (the engine caches them per query). */
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

/** Whether the flown distance of a leg (great circle × routing factor) is within a range. */
export function withinRange(distanceKm: number, rangeKm: number): boolean {
  return distanceKm * ROUTING_FACTOR <= rangeKm;
}
