import type { AirportIndex } from "../airports/airports";
import type { EmptyLegResultSet, EmptyLegsQuery } from "../contract/schemas";
import { findEmptyLegs } from "../engine/empty-legs";
import { CharterInputError } from "../input-error";
import { fromLocalIso, toLocalIso, toUtcIso } from "../engine/local-time";
import { publishedWindow } from "../market.server";
import { EMPTY_LEG_PREFIX, emptyLegCard, emptyLegCardId, fingerprint } from "./empty-leg-cards";
import type { PhotosOf } from "./photos.server";
import { cardPictures, type FleetImagesOf } from "./pictures.server";
import { BEYOND_WINDOW, orderWindow, restrictionOf } from "./route";
import type { Snapshot } from "./snapshot.server";

export interface EmptyLegsDeps {
  airports: AirportIndex;
  now: () => Date;
  snapshot: () => Promise<Snapshot>;
  fleetImagesOf: FleetImagesOf;
  /** The operators' own photos (issue 27, item 5). */
  photosOf?: PhotosOf;
}

/** API.md GET /api/cards/el: the empty legs on sale, as a listing that is not saved. */
export async function emptyLegs(deps: EmptyLegsDeps, query: EmptyLegsQuery): Promise<EmptyLegResultSet> {
  const createdAt = deps.now();
  const from = query.departure_airport ? deps.airports.byIcao(query.departure_airport) : undefined;
  // A listing that starts past the order window has nothing to sell: the client asked for the
  // wrong dates, as the price calendar answers (issue 26, item 10). Days at the departure's clock,
  // Moscow's without one.
  const zone = from?.tz ?? "Europe/Moscow";
  if (
    query.date_from &&
    orderWindow(fromLocalIso(`${query.date_from}T00:00`, zone), createdAt) === "beyond"
  ) {
    throw new CharterInputError({ date_from: BEYOND_WINDOW });
  }
  const { market, rates, rules } = await deps.snapshot();
  const to = query.arrival_airport ? deps.airports.byIcao(query.arrival_airport) : undefined;
  const restriction = from && to ? restrictionOf(rules, from, to) : null;
  // findEmptyLegs sells no positioning flight the rules forbid (Market.legAllowed).
  const offers = restriction
    ? []
    : findEmptyLegs(market, {
        from: query.departure_airport ?? undefined,
        to: query.arrival_airport ?? undefined,
        dateFrom: query.date_from ?? undefined,
        dateTo: query.date_to ?? undefined,
        pax: query.pax_there,
        now: createdAt,
      });
  // Issue 15, item 1: a listing of empty legs is not saved. Its cards are named by their leg,
  // so a card opened or ordered later is found again in the market (or is gone with its leg).
  const ids = offers.map((offer) => emptyLegCardId(offer, query.pax_there));
  const requestId = `${EMPTY_LEG_PREFIX}${fingerprint([query, ids]).slice(0, 11)}`;
  const pictures = await cardPictures(
    deps,
    offers.map((offer) => offer.aircraft),
  );
  return {
    id: requestId,
    datetime: toUtcIso(createdAt),
    rates_date: rates.date,
    restriction,
    query,
    cards: offers.map((offer, index) => {
      const card = emptyLegCard(market, offer, ids[index]!, requestId, rates, createdAt, pictures);
      const leg = offer.legs[0]!;
      const window = publishedWindow(market, { tailNumber: offer.aircraft.tailNumber, ...leg });
      const zone = market.airport(leg.from)?.tz ?? "Europe/Moscow";
      // Issue 28, item 11: the window staff entered, shown beside the time the leg is offered at.
      return window
        ? {
            ...card,
            departure_window: {
              from_local: toLocalIso(window.start, zone),
              to_local: toLocalIso(window.end, zone),
            },
          }
        : card;
    }),
  };
}
