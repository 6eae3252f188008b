import { describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createContentCache } from "./cache.server";

const TTL = 60_000;

/** A promise the test settles by hand, to hold a load in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the cache's background handlers run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup() {
  let time = 1_000_000;
  const { logger, entries: logs } = createMemoryLogger();
  const cache = createContentCache({ ttlMs: TTL, logger, now: () => time });
  const advance = (ms: number) => {
    time += ms;
  };
  return { cache, logs, advance };
}

/** A loader that answers "v1", "v2", ... and counts its calls. */
function counter() {
  let calls = 0;
  const load = async () => `v${++calls}`;
  return { load, calls: () => calls };
}

describe("content cache", () => {
  it("serves a fresh value within the TTL without loading again", async () => {
    const { cache, advance } = setup();
    const source = counter();
    expect(await cache.get("k", source.load)).toBe("v1");
    advance(TTL - 1);
    expect(await cache.get("k", source.load)).toBe("v1");
    expect(source.calls()).toBe(1);
    expect(cache.stats()).toEqual({ entries: 1, fresh: 1, lastError: null });
  });

  it("past the TTL answers the stale value at once, then the refreshed one", async () => {
    const { cache, advance } = setup();
    const source = counter();
    await cache.get("k", source.load);
    advance(TTL);
    expect(cache.stats().fresh).toBe(0);
    expect(await cache.get("k", source.load)).toBe("v1");
    await settle();
    expect(source.calls()).toBe(2);
    expect(await cache.get("k", source.load)).toBe("v2");
    expect(source.calls()).toBe(2);
  });

  it("runs one refresh per key while it is in flight", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "old");
    advance(TTL + 1);
    const refresh = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return refresh.promise;
    };
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual([
      "old",
      "old",
      "old",
    ]);
    expect(calls).toBe(1);
    refresh.resolve("new");
    await settle();
    expect(await cache.get("k", load)).toBe("new");
  });

  it("shares one load among concurrent callers when nothing is cached", async () => {
    const { cache } = setup();
    const first = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return first.promise;
    };
    const waiting = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    first.resolve("value");
    expect(await waiting).toEqual(["value", "value", "value"]);
    expect(calls).toBe(1);
  });

  it("keeps the last-known-good value when a refresh fails, logs a warning and tries again next time", async () => {
    const { cache, advance, logs } = setup();
    await cache.get("k", async () => "good");
    advance(TTL);
    const failing = async (): Promise<string> => {
      throw new Error("CMS unreachable");
    };
    expect(await cache.get("k", failing)).toBe("good");
    await settle();
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: "warn",
        key: "k",
        error: "CMS unreachable",
        servingLastKnownGood: true,
      }),
    );
    expect(cache.stats()).toMatchObject({
      entries: 1,
      fresh: 0,
      lastError: { key: "k", message: "CMS unreachable" },
    });

    const recovered = counter();
    expect(await cache.get("k", recovered.load)).toBe("good");
    await settle();
    expect(recovered.calls()).toBe(1);
    expect(await cache.get("k", recovered.load)).toBe("v1");
    expect(cache.stats()).toEqual({ entries: 1, fresh: 1, lastError: null });
  });

  it("rejects when a load fails with nothing cached, and tries again on the next call", async () => {
    const { cache, logs } = setup();
    await expect(
      cache.get("k", async () => {
        throw new Error("dataset missing");
      }),
    ).rejects.toThrow("dataset missing");
    expect(logs).toContainEqual(expect.objectContaining({ level: "warn", servingLastKnownGood: false }));
    expect(cache.stats()).toMatchObject({ entries: 0, lastError: { key: "k", message: "dataset missing" } });
    expect(await cache.get("k", async () => "back")).toBe("back");
  });

  it("purge makes the next call wait for a reload", async () => {
    const { cache } = setup();
    const source = counter();
    await cache.get("a", source.load);
    await cache.get("b", async () => "b1");
    cache.purge();
    expect(cache.stats()).toEqual({ entries: 2, fresh: 0, lastError: null });
    expect(await cache.get("a", source.load)).toBe("v2");
    expect(await cache.get("a", source.load)).toBe("v2");
    expect(source.calls()).toBe(2);
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });

  it("after a purge, a failed reload still answers the last-known-good value without waiting again", async () => {
    const { cache, logs } = setup();
    await cache.get("k", async () => "good");
    cache.purge();
    expect(
      await cache.get("k", async () => {
        throw new Error("CMS unreachable");
      }),
    ).toBe("good");
    expect(logs.filter((entry) => entry.level === "warn")).toHaveLength(1);

    // The CMS is still down: the next caller gets the stale value at once, the retry runs behind.
    const slow = deferred<string>();
    expect(await cache.get("k", () => slow.promise)).toBe("good");
    slow.resolve("fresh");
    await settle();
    expect(await cache.get("k", () => Promise.resolve("unused"))).toBe("fresh");
  });

  it("does not let a load begun before a purge count as fresh", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "v1");
    advance(TTL);
    const before = deferred<string>();
    expect(await cache.get("k", () => before.promise)).toBe("v1");
    cache.purge();
    const after = cache.get("k", async () => "v3");
    before.resolve("v2");
    expect(await after).toBe("v3");
    await settle();
    expect(await cache.get("k", async () => "unused")).toBe("v3");
  });

  it("keeps keys apart", async () => {
    const { cache } = setup();
    expect(await cache.get("siteSettings:ru", async () => "ru")).toBe("ru");
    expect(await cache.get("siteSettings:en", async () => "en")).toBe("en");
    expect(await cache.get("siteSettings:ru", async () => "other")).toBe("ru");
  });
});
