import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants as zlib } from "node:zlib";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { cards, searchRequests } from "~/db/schema";
import type { Card, EmptyLegResultSet, Restriction, ResultSet } from "./contract/schemas";
import type { MarketAircraft } from "./engine/market";
import type { ExchangeRates } from "./engine/money";
import type { Offer, OfferLeg } from "./engine/offers";
import { ID_PATTERN, newId } from "./ids";

/**
 * Saved result sets (API.md "Saved result sets"; issue 15, item 1).
 *
 * A search is saved before it is answered, so a shared link works at once (issue 4, item 5), but
 * compactly: the query, the rates, the restriction and the priced plan of each offer (aircraft
 * facts, legs, price lines in euros), brotli-compressed. The cards are rebuilt from that on read,
 * exactly as they were first answered (cards.ts does the rendering both times). A search identical
 * to one saved minutes ago — the same query, and the same market giving the same priced offers —
 * answers that set instead of storing another.
 *
 * A set expires a week after its last departure, or 30 days after it was last read. The sweep then
 * drops its offers and keeps its query (a tombstone of a few hundred bytes), so its page can offer
 * the same search anew (410 `gone` on the API); a year later the tombstone goes too.
 *
 * Card ids are derived from their set's id: a set id is ten random characters and "00", its cards
 * the same ten and their position (01, 02, …), so a card is found through its set with no row of
 * its own. A card that is ordered is kept whole in `cards` (the pre-order's record of what was
 * sold), as are the cards of sets saved before issue 15.
 */

/** A search repeated within this time with the same outcome shares the saved set. */
export const SHARE_WINDOW_MS = 15 * 60_000;
/** API.md: a set expires a week after its last departure ... */
export const EXPIRE_AFTER_DEPARTURE_MS = 7 * 86_400_000;
/** ... or 30 days after it was last read. */
export const EXPIRE_AFTER_READ_MS = 30 * 86_400_000;
/** An expired set's query is kept this long, for the page that offers the search anew. */
export const TOMBSTONE_MS = 365 * 86_400_000;
/** Reads refresh `last_read_at` at most this often, so reading a set is not a write each time. */
const READ_TOUCH_MS = 6 * 3_600_000;

/**
 * What a card shows of its aircraft: kept with the set, so a later fleet edit does not change it.
 * The operator's documents (issue 27, item 2) too: the card says what was on record when offered.
 */
export type CardAircraft = Pick<
  MarketAircraft,
  | "tailNumber"
  | "typeName"
  | "aircraftClass"
  | "yearOfCreation"
  | "yearOfRenewal"
  | "maxPassengers"
  | "characteristics"
  | "operator"
>;

/** An offer as cards.ts renders it. */
export interface PricedOffer {
  aircraft: CardAircraft;
  legs: OfferLeg[];
  co2Kg: number;
}

type StoredLeg = Omit<OfferLeg, "departsAt" | "arrivesAt" | "stops"> & {
  departsAt: string;
  arrivesAt: string;
  stops?: { airport: string; arrivesAt: string; departsAt: string }[];
};

/** The compact set, as stored (before compression). */
export interface StoredSet {
  v: 1;
  rates: ExchangeRates;
  restriction: Restriction | null;
  offers: { aircraft: CardAircraft; legs: StoredLeg[]; co2Kg: number }[];
}

/** The query of a saved set (API.md `ResultSet.query`). */
export type SavedQuery = ResultSet["query"];

export function storedSet(rates: ExchangeRates, restriction: Restriction | null, offers: Offer[]): StoredSet {
  return {
    v: 1,
    rates: { date: rates.date, source: rates.source, rubPerEur: rates.rubPerEur, rubPerUsd: rates.rubPerUsd },
    restriction,
    offers: offers.map((offer) => ({
      aircraft: {
        tailNumber: offer.aircraft.tailNumber,
        typeName: offer.aircraft.typeName,
        aircraftClass: offer.aircraft.aircraftClass,
        yearOfCreation: offer.aircraft.yearOfCreation,
        ...(offer.aircraft.yearOfRenewal ? { yearOfRenewal: offer.aircraft.yearOfRenewal } : {}),
        maxPassengers: offer.aircraft.maxPassengers,
        characteristics: offer.aircraft.characteristics,
        ...(offer.aircraft.operator ? { operator: offer.aircraft.operator } : {}),
      },
      legs: offer.legs.map(({ stops, ...leg }) => ({
        ...leg,
        departsAt: leg.departsAt.toISOString(),
        arrivesAt: leg.arrivesAt.toISOString(),
        // A technical stop (issue 26, item 4), its times as strings like the leg's.
        ...(stops
          ? {
              stops: stops.map((stop) => ({
                airport: stop.airport,
                arrivesAt: stop.arrivesAt.toISOString(),
                departsAt: stop.departsAt.toISOString(),
              })),
            }
          : {}),
      })),
      co2Kg: offer.co2Kg,
    })),
  };
}

export function pricedOffers(set: StoredSet): PricedOffer[] {
  return set.offers.map((offer) => ({
    ...offer,
    legs: offer.legs.map(({ stops, ...leg }) => ({
      ...leg,
      departsAt: new Date(leg.departsAt),
      arrivesAt: new Date(leg.arrivesAt),
      ...(stops
        ? {
            stops: stops.map((stop) => ({
              airport: stop.airport,
              arrivesAt: new Date(stop.arrivesAt),
              departsAt: new Date(stop.departsAt),
            })),
          }
        : {}),
    })),
  }));
}

const brotliCompressAsync = promisify(brotliCompress);
const brotliDecompressAsync = promisify(brotliDecompress);

/**
 * A set as stored: its JSON, Brotli-compressed in libuv's thread pool, not on the event loop (the
 * synchronous call was a twentieth of the server's busy time under distinct searches: issue 26,
 * item 11).
 */
export function encodeSet(set: StoredSet): Promise<Buffer> {
  return brotliCompressAsync(Buffer.from(JSON.stringify(set)), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
  });
}

export async function decodeSet(bytes: Uint8Array): Promise<StoredSet> {
  return JSON.parse((await brotliDecompressAsync(bytes)).toString("utf8")) as StoredSet;
}

const BASE32 = "0123456789abcdefghjkmnpqrstvwxyz";

/** The id of a new set: ten random characters and "00" (its cards count from 01). */
function newSetId(): string {
  return `${newId(10)}00`;
}

/** The id of the card at `index` of set `setId`. */
export function cardIdOf(setId: string, index: number): string {
  const n = index + 1;
  return `${setId.slice(0, 10)}${BASE32[Math.floor(n / 32) % 32]}${BASE32[n % 32]}`;
}

/** The set a derived card id belongs to; null for ids that cannot be one. */
export function setIdOfCard(cardId: string): string | null {
  if (!ID_PATTERN.test(cardId) || cardId.endsWith("00")) return null;
  return `${cardId.slice(0, 10)}00`;
}

/**
 * The latest departure of any leg of the set; with no offer, the departure asked for (local time
 * read as UTC: a few hours either way do not matter against a week).
 */
function lastDeparture(set: StoredSet, query: SavedQuery, now: Date): Date {
  const departures = set.offers.flatMap((offer) => offer.legs.map((leg) => Date.parse(leg.departsAt)));
  if (departures.length > 0) return new Date(Math.max(...departures));
  // A multi-leg search's last leg (issue 29, item 1), else the return, else the outbound.
  const last =
    query.legs?.at(-1)?.departure_date_local ?? query.departure_date_back ?? query.departure_date_there;
  const asked = Date.parse(`${last}Z`);
  return Number.isNaN(asked) ? now : new Date(asked);
}

/**
 * Stores a set, or finds the one an identical search saved minutes ago. `query` and `set` make the
 * key: the same question answered with the same priced offers (so the same market state).
 */
export async function saveOrShareSet(
  db: AppDatabase,
  input: { isEmptyLeg: boolean; query: SavedQuery; set: StoredSet; now: Date },
): Promise<{ id: string; createdAt: Date; shared: boolean }> {
  const { isEmptyLeg, query, set, now } = input;
  const queryKey = createHash("sha256")
    .update(JSON.stringify([isEmptyLeg, query, set]))
    .digest("base64url");
  const id = newSetId();
  const offers = await encodeSet(set);
  // One round trip: the set an identical search saved within the window, or this one, inserted.
  const result = await db.execute<{ id: string; created_at: string | Date; shared: boolean }>(sql`
    with found as (
      select id, created_at from search_requests
      where query_key = ${queryKey}
        and created_at > ${new Date(now.getTime() - SHARE_WINDOW_MS).toISOString()}::timestamptz
        and expired_at is null
      order by created_at desc
      limit 1
    ), inserted as (
      insert into search_requests
        (id, created_at, is_empty_leg, query, query_key, offers, last_read_at, last_departure_at)
      select ${id}, ${now.toISOString()}::timestamptz, ${isEmptyLeg}, ${JSON.stringify(query)}::jsonb,
        ${queryKey}, ${offers}, ${now.toISOString()}::timestamptz,
        ${lastDeparture(set, query, now).toISOString()}::timestamptz
      where not exists (select 1 from found)
      returning id, created_at
    )
    select id, created_at, true as shared from found
    union all
    select id, created_at, false as shared from inserted`);
  const row = result.rows[0]!;
  return { id: row.id, createdAt: new Date(row.created_at), shared: Boolean(row.shared) };
}

export type LoadedSet =
  | { kind: "live"; id: string; createdAt: Date; isEmptyLeg: boolean; query: SavedQuery; set: StoredSet }
  /** A set saved before issue 15, served as it was rendered then. */
  | { kind: "rendered"; resultSet: ResultSet | EmptyLegResultSet }
  | { kind: "expired"; id: string; query: SavedQuery | null };

/** Reads a set by id (null when unknown), and records the read for the expiry rule. */
export async function loadSet(db: AppDatabase, id: string, now: Date): Promise<LoadedSet | null> {
  const [row] = await db
    .select({
      id: searchRequests.id,
      createdAt: searchRequests.createdAt,
      isEmptyLeg: searchRequests.isEmptyLeg,
      query: searchRequests.query,
      offers: searchRequests.offers,
      resultSet: searchRequests.resultSet,
      lastReadAt: searchRequests.lastReadAt,
      expiredAt: searchRequests.expiredAt,
    })
    .from(searchRequests)
    .where(eq(searchRequests.id, id));
  if (!row) return null;
  if (row.expiredAt || (!row.offers && !row.resultSet)) {
    return { kind: "expired", id: row.id, query: (row.query as SavedQuery | null) ?? null };
  }
  if (now.getTime() - row.lastReadAt.getTime() > READ_TOUCH_MS) {
    await db.update(searchRequests).set({ lastReadAt: now }).where(eq(searchRequests.id, id));
  }
  // The JSON columns hold exactly what was written after the contract's schemas shaped it; they
  // are served as saved, not re-validated, so a link shared before a later change of the contract
  // still opens the offers its visitor saw.
  if (row.resultSet) return { kind: "rendered", resultSet: row.resultSet as ResultSet | EmptyLegResultSet };
  return {
    kind: "live",
    id: row.id,
    createdAt: row.createdAt,
    isEmptyLeg: row.isEmptyLeg,
    query: row.query as SavedQuery,
    set: await decodeSet(row.offers!),
  };
}

/** A card kept whole: an ordered card, or one of a set saved before issue 15. */
export async function findKeptCard(db: AppDatabase, id: string): Promise<Card | null> {
  const [row] = await db.select({ card: cards.card }).from(cards).where(eq(cards.id, id));
  return (row?.card as Card | undefined) ?? null;
}

/** A card as the pre-order keeps it (issue 15: an ordered card outlives its set). */
export interface KeptCard {
  id: string;
  requestId: string | null;
  tailNumber: string;
  card: Card;
  ratesDate: string | null;
}

/**
 * The sweep (issue 15, item 1): expires the sets past their time, drops their cards that no
 * pre-order holds, and deletes year-old tombstones. One instance at a time: the work runs in a
 * transaction holding a Postgres advisory lock, and another instance that finds it taken skips.
 */
export async function sweepSavedSets(
  db: AppDatabase,
  now: Date,
): Promise<{ ran: boolean; expired: number; deleted: number }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended('charterline:sweep-saved-sets', 0)) as locked`,
    );
    if (!lock.rows[0]?.locked) return { ran: false, expired: 0, deleted: 0 };
    const expired = await tx
      .update(searchRequests)
      .set({ expiredAt: now, offers: null, resultSet: null })
      .where(
        and(
          isNull(searchRequests.expiredAt),
          or(
            lt(searchRequests.lastDepartureAt, new Date(now.getTime() - EXPIRE_AFTER_DEPARTURE_MS)),
            lt(searchRequests.lastReadAt, new Date(now.getTime() - EXPIRE_AFTER_READ_MS)),
          ),
        ),
      )
      .returning({ id: searchRequests.id });
    const expiredIds = expired.map((row) => row.id);
    // Whole cards of sets saved before issue 15 go with their set, unless a customer ordered one.
    for (let start = 0; start < expiredIds.length; start += 1000) {
      await tx
        .delete(cards)
        .where(
          and(
            inArray(cards.requestId, expiredIds.slice(start, start + 1000)),
            sql`not exists (select 1 from pre_orders where pre_orders.card_id = ${cards.id})`,
          ),
        );
    }
    const deleted = await tx
      .delete(searchRequests)
      .where(lt(searchRequests.expiredAt, new Date(now.getTime() - TOMBSTONE_MS)))
      .returning({ id: searchRequests.id });
    return { ran: true, expired: expiredIds.length, deleted: deleted.length };
  });
}
