import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { staff } from "~/db/schema";
import { silentLogger } from "~/utils/logger.server";
import { airportIndex } from "../airports/airports";
import { createCharterService, type CharterService } from "../charter.server";
import { HOUSE_SCOPE } from "../console/scope";
import { removePeakPeriod } from "../console/supply/peak-days.server";
import { seedCharter } from "../seed/seed.server";

/**
 * The price calendar reflects peak days (issue 26, item 6: "the price calendar and the price strip
 * reflect it"), on the real database: the seeded fleet and schedule and the seeded peak-day
 * calendar, priced by the engine. Before issue 26 Moscow–Sochi cost the same on every day from
 * 1 December to 31 January, 31 December included, and a month gave 2 distinct prices.
 */
let database: Database;
let charter: CharterService;
const now = new Date("2026-11-27T09:00:00Z");

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger, now);
  await database.db
    .insert(staff)
    .values({ id: "sup-1", email: "ops@charterline.ru", name: "Ops", role: "supervisor" });
  charter = createCharterService({ db: database.db, logger: silentLogger, now: () => now });
});
afterAll(() => database.close());

const lateDecember = {
  departure_airport: "UUWW",
  arrival_airport: "URSS",
  date_from: "2026-12-15",
  date_to: "2027-01-14",
  pax_there: 2,
};

const priceOf = (days: { date: string; price: { eur: number } | null }[], date: string) =>
  days.find((day) => day.date === date)?.price?.eur ?? Number.NaN;

describe("the price calendar on peak days (issue 26, item 6)", () => {
  it("prices 31 December, a New Year holiday, above 29 December, and the month's days differ", async () => {
    const { days } = await charter.priceCalendar(lateDecember);
    expect(days).toHaveLength(31);
    expect(days.every((day) => day.price !== null)).toBe(true);
    expect(priceOf(days, "2026-12-31")).toBeGreaterThan(priceOf(days, "2026-12-29"));
    // Every day of the holidays (31 December to 10 January) is dearer than the day before them.
    for (const day of days.filter((item) => item.date >= "2026-12-31" && item.date <= "2027-01-10")) {
      expect(day.price!.eur, day.date).toBeGreaterThan(priceOf(days, "2026-12-30"));
    }
    expect(priceOf(days, "2027-01-11")).toBeLessThan(priceOf(days, "2027-01-10"));
    // Not the 2 distinct prices a month of issue 26.
    expect(new Set(days.map((day) => day.price!.eur)).size).toBeGreaterThan(2);
  });

  it("a period removed in the console is gone from the next calendar: the day prices are not kept", async () => {
    const before = await charter.priceCalendar(lateDecember);
    const removed = await removePeakPeriod(
      {
        db: database.db,
        airport: (icao) => airportIndex.byIcao(icao),
        // What the console's supply routes pass (app/ops/supply/route.server.ts, supplyChanged).
        invalidate: () => charter.invalidate(),
        staffId: "sup-1",
        clientAddress: null,
        now,
        scope: HOUSE_SCOPE,
      },
      "ru-new-year-2027",
    );
    expect(removed.ok).toBe(true);
    const after = await charter.priceCalendar(lateDecember);
    expect(priceOf(after.days, "2026-12-31")).toBeLessThan(priceOf(before.days, "2026-12-31"));
    expect(priceOf(after.days, "2026-12-29")).toBe(priceOf(before.days, "2026-12-29"));
  });
});
