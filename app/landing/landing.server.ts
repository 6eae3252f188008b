import { type CharterClient, addDays, earliestDeparture } from "~/charter";
import type { AppLoadContext } from "@remix-run/node";
import { searchPath } from "~/offers/address";
import { loadLandingEmptyLegs, type LandingEmptyLeg } from "./empty-legs.server";
import { formatEur } from "~/offers/format";
import { loadLandingPage, type LandingPage, type LandingRouteItem } from "~/content/landing-page";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/** Every landing route departs from Moscow Vnukovo, the business-aviation hub (spec §2). */
export const LANDING_DEPARTURE_AIRPORT = "UUWW";

/** One card of a route carousel, ready to render (spec §2: label, from-price, link to the search). */
export interface LandingRouteCard {
  key: string;
  label: string;
  arrival: string;
  /** The from-price, formatted: "15 000 €". */
  priceText: string;
  /** "live": the engine's cheapest day over the next 30 (issue 14 item 6); "cms": the editors' figure. */
  priceSource: "live" | "cms";
  href: string;
}

/** Issue 14 item 6: the carousels' from-price is the cheapest one-way over this many days. */
export const FROM_PRICE_DAYS = 30;

/** The from-price is shown rounded to this many euros: a "from" figure, not a quote. */
const FROM_PRICE_STEP_EUR = 100;

/**
 * The engine's live from-price of one carousel route, in whole euros rounded to the nearest 100:
 * the cheapest day's one-way price for one passenger from Vnukovo over the next 30 days
 * (GET /api/prices/calendar; the engine caches it per route and day). Null, with a warning for
 * the team, when the charter API fails or has no price in those days (a closed route, no aircraft):
 * the page then shows the CMS figure rather than nothing.
 */
async function liveFromPrice(
  client: CharterClient,
  logger: Services["logger"],
  arrival: string,
  firstDay: string,
): Promise<number | null> {
  const query = {
    departure_airport: LANDING_DEPARTURE_AIRPORT,
    arrival_airport: arrival,
    date_from: firstDay,
    date_to: addDays(firstDay, FROM_PRICE_DAYS - 1),
    pax_there: 1,
  };
  try {
    const calendar = await client.priceCalendar(query);
    const prices = calendar.days.flatMap((day) => (day.price ? [day.price.eur] : []));
    if (prices.length === 0) {
      logger.warn("landing from-price: no live price, showing the CMS figure", {
        arrival,
        restriction: calendar.restriction?.code ?? null,
      });
      return null;
    }
    return Math.round(Math.min(...prices) / FROM_PRICE_STEP_EUR) * FROM_PRICE_STEP_EUR;
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
  const toCard = async (item: LandingRouteItem): Promise<LandingRouteCard> => {
    const live = await liveFromPrice(
      services.charterClient,
      services.logger,
      item.arrival,
      date.slice(0, 10),
    );
    return {
      key: item._key,
      label: item.label,
      arrival: item.arrival,
      priceText: formatEur(live ?? item.price_from),
      priceSource: live === null ? "cms" : "live",
      // One passenger: the search starts from the minimum (spec §9) and the visitor adjusts it there.
      href: searchPath({ from: LANDING_DEPARTURE_AIRPORT, to: item.arrival, date, pax: 1, back: null }, "ru"),
    };
  };
  // The empty legs and every carousel item's price are fetched at once, not one after another.
  const [emptyLegs, international, domestic] = await Promise.all([
    loadLandingEmptyLegs(services.charterClient, services.logger),
    Promise.all(page.routes.international.map(toCard)),
    Promise.all(page.routes.domestic.map(toCard)),
  ]);
  return { page, routes: { international, domestic }, emptyLegs, earliest: date };
}
