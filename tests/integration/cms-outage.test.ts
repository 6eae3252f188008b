import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createSanityClientSource } from "~/content/sanity-source.server";
import { createDatabase, type Database } from "~/db/client.server";
import { loader as rootLoader } from "~/root";
import * as about from "~/routes/about";
import * as fleet from "~/routes/fleet";
import * as home from "~/routes/home";
import * as landing from "~/routes/landing";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { healthHandler } from "../../server/health";
import { PRODUCTION_DATASET_FILE } from "../support/content-fixtures";
import { createMemoryLogger, type LogEntry } from "../support/memory-logger";
import { createSanityQueryServer, type RunningSanityQueryServer } from "../support/sanity-query-server";

/**
 * Issue 7, "CMS unreachable": pages keep their content when the CMS goes away. The real Sanity
 * source (@sanity/client over HTTP) reads a local stand-in for the Content Lake; the real page
 * loaders (the shell, home, a landing page, fleet; Russian and English) read through the real
 * content cache (app/content/cache.server.ts), whose clock the test moves. Once every page has
 * loaded, the stand-in stops: a purge (what the signed webhook does) and then the TTL running out
 * must both leave the pages with the content they had, while /healthz reports the CMS as down.
 */
const SITE_URL = "https://charterline.ru";
const TTL_MS = 60_000;

let lake: RunningSanityQueryServer;
let database: Database;
let services: Services;
let entries: LogEntry[];
// The cache's clock runs this far ahead of the wall clock.
let skew = 0;

beforeAll(async () => {
  lake = await createSanityQueryServer({ file: PRODUCTION_DATASET_FILE, dataset: "production" }).start();
  const memory = createMemoryLogger();
  entries = memory.entries;
  const content = createContentService({
    source: createSanityClientSource({
      projectId: "chrtr1ne",
      dataset: "production",
      apiVersion: "2025-02-19",
      useCdn: false,
      apiHost: lake.url,
      timeoutMs: 2_000,
    }),
    cache: createContentCache({ ttlMs: TTL_MS, logger: memory.logger, now: () => Date.now() + skew }),
    logger: memory.logger,
  });
  database = await createDatabase({});
  services = wireServices(parseEnv({ NODE_ENV: "test", SITE_URL }), memory.logger, database, { content });
});

afterAll(async () => {
  await lake.close().catch(() => undefined);
  await database.close();
});

function args(path: string, params: Record<string, string> = {}) {
  const context: AppLoadContext = { services, nonce: "", clientAddress: "192.0.2.1" };
  return { request: new Request(`${SITE_URL}${path}`), params, context };
}

/**
 * What each page shows from the CMS, without what depends on the hour (the search form's
 * earliest departure, the footer's year).
 */
const pages = {
  "shell, ru": async () => (await rootLoader(args("/"))).data.siteSettings,
  "shell, en": async () => (await rootLoader(args("/en/"))).data.siteSettings,
  "home, ru": async () => {
    const { page, seo } = (await home.loader(args("/"))).data;
    return { page, seo };
  },
  "home, en": async () => {
    const { page, seo } = (await home.loader(args("/en/"))).data;
    return { page, seo };
  },
  "landing /aviabroker/, ru": async () => {
    const { view } = (await landing.loader(args("/aviabroker/", { slug: "aviabroker" }))).data;
    return view.page;
  },
  "fleet, ru": async () => (await fleet.loader(args("/fleet/"))).data,
  "fleet, en": async () => (await fleet.loader(args("/en/fleet/"))).data,
};

async function loadAll(): Promise<Record<string, unknown>> {
  const shown: Record<string, unknown> = {};
  for (const [name, load] of Object.entries(pages)) shown[name] = await load();
  return shown;
}

async function health() {
  const app = express();
  app.get("/healthz", healthHandler(services));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
    return {
      status: response.status,
      body: (await response.json()) as Record<string, Record<string, unknown>>,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("pages keep their content while the CMS is unreachable (issue 7, CMS unreachable)", () => {
  it("serves the last-known-good content after a purge and past the TTL; /healthz says the CMS is down", async () => {
    const before = await loadAll();
    // Real content, read over HTTP from the stand-in.
    expect(before["shell, en"]).toMatchObject({ brandName: "Charterline", phoneHref: "tel:+74951204545" });
    expect((before["fleet, en"] as { page: { aircraft: unknown[] } }).page.aircraft).toHaveLength(11);
    expect(before["landing /aviabroker/, ru"]).toMatchObject({ slug: "aviabroker" });
    expect(before["home, ru"]).not.toEqual(before["home, en"]);
    expect(lake.requests.length).toBeGreaterThan(0);
    expect((await health()).status).toBe(200);

    await lake.close();

    // /healthz asks the source itself, past the cache: the CMS is reported down, the database not.
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.content).toMatchObject({ ok: false, source: "sanity", error: expect.any(String) });
    expect(down.body.database).toMatchObject({ ok: true });

    // A publish purges the cache (the webhook's purge): every reload fails, and each page falls
    // back to the content it had.
    services.content.purge();
    expect(await loadAll()).toEqual(before);

    // The TTL runs out: the stale content is answered at once, the refresh fails in the background.
    skew += TTL_MS + 1_000;
    expect(await loadAll()).toEqual(before);

    const failures = entries.filter((entry) => entry.msg === "content load failed");
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((entry) => entry.level === "warn" && entry.servingLastKnownGood === true)).toBe(
      true,
    );
    const stats = (await services.content.health()).cache;
    expect(stats.entries).toBeGreaterThanOrEqual(Object.keys(pages).length);
    expect(stats.lastError).not.toBeNull();

    // A page the cache never held has nothing to fall back on: the 503 page, not a 500.
    const never = await about.loader(args("/en/about/")).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(never).toMatchObject({
      type: "DataWithResponseInit",
      data: { title: "Temporarily unavailable" },
      init: { status: 503, headers: { "Retry-After": "60" } },
    });
  });
});
