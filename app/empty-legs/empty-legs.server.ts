import type { TFunction } from "i18next";
import { airportLabel, type CharterService, type WatchService } from "~/charter/index.server";
import {
  isCharterClientError,
  WATCH_MAX_PAX,
  type CharterClient,
  type Airport,
  type EmptyLegCard,
} from "~/charter";
import { languageFromPath, localizePath, type Language } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import { toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import { currencyOf, type Currency } from "~/offers/results";
import type { Env } from "~/utils/env.server";
import { airportFieldText, codeInFieldText } from "~/search-form/airport-label";
import type { WatchPrefill } from "~/forms/watch-form";
import { DEFAULT_WATCH_WINDOW } from "~/forms/watch-rules";
import {
  dayWindow,
  parseDatesAndPax,
  problemsByField,
  readFilterValues,
  readShown,
  type FilterField,
  type FilterProblem,
  type FilterValues,
} from "./filters";

/**
 * The empty-leg listing's loader capability (spec §2 "el/", "Empty-leg mode"; API.md GET
 * /api/cards/el): reads the filters from the query string, resolves typed airport text to an
 * airport or a city's airports, asks the charter API and hands the view the cards in date order with their airports.
 *
 * A refused filter is shown as a message by its field, with the form keeping what was typed; the
 * listing is then not shown at all, since showing every leg under a filter the visitor believes
 * applied would mislead them.
 */

type AirportLookup = Pick<CharterService, "airports">;

/**
 * Where a route field points: nowhere (no filter), one airport, or a city with all its airports
 * (issue 28, item 7: «Москва» means Vnukovo, Sheremetyevo, Domodedovo and Zhukovsky alike; a visitor
 * who wants one of them picks it from the suggestions).
 */
export type Place =
  { kind: "airport"; airport: Airport } | { kind: "city"; city: string; airports: Airport[] };

export type PlaceResolution = { ok: true; place: Place | null } | { ok: false; problem: FilterProblem };

/** The airport search's own normalisation (spec §5): case-insensitive, ё as е, single spaces. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase().replaceAll("ё", "е");
}

/** How many airports a text is checked against: more than any city has. */
const CANDIDATES = 50;
/** How many places an "ambiguous" message names. */
const AMBIGUOUS_OPTIONS = 4;

/**
 * Typed text → a place: an exact ICAO or IATA code, or the code in brackets the search form's picker
 * writes («Внуково, Москва (VKO)»), names that airport; text that starts the name of one city only
 * («Моск», «Moscow», «Стамбул») names the city and every airport in it; else the one airport whose
 * name it starts, or the only airport it matches. Text that fits several cities or airports asks the
 * visitor to pick one from the suggestions; none is an unknown airport. Empty text is no filter.
 */
export function resolvePlace(lookup: AirportLookup, field: "from" | "to", text: string): PlaceResolution {
  if (!text) return { ok: true, place: null };
  const code = codeInFieldText(text) ?? text.trim().toUpperCase();
  const [coded] = lookup.airports(code, 1);
  if (coded && (coded.icao === code || coded.iata === code)) {
    return { ok: true, place: { kind: "airport", airport: coded } };
  }
  const candidates = lookup.airports(text, CANDIDATES);
  if (candidates.length === 0) return { ok: false, problem: { field, code: "unknownAirport", text } };
  const query = normalize(text);
  const starts = (names: string[]) => names.some((name) => name && normalize(name).startsWith(query));
  const cityKey = (airport: Airport) => `${airport.country}|${normalize(airport.city)}`;
  const inCity = candidates.filter((airport) => starts([airport.city, airport.city_rus]));
  const cities = [...new Set(inCity.map(cityKey))];
  if (cities.length === 1) {
    return { ok: true, place: { kind: "city", city: inCity[0]!.city, airports: inCity } };
  }
  const byName = candidates.filter((airport) => starts([airport.name, airport.name_rus]));
  const only = byName.length === 1 ? byName[0] : candidates.length === 1 ? candidates[0] : undefined;
  if (cities.length === 0 && only) return { ok: true, place: { kind: "airport", airport: only } };
  const options = cities.length > 0 ? firstOfEachCity(inCity, cityKey) : candidates;
  return {
    ok: false,
    problem: {
      field,
      code: "ambiguousAirport",
      text,
      options: options.slice(0, AMBIGUOUS_OPTIONS).map((airport) => airport.icao),
    },
  };
}

function firstOfEachCity(airports: Airport[], key: (airport: Airport) => string): Airport[] {
  const seen = new Set<string>();
  return airports.filter((airport) => !seen.has(key(airport)) && seen.add(key(airport)));
}

/** The ICAO codes a place covers; null for no filter. */
export function placeCodes(place: Place | null): string[] | null {
  if (!place) return null;
  return place.kind === "airport" ? [place.airport.icao] : place.airports.map((airport) => airport.icao);
}

export interface ParsedEmptyLegFilters {
  values: FilterValues;
  currency: Currency;
  from: Place | null;
  to: Place | null;
  dateFrom: string | null;
  dateTo: string | null;
  pax: number;
  problems: FilterProblem[];
}

/** Every filter of the query string, checked; `problems` is empty when the listing may be asked for. */
export function parseEmptyLegFilters(
  params: URLSearchParams,
  lookup: AirportLookup,
  now: Date,
  language: Language,
): ParsedEmptyLegFilters {
  const values = readFilterValues(params);
  const from = resolvePlace(lookup, "from", values.from);
  const to = resolvePlace(lookup, "to", values.to);
  const problems: FilterProblem[] = [];
  if (!from.ok) problems.push(from.problem);
  if (!to.ok) problems.push(to.problem);
  const fromPlace = from.ok ? from.place : null;
  const toPlace = to.ok ? to.place : null;
  const fromCodes = placeCodes(fromPlace);
  const toCodes = placeCodes(toPlace);
  // Moscow to Moscow, or Vnukovo to Moscow, is no trip; Moscow to Saint Petersburg is.
  if (fromCodes && toCodes && fromCodes.every((code) => toCodes.includes(code))) {
    problems.push({ field: "to", code: "sameAirports" });
  }
  const rest = parseDatesAndPax(values, dayWindow(now));
  problems.push(...rest.problems);
  return {
    values,
    currency: currencyOf(params, language),
    from: fromPlace,
    to: toPlace,
    dateFrom: rest.dateFrom,
    dateTo: rest.dateTo,
    pax: rest.pax,
    problems,
  };
}

/** The one airport a side the API is asked for; a city is filtered after (loadEmptyLegsRoute). */
function apiAirport(codes: string[] | null): string | undefined {
  return codes?.length === 1 ? codes[0] : undefined;
}

/** API.md field names of GET /api/cards/el → the form's fields. */
const API_FIELDS: Record<string, FilterField> = {
  departure_airport: "from",
  arrival_airport: "to",
  date_from: "date_from",
  date_to: "date_to",
  pax_there: "pax",
};

/** The API's 400 `fields` as refusals of the form's fields; an unknown field is put on the route. */
export function rejectedFields(fields: Record<string, unknown>): FilterProblem[] {
  const names = Object.keys(fields);
  const mapped = [...new Set(names.map((name) => API_FIELDS[name] ?? "from"))];
  return (mapped.length > 0 ? mapped : (["from"] as FilterField[])).map((field) => ({
    field,
    code: "rejected",
  }));
}

/** Soonest departure first (spec §2: the listing reads as a timetable), by the absolute time. */
export function inDateOrder<T extends Pick<EmptyLegCard, "departure_date">>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => Date.parse(a.departure_date) - Date.parse(b.departure_date));
}

/** Every airport the cards name, for the offer cards' airport lines. */
export function cardAirports(
  cards: readonly EmptyLegCard[],
  airport: (icao: string) => Airport | undefined,
): Record<string, AirportSummary> {
  const codes = new Set<string>();
  for (const card of cards) {
    codes.add(card.departure_airport);
    codes.add(card.arrival_airport);
    for (const route of card.routes) {
      codes.add(route.departure_airport);
      codes.add(route.arrival_airport);
    }
  }
  const summaries: Record<string, AirportSummary> = {};
  for (const code of codes) {
    const found = airport(code);
    if (found) summaries[code] = toAirportSummary(found);
  }
  return summaries;
}

/** A refusal in the page's language. */
export function wordProblem(
  problem: FilterProblem,
  t: TFunction,
  language: Language,
  airport: (icao: string) => Airport | undefined,
): string {
  switch (problem.code) {
    case "unknownAirport":
      return t("emptyLegs.errors.unknownAirport", { text: problem.text });
    case "ambiguousAirport": {
      const names = problem.options
        .map(airport)
        .filter((airport): airport is Airport => airport !== undefined)
        .map((found) => airportFieldText(toAirportSummary(found), language));
      return t("emptyLegs.errors.ambiguousAirport", { text: problem.text, options: names.join(", ") });
    }
    case "sameAirports":
      return t("emptyLegs.errors.sameAirports");
    case "invalidDate":
      return t("emptyLegs.errors.invalidDate");
    case "outsideWindow":
      return t("emptyLegs.errors.outsideWindow", {
        first: formatDay(problem.first, language),
        last: formatDay(problem.last, language),
      });
    case "beforeFrom":
      return t("emptyLegs.errors.beforeFrom");
    case "invalidPax":
      return t("emptyLegs.errors.invalidPax");
    case "rejected":
      return t("emptyLegs.errors.rejected");
  }
}

const DAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  ru: new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", timeZone: "UTC" }),
};

/** "22 ноября" / "November 22" for a `YYYY-MM-DD` day. */
export function formatDay(day: string, language: Language): string {
  return DAY_FORMATS[language].format(new Date(`${day}T00:00:00Z`));
}

export interface EmptyLegsRouteData {
  language: Language;
  values: FilterValues;
  currency: Currency;
  /** The airport a route field resolved to, for the picker's initial value; null for a city or none. */
  from: AirportSummary | null;
  to: AirportSummary | null;
  window: { first: string; last: string };
  /** Worded refusals by field; when any is present `cards` is null (the listing was not asked for). */
  errors: Partial<Record<FilterField, string>>;
  /** The first `shown` legs in date order; `total` counts them all. */
  cards: EmptyLegCard[] | null;
  total: number;
  shown: number;
  /** API.md `rates_date` of the listing: the day of the rates its prices were converted at (issue 14, item 5). */
  ratesDate: string | null;
  airports: Record<string, AirportSummary>;
  /** Whether any filter narrows the listing (the empty message then offers a reset). */
  filtered: boolean;
  seo: { title: string; description: string; pathname: string; language: Language; siteUrl: string };
  breadcrumbs: { name: string; path: string }[];
  /** The watch block (issue 29, item 2): the filters' route and days, and whether Telegram is offered. */
  watch: { telegram: boolean; prefill: WatchPrefill };
}

/**
 * Issue 29, item 2 ("where to subscribe: from /el/"): the page's filters as a watch. A city
 * watches all its airports, no filter any airport; the filters' days, else the next 30 days.
 */
export function watchPrefill(
  filters: Pick<ParsedEmptyLegFilters, "from" | "to" | "dateFrom" | "dateTo" | "pax">,
  language: Language,
  anywhere: string,
): WatchPrefill {
  const end = (place: Place | null) => {
    if (!place) return { code: "anywhere", label: anywhere };
    if (place.kind === "airport") {
      // As the watch's messages name it (charter/watches/match.ts): «Сочи (Адлер, AER)», not the
      // search field's «Сочи (Адлер), Сочи (AER)».
      return { code: place.airport.icao, label: airportLabel(place.airport, language) };
    }
    const first = place.airports[0]!;
    return {
      code: `city:${first.country}:${first.city}`,
      label: language === "ru" ? first.city_rus || first.city : first.city,
    };
  };
  const from = end(filters.from);
  const to = end(filters.to);
  return {
    from: from.code,
    to: to.code,
    fromLabel: from.label,
    toLabel: to.label,
    window:
      filters.dateFrom && filters.dateTo
        ? { date_from: filters.dateFrom, date_to: filters.dateTo }
        : { days_ahead: DEFAULT_WATCH_WINDOW },
    pax: Math.min(Math.max(filters.pax, 1), WATCH_MAX_PAX),
  };
}

export async function loadEmptyLegsRoute({
  request,
  context,
  now = new Date(),
}: {
  request: Request;
  context: {
    services: {
      charter: Pick<CharterService, "airports" | "airport">;
      charterClient: CharterClient;
      env: Pick<Env, "SITE_URL">;
      watches?: Pick<WatchService, "telegram">;
    };
  };
  now?: Date;
}): Promise<EmptyLegsRouteData> {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const t = await remixI18n.getFixedT(request);
  const { charter, charterClient } = context.services;
  const filters = parseEmptyLegFilters(url.searchParams, charter, now, language);
  const fromCodes = placeCodes(filters.from);
  const toCodes = placeCodes(filters.to);
  let problems = filters.problems;
  let cards: EmptyLegCard[] | null = null;
  let total = 0;
  let ratesDate: string | null = null;
  const shown = readShown(url.searchParams);
  if (problems.length === 0) {
    try {
      const result = await charterClient.emptyLegs({
        departure_airport: apiAirport(fromCodes),
        arrival_airport: apiAirport(toCodes),
        date_from: filters.dateFrom ?? undefined,
        date_to: filters.dateTo ?? undefined,
        pax_there: filters.pax,
      });
      // A city's airports are asked for at once and kept here: the API takes one airport a side.
      const found = result.cards.filter(
        (card) =>
          (!fromCodes || fromCodes.includes(card.departure_airport)) &&
          (!toCodes || toCodes.includes(card.arrival_airport)),
      );
      total = found.length;
      ratesDate = result.rates_date;
      cards = inDateOrder(found).slice(0, shown);
    } catch (error) {
      if (!isCharterClientError(error) || error.status !== 400) throw error;
      problems = rejectedFields(error.fields);
    }
  }
  const errors: Partial<Record<FilterField, string>> = {};
  for (const [field, problem] of Object.entries(problemsByField(problems))) {
    errors[field as FilterField] = wordProblem(problem, t, language, (icao) => charter.airport(icao));
  }
  const { values } = filters;
  return {
    language,
    values,
    currency: filters.currency,
    from: filters.from?.kind === "airport" ? toAirportSummary(filters.from.airport) : null,
    to: filters.to?.kind === "airport" ? toAirportSummary(filters.to.airport) : null,
    window: dayWindow(now),
    errors,
    cards,
    total,
    shown,
    ratesDate,
    airports: cards ? cardAirports(cards, (icao) => charter.airport(icao)) : {},
    filtered: Object.values(values).some((value) => value !== "" && value !== "1"),
    seo: {
      title: t("emptyLegs.meta.title"),
      description: t("emptyLegs.meta.description"),
      pathname: localizePath("/el/", language),
      language,
      siteUrl: context.services.env.SITE_URL,
    },
    breadcrumbs: [
      { name: t("nav.main"), path: localizePath("/", language) },
      { name: t("emptyLegs.breadcrumb"), path: localizePath("/el/", language) },
    ],
    watch: {
      telegram: context.services.watches?.telegram ?? false,
      prefill: watchPrefill(filters, language, t("watches.anywhere")),
    },
  };
}
