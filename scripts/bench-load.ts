/**
 * Server throughput under load (issue 7 §2), printed per target: requests per second, p50 and p99
 * latency, errors. In one run it loads, one after the other:
 *
 *   - the static ceiling: the home page's HTML, fetched once from the server, served by a bare
 *     Node static file server (stat + read stream per request, no framework), in its own process;
 *   - home `/` and a landing page, answered by the full-page cache;
 *   - home with the page cache off (PAGE_CACHE=off on a second server): what the renderer does alone;
 *   - `/api/airports-names?q=мин` and `/api/cards`: one search repeated (identical searches share
 *     their saved set, issue 15) and distinct searches, each priced and saved.
 *
 * Every server is the production build on the embedded defaults (fresh PGlite, local dataset),
 * one process each, as `npm start` runs it. Autocannon sends no Accept-Encoding, so no target
 * is compressed, the ceiling included. Needs `npm run build` first (`npm run bench:load` does it).
 *
 *   npx tsx scripts/bench-load.ts [seconds=30] [connections=100] [rounds=3] [only]
 *
 * `only` keeps the targets whose name contains it (`api`, `home`); the ceiling always runs. A round
 * with errors prints what they were: status codes other than 2xx, timeouts (10 s), socket errors.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltServer, untilAnswering } from "./built-server";

const [seconds = 30, connections = 100, rounds = 3] = process.argv.slice(2, 5).map(Number);
const only = process.argv[5];
const LANDING = "/arenda-chastnogo-samoleta/";
const work = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));

function startApp(port: number, extra: Record<string, string>): ChildProcess {
  // One client address sends everything here: the per-address read limits (issue 15, item 2)
  // would answer it 429, so they are off for the measurement.
  return startBuiltServer(port, {
    DATA_DIR: mkdtempSync(path.join(work, "data-")),
    READ_LIMIT_SEARCHES_PER_MINUTE: "0",
    READ_LIMIT_LOOKUPS_PER_MINUTE: "0",
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

/** A target: one address, or a list of paths each connection walks through (distinct searches). */
async function load(name: string, url: string, paths?: string[]): Promise<Figures> {
  const rps: number[] = [];
  const p50: number[] = [];
  const p99: number[] = [];
  let errors = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const socketErrors = new Map<string, number>();
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
      const instance = autocannon({ url, connections, duration: seconds, requests }, (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
      );
      instance.on("reqError", (error: NodeJS.ErrnoException) => {
        const kind = error.code ?? error.message;
        socketErrors.set(kind, (socketErrors.get(kind) ?? 0) + 1);
      });
    });
    rps.push(result.requests.average);
    p50.push(result.latency.p50);
    p99.push(result.latency.p99);
    // autocannon counts a timeout among its errors as well.
    errors += result.errors + result.non2xx;
    const failures = result.errors + result.non2xx;
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, stats]) => `${(stats as { count: number }).count} × ${code}`);
    const kinds = [...socketErrors].map(([kind, count]) => `${count} × ${kind}`);
    console.log(
      `  ${name} round ${round}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ${failures} errors${failures ? ` (${[...statuses, ...kinds, `${result.timeouts} timeouts`].join(", ")})` : ""}`,
    );
  }
  return { name, rps: median(rps), p50: median(p50), p99: median(p99), errors };
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
  ];
  console.log(
    `${connections} connections, ${seconds} s per round, ${rounds} rounds per target; home HTML ${Buffer.byteLength(homeHtml)} bytes; ${os.cpus().length} CPUs`,
  );
  const results: Figures[] = [];
  for (const [name, url, paths] of targets) {
    if (only && results.length > 0 && !name.includes(only)) continue;
    results.push(await load(name, url, paths));
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
