import { type CharterClient, addDays, earliestDeparture } from "~/charter";
import type { AppLoadContext } from "@remix-run/node";
import { searchPath } from "~/offers/address";
import { loadLandingEmptyLegs, type LandingEmptyLeg } from "./empty-legs.server";
import { formatEur } from "~/offers/format";
import { formatMoney } from "~/offers/results";
import type { Money } from "~/charter";
import { loadLandingPage, type LandingPage } from "~/content/landing-page";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/** Every landing route departs from Moscow Vnukovo, the business-aviation hub (spec §2). */
export const LANDING_DEPARTURE_AIRPORT = "UUWW";

/** One card of a route carousel, ready to render (spec §2: label, from-price, link to the search). */
export interface LandingRouteCard {
  key: string;
  label: string;
  arrival: string;
  /** The from-price, formatted: "1 500 000 ₽". */
  priceText: string;
  /** "live": the engine's cheapest day over the next 30 (issue 14 item 6); "cms": the editors' figure. */
  priceSource: "live" | "cms";
  href: string;
}

/** Issue 14 item 6: the carousels' from-price is the cheapest one-way over this many days. */
export const FROM_PRICE_DAYS = 30;

/**
 * The from-price is shown rounded to this many roubles: a "from" figure, not a quote. Landing pages
 * are Russian, so their prices are in roubles (issue 28, item 10: the currency follows the language).
 */
const FROM_PRICE_STEP_RUB = 10_000;

/** A from-price in roubles, rounded to FROM_PRICE_STEP_RUB: "1 490 000 ₽". */
export function formatFromPrice(rub: number): string {
  return formatMoney(Math.round(rub / FROM_PRICE_STEP_RUB) * FROM_PRICE_STEP_RUB, "rub", "ru");
}

/**
 * The engine's live from-price of one carousel route, in every currency: the cheapest day's one-way
 * price for one passenger from Vnukovo over the next 30 days
 * (GET /api/prices/calendar; the engine caches it per route and day). Null, with a warning for
 * the team, when the charter API fails or has no price in those days (a closed route, no aircraft):
 * the page then shows the CMS figure rather than nothing.
 */
async function liveFromPrice(
  client: CharterClient,
  logger: Services["logger"],
  arrival: string,
  firstDay: string,
): Promise<Money | null> {
  const query = {
    departure_airport: LANDING_DEPARTURE_AIRPORT,
    arrival_airport: arrival,
    date_from: firstDay,
    date_to: addDays(firstDay, FROM_PRICE_DAYS - 1),
    pax_there: 1,
  };
  try {
    const calendar = await client.priceCalendar(query);
    const prices = calendar.days.flatMap((day) => (day.price ? [day.price] : []));
    if (prices.length === 0) {
      logger.warn("landing from-price: no live price, showing the CMS figure", {
        arrival,
        restriction: calendar.restriction?.code ?? null,
      });
      return null;
    }
    return prices.reduce((cheapest, price) => (price.rub < cheapest.rub ? price : cheapest));
  } catch (error) {
    logger.warn("landing from-price: price calendar unavailable, showing the CMS figure", {
      arrival,
      error: String(error),
    });
    return null;
  }
}

export interface LandingView {
  page: LandingPage;
  routes: { international: LandingRouteCard[]; domestic: LandingRouteCard[] };
  emptyLegs: LandingEmptyLeg[];
  /** The earliest departure (spec §9): the search form under the heading starts there. */
  earliest: string;
}

/**
 * Everything a landing page shows: the CMS document, its carousels linked into the search at the
 * earliest departure (spec §9), and the upcoming empty legs. Null when no page has this slug.
 */
export async function loadLanding(
  services: Pick<Services, "content" | "charterClient" | "logger">,
  slug: string,
  now: Date = new Date(),
): Promise<LandingView | null> {
  const page = await loadLandingPage(services.content, slug);
  if (!page) return null;
  const date = earliestDeparture(now);
  const items = [...page.routes.international, ...page.routes.domestic];
  // The empty legs and every carousel item's price are fetched at once, not one after another.
  const [emptyLegs, live] = await Promise.all([
    loadLandingEmptyLegs(services.charterClient, services.logger),
    Promise.all(
      items.map((item) =>
        liveFromPrice(services.charterClient, services.logger, item.arrival, date.slice(0, 10)),
      ),
    ),
  ]);
  // The editors' figure is in euros; it is shown in roubles at the rate the live prices were
  // converted at, and in euros only when no live price came back to take that rate from.
  const known = live.find((price): price is Money => price !== null && price.eur > 0);
  const rubPerEur = known ? known.rub / known.eur : null;
  const cards = items.map((item, index): LandingRouteCard => {
    const price = live[index] ?? null;
    return {
      key: item._key,
      label: item.label,
      arrival: item.arrival,
      priceText: price
        ? formatFromPrice(price.rub)
        : rubPerEur
          ? formatFromPrice(item.price_from * rubPerEur)
          : formatEur(item.price_from),
      priceSource: price === null ? "cms" : "live",
      // One passenger: the search starts from the minimum (spec §9) and the visitor adjusts it there.
      href: searchPath({ from: LANDING_DEPARTURE_AIRPORT, to: item.arrival, date, pax: 1, back: null }, "ru"),
    };
  });
  const international = cards.slice(0, page.routes.international.length);
  const domestic = cards.slice(page.routes.international.length);
  return { page, routes: { international, domestic }, emptyLegs, earliest: date };
}
