/**
 * The synthetic marketplace the engine benchmarks measure (scripts/bench-search.ts,
 * scripts/bench-calendar.ts): `aircraftCount` aircraft over the `airportCount` busiest airports of
 * the world list (those with Russian names first), each with a schedule from `start` up to
 * `untilDays` later. A fixed seed: every run measures the same market; the random source is handed
 * back so a benchmark draws its queries from the same sequence.
 */
import {
  airports as allAirports,
  type MarketAircraft,
  randomAircraftPlan,
  seededRandom,
  syntheticMarket,
  typeCharacteristics,
  OVERNIGHT_EUR_PER_DAY_BY_CLASS,
  marketAirport,
} from "../app/charter/index.server";

export const BENCH_START = Date.parse("2027-03-01T00:00:00Z");

export function benchMarket(options: { aircraftCount: number; airportCount: number; untilDays: number }) {
  const rng = seededRandom(42);
  const airports = [...allAirports]
    .sort((a, b) => Number(b.name_rus !== b.name) - Number(a.name_rus !== a.name))
    .slice(0, options.airportCount)
    .map(marketAirport);
  const fleet: MarketAircraft[] = [];
  for (let i = 0; i < options.aircraftCount; i += 1) {
    const { type, base, schedule } = randomAircraftPlan(rng, airports, {
      start: BENCH_START,
      firstWithinDays: 3,
      untilDays: options.untilDays,
      gapDays: { min: 1, spread: 4 },
    });
    fleet.push({
      tailNumber: `SYN-${i}`,
      typeName: type.name,
      aircraftClass: type.aircraftClass,
      operatorId: "synthetic",
      aocCountry: base.country,
      maxPassengers: type.maxPassengers,
      yearOfCreation: 2010,
      homeBase: base.icao,
      rangeKm: type.rangeKm,
      cruiseSpeedKmh: type.cruiseSpeedKmh,
      fuelBurnKgPerHour: type.fuelBurnKgPerHour,
      hourlyRateEur: type.hourlyRateEur,
      overnightEurPerDay: OVERNIGHT_EUR_PER_DAY_BY_CLASS[type.aircraftClass],
      characteristics: typeCharacteristics(type),
      schedule,
    });
  }
  return { rng, airports, fleet, market: syntheticMarket(airports, fleet) };
}
