import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HOUSE_SCOPE,
  airportIndex,
  createTelegramBot,
  createTelegramTransport,
  publishEmptyLeg,
  telegramWebhookSecret,
  toLocalIso,
  type SupplyContext,
} from "~/charter/index.server";
import { createLogMailTransport } from "~/charter/notify/log-mail.server";
import { createLogSmsTransport } from "~/charter/notify/log-sms.server";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { aircraft, outbox, staff, watchMessages, watches } from "~/db/schema";
import { supplyChanged } from "~/ops/supply-changed.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createApp } from "../../server/app";
import { startFakeTelegram, type FakeTelegram } from "../support/fake-telegram";
import { listenOnLoopback } from "../support/listen";
import { startViteBuild, type ViteBuild } from "../support/vite-build";

/*
 * Issue 29, item 2, end to end on the real parts: POST /api/watches and the bot's webhook through
 * the Express app and the Remix build, the embedded Postgres, the outbox worker and the watches'
 * scanner running on their own timers (as in production, not drained by hand), a leg published
 * through the console's supply service with the console's supply-changed broadcast, and a local
 * fake of Telegram's Bot API. "Within 60 seconds" is measured from the publication to the row in
 * the outbox (e-mail) or the call on the fake (Telegram).
 */
const SITE_URL = "https://charterline.ru";
const BOT_TOKEN = "123456:watch-test-token";
const BOT_NAME = "charterline_watch_test_bot";
const DAY = 86_400_000;
const WITHIN_MS = 60_000;

let vite: ViteBuild;
let database: Database;
let services: Services;
let telegram: FakeTelegram;
let origin: string;
let close: () => Promise<void>;
let tail: string;

beforeAll(async () => {
  vite = await startViteBuild();
  telegram = await startFakeTelegram(BOT_TOKEN);
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  await database.db
    .insert(staff)
    .values({ id: "sup-w", email: "watch-ops@charterline.ru", name: "Ops", role: "supervisor" });
  // A light jet of the house based at Vnukovo, so the legs below are within its range.
  tail = "RA-67977";
  await database.db.insert(aircraft).values({
    tailNumber: tail,
    operatorId: "charterline",
    typeId: "challenger-850",
    homeBase: "UUWW",
    maxPassengers: 12,
    yearOfCreation: 2012,
  });
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL,
    // The tests speak for several visitors through X-Forwarded-For.
    TRUST_PROXY: "1",
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: BOT_NAME,
    TELEGRAM_API_URL: telegram.url,
  });
  services = wireServices(env, silentLogger, database, {
    transports: {
      sms: createLogSmsTransport(silentLogger),
      mail: createLogMailTransport(silentLogger),
      telegram: createTelegramTransport(createTelegramBot({ token: BOT_TOKEN, baseUrl: telegram.url })),
    },
  });
  services.outbox.start();
  services.watches.scanner.start();
  await services.contentPurges.start();
  ({ origin, close } = await listenOnLoopback(createApp({ services, build: vite.build })));
}, 120_000);

afterAll(async () => {
  await close?.();
  await services?.watches.scanner.stop();
  await services?.outbox.stop();
  await services?.contentPurges.stop();
  await database?.close();
  await telegram?.close();
  await vite?.close();
});

async function postWatch(body: Record<string, unknown>, address = "203.0.113.7") {
  const response = await fetch(`${origin}/api/watches`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ its_legal: true, consent_version: "pd-2026-11-28", ...body }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = WITHIN_MS): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const mailTo = (recipient: string) =>
  database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);

function supplyContext(): SupplyContext {
  return {
    db: database.db,
    airport: (icao) => airportIndex.byIcao(icao),
    invalidate: () => supplyChanged(services),
    staffId: "sup-w",
    clientAddress: "127.0.0.1",
    now: new Date(),
    scope: HOUSE_SCOPE,
  };
}

/** A leg published in the console: local window at the departure, `days` from now. */
async function publish(fromIcao: string, toIcao: string, days: number, priceEur: number) {
  const start = new Date(Date.now() + days * DAY);
  const tz = airportIndex.byIcao(fromIcao)!.tz;
  const local = (date: Date) => toLocalIso(date, tz).slice(0, 16);
  const result = await publishEmptyLeg(supplyContext(), {
    tailNumber: tail,
    fromIcao,
    toIcao,
    windowStart: local(start),
    windowEnd: local(new Date(start.getTime() + 4 * 3_600_000)),
    priceEur: String(priceEur),
    discountPercent: "",
    note: "",
  });
  if (!result.ok) throw new Error(`leg not published: ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe("an e-mail watch (issue 29, item 2)", () => {
  const email = "anna.petrova@example.com";
  let manageToken = "";

  it(
    "answers 202 and sends only the confirmation until the owner confirms",
    { timeout: 90_000 },
    async () => {
      const created = await postWatch({
        email,
        from: "UUWW",
        to: "URSS",
        days_ahead: 30,
        pax: 4,
        language: "ru",
      });
      expect(created.status).toBe(202);
      expect(created.body).toMatchObject({ status: "pending", channel: "email", telegram_url: null });
      const [confirmation] = await mailTo(email);
      expect(confirmation?.subject).toBe(
        "Подтвердите подписку на пустые перелёты: Внуково (VKO) → Сочи (Адлер, AER)",
      );
      const token = /watches\/confirm\/\?token=([\w-]+)/.exec(confirmation!.body)?.[1];
      expect(token).toBeTruthy();
      // Without the confirmation nothing else is sent, whatever goes on sale.
      const before = await mailTo(email);
      expect(before).toHaveLength(1);
      const confirmed = await services.watches.confirm(token!);
      expect(confirmed).toMatchObject({ outcome: "confirmed", watch: { status: "active", pax: 4 } });
      if (confirmed.outcome === "confirmed") manageToken = confirmed.manageToken;
      // The first message after the confirmation lists what is on sale now: the seeded schedule's
      // positioning flights from Vnukovo, and from Sheremetyevo 43 km away, named as a detour.
      const welcome = await until("the welcome e-mail", async () =>
        (await mailTo(email)).find((row) => row.subject?.startsWith("Подписка включена")),
      );
      expect(welcome.body).toContain("Подписка Внуково (VKO) → Сочи (Адлер, AER) включена. Уже в продаже:");
      expect(welcome.body).toMatch(
        /\nВнуково \(VKO\) → Сочи \(Адлер, AER\), \d+ \S+, \d\d:\d\d \(местное время\)\n/,
      );
      expect(welcome.body).toContain(`${SITE_URL}/watches/?token=${manageToken}`);
    },
  );

  it(
    "gets a leg published in the console within 60 seconds, with the detour named and RFC 8058 headers",
    { timeout: 90_000 },
    async () => {
      const published = Date.now();
      // Sheremetyevo is 43 km from the Vnukovo asked for: near enough to count, and said so.
      await publish("UUEE", "URSS", 3, 9_800);
      const message = await until("the leg's e-mail", async () =>
        (await mailTo(email)).find((row) => row.subject?.startsWith("Пустой перелёт")),
      );
      const elapsed = Date.now() - published;
      expect(elapsed).toBeLessThan(WITHIN_MS);
      expect(message.subject).toMatch(
        /^Пустой перелёт Шереметьево \(SVO\) → Сочи \(Адлер, AER\), \d+ \S+, \d\d:\d\d$/,
      );
      expect(message.body).toContain("из Шереметьево вместо Внуково, +43 км");
      expect(message.body).toMatch(/до 12 мест: [\d\s\u00a0]+ ₽ за весь самолёт/);
      expect(message.headers).toEqual({
        "List-Unsubscribe": `<${SITE_URL}/watches/stop/?token=${manageToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // The outbox delivered it (the log transport here), and the console's counts saw it.
      await until("delivery", async () =>
        (await mailTo(email)).find((row) => row.id === message.id)?.status === "sent" ? true : undefined,
      );
      const overview = await services.watches.overview();
      expect(overview.totals).toMatchObject({ active: 1, sent_total: 2 });
      expect(overview.routes[0]).toMatchObject({
        from: { ru: "Внуково (VKO)" },
        to: { ru: "Сочи (Адлер, AER)" },
        active: 1,
      });
    },
  );

  it("never tells of the same leg twice: a later scan of the same supply sends nothing", async () => {
    const sent = (await mailTo(email)).length;
    await services.watches.scanner.request();
    await services.contentPurges.announce({ documentId: null, documentType: "ops-supply" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await services.watches.scanner.scanOnce();
    expect(await mailTo(email)).toHaveLength(sent);
  });
});

describe("a Telegram watch through the fake Bot API (issue 29, item 2)", () => {
  const chat = "777000111";
  const webhook = (update: unknown, secret = telegramWebhookSecret(BOT_TOKEN)) =>
    fetch(`${origin}/api/telegram/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": secret },
      body: JSON.stringify(update),
    });
  const say = (text: string) =>
    webhook({
      update_id: 1,
      message: {
        message_id: 1,
        text,
        chat: { id: Number(chat), type: "private" },
        from: { id: 1, language_code: "ru" },
      },
    });

  it(
    "is confirmed by Start in the bot, gets the first message, then a published leg within 60 seconds, and /stop ends it",
    { timeout: 150_000 },
    async () => {
      const created = await postWatch(
        { telegram: true, from: "city:RU:Moscow", to: "country:TR", days_ahead: 14, pax: 2, language: "ru" },
        "203.0.113.8",
      );
      expect(created.status).toBe(202);
      const url = created.body.telegram_url as string;
      expect(url).toMatch(new RegExp(`^https://t\\.me/${BOT_NAME}\\?start=[\\w-]{43}$`));
      const token = new URL(url).searchParams.get("start")!;

      // Telegram's secret header guards the webhook.
      expect(
        (await webhook({ message: { text: `/start ${token}`, chat: { id: 1, type: "private" } } }, "wrong"))
          .status,
      ).toBe(401);
      expect((await say(`/start ${token}`)).status).toBe(200);
      const welcome = await until("the bot's first message", async () =>
        telegram.sentTo(chat).find((text) => text.startsWith("Подписка Москва")),
      );
      expect(welcome).toContain("Чтобы больше не получать сообщения, отправьте /stop.");

      const published = Date.now();
      await publish("UUWW", "LTFM", 5, 14_500);
      const leg = await until("the leg on Telegram", async () =>
        telegram.sentTo(chat).find((text) => text.startsWith("Новый пустой перелёт")),
      );
      expect(Date.now() - published).toBeLessThan(WITHIN_MS);
      expect(leg).toContain("Внуково (VKO) → ");
      expect(leg).toContain("/flight/l");

      expect((await say("/stop")).status).toBe(200);
      const bye = await until("the /stop reply", async () =>
        telegram.sentTo(chat).find((text) => text.startsWith("Готово")),
      );
      expect(bye).toBe("Готово: подписок отключено — 1. Больше сообщений от нас не будет.");
      const [row] = await database.db.select().from(watches).where(eq(watches.contact, chat));
      expect(row?.status).toBe("unsubscribed");
    },
  );
});

describe("limits of a watch (issue 29, item 2)", () => {
  it("sends at most 10 messages a day", async () => {
    const email = "capped@example.com";
    const created = await postWatch(
      { email, from: "anywhere", to: "anywhere", days_ahead: 30, pax: 1 },
      "203.0.113.9",
    );
    const id = created.body.id as string;
    await database.db
      .update(watches)
      .set({ status: "active", confirmedAt: new Date(), welcomedAt: new Date() })
      .where(eq(watches.id, id));
    const at = new Date();
    await database.db
      .insert(watchMessages)
      .values(
        Array.from({ length: 10 }, () => ({ watchId: id, kind: "legs" as const, legs: 1, createdAt: at })),
      );
    await services.watches.scanner.request();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await services.watches.scanner.scanOnce();
    expect((await mailTo(email)).filter((row) => !row.subject?.startsWith("Подтвердите"))).toHaveLength(0);
  });

  it("refuses the sixth watch from one address within 10 minutes with a 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await postWatch(
            { email: `many${i}@example.com`, from: "UUEE", to: "LTBA", days_ahead: 7, pax: 1 },
            "198.51.100.4",
          )
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("names the field of a place it does not know, in the API's error shape", async () => {
    const response = await postWatch(
      { email: "x@example.com", from: "ZZZZ", to: "country:QQ", days_ahead: 7, pax: 1 },
      "198.51.100.5",
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "validation_error",
      fields: { from: expect.any(String), to: expect.any(String) },
    });
  });

  it("expires a watch whose window has ended", async () => {
    const created = await postWatch(
      { email: "late@example.com", from: "UUEE", to: "LTBA", days_ahead: 7, pax: 1 },
      "198.51.100.6",
    );
    await database.db
      .update(watches)
      .set({ status: "active", expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(watches.id, created.body.id as string));
    await database.db
      .update(watches)
      .set({ welcomedAt: new Date() })
      .where(inArray(watches.status, ["active"]));
    await services.watches.scanner.request();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await services.watches.scanner.scanOnce();
    const [row] = await database.db
      .select()
      .from(watches)
      .where(and(eq(watches.id, created.body.id as string)));
    expect(row?.status).toBe("expired");
  });
});
