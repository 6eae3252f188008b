import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watches } from "~/db/schema";
import type { Database } from "~/db/client.server";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { airportIndex } from "../airports/airports";
import type { EmptyLegResultSet } from "../contract/schemas";
import { createWatchScanner, type WatchScanner } from "./scanner.server";

/*
 * Issue 29, item 2: matching "runs once across instances". Two scanners (two instances; on a
 * Postgres server, two connection pools to one database) asked to scan at once: one claims the
 * request and reads the listing, the other finds nothing due; a request made after the claim is
 * scanned again, and nothing is due once the request is served.
 */
describe.each(databaseTargets())("the watches' scanner on $name", (target) => {
  let first: Database;
  let second: Database;
  const listings: string[] = [];

  function scanner(database: Database, name: string): WatchScanner {
    return createWatchScanner({
      db: database.db,
      logger: silentLogger,
      airports: airportIndex,
      siteUrl: "https://charterline.ru",
      // The sweep is not due within a test: only requests and new confirmations are.
      sweepMs: 3_600_000,
      emptyLegs: async () => {
        listings.push(name);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { cards: [] } as unknown as EmptyLegResultSet;
      },
      invalidate: () => undefined,
      enqueued: () => undefined,
    });
  }

  beforeAll(async () => {
    const options = await target.reopenable();
    first = await target.open(options);
    // One embedded PGlite is one process's: its two "instances" share it.
    second = target.name === "postgres" ? await target.open(options) : first;
    await first.db.insert(watches).values({
      id: "w-claim",
      channel: "email",
      contact: "claim@example.com",
      language: "ru",
      fromPlace: "UUWW",
      toPlace: "URSS",
      daysAhead: 30,
      pax: 2,
      status: "active",
      confirmTokenHash: "claim-confirm",
      manageToken: "claim-manage",
      createdAt: new Date(),
      confirmedAt: new Date(),
      welcomedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
  });
  afterAll(() => target.cleanup());

  it("scans a request once, whichever instance claims it", async () => {
    const a = scanner(first, "a");
    const b = scanner(second, "b");
    // The first scan ever is due by the sweep; take it out of the way.
    await a.scanOnce();
    listings.length = 0;

    await a.request();
    const results = await Promise.all([a.scanOnce(), b.scanOnce()]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect(listings).toHaveLength(1);

    // Served: nothing is due on either instance until the next change.
    expect((await Promise.all([a.scanOnce(), b.scanOnce()])).map((result) => result.ran)).toEqual([
      false,
      false,
    ]);

    // A change after the claim is scanned again, by the other instance this time.
    await a.request();
    expect((await b.scanOnce()).ran).toBe(true);
    expect(listings).toEqual([expect.any(String), "b"]);
  });
});
