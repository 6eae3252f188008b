import {
  airportIndex,
  type AirportRecord as Airport,
  FROM_PRICE_HOUR,
  type AircraftClass,
} from "~/charter/index.server";
import { type EmptyLegCard, type Restriction, earliestDeparture } from "~/charter";
import { localizePath, type Language } from "~/utils/language";
import { formatLocalDateTime } from "~/offers/format";
import { flightPath, searchPath } from "~/offers/address";
import { toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import { currencyOf, formatMoney, type Currency, defaultCurrency } from "~/offers/results";
import type { AppLoadContext } from "@remix-run/node";
import {
  calendarRoutePrices,
  createRoutePriceCache,
  engineRoutePrices,
  type RoutePriceCache,
  type RoutePrices,
} from "./from-prices.server";
import { formatKilometres } from "./format";
import { routePagePath } from "./paths";
import { routeFacts } from "./route-facts";
import {
  findRouteSlug,
  isRouteSlug,
  loadRoutePageDocument,
  loadRoutePageIndex,
  slugsOf,
  type RoutePageDocument,
  type RouteSlugs,
} from "~/content/route-page-content";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/**
 * A route page's loader capability (issue 17, item 3): the CMS document found by its slug in the
 * page's language, the two airports from the airport list, the engine's facts and live prices for
 * the route, and its empty legs. The route module (app/routes/route-page.tsx) only renders.
 */

/** How many of the route's empty legs the page lists, soonest first; the listing has the rest. */
export const ROUTE_EMPTY_LEGS_LIMIT = 4;

/** One aircraft class's line: its typical flight time and its live from-price, when each is known. */
export interface RouteClassLine {
  aircraftClass: AircraftClass | null;
  minutes: number | null;
  /** "от 9 800 €" without the "от": the figure in the visitor's currency; null when none flies it. */
  priceText: string | null;
  /** The search on the day of that price, so the figure a visitor taps is the one found. */
  searchHref: string | null;
}

export interface RouteEmptyLeg {
  id: string;
  departureLocal: string;
  departureText: string;
  aircraftType: string;
  seats: number;
  priceText: string;
  href: string;
}

export interface RoutePageView {
  language: Language;
  slugs: RouteSlugs;
  page: RoutePageDocument;
  from: AirportSummary;
  to: AirportSummary;
  distanceKm: number;
  /** The same, formatted for the page's language: "3 640", "3,640". */
  distanceText: string;
  currency: Currency;
  /** The route's lines per class; empty for a closed route. */
  classes: RouteClassLine[];
  /** The route is closed (API.md `restriction`): the page shows spec §8's message, no prices. */
  restriction: Restriction | null;
  /** False when the prices could not be read: the lines show times only and the page says so. */
  pricesKnown: boolean;
  ratesDate: string | null;
  emptyLegs: RouteEmptyLeg[];
  /** The empty-leg listing filtered to this route. */
  emptyLegsHref: string;
  /** The earliest departure (spec §9): the search form and the search link start there. */
  earliest: string;
  searchHref: string;
}

export type RoutePageOutcome =
  { kind: "not-found" } | { kind: "redirect"; location: string } | { kind: "page"; view: RoutePageView };

type RouteServices = Pick<Services, "content" | "charterClient" | "logger" | "env" | "db" | "contentPurges">;

const priceCaches = new WeakMap<RouteServices["contentPurges"], RoutePriceCache>();

/**
 * The price cache of this process: one per set of services, emptied on every purge this instance
 * sees, whatever its origin (a CMS webhook, or a console write to the supply, issue 18, which the
 * engine's own caches follow too: app/services.server.ts), so a changed schedule shows at once
 * rather than within the hour.
 */
export function routePriceCache(services: RouteServices): RoutePriceCache {
  let cache = priceCaches.get(services.contentPurges);
  if (!cache) {
    const source = services.env.CHARTER_API_URL
      ? calendarRoutePrices(services.charterClient)
      : engineRoutePrices(services.db.db, services.logger);
    const created = createRoutePriceCache(source);
    services.contentPurges.subscribe(() => created.clear());
    priceCaches.set(services.contentPurges, created);
    cache = created;
  }
  return cache;
}

export async function loadRoutePage(
  services: RouteServices,
  request: { slug: string; language: Language; search: URLSearchParams; now?: Date },
  priceCache: RoutePriceCache = routePriceCache(services),
): Promise<RoutePageOutcome> {
  const { slug, language, search } = request;
  const now = request.now ?? new Date();
  if (!isRouteSlug(slug)) return { kind: "not-found" };
  const found = findRouteSlug(await loadRoutePageIndex(services.content), slug, language);
  if (!found) return { kind: "not-found" };
  const slugs = slugsOf(found.entry);
  if (found.wrongLanguage) {
    // The language switch keeps the path and swaps its prefix; the page's own slug in the new
    // language is the address, and a permanent redirect tells search engines so too.
    const query = search.toString();
    const location = routePagePath(slugs[language]!, language);
    return { kind: "redirect", location: query ? `${location}?${query}` : location };
  }
  const page = await loadRoutePageDocument(services.content, found.entry._id, language);
  const from = airportIndex.byIcao(found.entry.from);
  const to = airportIndex.byIcao(found.entry.to);
  if (!page || !from || !to || from.icao === to.icao) {
    services.logger.warn("route page without two known airports", {
      id: found.entry._id,
      from: found.entry.from,
      to: found.entry.to,
    });
    return { kind: "not-found" };
  }
  const currency = currencyOf(search, language);
  const earliest = earliestDeparture(now, from.tz);
  const [prices, emptyLegs] = await Promise.all([
    priceCache.get({ from, to }, now).catch((error: unknown) => {
      services.logger.warn("route page prices unavailable", {
        from: from.icao,
        to: to.icao,
        error: String(error),
      });
      return null;
    }),
    loadRouteEmptyLegs(services, from, to, language, currency),
  ]);
  const restriction = prices?.restriction ?? null;
  const { distanceKm } = routeFacts(from, to);
  return {
    kind: "page",
    view: {
      language,
      slugs,
      page,
      from: toAirportSummary(from),
      to: toAirportSummary(to),
      distanceKm,
      distanceText: formatKilometres(distanceKm, language),
      currency,
      classes: restriction ? [] : classLines(from, to, prices, currency, language),
      restriction,
      pricesKnown: prices !== null,
      ratesDate: prices?.ratesDate ?? null,
      // spec §8: a closed route is not sold, empty legs included.
      emptyLegs: restriction ? [] : emptyLegs,
      emptyLegsHref: `${localizePath("/el/", language)}?${new URLSearchParams({ from: from.icao, to: to.icao })}`,
      earliest,
      searchHref: searchPath({ from: from.icao, to: to.icao, date: earliest, pax: 1, back: null }, language),
    },
  };
}

/**
 * The lines of the class table: each class that flies the route non-stop, with its time and its
 * price; a priced class the facts do not list (a type added in the console) is kept with its price.
 * An external charter API's single figure is one line for any class.
 */
export function classLines(
  from: Airport,
  to: Airport,
  prices: RoutePrices | null,
  currency: Currency,
  language: Language,
): RouteClassLine[] {
  const facts = routeFacts(from, to);
  const priced = new Map((prices?.classes ?? []).map((line) => [line.aircraftClass, line]));
  const order = [
    ...facts.classes.map((line) => line.aircraftClass),
    ...[...priced.keys()].filter(
      (cls): cls is AircraftClass =>
        cls !== null && !facts.classes.some((line) => line.aircraftClass === cls),
    ),
  ];
  const lines: RouteClassLine[] = order.map((aircraftClass) => {
    const price = priced.get(aircraftClass);
    return {
      aircraftClass,
      minutes: facts.classes.find((line) => line.aircraftClass === aircraftClass)?.minutes ?? null,
      priceText: price ? formatMoney(price.price[currency], currency, language) : null,
      searchHref: price ? daySearch(from, to, price.date, language) : null,
    };
  });
  const anyClass = priced.get(null);
  if (anyClass) {
    lines.unshift({
      aircraftClass: null,
      minutes: null,
      priceText: formatMoney(anyClass.price[currency], currency, language),
      searchHref: daySearch(from, to, anyClass.date, language),
    });
  }
  return lines;
}

function daySearch(from: Airport, to: Airport, day: string, language: Language): string {
  return searchPath(
    { from: from.icao, to: to.icao, date: `${day}T${FROM_PRICE_HOUR}`, pax: 1, back: null },
    language,
  );
}

/**
 * The route's empty legs (API.md GET /api/cards/el with both airports), soonest first. A bonus on
 * the page, like the landing pages' list: a failing charter call hides it and is logged.
 */
async function loadRouteEmptyLegs(
  services: RouteServices,
  from: Airport,
  to: Airport,
  language: Language,
  currency: Currency,
): Promise<RouteEmptyLeg[]> {
  try {
    const { cards } = await services.charterClient.emptyLegs({
      departure_airport: from.icao,
      arrival_airport: to.icao,
    });
    return [...cards]
      .sort((a, b) => Date.parse(a.departure_date) - Date.parse(b.departure_date))
      .slice(0, ROUTE_EMPTY_LEGS_LIMIT)
      .map((card) => toEmptyLeg(card, language, currency));
  } catch (error) {
    services.logger.warn("route page empty legs unavailable", {
      from: from.icao,
      to: to.icao,
      error: error instanceof Error ? error.message : String(error),
    });
    return [];
  }
}

function toEmptyLeg(card: EmptyLegCard, language: Language, currency: Currency): RouteEmptyLeg {
  const total = card.routes.reduce((sum, route) => sum + route.price[currency], 0);
  const params = new URLSearchParams();
  if (currency !== defaultCurrency(language)) params.set("currency", currency);
  return {
    id: card.id,
    departureLocal: card.departure_date_local.slice(0, 16),
    departureText: formatLocalDateTime(card.departure_date_local, language),
    aircraftType: card.aircraft_type,
    seats: card.max_pax,
    priceText: formatMoney(total, currency, language),
    href: flightPath(card.id, language, params),
  };
}
