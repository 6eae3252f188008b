import { encodeSignatureHeader } from "@sanity/webhook";
import { desc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MailTransport, SmsMessage, SmsTransport } from "~/charter/notify/transport";
import { enqueue } from "~/charter/ordering/outbox.server";
import { sweepSavedSets } from "~/charter/saved.server";
import { createDatabase } from "~/db/client.server";
import { outbox, searchRequests } from "~/db/schema";
import { createScratchDatabase } from "~/db/testing.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { createApp } from "../../server/app";
import { createPageCache, PAGE_CACHE_HEADER, type PageCache } from "../../server/page-cache";
import { listenOnLoopback } from "../support/listen";
import { createMemoryLogger } from "../support/memory-logger";
import { startViteBuild, type ViteBuild } from "../support/vite-build";

/**
 * Issue 15, item 9: many instances on one Postgres. Two real servers (each its own services,
 * connection pool, page cache, outbox worker and Express app on its own port, as two processes
 * behind a proxy would be) share one scratch Postgres database, and the test shows what must hold
 * between them (docs/operations.md, "What the instances share"):
 * - a signed CMS webhook sent to A empties B's page cache (Postgres LISTEN/NOTIFY);
 * - the write rate limits count across instances (rate_limit_events in Postgres);
 * - the outbox delivers each message once while both workers drain (FOR UPDATE SKIP LOCKED);
 * - the expiry sweep of saved result sets runs on one instance at a time (an advisory lock);
 * - and GET /metrics (issue 15, item 8) counts each instance's own requests while both report
 *   the shared database's figures.
 *
 * PGlite is one process, so this needs a real server: it runs when TEST_DATABASE_URL is set, as
 * .ci/run does (scripts/ci-postgres.sh).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SECRET = "whsec-two-instances-test";
const METRICS_TOKEN = "metrics-two-instances-0123";
const SITE_URL = "https://charterline.ru";
// The first request compiles the app's modules; each instance migrates and opens its pool.
const SLOW = { timeout: 120_000 };

let vite: ViteBuild;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

interface Instance {
  name: string;
  origin: string;
  services: Services;
  pageCache: PageCache;
}

/** Two instances on one fresh database; `transports` gives each its own (to count deliveries). */
async function startTwo(
  transports?: (name: string) => { sms: SmsTransport; mail: MailTransport },
): Promise<{ url: string; a: Instance; b: Instance }> {
  const scratch = await createScratchDatabase(ADMIN_URL!);
  closers.push(() => scratch.drop());
  const start = async (name: string): Promise<Instance> => {
    const env = parseEnv({
      NODE_ENV: "test",
      SITE_URL,
      DATABASE_URL: scratch.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      METRICS_TOKEN,
      CONTENT_CACHE_TTL_SECONDS: "3600",
    });
    const { logger } = createMemoryLogger();
    const database = await createDatabase({ url: scratch.url });
    closers.push(() => database.close());
    const services = wireServices(env, logger, database, transports ? { transports: transports(name) } : {});
    // As server/index.ts does at start: hear the other instances' purges.
    await services.contentPurges.start();
    closers.push(() => services.contentPurges.stop());
    closers.push(() => services.outbox.stop());
    const pageCache = createPageCache({ logger });
    const app = createApp({ services, build: vite.build, pageCache });
    const { origin, close } = await listenOnLoopback(app);
    closers.push(close);
    return { name, origin, services, pageCache };
  };
  // One after the other: both migrate the same database (under the migration lock either way).
  const a = await start("A");
  const b = await start("B");
  return { url: scratch.url, a, b };
}

// A browser's User-Agent: the page cache serves people; a crawler always gets the Russian root.
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** The page cache's verdict on a GET, once the whole page is read (it stores a page as it ends). */
async function pageCacheVerdict(instance: Instance, path: string) {
  const response = await fetch(`${instance.origin}${path}`, { headers: { "User-Agent": BROWSER } });
  expect(response.status).toBe(200);
  await response.text();
  return response.headers.get(PAGE_CACHE_HEADER);
}

function postJson(instance: Instance, path: string, body: unknown) {
  return fetch(`${instance.origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Resolves on the next purge of this instance that another instance announced. */
function nextAnnouncedPurge(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = instance.services.contentPurges.subscribe((reason) => {
      if (reason !== "announced") return;
      unsubscribe();
      resolve();
    });
  });
}

describe.skipIf(!ADMIN_URL)("two instances on one Postgres (issue 15, item 9)", SLOW, () => {
  beforeAll(async () => {
    vite = await startViteBuild();
  });
  afterAll(() => vite?.close());

  it("a signed webhook sent to A empties B's page cache", async () => {
    const { a, b } = await startTwo();
    // B holds the page: the second request is answered from memory.
    expect(await pageCacheVerdict(b, "/about/")).toBe("MISS");
    expect(await pageCacheVerdict(b, "/about/")).toBe("HIT");
    expect(await pageCacheVerdict(a, "/about/")).toBe("MISS");
    expect(b.pageCache.stats().entries).toBe(1);

    const heard = nextAnnouncedPurge(b);
    const body = JSON.stringify({ _id: "siteSettings", _type: "siteSettings" });
    const response = await fetch(`${a.origin}/webhooks/sanity`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/json",
        "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), SECRET),
      },
    });
    expect(response.status).toBe(200);
    // B hears A's NOTIFY on its own LISTEN connection and purges; A purged itself at once.
    await heard;
    expect(b.pageCache.stats()).toMatchObject({ entries: 0, purges: 1 });
    expect(a.pageCache.stats()).toMatchObject({ entries: 0, purges: 1 });
    expect(await pageCacheVerdict(b, "/about/")).toBe("MISS");
  });

  it("shares the write rate limits: a phone's fourth code in ten minutes is refused whichever instance asks", async () => {
    const { a, b } = await startTwo();
    const phone = "+79991234567";
    const send = (instance: Instance) =>
      postJson(instance, "/api/auth/send_login_sms", {
        phone,
        name: "Анна",
        email: "anna@example.com",
        url: `${SITE_URL}/flight/c1/`,
        its_legal: true,
      });
    // The latest code texted to the phone, as the log transport keeps it in the outbox.
    const latestCode = async () => {
      const [row] = await a.services.db.db
        .select({ body: outbox.body })
        .from(outbox)
        .where(eq(outbox.recipient, phone))
        .orderBy(desc(outbox.id))
        .limit(1);
      return /#(\d{4})\s*$/m.exec(row?.body ?? "")?.[1];
    };
    // Each code is confirmed on the other instance, so the next send starts a new login: what
    // refuses the fourth is the per-phone cap (API.md: 3 sends in 10 minutes), not the login's
    // own resend rule.
    const order: [Instance, Instance][] = [
      [a, b],
      [b, a],
      [a, b],
    ];
    for (const [sender, confirmer] of order) {
      expect((await send(sender)).status, `send on ${sender.name}`).toBe(200);
      const code = await latestCode();
      expect(code).toMatch(/^\d{4}$/);
      const confirmed = await postJson(confirmer, "/api/auth/confirm_sms", { phone, code });
      expect(confirmed.status, `confirm on ${confirmer.name}`).toBe(200);
    }
    const fourth = await send(b);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    // And on A too: the count is in Postgres, not in either process.
    expect((await send(a)).status).toBe(429);
  });

  it("the outbox delivers each message once while both instances' workers drain it", async () => {
    const delivered: { instance: string; to: string }[] = [];
    // A's first send waits until B has delivered one, so both workers are claiming at once.
    let firstByB!: () => void;
    const bDelivered = new Promise<void>((resolve) => (firstByB = resolve));
    const transports = (name: string) => ({
      sms: {
        name: "log",
        async send(message: SmsMessage) {
          if (name === "A" && !delivered.some((entry) => entry.instance === "A")) await bDelivered;
          delivered.push({ instance: name, to: message.to });
          if (name === "B") firstByB();
          // Lets the other worker's queries interleave with this one's sends.
          await new Promise((resolve) => setImmediate(resolve));
          return { providerId: null };
        },
      },
      mail: {
        name: "log",
        send: () => Promise.reject(new Error("no e-mail in this test")),
      },
    });
    const { a, b } = await startTwo(transports);
    const count = 100;
    const recipients = Array.from({ length: count }, (_, index) => `+7999${String(index).padStart(7, "0")}`);
    await a.services.db.db.transaction(async (tx) => {
      for (const recipient of recipients) {
        await enqueue(tx, {
          channel: "sms",
          recipient,
          body: "Ваш код: 1234",
          reference: `test:${recipient}`,
        });
      }
    });

    const [fromA, fromB] = await Promise.all([a.services.outbox.drainOnce(), b.services.outbox.drainOnce()]);
    // Once more on both at once: nothing is left to send twice.
    const again = await Promise.all([a.services.outbox.drainOnce(), b.services.outbox.drainOnce()]);

    expect(fromA.sent + fromB.sent).toBe(count);
    expect(again.map((result) => result.sent)).toEqual([0, 0]);
    expect(fromA.sent).toBeGreaterThan(0);
    expect(fromB.sent).toBeGreaterThan(0);
    const perRecipient = new Map<string, number>();
    for (const { to } of delivered) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect([...perRecipient.keys()].sort()).toEqual(recipients);
    expect([...perRecipient.values()].every((times) => times === 1)).toBe(true);
    const statuses = await a.services.db.db
      .select({ status: outbox.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(outbox)
      .groupBy(outbox.status);
    expect(statuses).toEqual([{ status: "sent", n: count }]);
  });

  it("each instance counts its own requests; both report the shared database's figures", async () => {
    const { a, b } = await startTwo();
    await a.services.db.db.insert(searchRequests).values([
      { id: "s-1", query: {} },
      { id: "s-2", query: {} },
    ]);
    await pageCacheVerdict(a, "/about/");
    await pageCacheVerdict(a, "/about/");
    await pageCacheVerdict(b, "/about/");
    const scrape = async (instance: Instance) => {
      const response = await fetch(`${instance.origin}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      const sample = (line: string) =>
        Number(new RegExp(`^${line.replace(/[{}]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);
      return {
        about: sample('http_requests_total{method="GET",route="/about",status="200"}'),
        saved: sample("saved_result_sets"),
        size: sample("db_size_bytes"),
      };
    };
    const [fromA, fromB] = [await scrape(a), await scrape(b)];
    expect([fromA.about, fromB.about]).toEqual([2, 1]);
    expect([fromA.saved, fromB.saved]).toEqual([2, 2]);
    // One database: both read its size (a few MB once migrated), not a figure of their own.
    expect(Math.min(fromA.size, fromB.size)).toBeGreaterThan(1_000_000);
    expect(Math.abs(fromA.size - fromB.size)).toBeLessThan(fromA.size / 10);
  });

  it("the expiry sweep of saved result sets runs on one instance at a time", async () => {
    const { url, a, b } = await startTwo();
    const now = new Date();
    const longAgo = new Date(now.getTime() - 40 * 86_400_000);
    await a.services.db.db.insert(searchRequests).values([
      { id: "old-1", query: {}, lastReadAt: longAgo },
      { id: "old-2", query: {}, lastReadAt: longAgo },
      { id: "fresh", query: {}, lastReadAt: now },
    ]);

    // A third session holds one of the expiring rows, so A's sweep, once it has the sweep's lock,
    // waits inside its transaction until this one ends.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    closers.push(() => holder.end());
    await holder.query("begin");
    await holder.query("select id from search_requests where id = 'old-1' for update");

    const sweepOnA = sweepSavedSets(a.services.db.db, now);
    // Wait (by state, not by time) until A's sweep holds its advisory lock.
    for (;;) {
      const { rows } = await holder.query<{ held: number }>(
        `select count(*)::int as held from pg_locks
          where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
      );
      if (rows[0]!.held > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // B skips while A sweeps, and expires nothing.
    expect(await sweepSavedSets(b.services.db.db, now)).toEqual({ ran: false, expired: 0, deleted: 0 });

    await holder.query("rollback");
    expect(await sweepOnA).toEqual({ ran: true, expired: 2, deleted: 0 });
    // Once A is done, B may sweep; there is nothing left to expire.
    expect(await sweepSavedSets(b.services.db.db, now)).toEqual({ ran: true, expired: 0, deleted: 0 });
    const rows = await a.services.db.db
      .select({ id: searchRequests.id, expired: sql<boolean>`${searchRequests.expiredAt} is not null` })
      .from(searchRequests)
      .orderBy(searchRequests.id);
    expect(rows).toEqual([
      { id: "fresh", expired: false },
      { id: "old-1", expired: true },
      { id: "old-2", expired: true },
    ]);
  });
});
