/**
 * The console's inbox at scale (issue 18, item 2): how long `listDeals` takes a seller's usual
 * requests once years of orders and leads have piled up. Fills an embedded PGlite database (the
 * default install; a Postgres server is faster) with `deals` deals, a quarter of them pre-orders
 * with their cards and three quarters leads, spread over two years, then times each request
 * `repeats` times per round and prints the median and p95 per request, and the median of the
 * rounds; docs/benchmarks.md records the figures.
 *
 *   npm run bench:inbox -- [rounds=3] [deals=20000] [repeats=20]
 *   DATABASE_URL=postgres://... node scripts/run-bundled.mjs scripts/bench-inbox.ts   # on a server
 */
import { sql } from "drizzle-orm";
import { createDatabase } from "../app/db/client.server";
import { listDeals, parseDealFilter } from "../app/charter/index.server";

const [rounds = 3, dealCount = 20_000, repeats = 20] = process.argv.slice(2).map(Number);

const database = await createDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
const db = database.db;
const now = new Date("2026-11-25T12:00:00Z");
const preOrderCount = Math.floor(dealCount / 4);
const leadCount = dealCount - preOrderCount;

const started = performance.now();
// One search, one login and token behind every synthetic pre-order; a card each, since a token
// orders a card once. The card is the shape the site saves (only the fields the inbox reads vary).
await db.execute(
  sql`insert into search_requests (id, is_empty_leg, result_set) values ('benchrequest', false, '{}')`,
);
await db.execute(sql`insert into logins (id, phone, name, code_hash, code_expires_at, last_sent_at, client_address)
  values ('benchlogin00', '+79160000000', 'Bench', '', now(), now(), '127.0.0.1')`);
await db.execute(sql`insert into access_tokens (id, token_hash, login_id, phone, expires_at)
  values ('benchtoken00', 'x', 'benchlogin00', '+79160000000', now())`);
await db.execute(sql`
  insert into cards (id, request_id, tail_number, card)
  select 'c' || lpad(n::text, 11, '0'), 'benchrequest', 'RA-67470',
    jsonb_build_object(
      'departure_airport', (array['UUWW','UUEE','ULLI','UUDD'])[1 + n % 4],
      'arrival_airport', (array['URSS','LTFM','OMDB','UBBB','UGTB','LOWW'])[1 + n % 6],
      'departure_date_local', '2027-01-' || lpad((1 + n % 28)::text, 2, '0') || 'T12:00:00',
      'aircraft_type', 'Challenger 850',
      'routes', jsonb_build_array(jsonb_build_object('number', upper('c' || lpad(n::text, 11, '0')) || '-1')))
  from generate_series(1, ${preOrderCount}) as n`);
await db.execute(sql`
  insert into pre_orders (id, token_id, card_id, phone, name, email, status, client_address, created_at)
  select 'p' || lpad(n::text, 11, '0'), 'benchtoken00', 'c' || lpad(n::text, 11, '0'),
    '+7916' || lpad((n::bigint * 7919 % 10000000)::text, 7, '0'),
    (array['Анна','Игорь','Мария','Олег','John','Sarah'])[1 + n % 6] || ' ' || (array['Петрова','Смирнов','Иванова','Kim','Lee'])[1 + n % 5],
    'client' || n || '@example.com', 'received', '127.0.0.1',
    ${now.toISOString()}::timestamptz - (n * interval '1 minute') * (730 * 24 * 60 / ${dealCount})
  from generate_series(1, ${preOrderCount}) as n`);
await db.execute(sql`
  insert into leads (id, kind, name, contact, phone, message, details, client_address, created_at)
  select 'l' || lpad(n::text, 11, '0'), (array['search','search','partner'])[1 + n % 3],
    (array['Павел','Елена','Дмитрий','Ольга'])[1 + n % 4],
    '+7925' || lpad((n::bigint * 104729 % 10000000)::text, 7, '0'),
    '+7925' || lpad((n::bigint * 104729 % 10000000)::text, 7, '0'),
    'Перезвоните, пожалуйста', jsonb_build_object('departure_airport', case when n % 2 = 0 then 'UUWW' end,
      'arrival_airport', case when n % 2 = 0 then 'URSS' end),
    '127.0.0.1', ${now.toISOString()}::timestamptz - (n * interval '1 minute') * (730 * 24 * 60 / ${dealCount})
  from generate_series(1, ${leadCount}) as n`);
await db.execute(sql`
  insert into deals (id, kind, pre_order_id, status, created_at, updated_at)
  select id, 'pre_order', id, (array['new','contacted','quoted','option','booked','flown','lost','cancelled'])[1 + (row_number() over ())::int % 8],
    created_at, created_at from pre_orders`);
await db.execute(sql`
  insert into deals (id, kind, lead_id, status, created_at, updated_at)
  select id, case when kind = 'partner' then 'partner' when details->>'departure_airport' is null then 'callback' else 'search' end,
    id, (array['new','contacted','lost'])[1 + (row_number() over ())::int % 3], created_at, created_at from leads`);
await db.execute(sql`analyze`);
console.log(
  `filled ${dealCount} deals (${preOrderCount} pre-orders, ${leadCount} leads) in ${Math.round(performance.now() - started)} ms`,
);

const requests: Array<[label: string, query: string]> = [
  ["the inbox, first page", ""],
  ["status new", "status=new"],
  ["open deals, page 20", "status=open&page=20"],
  ["a phone as dictated (8 916 …)", "q=8 916 000-79-19"],
  ["part of a number (a scan)", "q=079-19"],
  ["a name", "q=Петрова"],
  ["an offer number, as read out", "q=C00000001234-1"],
  ["kind and month", "kind=callback&from=2026-10-01&to=2026-10-31"],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results = new Map<string, { p50: number[]; p95: number[]; found: number }>();
for (let round = 1; round <= rounds; round += 1) {
  for (const [label, query] of requests) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < repeats; i += 1) {
      const t0 = performance.now();
      const page = await listDeals(db, parseDealFilter(new URLSearchParams(query)), {
        staffId: "nobody",
        now,
      });
      times.push(performance.now() - t0);
      found = page.items.length;
    }
    times.sort((a, b) => a - b);
    const entry = results.get(label) ?? { p50: [], p95: [], found };
    entry.p50.push(percentile(times, 0.5));
    entry.p95.push(percentile(times, 0.95));
    results.set(label, entry);
    console.log(
      `round ${round} · ${label}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, ${found} rows`,
    );
  }
}
console.log(`\nmedians of ${rounds} rounds, ${dealCount} deals, ${database.kind}:`);
console.log("| Request | p50 | p95 | Rows on the page |\n| --- | ---: | ---: | ---: |");
for (const [label, entry] of results) {
  console.log(
    `| ${label} | ${median(entry.p50).toFixed(1)} ms | ${median(entry.p95).toFixed(1)} ms | ${entry.found} |`,
  );
}
await database.close();
