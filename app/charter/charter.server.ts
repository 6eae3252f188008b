import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { aircraft } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { airportIndex, type Airport, type AirportIndex } from "./airports/airports";
import { toCard, type PictureUrls } from "./cards";
import { typePicturesOf, typePicturesOfName } from "./fleet/type-pictures-lookup";
import type {
  Card,
  CardsQuery,
  EmptyLegResultSet,
  EmptyLegsQuery,
  Images,
  Money,
  PriceCalendar,
  PriceCalendarQuery,
  Restriction,
  ResultSet,
} from "./contract/schemas";
import { loadRuleBook } from "./restrictions/seed.server";
import type { RuleBook } from "./restrictions/rule-book";
import { findEmptyLegs } from "./engine/empty-legs";
import { cheapestOneWayPrice, FROM_PRICE_HOUR } from "./engine/from-price";
import { CharterInputError } from "./input-error";
import type { Market } from "./engine/market";
import type { ExchangeRates } from "./engine/money";
import { searchOffers, type Offer } from "./engine/offers";
import { fromLocalIso, toUtcIso } from "./engine/local-time";
import { addDays } from "./departure-window";
import { currentRates, loadMarket } from "./market.server";
import {
  cardIdOf,
  findKeptCard,
  loadSet,
  pricedOffers,
  saveOrShareSet,
  setIdOfCard,
  storedSet,
  type KeptCard,
  type LoadedSet,
  type SavedQuery,
} from "./saved.server";

/** A search's result set, or an empty-leg listing's. */
export type SavedResultSet = ResultSet | EmptyLegResultSet;

/**
 * A saved set past its time (API.md "Saved result sets": 410 `gone`); `query` is the search it
 * answered, so its page can offer the same search anew.
 */
export class ResultSetGone extends Error {
  override name = "ResultSetGone";
  constructor(
    readonly id: string,
    readonly query: SavedQuery | null,
  ) {
    super("This result set has expired.");
  }
}

export function isResultSetGone(error: unknown): error is ResultSetGone {
  return error instanceof Error && error.name === "ResultSetGone";
}

/**
 * Empty-leg cards and listings are named "l" and a fingerprint (a letter that Crockford's base32
 * never writes, so no saved set's id can take this form).
 */
const EMPTY_LEG_PREFIX = "l";

function fingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/** Crockford's base32 of a hash, for ids that are read out on the phone like the random ones. */
function base32Of(hex: string, length: number): string {
  const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
  let id = "";
  for (let i = 0; i < length; i += 1) id += alphabet[parseInt(hex.slice(i * 2, i * 2 + 2), 16) & 31];
  return id;
}

/** The card id of an empty leg for a party of `pax`: the same leg and party, the same id. */
function emptyLegCardId(offer: Pick<Offer, "aircraft" | "legs">, pax: number): string {
  const leg = offer.legs[0]!;
  return `${EMPTY_LEG_PREFIX}${base32Of(
    fingerprint([offer.aircraft.tailNumber, leg.from, leg.to, leg.departsAt.toISOString(), pax]),
    11,
  )}`;
}

/**
 * The charter capability behind /api/* and the in-process CharterClient: airports, priced offers,
 * empty legs, saved searches and cards (issue 4). Routes stay thin; the rules live here and in
 * engine/.
 */
export interface CharterService {
  airports(q?: string, limit?: number): readonly Airport[];
  airport(icao: string): Airport | undefined;
  search(query: CardsQuery): Promise<ResultSet>;
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
}

/** Spec §9: orders are taken up to 90 days ahead. */
export const ORDER_DEPTH_DAYS = 90;

/** The marketplace snapshot is reused this long: schedules change by the hour, searches by the second. */
const MARKET_TTL_MS = 15_000;
const NO_PICTURES: PictureUrls = { salon: null, avatar: null, seats: null };
/**
 * A day's cheapest price is kept this long per route, day and passenger count: the price strip and
 * the landing pages ask for the same days again and again, while a price moves only when the
 * schedule or the rates do (issue 14, item 6: "cached").
 */
const DAY_PRICE_TTL_MS = 15 * 60_000;
const DAY_PRICE_ENTRIES = 20_000;
/** At most this many answers are kept per 15-second snapshot for searches asked again. */
const REPEATED_SEARCHES_PER_SNAPSHOT = 100;

/** spec §9: a departure may be searched when it is in the future and within the order depth. */
function orderWindow(departure: Date, now: Date): "past" | "open" | "beyond" {
  if (departure.getTime() <= now.getTime()) return "past";
  return departure.getTime() > now.getTime() + (ORDER_DEPTH_DAYS + 1) * 86_400_000 ? "beyond" : "open";
}

export function createCharterService(options: {
  db: AppDatabase;
  logger: Logger;
  airports?: AirportIndex;
  now?: () => Date;
  /** An aircraft's pictures from the CMS fleet (spec §3); null when it has no fleet document. */
  fleetImages?: (tailNumber: string) => Promise<Images | null>;
}): CharterService {
  const { db } = options;
  const airports = options.airports ?? airportIndex;
  const now = options.now ?? (() => new Date());
  /** An aircraft's CMS pictures; null without a fleet document, or when the CMS cannot answer. */
  async function fleetImagesOf(tail: string): Promise<Images | null> {
    return (
      (await options.fleetImages?.(tail).catch((error: unknown) => {
        options.logger.warn("fleet pictures unavailable", {
          tail,
          error: error instanceof Error ? error.message : String(error),
        });
        return null;
      })) ?? null
    );
  }

  /**
   * The pictures a card shows (spec §3: aircraft_picture_urls {salon, avatar, seats}): the CMS fleet
   * item with the card's tail number, its first gallery thumbnail as the avatar. Each slot the CMS
   * leaves empty (no fleet document, a picture not uploaded, a CMS that cannot answer) takes the
   * type's drawing (issue 16, item 3: fleet/type-pictures.ts): the side view as the avatar, the
   * typical seat map as the seats; the salon stays empty. A type with no drawing leaves it empty.
   */
  async function cardPictures(
    aircraft: readonly { tailNumber: string; typeName: string }[],
  ): Promise<Map<string, PictureUrls>> {
    const pictures = new Map<string, PictureUrls>();
    const typeOf = new Map(aircraft.map((one) => [one.tailNumber, one.typeName]));
    await Promise.all(
      [...typeOf].map(async ([tail, typeName]) => {
        const images = await fleetImagesOf(tail);
        const drawn = typePicturesOfName(typeName);
        pictures.set(tail, {
          salon: images?.salon ?? null,
          avatar: images?.gallery[0]?.thumb ?? drawn?.avatar ?? null,
          seats: images?.seats ?? drawn?.seats ?? null,
        });
      }),
    );
    return pictures;
  }

  /**
   * A card kept whole (an ordered card, a set saved before issue 15) with its type's drawings in
   * the slots it was saved without, as cardPictures gives a card rebuilt today.
   */
  function withTypePictures<T extends Card>(card: T): T {
    const drawn = typePicturesOfName(card.aircraft_type);
    if (!drawn) return card;
    const fill = (urls: PictureUrls): PictureUrls => ({
      salon: urls.salon,
      avatar: urls.avatar ?? drawn.avatar,
      seats: urls.seats ?? drawn.seats,
    });
    return {
      ...card,
      aircraft_picture_url: card.aircraft_picture_url ?? drawn.avatar,
      aircraft_picture_urls: fill(card.aircraft_picture_urls),
      routes: card.routes.map((route) => ({
        ...route,
        aircraft_picture_urls: fill(route.aircraft_picture_urls),
      })),
    };
  }

  interface Snapshot {
    market: Market;
    rates: ExchangeRates;
    rules: RuleBook;
  }
  let cached: { snapshot: Promise<Snapshot>; at: number } | null = null;

  /**
   * The marketplace, the rates and the closed-airport and airspace rules in force, read together
   * and reused for MARKET_TTL_MS. Every flight the engine plans asks the rule book first.
   */
  function snapshot(): Promise<Snapshot> {
    const at = now().getTime();
    if (!cached || at - cached.at > MARKET_TTL_MS) {
      const loading = loadRuleBook(db, now(), options.logger).then(async (rules) => {
        const [market, rates] = await Promise.all([loadMarket(db, airports, now(), rules), currentRates(db)]);
        return { market, rates, rules };
      });
      cached = { snapshot: loading, at };
      loading.catch(() => {
        if (cached?.snapshot === loading) cached = null;
      });
    }
    return cached.snapshot;
  }

  /** The two airports of a route, and a reason per field for each one the product does not serve. */
  function routeAirports(query: { departure_airport: string; arrival_airport: string }) {
    const from = airports.byIcao(query.departure_airport);
    const to = airports.byIcao(query.arrival_airport);
    const fields: Record<string, string> = {};
    if (!from) fields.departure_airport = "is not an airport we serve";
    if (!to) fields.arrival_airport = "is not an airport we serve";
    return { from, to, fields };
  }

  /** API.md `restriction` of a route: null when it can be flown. */
  function restrictionOf(rules: RuleBook, from: Airport, to: Airport): Restriction | null {
    const found = rules.routeRestriction(from, to);
    return found ? { code: found.code, airports: found.airports, countries: found.countries } : null;
  }

  /** Local times of a rebuilt card: the airport list, as the market's airports come from it. */
  const zones = { airport: (icao: string) => airports.byIcao(icao) };

  /** A saved set's cards, rebuilt as they were first answered (saved.server.ts). */
  async function renderSet(
    loaded: Omit<Extract<LoadedSet, { kind: "live" }>, "isEmptyLeg">,
  ): Promise<ResultSet> {
    const offers = pricedOffers(loaded.set);
    const pictures = await cardPictures(offers.map((offer) => offer.aircraft));
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

  function emptyLegCard(
    market: Market,
    offer: Offer,
    id: string,
    requestId: string,
    rates: ExchangeRates,
    createdAt: Date,
    pictures: Map<string, PictureUrls>,
  ): EmptyLegResultSet["cards"][number] {
    return {
      ...toCard(market, offer, {
        id,
        requestId,
        rates,
        createdAt,
        isEmptyLeg: true,
        pictures: pictures.get(offer.aircraft.tailNumber) ?? NO_PICTURES,
      }),
      is_empty_leg: true as const,
    };
  }

  /**
   * The empty legs on sale in a market, by card id, for every party size each can take: built once
   * per market snapshot, when a card is first asked for.
   */
  const emptyLegIndex = new WeakMap<Market, Map<string, { offer: Offer; pax: number }>>();

  async function findEmptyLegCard(id: string): Promise<Card | null> {
    const { market, rates } = await snapshot();
    let index = emptyLegIndex.get(market);
    if (!index) {
      index = new Map();
      const at = now();
      for (const offer of findEmptyLegs(market, { pax: 1, now: at })) {
        for (let pax = 1; pax <= offer.aircraft.maxPassengers; pax += 1) {
          index.set(emptyLegCardId(offer, pax), { offer, pax });
        }
      }
      emptyLegIndex.set(market, index);
    }
    const found = index.get(id);
    if (!found) return null;
    const leg = found.offer.legs[0]!;
    // Priced for its party, as the listing that showed it did.
    const [offer] = findEmptyLegs(market, { from: leg.from, to: leg.to, pax: found.pax, now: now() }).filter(
      (candidate) =>
        candidate.aircraft.tailNumber === found.offer.aircraft.tailNumber &&
        candidate.legs[0]!.departsAt.getTime() === leg.departsAt.getTime(),
    );
    if (!offer) return null;
    const pictures = await cardPictures([offer.aircraft]);
    // A card opened on its own belongs to no listing: its request id names the leg alone.
    return emptyLegCard(market, offer, id, id, rates, now(), pictures);
  }

  /** Searches answered on each market snapshot (15 s), by query: see `search`. */
  const repeatedSearches = new WeakMap<Market, Map<string, Promise<ResultSet>>>();

  const dayPrices = new Map<string, { at: number; price: Money | null }>();

  /** The cheapest one-way price of one day, from the cache when it is fresh. */
  function dayPrice(
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

  return {
    airports(q, limit) {
      if (!q) return limit ? airports.all().slice(0, limit) : airports.all();
      return airports.search(q, limit);
    },

    airport: (icao) => airports.byIcao(icao),

    async search(query) {
      const createdAt = now();
      const { from, to, fields } = routeAirports(query);
      if (from) {
        const when = orderWindow(fromLocalIso(query.departure_date_there, from.tz), createdAt);
        if (when === "past") fields.departure_date_there = "must be in the future";
        else if (when === "beyond") fields.departure_date_there = `must be within ${ORDER_DEPTH_DAYS} days`;
      }
      if (Object.keys(fields).length > 0 || !from || !to) throw new CharterInputError(fields);
      const { market, rates, rules } = await snapshot();
      const savedQuery: ResultSet["query"] = {
        departure_date_there: query.departure_date_there,
        departure_date_back: query.departure_date_back ?? null,
        pax_there: query.pax_there,
        pax_back: query.pax_back ?? null,
        departure_airport: query.departure_airport,
        arrival_airport: query.arrival_airport,
      };
      // The same search on the same snapshot has the same answer: asked again (or at the same
      // time) it is answered from memory, with no pricing and no database work (issue 15, item 10).
      let repeated = repeatedSearches.get(market);
      if (!repeated) repeatedSearches.set(market, (repeated = new Map()));
      const memoKey = JSON.stringify(savedQuery);
      const known = repeated.get(memoKey);
      if (known) return known;
      const answer = (async () => {
        // A route the rules close is not an error: it answers no cards and says why (API.md), so
        // the page can show spec §8's sanctions message with the request form.
        const restriction = restrictionOf(rules, from, to);
        const offers = restriction
          ? []
          : searchOffers(market, {
              from: query.departure_airport,
              to: query.arrival_airport,
              departureLocal: query.departure_date_there,
              pax: query.pax_there,
              returnLocal: query.departure_date_back,
              paxBack: query.pax_back,
            });
        const set = storedSet(rates, restriction, offers);
        const saved = await saveOrShareSet(db, { isEmptyLeg: false, query: savedQuery, set, now: createdAt });
        return renderSet({ kind: "live", id: saved.id, createdAt: saved.createdAt, query: savedQuery, set });
      })();
      if (repeated.size < REPEATED_SEARCHES_PER_SNAPSHOT) {
        repeated.set(memoKey, answer);
        answer.catch(() => repeated.delete(memoKey));
      }
      return answer;
    },

    async emptyLegs(query) {
      const { market, rates, rules } = await snapshot();
      const createdAt = now();
      const from = query.departure_airport ? airports.byIcao(query.departure_airport) : undefined;
      const to = query.arrival_airport ? airports.byIcao(query.arrival_airport) : undefined;
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
      const pictures = await cardPictures(offers.map((offer) => offer.aircraft));
      return {
        id: requestId,
        datetime: toUtcIso(createdAt),
        rates_date: rates.date,
        restriction,
        query,
        cards: offers.map((offer, index) =>
          emptyLegCard(market, offer, ids[index]!, requestId, rates, createdAt, pictures),
        ),
      };
    },

    async priceCalendar(query) {
      const createdAt = now();
      const { from, to, fields } = routeAirports(query);
      if (!from || !to) throw new CharterInputError(fields);
      const { market, rates, rules } = await snapshot();
      const restriction = restrictionOf(rules, from, to);
      const days: PriceCalendar["days"] = [];
      for (let date = query.date_from; date <= query.date_to; date = addDays(date, 1)) {
        // Only days a visitor may search (spec §9); other days have no price rather than an error.
        const searchable =
          orderWindow(fromLocalIso(`${date}T${FROM_PRICE_HOUR}`, from.tz), createdAt) === "open";
        days.push({
          date,
          price:
            searchable && !restriction ? dayPrice(market, rates, query, date, createdAt.getTime()) : null,
        });
      }
      return { rates_date: rates.date, restriction, days };
    },

    async request(id) {
      const loaded = await loadSet(db, id, now());
      if (!loaded) return null;
      if (loaded.kind === "rendered") {
        return { ...loaded.resultSet, cards: loaded.resultSet.cards.map(withTypePictures) } as SavedResultSet;
      }
      if (loaded.kind === "expired") throw new ResultSetGone(loaded.id, loaded.query);
      return renderSet(loaded);
    },

    async card(id) {
      // An ordered card first: it stays what was sold, even once its leg is no longer on sale.
      const kept = await findKeptCard(db, id);
      if (kept) return withTypePictures(kept);
      if (id.startsWith(EMPTY_LEG_PREFIX)) return findEmptyLegCard(id);
      const setId = setIdOfCard(id);
      const loaded = setId ? await loadSet(db, setId, now()) : null;
      if (loaded?.kind !== "live") return null;
      return (await renderSet(loaded)).cards.find((card) => card.id === id) ?? null;
    },

    async orderableCard(id) {
      const card = await this.card(id);
      if (!card) return null;
      const setId = id.startsWith(EMPTY_LEG_PREFIX) ? null : setIdOfCard(id);
      const loaded = setId ? await loadSet(db, setId, now()) : null;
      const ratesDate = loaded?.kind === "live" ? loaded.set.rates.date : (await snapshot()).rates.date;
      return {
        id,
        requestId: loaded?.kind === "live" ? loaded.id : null,
        tailNumber: card.aircraft,
        card,
        ratesDate,
      };
    },

    async images(tailNumber) {
      const [row] = await db
        .select({ tailNumber: aircraft.tailNumber, typeId: aircraft.typeId })
        .from(aircraft)
        .where(eq(aircraft.tailNumber, tailNumber.toUpperCase()));
      if (!row) return null;
      // Pictures come from the CMS fleet item with this tail number (spec §3). A partner's
      // aircraft, or one whose pictures are not uploaded yet, shows its type's drawings in the
      // slots left empty (issue 16, item 3), never a stock photo of another airframe.
      const images = await fleetImagesOf(row.tailNumber);
      const drawn = typePicturesOf(row.typeId);
      return {
        gallery: images?.gallery.length
          ? images.gallery
          : drawn
            ? [{ image: drawn.avatar, thumb: drawn.thumb }]
            : [],
        salon: images?.salon ?? null,
        seats: images?.seats ?? drawn?.seats ?? null,
      };
    },

    invalidate() {
      cached = null;
      dayPrices.clear();
    },
  };
}
