import type { AppLoadContext } from "@remix-run/node";
import { isCharterClientError, earliestDeparture } from "~/charter";
import { FROM_PRICE_HOUR } from "~/charter/index.server";
import type { SearchFormInitial } from "~/offers/search-form-types";
import type { Language } from "~/utils/language";
import { queryOfResultSet, type SearchQuery } from "./address";
import { toAirportSummary, type AirportSummary } from "./airport-summary";
import { stripQuery, stripRange, type PriceStripData } from "./price-strip";
import type { ResultsData } from "./results-data";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/*
 * A saved result set read for a page (spec §2, `search/{requestId}`): the results screen and the
 * flight page both open one (issue 31: shared below the pages that read it).
 */

/**
 * A saved set past its time (API.md "Saved result sets": 410 `gone`): the search it answered, so
 * the page can offer it anew, with its airports named; null query for an empty-leg listing's.
 */
export interface ExpiredResults {
  expired: true;
  language: Language;
  query: SearchQuery | null;
  /** The form's starting point: the same route and party, and the same date while still open. */
  initial: SearchFormInitial;
  earliest: string;
  /** The airports of a multi-leg search's legs, to name them (issue 29, item 1); empty otherwise. */
  airports: Record<string, AirportSummary>;
}

export function isExpiredResults(value: ResultsData | ExpiredResults | null): value is ExpiredResults {
  return value !== null && "expired" in value;
}

/**
 * Reads a saved result set for the results screen (spec §2, `search/{requestId}`): the cards, the
 * search it answered, and the airports the screen names (the query's and every leg's), so the page
 * renders complete on the server with no further call. Null when the id is unknown.
 */
export async function loadResults(
  services: Pick<Services, "charterClient" | "charter" | "logger">,
  requestId: string,
  language: Language,
  now: Date = new Date(),
): Promise<ResultsData | ExpiredResults | null> {
  let resultSet;
  try {
    resultSet = await services.charterClient.request(requestId);
  } catch (error) {
    // An operator's charter API may refuse a malformed id instead of answering "unknown".
    if (isCharterClientError(error) && (error.status === 400 || error.status === 404)) return null;
    if (isCharterClientError(error) && error.status === 410) {
      return expiredResults(services, error.expiredQuery, language, now);
    }
    throw error;
  }
  if (!resultSet) return null;
  // Empty-leg result sets echo the listing's filters (date_from, date_to) instead of a search.
  const query = "date_from" in resultSet.query ? null : queryOfResultSet(resultSet.query);
  const codes = new Set<string>();
  if (query) codes.add(query.from).add(query.to);
  // Every leg of a multi-leg search, named in its search block (issue 29, item 1).
  for (const leg of query?.legs ?? []) codes.add(leg.from).add(leg.to);
  // The sanctions message names a closed airport by its city (spec §8).
  for (const code of resultSet.restriction?.airports ?? []) codes.add(code);
  for (const card of resultSet.cards) {
    codes.add(card.departure_airport).add(card.arrival_airport);
    for (const route of card.routes) {
      codes.add(route.departure_airport).add(route.arrival_airport);
      // The flight view labels positioning and fee lines by airport (issue 14, item 8).
      for (const line of route.price_breakdown) {
        for (const code of [line.from, line.to, line.airport]) if (code) codes.add(code);
      }
    }
  }
  const airports: Record<string, AirportSummary> = {};
  for (const code of codes) {
    const airport = services.charter.airport(code);
    if (airport) airports[code] = toAirportSummary(airport);
  }
  const departureZone = query ? services.charter.airport(query.from)?.tz : undefined;
  const mode = query ? "search" : "emptyLeg";
  const earliest = earliestDeparture(now, departureZone);
  const restriction = resultSet.restriction;
  return {
    requestId: resultSet.id,
    mode,
    language,
    query,
    airports,
    earliest,
    cards: resultSet.cards,
    ratesDate: resultSet.rates_date,
    restriction,
    priceStrip: await loadPriceStrip(services, stripQuery({ mode, query, restriction }), earliest),
  };
}

/**
 * The price strip's days (issue 16, item 2), read in the loader so the page arrives whole, with
 * and without JavaScript. The charter client is the engine in this process unless CHARTER_API_URL
 * names another (never this server over HTTP), and the engine keeps each day's price for 15
 * minutes: docs/benchmarks.md, "Price strip calendar", measured the 11 days at 0.5 ms (p95 5.4 ms)
 * cold and 0.13 ms warm, so nothing is deferred. The strip is an addition to the results: a
 * calendar that fails leaves it out and the cards stand.
 */
async function loadPriceStrip(
  services: Pick<Services, "charterClient" | "logger">,
  query: SearchQuery | null,
  earliest: string,
): Promise<PriceStripData | null> {
  const range = query ? stripRange(query.date.slice(0, 10), earliest) : null;
  if (!query || !range) return null;
  try {
    const calendar = await services.charterClient.priceCalendar({
      departure_airport: query.from,
      arrival_airport: query.to,
      date_from: range.from,
      date_to: range.to,
      pax_there: query.pax,
    });
    if (calendar.restriction) return null;
    return { ratesDate: calendar.rates_date, hour: FROM_PRICE_HOUR, days: calendar.days };
  } catch (error) {
    services.logger.warn("price strip: price calendar unavailable", {
      from: query.from,
      to: query.to,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

function expiredResults(
  services: Pick<Services, "charter">,
  saved: Parameters<typeof queryOfResultSet>[0] | null,
  language: Language,
  now: Date,
): ExpiredResults {
  const query = saved ? queryOfResultSet(saved) : null;
  const earliest = earliestDeparture(now, query ? services.charter.airport(query.from)?.tz : undefined);
  const initial: SearchFormInitial = {};
  if (query) {
    const from = services.charter.airport(query.from);
    const to = services.charter.airport(query.to);
    // A date already past is not offered again: the visitor picks a new one.
    const open = query.date >= earliest;
    initial.query = { from: query.from, to: query.to, pax: query.pax, ...(open ? { date: query.date } : {}) };
    if (open && query.back) initial.query.back = query.back;
    if (from) initial.from = toAirportSummary(from);
    if (to) initial.to = toAirportSummary(to);
  }
  const airports: Record<string, AirportSummary> = {};
  for (const leg of query?.legs ?? []) {
    for (const code of [leg.from, leg.to]) {
      const airport = services.charter.airport(code);
      if (airport) airports[code] = toAirportSummary(airport);
    }
  }
  return { expired: true, language, query, initial, earliest, airports };
}

/** The tab title: "Москва → Стамбул, 24 ноября · 3 пассажира" / "Moscow → Istanbul, 24 November · 3 passengers". */
