import { readFileSync } from "node:fs";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { SEED_RATES, storeRates } from "~/charter/index.server";
import { createDatabase, type Database } from "~/db/client.server";
import { outbox, searchRequests } from "~/db/schema";
import { wireServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { createMemoryLogger } from "../tests/support/memory-logger";
import { listenOnLoopback } from "../tests/support/listen";
import { createMetrics, routeLabel } from "./metrics";
import { PAGE_CACHE_HEADER } from "./page-cache";

/*
 * GET /metrics of API.md (issue 15, item 8) on real parts: an in-memory PGlite database, the
 * services of app/services.server.ts (the log SMS transport, counted), and the metrics middleware
 * and handler in an Express app served on a loopback port, as server/app.ts mounts them.
 */
const TOKEN = "metrics-token-0123456789";
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function start(env: Record<string, string> = { METRICS_TOKEN: TOKEN }) {
  const { logger, entries } = createMemoryLogger();
  const database = await createDatabase({});
  let closed = false;
  closers.push(() => (closed ? Promise.resolve() : database.close()));
  const services = wireServices(parseEnv({ NODE_ENV: "test", ...env }), logger, database);
  // The page cache's own figures are read from its stats() at scrape time.
  const pageCache = {
    middleware: (_req: unknown, _res: unknown, next: () => void) => next(),
    purge() {},
    stats: () => ({ entries: 3, bytes: 4_096, hits: 0, misses: 0, purges: 0 }),
  };
  const metrics = createMetrics(services, { pageCache });
  const app = express();
  app.use(metrics.middleware);
  app.get("/metrics", metrics.handler);
  // Stand-ins for what the site answers behind the metrics middleware.
  app.get("/api/cards", (_req, res) => res.json({ cards: [] }));
  app.get("/fleet/", (_req, res) => res.set(PAGE_CACHE_HEADER, "HIT").send("<p>fleet</p>"));
  app.post("/api/pre-orders", (_req, res) => res.status(429).json({ error: { code: "rate_limited" } }));
  app.use((_req, res) => res.status(404).send("not found"));
  const { origin, close } = await listenOnLoopback(app);
  closers.push(close);
  return {
    services,
    database,
    entries,
    origin,
    async closeDatabase() {
      closed = true;
      await database.close();
    },
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers }),
    async scrape() {
      const response = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      return response.text();
    },
  };
}

/** The samples of one metric: each line's labels (as written) and value. */
function samples(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
    .map((line) => {
      const match = /^[^{\s]+(\{.*\})? (\S+)$/.exec(line)!;
      return { labels: match[1] ?? "", value: Number(match[2]) };
    });
}

function value(text: string, name: string, labels = ""): number | undefined {
  return samples(text, name).find((sample) => sample.labels === labels)?.value;
}

async function insertFigures(database: Database) {
  await database.db.insert(searchRequests).values([
    { id: "live-1", query: {} },
    { id: "live-2", query: {} },
    { id: "live-3", query: {} },
    { id: "gone-1", query: {}, expiredAt: new Date() },
  ]);
  const message = { channel: "email" as const, recipient: "sales@example.com", body: "x", reference: "t" };
  await database.db.insert(outbox).values([
    { ...message, status: "pending", nextAttemptAt: new Date(Date.now() + 3_600_000) },
    { ...message, status: "pending", nextAttemptAt: new Date(Date.now() + 3_600_000) },
    { ...message, status: "failed" },
    { ...message, status: "sent" },
  ]);
}

describe("GET /metrics (API.md; issue 15, item 8)", () => {
  it("is a 404 in the contract's error shape while METRICS_TOKEN is unset", async () => {
    const site = await start({});
    const response = await site.get("/metrics", { Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("answers 401 without the token, with a wrong one, or with it in another scheme", async () => {
    const site = await start();
    for (const authorization of [
      undefined,
      "Bearer wrong-token-0123456789",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      TOKEN,
    ]) {
      const response = await site.get("/metrics", authorization ? { Authorization: authorization } : {});
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toBe("unauthorized");
    }
  });

  it("serves Prometheus text with every metric API.md names, never cached", async () => {
    const site = await start();
    await site.get("/api/cards?from=UUEE");
    await site.get("/api/cards?from=ULLI");
    await site.get("/fleet/");
    await fetch(`${site.origin}/api/pre-orders`, { method: "POST" });

    const response = await fetch(`${site.origin}/metrics`, {
      headers: { Authorization: `bearer  ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();

    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds",
      "saved_result_sets",
      "db_size_bytes",
      "outbox_pending",
      "sms_sent_total",
    ]) {
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, "m"));
    }
    expect(value(text, "http_requests_total", '{method="GET",route="/api/cards",status="200"}')).toBe(2);
    expect(value(text, "http_requests_total", '{method="POST",route="/api/pre-orders",status="429"}')).toBe(
      1,
    );
    expect(value(text, "http_requests_total", '{method="GET",route="/fleet",status="200"}')).toBe(1);
    expect(
      value(text, "http_request_duration_seconds_count", '{method="GET",route="/api/cards",status="200"}'),
    ).toBe(2);
    expect(
      value(
        text,
        "http_request_duration_seconds_bucket",
        '{le="+Inf",method="GET",route="/api/cards",status="200"}',
      ),
    ).toBe(2);
    expect(value(text, "page_cache_responses_total", '{result="HIT"}')).toBe(1);
    // What this instance's page cache holds.
    expect(value(text, "page_cache_entries")).toBe(3);
    expect(value(text, "page_cache_bytes")).toBe(4_096);
    // The configured provider is plotted from the start; Node's own figures come along.
    expect(value(text, "sms_sent_total", '{transport="log"}')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^# TYPE nodejs_eventloop_lag_p99_seconds gauge/m);
    // The scrape itself is counted, under its own label.
    await site.scrape().then((again) => {
      expect(value(again, "http_requests_total", '{method="GET",route="/metrics",status="200"}')).toBe(1);
    });
  });

  it("reads saved result sets, the outbox and the database size from the database at scrape time", async () => {
    const site = await start();
    const before = await site.scrape();
    expect(value(before, "saved_result_sets")).toBe(0);
    expect(value(before, "outbox_pending")).toBe(0);
    expect(value(before, "database_up")).toBe(1);
    const sizeBefore = value(before, "db_size_bytes")!;
    expect(sizeBefore).toBeGreaterThan(1_000_000);

    await insertFigures(site.database);
    const after = await site.scrape();
    // Expired sets and delivered or failed messages are not counted as live or pending.
    expect(value(after, "saved_result_sets")).toBe(3);
    expect(value(after, "outbox_pending")).toBe(2);
    expect(value(after, "outbox_failed")).toBe(1);
    expect(value(after, "db_size_bytes")).toBeGreaterThanOrEqual(sizeBefore);
  });

  it("exports the age of the exchange rates in days, with its HELP and TYPE (issue 26, item 8)", async () => {
    const site = await start();
    // No rates stored: prices use the shipped ones, dated 28 December 2024, long stale.
    const shipped = await site.scrape();
    expect(shipped).toMatch(/^# HELP rates_age_days \S.+$/m);
    expect(shipped).toMatch(/^# TYPE rates_age_days gauge$/m);
    expect(value(shipped, "rates_age_days")).toBeGreaterThan(365);

    // Rates dated three Moscow days ago (Moscow is UTC+3 all year).
    const moscowToday = Date.parse(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10));
    const date = new Date(moscowToday - 3 * 86_400_000).toISOString().slice(0, 10);
    await storeRates(site.database.db, { ...SEED_RATES, date });
    expect(value(await site.scrape(), "rates_age_days")).toBe(3);
  });

  it("counts text messages handed to the SMS transport by the outbox", async () => {
    const site = await start();
    const sentBefore = value(await site.scrape(), "sms_sent_total", '{transport="log"}') ?? 0;
    await site.database.db.insert(outbox).values([
      { channel: "sms", recipient: "+79991234567", body: "Код 4821", reference: "login:a" },
      { channel: "sms", recipient: "+79991234568", body: "Код 4822", reference: "login:b" },
    ]);
    expect((await site.services.outbox.drainOnce()).sent).toBe(2);
    const after = await site.scrape();
    expect(value(after, "sms_sent_total", '{transport="log"}')).toBe(sentBefore + 2);
  });

  it("still answers 200, without the database figures, when the database is down", async () => {
    const site = await start();
    await site.get("/api/cards");
    await site.closeDatabase();
    const text = await site.scrape();
    expect(value(text, "database_up")).toBe(0);
    expect(samples(text, "saved_result_sets")).toEqual([]);
    expect(samples(text, "outbox_pending")).toEqual([]);
    expect(samples(text, "rates_age_days")).toEqual([]);
    expect(value(text, "http_requests_total", '{method="GET",route="/api/cards",status="200"}')).toBe(1);
    expect(site.entries).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "metrics: database figures unavailable" }),
    );
  });

  it("keeps the route label bounded: 100 random paths make a handful of series", async () => {
    const site = await start();
    const randoms: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      const random = `r${Math.random().toString(36).slice(2, 10)}`;
      randoms.push(random);
      const path = [
        `/${random}/`,
        `/en/${random}/${random}/`,
        `/search/${random}/`,
        `/api/${random}`,
        `/${random}.php`,
      ][index % 5]!;
      await site.get(`${path}?z=${random}`);
    }
    const text = await site.scrape();
    const series = samples(text, "http_requests_total");
    expect(series.length).toBeLessThanOrEqual(6);
    expect(series.reduce((total, sample) => total + sample.value, 0)).toBe(100);
    expect(randoms.filter((random) => text.includes(random))).toEqual([]);
  });

  it("keeps a separate registry per app, so two apps in one process count their own requests", async () => {
    const first = await start();
    const second = await start();
    await first.get("/api/cards");
    await first.get("/api/cards");
    await second.get("/api/cards");
    const label = '{method="GET",route="/api/cards",status="200"}';
    expect(value(await first.scrape(), "http_requests_total", label)).toBe(2);
    expect(value(await second.scrape(), "http_requests_total", label)).toBe(1);
  });
});

describe("routeLabel", () => {
  it.each([
    ["/", "/"],
    ["/en/", "/"],
    ["/_root.data", "/"],
    ["/search/", "/search"],
    ["/search/UUEE/LFMN/2026-12-01/4/", "/search/:from/:to/:date/:pax"],
    ["/en/search/abc123/", "/search/:requestId"],
    ["/search/abc123.data", "/search/:requestId"],
    ["/flight/c1/order/", "/flight/:cardId/order"],
    ["/el/", "/el"],
    ["/api/cards", "/api/cards"],
    ["/api/cards/el", "/api/cards/el"],
    ["/api/cards/c-123", "/api/cards/:card_id"],
    ["/api/requests/r-1", "/api/requests/:request_id"],
    ["/api/no-such-thing", "/api/*"],
    ["/api/openapi.json", "/api/openapi.json"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/webhooks/sanity", "/webhooks/sanity"],
    ["/ops/orders/d-1/", "/ops/orders/:dealId"],
    ["/en/ops/", "/ops"],
    ["/ops/whatever/else/", "/ops/*"],
    ["/charter-moscow-nice/", "/:slug"],
    ["/a/b/c/", "/*"],
    ["/en/api/cards", "/*"],
    ["/assets/entry-abc.js", "asset"],
    ["/favicon.ico", "static"],
    ["/wp-login.php", "static"],
    ["/healthz", "/healthz"],
    ["/metrics", "/metrics"],
    ["/csp-report", "/csp-report"],
  ])("%s → %s", (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });
});

/*
 * docs/grafana/charterline.json (issue 15, item 8): importable, and every expression names a metric
 * this server exports, checked against a real scrape so a renamed metric breaks this test.
 */
interface Panel {
  type: string;
  title: string;
  datasource?: { uid?: string };
  targets?: { expr: string }[];
}

interface Dashboard {
  schemaVersion: number;
  uid: string;
  title: string;
  templating: { list: { name: string; type: string; query: unknown }[] };
  panels: Panel[];
}

/** The metric names of a PromQL expression: identifiers that are not functions, labels or keywords. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\b(?:by|without)\s*\([^)]*\)/g, "")
    .replace(/\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, "");
  return [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\()?/g)]
    .filter((match) => !match[2])
    .map((match) => match[1]!)
    .filter((name) => !/^(?:and|or|unless|bool|offset|on|ignoring|group_left|group_right)$/.test(name));
}

describe("the Grafana dashboard (docs/grafana/charterline.json)", () => {
  const dashboard = JSON.parse(readFileSync("docs/grafana/charterline.json", "utf8")) as Dashboard;
  const queries = dashboard.panels.filter((panel) => panel.type !== "row");

  it("is an importable dashboard with a Prometheus data source variable", () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: "datasource", type: "datasource", query: "prometheus" }),
    );
    const ids = dashboard.panels.map((panel) => (panel as Panel & { id: number }).id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of queries) {
      expect(panel.datasource?.uid, panel.title).toBe("${datasource}");
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it("plots the issue's main figures", () => {
    const exprs = queries.flatMap((panel) => panel.targets!.map((target) => target.expr)).join("\n");
    for (const wanted of [
      /histogram_quantile\(0\.5, sum by \(le, route\) \(rate\(http_request_duration_seconds_bucket/,
      /histogram_quantile\(0\.95,/,
      /histogram_quantile\(0\.99,/,
      /status=~"5\.\."/,
      /status="429"/,
      /saved_result_sets/,
      /db_size_bytes/,
      /outbox_pending/,
      /increase\(sms_sent_total\{[^}]*\}\[1h\]\)/,
      /process_resident_memory_bytes/,
      /nodejs_eventloop_lag_p99_seconds/,
    ]) {
      expect(exprs).toMatch(wanted);
    }
  });

  it("names only metrics the server exports", async () => {
    const site = await start();
    await site.get("/api/cards");
    const text = await site.scrape();
    const exported = new Set<string>();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exported.add(name!);
      if (type === "histogram")
        for (const suffix of ["_bucket", "_sum", "_count"]) exported.add(`${name}${suffix}`);
    }
    const named = queries.flatMap((panel) => panel.targets!.flatMap((target) => metricNames(target.expr)));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
    // The check itself finds a name that is not exported.
    expect(metricNames('sum by (route) (rate(http_requestz_total{status="5.."}[5m]))')).toEqual([
      "http_requestz_total",
    ]);
  });
});
