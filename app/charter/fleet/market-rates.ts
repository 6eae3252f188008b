/**
 * What an operator's hourly rate is in its own market. The type rates of aircraft-types.ts are
 * European wet-lease levels; since 2022 charter aircraft under a Russian or Belarusian air operator
 * certificate are scarce (spec §9 copy: fewer than ten Russian companies and about thirty
 * charter-capable aircraft), and Russian brokers quote about twice the European rate for the same
 * type. The factor is calibrated against the landing pages' from-prices of spec §2; how near it
 * comes, destination by destination, is in docs/pricing-calibration.md.
 */
export const MARKET_RATE_FACTOR_BY_AOC_COUNTRY: Readonly<Record<string, number>> = {
  RU: 1.8,
  BY: 1.8,
};

export function marketRateFactor(aocCountry: string): number {
  return MARKET_RATE_FACTOR_BY_AOC_COUNTRY[aocCountry] ?? 1;
}
