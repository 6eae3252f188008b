import {
  LEG_PARAM,
  legParam,
  MAX_LEGS,
  readSearchAddress,
  searchAddressOf,
  searchAddressPath,
  TripSearchQuerySchema,
  type SearchAddress,
  type TripSearchQueryInput,
} from "~/charter";
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

/** One leg of a multi-leg search as the address carries it (issue 29, item 1). */
export interface SearchLeg {
  from: string;
  to: string;
  /** Departure, local to `from`, `YYYY-MM-DDTHH:mm`. */
  date: string;
  pax: number;
}

/**
 * A search as the address carries it (the contract's search address, `~/charter`). A multi-leg
 * search adds its `legs` (issue 29, item 1); its one-way fields then echo the first leg, as the
 * saved set's query does, and `back` is null.
 */
export type SearchQuery = SearchAddress & { legs?: readonly SearchLeg[] };

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

/**
 * `search/{from}/{to}/{date}/{pax}/` in the page's language, `?back=` for a return, extra params kept;
 * a multi-leg search's `search/multi/…/` (`multiSearchPath`).
 */
export function searchPath(query: SearchQuery, language: Language, extra?: URLSearchParams): string {
  if (query.legs) return multiSearchPath(query.legs, language, extra);
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

/**
 * The search a saved result set answered (API.md `ResultSet.query`), as the address carries it,
 * with the legs of a multi-leg search (issue 29, item 1).
 */
export function queryOfResultSet(
  query: Parameters<typeof searchAddressOf>[0] & {
    legs?: readonly {
      departure_airport: string;
      arrival_airport: string;
      departure_date_local: string;
      pax: number;
    }[];
  },
): SearchQuery {
  const address = searchAddressOf(query);
  if (!query.legs) return address;
  return {
    ...address,
    legs: query.legs.map((leg) => ({
      from: leg.departure_airport,
      to: leg.arrival_airport,
      date: leg.departure_date_local.slice(0, 16),
      pax: leg.pax,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The multi-leg address (issue 29, item 1; docs/decisions/045-multi-leg-trips.md):
// `search/multi/{FROM}-{TO}-{YYYY-MM-DDTHH:MM}-{PAX}/…/`, one segment per leg, 1 to MAX_LEGS.

/** What is wrong with one leg of a multi-leg address; `leg` counts from 1. */
export interface MultiSearchProblem {
  leg: number;
  key: "format" | "from" | "to" | "sameAirports" | "date" | "order" | "pax";
}

/** One leg's path segment: `UUWW-UWKD-2026-12-01T09:00-3`. */
export function legSegment(leg: SearchLeg): string {
  return `${leg.from}-${leg.to}-${leg.date.slice(0, 16)}-${leg.pax}`;
}

/** `search/multi/{leg}/{leg}/…/` in the page's language, extra params kept. */
export function multiSearchPath(
  legs: readonly SearchLeg[],
  language: Language,
  extra?: URLSearchParams | string,
): string {
  const path = `/search/multi/${legs.map((leg) => encodeURIComponent(legSegment(leg))).join("/")}/`;
  return withSearch(localizePath(path, language), extra);
}

/** A segment as the contract's leg parameter (`FROM,TO,DATE,PAX`); null when it is not four parts. */
function legParamOfSegment(segment: string): string | null {
  const match = /^([^-,]*)-([^-,]*)-(\d{4}-\d{2}-\d{2}T[^-,]*)-([^-,]*)$/.exec(segment.trim());
  return match ? `${match[1]},${match[2]},${match[3]},${match[4]}` : null;
}

const PROBLEM_OF_PART = {
  from: "from",
  to: "to",
  departure: "date",
  pax: "pax",
} as const satisfies Record<string, MultiSearchProblem["key"]>;

/**
 * Reads a multi-leg address's segments with the contract's schema (`TripSearchQuerySchema`): the
 * legs, or every problem found, each with its leg. The departure window is the engine's to judge.
 */
export function parseMultiSearch(
  segments: readonly string[],
): { ok: true; legs: SearchLeg[] } | { ok: false; problems: MultiSearchProblem[] } {
  const problems: MultiSearchProblem[] = [];
  const params = segments.slice(0, MAX_LEGS).map((segment, index) => {
    const param = legParamOfSegment(segment);
    if (param === null) problems.push({ leg: index + 1, key: "format" });
    return param;
  });
  const result = TripSearchQuerySchema.safeParse({ [LEG_PARAM]: params.map((param) => param ?? "") });
  if (result.success && problems.length === 0) {
    return {
      ok: true,
      legs: result.data.legs.map((leg) => ({
        from: leg.departure_airport,
        to: leg.arrival_airport,
        date: leg.departure_date.slice(0, 16),
        pax: leg.pax,
      })),
    };
  }
  for (const issue of result.error?.issues ?? []) {
    const match = /^leg\[(\d+)\](?:\.(\w+))?$/.exec(String(issue.path[0] ?? ""));
    if (!match) continue;
    const leg = Number(match[1]);
    if (params[leg - 1] === null) continue;
    const part = match[2] as keyof typeof PROBLEM_OF_PART | undefined;
    let key: MultiSearchProblem["key"] = part ? PROBLEM_OF_PART[part] : "format";
    if (part === "to" && issue.message.startsWith("must differ")) key = "sameAirports";
    if (part === "departure" && issue.message.startsWith("must not be before")) key = "order";
    if (!problems.some((problem) => problem.leg === leg && problem.key === key)) problems.push({ leg, key });
  }
  problems.sort((a, b) => a.leg - b.leg);
  return { ok: false, problems: problems.length > 0 ? problems : [{ leg: 1, key: "format" }] };
}

/** A multi-leg search as the contract's input (GET /api/cards `leg` parameters). */
export function tripInputOf(legs: readonly SearchLeg[]): TripSearchQueryInput {
  return {
    [LEG_PARAM]: legs.map((leg) =>
      legParam({
        departure_airport: leg.from,
        arrival_airport: leg.to,
        departure_date: leg.date,
        pax: leg.pax,
      }),
    ),
  };
}

/** spec §4: turning the return on copies the departure date; turning it off drops it. */
export function toggleReturn(query: SearchQuery): SearchQuery {
  return { ...query, back: query.back ? null : query.date };
}
