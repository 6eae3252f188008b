// Operators, aircraft types and aircraft of the marketplace, and the charges around a flight: pure
// data the database seed and the price engine read (spec §3, §9).
export { AIRCRAFT_CLASSES, AIRCRAFT_TYPES, aircraftType } from "./aircraft-types";
export type { AircraftClass, AircraftType, AircraftTypeId } from "./aircraft-types";
export {
  FLEET,
  HOUSE_FLEET,
  HOUSE_OPERATOR_ID,
  OPERATORS,
  cardRenewalYear,
  hourlyRateEur,
  isSeededOperator,
} from "./fleet";
export type { Aircraft, Operator, OperatorId } from "./fleet";
export {
  AIRPORT_FEES,
  DEPARTURE_FEE_EUR_BY_CATEGORY,
  DEPARTURE_FEE_FACTOR_BY_CLASS,
  EMPTY_LEG_PRICE_FACTOR,
  OVERNIGHT_EUR_PER_DAY_BY_CLASS,
  departureFeeEur,
} from "./airport-fees";
export type { AirportCategory } from "./airport-fees";
export { MARKET_RATE_FACTOR_BY_AOC_COUNTRY, marketRateFactor } from "./market-rates";
