/**
 * Database bytes per saved search (issue 15, item 1: "≤ 12 KB of database per distinct search on
 * average"). Seeds the marketplace into a fresh database (embedded PGlite, or DATABASE_URL), runs
 * `searches` distinct searches through the charter service as the site does (routes from Moscow
 * and Saint Petersburg to the destinations the site sells, one way and return, 1 to 8
 * passengers, dates over the order window), then repeats the first tenth of them (identical
 * searches share one set), and prints the growth of everything the saved sets occupy: the
 * `search_requests` and `cards` tables with their TOAST data and indexes, per distinct search.
 *
 *   npm run bench:storage -- [searches=2000]
 *   DATABASE_URL=postgres://... npm run bench:storage -- 2000   # on a server (use an empty database)
 */
import { sql } from "drizzle-orm";
import { createCharterService, seedCharter } from "../app/charter/index.server";
import type { CardsQuery } from "../app/charter";
import { createDatabase } from "../app/db/client.server";
import { silentLogger } from "../app/utils/logger.server";

const [searches = 2_000] = process.argv.slice(2).map(Number);
const database = await createDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
const db = database.db;
const now = new Date();
await seedCharter(db, silentLogger, now);
const charter = createCharterService({ db, logger: silentLogger, now: () => now });

async function bytes(): Promise<number> {
  const result = await db.execute<{ bytes: string }>(
    sql`select pg_total_relation_size('search_requests') + pg_total_relation_size('cards') as bytes`,
  );
  return Number(result.rows[0]!.bytes);
}
async function count(): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`select count(*) as n from search_requests`);
  return Number(result.rows[0]!.n);
}

const FROM = ["UUWW", "UUEE", "UUDD", "ULLI"];
const TO = ["URSS", "LTFM", "LTAI", "OMDB", "UBBB", "UDYZ", "UTTT", "UAAA", "USSS", "UWGG", "ULLI", "UUWW"];
const ROUTES = FROM.flatMap((from) =>
  TO.filter((to) => to !== from && !(from.startsWith("UU") && to.startsWith("UU"))).map((to) => [from, to]),
);
// Mixed radix over party, hour, day and route: every index is a different search, spread over all.
const queries: CardsQuery[] = [];
for (let i = 0; i < searches; i += 1) {
  const pax = 1 + (i % 8);
  const hour = String(8 + (Math.floor(i / 8) % 12)).padStart(2, "0");
  const day = new Date(now.getTime() + (2 + (Math.floor(i / 96) % 85)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [from, to] = ROUTES[(i * 7 + Math.floor(i / 8160)) % ROUTES.length]!;
  const back =
    i % 3 === 0
      ? `${new Date(Date.parse(day) + (1 + (i % 5)) * 86_400_000).toISOString().slice(0, 10)}T18:00:00`
      : null;
  queries.push({
    departure_airport: from!,
    arrival_airport: to!,
    departure_date_there: `${day}T${hour}:00:00`,
    departure_date_back: back,
    pax_there: pax,
    pax_back: null,
  });
}

const before = await bytes();
let cards = 0;
const started = performance.now();
for (const query of queries) cards += (await charter.search(query)).cards.length;
const ms = performance.now() - started;
for (const query of queries.slice(0, Math.ceil(searches / 10))) await charter.search(query);
await db.execute(sql`checkpoint`).catch(() => undefined);
const after = await bytes();
const sets = await count();

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
console.log(`database: ${database.kind}`);
console.log(
  `searches: ${searches} distinct (${(cards / searches).toFixed(1)} cards each), then ${Math.ceil(searches / 10)} repeated`,
);
console.log(`saved sets: ${sets} (the repeats shared theirs)`);
console.log(
  `growth: ${kb(after - before)} in all, ${kb((after - before) / sets)} per saved set (distinct search)`,
);
console.log(`search and save: ${(ms / searches).toFixed(1)} ms each on average`);
await database.close();
