import type { AppDatabase } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import { airportIndex, type Airport, type AirportIndex } from "./airports/airports";
import type {
  Card,
  CardsQuery,
  EmptyLegResultSet,
  EmptyLegsQuery,
  Images,
  PriceCalendar,
  PriceCalendarQuery,
  ResultSet,
} from "./contract/schemas";
import type { TripSearchQuery } from "./contract/trip-query";
import type { KeptCard } from "./saved.server";
import { listAirports } from "./service/airports";
import { priceCalendar, type DayPrices } from "./service/calendar.server";
import { card, orderableCard, type EmptyLegIndex } from "./service/cards.server";
import { emptyLegs } from "./service/empty-legs.server";
import { images } from "./service/images.server";
import { createPhotoIndex } from "./service/photos.server";
import { fleetImagesFrom } from "./service/pictures.server";
import { createSearchGate } from "./service/search-gate";
import { createPricingPool } from "./service/pricing-pool.server";
import { createRenderedSets } from "./service/rendered-sets.server";
import { request } from "./service/request.server";
import type { SavedResultSet } from "./service/result-set-gone";
import { search, searchTrip, type RepeatedSearches } from "./service/search.server";
import { createSnapshotCache } from "./service/snapshot.server";

export { ResultSetGone, isResultSetGone, type SavedResultSet } from "./service/result-set-gone";

/**
 * The charter capability behind /api/* and the in-process CharterClient: airports, priced offers,
 * empty legs, saved searches and cards (issue 4). Routes stay thin; the rules live in `service/`
 * (one module per method) and engine/.
 */
export interface CharterService {
  airports(q?: string, limit?: number): readonly Airport[];
  airport(icao: string): Airport | undefined;
  search(query: CardsQuery): Promise<ResultSet>;
  /** A multi-leg search (issue 29, item 1): GET /api/cards with `leg` parameters. */
  searchTrip(query: TripSearchQuery): Promise<ResultSet>;
  emptyLegs(query: EmptyLegsQuery): Promise<EmptyLegResultSet>;
  /** A saved set; null when unknown; throws ResultSetGone once it has expired. */
  request(id: string): Promise<SavedResultSet | null>;
  card(id: string): Promise<Card | null>;
  /** A card as a pre-order keeps it, rebuilt whole (issue 15: the order outlives the set). */
  orderableCard(id: string): Promise<KeptCard | null>;
  images(tailNumber: string): Promise<Images | null>;
  /** The cheapest one-way price of each day of a window (API.md GET /api/prices/calendar). */
  priceCalendar(query: PriceCalendarQuery): Promise<PriceCalendar>;
  /** Drops the cached market, e.g. after a schedule change. */
  invalidate(): void;
  /** Ends the pricing workers, if any (issue 26, item 11): the server's shutdown calls it. */
  close(): Promise<void>;
}

/**
 * Wires the service's dependencies (the database, the airport list, the clock, the CMS fleet's
 * pictures) and its caches (the market snapshot, repeated searches, the sets searches rendered,
 * empty legs by card id, days' prices), each created once per service, into the methods of
 * `service/`.
 */
export function createCharterService(options: {
  db: AppDatabase;
  logger: Logger;
  airports?: AirportIndex;
  now?: () => Date;
  /** An aircraft's pictures from the CMS fleet (spec §3); null when it has no fleet document. */
  fleetImages?: (tailNumber: string) => Promise<Images | null>;
  /** Worker threads that price searches (issue 26, item 11, pricing-pool.server.ts); 0 or absent: in process. */
  pricingWorkers?: number;
  /** New searches on the server's thread at once (search-gate.ts); 0 or absent: no limit. */
  searchConcurrency?: number;
}): CharterService {
  const { db, logger } = options;
  const airports = options.airports ?? airportIndex;
  const now = options.now ?? (() => new Date());
  const snapshots = createSnapshotCache({ db, logger, airports, now });
  const dayPrices: DayPrices = new Map();
  const renderedSets = createRenderedSets(now);
  // The operators' photos (issue 27, item 5), read once per market like the supply itself.
  const photos = createPhotoIndex({ db, logger });
  // A worker reads the product's airport list; a service over another one prices in process.
  const pricing = createPricingPool({
    size: airports === airportIndex ? (options.pricingWorkers ?? 0) : 0,
    logger,
  });
  const deps = {
    db,
    airports,
    now,
    snapshot: snapshots.snapshot,
    fleetImagesOf: fleetImagesFrom(options),
    photosOf: photos.photosOf,
    repeatedSearches: new WeakMap() as RepeatedSearches,
    emptyLegIndex: new WeakMap() as EmptyLegIndex,
    dayPrices,
    renderedSets,
    pricing,
    searchGate: createSearchGate(options.searchConcurrency ?? 0),
  };

  return {
    airports: (q, limit) => listAirports(airports, q, limit),
    airport: (icao) => airports.byIcao(icao),
    search: (query) => search(deps, query),
    searchTrip: (query) => searchTrip(deps, query),
    emptyLegs: (query) => emptyLegs(deps, query),
    priceCalendar: (query) => priceCalendar(deps, query),
    request: (id) => request(deps, id),
    card: (id) => card(deps, id),
    orderableCard(id) {
      return orderableCard({ ...deps, card: (cardId) => this.card(cardId) }, id);
    },
    images: (tailNumber) => images(deps, tailNumber),
    invalidate() {
      snapshots.clear();
      dayPrices.clear();
      renderedSets.clear();
      photos.clear();
    },
    close: () => pricing.close(),
  };
}
