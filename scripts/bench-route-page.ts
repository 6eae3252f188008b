/**
 * The live from-prices of the route pages (issue 17, item 3; decision 021): what a visitor pays
 * when a route's hour-long price cache is empty, the engine's cheapest one-way offer of each
 * aircraft class over the next 30 days, read as the page reads it (`engineRoutePrices`: the rule
 * book, the market and the rates from the database, then one `cheapestOneWay` per class).
 *
 * Over the seeded marketplace in a fresh embedded PGlite, for every route page the dataset ships
 * (content/production.ndjson), each round cold (a new price source, so nothing is remembered). A
 * cached answer costs a Map look-up and is not timed. Prints median, p95 and max per round and the
 * medians of the rounds; docs/benchmarks.md records them.
 *
 *   npm run bench:route-page -- [rounds=5]
 */
import { readFileSync } from "node:fs";
import { airportIndex, seedCharter } from "../app/charter/index.server";
import { createDatabase } from "../app/db/client.server";
import { engineRoutePrices } from "../app/route-pages/from-prices.server";
import { silentLogger } from "../app/utils/logger.server";

const [rounds = 5] = process.argv.slice(2).map(Number);

const routes = readFileSync("content/production.ndjson", "utf8")
  .split("\n")
  .filter((line) => line.includes('"_type":"routePage"'))
  .map((line) => JSON.parse(line) as { _id: string; from: string; to: string })
  .filter((page) => !page._id.startsWith("drafts."))
  .map((page) => ({ from: airportIndex.byIcao(page.from)!, to: airportIndex.byIcao(page.to)! }));

const database = await createDatabase({});
const now = new Date();
await seedCharter(database.db, silentLogger, now);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

console.log(`${routes.length} route pages, seeded marketplace, one-way from-price per class over 30 days`);
const p50s: number[] = [];
const p95s: number[] = [];
const maxes: number[] = [];
let priced = 0;
for (let round = 1; round <= rounds; round += 1) {
  const prices = engineRoutePrices(database.db, silentLogger);
  const times: number[] = [];
  priced = 0;
  for (const route of routes) {
    const started = performance.now();
    const answer = await prices(route, now);
    times.push(performance.now() - started);
    priced += answer.classes.length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  p50s.push(percentile(sorted, 50));
  p95s.push(percentile(sorted, 95));
  maxes.push(sorted.at(-1)!);
  console.log(
    `round ${round}: median ${ms(p50s.at(-1)!)}, p95 ${ms(p95s.at(-1)!)}, max ${ms(maxes.at(-1)!)}`,
  );
}
console.log(
  `medians of ${rounds} rounds: median ${ms(median(p50s))}, p95 ${ms(median(p95s))}, max ${ms(median(maxes))}; ${priced} class prices over ${routes.length} routes`,
);
await database.close();
