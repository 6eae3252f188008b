import { describe, expect, it } from "vitest";
import { airportIndex } from "../airports/airports";
import { OVERNIGHT_EUR_PER_DAY_BY_CLASS } from "../fleet";
import { marketAirport } from "../market.server";
import type { MarketAircraft, MarketAirport } from "./market";
import { tripOf, type Offer, type OfferQuery } from "./offers";
import { planFor, prepareTrip, searchTrip } from "./planner";
import { randomAircraftPlan, seededRandom, syntheticMarket } from "./synthetic-market";
import { testAircraft } from "./test-market";

/**
 * The pruned search (issue 14, item 9) must answer exactly what planning every aircraft would:
 * the fleet index and the lower bounds only decide what is not worth reading. Checked on a
 * seeded random marketplace over real airports, with busy schedules and a closed pair of airports.
 */
const ICAOS = [
  "UUWW",
  "UUEE",
  "UUDD",
  "ULLI",
  "URSS",
  "UWKD",
  "USTR",
  "UMMS",
  "UBBB",
  "UACC",
  "LTFM",
  "LTBA",
  "OMDB",
  "OMDW",
  "UTTT",
  "UAAA",
  "USSS",
  "UNNT",
  "UWWW",
  "URKK",
  "UGTB",
  "UDYZ",
  "OTHH",
  "LCLK",
  "LLBG",
  "HECA",
  "OEJN",
  "OIII",
  "UHWW",
  "UIII",
];
const airports: MarketAirport[] = ICAOS.map((icao) => marketAirport(airportIndex.byIcao(icao)!));

const rng = seededRandom(7);
const { random, pick } = rng;
const start = Date.parse("2027-03-01T00:00:00Z");

function randomFleet(count: number): MarketAircraft[] {
  return Array.from({ length: count }, (_, i) => {
    const { type, base, schedule } = randomAircraftPlan(rng, airports, {
      start,
      firstWithinDays: 2,
      untilDays: 20,
      gapDays: { min: 0.5, spread: 3 },
    });
    return testAircraft({
      tailNumber: `T-${i}`,
      typeName: type.name,
      aircraftClass: type.aircraftClass,
      aocCountry: random() < 0.7 ? base.country : "TR",
      maxPassengers: type.maxPassengers,
      homeBase: base.icao,
      rangeKm: type.rangeKm,
      cruiseSpeedKmh: type.cruiseSpeedKmh,
      fuelBurnKgPerHour: type.fuelBurnKgPerHour,
      hourlyRateEur: type.hourlyRateEur,
      overnightEurPerDay: OVERNIGHT_EUR_PER_DAY_BY_CLASS[type.aircraftClass],
      schedule,
    });
  });
}

const fleet = randomFleet(400);
// A closed pair, both ways, so that some plans must avoid or drop a flight.
const market = syntheticMarket(
  airports,
  fleet,
  (_aircraft, from, to) => !(from.icao + to.icao === "UUWWLTFM" || from.icao + to.icao === "LTFMUUWW"),
);

function everyAircraft(query: OfferQuery, limit: number): Offer[] {
  const trip = prepareTrip(market, tripOf(query))!;
  return fleet
    .map((aircraft) => planFor(market, aircraft, trip))
    .filter((offer): offer is Offer => offer !== null)
    .sort((a, b) => a.totalEur - b.totalEur || a.aircraft.tailNumber.localeCompare(b.aircraft.tailNumber))
    .slice(0, limit);
}

describe("the pruned search answers what planning every aircraft answers (issue 14, item 9)", () => {
  const queries: OfferQuery[] = Array.from({ length: 120 }, () => {
    const from = pick(airports);
    let to = pick(airports);
    while (to.icao === from.icao) to = pick(airports);
    const day = new Date(start + Math.floor(random() * 22) * 86_400_000).toISOString().slice(0, 10);
    const back = new Date(Date.parse(day) + Math.floor(random() * 20) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      from: from.icao,
      to: to.icao,
      departureLocal: `${day}T${String(8 + Math.floor(random() * 12)).padStart(2, "0")}:00`,
      pax: 1 + Math.floor(random() * 10),
      returnLocal: random() < 0.4 ? `${back}T18:00` : null,
    };
  });

  it.each([1, 10, 100])("with a limit of %i offers", (limit) => {
    let offered = 0;
    for (const query of queries) {
      const expected = everyAircraft(query, limit).map((o) => `${o.aircraft.tailNumber} ${o.totalEur}`);
      const found = searchTrip(market, tripOf(query), limit).map(
        (o) => `${o.aircraft.tailNumber} ${o.totalEur}`,
      );
      expect(found, JSON.stringify(query)).toEqual(expected);
      offered += found.length;
    }
    // The comparison means something only if searches find offers.
    expect(offered).toBeGreaterThan((queries.length * Math.min(limit, 5)) / 2);
  });
});
