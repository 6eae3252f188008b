import { addDays } from "../departure-window";
import type { Market } from "./market";
import type { ExchangeRates, Money } from "./money";
import { searchOffers, type Offer } from "./offers";
import { pricedLines } from "./pricing";

/**
 * The engine's "from" price of a route (issue 14, item 6): the cheapest one-way offer over a run
 * of days, one departure a day at 12:00 local, spec §9's earliest-departure hour. The landing
 * carousels show it (cached by the caller) instead of a figure typed into the CMS, so a page never
 * promises what the search does not give; the price strip of the results screen asks the same.
 */
export const FROM_PRICE_HOUR = "12:00";

export interface FromPriceWindow {
  /** The first day, `YYYY-MM-DD`, local at the departure airport. */
  firstDayLocal: string;
  days: number;
  pax: number;
}

/** The cheapest one-way offer from `from` to `to` on any of the days, or null when none flies it. */
export function cheapestOneWay(
  market: Market,
  from: string,
  to: string,
  window: FromPriceWindow,
): Offer | null {
  let best: Offer | null = null;
  for (let i = 0; i < window.days; i++) {
    const day = addDays(window.firstDayLocal, i);
    const [offer] = searchOffers(
      market,
      { from, to, departureLocal: `${day}T${FROM_PRICE_HOUR}`, pax: window.pax },
      1,
    );
    if (offer && (!best || offer.totalEur < best.totalEur)) best = offer;
  }
  return best;
}

/**
 * One day of the price calendar (API.md GET /api/prices/calendar, the results screen's price strip,
 * issue 16 item 2): the cheapest one-way offer departing `day` at FROM_PRICE_HOUR, priced as its
 * card would be at `rates`; null when nothing flies it. The charter service caches it per route,
 * day and party; scripts/bench-calendar.ts times it at marketplace scale.
 */
export function cheapestOneWayPrice(
  market: Market,
  rates: ExchangeRates,
  from: string,
  to: string,
  day: string,
  pax: number,
): Money | null {
  const cheapest = cheapestOneWay(market, from, to, { firstDayLocal: day, days: 1, pax });
  return cheapest
    ? pricedLines(
        cheapest.legs.flatMap((leg) => leg.price),
        rates,
      ).total
    : null;
}
