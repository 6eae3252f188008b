/**
 * Server throughput under load (issue 7 §2), printed per target: requests per second, p50 and p99
 * latency, errors. In one run it loads, one after the other:
 *
 *   - the static ceiling: the home page's HTML, fetched once from the server, served by a bare
 *     Node static file server (stat + read stream per request, no framework), in its own process;
 *   - home `/` and a landing page, answered by the full-page cache;
 *   - home with the page cache off (PAGE_CACHE=off on a second server): what the renderer does alone;
 *   - `/api/airports-names?q=мин` and `/api/cards`: one search repeated (identical searches share
 *     their saved set, issue 15) and distinct searches, each priced and saved;
 *   - pages beside pricing (issue 26, item 11): the cached home page at a steady HOME_RATE requests
 *     a second on its own, then the same while distinct searches load the server at full
 *     `connections`, both measured in the same round (the home page's p99 should not move).
 *
 * Every server is the production build on the embedded defaults (fresh PGlite, local dataset),
 * one process each, as `npm start` runs it. Autocannon sends no Accept-Encoding, so no target
 * is compressed, the ceiling included. Needs `npm run build` first (`npm run bench:load` does it).
 *
 *   npx tsx scripts/bench-load.ts [seconds=30] [connections=100] [rounds=3] [only]
 *
 * `only` keeps the targets whose name contains it (`api`, `home`, `beside`); the ceiling always
 * runs. A round with errors prints what they were: status codes other than 2xx, timeouts (10 s),
 * socket errors. `PRICING_WORKERS`, `PGLITE_THREAD` and `SEARCH_CONCURRENCY` are passed to the servers when set (README,
 * configuration).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltServer, untilAnswering } from "./built-server";

const [seconds = 30, connections = 100, roundCount = 3] = process.argv.slice(2, 5).map(Number);
const only = process.argv[5];
const LANDING = "/arenda-chastnogo-samoleta/";
const work = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
/** The steady rate of home-page requests beside the searches (issue 26, item 11). */
const HOME_RATE = 50;

function startApp(port: number, extra: Record<string, string>): ChildProcess {
  // One client address sends everything here: the per-address read limits (issue 15, item 2)
  // would answer it 429, so they are off for the measurement.
  return startBuiltServer(port, {
    DATA_DIR: mkdtempSync(path.join(work, "data-")),
    READ_LIMIT_SEARCHES_PER_MINUTE: "0",
    READ_LIMIT_LOOKUPS_PER_MINUTE: "0",
    ...(process.env.PRICING_WORKERS === undefined ? {} : { PRICING_WORKERS: process.env.PRICING_WORKERS }),
    ...(process.env.PGLITE_THREAD === undefined ? {} : { PGLITE_THREAD: process.env.PGLITE_THREAD }),
    ...(process.env.SEARCH_CONCURRENCY === undefined
      ? {}
      : { SEARCH_CONCURRENCY: process.env.SEARCH_CONCURRENCY }),
    ...extra,
  });
}

/** The bare static file server: what any HTTP server in Node can do with the same bytes. */
function startStatic(port: number, file: string): ChildProcess {
  const source = `
    const http = require("node:http");
    const fs = require("node:fs");
    const file = ${JSON.stringify(file)};
    http.createServer((req, res) => {
      fs.stat(file, (error, stat) => {
        if (error) { res.statusCode = 500; res.end(); return; }
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": stat.size });
        fs.createReadStream(file).pipe(res);
      });
    }).listen(${port}, "127.0.0.1");
  `;
  return spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit"] });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run: a single address, or a list of paths each connection walks through. */
async function run(
  url: string,
  options: { connections: number; paths?: string[] | undefined },
): Promise<{ result: autocannon.Result; socketErrors: Map<string, number> }> {
  const socketErrors = new Map<string, number>();
  const { paths } = options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    let next = Math.floor(Math.random() * (paths?.length ?? 1));
    const requests = paths
      ? [
          {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: paths[next++ % paths.length]!,
            }),
          },
        ]
      : undefined;
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: seconds,
        requests,
      },
      (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on("reqError", (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message;
      socketErrors.set(kind, (socketErrors.get(kind) ?? 0) + 1);
    });
  });
  return { result, socketErrors };
}

/** Prints a round's figures and, when it had errors, what they were. */
function report(
  name: string,
  round: number,
  { result, socketErrors }: Awaited<ReturnType<typeof run>>,
): number {
  // autocannon counts a timeout among its errors as well.
  const failures = result.errors + result.non2xx;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, stats]) => `${(stats as { count: number }).count} × ${code}`);
  const kinds = [...socketErrors].map(([kind, count]) => `${count} × ${kind}`);
  console.log(
    `  ${name} round ${round}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ${failures} errors${failures ? ` (${[...statuses, ...kinds, `${result.timeouts} timeouts`].join(", ")})` : ""}`,
  );
  return failures;
}

/** Medians over the rounds of each of the runs a target makes at once. */
class Rounds {
  private readonly rounds = new Map<
    string,
    { rps: number[]; p50: number[]; p99: number[]; errors: number }
  >();

  add(name: string, round: number, outcome: Awaited<ReturnType<typeof run>>): void {
    const failures = report(name, round, outcome);
    const entry = this.rounds.get(name) ?? { rps: [], p50: [], p99: [], errors: 0 };
    entry.rps.push(outcome.result.requests.average);
    entry.p50.push(outcome.result.latency.p50);
    entry.p99.push(outcome.result.latency.p99);
    entry.errors += failures;
    this.rounds.set(name, entry);
  }

  figures(): Figures[] {
    return [...this.rounds].map(([name, entry]) => ({
      name,
      rps: median(entry.rps),
      p50: median(entry.p50),
      p99: median(entry.p99),
      errors: entry.errors,
    }));
  }
}

/** A target: one address, or a list of paths each connection walks through (distinct searches). */
async function load(name: string, url: string, paths?: string[]): Promise<Figures[]> {
  const rounds = new Rounds();
  for (let round = 1; round <= roundCount; round += 1) {
    await settle();
    rounds.add(name, round, await run(url, { connections, paths }));
  }
  return rounds.figures();
}

/**
 * The cached home page at a steady HOME_RATE requests a second (issue 26, item 11), open loop: a
 * request leaves every 1/HOME_RATE s whether or not the earlier ones have been answered, and its
 * latency runs from the moment it was due, so a stalled server shows in full (autocannon's rate
 * limit bursts at the start of each second and corrects latencies by its own model). It runs in its
 * own process, so the search load's client does not delay its timers.
 */
async function steadyHome(url: string): Promise<Awaited<ReturnType<typeof run>>> {
  const source = `
    const http = require("node:http");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const latencies = [], statuses = {}, socketErrors = {};
    let timeouts = 0, done = 0;
    const count = ${seconds * HOME_RATE};
    const started = performance.now();
    const finish = () => {
      if (++done < count) return;
      process.stdout.write(JSON.stringify({ latencies, statuses, socketErrors, timeouts, ms: performance.now() - started }));
      agent.destroy();
    };
    const one = (due) => {
      const request = http.get(${JSON.stringify(url)}, { agent, timeout: 10000 }, (response) => {
        response.resume();
        response.on("end", () => {
          latencies.push(performance.now() - due);
          statuses[response.statusCode] = (statuses[response.statusCode] || 0) + 1;
          finish();
        });
      });
      request.on("timeout", () => { timeouts += 1; request.destroy(new Error("timeout")); });
      request.on("error", (error) => {
        const kind = error.code || error.message;
        socketErrors[kind] = (socketErrors[kind] || 0) + 1;
        finish();
      });
    };
    let i = 0;
    const tick = () => {
      const now = performance.now();
      while (i < count && started + (i * 1000) / ${HOME_RATE} <= now) one(started + (i++ * 1000) / ${HOME_RATE});
      if (i < count) setTimeout(tick, Math.max(0, started + (i * 1000) / ${HOME_RATE} - performance.now()));
    };
    tick();
  `;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on("exit", resolve));
  const figures = JSON.parse(out) as {
    latencies: number[];
    statuses: Record<string, number>;
    socketErrors: Record<string, number>;
    timeouts: number;
    ms: number;
  };
  const latencies = figures.latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  const non2xx = Object.entries(figures.statuses)
    .filter(([code]) => !code.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  const socketErrors = new Map(Object.entries(figures.socketErrors));
  const result = {
    requests: { average: latencies.length / (figures.ms / 1000) },
    latency: { p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1) ?? 0) },
    errors: [...socketErrors.values()].reduce((sum, n) => sum + n, 0),
    non2xx,
    timeouts: figures.timeouts,
    statusCodeStats: Object.fromEntries(
      Object.entries(figures.statuses).map(([code, n]) => [code, { count: n }]),
    ),
  } as unknown as autocannon.Result;
  return { result, socketErrors };
}

/** A few seconds for the server to finish what the last run left queued, so runs do not overlap. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

/**
 * Issue 26, item 11: the cached home page at a steady rate, alone and then beside distinct
 * searches at full load, in each round, so the two home figures share the machine's state.
 */
async function beside(home: string, searchOrigin: string, paths: string[]): Promise<Figures[]> {
  const alone = `home / (page cache) at ${HOME_RATE}/s alone`;
  const mixed = `home / (page cache) at ${HOME_RATE}/s beside the searches`;
  const searches = "/api/cards distinct searches beside the home page";
  const rounds = new Rounds();
  for (let round = 1; round <= roundCount; round += 1) {
    await settle();
    rounds.add(alone, round, await steadyHome(home));
    const [pages, priced] = await Promise.all([steadyHome(home), run(searchOrigin, { connections, paths })]);
    rounds.add(mixed, round, pages);
    rounds.add(searches, round, priced);
  }
  return rounds.figures();
}

const children: ChildProcess[] = [];
try {
  const app = "http://127.0.0.1:3191";
  const uncached = "http://127.0.0.1:3192";
  const ceiling = "http://127.0.0.1:3193";
  children.push(startApp(3191, { PAGE_CACHE: "on" }), startApp(3192, { PAGE_CACHE: "off" }));
  await Promise.all([untilAnswering(`${app}/healthz`), untilAnswering(`${uncached}/healthz`)]);

  const homeHtml = await (await fetch(`${app}/`)).text();
  const file = path.join(work, "home.html");
  writeFileSync(file, homeHtml);
  children.push(startStatic(3193, file));
  await untilAnswering(ceiling);
  // Warm both page caches' entries and the engine's first search before measuring.
  await Promise.all([fetch(`${app}${LANDING}`), fetch(`${uncached}/`)]);

  const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const cards = `/api/cards?departure_airport=UUWW&arrival_airport=URSS&departure_date_there=${day}T12:00&pax_there=4`;
  // Distinct searches (issue 15, item 10): routes, dates, hours and parties that no visitor repeats
  // within the sharing window, so each is priced and saved.
  const routes = ["UUWW-URSS", "UUWW-LTFM", "UUEE-OMDB", "ULLI-URSS", "UUWW-UBBB", "UUDD-LTAI"];
  const distinct: string[] = [];
  for (let i = 0; i < 20_000; i += 1) {
    const [from, to] = routes[i % routes.length]!.split("-");
    const date = new Date(Date.now() + (2 + (i % 80)) * 86_400_000).toISOString().slice(0, 10);
    const hour = String(7 + (i % 13)).padStart(2, "0");
    distinct.push(
      `/api/cards?departure_airport=${from}&arrival_airport=${to}&departure_date_there=${date}T${hour}:00&pax_there=${1 + (i % 7)}`,
    );
  }
  const targets: [string, string, string[]?][] = [
    ["static ceiling (home HTML)", `${ceiling}/`],
    ["home / (page cache)", `${app}/`],
    [`landing ${LANDING} (page cache)`, `${app}${LANDING}`],
    ["home / (PAGE_CACHE=off)", `${uncached}/`],
    ["/api/airports-names?q=мин", `${app}/api/airports-names?q=${encodeURIComponent("мин")}`],
    ["/api/cards UUWW→URSS, 4 pax (repeated: shares its saved set)", `${app}${cards}`],
    ["/api/cards distinct searches (priced and saved)", app, distinct],
    ["beside: home / (page cache) with distinct /api/cards searches", app, distinct],
  ];
  console.log(
    `${connections} connections, ${seconds} s per round, ${roundCount} rounds per target; home HTML ${Buffer.byteLength(homeHtml)} bytes; ${os.cpus().length} CPUs`,
  );
  const results: Figures[] = [];
  for (const [name, url, paths] of targets) {
    if (only && results.length > 0 && !name.includes(only)) continue;
    if (name.startsWith("beside:")) results.push(...(await beside(`${app}/`, url, paths!)));
    else results.push(...(await load(name, url, paths)));
  }

  const top = results[0]!.rps;
  console.log("\nmedians:");
  console.log("target | req/s | p50 ms | p99 ms | errors | of ceiling");
  for (const figures of results) {
    console.log(
      `${figures.name} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${((figures.rps / top) * 100).toFixed(0)} %`,
    );
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
}
