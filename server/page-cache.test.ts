import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentService } from "../app/content/content.server";
import { PREVIEW_COOKIE, signPreviewToken } from "../app/content/preview.server";
import { fleetSortReads } from "../app/fleet/sort";
import { routePageReads } from "../app/route-pages/paths";
import { currencyOf } from "../app/offers/results";
import { PAGE_QUERY_HEADER, pageQueryHeaders, type PageReads } from "../app/utils/cache-control";
import { parseEnv } from "../app/utils/env.server";
import { createMemoryLogger } from "../tests/support/memory-logger";
import { createPageCache, PAGE_CACHE_HEADER, type PageCache } from "./page-cache";
import { previewMiddleware } from "./preview";
import { nonceMiddleware } from "./security";

/*
 * The full-page cache of issue 7 §2, in front of a stand-in renderer that counts its renders and
 * answers as the Remix routes do: content pages with `public, s-maxage` and their statement of what
 * they read of the address (`cachedPage`: the fleet its sort, a route page its currency, a tabbed
 * page its tab, the rest nothing), everything else without.
 */
// A browser's User-Agent: a crawler always gets the Russian root (app/i18n/entry-language.ts).
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const PREVIEW_SECRET = "page-cache-preview-secret";

async function start(
  options: { now?: () => number; maxEntries?: number; renderDelayMs?: number; preview?: boolean } = {},
) {
  const renders: string[] = [];
  const cache: PageCache = createPageCache({
    logger: createMemoryLogger().logger,
    now: options.now,
    maxEntries: options.maxEntries,
  });
  const app = express();
  app.use(nonceMiddleware);
  if (options.preview) {
    // As server/app.ts mounts it: draft preview is recognised before the cache is asked.
    const services = {
      env: parseEnv({ SANITY_PREVIEW_SECRET: PREVIEW_SECRET }),
      previewContent: {} as ContentService,
    };
    app.use(previewMiddleware(services));
  }
  app.use(cache.middleware);
  app.all("*", async (req, res) => {
    renders.push(`${req.method} ${req.originalUrl}`);
    if (options.renderDelayMs) await new Promise((resolve) => setTimeout(resolve, options.renderDelayMs));
    const nonce = String(res.locals.nonce);
    const draft = res.locals.preview === true ? " draft" : "";
    const html = `<!DOCTYPE html><html><body><p>${req.path} #${renders.length}${draft}</p><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></body></html>`;
    res.type("html");
    if (req.path === "/private/") res.set("Cache-Control", "private, no-store");
    else if (req.path === "/cookie/") res.set("Cache-Control", PUBLIC).append("Set-Cookie", "a=1");
    else if (req.path === "/missing/") res.status(404).set("Cache-Control", PUBLIC);
    // Shared, but its loader never said what of the address it reads.
    else if (req.path === "/silent/") res.set("Cache-Control", PUBLIC);
    else res.set("Cache-Control", PUBLIC).set(pageQueryHeaders(readsOf(req.path, req.query)));
    // Written in two chunks, as a streamed render is.
    res.write(html.slice(0, 40));
    res.end(html.slice(40));
  });
  server = app.listen(0);
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}${path}`, { method, headers: { "User-Agent": BROWSER, ...headers } });
  return { cache, renders, get };
}

/** What each stand-in page reads of its address, as its route's loader states it. */
function readsOf(path: string, query: unknown): PageReads {
  const params = new URLSearchParams(query as Record<string, string>);
  if (/^(\/en)?\/fleet\/$/.test(path)) return fleetSortReads(params);
  if (/^(\/en)?\/routes\//.test(path)) {
    const language = path.startsWith("/en/") ? "en" : "ru";
    return routePageReads(currencyOf(params, language), language);
  }
  // A page that came to read a parameter no rule in the cache names: `tab`, one of two values.
  if (path === "/tabs/") return { tab: params.get("tab") === "prices" ? "prices" : null };
  return {};
}

function nonces(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!);
}

describe("full-page cache (issue 7 §2)", () => {
  it("answers a repeated content page from memory with this response's own nonce", async () => {
    const { renders, get } = await start();
    const first = await get("/fleet/");
    const firstBody = await first.text();
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");

    const second = await get("/fleet/");
    const secondBody = await second.text();
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(second.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(renders).toEqual(["GET /fleet/"]);
    // The same page, but never the same nonce twice (the CSP nonce must be unguessable).
    expect(secondBody.replace(/nonce="[^"]+"/g, "")).toBe(firstBody.replace(/nonce="[^"]+"/g, ""));
    const [a, b] = [nonces(firstBody), nonces(secondBody)];
    expect(b).toHaveLength(2);
    expect(new Set(b).size).toBe(1);
    expect(b[0]).not.toBe(a[0]);
  });

  it("keeps languages, query strings and the cookie-notice variant apart", async () => {
    const { renders, get } = await start();
    await get("/fleet/");
    await get("/en/fleet/");
    await get("/fleet/?sort=year");
    await get("/fleet/", { Cookie: "cookie_notice=accepted" });
    await get("/fleet/", { Cookie: "cookie_notice=accepted; _ym_uid=1" });
    await get("/en/fleet/");
    expect(renders).toEqual(["GET /fleet/", "GET /en/fleet/", "GET /fleet/?sort=year", "GET /fleet/"]);
  });

  it("shares the Russian root only with visitors it would not send to /en/", async () => {
    const { renders, get } = await start();
    await get("/", { "Accept-Language": "ru-RU,ru;q=0.9" });
    expect((await get("/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    // Prefers English: the renderer decides (it redirects), the cache is not asked.
    expect(
      (await get("/", { "Accept-Language": "en-US,en;q=0.9" })).headers.get(PAGE_CACHE_HEADER),
    ).toBeNull();
    expect((await get("/", { Cookie: "lang=en" })).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    // A remembered Russian choice wins over the browser's English.
    expect(
      (await get("/", { "Accept-Language": "en", Cookie: "lang=ru" })).headers.get(PAGE_CACHE_HEADER),
    ).toBe("HIT");
    expect(renders).toEqual(["GET /", "GET /", "GET /"]);
  });

  it("stores nothing private, nothing with a cookie, no error and no API or file answer", async () => {
    const { renders, get } = await start();
    for (const path of ["/private/", "/cookie/", "/missing/", "/api/cards", "/robots.txt", "/search.data"]) {
      await get(path);
      await get(path);
    }
    await get("/fleet/", { Authorization: "Bearer x" });
    await get("/fleet/", { Authorization: "Bearer x" });
    await get("/fleet/", {}, "POST");
    await get("/fleet/", {}, "POST");
    expect(renders).toHaveLength(16);
  });

  it("answers HEAD from a stored GET", async () => {
    const { renders, get } = await start();
    await get("/about/");
    const head = await get("/about/", {}, "HEAD");
    expect(head.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(Number(head.headers.get("Content-Length"))).toBeGreaterThan(100);
    expect(renders).toEqual(["GET /about/"]);
  });

  it("after s-maxage, serves the stale copy while one request renders a fresh one", async () => {
    let clock = 1_000_000;
    const { renders, get } = await start({ now: () => clock, renderDelayMs: 300 });
    await get("/fleet/");
    clock += 61_000;
    const refreshing = get("/fleet/");
    // Give the refreshing request time to reach the renderer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = await get("/fleet/");
    expect(during.headers.get(PAGE_CACHE_HEADER)).toBe("STALE");
    expect(Number(during.headers.get("Age"))).toBe(61);
    expect(await during.text()).toContain("#1");
    expect((await refreshing).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    const after = await get("/fleet/");
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(await after.text()).toContain("#2");
    // Past stale-while-revalidate too, the copy is dropped: the visitor waits for a render.
    clock += 61_000 + 600_000;
    expect((await get("/fleet/")).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect(renders).toHaveLength(3);
  });

  it("a purge empties it, and a render begun before the purge is not kept", async () => {
    const { cache, renders, get } = await start({ renderDelayMs: 200 });
    await get("/fleet/");
    const racing = get("/about/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.purge();
    await racing;
    expect((await get("/fleet/")).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect((await get("/about/")).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect((await get("/about/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(renders).toHaveLength(4);
    expect(cache.stats()).toMatchObject({ entries: 2, purges: 1 });
  });

  it("answers a content page asked with campaign or unknown parameters from the page's own entry", async () => {
    const { cache, renders, get } = await start();
    await get("/");
    await get("/en/about/");
    for (const path of [
      "/?utm_source=yandex&utm_medium=cpc&utm_campaign=winter",
      "/?yclid=123456789",
      "/?gclid=abc&fbclid=def&_openstat=ZGlyZWN0",
      "/?z=1",
      "/?",
      "/en/about/?utm_content=banner&ref=mail",
    ]) {
      const answer = await get(path);
      expect(answer.headers.get(PAGE_CACHE_HEADER), path).toBe("HIT");
    }
    expect(renders).toEqual(["GET /", "GET /en/about/"]);
    expect(cache.stats().entries).toBe(2);
  });

  it("made-up query strings neither fill nor evict it", async () => {
    const { cache, renders, get } = await start({ maxEntries: 2 });
    await get("/a/");
    await get("/b/");
    for (let n = 1; n <= 50; n += 1) await get(`/a/?z=${n}`);
    expect((await get("/b/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(renders).toEqual(["GET /a/", "GET /b/"]);
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 51 });
  });

  it("renders a missing content page at its own address and keeps it for every spelling", async () => {
    let clock = 1_000_000;
    const { cache, renders, get } = await start({ now: () => clock });
    await get("/about/");
    // Past s-maxage and stale-while-revalidate the copy is gone; the page is still a content page.
    clock += 61_000 + 600_000;
    const first = await get("/about/?utm_source=mail&z=1");
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect(await first.text()).toContain("<p>/about/ #2</p>");
    expect((await get("/about/?z=2")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect((await get("/about/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    // The same after a purge: it empties the pages, it does not forget which paths are pages.
    cache.purge();
    await get("/about/?z=3");
    expect((await get("/about/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    // The renderer never saw a query string: no stored copy carries one visitor's address.
    expect(renders).toEqual(["GET /about/", "GET /about/", "GET /about/"]);
    expect(cache.stats().entries).toBe(1);
  });

  it("until a path has answered as a content page, renders it as asked and stores nothing", async () => {
    const { cache, renders, get } = await start();
    await get("/contacts/?utm_source=mail");
    expect(cache.stats().entries).toBe(0);
    // That answer was a content page's: the next spelling is rendered at the page's address.
    await get("/contacts/?z=1");
    expect((await get("/contacts/?utm_source=mail")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(renders).toEqual(["GET /contacts/?utm_source=mail", "GET /contacts/"]);
    expect(cache.stats().entries).toBe(1);
  });

  it("leaves the query of a page that is not cached alone (search, empty legs, the language switch)", async () => {
    const { cache, renders, get } = await start();
    await get("/private/");
    await get("/private/?from=UUEE&to=LFMN");
    await get("/private/?from=UUEE&to=LFMN");
    await get("/private/?_data=routes/private");
    expect(renders).toEqual([
      "GET /private/",
      "GET /private/?from=UUEE&to=LFMN",
      "GET /private/?from=UUEE&to=LFMN",
      "GET /private/?_data=routes/private",
    ]);
    expect(cache.stats().entries).toBe(0);
  });

  it("keeps the fleet's sort in the key, in one spelling, and nothing else", async () => {
    const { renders, get } = await start();
    await get("/fleet/");
    await get("/fleet/?sort=year");
    await get("/en/fleet/?sort=seats");
    // The default spelled out and a sort that does not exist render once each, stored nowhere;
    // the page's statement says they are the plain list, whose entry answers them from then on.
    for (const path of ["/fleet/?sort=name", "/fleet/?sort=zzz"]) {
      expect(await (await get(path)).text(), path).toMatch(/<p>\/fleet\/ #[45]<\/p>/);
    }
    for (const path of [
      "/fleet/?sort=name",
      "/fleet/?sort=zzz",
      "/fleet/?utm_source=mail",
      "/fleet/?sort=",
    ]) {
      expect(await (await get(path)).text(), path).toContain("<p>/fleet/ #1</p>");
    }
    for (const path of ["/fleet/?sort=year&utm_source=mail", "/fleet/?utm_source=mail&sort=year"]) {
      expect(await (await get(path)).text(), path).toContain("<p>/fleet/ #2</p>");
    }
    // Only the fleet reads `sort`: elsewhere it is one more unknown parameter.
    await get("/about/");
    expect((await get("/about/?sort=year")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(renders).toEqual([
      "GET /fleet/",
      "GET /fleet/?sort=year",
      "GET /en/fleet/?sort=seats",
      "GET /fleet/?sort=name",
      "GET /fleet/?sort=zzz",
      "GET /about/",
    ]);
  });

  it("keeps a route page's currency in the key, so roubles are never served dollars (issue 17, item 3; issue 28, item 10)", async () => {
    const { renders, get } = await start();
    // An English page is in dollars unless the visitor picks another currency (issue 28, item 10).
    await get("/en/routes/moscow-dubai/");
    const roubles = await get("/en/routes/moscow-dubai/?currency=rub");
    expect(roubles.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    const again = await get("/en/routes/moscow-dubai/?utm_source=ad&currency=rub");
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(await again.text()).toContain("<p>/en/routes/moscow-dubai/ #2</p>");
    // Dollars spelled out, or a currency the page does not sell: rendered once, then the plain entry.
    await get("/en/routes/moscow-dubai/?currency=usd");
    await get("/en/routes/moscow-dubai/?currency=btc");
    for (const path of ["/en/routes/moscow-dubai/?currency=usd", "/en/routes/moscow-dubai/?currency=btc"]) {
      const answer = await get(path);
      expect(answer.headers.get(PAGE_CACHE_HEADER), path).toBe("HIT");
      expect(await answer.text()).toContain("<p>/en/routes/moscow-dubai/ #1</p>");
    }
    expect(renders).toEqual([
      "GET /en/routes/moscow-dubai/",
      "GET /en/routes/moscow-dubai/?currency=rub",
      "GET /en/routes/moscow-dubai/?currency=usd",
      "GET /en/routes/moscow-dubai/?currency=btc",
    ]);
  });

  it("keys a page by whatever it states it read, with no rule for it in the cache", async () => {
    const { cache, renders, get } = await start();
    await get("/tabs/");
    const prices = await get("/tabs/?tab=prices&utm_source=mail");
    expect(prices.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    // Rendered with its tab, at the page's own spelling of it: the campaign tag is dropped.
    expect(renders).toEqual(["GET /tabs/", "GET /tabs/?tab=prices"]);
    expect(await (await get("/tabs/?tab=prices")).text()).toContain("<p>/tabs/ #2</p>");
    expect(await (await get("/tabs/")).text()).toContain("<p>/tabs/ #1</p>");
    expect(cache.stats().entries).toBe(2);
  });

  it("never stores a shared page whose loader did not say what it reads, and never shows the statement", async () => {
    const { cache, renders, get } = await start();
    await get("/silent/");
    expect((await get("/silent/")).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect((await get("/silent/?tab=1")).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect(renders).toEqual(["GET /silent/", "GET /silent/", "GET /silent/?tab=1"]);
    expect(cache.stats().entries).toBe(0);
    for (const path of ["/fleet/", "/fleet/", "/en/routes/moscow-dubai/?currency=eur", "/about/?z=1"]) {
      expect((await get(path)).headers.get(PAGE_QUERY_HEADER), path).toBeNull();
    }
  });

  it("remembers at most maxEntries spellings it was asked in, and they never evict a page", async () => {
    const { cache, renders, get } = await start({ maxEntries: 2 });
    await get("/fleet/");
    for (let n = 1; n <= 20; n += 1) await get(`/fleet/?sort=z${n}`);
    expect((await get("/fleet/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(cache.stats().entries).toBe(1);
    // Each made-up value of a parameter the page reads costs one render, not one entry.
    expect(renders).toHaveLength(21);
    expect((await get("/fleet/?sort=z20")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect((await get("/fleet/?sort=z1")).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
  });

  it("holds at most maxEntries pages, dropping the least recently used", async () => {
    const { renders, get } = await start({ maxEntries: 2 });
    await get("/a/");
    await get("/b/");
    await get("/a/");
    await get("/c/");
    expect((await get("/a/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    expect((await get("/b/")).headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect(renders).toEqual(["GET /a/", "GET /b/", "GET /c/", "GET /b/"]);
  });

  it("neither serves nor stores a page read in draft preview (issue 17, item 1)", async () => {
    const { cache, renders, get } = await start({ preview: true });
    const preview = { Cookie: `${PREVIEW_COOKIE}=${signPreviewToken(PREVIEW_SECRET, new Date())}` };

    // Preview first: its draft page is rendered, marked private, and kept nowhere.
    const draft = await get("/zakaz-chartera/", preview);
    expect(await draft.text()).toContain("#1 draft");
    expect(draft.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(draft.headers.get("Cache-Control")).toBe("private, no-store");
    expect(cache.stats().entries).toBe(0);

    // A visitor right after gets the published page, rendered for them and then shared.
    const visitor = await get("/zakaz-chartera/");
    expect(await visitor.text()).toContain("#2</p>");
    expect(visitor.headers.get(PAGE_CACHE_HEADER)).toBe("MISS");
    expect((await get("/zakaz-chartera/")).headers.get(PAGE_CACHE_HEADER)).toBe("HIT");

    // The editor is never answered with the visitors' copy, whatever spelling of the address.
    const again = await get("/zakaz-chartera/?utm_source=studio", preview);
    expect(await again.text()).toContain("#3 draft");
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();

    // A forged or expired cookie is no preview: that visitor shares the cache like anyone.
    const forged = await get("/zakaz-chartera/", {
      Cookie: `${PREVIEW_COOKIE}=9999999999.${"A".repeat(43)}`,
    });
    expect(forged.headers.get(PAGE_CACHE_HEADER)).toBe("HIT");
    const expired = signPreviewToken(PREVIEW_SECRET, new Date(Date.now() - 5 * 3600_000));
    expect(
      (await get("/zakaz-chartera/", { Cookie: `${PREVIEW_COOKIE}=${expired}` })).headers.get(
        PAGE_CACHE_HEADER,
      ),
    ).toBe("HIT");
    expect(renders).toEqual([
      "GET /zakaz-chartera/",
      "GET /zakaz-chartera/",
      "GET /zakaz-chartera/?utm_source=studio",
    ]);
  });
});
