import type { Services } from "~/services.server";
import { loadLandingEmptyLegs, type LandingEmptyLeg } from "./empty-legs.server";
import { formatEur } from "./format";
import { loadLandingPage, type LandingPage, type LandingRouteItem } from "./landing-page";
import { earliestDeparture } from "~/charter/departure-window";
import { searchPath } from "~/search/address";

/** Every landing route departs from Moscow Vnukovo, the business-aviation hub (spec §2). */
export const LANDING_DEPARTURE_AIRPORT = "UUWW";

/** One card of a route carousel, ready to render (spec §2: label, from-price, link to the search). */
export interface LandingRouteCard {
  key: string;
  label: string;
  arrival: string;
  /** The from-price, formatted: "15 000 €". */
  priceText: string;
  href: string;
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
  const emptyLegs = await loadLandingEmptyLegs(services.charterClient, services.logger);
  const date = earliestDeparture(now);
  const toCard = (item: LandingRouteItem): LandingRouteCard => ({
    key: item._key,
    label: item.label,
    arrival: item.arrival,
    priceText: formatEur(item.price_from),
    // One passenger: the search starts from the minimum (spec §9) and the visitor adjusts it there.
    href: searchPath({ from: LANDING_DEPARTURE_AIRPORT, to: item.arrival, date, pax: 1, back: null }, "ru"),
  });
  return {
    page,
    routes: {
      international: page.routes.international.map(toCard),
      domestic: page.routes.domestic.map(toCard),
    },
    emptyLegs,
    earliest: date,
  };
}
