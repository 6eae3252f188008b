import {
  airportIndex,
  type AirportRecord as Airport,
  cheapestOneWay,
  toLocalIso,
  type Market,
  pricedLines,
  AIRCRAFT_CLASSES,
  type AircraftClass,
  currentRates,
  loadMarket,
  loadRuleBook,
} from "~/charter/index.server";
import { type CharterClient, type Money, type Restriction, addDays, earliestDeparture } from "~/charter";
import type { AppDatabase } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";

/**
 * The live from-prices of a route page (issue 17, item 3): per aircraft class, the cheapest one-way
 * offer for one passenger over the next FROM_PRICE_DAYS days, each day at the engine's from-price
 * hour (engine/from-price.ts, the figure the landing carousels and the price strip show), priced in
 * every currency so the visitor's choice needs no new reading.
 *
 * Why the engine and not the charter client: the client's price calendar (API.md) gives one figure
 * per day for any aircraft, and a page that says "from 9,800 € on a light jet, from 21,000 € on a
 * large jet" needs the cheapest offer of each class. In process (the default) the same engine
 * functions run over the same database snapshot the search reads. With CHARTER_API_URL the
 * marketplace is the operator's, not this database's: the page then shows the calendar's one
 * figure for any class rather than prices of a marketplace nobody sells.
 */

/** issue 17 item 3, as issue 14 item 6 for the landing carousels: the next 30 days. */
export const FROM_PRICE_DAYS = 30;

/**
 * A route's prices are kept this long (issue 17: "cached ≤ 1 hour"). A price moves when the
 * schedule, the supply or the rates do; the first two purge the cache at once (below), the rates
 * change once a day. The route page's s-maxage stays under this (app/routes/route-page.tsx).
 */
export const FROM_PRICE_TTL_MS = 60 * 60_000;

/** Routes whose prices are kept at most: far more than the route pages an editor writes. */
const MAX_ROUTES = 500;

export interface ClassFromPrice {
  /** null: the cheapest offer of any class (the calendar of an external charter API). */
  aircraftClass: AircraftClass | null;
  price: Money;
  /** The day of that offer, `YYYY-MM-DD` local at the departure airport. */
  date: string;
}

export interface RoutePrices {
  /** API.md `restriction`: the route is closed and nothing is priced. */
  restriction: Restriction | null;
  /** API.md `rates_date`: the day of the rates the prices were converted at. */
  ratesDate: string | null;
  /** The classes with an offer in the window, in AIRCRAFT_CLASSES order; empty when none flies it. */
  classes: ClassFromPrice[];
}

export interface RouteQuery {
  from: Airport;
  to: Airport;
}

/** Where the prices come from: the engine over the database, or the charter client's calendar. */
export type RoutePriceSource = (route: RouteQuery, now: Date) => Promise<RoutePrices>;

/** The window of the from-price: from the earliest departure's day (spec §9), FROM_PRICE_DAYS long. */
export function fromPriceWindow(route: RouteQuery, now: Date) {
  const firstDayLocal = earliestDeparture(now, route.from.tz).slice(0, 10);
  return { firstDayLocal, lastDayLocal: addDays(firstDayLocal, FROM_PRICE_DAYS - 1) };
}

/** The market with one class's aircraft only, so the engine's own cheapest-offer search answers per class. */
function classMarket(market: Market, aircraftClass: AircraftClass): Market {
  return {
    airport: (icao) => market.airport(icao),
    airportFeeEur: (icao, cls) => market.airportFeeEur(icao, cls),
    legAllowed: (aircraft, from, to) => market.legAllowed(aircraft, from, to),
    aircraft: market.aircraft.filter((aircraft) => aircraft.aircraftClass === aircraftClass),
  };
}

/** In process: the rule book, the market and the rates read as the charter service reads them. */
export function engineRoutePrices(db: AppDatabase, logger: Logger): RoutePriceSource {
  return async (route, now) => {
    const rules = await loadRuleBook(db, now, logger);
    const found = rules.routeRestriction(route.from, route.to);
    if (found) {
      const restriction = { code: found.code, airports: found.airports, countries: found.countries };
      return { restriction, ratesDate: null, classes: [] };
    }
    const [market, rates] = await Promise.all([loadMarket(db, airportIndex, now, rules), currentRates(db)]);
    const window = fromPriceWindow(route, now);
    const classes: ClassFromPrice[] = [];
    for (const aircraftClass of AIRCRAFT_CLASSES) {
      const offer = cheapestOneWay(classMarket(market, aircraftClass), route.from.icao, route.to.icao, {
        firstDayLocal: window.firstDayLocal,
        days: FROM_PRICE_DAYS,
        pax: 1,
      });
      if (!offer) continue;
      const price = pricedLines(
        offer.legs.flatMap((leg) => leg.price),
        rates,
      ).total;
      const date = toLocalIso(offer.legs[0]!.departsAt, route.from.tz).slice(0, 10);
      classes.push({ aircraftClass, price, date });
    }
    return { restriction: null, ratesDate: rates.date, classes };
  };
}

/** Over an external charter API: its price calendar's cheapest day, for any class. */
export function calendarRoutePrices(client: CharterClient): RoutePriceSource {
  return async (route, now) => {
    const window = fromPriceWindow(route, now);
    const calendar = await client.priceCalendar({
      departure_airport: route.from.icao,
      arrival_airport: route.to.icao,
      date_from: window.firstDayLocal,
      date_to: window.lastDayLocal,
      pax_there: 1,
    });
    let best: ClassFromPrice | null = null;
    for (const day of calendar.days) {
      if (day.price && (!best || day.price.eur < best.price.eur)) {
        best = { aircraftClass: null, price: day.price, date: day.date };
      }
    }
    return { restriction: calendar.restriction, ratesDate: calendar.rates_date, classes: best ? [best] : [] };
  };
}

export interface RoutePriceCache {
  get(route: RouteQuery, now: Date): Promise<RoutePrices>;
  /** Empties the cache: a purge (a CMS change, a console write to the supply) calls it. */
  clear(): void;
}

/**
 * An in-memory TTL cache over a source, per route. A reading in progress is shared, so a burst of
 * visitors to a cold page prices the route once; a failed reading is not kept.
 */
export function createRoutePriceCache(
  source: RoutePriceSource,
  ttlMs: number = FROM_PRICE_TTL_MS,
): RoutePriceCache {
  const entries = new Map<string, { at: number; prices: Promise<RoutePrices> }>();
  return {
    get(route, now) {
      const key = `${route.from.icao}:${route.to.icao}`;
      const at = now.getTime();
      const hit = entries.get(key);
      if (hit && at - hit.at < ttlMs && at >= hit.at) return hit.prices;
      const prices = source(route, now);
      if (!hit && entries.size >= MAX_ROUTES) entries.delete(entries.keys().next().value!);
      entries.set(key, { at, prices });
      prices.catch(() => {
        if (entries.get(key)?.prices === prices) entries.delete(key);
      });
      return prices;
    },
    clear() {
      entries.clear();
    },
  };
}
