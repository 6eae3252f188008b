import { createServer, type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { leads, outbox, rateLimitEvents } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { startFakeSmsRu, type RunningFakeProvider } from "../../../tests/support/fake-sms-providers";
import { startSmtpSink, type RunningSmtpSink } from "../../../tests/support/smtp-sink";
import { createSmsRuTransport } from "../notify/smsru.server";
import { createSmtpTransport } from "../notify/smtp.server";
import { createOrderingService } from "./ordering.server";
import { OUTBOX, createOutboxWorker, retryDelayMs } from "./outbox.server";

/*
 * Issue 6 §4 and its done criterion: "a provider-outage test shows the outbox delivering after
 * recovery". Real parts: the database engine, a local SMTP server (smtp-server) that is down and
 * then up on the same port, and a local HTTP server answering as SMS.ru does, in an outage and
 * after it.
 */

const ADDRESS = "203.0.113.50";

/** A port nothing listens on yet: taken from the OS, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("retry delays", () => {
  it("double from 5 seconds up to 10 minutes, within ±20%", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(4, () => 0.5)).toBe(40_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(OUTBOX.maxRetryMs);
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 1)).toBe(6_000);
  });
});

describe.each(databaseTargets())("the outbox on $name", (target) => {
  let database: Database;
  let clock: Date;
  let sink: RunningSmtpSink | null = null;
  let smsRu: RunningFakeProvider | null = null;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    for (const table of [leads, outbox, rateLimitEvents]) await database.db.delete(table);
    clock = new Date("2026-12-01T09:00:00Z");
  });
  afterEach(async () => {
    await sink?.close();
    await smsRu?.close();
    sink = null;
    smsRu = null;
  });

  const ordering = () =>
    createOrderingService({
      db: database.db,
      logger: silentLogger,
      siteUrl: "https://charterline.ru",
      salesEmail: "sales@charterline.ru",
      smsDailyCap: 100,
      now: () => clock,
    });
  const rows = () => database.db.select().from(outbox);

  it("keeps the leads of an SMTP outage and delivers them when the server returns", async () => {
    const port = await freePort();
    const mail = createSmtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: "Charterline <noreply@charterline.ru>",
      timeoutMs: 2_000,
    });
    const worker = createOutboxWorker({
      db: database.db,
      transports: { mail, sms: { name: "unused", send: () => Promise.reject(new Error("unused")) } },
      logger: silentLogger,
      now: () => clock,
    });
    const service = ordering();
    for (let i = 0; i < 3; i += 1) {
      await service.createPartnerLead(
        { name: `Партнёр ${i}`, contact: `partner${i}@airline.ru`, message: "Предлагаем борт в Сочи." },
        ADDRESS,
      );
    }

    // The server is down: every message is rescheduled, none lost.
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 3, failed: 0 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime());
    }
    // Not yet due: nothing is tried again before the backoff has passed.
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    sink = await startSmtpSink({ port });
    clock = new Date(clock.getTime() + 10_000);
    expect(await worker.drainOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(sink.messages.map((message) => message.headers.get("reply-to")).sort()).toEqual([
      "partner0@airline.ru",
      "partner1@airline.ru",
      "partner2@airline.ru",
    ]);
    expect(sink.messages[0]!.envelopeTo).toEqual(["sales@charterline.ru"]);
    expect((await rows()).every((row) => row.status === "sent" && row.transport === "smtp")).toBe(true);
    // Delivered once: a further drain sends nothing.
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.messages).toHaveLength(3);
  });

  it("retries a login code through an SMS.ru outage, then redacts the delivered code", async () => {
    smsRu = await startFakeSmsRu({ apiId: "test-api-id" });
    const sms = createSmsRuTransport({ apiId: "test-api-id", baseUrl: smsRu.url, timeoutMs: 2_000 });
    const worker = createOutboxWorker({
      db: database.db,
      transports: { sms, mail: { name: "unused", send: () => Promise.reject(new Error("unused")) } },
      logger: silentLogger,
      now: () => clock,
    });
    await ordering().sendLoginSms(
      { phone: "+79161112233", name: "Олег", email: null, url: null, its_legal: true },
      ADDRESS,
    );

    smsRu.outage = "error";
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    smsRu.outage = "busy";
    clock = new Date(clock.getTime() + 60_000);
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });

    smsRu.outage = null;
    clock = new Date(clock.getTime() + 60_000);
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const delivered = smsRu.requests.at(-1)!;
    expect(delivered.form.get("to")).toBe("79161112233");
    expect(delivered.form.get("msg")).toMatch(/код \d{4}/);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3, transport: "smsru", body: "[code delivered]" });
  });

  it("stops retrying a message the provider refuses for good", async () => {
    sink = await startSmtpSink({ rejectRecipients: ["sales@charterline.ru"] });
    const worker = createOutboxWorker({
      db: database.db,
      transports: {
        mail: createSmtpTransport({ url: sink.url, from: "noreply@charterline.ru", timeoutMs: 2_000 }),
        sms: { name: "unused", send: () => Promise.reject(new Error("unused")) },
      },
      logger: silentLogger,
      now: () => clock,
    });
    await ordering().createPartnerLead(
      { name: "Ирина", contact: "irina@airline.ru", message: "Звонок" },
      ADDRESS,
    );
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("picks up a message whose worker died mid-send once its lease runs out", async () => {
    const sent: string[] = [];
    const worker = createOutboxWorker({
      db: database.db,
      transports: {
        mail: {
          name: "memory",
          send: async (message) => {
            sent.push(message.subject);
            return { providerId: null };
          },
        },
        sms: { name: "unused", send: () => Promise.reject(new Error("unused")) },
      },
      logger: silentLogger,
      now: () => clock,
    });
    await ordering().createPartnerLead(
      { name: "Ирина", contact: "irina@airline.ru", message: "Звонок" },
      ADDRESS,
    );
    // A worker claimed it and was killed before it could record the outcome.
    await database.db
      .update(outbox)
      .set({ attempts: 1, nextAttemptAt: new Date(clock.getTime() + OUTBOX.leaseMs) });
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock = new Date(clock.getTime() + OUTBOX.leaseMs + 1);
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toEqual(["Заявка с сайта: Ирина"]);
  });
});
