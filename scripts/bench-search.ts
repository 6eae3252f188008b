/**
 * Search latency of the offer engine at marketplace scale (issue 4, item 7; issue 14, item 9): a
 * synthetic market of 10,000 aircraft over 1,000 airports, each aircraft with a month of schedule,
 * and 1,000 random queries per round, fresh in every round, searched on a fresh snapshot (so the
 * fleet index a snapshot carries is rebuilt, as after each reload of the server). Prints p50 and
 * p95 per round and the median of the rounds; docs/benchmarks.md records the figures.
 *
 *   npx tsx scripts/bench-search.ts [rounds=5] [aircraft=10000] [airports=1000] [queries=1000]
 */
import { type Market, searchOffers } from "../app/charter/index.server";
import { BENCH_START, benchMarket } from "./bench-market";

const [rounds = 5, aircraftCount = 10_000, airportCount = 1_000, queryCount = 1_000] = process.argv
  .slice(2)
  .map(Number);

// A fixed seed: every run measures the same market and the same queries.
const { rng, airports, fleet, market } = benchMarket({ aircraftCount, airportCount, untilDays: 30 });
const { random, pick } = rng;
const start = BENCH_START;

/** Random queries; every round draws its own, so no round replays another's airport pairs. */
const drawQueries = (count: number) =>
  Array.from({ length: count }, () => {
    const from = pick(airports);
    let to = pick(airports);
    while (to.icao === from.icao) to = pick(airports);
    const day = new Date(start + (1 + Math.floor(random() * 28)) * 86_400_000).toISOString().slice(0, 10);
    const roundTrip = random() < 0.3;
    return {
      from: from.icao,
      to: to.icao,
      departureLocal: `${day}T${String(8 + Math.floor(random() * 12)).padStart(2, "0")}:00`,
      pax: 1 + Math.floor(random() * 8),
      returnLocal: roundTrip ? `${day}T22:00` : null,
    };
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `${aircraftCount} aircraft, ${airports.length} airports, ${fleet.reduce((n, a) => n + a.schedule.length, 0)} scheduled legs, ${queryCount} queries per round`,
);
for (const query of drawQueries(50)) searchOffers({ ...market }, query); // warm-up
const p50s: number[] = [];
const p95s: number[] = [];
let offers = 0;
for (let round = 1; round <= rounds; round += 1) {
  const times: number[] = [];
  offers = 0;
  // A fresh snapshot per round, as the server loads one every 15 s: whatever the engine keeps
  // with a snapshot (its fleet index, its distance cache) starts cold in every round.
  const snapshot: Market = { ...market };
  const queries = drawQueries(queryCount);
  for (const query of queries) {
    const t0 = performance.now();
    offers += searchOffers(snapshot, query).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  p50s.push(percentile(times, 50));
  p95s.push(percentile(times, 95));
  console.log(
    `round ${round}: p50 ${p50s.at(-1)!.toFixed(2)} ms, p95 ${p95s.at(-1)!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
  );
}
console.log(
  `median of ${rounds} rounds: p50 ${median(p50s).toFixed(2)} ms, p95 ${median(p95s).toFixed(2)} ms; ${(offers / queryCount).toFixed(0)} offers per query on average`,
);
