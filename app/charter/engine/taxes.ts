/**
 * VAT on a charter leg (issue 26, item 7). The engine's prices include it; every route's breakdown
 * carries a `vat` line saying at what rate and how much of the price it is, 0 where the rate is 0%.
 *
 * - International carriage (departure or arrival abroad): 0%, Tax Code of the Russian Federation,
 *   art. 164 para. 1 subpara. 4 (international carriage of passengers and baggage).
 * - Domestic: the general rate, 22% from 1 January 2026 (art. 164 para. 3 as amended in November
 *   2025). The 10% of art. 164 para. 2 subpara. 6 is for domestic carriage of passengers under a
 *   contract of carriage; the Ministry of Finance's letters on charter read the hire of a whole
 *   aircraft with its crew (a charter, "фрахтование", Air Code art. 104) as a service at the general
 *   rate, and business-aviation operators invoice it so.
 *
 * The engine's reading of the law, kept as data: an operator whose tax adviser reads it otherwise
 * changes the rule here.
 */
export interface VatRule {
  rate: number;
  source: string;
}

export const VAT_RULES: Readonly<{ domestic: VatRule; international: VatRule }> = {
  domestic: {
    rate: 0.22,
    source:
      "Tax Code of the Russian Federation, art. 164 para. 3 (22% from 1 January 2026); the Ministry of " +
      "Finance's letters on aircraft charter: a service at the general rate",
  },
  international: {
    rate: 0,
    source: "Tax Code of the Russian Federation, art. 164 para. 1 subpara. 4: international carriage, 0%",
  },
};

/**
 * The VAT a leg's price includes: a price line (pricing.ts, PriceLine) that is part of the total,
 * not added to it.
 */
export function vatLine(
  legEur: number,
  international: boolean,
): { item: "vat"; eur: number; share: number; included: true } {
  const { rate } = international ? VAT_RULES.international : VAT_RULES.domestic;
  return { item: "vat", eur: (legEur * rate) / (1 + rate), share: rate, included: true };
}
