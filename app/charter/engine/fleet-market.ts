import { airportIndex } from "../airports/airports";
import {
  aircraftType,
  departureFeeEur,
  FLEET,
  hourlyRateEur,
  marketRateFactor,
  OPERATORS,
  OVERNIGHT_EUR_PER_DAY_BY_CLASS,
  type AircraftClass,
} from "../fleet";
import { createRuleBook, RULES } from "../restrictions";
import type { Market, MarketAircraft, MarketAirport } from "./market";
import { typeCharacteristics } from "./synthetic-market";

/**
 * The seeded fleet (fleet/fleet.ts) over the real airports and the closed-airport and airspace
 * rules in force, as a market snapshot built without a database: every aircraft idle at its base,
 * as it is past the seeded schedule. The price calibration (docs/pricing-calibration.md) and its
 * test run the engine over it. Rates and charges follow market.server.ts: the airframe's own rate,
 * else its type's, times the factor of its operator's market (fleet/market-rates.ts).
 */
export function seededFleetMarket(now = new Date()): Market {
  const rules = createRuleBook(RULES, now);
  const countryOf = new Map(OPERATORS.map((operator) => [operator.id, operator.country]));
  const aircraft: MarketAircraft[] = FLEET.map((a) => {
    const type = aircraftType(a.typeId);
    const aocCountry = countryOf.get(a.operatorId) ?? "RU";
    return {
      tailNumber: a.tailNumber,
      typeName: type.name,
      aircraftClass: type.aircraftClass,
      operatorId: a.operatorId,
      aocCountry,
      maxPassengers: a.maxPassengers,
      yearOfCreation: a.yearOfCreation,
      homeBase: a.homeBase,
      rangeKm: type.rangeKm,
      cruiseSpeedKmh: type.cruiseSpeedKmh,
      fuelBurnKgPerHour: type.fuelBurnKgPerHour,
      hourlyRateEur: Math.round(hourlyRateEur(a) * marketRateFactor(aocCountry)),
      overnightEurPerDay: OVERNIGHT_EUR_PER_DAY_BY_CLASS[type.aircraftClass],
      characteristics: typeCharacteristics(type),
      schedule: [],
    };
  });
  const airports = new Map<string, MarketAirport | undefined>();
  return {
    airport(icao) {
      if (!airports.has(icao)) {
        const found = airportIndex.byIcao(icao);
        airports.set(
          icao,
          found && {
            icao: found.icao,
            iata: found.iata,
            city: found.city,
            country: found.country,
            tz: found.tz,
            lat: found.lat,
            lon: found.lon,
          },
        );
      }
      return airports.get(icao);
    },
    airportFeeEur: (icao, aircraftClass) => departureFeeEur(icao, aircraftClass as AircraftClass),
    aircraft,
    legAllowed: (a, from, to) => rules.legAllowed(a, from, to),
  };
}
