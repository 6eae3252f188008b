import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { exchangeRates } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { loadRatesAge, ratesAgeDays, RATES_STALE_AFTER_DAYS } from "./age.server";
import { SEED_RATES } from "./cbr";
import { storeRates } from "./refresher.server";

/*
 * The rates' age of issue 26, item 8: Moscow calendar days from the rates' own date, stale past two,
 * so the Saturday rates the bank sets on Friday are not flagged on Monday.
 */

/** An instant given as Moscow wall-clock time (UTC+3 all year). */
const moscow = (local: string) => new Date(`${local}+03:00`);

const rates = (date: string) => ({ ...SEED_RATES, date });

describe("ratesAgeDays", () => {
  it("counts Moscow calendar days, whatever the hour", () => {
    // Wednesday 2 December 2026.
    expect(ratesAgeDays("2026-12-02", moscow("2026-12-02T00:01:00"))).toBe(0);
    expect(ratesAgeDays("2026-12-02", moscow("2026-12-02T23:59:00"))).toBe(0);
    expect(ratesAgeDays("2026-12-01", moscow("2026-12-02T00:01:00"))).toBe(1);
    // 23:30 on 1 December in UTC is already 2 December in Moscow.
    expect(ratesAgeDays("2026-11-30", new Date("2026-12-01T23:30:00Z"))).toBe(2);
  });

  it("takes the rates the bank publishes for tomorrow as today's", () => {
    expect(ratesAgeDays("2026-12-03", moscow("2026-12-02T16:00:00"))).toBe(0);
  });

  it("leaves Saturday's rates current until Tuesday", () => {
    // Set on Friday 4 December 2026 and dated Saturday 5 December; they stand through Monday.
    const saturday = "2026-12-05";
    const ages = ["2026-12-05", "2026-12-06", "2026-12-07", "2026-12-08"].map((day) =>
      ratesAgeDays(saturday, moscow(`${day}T10:00:00`)),
    );
    expect(ages).toEqual([0, 1, 2, 3]);
    expect(ages.map((age) => age > RATES_STALE_AFTER_DAYS)).toEqual([false, false, false, true]);
  });

  it("counts across months and years", () => {
    expect(ratesAgeDays("2024-12-28", moscow("2025-01-11T09:00:00"))).toBe(14);
    expect(ratesAgeDays("2026-02-27", moscow("2026-03-02T09:00:00"))).toBe(3);
  });
});

describe.each(databaseTargets())("loadRatesAge on $name", (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(exchangeRates);
  });

  it("reads the newest stored rates", async () => {
    await storeRates(database.db, rates("2026-11-27"));
    await storeRates(database.db, rates("2026-12-01"));
    expect(await loadRatesAge(database.db, moscow("2026-12-03T09:00:00"))).toEqual({
      date: "2026-12-01",
      ageDays: 2,
      stale: false,
    });
    expect(await loadRatesAge(database.db, moscow("2026-12-04T09:00:00"))).toEqual({
      date: "2026-12-01",
      ageDays: 3,
      stale: true,
    });
  });

  it("ages the shipped rates while none are stored, as the prices use them", async () => {
    const age = await loadRatesAge(database.db, moscow("2026-12-03T09:00:00"));
    expect(age).toEqual({ date: SEED_RATES.date, ageDays: 705, stale: true });
  });

  it("ignores a day that has only one of the two currencies", async () => {
    await storeRates(database.db, rates("2026-12-01"));
    await database.db.insert(exchangeRates).values({
      date: "2026-12-02",
      currency: "EUR",
      rubPerUnit: 100,
      source: "Bank of Russia",
    });
    // currentRates falls back to the shipped rates when the newest day lacks a currency.
    const age = await loadRatesAge(database.db, moscow("2026-12-03T09:00:00"));
    expect(age.date).toBe(SEED_RATES.date);
    expect(age.stale).toBe(true);
  });
});
