import type { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { silentLogger } from "~/utils/logger.server";
import { airportIndex } from "../airports/airports";
import { PeakCalendar } from "../engine/peak-days";
import { searchOffers, type OfferQuery } from "../engine/offers";
import { outageOf } from "../outage";
import { seedCharter } from "../seed/seed.server";
import { marketWire } from "./market-build";
import { createPricingPool, isPricingUnavailable, type PricingPool } from "./pricing-pool.server";
import { createSnapshotCache, type Snapshot } from "./snapshot.server";

// Issue 26, item 11: searches priced in worker threads answer exactly what the engine answers in
// process, on the real seeded market (PGlite, the seeded fleet and schedule, the rules in force).
let database: Database;
let snapshot: Snapshot;
const now = new Date("2026-11-21T09:00:00Z");
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const routes = ["UUWW-URSS", "UUWW-LTFM", "UUEE-OMDB", "ULLI-URSS", "UUWW-UBBB", "UUDD-LTAI", "UUWW-URKK"];
const queries: OfferQuery[] = Array.from({ length: 42 }, (_, i) => {
  const [from, to] = routes[i % routes.length]!.split("-") as [string, string];
  const back = i % 3 === 0 ? { returnLocal: `${day(3 + (i % 40))}T18:00`, paxBack: 1 + (i % 4) } : {};
  return {
    from,
    to,
    departureLocal: `${day(1 + (i % 40))}T${String(7 + (i % 13)).padStart(2, "0")}:00`,
    pax: 1 + (i % 7),
    requestedAt: now.getTime(),
    ...back,
  };
});

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger, now);
  const cache = createSnapshotCache({
    db: database.db,
    logger: silentLogger,
    airports: airportIndex,
    now: () => now,
  });
  snapshot = await cache.snapshot();
});
afterAll(() => database.close());

describe("the pricing pool (issue 26, item 11)", () => {
  let pool: PricingPool;
  beforeAll(() => {
    pool = createPricingPool({ size: 2, logger: silentLogger });
  });
  afterAll(() => pool.close());

  it("sends the seeded market to a worker as data", () => {
    const wire = marketWire(snapshot.market, snapshot.rules);
    expect(wire).not.toBeNull();
    expect(wire!.aircraft.length).toBe(snapshot.market.aircraft.length);
    expect(wire!.rules.length).toBeGreaterThan(0);
    expect(typeof wire!.aircraft.find((a) => a.schedule.length > 0)!.schedule[0]!.departsAt).toBe("number");
  });

  it("prices every query as the engine does in process, offer for offer", async () => {
    const inProcess = queries.map((query) => searchOffers(snapshot.market, query));
    const pooled = await Promise.all(queries.map((query) => pool.price(snapshot, query)));
    expect(inProcess.flat().length).toBeGreaterThan(100);
    expect(pooled).toEqual(inProcess);
    // The aircraft are the server's own objects, not copies.
    expect(pooled[0]![0]!.aircraft).toBe(inProcess[0]![0]!.aircraft);
  });

  it("prices peak days the same: the calendar's periods reach the worker", async () => {
    const market = {
      ...snapshot.market,
      peakDays: new PeakCalendar([
        { id: "test-peak", name: { ru: "Тест", en: "Test" }, from: day(1), to: day(20), airports: [] },
      ]),
    };
    const peaked = { ...snapshot, market };
    expect(marketWire(market, snapshot.rules)?.peakPeriods).toHaveLength(1);
    const inProcess = queries.map((query) => searchOffers(market, query));
    expect(
      inProcess
        .flat()
        .some((offer) => offer.legs.some((leg) => leg.price.some((l) => l.item === "peak_day"))),
    ).toBe(true);
    expect(await Promise.all(queries.map((query) => pool.price(peaked, query)))).toEqual(inProcess);
  });

  it("prices in process a market it cannot send (a rule book that cannot list its rules)", async () => {
    const stand = { market: snapshot.market, rules: {} };
    expect(marketWire(stand.market, stand.rules)).toBeNull();
    expect(await pool.price(stand, queries[0]!)).toEqual(searchOffers(snapshot.market, queries[0]!));
  });
});

describe("a pricing worker that dies or hangs (issue 26, item 11)", () => {
  it("fails the search it was pricing with a 503, is replaced, and the next search is answered", async () => {
    const workers: Worker[] = [];
    const pool = createPricingPool({
      size: 1,
      logger: silentLogger,
      testHooks: { onWorker: (worker) => workers.push(worker) },
    });
    try {
      expect(await pool.price(snapshot, queries[1]!)).toEqual(searchOffers(snapshot.market, queries[1]!));
      workers[0]!.postMessage({ type: "crash" });
      const failed = await pool.price(snapshot, queries[2]!).catch((error: unknown) => error);
      expect(isPricingUnavailable(failed)).toBe(true);
      expect(outageOf(failed)).toMatch(/^pricing: pricing worker exited with code 3/);
      expect(await pool.price(snapshot, queries[2]!)).toEqual(searchOffers(snapshot.market, queries[2]!));
      expect(workers).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });

  it("ends a worker whose search overruns the timeout, and goes on with a new one", async () => {
    const workers: Worker[] = [];
    const pool = createPricingPool({
      size: 1,
      logger: silentLogger,
      taskTimeoutMs: 2_000,
      testHooks: { onWorker: (worker) => workers.push(worker) },
    });
    try {
      expect(await pool.price(snapshot, queries[3]!)).toEqual(searchOffers(snapshot.market, queries[3]!));
      workers[0]!.postMessage({ type: "hang" });
      const failed = await pool.price(snapshot, queries[4]!).catch((error: unknown) => error);
      expect(isPricingUnavailable(failed)).toBe(true);
      expect(await pool.price(snapshot, queries[4]!)).toEqual(searchOffers(snapshot.market, queries[4]!));
    } finally {
      await pool.close();
    }
  });

  it("once closed, answers a search with a 503 and leaves no thread running", async () => {
    const workers: Worker[] = [];
    const pool = createPricingPool({
      size: 1,
      logger: silentLogger,
      testHooks: { onWorker: (worker) => workers.push(worker) },
    });
    const exited = new Promise((resolve) => workers[0]!.once("exit", resolve));
    await pool.close();
    await exited;
    const failed = await pool.price(snapshot, queries[0]!).catch((error: unknown) => error);
    expect(outageOf(failed)).toMatch(/^pricing: /);
  });
});
