import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";

/**
 * Content purges across instances (issue 7 §2; decision 002 left this open). The signed CMS
 * webhook reaches one instance; that instance purges its own caches at once and announces the
 * purge with Postgres NOTIFY on one channel, which every instance LISTENs to and answers by
 * purging its caches too (the content cache and the full-page cache subscribe here).
 *
 * On Postgres the listener holds one dedicated connection (a pooled one could be handed to a
 * query); when that connection drops, it reconnects with backoff and purges once connected again,
 * since announcements sent while it was away are lost (NOTIFY is not queued for absent listeners).
 * The embedded PGlite is one process, so its in-process LISTEN serves the same code path.
 */
export const PURGE_CHANNEL = "content_purge";

export interface PurgeAnnouncement {
  documentId: string | null;
  documentType: string | null;
}

export type PurgeReason = "local" | "announced" | "reconnected";

export interface ContentPurges {
  /** Purges this instance, then tells every other instance to purge. */
  announce(payload: PurgeAnnouncement): Promise<void>;
  /** Runs on every purge of this instance, whatever its origin; returns an unsubscribe. */
  subscribe(listener: (reason: PurgeReason) => void): () => void;
  /** Starts listening (server start); resolves once the first LISTEN is in place or has failed. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether the LISTEN connection is up: /healthz shows it. */
  listening(): boolean;
}

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export function createContentPurges(options: { database: Database; logger: Logger }): ContentPurges {
  const { database, logger } = options;
  const instance = randomUUID();
  const listeners = new Set<(reason: PurgeReason) => void>();
  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;
  let up = false;

  function purge(reason: PurgeReason) {
    for (const listener of listeners) {
      try {
        listener(reason);
      } catch (error) {
        logger.error("content purge listener failed", { error, reason });
      }
    }
  }

  function onNotification(payload: string | undefined) {
    let from: unknown;
    try {
      from = (JSON.parse(payload ?? "{}") as { instance?: unknown }).instance;
    } catch {
      from = undefined;
    }
    // This instance purged itself before announcing.
    if (from === instance) return;
    logger.info("content purge announced by another instance");
    purge("announced");
  }

  async function listenPglite() {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(PURGE_CHANNEL, onNotification);
    up = true;
    stopListening = async () => {
      up = false;
      if (!client.closed) await unlisten();
    };
  }

  function listenPostgres(): Promise<void> {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    let client: pg.Client | undefined;
    let retryTimer: NodeJS.Timeout | undefined;
    let delay = RECONNECT_MIN_MS;
    let connectedBefore = false;

    const scheduleReconnect = () => {
      up = false;
      if (stopped || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, delay);
      retryTimer.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };

    const connect = async () => {
      const next = new pg.Client({ ...pool.options, application_name: "jetcharter-listen" });
      client = next;
      next.on("notification", (message) => {
        if (message.channel === PURGE_CHANNEL) onNotification(message.payload);
      });
      next.on("error", (error) => {
        logger.warn("content purge listener lost its connection", { error });
        next.end().catch(() => undefined);
        scheduleReconnect();
      });
      next.on("end", () => {
        if (client === next) scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${PURGE_CHANNEL}`);
      } catch (error) {
        logger.warn("content purge listener cannot connect", { error, retryInMs: delay });
        next.end().catch(() => undefined);
        scheduleReconnect();
        return;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      up = true;
      delay = RECONNECT_MIN_MS;
      if (connectedBefore) {
        logger.info("content purge listener reconnected; purging what may have been missed");
        purge("reconnected");
      }
      connectedBefore = true;
    };

    stopListening = async () => {
      up = false;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    };
    return connect();
  }

  return {
    async announce(payload) {
      purge("local");
      const message = JSON.stringify({ instance, ...payload });
      await database.db.execute(sql`select pg_notify(${PURGE_CHANNEL}, ${message})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      stopped = false;
      if (database.kind === "pglite") await listenPglite();
      else await listenPostgres();
    },
    async stop() {
      stopped = true;
      await stopListening?.();
    },
    listening: () => up,
  };
}
