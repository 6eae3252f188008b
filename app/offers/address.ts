import { readSearchAddress, searchAddressOf, searchAddressPath, type SearchAddress } from "~/charter";
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

/** A search as the address carries it (the contract's search address, `~/charter`). */
export type SearchQuery = SearchAddress;

export type SearchQueryProblem = "from" | "to" | "sameAirports" | "date" | "pax" | "back";

/**
 * Reads the address's parts with the contract's schema (`readSearchAddress`). Answers the query,
 * or the problems found (each a key the page words in the visitor's language); the departure
 * window itself is the charter engine's to judge.
 */
export function parseSearchQuery(
  params: { from?: string; to?: string; date?: string; pax?: string },
  back: string | null,
): { ok: true; query: SearchQuery } | { ok: false; problems: SearchQueryProblem[] } {
  const reading = readSearchAddress({ ...params, back });
  if (reading.ok) return { ok: true, query: reading.address };
  const problems: SearchQueryProblem[] = [];
  for (const problem of reading.problems) {
    // The page words a bad return and a return before the departure alike.
    const key = problem === "backBefore" ? "back" : problem;
    if (!problems.includes(key)) problems.push(key);
  }
  return { ok: false, problems };
}

function withSearch(path: string, search?: URLSearchParams | string): string {
  const text = typeof search === "string" ? search.replace(/^\?/, "") : (search?.toString() ?? "");
  return text ? `${path}?${text}` : path;
}

/** `search/{from}/{to}/{date}/{pax}/` in the page's language, `?back=` for a return, extra params kept. */
export function searchPath(query: SearchQuery, language: Language, extra?: URLSearchParams): string {
  const address = searchAddressPath(query);
  const path = localizePath(address.path, language);
  const params = new URLSearchParams(extra);
  params.delete("back");
  if (address.back) params.set("back", address.back);
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
export const queryOfResultSet = searchAddressOf;

/** spec §4: turning the return on copies the departure date; turning it off drops it. */
export function toggleReturn(query: SearchQuery): SearchQuery {
  return { ...query, back: query.back ? null : query.date };
}
