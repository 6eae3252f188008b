import { toLocalIso } from "./local-time";
import { convertEur, type ExchangeRates, type Money } from "./money";
import { VAT_RULES } from "./taxes";

/**
 * The cost factors of spec §9 as price items: flight hours of the live legs, positioning to the
 * departure and back to base, airport charges per departure, and crew and parking days between an
 * outbound leg and its return. Each item is computed in euros and converted once.
 */
export type PriceItem =
  | "flight_hours"
  | "positioning"
  | "airport_fees"
  | "crew_overnight"
  | "crew_rest"
  | "augmented_crew"
  | "daily_minimum"
  | "empty_leg_discount"
  | "peak_day"
  | "technical_stop"
  | "vat";

export const PRICE_ITEM_LABELS: Record<PriceItem, { en: string; ru: string }> = {
  flight_hours: { en: "Flight hours", ru: "Лётные часы" },
  positioning: { en: "Positioning flights", ru: "Перегоны" },
  airport_fees: { en: "Airport and handling charges", ru: "Аэропортовые сборы и обслуживание" },
  crew_overnight: { en: "Crew overnight and parking", ru: "Проживание экипажа и стоянка" },
  crew_rest: { en: "Crew rest before the next flight", ru: "Отдых экипажа перед следующим полётом" },
  augmented_crew: { en: "Augmented crew (third pilot)", ru: "Усиленный экипаж (третий пилот)" },
  daily_minimum: { en: "Daily minimum while the aircraft waits", ru: "Минимальный налёт за дни ожидания" },
  empty_leg_discount: { en: "Empty-leg discount", ru: "Скидка на пустой перелёт" },
  peak_day: { en: "Peak-day surcharge", ru: "Надбавка за пиковый день" },
  technical_stop: {
    en: "Technical stop: charges and refuelling",
    ru: "Техническая посадка: сборы и заправка",
  },
  vat: { en: "VAT included in the price", ru: "НДС, включённый в цену" },
};

/** Operators bill at least one flight hour per live leg, a common charter contract term. */
export const MINIMUM_BILLED_MINUTES = 60;

/**
 * One line of a price, in euros, with the figures it was computed from. The engine keeps them as
 * numbers (it prices thousands of aircraft per search); `describe` writes them out only for the
 * lines that reach a card.
 */
export interface PriceLine {
  item: PriceItem;
  eur: number;
  /** Billed minutes at `rate` euros per hour. */
  minutes?: number;
  rate?: number;
  /** Where a positioning flight starts or ends. */
  from?: string;
  to?: string;
  /** The airport a fee line charges for (one line per departure airport), or where the crew stays. */
  airport?: string;
  /** Nights away from base at `rate` euros each. */
  nights?: number;
  /** Whole days the aircraft waits with the client, billed `minutes` at `rate` in all. */
  days?: number;
  /** An empty-leg discount, as a share of the flight hours. */
  share?: number;
  /** On a fee line: when the departure it charges for leaves (epoch ms), where the plan times it. */
  at?: number;
  /** On a peak-day line: the period the departure falls in (peak-days.ts). */
  period?: { id: string; ru: string; en: string };
  /** Part of the total already (the VAT it includes, taxes.ts), not added to it. */
  included?: boolean;
}

export function describe(line: PriceLine): string | undefined {
  if (line.item === "vat") {
    const rule = line.share ? VAT_RULES.domestic : VAT_RULES.international;
    return `${Math.round((line.share ?? 0) * 100)} %: ${rule.source}`;
  }
  if (line.days !== undefined)
    return `${line.days} d × ${line.minutes! / line.days} min × ${line.rate} EUR/h`;
  if (line.nights !== undefined) return `${line.nights} × ${line.rate} EUR`;
  if (line.share !== undefined) {
    const period = line.period ? ` (${line.period.en})` : "";
    return `${Math.round(line.share * 100)} %${period}`;
  }
  if (line.minutes !== undefined) {
    const route = line.from && line.to ? ` ${line.from}–${line.to}` : "";
    return `${line.minutes} min × ${line.rate} EUR/h${route}`;
  }
  if (line.airport !== undefined) return `departure from ${line.airport}`;
  return undefined;
}

/**
 * A line as API.md's `price_breakdown` carries it: the item's labels, the amount in three
 * currencies, an English `detail`, and the named fields a client labels the line with in its own
 * language (issue 14, item 8; issue 26, item 9): `from`/`to` on positioning, `airport` (and the
 * departure's `date_local`) on fees, `nights` on an overnight, `percent` on an empty-leg discount,
 * and the figures a line was computed from (`minutes`, `rate_eur`, `days`), so that a breakdown
 * reads the same in both languages.
 */
export interface PricedLine {
  item: PriceItem;
  label_en: string;
  label_ru: string;
  amount: Money;
  detail?: string;
  from?: string;
  to?: string;
  airport?: string;
  date_local?: string;
  nights?: number;
  percent?: number;
  minutes?: number;
  rate_eur?: number;
  days?: number;
  /** On a peak-day line: the period, its id and names. */
  period?: { id: string; name_ru: string; name_en: string };
  /** On a line the total already includes (VAT): not to be added to the others. */
  included?: true;
}

type NamedField =
  "from" | "to" | "airport" | "date_local" | "nights" | "percent" | "minutes" | "rate_eur" | "days";

/** Where an airport's local date comes from (its time zone), for the dates of fee lines. */
export type ZoneOf = (icao: string) => string;

function namedFields(line: PriceLine, zone: ZoneOf | undefined): Pick<PricedLine, NamedField> {
  return {
    ...(line.period
      ? { period: { id: line.period.id, name_ru: line.period.ru, name_en: line.period.en } }
      : {}),
    ...(line.from !== undefined ? { from: line.from } : {}),
    ...(line.to !== undefined ? { to: line.to } : {}),
    ...(line.airport !== undefined ? { airport: line.airport } : {}),
    ...(line.airport !== undefined && line.at !== undefined && zone
      ? { date_local: toLocalIso(new Date(line.at), zone(line.airport)).slice(0, 10) }
      : {}),
    ...(line.nights !== undefined ? { nights: line.nights } : {}),
    ...(line.share !== undefined ? { percent: Math.round(line.share * 100) } : {}),
    ...(line.minutes !== undefined ? { minutes: line.minutes } : {}),
    ...(line.rate !== undefined ? { rate_eur: line.rate } : {}),
    ...(line.days !== undefined ? { days: line.days } : {}),
  };
}

export function billedMinutes(minutes: number): number {
  return Math.max(MINIMUM_BILLED_MINUTES, minutes);
}

export function hoursCostEur(minutes: number, hourlyRateEur: number): number {
  return (minutes / 60) * hourlyRateEur;
}

/** Converts price lines, dropping empty ones; the total is the sum of the converted lines. */
export function pricedLines(
  lines: readonly PriceLine[],
  rates: ExchangeRates,
  zone?: ZoneOf,
): { lines: PricedLine[]; total: Money } {
  const priced = lines
    // A VAT line stays at 0%: the breakdown says so (issue 26, item 7).
    .filter((line) => line.included || Math.abs(line.eur) >= 0.5)
    .map((line) => ({
      item: line.item,
      label_en: PRICE_ITEM_LABELS[line.item].en,
      label_ru: PRICE_ITEM_LABELS[line.item].ru,
      amount: convertEur(line.eur, rates),
      ...(describe(line) ? { detail: describe(line) } : {}),
      ...namedFields(line, zone),
      ...(line.included ? { included: true as const } : {}),
    }));
  const total = priced
    .filter((line) => !line.included)
    .reduce(
      (sum, line) => ({
        rub: sum.rub + line.amount.rub,
        usd: sum.usd + line.amount.usd,
        eur: sum.eur + line.amount.eur,
      }),
      { rub: 0, usd: 0, eur: 0 },
    );
  return { lines: priced, total };
}
