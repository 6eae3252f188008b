/**
 * Compares the engine's cheapest one-way offer from Vnukovo with the landing pages' from-prices of
 * spec §2 (issue 14, item 6: within ±25 %), and the hourly rates per class with the market's
 * (Q4 2024 jet-card averages, fleet/market-rates.ts). Runs the real engine over the seeded fleet,
 * every aircraft idle at its base, the closed-airport and airspace rules in force, four
 * passengers, a day 60 days ahead at 12:00 local. The unit test engine/calibration.test.ts asserts
 * the same band.
 *
 *   npx tsx scripts/calibrate-prices.ts
 */
import {
  AIRCRAFT_TYPES,
  type FleetAircraftClass as AircraftClass,
  CALIBRATION_BAND,
  JET_CARD_Q4_2024_USD_PER_HOUR,
  LANDING_FROM_PRICES,
  MARKET_RATE_FACTOR_BY_AOC_COUNTRY,
  RATE_BAND,
  flownHourReferenceEur,
  USD_PER_EUR,
  seededFleetMarket,
  cheapestOneWay,
} from "../app/charter/index.server";

const now = new Date();
const market = seededFleetMarket(now);
const day = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
const eur = (value: number) => Math.round(value).toLocaleString("en");

console.log(
  `Cheapest one-way offer from UUWW, 4 passengers, ${day} 12:00 local (run ${now.toISOString().slice(0, 10)})\n`,
);
console.log("| Destination | Landing from-price, EUR | Engine, EUR | Difference | Aircraft | Plan |");
console.log("|---|---:|---:|---:|---|---|");
for (const { name, icao, fromPriceEur } of LANDING_FROM_PRICES) {
  const offer = cheapestOneWay(market, "UUWW", icao, { firstDayLocal: day, days: 1, pax: 4 });
  if (!offer) {
    console.log(`| ${name} (${icao}) | ${eur(fromPriceEur)} | none | | | |`);
    continue;
  }
  const difference = Math.round(((offer.totalEur - fromPriceEur) / fromPriceEur) * 100);
  const flights = offer.legs
    .flatMap((leg) => [
      `${leg.from}–${leg.to} ${leg.minutes} min`,
      ...leg.price
        .filter((line) => line.item === "positioning")
        .map((line) => `empty ${line.from}–${line.to} ${line.minutes} min`),
    ])
    .join(", ");
  const inBand = Math.abs(difference) <= CALIBRATION_BAND * 100 ? "" : " (outside ±25 %)";
  console.log(
    `| ${name} (${icao}) | ${eur(fromPriceEur)} | ${eur(offer.totalEur)} | ${difference >= 0 ? "+" : ""}${difference} %${inBand} | ${offer.aircraft.typeName} ${offer.aircraft.tailNumber} at ${eur(offer.aircraft.hourlyRateEur)} EUR/h | ${flights} |`,
  );
}

console.log(
  `\nHourly rates per class: the types' rates (EUR per flown hour, before the operator's market factor) against the Q4 2024 jet-card average (USD per occupied hour) and the reference derived from it (EUR per flown hour; USD/EUR ${USD_PER_EUR.rate.toFixed(4)} of ${USD_PER_EUR.date}). Band ${RATE_BAND[0]}–${RATE_BAND[1]} × reference. Operator factors: ${Object.entries(
    MARKET_RATE_FACTOR_BY_AOC_COUNTRY,
  )
    .map(([country, factor]) => `${country} × ${factor}`)
    .join(", ")}.\n`,
);
console.log("| Class | Jet card, USD/h | Reference, EUR/h | Types, EUR/h | Ratio to reference |");
console.log("|---|---:|---:|---|---|");
for (const aircraftClass of Object.keys(JET_CARD_Q4_2024_USD_PER_HOUR) as AircraftClass[]) {
  const reference = flownHourReferenceEur(aircraftClass)!;
  const types = AIRCRAFT_TYPES.filter((type) => type.aircraftClass === aircraftClass);
  console.log(
    `| ${aircraftClass} | ${eur(JET_CARD_Q4_2024_USD_PER_HOUR[aircraftClass]!)} | ${eur(reference)} | ${types
      .map((type) => `${type.name} ${eur(type.hourlyRateEur)}`)
      .join("; ")} | ${types.map((type) => (type.hourlyRateEur / reference).toFixed(2)).join("; ")} |`,
  );
}
