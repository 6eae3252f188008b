import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { readLimitWindows } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import {
  addressKey,
  countReadHit,
  createReadLimiter,
  pruneReadLimitWindows,
  readKind,
  READ_LIMIT_WINDOW_MS,
} from "./read-limits.server";

describe("what counts against which read limit (issue 15, item 2)", () => {
  it.each([
    ["/api/cards", "?departure_airport=UUEE", "searches"],
    ["/api/cards/el", "", "searches"],
    ["/api/cards/0b7f3c1e", "", "searches"],
    ["/api/requests/0b7f3c1e", "", "searches"],
    ["/api/prices/calendar", "?date_from=2026-12-01", "searches"],
    ["/api/airports-names", "?q=мин&limit=8", "lookups"],
    ["/api/airports-names", "?q=", "lookups"],
    ["/search/UUEE/LFMN/2026-12-01/2/", "", "searches"],
    ["/search/UUEE/LFMN/2026-12-01/2.data", "", "searches"],
    ["/search/0b7f3c1e/", "?currency=eur", "searches"],
    ["/en/search/0b7f3c1e.data", "?_routes=routes/search.request", "searches"],
    ["/flight/0b7f3c1e/", "", "searches"],
    ["/en/flight/0b7f3c1e.data", "", "searches"],
    ["/el/", "?from=UUEE", "searches"],
    ["/el/", "?_data=ru/empty-legs", "searches"],
    ["/el.data", "", "searches"],
    ["/en/el/", "", "searches"],
    ["/en/el.data", "", "searches"],
  ])("GET %s%s: %s", (path, search, kind) => {
    expect(readKind("GET", path, search)).toBe(kind);
    expect(readKind("HEAD", path, search)).toBe(kind);
  });

  it.each([
    ["/api/airports-names", ""],
    ["/api/airports-names", "?limit=5"],
    ["/api/images/ra-67001", ""],
    ["/api/openapi.json", ""],
    ["/api/requests", ""],
    ["/api/pre-orders", ""],
    ["/", ""],
    ["/_root.data", ""],
    ["/en/", ""],
    ["/fleet/", "?sort=year"],
    ["/search/", "?from=UUEE&to=LFMN"],
    ["/search.data", ""],
    ["/flight/0b7f3c1e/order/", ""],
    ["/flight/0b7f3c1e/order.data", ""],
    ["/elite/", ""],
    ["/ops/orders/", ""],
    ["/searches/", ""],
  ])("GET %s%s counts against none", (path, search) => {
    expect(readKind("GET", path, search)).toBeNull();
  });

  it("counts GET and HEAD only", () => {
    for (const method of ["POST", "PUT", "OPTIONS", "DELETE"]) {
      expect(readKind(method, "/api/cards", "")).toBeNull();
      expect(readKind(method, "/search/0b7f3c1e/", "")).toBeNull();
    }
  });
});

describe("the counted part of an address", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:127.0.0.1", "127.0.0.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:1::", "2001:db8:1:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("%s counts as %s", (address, key) => expect(addressKey(address)).toBe(key));
});

describe.each(databaseTargets())("read-limit windows on $name", (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(readLimitWindows);
  });

  async function rows() {
    return (await database.db.select().from(readLimitWindows)).map((row) => ({
      bucket: row.bucket,
      windowStart: row.windowStart.toISOString(),
      hits: row.hits,
    }));
  }

  it("counts hits per bucket and window, one row each", async () => {
    const minute = new Date("2026-12-01T09:00:00Z");
    const next = new Date(minute.getTime() + READ_LIMIT_WINDOW_MS);
    expect(await countReadHit(database.db, "searches:203.0.113.7", minute)).toBe(1);
    expect(await countReadHit(database.db, "searches:203.0.113.7", minute)).toBe(2);
    expect(await countReadHit(database.db, "lookups:203.0.113.7", minute)).toBe(1);
    expect(await countReadHit(database.db, "searches:203.0.113.8", minute)).toBe(1);
    expect(await countReadHit(database.db, "searches:203.0.113.7", next)).toBe(1);
    expect(await rows()).toHaveLength(4);
  });

  it("counts concurrent hits exactly", async () => {
    const minute = new Date("2026-12-01T09:00:00Z");
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countReadHit(database.db, "searches:203.0.113.7", minute)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("allows `max` a minute, then refuses until the minute ends, saying how long", async () => {
    let clock = new Date("2026-12-01T09:00:15.200Z");
    const limiter = createReadLimiter({ db: database.db, now: () => clock });
    for (let hit = 1; hit <= 3; hit += 1) {
      expect(await limiter.hit("searches:203.0.113.7", 3)).toEqual({
        allowed: true,
        retryAfterSeconds: 45,
        firstRefusal: false,
      });
    }
    expect(await limiter.hit("searches:203.0.113.7", 3)).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
      firstRefusal: true,
    });
    clock = new Date("2026-12-01T09:00:59.900Z");
    expect(await limiter.hit("searches:203.0.113.7", 3)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      firstRefusal: false,
    });
    // Another bucket is its own count.
    expect((await limiter.hit("lookups:203.0.113.7", 3)).allowed).toBe(true);
    expect((await limiter.hit("searches:203.0.113.8", 3)).allowed).toBe(true);
    // A refused client is refused again from memory: the flood costs no further statements.
    expect((await rows()).find((row) => row.bucket === "searches:203.0.113.7")?.hits).toBe(4);

    clock = new Date("2026-12-01T09:01:00.000Z");
    expect(await limiter.hit("searches:203.0.113.7", 3)).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
      firstRefusal: false,
    });
  });

  it("is one count for every instance: two limiters on one database share it", async () => {
    const clock = new Date("2026-12-01T09:00:30Z");
    const first = createReadLimiter({ db: database.db, now: () => clock });
    const second = createReadLimiter({ db: database.db, now: () => clock });
    const answers: boolean[] = [];
    for (let hit = 0; hit < 6; hit += 1) {
      const instance = hit % 2 === 0 ? first : second;
      answers.push((await instance.hit("searches:203.0.113.7", 4)).allowed);
    }
    expect(answers).toEqual([true, true, true, true, false, false]);
    // Each instance refused once by counting: both saw the shared count pass the limit.
    expect((await rows())[0]?.hits).toBe(6);
  });

  it("prunes windows older than ten minutes, at most once a minute per instance", async () => {
    const start = new Date("2026-12-01T09:00:00Z").getTime();
    for (const minutesAgo of [30, 11, 10, 9, 1]) {
      await countReadHit(database.db, `searches:old-${minutesAgo}`, new Date(start - minutesAgo * 60_000));
    }
    let clock = new Date(start + 5_000);
    const limiter = createReadLimiter({ db: database.db, now: () => clock });
    await limiter.hit("searches:203.0.113.7", 30);
    const kept = async () => (await rows()).map((row) => row.bucket).sort();
    expect(await kept()).toEqual([
      "searches:203.0.113.7",
      "searches:old-1",
      "searches:old-10",
      "searches:old-9",
    ]);

    // Within the minute no second prune runs, though a window has aged in the meantime.
    await countReadHit(database.db, "searches:aged", new Date(start - 20 * 60_000));
    clock = new Date(start + 50_000);
    await limiter.hit("searches:203.0.113.7", 30);
    expect(await kept()).toContain("searches:aged");
    clock = new Date(start + 65_000);
    await limiter.hit("searches:203.0.113.7", 30);
    expect(await kept()).not.toContain("searches:aged");

    await pruneReadLimitWindows(database.db, new Date(start + 10 * 60_000));
    expect(await rows()).toEqual([]);
  });

  it("a failed prune is reported, and the read is still counted", async () => {
    const errors: unknown[] = [];
    const failingDelete = {
      ...database.db,
      insert: database.db.insert.bind(database.db),
      delete: () => {
        throw new Error("delete refused");
      },
    } as unknown as Database["db"];
    const limiter = createReadLimiter({
      db: failingDelete,
      now: () => new Date("2026-12-01T09:00:00Z"),
      onPruneError: (error) => errors.push(error),
    });
    expect((await limiter.hit("searches:203.0.113.7", 1)).allowed).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
