import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { opsScreens, resources, screens } from "../remix.config.js";
import { deliveryCounts, loadRatesAge } from "../app/charter/index.server";
import { outbox, searchRequests } from "../app/db/schema";
import type { Services } from "../app/services.server";
import { CSP_REPORT_PATH } from "./csp-report";
import { PAGE_CACHE_HEADER, type PageCache } from "./page-cache";

/**
 * Prometheus metrics (issue 15, item 8; API.md: GET /metrics with `Authorization: Bearer
 * <METRICS_TOKEN>`, 404 while the token is unset, 401 without it).
 *
 * Each createMetrics call has its own Registry, never prom-client's global one, so several apps in
 * one process (the tests) do not share or double-register series. What a scrape shows:
 * - requests: `http_requests_total` and `http_request_duration_seconds` by method, route and
 *   status. `route` is a pattern of the route table (remix.config.js), never the raw path, so a
 *   crawler of random URLs adds no series (bounded cardinality);
 * - the database, read at scrape time within {@link DB_TIMEOUT_MS}: `saved_result_sets`,
 *   `db_size_bytes`, `outbox_pending`, `outbox_failed`, `rates_age_days` (issue 26, item 8), and
 *   `database_up` (0 when those could not be read: an outage still answers 200 with everything
 *   else, and the database figures absent);
 * - `sms_sent_total` (and `email_sent_total`, `telegram_sent_total`, failures of all) counted by app/charter/notify;
 * - the page cache's answers by the `X-Page-Cache` header it sets (HIT, STALE, MISS);
 * - Node's process metrics (memory, CPU, event-loop lag, GC) from `collectDefaultMetrics`.
 */
export interface Metrics {
  /** Counts and times every request. */
  middleware: RequestHandler;
  /** GET /metrics. */
  handler: RequestHandler;
}

/** How long a scrape waits for the database figures; Prometheus's default scrape timeout is 10 s. */
const DB_TIMEOUT_MS = 2_000;

// Seconds; a search takes milliseconds, the issue's p99 targets are 150 ms to 1 s (issue 15, item 10).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

// RFC 9110 §9 methods plus PATCH; anything else (edge.ts refuses it) is one `OTHER` series.
const KNOWN_METHODS = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "CONNECT",
]);
const PAGE_CACHE_STATES = new Set(["HIT", "STALE", "MISS"]);

export function createMetrics(services: Services, options: { pageCache?: PageCache } = {}): Metrics {
  const { env, db, logger } = services;
  const register = new Registry();
  collectDefaultMetrics({ register });
  // The database figures have a registry of their own, left out of a scrape the database did not
  // answer: a gauge without labels would otherwise show 0, and "0 pending" during an outage lies.
  const databaseRegister = new Registry();

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route pattern and status.",
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [register],
  });
  const pageCache = new Counter({
    name: "page_cache_responses_total",
    help: "Answers that went through the full-page cache, by its X-Page-Cache verdict.",
    labelNames: ["result"] as const,
    registers: [register],
  });

  // What this instance's page cache holds, read at scrape time.
  const cacheStats = options.pageCache;
  if (cacheStats) {
    new Gauge({
      name: "page_cache_entries",
      help: "Pages held by this instance's full-page cache.",
      registers: [register],
      collect() {
        this.set(cacheStats.stats().entries);
      },
    });
    new Gauge({
      name: "page_cache_bytes",
      help: "Bytes held by this instance's full-page cache.",
      registers: [register],
      collect() {
        this.set(cacheStats.stats().bytes);
      },
    });
  }

  const savedResultSets = new Gauge({
    name: "saved_result_sets",
    help: "Saved result sets not yet expired (search_requests where expired_at is null).",
    registers: [databaseRegister],
  });
  const dbSize = new Gauge({
    name: "db_size_bytes",
    help: "Size of the database on disk (pg_database_size).",
    registers: [databaseRegister],
  });
  const outboxPending = new Gauge({
    name: "outbox_pending",
    help: "Outbox messages waiting for delivery (status pending).",
    registers: [databaseRegister],
  });
  const outboxFailed = new Gauge({
    name: "outbox_failed",
    help: "Outbox messages that gave up (status failed): an operator looks at them.",
    registers: [databaseRegister],
  });
  // issue 26, item 8: whole Moscow days from the rates' own date (app/charter/rates/age.server.ts);
  // the console warns above 2, which a weekend reaches and a missed working day passes.
  const ratesAge = new Gauge({
    name: "rates_age_days",
    help: "Age in days of the Bank of Russia rates prices are converted at (Moscow days since the rates' date; stale above 2).",
    registers: [databaseRegister],
  });
  const databaseUp = new Gauge({
    name: "database_up",
    help: "1 when this scrape read the database figures, 0 when the database did not answer in time.",
    registers: [register],
  });

  // Read from the notify layer's process-wide counts at each scrape (see delivery-counts.ts).
  const sent = {
    sms: new Counter({
      name: "sms_sent_total",
      help: "Text messages this instance handed to its SMS provider, by transport.",
      labelNames: ["transport"] as const,
      registers: [register],
    }),
    email: new Counter({
      name: "email_sent_total",
      help: "E-mails this instance handed to its mail transport, by transport.",
      labelNames: ["transport"] as const,
      registers: [register],
    }),
    telegram: new Counter({
      name: "telegram_sent_total",
      help: "Messages of the watches' Telegram bot this instance handed to the Bot API, by transport.",
      labelNames: ["transport"] as const,
      registers: [register],
    }),
  };
  const failed = new Counter({
    name: "notification_send_failures_total",
    help: "Sends a transport refused or that failed (retried by the outbox unless permanent).",
    labelNames: ["channel", "transport"] as const,
    registers: [register],
  });

  function readDeliveries() {
    sent.sms.reset();
    sent.email.reset();
    sent.telegram.reset();
    failed.reset();
    // The configured provider shows from the start, at 0, so a dashboard has a series to plot.
    sent.sms.inc({ transport: env.SMS_PROVIDER }, 0);
    for (const { channel, transport, outcome, count } of deliveryCounts()) {
      if (outcome === "sent") sent[channel].inc({ transport }, count);
      else failed.inc({ channel, transport }, count);
    }
  }

  async function readDatabase() {
    const [[row], rates] = await withTimeout(
      Promise.all([
        db.db
          .select({
            saved:
              sql<number>`(select count(*) from ${searchRequests} where ${searchRequests.expiredAt} is null)`.mapWith(
                Number,
              ),
            size: sql<number>`pg_database_size(current_database())`.mapWith(Number),
            pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
            failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
          })
          .from(outbox)
          .where(sql`${outbox.status} in ('pending', 'failed')`),
        loadRatesAge(db.db, new Date()),
      ]),
      DB_TIMEOUT_MS,
    );
    return { ...row, ratesAgeDays: rates.ageDays };
  }

  const middleware: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    const method = KNOWN_METHODS.has(req.method) ? req.method : "OTHER";
    const route = routeLabel(req.path);
    let done = false;
    const record = (finished: boolean) => {
      if (done) return;
      done = true;
      // A connection closed before the answer ended is counted as `aborted`, not as its status.
      const labels = { method, route, status: finished ? String(res.statusCode) : "aborted" };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      const cached = res.getHeader(PAGE_CACHE_HEADER);
      if (typeof cached === "string" && PAGE_CACHE_STATES.has(cached)) pageCache.inc({ result: cached });
    };
    res.once("finish", () => record(true));
    res.once("close", () => record(res.writableFinished));
    next();
  };

  const handler: RequestHandler = async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const token = env.METRICS_TOKEN;
    if (!token) return sendError(res, 404, "not_found", "No such endpoint.");
    if (!tokenMatches(req, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendError(res, 401, "unauthorized", "Send the metrics token as Authorization: Bearer.");
    }
    let databaseAnswered = false;
    try {
      const row = await readDatabase();
      savedResultSets.set(row.saved ?? 0);
      dbSize.set(row.size ?? 0);
      outboxPending.set(row.pending ?? 0);
      outboxFailed.set(row.failed ?? 0);
      ratesAge.set(row.ratesAgeDays);
      databaseAnswered = true;
    } catch (error) {
      logger.warn("metrics: database figures unavailable", { error });
    }
    databaseUp.set(databaseAnswered ? 1 : 0);
    readDeliveries();
    try {
      const text = (await register.metrics()) + (databaseAnswered ? await databaseRegister.metrics() : "");
      // Set as is: Express's res.type() would insert its own charset before Prometheus's version.
      res.status(200).setHeader("Content-Type", register.contentType);
      res.end(text);
    } catch (error) {
      logger.error("metrics: collection failed", { error });
      sendError(res, 500, "internal", "The metrics could not be collected.");
    }
  };

  return { middleware, handler };
}

/** API.md "Conventions": `{ error: { code, message } }`. */
function sendError(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ error: { code, message } });
}

/**
 * Whether `Authorization: Bearer <token>` names the token, in constant time: both sides are hashed
 * first so neither the comparison nor an early length check tells how much of a guess was right.
 */
function tokenMatches(req: Request, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("Authorization") ?? "");
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

interface Pattern {
  label: string;
  segments: string[];
  score: number;
  /** Mounted under /en/ too (screens and the console); resource routes are mounted once. */
  localized: boolean;
}

/**
 * The route table of remix.config.js as label patterns: screens and the console without their
 * language prefix (`/en/search/x/` and `/search/x/` are both `/search/:requestId`), resource routes
 * as mounted, and the routes server/app.ts answers itself.
 */
function buildPatterns(): Pattern[] {
  const localized = [
    ...screens.map((screen) => screen.path),
    ...opsScreens.map((screen) => ["ops", screen.path].filter(Boolean).join("/")),
    // The Russian landing pages and the not-found splats (remix.config.js, mountScreens).
    ":slug",
    "*",
  ];
  const once = [
    ...resources.map((resource) => resource.path),
    "healthz",
    "metrics",
    CSP_REPORT_PATH,
    // Remix's lazy route discovery (future.v3_lazyRouteDiscovery).
    "__manifest",
  ];
  const pattern = (path: string, isLocalized: boolean): Pattern => {
    const segments = path.split("/").filter(Boolean);
    // Remix's ranking, roughly: a static segment beats a parameter, and a splat ranks below the
    // route it hangs from (`/ops/` is the console's index, not its `ops/*`).
    const score = segments.reduce(
      (total, segment) => total + (segment === "*" ? -1 : segment.startsWith(":") ? 3 : 10),
      0,
    );
    return { label: `/${segments.join("/")}`, segments, score, localized: isLocalized };
  };
  return [...localized.map((path) => pattern(path, true)), ...once.map((path) => pattern(path, false))];
}

const PATTERNS = buildPatterns();

/**
 * The `route` label of a path: the best-matching pattern of the route table (`/*` for what only
 * the not-found splat matches), `asset` for built files, `static` for other file names the table
 * does not declare. A path the site does not know gets one of these few labels, never itself.
 */
export function routeLabel(path: string): string {
  if (path.startsWith("/assets/")) return "asset";
  let bare = path;
  // Remix single fetch asks `/<path>.data` (and `/_root.data` for the index) for a route's data.
  if (bare.endsWith(".data")) bare = bare === "/_root.data" ? "/" : bare.slice(0, -".data".length);
  const english = bare === "/en" || bare.startsWith("/en/");
  if (english) bare = bare.slice(3) || "/";
  const segments = bare.split("/").filter(Boolean);
  if (segments.length === 0) return "/";
  let best: Pattern | undefined;
  for (const pattern of PATTERNS) {
    if (english && !pattern.localized) continue;
    if (matches(pattern.segments, segments) && (!best || pattern.score > best.score)) best = pattern;
  }
  const last = segments[segments.length - 1]!;
  // A file name the route table does not spell out (favicon.ico, a public image) is a static file.
  if (/\.[a-z0-9]+$/i.test(last) && (!best || best.score < 10 * best.segments.length)) return "static";
  return best?.label ?? "other";
}

function matches(pattern: string[], segments: string[]): boolean {
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index]!;
    if (part === "*") return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(":") && part !== segment) return false;
  }
  return pattern.length === segments.length;
}
