import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { accessTokens, cards, logins, preOrders, searchRequests } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { createCharterService, isResultSetGone, type CharterService } from "./charter.server";
import type { CardsQuery } from "./contract/schemas";
import { cardIdOf, setIdOfCard, sweepSavedSets, TOMBSTONE_MS } from "./saved.server";
import { seedCharter } from "./seed/seed.server";
import { createSweeper } from "./sweeper.server";

const DAY = 86_400_000;

// Issue 15, item 1 and API.md "Saved result sets", on the real parts: the project's migrations on
// PGlite (and Postgres when TEST_DATABASE_URL is set), the seeded fleet and schedule, the engine.
describe.each(databaseTargets())("saved result sets on $name", (target) => {
  let database: Database;
  let charter: CharterService;
  let clock: Date;
  const start = new Date("2026-12-01T09:00:00Z");
  const query = (overrides: Partial<CardsQuery> = {}): CardsQuery => ({
    departure_airport: "UUWW",
    arrival_airport: "LTFM",
    departure_date_there: "2026-12-10T12:00:00",
    departure_date_back: null,
    pax_there: 4,
    pax_back: null,
    ...overrides,
  });
  const rows = async () => (await database.db.select({ n: count() }).from(searchRequests))[0]!.n;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger, start);
    charter = createCharterService({ db: database.db, logger: silentLogger, now: () => clock });
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    clock = start;
    charter.invalidate();
    await database.db.delete(preOrders);
    await database.db.delete(cards);
    await database.db.delete(searchRequests);
  });

  it("stores a search in a few KB and rebuilds the very cards it answered", async () => {
    const answered = await charter.search(query({ departure_date_back: "2026-12-14T15:00:00" }));
    expect(answered.cards.length).toBeGreaterThan(8);
    const [row] = await database.db
      .select({ bytes: sql<number>`octet_length(${searchRequests.offers})`, query: searchRequests.query })
      .from(searchRequests);
    // The budget is 12 KB of database per search; the rendered set was about 30 KB.
    expect(Number(row!.bytes)).toBeLessThan(6_000);
    expect(JSON.stringify(answered).length).toBeGreaterThan(5 * Number(row!.bytes));
    expect(row!.query).toEqual(answered.query);
    // Nothing per card: the cards live only in the compact set.
    expect((await database.db.select({ n: count() }).from(cards))[0]!.n).toBe(0);

    advance(60_000);
    expect(await charter.request(answered.id)).toEqual(answered);
    for (const card of answered.cards) {
      expect(setIdOfCard(card.id)).toBe(answered.id);
      expect(card.routes[0]!.number).toBe(`${card.id.toUpperCase()}-1`);
    }
    expect(await charter.card(answered.cards[3]!.id)).toEqual(answered.cards[3]);
    expect(await charter.card(cardIdOf(answered.id, answered.cards.length))).toBeNull();
  });

  it("answers an identical search minutes later with the saved set, and a changed one anew", async () => {
    // Asked twice at once: priced and saved once.
    const [first, twin] = await Promise.all([charter.search(query()), charter.search(query())]);
    expect(twin.id).toBe(first.id);
    expect(await rows()).toBe(1);
    advance(10 * 60_000);
    charter.invalidate();
    const again = await charter.search(query());
    expect(again.id).toBe(first.id);
    expect(again).toEqual(first);
    expect(await rows()).toBe(1);

    const otherParty = await charter.search(query({ pax_there: 2 }));
    expect(otherParty.id).not.toBe(first.id);
    // Past the sharing window the same search is computed and saved anew.
    advance(6 * 60_000);
    const later = await charter.search(query());
    expect(later.id).not.toBe(first.id);
    expect(await rows()).toBe(3);
  });

  it("saves no empty-leg listing, and finds its cards by their leg while on sale", async () => {
    const listing = await charter.emptyLegs({
      departure_airport: null,
      arrival_airport: null,
      date_from: null,
      date_to: null,
      pax_there: 3,
    });
    expect(listing.cards.length).toBeGreaterThan(0);
    expect(await rows()).toBe(0);
    expect(await charter.request(listing.id)).toBeNull();
    const card = listing.cards[0]!;
    const opened = await charter.card(card.id);
    expect(opened?.routes[0]!.pax).toBe(3);
    expect({ ...opened, request_id: card.request_id, datetime: card.datetime }).toEqual(card);
  });

  it("expires a set a week after its last departure: 410 with the query, cards gone", async () => {
    const answered = await charter.search(query());
    const lastDeparture = Math.max(...answered.cards.map((card) => Date.parse(card.departure_date)));
    clock = new Date(lastDeparture + 6 * DAY);
    expect(await sweepSavedSets(database.db, clock)).toEqual({ ran: true, expired: 0, deleted: 0 });
    clock = new Date(lastDeparture + 7 * DAY + 60_000);
    expect(await sweepSavedSets(database.db, clock)).toEqual({ ran: true, expired: 1, deleted: 0 });

    const gone = await charter.request(answered.id).catch((error: unknown) => error);
    expect(isResultSetGone(gone)).toBe(true);
    expect(isResultSetGone(gone) && gone.query).toEqual(answered.query);
    expect(await charter.card(answered.cards[0]!.id)).toBeNull();
    // The tombstone keeps the query alone.
    const [tomb] = await database.db.select().from(searchRequests);
    expect(tomb!.offers).toBeNull();
    // A year on, the tombstone goes too.
    clock = new Date(clock.getTime() + TOMBSTONE_MS + DAY);
    expect(await sweepSavedSets(database.db, clock)).toEqual({ ran: true, expired: 0, deleted: 1 });
    expect(await charter.request(answered.id)).toBeNull();
  });

  it("expires a set 30 days after it was last read, each read putting it off", async () => {
    const answered = await charter.search(query({ departure_date_there: "2027-02-25T12:00:00" }));
    advance(20 * DAY);
    expect((await charter.request(answered.id))?.id).toBe(answered.id);
    advance(25 * DAY);
    expect((await sweepSavedSets(database.db, clock)).expired).toBe(0);
    advance(6 * DAY);
    expect((await sweepSavedSets(database.db, clock)).expired).toBe(1);
  });

  it("keeps an ordered card whole after its set expires, and drops the unordered ones of old sets", async () => {
    const answered = await charter.search(query());
    const ordered = answered.cards[1]!;
    await database.db.insert(cards).values((await charter.orderableCard(ordered.id))!);
    await database.db.insert(logins).values({
      id: "login-1",
      phone: "+79161234567",
      name: "Анна",
      codeHash: "0".repeat(64),
      codeExpiresAt: clock,
      lastSentAt: clock,
      clientAddress: "127.0.0.1",
    });
    await database.db.insert(accessTokens).values({
      id: "token-1",
      tokenHash: "1".repeat(64),
      loginId: "login-1",
      phone: "+79161234567",
      expiresAt: new Date(clock.getTime() + DAY),
    });
    await database.db.insert(preOrders).values({
      id: "order-1",
      tokenId: "token-1",
      cardId: ordered.id,
      phone: "+79161234567",
      name: "Анна",
      clientAddress: "127.0.0.1",
    });
    // A set saved before issue 15: rendered whole, with a row per card.
    await database.db.insert(searchRequests).values({
      id: "legacy000001",
      createdAt: clock,
      lastReadAt: clock,
      resultSet: { ...answered, id: "legacy000001" },
    });
    await database.db
      .insert(cards)
      .values([
        { id: "legacycard01", requestId: "legacy000001", tailNumber: "RA-1", card: answered.cards[0]! },
      ]);

    clock = new Date(clock.getTime() + 40 * DAY);
    expect(await sweepSavedSets(database.db, clock)).toMatchObject({ ran: true, expired: 2 });
    expect(await charter.card(ordered.id)).toEqual(ordered);
    const [kept] = await database.db.select().from(cards).where(eq(cards.id, ordered.id));
    expect(kept?.ratesDate).toBe(answered.rates_date);
    expect(await charter.card("legacycard01")).toBeNull();
  });

  it("runs in the server on a timer and survives a failing run", async () => {
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (message: string) => void warnings.push(message) };
    const sweeper = createSweeper({ db: database.db, logger, intervalMs: 60_000, now: () => clock });
    expect(await sweeper.sweep()).toEqual({ ran: true, expired: 0, deleted: 0 });
    const broken = createSweeper({
      db: { transaction: () => Promise.reject(new Error("connection lost")) } as never,
      logger,
      intervalMs: 60_000,
    });
    expect(await broken.sweep()).toBeNull();
    // Each run's two jobs fail apart: the documents' reminders (issue 27, item 2), then the sweep.
    expect(warnings).toEqual([
      "reminders of expiring operator documents failed",
      "sweep of saved result sets failed",
    ]);
  });
});
