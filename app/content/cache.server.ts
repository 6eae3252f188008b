import type { Logger } from "~/utils/logger.server";

/**
 * The in-process content cache (ARCHITECTURE.md, "Content layer"): a short TTL, stale values served
 * while one refresh runs in the background (the stale-while-revalidate model of RFC 5861 §3), the
 * last-known-good value kept when the CMS is unreachable, and a purge for the signed webhook.
 */
export interface ContentCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Marks every entry as needing a reload; values stay as last-known-good if the reload fails. */
  purge(): void;
  stats(): ContentCacheStats;
}

export interface ContentCacheStats {
  /** Keys holding a value (fresh or last-known-good). */
  entries: number;
  fresh: number;
  /** The most recent failed load of an entry whose latest load failed; null once all recovered. */
  lastError: { key: string; message: string; at: string } | null;
}

interface Entry {
  /** Present once a load has succeeded: the last-known-good value. */
  value?: { current: unknown };
  /** The value is fresh until this time (from `now`). */
  freshUntil: number;
  /** Set by a purge: the next caller waits for a reload instead of taking the stale value. */
  reloadFirst: boolean;
  /** The one load in flight for this key, shared by every caller that waits for it. */
  inflight?: Promise<unknown>;
  /** The failure of the latest load, cleared by the next success. */
  error?: { message: string; at: number };
}

export function createContentCache(options: {
  ttlMs: number;
  logger: Logger;
  now?: () => number;
}): ContentCache {
  const { ttlMs, logger } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // A purge starts a new generation: a load begun before it may carry the content the webhook
  // announced as replaced, so its result does not count as fresh.
  let generation = 0;

  function load(key: string, entry: Entry, loader: () => Promise<unknown>): Promise<unknown> {
    const started = generation;
    const promise = loader().then(
      (value) => {
        if (started === generation) {
          entry.value = { current: value };
          entry.freshUntil = now() + ttlMs;
          entry.reloadFirst = false;
        } else if (!entry.value) {
          entry.value = { current: value };
        }
        entry.error = undefined;
        return value;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        entry.error = { message, at: now() };
        // Callers after this one get the last-known-good value at once and retry in the
        // background, rather than each waiting on an unreachable CMS.
        if (started === generation) entry.reloadFirst = false;
        logger.warn("content load failed", {
          key,
          error: message,
          servingLastKnownGood: entry.value !== undefined,
        });
        throw error;
      },
    );
    entry.inflight = promise;
    const clear = () => {
      if (entry.inflight === promise) entry.inflight = undefined;
    };
    // The slot clears only after the handlers above ran, so the call after a failure tries again.
    promise.then(clear, clear);
    return promise;
  }

  return {
    async get<T>(key: string, loader: () => Promise<T>): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { freshUntil: -Infinity, reloadFirst: false };
        entries.set(key, entry);
      }
      const { value, reloadFirst } = entry;
      if (value && !reloadFirst && now() < entry.freshUntil) return value.current as T;

      const running = entry.inflight ?? load(key, entry, loader);
      if (value && !reloadFirst) {
        // Stale: answer at once. A failed refresh is logged in `load`; it must not surface here
        // as an unhandled rejection.
        running.catch(() => undefined);
        return value.current as T;
      }
      try {
        return (await running) as T;
      } catch (error) {
        // After a purge, a failed reload falls back to the last-known-good value.
        if (value) return value.current as T;
        throw error;
      }
    },

    purge() {
      generation += 1;
      for (const entry of entries.values()) {
        // Stale as well as reload-first: if the reload fails, later callers get the
        // last-known-good value at once and a background retry, not a "fresh" old value.
        entry.freshUntil = -Infinity;
        entry.reloadFirst = true;
        entry.inflight = undefined;
      }
    },

    stats() {
      const at = now();
      let withValue = 0;
      let fresh = 0;
      let failed: (NonNullable<Entry["error"]> & { key: string }) | undefined;
      for (const [key, entry] of entries) {
        if (entry.value) {
          withValue += 1;
          if (!entry.reloadFirst && at < entry.freshUntil) fresh += 1;
        }
        if (entry.error && (!failed || entry.error.at >= failed.at)) failed = { key, ...entry.error };
      }
      return {
        entries: withValue,
        fresh,
        lastError: failed
          ? { key: failed.key, message: failed.message, at: new Date(failed.at).toISOString() }
          : null,
      };
    },
  };
}
