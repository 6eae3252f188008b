import type { AirportIndex } from "../airports/airports";
import type { Money, PriceCalendar, PriceCalendarQuery } from "../contract/schemas";
import { addDays, daysBetween } from "../departure-window";
import { cheapestOneWayPrice, FROM_PRICE_HOUR } from "../engine/from-price";
import { fromLocalIso } from "../engine/local-time";
import type { Market } from "../engine/market";
import type { ExchangeRates } from "../engine/money";
import { CharterInputError } from "../input-error";
import { BEYOND_WINDOW, orderWindow, restrictionOf, routeAirports } from "./route";
import type { Snapshot } from "./snapshot.server";

/**
 * A day's cheapest price is kept this long per route, day and passenger count: the price strip and
 * the landing pages ask for the same days again and again, while a price moves only when the
 * schedule or the rates do (issue 14, item 6: "cached").
 */
const DAY_PRICE_TTL_MS = 15 * 60_000;
const DAY_PRICE_ENTRIES = 20_000;

/** Days' cheapest prices by route, passengers, day and rates date, with when each was computed. */
export type DayPrices = Map<string, { at: number; price: Money | null }>;

export interface CalendarDeps {
  airports: AirportIndex;
  now: () => Date;
  snapshot: () => Promise<Snapshot>;
  dayPrices: DayPrices;
}

/** The cheapest one-way price of one day, from the cache when it is fresh. */
function dayPrice(
  dayPrices: DayPrices,
  market: Market,
  rates: ExchangeRates,
  query: PriceCalendarQuery,
  date: string,
  at: number,
): Money | null {
  const key = `${query.departure_airport}:${query.arrival_airport}:${query.pax_there}:${date}:${rates.date}`;
  const hit = dayPrices.get(key);
  if (hit && at - hit.at < DAY_PRICE_TTL_MS) return hit.price;
  const price = cheapestOneWayPrice(
    market,
    rates,
    query.departure_airport,
    query.arrival_airport,
    date,
    query.pax_there,
  );
  if (dayPrices.size >= DAY_PRICE_ENTRIES) dayPrices.delete(dayPrices.keys().next().value!);
  dayPrices.set(key, { at, price });
  return price;
}

/** The cheapest one-way price of each day of a window (API.md GET /api/prices/calendar). */
export async function priceCalendar(deps: CalendarDeps, query: PriceCalendarQuery): Promise<PriceCalendar> {
  const createdAt = deps.now();
  const { from, to, fields } = routeAirports(deps.airports, query);
  // A window that starts past the order window has no day to price: the client asked for the
  // wrong dates (issue 26, item 10). One that runs past it prices its days inside and no others.
  if (from && orderWindow(fromLocalIso(`${query.date_from}T00:00`, from.tz), createdAt) === "beyond") {
    fields.date_from = BEYOND_WINDOW;
  }
  if (!from || !to || Object.keys(fields).length > 0) throw new CharterInputError(fields);
  const { market, rates, rules } = await deps.snapshot();
  const restriction = restrictionOf(rules, from, to);
  const days: PriceCalendar["days"] = [];
  // Counted in days, not compared as strings: past 9999-12-31 the next day is written "+010000-…",
  // which sorts before it, and the loop ran on into dates that do not parse.
  const count = daysBetween(query.date_from, query.date_to);
  for (let offset = 0; offset <= count; offset += 1) {
    const date = addDays(query.date_from, offset);
    // Only days a visitor may search (spec §9); other days have no price rather than an error.
    const searchable = orderWindow(fromLocalIso(`${date}T${FROM_PRICE_HOUR}`, from.tz), createdAt) === "open";
    days.push({
      date,
      price:
        searchable && !restriction
          ? dayPrice(deps.dayPrices, market, rates, query, date, createdAt.getTime())
          : null,
    });
  }
  return { rates_date: rates.date, restriction, days };
}
