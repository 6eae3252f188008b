import type { TFunction } from "i18next";
import type { CharterService } from "~/charter/index.server";
import { isCharterClientError, type CharterClient, type Airport, type EmptyLegCard } from "~/charter";
import { languageFromPath, localizePath, type Language } from "~/utils/language";
import { remixI18n } from "~/i18n/i18n.server";
import { toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import { parseFilters, type Currency } from "~/offers/results";
import type { Env } from "~/utils/env.server";
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
 * /api/cards/el): reads the filters from the query string, resolves typed airport text to one
 * airport, asks the charter API and hands the view the cards in date order with their airports.
 *
 * A refused filter is shown as a message by its field, with the form keeping what was typed; the
 * listing is then not shown at all, since showing every leg under a filter the visitor believes
 * applied would mislead them.
 */

type AirportLookup = Pick<CharterService, "airports">;

export type AirportResolution = { ok: true; airport: Airport | null } | { ok: false; problem: FilterProblem };

/**
 * Typed text → one airport: an exact ICAO or IATA code (the picker submits the ICAO), or the only
 * airport the text matches. Several matches ask the visitor to be precise rather than guessing
 * (two Moscow airports are a different trip); none is an unknown airport. Empty text is no filter.
 */
export function resolveAirport(lookup: AirportLookup, field: "from" | "to", text: string): AirportResolution {
  if (!text) return { ok: true, airport: null };
  const code = text.toUpperCase();
  const matches = lookup.airports(text, 2);
  const [best, second] = matches;
  if (!best) return { ok: false, problem: { field, code: "unknownAirport", text } };
  if (best.icao === code || best.iata === code || !second) return { ok: true, airport: best };
  return {
    ok: false,
    problem: { field, code: "ambiguousAirport", text, options: matches.map((airport) => airport.icao) },
  };
}

export interface ParsedEmptyLegFilters {
  values: FilterValues;
  currency: Currency;
  from: Airport | null;
  to: Airport | null;
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
): ParsedEmptyLegFilters {
  const values = readFilterValues(params);
  const from = resolveAirport(lookup, "from", values.from);
  const to = resolveAirport(lookup, "to", values.to);
  const problems: FilterProblem[] = [];
  if (!from.ok) problems.push(from.problem);
  if (!to.ok) problems.push(to.problem);
  const fromAirport = from.ok ? from.airport : null;
  const toAirport = to.ok ? to.airport : null;
  if (fromAirport && toAirport && fromAirport.icao === toAirport.icao) {
    problems.push({ field: "to", code: "sameAirports" });
  }
  const rest = parseDatesAndPax(values, dayWindow(now));
  problems.push(...rest.problems);
  return {
    values,
    currency: parseFilters(params).currency,
    from: fromAirport,
    to: toAirport,
    dateFrom: rest.dateFrom,
    dateTo: rest.dateTo,
    pax: rest.pax,
    problems,
  };
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
        .map((found) => `${language === "ru" ? found.name_rus || found.name : found.name} (${found.icao})`);
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
  /** The airports the route fields resolved to, for the picker's initial value. */
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
    };
  };
  now?: Date;
}): Promise<EmptyLegsRouteData> {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const t = await remixI18n.getFixedT(request);
  const { charter, charterClient } = context.services;
  const filters = parseEmptyLegFilters(url.searchParams, charter, now);
  let problems = filters.problems;
  let cards: EmptyLegCard[] | null = null;
  let total = 0;
  let ratesDate: string | null = null;
  const shown = readShown(url.searchParams);
  if (problems.length === 0) {
    try {
      const result = await charterClient.emptyLegs({
        departure_airport: filters.from?.icao,
        arrival_airport: filters.to?.icao,
        date_from: filters.dateFrom ?? undefined,
        date_to: filters.dateTo ?? undefined,
        pax_there: filters.pax,
      });
      total = result.cards.length;
      ratesDate = result.rates_date;
      cards = inDateOrder(result.cards).slice(0, shown);
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
    from: filters.from ? toAirportSummary(filters.from) : null,
    to: filters.to ? toAirportSummary(filters.to) : null,
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
  };
}
