import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCharterService, type CharterService } from "~/charter/charter.server";
import { createInProcessCharterClient } from "~/charter/client/in-process.server";
import type { CharterClient } from "~/charter/client/charter-client";
import type { OrderingService } from "~/charter/ordering/ordering.server";
import type { WatchService } from "~/charter/index.server";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { silentLogger } from "~/utils/logger.server";
import { buildPriceStrip, STRIP_DAYS, STRIP_DAYS_WIDE } from "~/offers/price-strip";
import { isExpiredResults, loadResults } from "~/offers/result-set.server";

// The real parts (issue 16, item 2): the seeded marketplace in an in-memory PGlite, the engine, the
// in-process charter client the site's loaders call, and the results loader itself.
let database: Database;
let charter: CharterService;
let charterClient: CharterClient;
const now = new Date("2026-11-21T09:00:00Z");

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger, now);
  charter = createCharterService({ db: database.db, logger: silentLogger, now: () => now });
  // The strip reads result sets and calendars only; the ordering half is not reached.
  charterClient = createInProcessCharterClient(charter, {} as OrderingService, {} as WatchService);
});
afterAll(() => database.close());

describe("the results loader's price strip over the seeded marketplace", () => {
  it("carries the calendar of the days around a one-way search, its own day priced as the search", async () => {
    const set = await charter.search({
      departure_airport: "UUWW",
      arrival_airport: "LTFM",
      departure_date_there: "2026-12-10T12:00",
      pax_there: 3,
      departure_date_back: null,
      pax_back: null,
    });
    const data = await loadResults({ charterClient, charter, logger: silentLogger }, set.id, "ru", now);
    if (!data || isExpiredResults(data)) throw new Error("expected a live result set");

    expect(data.priceStrip?.ratesDate).toBe(set.rates_date);
    expect(data.priceStrip?.days.map((day) => day.date)).toEqual([
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
      "2026-12-14",
      "2026-12-15",
    ]);
    // The calendar prices a day at 12:00, as this search asked: the same figure as its cheapest card.
    const cheapestCard = Math.min(
      ...set.cards.map((card) => card.routes.reduce((sum, route) => sum + route.price.eur, 0)),
    );
    const chosen = data.priceStrip?.days.find((day) => day.date === "2026-12-10");
    expect(chosen?.price?.eur).toBe(cheapestCard);

    const strip = buildPriceStrip(data, "rub");
    expect(strip?.days).toHaveLength(STRIP_DAYS_WIDE);
    expect(strip?.days.filter((day) => !day.wideOnly)).toHaveLength(STRIP_DAYS);
    expect(strip?.days.find((day) => day.chosen)?.date).toBe("2026-12-10");
    expect(strip?.days.filter((day) => day.price !== null).length).toBeGreaterThan(STRIP_DAYS);
  });

  it("has no strip for a route the rules close", async () => {
    const set = await charter.search({
      departure_airport: "UUWW",
      arrival_airport: "EGLL",
      departure_date_there: "2026-12-10T12:00",
      pax_there: 1,
      departure_date_back: null,
      pax_back: null,
    });
    const data = await loadResults({ charterClient, charter, logger: silentLogger }, set.id, "en", now);
    if (!data || isExpiredResults(data)) throw new Error("expected a live result set");
    expect(data.restriction).not.toBeNull();
    expect(data.priceStrip).toBeNull();
  });
});
