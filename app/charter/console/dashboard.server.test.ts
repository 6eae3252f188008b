import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newId } from "~/charter/ids";
import type { Database } from "~/db/client.server";
import { deals, exchangeRates, leads, preOrders } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { SEED_RATES } from "../rates/cbr";
import { storeRates } from "../rates/refresher.server";
import { loadDashboard } from "./dashboard.server";
import type { DealKind, DealStatus } from "./pipeline";

/*
 * The overview's numbers on the real database engine, with deals placed around Moscow midnight and
 * the fifteen-minute mark where an off-by-one would show.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// 10:00 in Moscow on 1 December 2026.
const NOW = new Date("2026-12-01T07:00:00Z");

describe.each(databaseTargets())("the console's overview on $name", (target) => {
  let database: Database;

  async function deal(
    createdAt: Date,
    status: DealStatus = "new",
    kind: DealKind = "callback",
    name = "Клиент",
  ) {
    const id = newId();
    await database.db.insert(leads).values({
      id,
      kind: kind === "partner" ? "partner" : "search",
      name,
      contact: "+79161234567",
      phone: "+79161234567",
      message: "—",
      details: {},
      clientAddress: "203.0.113.1",
      createdAt,
    });
    await database.db.insert(deals).values({ id, kind, leadId: id, status, createdAt, updatedAt: createdAt });
    return id;
  }

  beforeAll(async () => {
    database = await target.open(await target.fresh());
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(deals);
    await database.db.delete(preOrders);
    await database.db.delete(leads);
  });

  it("counts today's new orders by Moscow day, by kind", async () => {
    await deal(new Date("2026-11-30T21:00:00Z"), "new", "search"); // 00:00 Moscow, today
    await deal(new Date("2026-12-01T06:59:00Z"), "contacted", "partner");
    await deal(new Date("2026-11-30T20:59:00Z")); // 23:59 Moscow, yesterday
    const dashboard = await loadDashboard(database.db, NOW);
    expect(dashboard.today.total).toBe(2);
    expect(dashboard.today.byKind).toEqual({ pre_order: 0, callback: 0, partner: 1, search: 1 });
  });

  it("lists new orders waiting more than fifteen minutes, oldest first", async () => {
    const oldest = await deal(new Date(NOW.getTime() - 3 * 60 * MINUTE), "new", "callback", "Первый");
    const late = await deal(new Date(NOW.getTime() - 16 * MINUTE), "new", "callback", "Второй");
    await deal(new Date(NOW.getTime() - 15 * MINUTE)); // exactly 15: not yet late
    await deal(new Date(NOW.getTime() - 60 * MINUTE), "contacted"); // called
    const dashboard = await loadDashboard(database.db, NOW);
    expect(dashboard.late.total).toBe(2);
    expect(dashboard.late.deals.map((item) => [item.id, item.customerName, item.waitingMinutes])).toEqual([
      [oldest, "Первый", 180],
      [late, "Второй", 16],
    ]);
  });

  it("reports the statuses of the last thirty days and the share won", async () => {
    const statuses: DealStatus[] = [
      "new",
      "quoted",
      "booked",
      "flown",
      "lost",
      "lost",
      "cancelled",
      "booked",
    ];
    for (const [index, status] of statuses.entries())
      await deal(new Date(NOW.getTime() - index * DAY), status);
    await deal(new Date(NOW.getTime() - 31 * DAY), "booked"); // outside the window
    const { conversion } = await loadDashboard(database.db, NOW);
    expect(conversion.total).toBe(8);
    expect(conversion.byStatus).toEqual({
      new: 1,
      contacted: 0,
      quoted: 1,
      option: 0,
      booked: 2,
      flown: 1,
      lost: 2,
      cancelled: 1,
    });
    expect(conversion.won).toBe(3);
    expect(conversion.wonShare).toBeCloseTo(3 / 8);
  });

  it("lists options whose hold ends within a day, lapsed ones first and marked", async () => {
    const hold = async (name: string, optionUntil: Date, status: DealStatus = "option") => {
      const id = await deal(new Date(NOW.getTime() - 2 * DAY), status, "search", name);
      await database.db.update(deals).set({ optionUntil }).where(eq(deals.id, id));
      return id;
    };
    const lapsed = await hold("Истёк", new Date(NOW.getTime() - 30 * MINUTE));
    const soon = await hold("Скоро", new Date(NOW.getTime() + 23 * 60 * MINUTE));
    await hold("Не скоро", new Date(NOW.getTime() + DAY + MINUTE)); // more than a day away
    await hold("Забронирован", new Date(NOW.getTime() + 60 * MINUTE), "booked"); // no longer an option
    const { options } = await loadDashboard(database.db, NOW);
    expect(options.map((item) => [item.id, item.customerName, item.lapsed])).toEqual([
      [lapsed, "Истёк", true],
      [soon, "Скоро", false],
    ]);
  });

  it("counts new deals per Moscow day over fourteen days, empty days included", async () => {
    await deal(new Date("2026-11-30T21:30:00Z")); // 1 Dec, Moscow
    await deal(new Date("2026-11-30T20:30:00Z")); // 30 Nov, Moscow
    await deal(new Date("2026-11-30T10:00:00Z"));
    await deal(new Date("2026-11-17T20:59:00Z")); // 17 Nov, Moscow: fifteen days back, outside
    const { perDay } = await loadDashboard(database.db, NOW);
    expect(perDay).toHaveLength(14);
    expect(perDay[0]).toEqual({ day: "2026-11-18", count: 0 });
    expect(perDay.at(-2)).toEqual({ day: "2026-11-30", count: 2 });
    expect(perDay.at(-1)).toEqual({ day: "2026-12-01", count: 1 });
    expect(perDay.reduce((sum, item) => sum + item.count, 0)).toBe(3);
  });

  it("flags the exchange rates once they are more than two days old (issue 26, item 8)", async () => {
    await database.db.delete(exchangeRates);
    // NOW is Tuesday 1 December 2026: Saturday's rates are 3 days old, Sunday's would be 2.
    await storeRates(database.db, { ...SEED_RATES, date: "2026-11-28" });
    expect((await loadDashboard(database.db, NOW)).rates).toEqual({
      date: "2026-11-28",
      ageDays: 3,
      stale: true,
    });
    await storeRates(database.db, { ...SEED_RATES, date: "2026-11-29" });
    expect((await loadDashboard(database.db, NOW)).rates).toEqual({
      date: "2026-11-29",
      ageDays: 2,
      stale: false,
    });
  });

  it("answers zeros and no share on an empty desk", async () => {
    const dashboard = await loadDashboard(database.db, NOW);
    expect(dashboard.today.total).toBe(0);
    expect(dashboard.late).toEqual({ total: 0, deals: [] });
    expect(dashboard.conversion.wonShare).toBeNull();
  });
});
