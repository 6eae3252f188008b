import type { ExchangeRates } from "../engine/money";

/**
 * The Bank of Russia's official daily rates (https://www.cbr.ru/scripts/XML_daily.asp?date_req=
 * DD/MM/YYYY): XML in windows-1251 with one <Valute> per currency, values with a decimal comma,
 * quoted per <Nominal> units. The product needs rubles per euro and per dollar.
 */
export const CBR_DAILY_URL = "https://www.cbr.ru/scripts/XML_daily.asp";
export const CBR_SOURCE = "Bank of Russia";

export class CbrFormatError extends Error {
  override name = "CbrFormatError";
}

/** Rubles per one unit of each currency in the file, keyed by ISO code. */
export function parseCbrDaily(xml: string): { date: string; rubPerUnit: Record<string, number> } {
  const dateMatch = /<ValCurs[^>]*\bDate="(\d{2})\.(\d{2})\.(\d{4})"/.exec(xml);
  if (!dateMatch) throw new CbrFormatError("No ValCurs date in the Bank of Russia answer");
  const date = `${dateMatch[3]}-${dateMatch[2]}-${dateMatch[1]}`;
  const rubPerUnit: Record<string, number> = {};
  for (const [, body] of xml.matchAll(/<Valute\b[^>]*>([\s\S]*?)<\/Valute>/g)) {
    const code = /<CharCode>([A-Z]{3})<\/CharCode>/.exec(body!)?.[1];
    const nominal = Number(/<Nominal>(\d+)<\/Nominal>/.exec(body!)?.[1]);
    const value = Number(
      /<Value>([\d\s]+,\d+)<\/Value>/.exec(body!)?.[1]?.replace(/\s/g, "").replace(",", "."),
    );
    if (!code || !(nominal > 0) || !(value > 0))
      throw new CbrFormatError(`Malformed <Valute> entry: ${body}`);
    rubPerUnit[code] = value / nominal;
  }
  return { date, rubPerUnit };
}

export function toExchangeRates(parsed: ReturnType<typeof parseCbrDaily>): ExchangeRates {
  const { EUR, USD } = parsed.rubPerUnit;
  if (!EUR || !USD) throw new CbrFormatError("The Bank of Russia answer lacks EUR or USD");
  return { date: parsed.date, source: CBR_SOURCE, rubPerEur: EUR, rubPerUsd: USD };
}

/** Fetches the rates for a date (or the latest) and decodes windows-1251. */
export async function fetchCbrRates(
  options: { date?: Date; fetchImpl?: typeof fetch; url?: string } = {},
): Promise<ExchangeRates> {
  const url = new URL(options.url ?? CBR_DAILY_URL);
  if (options.date) {
    const d = options.date;
    const pad = (n: number) => String(n).padStart(2, "0");
    url.searchParams.set(
      "date_req",
      `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
    );
  }
  const response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new CbrFormatError(`Bank of Russia answered ${response.status}`);
  const xml = new TextDecoder("windows-1251").decode(await response.arrayBuffer());
  return toExchangeRates(parseCbrDaily(xml));
}

/**
 * The rates the product starts with until the first successful fetch: the Bank of Russia's
 * official rates set for 28 December 2024 (USD 101.6797, EUR 106.1028), the stored sample above.
 * Prices in rubles and dollars are only as current as these; operations refresh them with
 * `npm run rates:fetch` where the bank's site is reachable.
 */
export const SEED_RATES: ExchangeRates = {
  date: "2024-12-28",
  source: CBR_SOURCE,
  rubPerEur: 106.1028,
  rubPerUsd: 101.6797,
};
