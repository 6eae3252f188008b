import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { outbox } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { createPolledJob } from "~/utils/polled-job.server";
import type { Transports } from "../notify/create.server";
import { DeliveryError, isDeliveryError } from "../notify/transport";
import type { Executor } from "./rate-limit.server";

/**
 * The transactional outbox (API.md "Rules behind the writes"; issue 6 §4). `enqueue` is called in
 * the transaction that stores the lead, the pre-order or the login, so a message exists exactly
 * when what caused it was committed. The worker claims due rows with `FOR UPDATE SKIP LOCKED`
 * (several instances share the queue without sending a message twice), hands each to its
 * transport, and on a failure reschedules it with exponential backoff, so a provider outage delays
 * delivery until the provider returns and loses nothing.
 */

export type OutboxMessage =
  | { channel: "sms"; recipient: string; body: string; reference: string }
  | {
      channel: "email";
      recipient: string;
      subject: string;
      body: string;
      replyTo?: string | null;
      /** A watch's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
      headers?: Record<string, string>;
      reference: string;
    }
  /** The watches' bot (issue 29, item 2): the recipient is the chat id. */
  | { channel: "telegram"; recipient: string; body: string; reference: string };

export async function enqueue(tx: Executor, message: OutboxMessage): Promise<void> {
  await tx.insert(outbox).values({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.channel === "email" ? message.subject : null,
    body: message.body,
    replyTo: message.channel === "email" ? (message.replyTo ?? null) : null,
    headers: message.channel === "email" ? (message.headers ?? null) : null,
    reference: message.reference,
  });
}

export const OUTBOX = {
  batch: 20,
  /** A claimed row is hidden this long; a worker killed mid-send leaves it to be retried after. */
  leaseMs: 60_000,
  firstRetryMs: 5_000,
  maxRetryMs: 10 * 60_000,
  /** About two days of retries at the cap: past it the row is `failed` and an operator looks. */
  maxAttempts: 300,
  pollMs: 5_000,
} as const;

/** 5 s, 10 s, 20 s, ... capped at 10 minutes, with ±20% jitter so instances do not retry in step. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(OUTBOX.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX.maxRetryMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** Delivers every due message once; what fails is rescheduled. */
  drainOnce(): Promise<DrainResult>;
  /** Asks for a drain soon (after a commit that enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

type Row = typeof outbox.$inferSelect;

export function createOutboxWorker(options: {
  db: AppDatabase;
  transports: Transports;
  logger: Logger;
  now?: () => Date;
  pollMs?: number;
  /** Runs after each drain (pruning of rate-limit events). */
  housekeeping?: () => Promise<void>;
}): OutboxWorker {
  const { db, transports, logger } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? OUTBOX.pollMs;

  async function claim(): Promise<Row[]> {
    const at = now();
    const leaseUntil = new Date(at.getTime() + OUTBOX.leaseMs);
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), sql`${outbox.nextAttemptAt} <= ${at.toISOString()}`))
      .orderBy(outbox.id)
      .limit(OUTBOX.batch)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: Row): Promise<"sent" | "retried" | "failed"> {
    const transport =
      row.channel === "sms"
        ? transports.sms
        : row.channel === "email"
          ? transports.mail
          : (transports.telegram ?? { name: "none" });
    try {
      const delivery =
        row.channel === "sms"
          ? await transports.sms.send({ to: row.recipient, text: row.body })
          : row.channel === "email"
            ? await transports.mail.send({
                to: row.recipient,
                subject: row.subject ?? "",
                text: row.body,
                ...(row.replyTo ? { replyTo: row.replyTo } : {}),
                ...(row.headers ? { headers: row.headers } : {}),
              })
            : await sendTelegram(row);
      // A login code has done its work once a real provider took it; only the log transport keeps
      // it, because there the outbox is how a developer reads it (issue 6 §3).
      const body =
        row.reference.startsWith("login:") && transport.name !== "log" ? "[code delivered]" : row.body;
      await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: now(),
          transport: transport.name,
          providerId: delivery.providerId,
          lastError: null,
          body,
        })
        .where(eq(outbox.id, row.id));
      return "sent";
    } catch (error) {
      const permanent = isDeliveryError(error) && error.permanent;
      const giveUp = permanent || row.attempts >= OUTBOX.maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: reason.slice(0, 500),
          transport: transport.name,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
      (giveUp ? logger.error : logger.warn)("outbox delivery failed", {
        id: row.id,
        channel: row.channel,
        attempts: row.attempts,
        permanent,
        giveUp,
        reason,
      });
      return giveUp ? "failed" : "retried";
    }
  }

  function sendTelegram(row: Row) {
    if (!transports.telegram) throw new DeliveryError("telegram: no transport configured", true);
    return transports.telegram.send({ chatId: row.recipient, text: row.body });
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) break;
      for (const outcome of await Promise.all(rows.map(deliver))) result[outcome] += 1;
      if (rows.length < OUTBOX.batch) break;
    }
    await options.housekeeping?.();
    return result;
  }

  const job = createPolledJob({ run: drain, pollMs, logger, failure: "outbox drain failed" });
  return {
    drainOnce: job.runOnce,
    kick: job.kick,
    start() {
      if (!job.stopped) return;
      job.start();
      job.kick();
    },
    stop: job.stop,
  };
}

/**
 * The backlog for /healthz: messages not yet delivered, the age of the oldest, and those that gave
 * up (an operator reads them in the outbox table). A backlog that grows means a provider is down.
 */
export async function outboxBacklog(db: AppDatabase, now: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
      oldest: sql<Date | null>`min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ["pending", "failed"]));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
  };
}

/** Recent messages to one recipient, newest first (GET /api/outbox, development and e2e only). */
export async function recentMessages(db: AppDatabase, recipient: string, limit = 20) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      headers: outbox.headers,
      status: outbox.status,
      attempts: outbox.attempts,
      created_at: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
