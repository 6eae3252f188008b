/**
 * Price calendar latency (issue 16, item 2: "a month answered in ≤ 300 ms p95"): a 31-day
 * GET /api/prices/calendar, the cheapest one-way price of each day, timed two ways.
 *
 * 1. The charter service as the site runs it: the seeded marketplace in a fresh embedded PGlite,
 *    `priceCalendar` called directly (the API route adds only parsing and JSON). Every round starts
 *    from `invalidate()`: the market snapshot is read again (timed on its own: the site pays it
 *    once per 15-second snapshot, whichever request comes first) and every day's price is cold;
 *    each month is then asked again, answered from the 15-minute day cache (warm). The results
 *    loader's strip, 11 days around a search's date, is timed the same way, from its own
 *    `invalidate()`.
 * 2. The same day pricing at marketplace scale (issue 14, item 9's 10,000 aircraft over 1,000
 *    airports, built as scripts/bench-search.ts builds it): `cheapestOneWayPrice`, the function the
 *    service calls for each uncached day, over a month per random route, on a fresh snapshot per
 *    round so the fleet index starts cold as after a reload. Cold only: warm is the cache of (1).
 *
 * Prints median and p95 per round and the medians of the rounds; docs/benchmarks.md records them.
 *
 *   npm run bench:calendar -- [rounds=5] [aircraft=10000] [airports=1000] [routes=200]
 *   npm run bench:calendar -- 5 0 0 0      # the service alone
 */
import {
  createCharterService,
  cheapestOneWayPrice,
  type Market,
  SEED_RATES,
  seedCharter,
} from "../app/charter/index.server";
import { type PriceCalendarQuery, addDays } from "../app/charter";
import { createDatabase } from "../app/db/client.server";
import { silentLogger } from "../app/utils/logger.server";
import { BENCH_START, benchMarket } from "./bench-market";

const [rounds = 5, aircraftCount = 10_000, airportCount = 1_000, routeCount = 200] = process.argv
  .slice(2)
  .map(Number);
const MONTH = 31;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

interface Summary {
  p50: number[];
  p95: number[];
  max: number[];
}
const summary = (): Summary => ({ p50: [], p95: [], max: [] });
function record(into: Summary, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  into.p50.push(percentile(sorted, 50));
  into.p95.push(percentile(sorted, 95));
  into.max.push(sorted.at(-1)!);
  return `median ${ms(into.p50.at(-1)!)}, p95 ${ms(into.p95.at(-1)!)}, max ${ms(into.max.at(-1)!)}`;
}
const medians = (of: Summary) =>
  `median ${ms(median(of.p50))}, p95 ${ms(median(of.p95))}, max ${ms(median(of.max))}`;

// 1. The service over the seeded marketplace ------------------------------------------------------

const database = await createDatabase({});
const now = new Date();
await seedCharter(database.db, silentLogger, now);
const charter = createCharterService({ db: database.db, logger: silentLogger, now: () => now });

// The routes the site sells from Moscow and Saint Petersburg (as scripts/bench-storage.ts), each
// with a party of 1 to 8 and a month starting anywhere in the order window (spec §9: tomorrow to
// 89 days ahead, so a month starts at most 58 days after tomorrow).
const FROM = ["UUWW", "UUEE", "UUDD", "ULLI"];
const TO = ["URSS", "LTFM", "LTAI", "OMDB", "UBBB", "UDYZ", "UTTT", "UAAA", "USSS", "UWGG", "ULLI", "UUWW"];
const tomorrow = addDays(now.toISOString().slice(0, 10), 1);
const siteRoutes = FROM.flatMap((from) =>
  TO.filter((to) => to !== from && !(from.startsWith("UU") && to.startsWith("UU"))).map((to) => [from, to]),
);
const siteQueries: PriceCalendarQuery[] = siteRoutes.flatMap(([from, to], index) =>
  [0, 1, 2].map((k) => {
    const start = addDays(tomorrow, (index * 7 + k * 23) % 59);
    return {
      departure_airport: from!,
      arrival_airport: to!,
      date_from: start,
      date_to: addDays(start, MONTH - 1),
      pax_there: 1 + ((index + k * 3) % 8),
    };
  }),
);

// The strip of the results screen (app/search/price-strip.ts): 11 days around a date.
const STRIP = 11;
const stripQueries: PriceCalendarQuery[] = siteRoutes.map(([from, to], index) => {
  const first = addDays(tomorrow, (index * 11) % (89 - STRIP));
  return {
    departure_airport: from!,
    arrival_airport: to!,
    date_from: first,
    date_to: addDays(first, STRIP - 1),
    pax_there: 1 + (index % 8),
  };
});

/** Each query once from cold, then once more from the day cache. */
async function coldThenWarm(queries: PriceCalendarQuery[]) {
  const cold: number[] = [];
  const warm: number[] = [];
  let priced = 0;
  for (const query of queries) {
    const t0 = performance.now();
    const calendar = await charter.priceCalendar(query);
    cold.push(performance.now() - t0);
    priced += calendar.days.filter((day) => day.price).length;
  }
  for (const query of queries) {
    const t0 = performance.now();
    await charter.priceCalendar(query);
    warm.push(performance.now() - t0);
  }
  return { cold, warm, priced };
}

console.log(
  `1. charter service, seeded marketplace: ${siteQueries.length} months of ${MONTH} days and ${stripQueries.length} strips of ${STRIP} days per round`,
);
const serviceCold = summary();
const serviceWarm = summary();
const stripCold = summary();
const stripWarm = summary();
const snapshotLoads: number[] = [];
let pricedDays = 0;
/** Drops every cached day and the snapshot, and reads the snapshot again: its time. */
async function invalidated(): Promise<number> {
  charter.invalidate();
  const t0 = performance.now();
  // A party no timed query asks for: the snapshot is read and nothing timed is cached.
  await charter.priceCalendar({
    departure_airport: "UUWW",
    arrival_airport: "URSS",
    date_from: tomorrow,
    date_to: tomorrow,
    pax_there: 500,
  });
  return performance.now() - t0;
}

for (let round = 1; round <= rounds; round += 1) {
  snapshotLoads.push(await invalidated());
  const strip = await coldThenWarm(stripQueries);
  await invalidated();
  const month = await coldThenWarm(siteQueries);
  pricedDays = month.priced;
  console.log(
    `round ${round}: snapshot ${ms(snapshotLoads.at(-1)!)}; month cold ${record(serviceCold, month.cold)}; warm ${record(serviceWarm, month.warm)}; strip cold ${record(stripCold, strip.cold)}; warm ${record(stripWarm, strip.warm)}`,
  );
}
console.log(
  `medians of ${rounds} rounds: snapshot ${ms(median(snapshotLoads))}; month cold ${medians(serviceCold)}; warm ${medians(serviceWarm)}; ${((100 * pricedDays) / (siteQueries.length * MONTH)).toFixed(0)} % of days priced`,
);
console.log(`  strip of ${STRIP} days: cold ${medians(stripCold)}; warm ${medians(stripWarm)}`);
await database.close();

// 2. The day pricing at marketplace scale ------------------------------------------------------------

if (routeCount <= 0) process.exit(0);

const { rng, airports, fleet, market } = benchMarket({ aircraftCount, airportCount, untilDays: 60 });
const { random, pick } = rng;
const start = BENCH_START;
const drawRoutes = (count: number) =>
  Array.from({ length: count }, () => {
    const from = pick(airports);
    let to = pick(airports);
    while (to.icao === from.icao) to = pick(airports);
    const first = new Date(start + (1 + Math.floor(random() * 28)) * 86_400_000).toISOString().slice(0, 10);
    return { from: from.icao, to: to.icao, first, pax: 1 + Math.floor(random() * 8) };
  });

console.log(
  `2. day pricing at scale: ${aircraftCount} aircraft, ${airports.length} airports, ${fleet.reduce((n, a) => n + a.schedule.length, 0)} scheduled legs, ${routeCount} months of ${MONTH} days per round`,
);
const scaleCold = summary();
let scalePriced = 0;
for (let round = 1; round <= rounds; round += 1) {
  // A fresh snapshot per round, as the server loads one every 15 s (see bench-search.ts).
  const snapshot: Market = { ...market };
  const times: number[] = [];
  scalePriced = 0;
  for (const route of drawRoutes(routeCount)) {
    const t0 = performance.now();
    for (let day = 0; day < MONTH; day += 1) {
      const price = cheapestOneWayPrice(
        snapshot,
        SEED_RATES,
        route.from,
        route.to,
        addDays(route.first, day),
        route.pax,
      );
      if (price) scalePriced += 1;
    }
    times.push(performance.now() - t0);
  }
  console.log(`round ${round}: cold ${record(scaleCold, times)}`);
}
console.log(
  `medians of ${rounds} rounds: cold ${medians(scaleCold)}; ${((100 * scalePriced) / (routeCount * MONTH)).toFixed(0)} % of days priced`,
);
