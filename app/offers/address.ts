import type { Language } from "~/utils/language";
import { localizePath } from "~/utils/language";

/**
 * The addresses of the visitor's search path (spec §2, "Address behaviour"):
 * - `search/{from}/{to}/{date}/{pax}/` (ICAO codes, airport-local `YYYY-MM-DDTHH:mm`, passengers),
 *   with the return leg as `?back=YYYY-MM-DDTHH:mm`: the form's address, opened cold or shared;
 * - `search/{requestId}/`: the saved result set it settles on once results exist;
 * - `flight/{cardId}/`: one card of those results, opened.
 * Filters and sort ride along in the query string (results.ts), so every view can be shared.
 * Client-safe: the form, the loaders and the links all build addresses here.
 */

/** A search as the address carries it. The back leg's passengers always equal the there count (spec §4). */
export interface SearchQuery {
  from: string;
  to: string;
  /** Departure, airport-local `YYYY-MM-DDTHH:mm`. */
  date: string;
  pax: number;
  /** Return departure, airport-local `YYYY-MM-DDTHH:mm`; null for one way. */
  back: string | null;
}

const ICAO = /^[A-Z]{4}$/;
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A real calendar minute `YYYY-MM-DDTHH:mm` (seconds, if present, are dropped). */
export function normaliseLocalMinute(value: string): string | null {
  const trimmed = value.trim().slice(0, 16);
  const match = LOCAL_MINUTE.exec(trimmed);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  return trimmed;
}

export type SearchQueryProblem = "from" | "to" | "sameAirports" | "date" | "pax" | "back";

/**
 * Reads the address's parts. Answers the query, or the problems found (each a key the page words
 * in the visitor's language); the departure window itself is the charter engine's to judge.
 */
export function parseSearchQuery(
  params: { from?: string; to?: string; date?: string; pax?: string },
  back: string | null,
): { ok: true; query: SearchQuery } | { ok: false; problems: SearchQueryProblem[] } {
  const problems: SearchQueryProblem[] = [];
  const from = (params.from ?? "").toUpperCase();
  const to = (params.to ?? "").toUpperCase();
  if (!ICAO.test(from)) problems.push("from");
  if (!ICAO.test(to)) problems.push("to");
  if (ICAO.test(from) && from === to) problems.push("sameAirports");
  const date = normaliseLocalMinute(params.date ?? "");
  if (!date) problems.push("date");
  const paxText = params.pax ?? "";
  const pax = /^\d{1,4}$/.test(paxText) ? Number(paxText) : Number.NaN;
  if (!Number.isInteger(pax) || pax < 1) problems.push("pax");
  let backDate: string | null = null;
  if (back !== null && back !== "") {
    backDate = normaliseLocalMinute(back);
    if (!backDate || (date && backDate < date)) problems.push("back");
  }
  if (problems.length > 0 || !date) return { ok: false, problems };
  return { ok: true, query: { from, to, date, pax, back: backDate } };
}

function withSearch(path: string, search?: URLSearchParams | string): string {
  const text = typeof search === "string" ? search.replace(/^\?/, "") : (search?.toString() ?? "");
  return text ? `${path}?${text}` : path;
}

/** `search/{from}/{to}/{date}/{pax}/` in the page's language, `?back=` for a return, extra params kept. */
export function searchPath(query: SearchQuery, language: Language, extra?: URLSearchParams): string {
  const path = localizePath(`/search/${query.from}/${query.to}/${query.date}/${query.pax}/`, language);
  const params = new URLSearchParams(extra);
  params.delete("back");
  if (query.back) params.set("back", query.back);
  return withSearch(path, params);
}

/** `search/{requestId}/`, the saved result set, with the view's filters. */
export function requestPath(
  requestId: string,
  language: Language,
  search?: URLSearchParams | string,
): string {
  return withSearch(localizePath(`/search/${requestId}/`, language), search);
}

/** `flight/{cardId}/`, one opened card, with the view's filters. */
export function flightPath(cardId: string, language: Language, search?: URLSearchParams | string): string {
  return withSearch(localizePath(`/flight/${cardId}/`, language), search);
}

/** The search a saved result set answered (API.md `ResultSet.query`), as the address carries it. */
export function queryOfResultSet(query: {
  departure_airport: string;
  arrival_airport: string;
  departure_date_there: string;
  departure_date_back: string | null;
  pax_there: number;
}): SearchQuery {
  return {
    from: query.departure_airport,
    to: query.arrival_airport,
    date: query.departure_date_there.slice(0, 16),
    pax: query.pax_there,
    back: query.departure_date_back ? query.departure_date_back.slice(0, 16) : null,
  };
}

/** spec §4: turning the return on copies the departure date; turning it off drops it. */
export function toggleReturn(query: SearchQuery): SearchQuery {
  return { ...query, back: query.back ? null : query.date };
}
