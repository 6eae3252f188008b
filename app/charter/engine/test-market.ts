import { AIRPORT_HOURS } from "./dispatch";
import type { Market, MarketAircraft, MarketAirport, ScheduledLeg } from "./market";

/**
 * A small market for the engine's tests: real airports (coordinates from the OurAirports-derived
 * dataset the product uses) and aircraft with published performance, so the figures asserted are
 * ones a person can check by hand.
 */
export const TEST_AIRPORTS: MarketAirport[] = [
  {
    icao: "UUWW",
    iata: "VKO",
    city: "Moscow",
    country: "RU",
    tz: "Europe/Moscow",
    lat: 55.5915,
    lon: 37.2615,
  },
  {
    icao: "UUEE",
    iata: "SVO",
    city: "Moscow",
    country: "RU",
    tz: "Europe/Moscow",
    lat: 55.972599,
    lon: 37.4146,
  },
  {
    icao: "URSS",
    iata: "AER",
    city: "Sochi",
    country: "RU",
    tz: "Europe/Moscow",
    lat: 43.4499,
    lon: 39.9566,
  },
  {
    icao: "ULLI",
    iata: "LED",
    city: "St. Petersburg",
    country: "RU",
    tz: "Europe/Moscow",
    lat: 59.8003,
    lon: 30.2625,
  },
  {
    icao: "LTFM",
    iata: "IST",
    city: "Istanbul",
    country: "TR",
    tz: "Europe/Istanbul",
    lat: 41.275278,
    lon: 28.751944,
  },
  { icao: "OMDB", iata: "DXB", city: "Dubai", country: "AE", tz: "Asia/Dubai", lat: 25.2528, lon: 55.3644 },
  // Vladivostok (Knevichi): eight hours from Moscow, for the crew-duty cases (issue 26, item 1).
  {
    icao: "UHWW",
    iata: "VVO",
    city: "Vladivostok",
    country: "RU",
    tz: "Asia/Vladivostok",
    lat: 43.399,
    lon: 132.14799,
  },
  // Two technical-stop airports (dispatch.ts, TECHNICAL_STOP_AIRPORTS), for the fuel-stop cases.
  {
    icao: "URMM",
    iata: "MRV",
    city: "Mineralnye Vody",
    country: "RU",
    tz: "Europe/Moscow",
    lat: 44.225101,
    lon: 43.081902,
  },
  { icao: "UBBB", iata: "GYD", city: "Baku", country: "AZ", tz: "Asia/Baku", lat: 40.4675, lon: 50.0467 },
  // The two southern airports open for part of the day only (dispatch.ts, AIRPORT_HOURS).
  {
    icao: "URKK",
    iata: "KRR",
    city: "Krasnodar",
    country: "RU",
    tz: "Europe/Moscow",
    lat: 45.0347,
    lon: 39.1705,
    hours: AIRPORT_HOURS.URKK,
  },
  {
    icao: "URKG",
    iata: "GDZ",
    city: "Gelendzhik",
    country: "RU",
    tz: "Europe/Moscow",
    lat: 44.58209,
    lon: 38.01248,
    hours: AIRPORT_HOURS.URKG,
  },
];

const characteristics = {
  flying_range: 0,
  cruising_speed: 0,
  cabin_height: 1.75,
  wing_span: 15.66,
  cabin_length: 6.5,
  fuselage_height: 5.36,
  interior_width: 1.83,
  fuselage_length: 15.6,
};

export function testAircraft(overrides: Partial<MarketAircraft> = {}): MarketAircraft {
  return {
    tailNumber: "RA-02801",
    typeName: "Hawker 800XP",
    aircraftClass: "Mid-size jet",
    operatorId: "house",
    aocCountry: "RU",
    maxPassengers: 8,
    yearOfCreation: 2003,
    homeBase: "UUWW",
    // Hawker 800XP: range about 4,800 km with NBAA reserves, long-range cruise about 750 km/h,
    // fuel flow about 800 kg/h (Hawker Beechcraft specification).
    rangeKm: 4800,
    cruiseSpeedKmh: 750,
    fuelBurnKgPerHour: 800,
    hourlyRateEur: 4000,
    overnightEurPerDay: 800,
    characteristics: { ...characteristics, flying_range: 4800, cruising_speed: 750 },
    schedule: [],
    ...overrides,
  };
}

export function leg(
  from: string,
  to: string,
  departsAt: string,
  arrivesAt: string,
  kind: ScheduledLeg["kind"] = "charter",
): ScheduledLeg {
  return { from, to, departsAt: new Date(departsAt), arrivesAt: new Date(arrivesAt), kind };
}

/**
 * A market over the test airports, every departure charged 1,000 EUR unless `fees` says otherwise.
 * `refused` lists flights the closed-airport and closed-airspace rules forbid, as "FROM-TO" pairs
 * of ICAO codes (one direction each), so a test can check that a plan avoids or drops them.
 */
export function testMarket(
  aircraft: MarketAircraft[],
  fees: Record<string, number> = {},
  refused: readonly string[] = [],
): Market {
  const airports = new Map(TEST_AIRPORTS.map((airport) => [airport.icao, airport]));
  const closed = new Set(refused);
  return {
    airport: (icao) => airports.get(icao),
    airportFeeEur: (icao) => fees[icao] ?? 1000,
    aircraft,
    legAllowed: (_aircraft, from, to) => !closed.has(`${from.icao}-${to.icao}`),
  };
}
