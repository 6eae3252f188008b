import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { accessTokens, cards, logins, preOrders } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { airportIndex } from "./airports/airports";
import { createCharterService, type CharterService } from "./charter.server";
import { findEmptyLegs } from "./engine/empty-legs";
import { loadMarket } from "./market.server";
import { seedCharter } from "./seed/seed.server";

// The real parts: the project's migrations, the seeded fleet and schedule, the generated airport
// list, and the cards an empty-leg search saves (issue 14, item 7: "a leg disappears once its
// aircraft is taken").
describe.each(databaseTargets())("taken empty legs on $name", (target) => {
  let database: Database;
  let charter: CharterService;
  const now = new Date("2026-12-01T09:00:00Z");
  const search = () =>
    charter.emptyLegs({
      departure_airport: null,
      arrival_airport: null,
      date_from: null,
      date_to: null,
      pax_there: 1,
    });

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger, now);
    charter = createCharterService({ db: database.db, logger: silentLogger, now: () => now });
  });
  afterAll(() => target.cleanup());

  async function preOrder(cardId: string, status: "received" | "cancelled", suffix: string) {
    await database.db.insert(logins).values({
      id: `login-${suffix}`,
      phone: "+79161234567",
      name: "Анна",
      codeHash: "0".repeat(64),
      codeExpiresAt: now,
      lastSentAt: now,
      clientAddress: "127.0.0.1",
    });
    await database.db.insert(accessTokens).values({
      id: `token-${suffix}`,
      tokenHash: suffix.padEnd(64, "0"),
      loginId: `login-${suffix}`,
      phone: "+79161234567",
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    // As createPreOrder does: the ordered card is kept whole (issue 15).
    const kept = await charter.orderableCard(cardId);
    await database.db.insert(cards).values(kept!).onConflictDoNothing();
    await database.db.insert(preOrders).values({
      id: `order-${suffix}`,
      tokenId: `token-${suffix}`,
      cardId,
      phone: "+79161234567",
      name: "Анна",
      status,
      clientAddress: "127.0.0.1",
    });
  }

  const key = (card: { aircraft: string; departure_airport: string; departure_date: string }) =>
    `${card.aircraft} ${card.departure_airport} ${card.departure_date}`;

  it("offers an empty leg until a pre-order is placed on one of its cards, then no longer", async () => {
    const before = await search();
    const [taken, cancelled] = before.cards;
    expect(taken && cancelled).toBeTruthy();
    await preOrder(taken!.id, "received", "a");
    await preOrder(cancelled!.id, "cancelled", "b");

    const market = await loadMarket(database.db, airportIndex, now);
    const legs = findEmptyLegs(market, { pax: 1, now }).map((offer) =>
      key({
        aircraft: offer.aircraft.tailNumber,
        departure_airport: offer.legs[0]!.from,
        departure_date: `${offer.legs[0]!.departsAt.toISOString().slice(0, 19)}Z`,
      }),
    );
    expect(legs).not.toContain(key(taken!));
    // A cancelled pre-order gives the leg back.
    expect(legs).toContain(key(cancelled!));
    expect(legs).toHaveLength(before.cards.length - 1);

    // The service's next empty-leg search, once its cached market is dropped, agrees.
    charter.invalidate();
    const after = (await search()).cards.map(key);
    expect(after).not.toContain(key(taken!));
    expect(after).toHaveLength(before.cards.length - 1);
  });

  it("keeps a taken leg in the aircraft's schedule: it still flies, with its customer", async () => {
    const market = await loadMarket(database.db, airportIndex, now);
    const [order] = await database.db.select().from(preOrders);
    expect(order).toBeTruthy();
    const card = (await charter.card(order!.cardId))!;
    const aircraft = market.aircraft.find((a) => a.tailNumber === card.aircraft)!;
    const flight = aircraft.schedule.find(
      (leg) =>
        leg.from === card.departure_airport && leg.departsAt.getTime() === Date.parse(card.departure_date),
    );
    expect(flight?.kind).toBe("charter");
  });
});
