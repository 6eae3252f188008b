import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { rateLimitEvents } from "~/db/schema";
import { OrderingError } from "./errors";
import type { Limit } from "./limits";

/** A transaction or the database: both run the same queries. */
export type Executor = Pick<AppDatabase, "select" | "insert" | "update" | "delete" | "execute">;

export interface LimitCheck {
  limit: Limit;
  /** What is counted: a normalised phone, a client address, or "all" for a global cap. */
  key: string;
}

function bucketOf(check: LimitCheck): string {
  return `${check.limit.name}:${check.key}`;
}

/**
 * Sliding-window rate limits kept in Postgres (issue 6: "stored in the database so that several
 * instances share them"). Inside the caller's transaction, each bucket is locked with a
 * transaction-scoped advisory lock, its events in the window are counted, and only when every
 * check passes is one event recorded per bucket: two instances racing for the last slot queue on
 * the lock instead of both taking it. Throws a 429 OrderingError naming the wait.
 */
export async function consume(tx: Executor, checks: LimitCheck[], now: Date, message: string): Promise<void> {
  await ensureRoom(tx, checks, now, message);
  await record(tx, checks, now);
}

/**
 * The check half of consume(): locks each bucket for the rest of the transaction and throws the
 * 429 when any is full, recording nothing. For limits on an outcome known only after the work (a
 * wrong code, issue 15 item 5), whose event record() adds once the outcome is known.
 */
export async function ensureRoom(
  tx: Executor,
  checks: LimitCheck[],
  now: Date,
  message: string,
): Promise<void> {
  let retryAfterMs = 0;
  // Locks in a fixed order, so two transactions over the same buckets cannot deadlock.
  for (const check of sorted(checks)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucketOf(check)}, 0))`);
    const { used, oldest } = await eventsInWindow(tx, check, now);
    if (used >= check.limit.max) {
      retryAfterMs = Math.max(retryAfterMs, (oldest ?? now).getTime() + check.limit.windowMs - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    throw new OrderingError("rate_limited", message, {
      retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });
  }
}

/** How many events a bucket holds in its window, and when the oldest of them happened. */
export async function eventsInWindow(
  tx: Executor,
  check: LimitCheck,
  now: Date,
): Promise<{ used: number; oldest: Date | null }> {
  const since = new Date(now.getTime() - check.limit.windowMs);
  const [row] = await tx
    .select({ used: count(), oldest: min(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucketOf(check)), gt(rateLimitEvents.at, since)));
  return { used: row?.used ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Records one event per bucket; under the locks ensureRoom() took when called after it. */
export async function record(tx: Executor, checks: LimitCheck[], now: Date): Promise<void> {
  if (checks.length === 0) return;
  await tx
    .insert(rateLimitEvents)
    .values(sorted(checks).map((check) => ({ bucket: bucketOf(check), at: now })));
}

function sorted(checks: LimitCheck[]): LimitCheck[] {
  return [...checks].sort((a, b) => bucketOf(a).localeCompare(bucketOf(b)));
}

/** Drops events older than the longest window; the outbox worker calls it now and then. */
export async function pruneRateLimitEvents(db: Executor, now: Date, longestWindowMs: number): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, new Date(now.getTime() - longestWindowMs)));
}
