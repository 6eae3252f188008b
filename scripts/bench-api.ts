/**
 * Throughput and latency of the charter API under load (issue 4, item 7): starts the production
 * build on a loopback port with a fresh embedded database and the real fleet, then runs autocannon
 * against /api/cards (a search, priced and saved per request) and /api/airports-names.
 * Needs `npm run build` first.
 *
 *   npx tsx scripts/bench-api.ts [seconds=10] [connections=10] [rounds=3]
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltServer, untilAnswering } from "./built-server";

const [seconds = 10, connections = 10, rounds = 3] = process.argv.slice(2).map(Number);
const port = 3190;
const base = `http://127.0.0.1:${port}`;

const server = startBuiltServer(port, { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-api-")) });
try {
  await untilAnswering(`${base}/healthz`, 60_000);
  const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const targets = [
    [
      "GET /api/cards UUWW→URSS",
      `/api/cards?departure_airport=UUWW&arrival_airport=URSS&departure_date_there=${day}T12:00&pax_there=4`,
    ],
    ["GET /api/airports-names?q=мин", `/api/airports-names?q=${encodeURIComponent("мин")}`],
  ] as const;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [name, url] of targets) {
    const rps: number[] = [];
    const p50: number[] = [];
    const p99: number[] = [];
    let errors = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const result = await autocannon({ url: `${base}${url}`, connections, duration: seconds });
      rps.push(result.requests.average);
      p50.push(result.latency.p50);
      p99.push(result.latency.p99);
      errors += result.errors + result.non2xx;
      console.log(
        `${name} round ${round}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
    console.log(
      `${name}: median of ${rounds} rounds ${median(rps).toFixed(0)} req/s, p50 ${median(p50)} ms, p99 ${median(p99)} ms, ${errors} errors (${connections} connections, ${seconds} s)`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
