import { decodeViaTurboStream } from "@remix-run/react/dist/single-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, earliestDeparture } from "~/charter/departure-window";
import { ErrorSchema } from "~/charter/contract/schemas";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { createApp } from "../../server/app";
import { createPageCache, PAGE_CACHE_HEADER, type PageCache } from "../../server/page-cache";
import { listenOnLoopback } from "../support/listen";
import { createMemoryLogger, type LogEntry } from "../support/memory-logger";
import { searchCards } from "../support/offers";
import { addressCounter } from "../support/requests";
import { startViteBuild, type ViteBuild } from "../support/vite-build";

/**
 * Issue 15, item 2, through the real Express app of server/app.ts with the Remix build compiled by
 * Vite and a listening server: read limits per client address, counted in the database, answered
 * 429 in API.md's shape under /api/ and as a page in the visitor's language elsewhere. The server
 * trusts one proxy (TRUST_PROXY=1), so each test names its client with X-Forwarded-For, as the
 * addresses behind a load balancer arrive.
 *
 * The limits are per clock minute: a test starts with enough of its minute left to finish in it.
 */
const SITE_URL = "https://charterline.ru";
const SEARCHES = 5;
const LOOKUPS = 8;
const SLOW = { timeout: 120_000 };

let vite: ViteBuild;
let database: Database;
let services: Services;
let pageCache: PageCache;
let origin: string;
let close: () => Promise<void>;
let entries: LogEntry[];
let cardId: string;
let requestId: string;
const nextAddress = addressCounter();

function env(extra: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: "test",
    SITE_URL,
    TRUST_PROXY: "1",
    READ_LIMIT_SEARCHES_PER_MINUTE: String(SEARCHES),
    READ_LIMIT_LOOKUPS_PER_MINUTE: String(LOOKUPS),
    ...extra,
  });
}

beforeAll(async () => {
  vite = await startViteBuild();
  const memory = createMemoryLogger();
  entries = memory.entries;
  database = await createDatabase({});
  await seedCharter(database.db, memory.logger);
  services = wireServices(env(), memory.logger, database);
  const [card] = await searchCards(services.charter);
  cardId = card!.id;
  requestId = card!.request_id;
  pageCache = createPageCache({ logger: memory.logger });
  ({ origin, close } = await listenOnLoopback(createApp({ services, build: vite.build, pageCache })));
}, 120_000);

afterAll(async () => {
  await close?.();
  await database?.close();
  await vite?.close();
});

/** Waits for the next minute when less than `needMs` of this one is left. */
async function minuteLeft(needMs = 20_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

async function get(path: string, address: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, {
    redirect: "manual",
    ...init,
    headers: { "X-Forwarded-For": address, ...init.headers },
  });
  return { response, status: response.status, text: await response.text() };
}

function searchQuery(to = "ULLI") {
  const date = `${addDays(earliestDeparture(new Date()).slice(0, 10), 4)}T12:00`;
  return `/api/cards?${new URLSearchParams({
    departure_airport: "UUWW",
    arrival_airport: to,
    departure_date_there: date,
    pax_there: "2",
  })}`;
}

/**
 * What the browser's router makes of a data request's answer, decoded by Remix's own client code:
 * the single-fetch redirect it would follow, if the answer is one.
 */
async function dataRedirect(path: string, address: string) {
  const response = await fetch(`${origin}${path}`, { headers: { "X-Forwarded-For": address } });
  expect(response.status).toBe(429);
  expectRetryAfter(response);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const decoded = await decodeViaTurboStream(response.body!, globalThis);
  const value = decoded.value as Record<symbol, unknown>;
  const [redirect] = Object.getOwnPropertySymbols(value).map((symbol) => value[symbol]);
  return redirect;
}

function expectRetryAfter(response: Response): number {
  const seconds = Number(response.headers.get("Retry-After"));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  return seconds;
}

describe("read limits per client address (issue 15, item 2)", SLOW, () => {
  it("allows the API's searches up to the limit, then answers 429 in the contract's shape", async () => {
    await minuteLeft();
    const address = nextAddress();
    const reads = [
      searchQuery(),
      "/api/cards/el",
      `/api/cards/${cardId}`,
      `/api/requests/${requestId}`,
      `/api/prices/calendar?${new URLSearchParams({
        departure_airport: "UUWW",
        arrival_airport: "ULLI",
        date_from: addDays(earliestDeparture(new Date()).slice(0, 10), 3),
        date_to: addDays(earliestDeparture(new Date()).slice(0, 10), 10),
        pax_there: "2",
      })}`,
    ];
    expect(reads).toHaveLength(SEARCHES);
    for (const path of reads) expect((await get(path, address)).status, path).toBe(200);

    for (const path of [searchQuery("LFMN"), `/api/cards/${cardId}`]) {
      const refused = await get(path, address);
      expect(refused.status, path).toBe(429);
      expectRetryAfter(refused.response);
      expect(refused.response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(refused.response.headers.get("Cache-Control")).toBe("no-store");
      const body: unknown = JSON.parse(refused.text);
      expect(ErrorSchema.safeParse(body).success, refused.text).toBe(true);
      expect(body).toMatchObject({
        error: { code: "rate_limited", message: expect.stringMatching(/searches/) },
      });
    }
    // HEAD counts and is refused like GET.
    expect((await get("/api/cards/el", address, { method: "HEAD" })).status).toBe(429);

    // The limit is the address's own: the next client searches as usual.
    expect((await get(searchQuery(), nextAddress())).status).toBe(200);
    // What the limit does not cover still answers the limited address.
    expect((await get("/api/openapi.json", address)).status).toBe(200);
    expect((await get("/en/about/", address)).status).toBe(200);
  });

  it("answers a page past the limit with a page in Russian at the root", async () => {
    await minuteLeft();
    const address = nextAddress();
    // Pages and their data requests (a navigation in the browser) count alike.
    const reads = [
      "/el/",
      "/el.data",
      `/flight/${cardId}/`,
      `/flight/${cardId}.data`,
      `/search/${requestId}/`,
    ];
    for (const path of reads) expect((await get(path, address)).status, path).toBe(200);

    const refused = await get(`/search/${requestId}/`, address);
    expect(refused.status).toBe(429);
    const seconds = expectRetryAfter(refused.response);
    expect(refused.response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(refused.response.headers.get("Cache-Control")).toBe("no-store");
    expect(refused.response.headers.get("Content-Security-Policy")).toContain("style-src 'self'");
    expect(refused.text).toContain('<html lang="ru">');
    expect(refused.text).toContain("<title>Слишком много поисков</title>");
    expect(refused.text).toContain("Слишком много поисков с этого адреса");
    expect(refused.text).toMatch(new RegExp(`попробуйте снова через ${seconds} секунд[уы]?\\.`));
    expect(refused.text).toContain('<a href="/">На главную</a>');
    // Within the CSP: no script, no inline style.
    expect(refused.text).not.toMatch(/<script|<style|style=/);

    // A navigation in the browser: the router is told to load the page as a document, which
    // shows the page above (its own error page would read "something went wrong").
    expect(await dataRedirect(`/search/${requestId}.data`, address)).toEqual({
      redirect: `/search/${requestId}/`,
      status: 302,
      revalidate: false,
      reload: true,
      replace: false,
    });
  });

  it("answers a page past the limit with a page in English under /en/", async () => {
    await minuteLeft();
    const address = nextAddress();
    for (let read = 0; read < SEARCHES; read += 1) {
      expect((await get(read % 2 ? "/en/el/" : `/en/flight/${cardId}/`, address)).status).toBe(200);
    }
    const refused = await get("/en/el/?from=UUWW", address);
    expect(refused.status).toBe(429);
    const seconds = expectRetryAfter(refused.response);
    expect(refused.text).toContain('<html lang="en">');
    expect(refused.text).toContain("<title>Too many searches</title>");
    expect(refused.text).toContain(`please try again in ${seconds} second`);
    expect(refused.text).toContain('<a href="/en/">To the main page</a>');
    // A data request past the limit is sent to its page, with the page's own query.
    expect(
      await dataRedirect(`/en/el.data?from=UUWW&_routes=${encodeURIComponent("en/empty-legs")}`, address),
    ).toMatchObject({ redirect: "/en/el/?from=UUWW", reload: true });
  });

  it("counts airport look-ups apart from searches, and only those with a query", async () => {
    await minuteLeft();
    const address = nextAddress();
    for (let read = 0; read <= SEARCHES; read += 1) await get("/api/cards/el", address);
    expect((await get("/api/cards/el", address)).status).toBe(429);

    for (let read = 0; read < LOOKUPS; read += 1) {
      const answer = await get(
        `/api/airports-names?q=${encodeURIComponent("мин".slice(0, 1 + (read % 3)))}`,
        address,
      );
      expect(answer.status).toBe(200);
    }
    const refused = await get("/api/airports-names?q=LFMN", address);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused.response);
    expect(JSON.parse(refused.text)).toMatchObject({
      error: { code: "rate_limited", message: expect.stringMatching(/look-ups/) },
    });
    // The full list is a cacheable file, not a look-up.
    expect((await get("/api/airports-names", address)).status).toBe(200);
    // Another address types freely.
    expect((await get("/api/airports-names?q=LFMN", nextAddress())).status).toBe(200);
  });

  it("counts each address behind the proxy, and an IPv6 client by its /64", async () => {
    await minuteLeft();
    for (let read = 0; read < SEARCHES; read += 1) {
      expect((await get("/api/cards/el", `2001:db8:7:1::${read + 1}`)).status).toBe(200);
    }
    expect((await get("/api/cards/el", "2001:db8:7:1:ffff::9")).status).toBe(429);
    expect((await get("/api/cards/el", "2001:db8:7:2::1")).status).toBe(200);
  });

  it("answered no request with a 500, and logged each limited client once a minute", () => {
    const statuses = entries.filter((entry) => entry.msg === "request").map((entry) => entry.status);
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(500);
    expect(entries.filter((entry) => entry.level === "error")).toEqual([]);
    const reached = entries.filter((entry) => entry.msg === "read limit reached");
    const buckets = reached.map((entry) => `${String(entry.kind)} ${String(entry.address)}`);
    expect(new Set(buckets).size).toBe(buckets.length);
    expect(buckets.length).toBeGreaterThanOrEqual(5);
  });
});

describe("read limits when the database cannot count", SLOW, () => {
  it("lets reads through with a warning, never a 500", async () => {
    const memory = createMemoryLogger();
    const broken = await createDatabase({});
    const brokenServices = wireServices(env({ READ_LIMIT_LOOKUPS_PER_MINUTE: "1" }), memory.logger, broken);
    const server = await listenOnLoopback(createApp({ services: brokenServices, build: vite.build }));
    try {
      await broken.close();
      const address = nextAddress();
      // Look-ups need no database: they keep answering, past the limit too, while nothing counts.
      for (let read = 0; read < 3; read += 1) {
        const answer = await fetch(`${server.origin}/api/airports-names?q=LFMN`, {
          headers: { "X-Forwarded-For": address },
        });
        expect(answer.status).toBe(200);
      }
      const warnings = memory.entries.filter(
        (entry) => entry.msg === "read limits: not counted, reads let through",
      );
      // One warning for the lot, not one per read.
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: "warn", reads: 1 });
      // The request log writes when the answer has been sent, which may be after the client read it.
      await expect
        .poll(() => memory.entries.filter((entry) => entry.msg === "request").map((entry) => entry.status))
        .toEqual([200, 200, 200]);
      expect(JSON.stringify(warnings)).not.toContain(address);
    } finally {
      await server.close();
    }
  });
});

describe("the page cache's key through the real app (issue 15, item 2)", SLOW, () => {
  it("stores every content page, each stating what it read of its address, a statement no browser sees", async () => {
    const address = nextAddress();
    pageCache.purge();
    // Every route whose `headers` is cachedPageHeaders (issue 7 §2), in both languages where it has
    // them, and the variants a page reads: the fleet's sort, a route page's currency (issue 17).
    const pages = [
      "/",
      "/en/",
      "/fleet/",
      // A path asked with a query before it is known as a content page is rendered, not stored
      // (server/page-cache.ts): the plain address comes first, as a visitor's first click would.
      "/en/fleet/",
      "/en/fleet/?sort=year",
      "/fleet/ra-67470/",
      "/en/fleet/ra-67470/",
      "/routes/moskva-dubaj/",
      "/en/routes/moscow-dubai/",
      "/en/routes/moscow-dubai/?currency=rub",
      "/aviabroker/",
      "/about/",
      "/en/contacts/",
      "/restrictions/",
      "/partners/",
      "/en/howitworks/",
    ];
    for (const path of pages) {
      const first = await get(path, address);
      expect(first.status, path).toBe(200);
      expect(first.response.headers.get("X-Page-Query"), path).toBeNull();
      const second = await get(path, address);
      expect(second.response.headers.get(PAGE_CACHE_HEADER), path).toBe("HIT");
      expect(second.response.headers.get("X-Page-Query"), path).toBeNull();
    }
    // A currency is its own entry: roubles are never answered from the copy in dollars, the
    // English pages' own currency (issue 28, item 10).
    const dollars = await get("/en/routes/moscow-dubai/", address);
    const roubles = await get("/en/routes/moscow-dubai/?utm_source=ad&currency=rub", address);
    expect(roubles.response.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    const firstPrice = (html: string) => /data-testid="route-class-price"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(firstPrice(roubles.text)).toMatch(/^₽[\d,]+$/);
    expect(firstPrice(dollars.text)).toMatch(/^\$[\d,]+$/);
  });

  it("answers campaign and made-up parameters from the page's entry, rendered without them", async () => {
    const address = nextAddress();
    const plain = await get("/en/about/", address);
    expect(plain.status).toBe(200);
    const tagged = await get("/en/about/?utm_source=newsletter&z=1", address);
    expect(tagged.response.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");

    pageCache.purge();
    const rendered = await get("/en/about/?utm_source=newsletter&z=2", address);
    expect(rendered.response.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    // Rendered at the page's own address: the language switch and the cookie notice carry no
    // visitor's parameters into the copy every other visitor gets.
    expect(rendered.text).not.toMatch(/utm_source|z=2/);
    expect(rendered.text).toContain(`href="/language/?to=${encodeURIComponent("/about/")}"`);
    expect((await get("/en/about/", address)).response.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
  });
});
