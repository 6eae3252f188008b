import { type Money, type Restriction, addDays, lastDepartureDay } from "~/charter";
import type { Language } from "~/utils/language";
import type { SearchQuery } from "./address";
import type { Currency } from "./results";

/**
 * The price strip of the results screen (issue 16, item 2): the cheapest one-way price of each day
 * around the chosen date, the chosen day highlighted, the cheapest day marked, each other day a link
 * that searches it. Pure and client-safe: the loader asks for `stripRange`'s days
 * (results.server.ts), the view (price-strip-view.tsx) renders `buildPriceStrip`'s answer.
 *
 * A phone shows STRIP_DAYS days, a wide screen STRIP_DAYS_WIDE: the page always carries the wide
 * range and a media query hides the outer days (search.css, "Price strip"), so the strip works
 * without JavaScript and does not shift when a window is resized.
 */
export const STRIP_DAYS = 7;
export const STRIP_DAYS_WIDE = 11;

/** What the loader hands the screen: GET /api/prices/calendar's answer for `stripRange` (API.md). */
export interface PriceStripData {
  /** API.md `rates_date`: the day of the rates the calendar's prices were converted at. */
  ratesDate: string | null;
  /** The calendar's departure hour, local at the departure airport (engine/from-price.ts). */
  hour: string;
  days: { date: string; price: Money | null }[];
}

export interface StripDay {
  /** `YYYY-MM-DD`, local at the departure airport. */
  date: string;
  /** The search a tap on the day runs: the chosen time on that day, never before the earliest departure. */
  departure: string;
  /** The cheapest one-way price in the visitor's currency; null when nothing flies that day. */
  price: number | null;
  chosen: boolean;
  /** Outside the phone's STRIP_DAYS: shown on a wide screen only. */
  wideOnly: boolean;
  /** The day marked cheapest among the days a phone shows, and among the days a wide screen shows. */
  cheapest: { narrow: boolean; wide: boolean };
}

export interface PriceStrip {
  ratesDate: string | null;
  hour: string;
  currency: Currency;
  days: StripDay[];
}

/** The run of `size` days around `chosen`, moved whole inside `[first, last]` where it would cross an end. */
function windowAround(chosen: string, size: number, first: string, last: string) {
  let from = addDays(chosen, -Math.floor(size / 2));
  if (from < first) from = first;
  if (addDays(from, size - 1) > last) from = addDays(last, -(size - 1));
  return { from, to: addDays(from, size - 1) };
}

/**
 * The search a strip may stand beside, or null. None for an empty-leg listing (the issue: "hidden
 * for empty-leg mode"; its legs have fixed days), for a route the rules close (spec §8: nothing
 * flies it on any day) and for a round trip: the calendar prices one way only (API.md), and a
 * one-way figure beside round-trip totals would read as a cheaper trip that is not on offer, while
 * moving the outbound day alone also moves how long the aircraft waits for the return.
 */
export function stripQuery(data: {
  mode: "search" | "emptyLeg";
  query: SearchQuery | null;
  restriction: Restriction | null;
}): SearchQuery | null {
  // The price calendar stays one-way (issue 29, item 1): a multi-leg search shows no strip.
  if (data.mode !== "search" || !data.query || data.restriction || data.query.back || data.query.legs)
    return null;
  return data.query;
}

/**
 * The days to price: STRIP_DAYS_WIDE around the chosen day, kept inside the order window (spec §9:
 * from the earliest departure's day to the last selectable one), so a day a visitor may not search
 * is never offered and the strip keeps its length near either end. Null when the chosen day itself
 * is outside the window (a saved set looked at after its date): there is no day to stand beside.
 */
export function stripRange(chosenDay: string, earliest: string): { from: string; to: string } | null {
  const first = earliest.slice(0, 10);
  const last = lastDepartureDay(earliest);
  if (chosenDay < first || chosenDay > last) return null;
  return windowAround(chosenDay, STRIP_DAYS_WIDE, first, last);
}

/**
 * The one day to mark among `days`: the lowest price, and on a tie the chosen day, else the tied day
 * nearest to it (the earlier of two as near). None when fewer than two days are priced or every
 * priced day costs the same: then no day is cheaper than another.
 */
function cheapestOf(days: readonly StripDay[], chosen: string): string | null {
  const priced = days.filter((day): day is StripDay & { price: number } => day.price !== null);
  if (priced.length < 2) return null;
  const low = Math.min(...priced.map((day) => day.price));
  if (priced.every((day) => day.price === low)) return null;
  const distance = (date: string) => Math.abs(Date.parse(date) - Date.parse(chosen));
  const tied = priced.filter((day) => day.price === low);
  tied.sort((a, b) => distance(a.date) - distance(b.date) || a.date.localeCompare(b.date));
  return tied[0]!.date;
}

/**
 * The strip the screen shows, or null when it shows none: no strip for this search (`stripQuery`),
 * no calendar (it failed, or the set was read before the strip existed), the chosen day outside the
 * order window, or no price on any day (nothing to compare; the list or the not-found block says it).
 */
export function buildPriceStrip(
  data: {
    mode: "search" | "emptyLeg";
    query: SearchQuery | null;
    restriction: Restriction | null;
    earliest: string;
    priceStrip: PriceStripData | null;
  },
  currency: Currency,
): PriceStrip | null {
  const query = stripQuery(data);
  const calendar = data.priceStrip;
  if (!query || !calendar) return null;
  const chosen = query.date.slice(0, 10);
  const range = stripRange(chosen, data.earliest);
  if (!range) return null;
  const prices = new Map(calendar.days.map((day) => [day.date, day.price]));
  const narrow = windowAround(chosen, STRIP_DAYS, range.from, range.to);
  const time = query.date.slice(11, 16);
  const days: StripDay[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const departure = `${date}T${time}`;
    days.push({
      date,
      departure: departure < data.earliest ? data.earliest : departure,
      price: prices.get(date)?.[currency] ?? null,
      chosen: date === chosen,
      wideOnly: date < narrow.from || date > narrow.to,
      cheapest: { narrow: false, wide: false },
    });
  }
  if (days.every((day) => day.price === null)) return null;
  const cheapestNarrow = cheapestOf(
    days.filter((day) => !day.wideOnly),
    chosen,
  );
  const cheapestWide = cheapestOf(days, chosen);
  for (const day of days) {
    day.cheapest = { narrow: day.date === cheapestNarrow, wide: day.date === cheapestWide };
  }
  return { ratesDate: calendar.ratesDate, hour: calendar.hour, currency, days };
}

const COMPACT_LOCALES: Record<Language, string> = { ru: "ru-RU", en: "en-US" };
/** spec §9's signs, as formatMoney writes them. */
const SIGNS: Record<Currency, string> = { rub: "₽", usd: "$", eur: "€" };
const compactFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A strip price in a cell about 48 pixels wide on a phone, three significant figures over its unit:
 * "4,16" over "млн ₽" in Russian, "4.16M" over "₽" in English (CLDR's compact forms, the signs of
 * spec §9). The exact figure goes to screen readers beside it (formatMoney), and the cheapest day
 * is judged on exact prices, not on these.
 */
export function compactPrice(
  amount: number,
  currency: Currency,
  language: Language,
): { figure: string; unit: string } {
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(COMPACT_LOCALES[language], {
      notation: "compact",
      maximumSignificantDigits: 3,
    });
    compactFormats.set(language, format);
  }
  // A scale letter written onto the number stays with it ("4.16M"); a scale word after a space goes
  // to the unit line with the sign ("млн ₽").
  let figure = "";
  const unit: string[] = [];
  const parts = format.formatToParts(amount);
  parts.forEach((part, index) => {
    if (part.type === "literal") return;
    if (part.type === "compact" && parts[index - 1]?.type === "literal") unit.push(part.value);
    else figure += part.value;
  });
  unit.push(SIGNS[currency]);
  return { figure, unit: unit.join("\u00a0") };
}
