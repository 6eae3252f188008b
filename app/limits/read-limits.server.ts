import { lt, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { readLimitWindows } from "~/db/schema";

/**
 * Read limits per client address (issue 15, item 2; API.md "Conventions"): what is limited, what is
 * counted, and the count itself, kept in Postgres so every instance shares it. server/read-limits.ts
 * answers the requests; the reasons for the numbers are written there.
 *
 * The count is a fixed window of one minute per bucket: one upsert per limited request, which
 * answers the window's count so far. A fixed window lets a client make up to twice the limit across
 * a window's edge; for a limit meant to stop hundreds a minute, that costs nothing, and it keeps the
 * cost of a read at one indexed statement (a sliding log, as the writes of issue 6 keep, would store
 * a row per search).
 */

export type ReadKind = "searches" | "lookups";

/** The limits are per minute (READ_LIMIT_*_PER_MINUTE). */
export const READ_LIMIT_WINDOW_MS = 60_000;
/** Windows older than this count for nothing and are deleted. */
const KEEP_WINDOWS_MS = 10 * 60_000;
/** Each instance deletes old windows at most this often. */
const PRUNE_EVERY_MS = 60_000;

// Pages are matched with a Remix data request's `.data` taken off (`/el.data` is `/el/`'s data,
// `/_root.data` the root's), so a navigation in the browser counts like a page load.
const SEARCH_PAGE = /^(?:\/en)?\/(?:search\/[^/].*|flight\/[^/]+\/?|el\/?)$/;
const SEARCH_API = /^\/api\/(?:cards(?:\/.*)?|requests\/.+|prices\/calendar\/?)$/;
const LOOKUP_API = /^\/api\/airports-names\/?$/;

/**
 * Which limit a GET or HEAD counts against, or null for none:
 * - searches: the API's searches, empty-leg queries, saved result sets, cards and price calendar,
 *   and the pages that run or show them: a search address and its saved result set
 *   (`/search/…/`, not the form's own `/search/`, which runs nothing), a flight (`/flight/{card}/`,
 *   not its order steps), the empty legs (`/el/`); in both languages, data requests included;
 * - lookups: airport look-ups (`/api/airports-names` with a `q`); the full list without one is a
 *   cacheable file (ETag), not a search.
 */
export function readKind(method: string, givenPath: string, search: string): ReadKind | null {
  if (method !== "GET" && method !== "HEAD") return null;
  // The router matches addresses in any letter case (`/Search/…`, `/API/cards`), so the limits
  // classify them in one spelling too (issue 30, item 1): otherwise a refused client only had to
  // change a letter's case to search on.
  const path = givenPath.toLowerCase();
  if (path.startsWith("/api/")) {
    if (LOOKUP_API.test(path)) return new URLSearchParams(search).has("q") ? "lookups" : null;
    return SEARCH_API.test(path) ? "searches" : null;
  }
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return SEARCH_PAGE.test(page) ? "searches" : null;
}

/**
 * The counted part of a client address. IPv4 as it is (an IPv4-mapped IPv6 address is its IPv4
 * address); IPv6 by its /64, because one subscriber is handed a whole /64 (RFC 6177) and can use
 * any of its 2^64 addresses, so a per-address count would never fill.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const bare = address.toLowerCase().split("%")[0]!;
  const [head = "", tail] = bare.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  // An IPv4 tail (64:ff9b::192.0.2.1) fills two groups.
  const width = (parts: string[]) => parts.length + (parts.at(-1)?.includes(".") ? 1 : 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - width(left) - width(right))).fill("0");
  const prefix = [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => (group.includes(".") ? group : group.replace(/^0+(?=.)/, "")));
  while (prefix.length < 4) prefix.push("0");
  return `${prefix.join(":")}::/64`;
}

/** Counts one hit of `bucket` in the window starting at `windowStart`; answers the window's count. */
export async function countReadHit(db: AppDatabase, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(readLimitWindows)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [readLimitWindows.bucket, readLimitWindows.windowStart],
      set: { hits: sql`${readLimitWindows.hits} + 1` },
    })
    .returning({ hits: readLimitWindows.hits });
  return row?.hits ?? 1;
}

/** Deletes the windows that started before `before`. */
export async function pruneReadLimitWindows(db: AppDatabase, before: Date): Promise<void> {
  await db.delete(readLimitWindows).where(lt(readLimitWindows.windowStart, before));
}

export interface ReadLimitVerdict {
  allowed: boolean;
  /** Whole seconds to the end of the window (at least 1): the refusal's Retry-After. */
  retryAfterSeconds: number;
  /** True for the first refusal of a bucket in a window on this instance (worth one log line). */
  firstRefusal: boolean;
}

export interface ReadLimiter {
  /** Counts one read of `bucket`, allowed while the window holds at most `max` of them. */
  hit(bucket: string, max: number): Promise<ReadLimitVerdict>;
}

export interface ReadLimiterOptions {
  db: AppDatabase;
  now?: () => Date;
  /** A failed prune is reported here; it never fails the read that ran it. */
  onPruneError?: (error: unknown) => void;
}

export function createReadLimiter(options: ReadLimiterOptions): ReadLimiter {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  // Buckets refused in their current window, to the window's end: a client past its limit is
  // refused again without a statement, so a flood costs the database one upsert per client and
  // minute past the limit, not one per request. The count only grows within a window, so another
  // instance cannot have made the refusal wrong. Entries go in window order: expired ones lead.
  const refused = new Map<string, number>();
  let lastPrune = Number.NEGATIVE_INFINITY;

  function forgetExpired(at: number) {
    for (const [bucket, until] of refused) {
      if (until > at) break;
      refused.delete(bucket);
    }
  }

  return {
    async hit(bucket, max) {
      const at = now().getTime();
      const windowStart = Math.floor(at / READ_LIMIT_WINDOW_MS) * READ_LIMIT_WINDOW_MS;
      const windowEnd = windowStart + READ_LIMIT_WINDOW_MS;
      const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - at) / 1000));
      forgetExpired(at);
      if (refused.has(bucket)) return { allowed: false, retryAfterSeconds, firstRefusal: false };

      const hits = await countReadHit(db, bucket, new Date(windowStart));
      if (at - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = at;
        await pruneReadLimitWindows(db, new Date(windowStart - KEEP_WINDOWS_MS)).catch((error: unknown) =>
          options.onPruneError?.(error),
        );
      }
      if (hits <= max) return { allowed: true, retryAfterSeconds, firstRefusal: false };
      refused.set(bucket, windowEnd);
      return { allowed: false, retryAfterSeconds, firstRefusal: true };
    },
  };
}
