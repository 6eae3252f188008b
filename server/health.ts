import type { RequestHandler } from "express";
import { outboxBacklog } from "../app/charter/index.server";
import { lastContentPurge } from "../app/db/content-purges.server";
import type { Services } from "../app/services.server";
import type { PageCache } from "./page-cache";

const CHECK_TIMEOUT_MS = 2_000;

async function check<T>(
  probe: () => Promise<T>,
): Promise<{ ok: true; ms: number; value: T } | { ok: false; ms: number; error: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), value };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz for load balancers and operations: 200 when the database and the content source both
 * answer, 503 with the failing part named otherwise, plus the outbox backlog (issue 6) and the
 * caches' state (issue 7). Never cached.
 */
export function healthHandler(services: Services, pageCache?: PageCache): RequestHandler {
  return async (_req, res) => {
    const [database, content, outbox] = await Promise.all([
      check(async () => {
        await services.db.ping();
        return lastContentPurge(services.db.db);
      }),
      check(async () => {
        const health = await services.content.health();
        if (!health.ok) throw new Error(health.error ?? "content source failed");
        return health;
      }),
      // Informational: a backlog means a mail or SMS provider is down, not that this instance is.
      check(() => outboxBacklog(services.db.db, new Date())),
    ]);
    const ok = database.ok && content.ok;
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: ok ? "ok" : "degraded",
        database: database.ok
          ? { ok: true, kind: services.db.kind, ms: database.ms }
          : { ok: false, kind: services.db.kind, ms: database.ms, error: database.error },
        content: content.ok
          ? {
              ok: true,
              source: services.content.source.kind,
              ms: content.ms,
              lastPurge: database.ok ? (database.value?.receivedAt ?? null) : null,
            }
          : { ok: false, source: services.content.source.kind, ms: content.ms, error: content.error },
        outbox: outbox.ok ? outbox.value : null,
        // Informational (issue 7 §2): whether this instance hears other instances' CMS purges, and
        // how its full-page cache is doing.
        caches: {
          purgeListener: services.contentPurges.listening(),
          pages: pageCache?.stats() ?? null,
        },
      });
  };
}
