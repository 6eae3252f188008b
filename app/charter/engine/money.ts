/**
 * Prices are computed in one base currency, euros (the currency business-aviation operators quote
 * in), and converted to rubles, dollars and euros with the rates in force when the result set is
 * computed (API.md, "Conventions": whole units, rounded half-up).
 */
export interface Money {
  rub: number;
  usd: number;
  eur: number;
}

export interface ExchangeRates {
  /** The date the rates are official for (YYYY-MM-DD). */
  date: string;
  /** Where they come from, e.g. "Bank of Russia". */
  source: string;
  rubPerEur: number;
  rubPerUsd: number;
}

/** Half-up rounding to whole units; -2.5 rounds to -3, as half-up means away from zero for money. */
export function roundHalfUp(value: number): number {
  const sign = value < 0 ? -1 : 1;
  // The epsilon absorbs binary noise such as 2.4999999999 for an exact 2.5.
  return sign * Math.floor(Math.abs(value) + 0.5 + 1e-9);
}

export function convertEur(amountEur: number, rates: ExchangeRates): Money {
  const rub = amountEur * rates.rubPerEur;
  return {
    rub: roundHalfUp(rub),
    usd: roundHalfUp(rub / rates.rubPerUsd),
    eur: roundHalfUp(amountEur),
  };
}

export function addMoney(a: Money, b: Money): Money {
  return { rub: a.rub + b.rub, usd: a.usd + b.usd, eur: a.eur + b.eur };
}

export const ZERO_MONEY: Money = { rub: 0, usd: 0, eur: 0 };
