import { earliestDeparture, lastDepartureDay } from "~/charter";
import type { Language } from "~/utils/language";
import { localizePath } from "~/utils/language";
import { defaultCurrency, type Currency } from "~/offers/results";

/**
 * The empty-leg listing's filters (spec §2 "el/", API.md GET /api/cards/el): route, a departure-day
 * range and passengers, all in the query string so a filtered listing can be shared and reloaded
 * and the GET form works without JavaScript. Client-safe: the loader reads them here and the view
 * builds its links (currency switch, reset) here.
 */

export const FILTER_FIELDS = ["from", "to", "date_from", "date_to", "pax"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** What the visitor typed, kept as text so a refused filter comes back exactly as entered. */
export type FilterValues = Record<FilterField, string>;

/** Why a filter was refused; the page words each one in its language. */
export type FilterProblem =
  | { field: "from" | "to"; code: "unknownAirport"; text: string }
  | { field: "from" | "to"; code: "ambiguousAirport"; text: string; options: string[] }
  | { field: "to"; code: "sameAirports" }
  | { field: "date_from" | "date_to"; code: "invalidDate" }
  | { field: "date_from" | "date_to"; code: "outsideWindow"; first: string; last: string }
  | { field: "date_to"; code: "beforeFrom" }
  | { field: "pax"; code: "invalidPax" }
  /** The charter API refused a value the page had accepted (API.md, 400 with `fields`). */
  | { field: FilterField; code: "rejected" };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PAX = /^\d{1,4}$/;
/** Longest text read from an airport field; a real name or code is far shorter. */
const MAX_TEXT = 100;

/** Reads the typed values from the query string; a missing one is empty. */
export function readFilterValues(params: URLSearchParams): FilterValues {
  const read = (key: FilterField) => (params.get(key) ?? "").trim().slice(0, MAX_TEXT);
  return {
    from: read("from"),
    to: read("to"),
    date_from: read("date_from"),
    date_to: read("date_to"),
    pax: read("pax"),
  };
}

/** A real calendar day `YYYY-MM-DD`, or null. */
export function parseDay(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? value
    : null;
}

/**
 * The days the date fields offer: from tomorrow (Moscow) to the last day of the search window
 * (spec §9: orders reach 90 days deep), the same window the search form's calendar uses.
 */
export function dayWindow(now: Date): { first: string; last: string } {
  const earliest = earliestDeparture(now);
  return { first: earliest.slice(0, 10), last: lastDepartureDay(earliest) };
}

export interface ParsedDatesAndPax {
  dateFrom: string | null;
  dateTo: string | null;
  pax: number;
  problems: FilterProblem[];
}

/**
 * Checks the day range and the passenger count (the airports need the airport index: see
 * empty-legs.server.ts). An empty field is no filter; passengers default to 1 (API.md).
 */
export function parseDatesAndPax(
  values: FilterValues,
  window: { first: string; last: string },
): ParsedDatesAndPax {
  const problems: FilterProblem[] = [];
  const day = (field: "date_from" | "date_to"): string | null => {
    const text = values[field];
    if (!text) return null;
    const parsed = parseDay(text);
    if (!parsed) {
      problems.push({ field, code: "invalidDate" });
      return null;
    }
    if (parsed < window.first || parsed > window.last) {
      problems.push({ field, code: "outsideWindow", ...window });
      return null;
    }
    return parsed;
  };
  const dateFrom = day("date_from");
  const dateTo = day("date_to");
  if (dateFrom && dateTo && dateTo < dateFrom) problems.push({ field: "date_to", code: "beforeFrom" });
  let pax = 1;
  if (values.pax) {
    const count = PAX.test(values.pax) ? Number(values.pax) : Number.NaN;
    if (Number.isInteger(count) && count >= 1) pax = count;
    else problems.push({ field: "pax", code: "invalidPax" });
  }
  return { dateFrom, dateTo, pax, problems };
}

/** The first refusal of each field: one message per field is enough to act on. */
export function problemsByField(
  problems: readonly FilterProblem[],
): Partial<Record<FilterField, FilterProblem>> {
  const byField: Partial<Record<FilterField, FilterProblem>> = {};
  for (const problem of problems) byField[problem.field] ??= problem;
  return byField;
}

/**
 * How many cards the listing shows at first and adds per "show more": the seed alone offers over a
 * hundred legs, and a phone should not load every photo and card at once. `shown` in the query
 * string keeps the longer list on reload and works as a plain link without JavaScript. Ten cards
 * fill about five phone screens; each is also hydrated after the first paint, and 24 cost about
 * half a second of blocked main thread on a mid-range phone (issue 16, item 4).
 */
export const PAGE_SIZE = 10;
const MAX_SHOWN = 1000;

export function readShown(params: URLSearchParams): number {
  const text = params.get("shown") ?? "";
  const value = /^\d{1,4}$/.test(text) ? Number(text) : PAGE_SIZE;
  return Math.min(MAX_SHOWN, Math.max(PAGE_SIZE, value));
}

/** The listing with `count` more cards shown; scrolling stays where it is. */
export function showMoreHref(search: string, shown: number, language: Language): string {
  const params = new URLSearchParams(search);
  params.set("shown", String(shown + PAGE_SIZE));
  return emptyLegsPath(language, params);
}

/** `el/` in the page's language with the given query. */
export function emptyLegsPath(language: Language, params?: URLSearchParams): string {
  const path = localizePath("/el/", language);
  const text = params?.toString() ?? "";
  return text ? `${path}?${text}` : path;
}

/** The same listing in another currency; the route and dates stay as they are (spec §4, currency). */
export function currencyHref(search: string, currency: Currency, language: Language): string {
  const params = new URLSearchParams(search);
  if (currency === defaultCurrency(language)) params.delete("currency");
  else params.set("currency", currency);
  return emptyLegsPath(language, params);
}

/** The listing without its filters, in the chosen currency. */
export function resetHref(currency: Currency, language: Language): string {
  const params = new URLSearchParams();
  if (currency !== defaultCurrency(language)) params.set("currency", currency);
  return emptyLegsPath(language, params);
}
