import type { AirportIndex } from "../airports/airports";
import { toCard } from "../cards";
import type { ResultSet } from "../contract/schemas";
import { toUtcIso } from "../engine/local-time";
import { cardIdOf, pricedOffers, type LoadedSet } from "../saved.server";
import type { PhotosOf } from "./photos.server";
import { cardPictures, NO_PICTURES, type FleetImagesOf } from "./pictures.server";

export interface RenderSetDeps {
  airports: AirportIndex;
  fleetImagesOf: FleetImagesOf;
  /** The operators' own photos (issue 27, item 5). */
  photosOf?: PhotosOf;
}

/** A saved set's cards, rebuilt as they were first answered (saved.server.ts). */
export async function renderSet(
  deps: RenderSetDeps,
  loaded: Omit<Extract<LoadedSet, { kind: "live" }>, "isEmptyLeg">,
): Promise<ResultSet> {
  // Local times of a rebuilt card: the airport list, as the market's airports come from it.
  const zones = { airport: (icao: string) => deps.airports.byIcao(icao) };
  const offers = pricedOffers(loaded.set);
  const pictures = await cardPictures(
    deps,
    offers.map((offer) => offer.aircraft),
  );
  return {
    id: loaded.id,
    datetime: toUtcIso(loaded.createdAt),
    rates_date: loaded.set.rates.date,
    restriction: loaded.set.restriction,
    query: loaded.query,
    cards: offers.map((offer, index) =>
      toCard(zones, offer, {
        id: cardIdOf(loaded.id, index),
        requestId: loaded.id,
        rates: loaded.set.rates,
        createdAt: loaded.createdAt,
        isEmptyLeg: false,
        pictures: pictures.get(offer.aircraft.tailNumber) ?? NO_PICTURES,
      }),
    ),
  };
}
