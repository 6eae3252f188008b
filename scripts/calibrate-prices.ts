/**
 * Compares the cheapest one-way offer from Vnukovo with the landing pages' from-prices of spec §2
 * (issue 4: "calibrate so that the cheapest one-way offers from UUWW come near the from-prices").
 * Runs the real engine over the seeded fleet in an in-memory database, on a day 60 days ahead,
 * past the seeded schedule, so every aircraft starts from its base.
 *
 *   npx tsx scripts/calibrate-prices.ts
 */
import { createCharterService } from "../app/charter/charter.server";
import { seedCharter } from "../app/charter/seed/seed.server";
import { createDatabase } from "../app/db/client.server";
import { silentLogger } from "../app/utils/logger.server";

// spec §2, landing table: destination, arrival code, from-price in EUR.
const TARGETS: [string, string, number][] = [
  ["Minsk", "UMMS", 15_000],
  ["Baku", "UBBB", 55_000],
  ["Nur-Sultan (Astana)", "UACC", 50_000],
  ["Istanbul", "LTFM", 70_000],
  ["Sochi", "URSS", 55_000],
  ["Saint Petersburg", "ULLI", 14_000],
  ["Kazan", "UWKD", 17_000],
  ["Tyumen", "USTR", 40_000],
];

const database = await createDatabase({});
await seedCharter(database.db, silentLogger);
const charter = createCharterService({ db: database.db, logger: silentLogger });
const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

console.log(`Cheapest one-way offer from UUWW, 4 passengers, ${date} 12:00 local\n`);
console.log("| Destination | Target from-price, EUR | Cheapest offer, EUR | Aircraft | Difference |");
console.log("|---|---:|---:|---|---:|");
for (const [name, icao, target] of TARGETS) {
  const result = await charter.search({
    departure_airport: "UUWW",
    arrival_airport: icao,
    departure_date_there: `${date}T12:00:00`,
    pax_there: 4,
    departure_date_back: null,
    pax_back: null,
  });
  const cheapest = result.cards[0];
  const price = cheapest?.routes.reduce((sum, route) => sum + route.price.eur, 0) ?? NaN;
  const difference = `${price >= target ? "+" : ""}${Math.round(((price - target) / target) * 100)} %`;
  console.log(
    `| ${name} (${icao}) | ${target.toLocaleString("en")} | ${price.toLocaleString("en")} | ${cheapest?.aircraft_type ?? "none"} ${cheapest?.aircraft ?? ""} | ${difference} |`,
  );
}
await database.close();
