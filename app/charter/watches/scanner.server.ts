import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { watchMessages, watchNotices, watches, watchScans } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import type { Airport, AirportIndex } from "../airports/airports";
import type { EmptyLegCard, EmptyLegResultSet, EmptyLegsQuery } from "../contract/schemas";
import { enqueue } from "../ordering/outbox.server";
import { airportLabel, detourText, matchLeg, placeOf } from "./match";
import { legsMessage, type LegLine } from "./messages";
import { WATCH_CONFIRM_DAYS, WATCH_MESSAGES_PER_DAY, type WatchPlace, type WatchLanguage } from "./types";
import { toWatchView, watchLinks, windowDays } from "./watches.server";

/**
 * The watches' scanner (issue 29, item 2; decision 047). A supply change (a leg published in the
 * console or by an operator's API, a booking that derives a positioning leg, a feed import) or a
 * confirmation asks for a scan by stamping `watch_scans.requested_at`; whichever instance next
 * takes the transaction-scoped advisory lock claims the request by stamping `scanned_at` with the
 * time it starts, and scans. A change committed while a scan runs leaves `requested_at` after
 * `scanned_at`, so the next poll scans again; every instance polls every few seconds, so a change
 * made on one instance is scanned within that, and a sweep each minute catches the rest (a leg
 * whose time came into a rolling window, an expiry).
 *
 * Each watch is written to in its own transaction with its row locked: the notices (one per watch
 * and leg, a primary key) decide which legs are new, the message goes into the outbox beside
 * them, and the daily cap is counted there, so two scans that overlap never send a leg twice.
 */

/** Any 64-bit number unique to this lock; "watch-scan" in ASCII. */
const SCAN_LOCK_KEY = 0x77617463685f7363n;
const DAY = 24 * 60 * 60_000;
/** A message lists at most this many legs; the rest are on the site's list, linked below them. */
const LEGS_PER_MESSAGE = 10;

export interface ScanResult {
  /** False when another instance holds the scan, or none was due. */
  ran: boolean;
  messages: number;
  expired: number;
}

export interface WatchScanner {
  /** A supply change or a confirmation: stamps the request (shared by every instance) and kicks. */
  request(): Promise<void>;
  /** Scans once if a scan is due and no other instance is scanning. */
  scanOnce(): Promise<ScanResult>;
  start(): void;
  stop(): Promise<void>;
}

export interface ScannerOptions {
  db: AppDatabase;
  logger: Logger;
  airports: AirportIndex;
  siteUrl: string;
  now?: () => Date;
  /** The engine's empty legs on sale (GET /api/cards/el). */
  emptyLegs: (query: EmptyLegsQuery) => Promise<EmptyLegResultSet>;
  /** Drops this instance's cached market before a requested scan, so it reads the change. */
  invalidate: () => void;
  /** After a scan that enqueued messages: the outbox delivers them now. */
  enqueued: () => void;
  pollMs?: number;
  sweepMs?: number;
}

/** The identity of an empty leg across listings: aircraft, route and departure. */
export function legKey(
  card: Pick<EmptyLegCard, "aircraft" | "departure_airport" | "arrival_airport" | "departure_date">,
) {
  return `${card.aircraft}|${card.departure_airport}|${card.arrival_airport}|${card.departure_date}`;
}

function airportName(airport: Airport | undefined, icao: string, language: WatchLanguage): string {
  return airport ? airportLabel(airport, language) : icao;
}

interface Candidate {
  key: string;
  card: EmptyLegCard;
  detour: { ru: string | null; en: string | null };
  departure: string;
}

/** The legs of a listing that a watch's places, party and price accept, soonest first. */
export function candidatesFor(
  watch: { from: WatchPlace; to: WatchPlace; maxPriceEur: number | null },
  cards: readonly EmptyLegCard[],
  airports: AirportIndex,
): Candidate[] {
  const found: Candidate[] = [];
  for (const card of cards) {
    const from = airports.byIcao(card.departure_airport);
    const to = airports.byIcao(card.arrival_airport);
    if (!from || !to) continue;
    const match = matchLeg(watch, { from, to }, airports);
    if (!match) continue;
    const price = card.routes[0]?.price.eur ?? Number.POSITIVE_INFINITY;
    if (watch.maxPriceEur !== null && price > watch.maxPriceEur) continue;
    found.push({
      key: legKey(card),
      card,
      detour: { ru: detourText(match, "ru"), en: detourText(match, "en") },
      departure: card.departure_date,
    });
  }
  return found.sort((a, b) => a.departure.localeCompare(b.departure));
}

function lineOf(
  candidate: Candidate,
  language: WatchLanguage,
  siteUrl: string,
  airports: AirportIndex,
): LegLine {
  const { card } = candidate;
  const price = card.routes[0]!.price;
  return {
    fromName: airportName(airports.byIcao(card.departure_airport), card.departure_airport, language),
    toName: airportName(airports.byIcao(card.arrival_airport), card.arrival_airport, language),
    departureLocal: card.departure_window?.from_local ?? card.departure_date_local,
    windowEndLocal: card.departure_window?.to_local ?? null,
    priceRub: price.rub,
    priceEur: price.eur,
    seats: card.max_pax,
    aircraftType: card.aircraft_type,
    detour: candidate.detour[language],
    url: `${siteUrl.replace(/\/+$/, "")}${language === "en" ? "/en" : ""}/flight/${card.id}/`,
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

export function createWatchScanner(options: ScannerOptions): WatchScanner {
  const { db, logger, airports } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const sweepMs = options.sweepMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<ScanResult> | null = null;
  let again = false;
  let stopped = true;

  /** Takes the scan if one is due and no other instance holds it; null otherwise. */
  async function claim(at: Date): Promise<{ requested: boolean } | null> {
    return db.transaction(async (tx) => {
      const [lock] = rowsOf<{ got: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${SCAN_LOCK_KEY.toString()}::bigint) as got`),
      );
      if (!lock?.got) return null;
      await tx.insert(watchScans).values({ id: 1 }).onConflictDoNothing();
      const [state] = await tx.select().from(watchScans).where(eq(watchScans.id, 1));
      const scannedAt = state?.scannedAt ?? null;
      const requested = state?.requestedAt != null && (scannedAt === null || state.requestedAt > scannedAt);
      const swept = scannedAt === null || at.getTime() - scannedAt.getTime() >= sweepMs;
      const [unwelcomed] = await tx
        .select({ id: watches.id })
        .from(watches)
        .where(and(eq(watches.status, "active"), isNull(watches.welcomedAt)))
        .limit(1);
      if (!requested && !swept && !unwelcomed) return null;
      await tx.update(watchScans).set({ scannedAt: at }).where(eq(watchScans.id, 1));
      return { requested };
    });
  }

  async function expire(at: Date): Promise<number> {
    const ended = await db
      .update(watches)
      .set({ status: "expired", endedAt: at })
      .where(
        or(
          and(inArray(watches.status, ["active", "pending"]), lte(watches.expiresAt, at)),
          and(
            eq(watches.status, "pending"),
            lt(watches.createdAt, new Date(at.getTime() - WATCH_CONFIRM_DAYS * DAY)),
          ),
        ),
      )
      .returning({ id: watches.id });
    return ended.length;
  }

  /** Writes to one watch: the legs it was not told of, within its daily cap. */
  async function notify(watchId: string, candidates: Candidate[], at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(watches).where(eq(watches.id, watchId)).for("update");
      if (!row || row.status !== "active" || !row.contact) return false;
      const welcome = row.welcomedAt === null;
      if (!welcome && candidates.length === 0) return false;
      const [today] = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(watchMessages)
        .where(
          and(
            eq(watchMessages.watchId, watchId),
            inArray(watchMessages.kind, ["welcome", "legs"]),
            gte(watchMessages.createdAt, new Date(at.getTime() - DAY)),
          ),
        );
      if ((today?.count ?? 0) >= WATCH_MESSAGES_PER_DAY) {
        logger.info("watch at its daily cap", { id: watchId });
        return false;
      }
      const fresh =
        candidates.length === 0
          ? []
          : await tx
              .insert(watchNotices)
              .values(candidates.map((candidate) => ({ watchId, legKey: candidate.key, createdAt: at })))
              .onConflictDoNothing()
              .returning({ key: watchNotices.legKey });
      const freshKeys = new Set(fresh.map((notice) => notice.key));
      const legs = candidates.filter((candidate) => freshKeys.has(candidate.key));
      if (!welcome && legs.length === 0) return false;
      const view = toWatchView(row, airports);
      const links = watchLinks(options.siteUrl, row);
      const language = row.language;
      const listed = legs
        .slice(0, LEGS_PER_MESSAGE)
        .map((leg) => lineOf(leg, language, options.siteUrl, airports));
      const message = legsMessage({
        kind: welcome ? "welcome" : "legs",
        channel: row.channel,
        language,
        from: view.from,
        to: view.to,
        legs: listed,
        links,
      });
      const more =
        legs.length > LEGS_PER_MESSAGE
          ? language === "en"
            ? `\n\n…and ${legs.length - LEGS_PER_MESSAGE} more: ${options.siteUrl.replace(/\/+$/, "")}/en/el/`
            : `\n\n…и ещё ${legs.length - LEGS_PER_MESSAGE}: ${options.siteUrl.replace(/\/+$/, "")}/el/`
          : "";
      if (row.channel === "email") {
        await enqueue(tx, {
          channel: "email",
          recipient: row.contact,
          subject: message.subject,
          body: message.body + more,
          // RFC 8058: one POST to this address unsubscribes, without a page in between.
          headers: {
            "List-Unsubscribe": `<${links.unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
          reference: `watch:${row.id}`,
        });
      } else {
        await enqueue(tx, {
          channel: "telegram",
          recipient: row.contact,
          body: message.body + more,
          reference: `watch:${row.id}`,
        });
      }
      await tx
        .insert(watchMessages)
        .values({ watchId, kind: welcome ? "welcome" : "legs", legs: legs.length, createdAt: at });
      if (welcome) await tx.update(watches).set({ welcomedAt: at }).where(eq(watches.id, watchId));
      return true;
    });
  }

  async function scan(): Promise<ScanResult> {
    const at = now();
    const claimed = await claim(at);
    if (!claimed) return { ran: false, messages: 0, expired: 0 };
    const expired = await expire(at);
    if (claimed.requested) options.invalidate();
    const live = await db.select().from(watches).where(eq(watches.status, "active"));
    const listings = new Map<string, Promise<readonly EmptyLegCard[]>>();
    let messages = 0;
    for (const row of live) {
      const from = placeOf(row.fromPlace, airports);
      const to = placeOf(row.toPlace, airports);
      if (!from || !to) continue;
      const { dateFrom, dateTo } = windowDays(row, at);
      if (dateTo < dateFrom) continue;
      const listingKey = `${dateFrom}|${dateTo}|${row.pax}`;
      let listing = listings.get(listingKey);
      if (!listing) {
        listing = options
          .emptyLegs({
            departure_airport: null,
            arrival_airport: null,
            date_from: dateFrom,
            date_to: dateTo,
            pax_there: row.pax,
          } as EmptyLegsQuery)
          .then((set) => set.cards)
          // A window past the order depth has nothing on sale yet (the engine says so with a 400).
          .catch((error: unknown) => {
            if (error instanceof Error && error.name === "CharterInputError") return [];
            throw error;
          });
        listings.set(listingKey, listing);
      }
      const candidates = candidatesFor({ from, to, maxPriceEur: row.maxPriceEur }, await listing, airports);
      try {
        if (await notify(row.id, candidates, at)) messages += 1;
      } catch (error) {
        logger.error("watch not notified", { id: row.id, error });
      }
    }
    if (messages > 0) options.enqueued();
    if (messages > 0 || expired > 0)
      logger.info("watches scanned", { watches: live.length, messages, expired });
    return { ran: true, messages, expired };
  }

  function scanOnce(): Promise<ScanResult> {
    if (running) {
      again = true;
      return running;
    }
    running = scan().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void scanOnce().catch((error: unknown) => logger.error("watch scan failed", { error }));
      }
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      scanOnce()
        .catch((error: unknown) => logger.error("watch scan failed", { error }))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    async request() {
      const at = now();
      try {
        await db
          .insert(watchScans)
          .values({ id: 1, requestedAt: at })
          .onConflictDoUpdate({ target: watchScans.id, set: { requestedAt: at } });
      } catch (error) {
        logger.error("watch scan not requested", { error });
        return;
      }
      if (!stopped) void scanOnce().catch((error: unknown) => logger.error("watch scan failed", { error }));
    },
    scanOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
