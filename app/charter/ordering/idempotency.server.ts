import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";
import { apiError } from "~/utils/api-error.server";

/** Keys are remembered this long; a retry a day later is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A stable hash of what a retry must repeat: the parsed body, and the credential when there is one. */
export function requestHash(body: unknown, credential = ""): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash("sha256").update(`${credential}\n${canonical}`).digest("hex");
}

/** Answers worth replaying: a success or a refusal of the body itself, not a wait or our fault. */
function replayable(status: number): boolean {
  return status < 500 && status !== 409 && status !== 429;
}

/**
 * API.md "Conventions": a POST retried with the same Idempotency-Key and body replays the first
 * answer; the same key with another body is a 422; a retry while the first is still running is a
 * 409. The key is claimed by inserting its row before the work, so two instances receiving the
 * same retry cannot both do the work.
 */
export async function withIdempotency(
  db: AppDatabase,
  options: { scope: string; key: string | null; hash: string; now?: Date },
  work: () => Promise<Response>,
): Promise<Response> {
  if (!options.key) return work();
  const now = options.now ?? new Date();
  const { scope, key, hash } = options;
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  await db
    .delete(idempotencyKeys)
    .where(and(where, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [first] = await db.select().from(idempotencyKeys).where(where);
    if (!first) return withIdempotency(db, options, work);
    if (first.requestHash !== hash) {
      return apiError(
        "unprocessable",
        "This Idempotency-Key was already used with a different request body.",
      );
    }
    if (first.status === null) {
      return apiError(
        "conflict",
        "A request with this Idempotency-Key is still being processed. Retry shortly.",
        {
          headers: { "Retry-After": "1" },
        },
      );
    }
    const headers = new Headers({ "Cache-Control": "no-store", "Idempotency-Replayed": "true" });
    return Response.json(first.response, { status: first.status, headers });
  }
  let response: Response;
  try {
    response = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  if (!replayable(response.status)) {
    await db.delete(idempotencyKeys).where(where);
    return response;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  await db.update(idempotencyKeys).set({ status: response.status, response: body }).where(where);
  return response;
}

export async function pruneIdempotencyKeys(db: AppDatabase, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
