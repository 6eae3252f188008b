import type { Card, Restriction } from "~/charter";
import type { Language } from "~/utils/language";
import { requestPath, searchPath, type SearchQuery } from "./address";
import type { AirportSummary } from "./airport-summary";
import type { PriceStripData } from "./price-strip";

/**
 * What the results screen renders (spec §2, "Search and flight screen"): one saved result set,
 * read by `loadResults` (results.server.ts) for the request route, and by the flight route for
 * the offers around an opened card. Client-safe: only types and a pure helper.
 */
export interface ResultsData {
  requestId: string;
  /** "emptyLeg": an empty-leg listing, shown without the date and route header or the filter panel (spec §2). */
  mode: "search" | "emptyLeg";
  language: Language;
  /** The search the result set answered; null for empty legs, whose query has other filters. */
  query: SearchQuery | null;
  /** Every airport of the query and of the cards, by ICAO code. */
  airports: Record<string, AirportSummary>;
  /** spec §9: the earliest departure a new search may ask for, on the departure airport's clock. */
  earliest: string;
  cards: Card[];
  /** API.md `rates_date`: the day of the exchange rates the prices were converted at (issue 14, item 5). */
  ratesDate: string | null;
  /** API.md `restriction`: why the route cannot be flown; the cards are then empty (spec §8). */
  restriction: Restriction | null;
  /** The price strip's days (issue 16, item 2); null where the screen shows no strip (price-strip.ts). */
  priceStrip: PriceStripData | null;
}

/**
 * What a route's `handle.header` tells the site header (spec §2 "Header and footer": a tagline on
 * the search page; on mobile the number of variants, linking to the search address).
 */
export interface HeaderInfo {
  tagline: boolean;
  variants: { count: number; href: string } | null;
}

export interface HeaderHandle {
  header?: (data: unknown) => HeaderInfo | null;
}

/** The header info of a results screen: the tagline, and the variant count linking to the search address. */
export function resultsHeaderInfo(data: ResultsData | null | undefined): HeaderInfo {
  if (!data || !("cards" in data)) return { tagline: true, variants: null };
  const href = data.query
    ? searchPath(data.query, data.language)
    : requestPath(data.requestId, data.language);
  return { tagline: true, variants: { count: data.cards.length, href } };
}

const LOCALES: Record<Language, string> = { ru: "ru-RU", en: "en-GB" };

/**
 * An airport-local `YYYY-MM-DDTHH:mm` as the page's language writes it ("24 ноября, 12:00",
 * "24 November, 12:00"). The wall-clock time is shown as is: it is already the airport's own.
 */
export function formatLocalMinute(
  local: string,
  language: Language,
  options: { time?: boolean; year?: boolean; weekday?: boolean } = {},
): string {
  const [day, time = "00:00"] = local.slice(0, 16).split("T") as [string, string?];
  const instant = new Date(`${day}T${time}:00Z`);
  if (Number.isNaN(instant.getTime())) return local;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: options.year ? "numeric" : undefined,
    weekday: options.weekday ? "short" : undefined,
    hour: options.time === false ? undefined : "2-digit",
    minute: options.time === false ? undefined : "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(instant);
}
