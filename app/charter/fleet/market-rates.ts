import type { AircraftClass } from "./aircraft-types";

/**
 * Where the hourly rates come from and what they are calibrated against (issue 14, item 6;
 * docs/pricing-calibration.md, docs/fleet-sources.md "Hourly rates").
 *
 * The market figure: Private Jet Card Comparisons' Q4 2024 averages for fixed/capped-rate jet cards
 * with guaranteed availability ("Q4 '24 jet card prices drop 0.5% from Q3, up 2.8% for the year",
 * 2 January 2025), in USD per occupied hour.
 */
export const JET_CARD_Q4_2024_USD_PER_HOUR: Readonly<Partial<Record<AircraftClass, number>>> = {
  Turboprop: 6647,
  "Light jet": 8079,
  "Mid-size jet": 9526,
  "Super mid-size jet": 12333,
  "Large jet": 15209,
};

/**
 * USD per EUR: the Bank of Russia's cross rate of 28 December 2024 (106.1028 RUB/EUR over
 * 101.6797 RUB/USD), the rates the product's seed prices in (rates/cbr.ts), days before the
 * jet-card figures' date.
 */
export const USD_PER_EUR = {
  rate: 106.1028 / 101.6797,
  date: "2024-12-28",
  source: "Bank of Russia",
} as const;

/** The US federal excise tax on air transportation, included in the jet-card figures; not charged here. */
export const US_FEDERAL_EXCISE_TAX = 0.075;

/**
 * The share of a charter aircraft's flown hours that carry passengers. A jet-card hour is an
 * occupied hour that includes the repositioning around it (PJCC's method, as AIN reports it); the
 * engine bills every flown hour, occupied or positioning, so its rate is the jet-card hour spread
 * over the hours actually flown. XO puts the charter fleet's empty flying at 30-50 % (Business
 * Travel Executive, "Empty legs, empty promises"); a third empty is taken.
 */
export const OCCUPIED_SHARE = 0.65;

/** The jet-card hour as a rate per flown hour in EUR, without US tax: what a type's rate is held near. */
export function flownHourReferenceEur(aircraftClass: AircraftClass): number | undefined {
  const usd = JET_CARD_Q4_2024_USD_PER_HOUR[aircraftClass];
  return usd === undefined
    ? undefined
    : (usd / (1 + US_FEDERAL_EXCISE_TAX) / USD_PER_EUR.rate) * OCCUPIED_SHARE;
}

/** Every type's rate lies within this share of its class's reference (aircraft-types.test.ts). */
export const RATE_BAND: readonly [number, number] = [0.8, 1.25];

/**
 * What an operator's hourly rate is in its own market. Since 2022 charter aircraft under a Russian
 * or Belarusian air operator certificate are scarce (spec §9 copy: fewer than ten Russian companies
 * and about thirty charter-capable aircraft) and cannot be replaced or easily maintained under the
 * export bans, so their hours cost more than the same type's elsewhere. The factor is the one
 * calibrated parameter: how near it brings the landing pages' from-prices of spec §2, destination
 * by destination, is in docs/pricing-calibration.md.
 */
export const MARKET_RATE_FACTOR_BY_AOC_COUNTRY: Readonly<Record<string, number>> = {
  RU: 1.3,
  BY: 1.3,
};

export function marketRateFactor(aocCountry: string): number {
  return MARKET_RATE_FACTOR_BY_AOC_COUNTRY[aocCountry] ?? 1;
}

/** Spec §2, the landing table: Moscow (Vnukovo) to each destination, from this price in EUR. */
export const LANDING_FROM_PRICES: readonly { name: string; icao: string; fromPriceEur: number }[] = [
  { name: "Minsk", icao: "UMMS", fromPriceEur: 15_000 },
  { name: "Baku", icao: "UBBB", fromPriceEur: 55_000 },
  { name: "Nur-Sultan (Astana)", icao: "UACC", fromPriceEur: 50_000 },
  { name: "Istanbul", icao: "LTFM", fromPriceEur: 70_000 },
  { name: "Sochi", icao: "URSS", fromPriceEur: 55_000 },
  { name: "Saint Petersburg", icao: "ULLI", fromPriceEur: 14_000 },
  { name: "Kazan", icao: "UWKD", fromPriceEur: 17_000 },
  { name: "Tyumen", icao: "USTR", fromPriceEur: 40_000 },
];

/** Issue 14, item 6: the cheapest one-way from Vnukovo within ±25 % of each from-price. */
export const CALIBRATION_BAND = 0.25;
