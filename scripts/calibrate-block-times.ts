/**
 * Fits the block-time model of app/charter/engine/flight.ts (routing factor and taxi-and-climb
 * allowance) on published airline block times, with distances along the great circle (the model
 * before issue 14) and along the corridors flown round closed airspace (corridors.ts). Airliners
 * cruise at about 830 km/h (A320/B737 class, Mach 0.78 at FL350); the fit is for that speed, and
 * the business jets keep their own cruising speeds on top of the same two constants.
 * Sources, dates and the reasoning: docs/pricing-calibration.md, "Flight times".
 *
 *   npx tsx scripts/calibrate-block-times.ts
 */
import { airportIndex as index, flownPath, greatCircleKm, marketAirport } from "../app/charter/index.server";
import { estimateFromDistance, estimateLeg, ROUTING_FACTOR, TAXI_AND_CLIMB_MINUTES } from "../app/charter";

const AIRLINER_KMH = 830;

interface Route {
  from: string;
  to: string;
  /** Scheduled block times in minutes (both directions where published; their mean is used). */
  minutes: number[];
  source: string;
  /** Not a timetable figure (left out of the fit, shown for comparison). */
  derived?: boolean;
}

// Timetable block times = arrival minus departure, both local, corrected for the time zones.
const ROUTES: Route[] = [
  {
    from: "UUEE",
    to: "URKK",
    minutes: [235],
    source: "Aeroflot SU1100 SVO-KRR after the reopening, 3 h 55 min (Kommersant, 11 September 2025)",
  },
  {
    from: "UUDD",
    to: "UMKK",
    minutes: [170],
    source: "Ural Airlines / S7 DME-KGD, 2 h 50 min (RBC Kaliningrad via wprost.pl, April 2024)",
  },
  {
    from: "UUBC",
    to: "UMKK",
    minutes: [150],
    source: "Severstal Kaluga-KGD from 29 April 2024, 2 h 30 min (kp40.ru)",
  },
  {
    from: "ULLI",
    to: "UMKK",
    minutes: [130],
    source:
      "Pobeda LED-KGD 16:10-16:50 (+1 h zone) = 1 h 40 min before 2022, plus the half hour reported in March 2022 (Koenigsberger Express)",
    derived: true,
  },
  {
    from: "UUEE",
    to: "LTAI",
    minutes: [270],
    source: "Southwind 2S1001 AYT-SVO 19:00-23:30 (airtransitx / TourDom, 2024)",
  },
  { from: "UUEE", to: "URMM", minutes: [185], source: "Pobeda SVO-MRV 17:10-20:15 (lenta.ru, 20 July 2025)" },
  {
    from: "UUWW",
    to: "UGTB",
    minutes: [240, 195],
    source:
      "Azimuth VKO-TBS 08:50 MSK-13:50 (+1 h) and Georgian Airways TBS-VKO 08:00-10:15 (-1 h) (regnum.ru, news.ru, May 2023)",
  },
  {
    from: "UUDD",
    to: "OMDB",
    minutes: [300, 315],
    source:
      "Emirates EK134 DME-DXB 18:05-00:05 (+1 h) and EK133 DXB-DME 10:05-14:20 (-1 h) (upinthesky.nl, 30 March 2022)",
  },
  {
    from: "UUEE",
    to: "OMDW",
    minutes: [320, 340],
    source:
      "Aeroflot SVO-DWC 01:10-07:30 and DWC-SVO 09:00-13:40, published 5 h 20 min / 5 h 40 min (samoletom.ru, August 2018)",
  },
  {
    from: "UUEE",
    to: "UTTT",
    minutes: [240, 260],
    source:
      "Aeroflot SVO-TAS 09:25-15:25 (+2 h) and TAS-SVO 04:45-07:05 (-2 h) (Sputnik Uzbekistan, 26 March 2021)",
  },
  {
    from: "USTR",
    to: "UTTT",
    minutes: [175, 180],
    source: "Utair TJM-TAS 11:35-14:30 and back 15:50-18:50, same zone (Tyumen Roshchino press release)",
  },
  {
    from: "UWKD",
    to: "UTTT",
    minutes: [205, 215],
    source: "UVT Aero (CRJ200) KZN-TAS 22:30-03:55 (+2 h) and back 04:55-06:30 (-2 h) (aif.ru Kazan)",
  },
  {
    from: "UWKD",
    to: "UACC",
    minutes: [130, 135],
    source: "SCAT KZN-Astana 12:20-14:30 MSK and back 08:05-10:20 MSK (Respublika Tatarstan via dixinews)",
  },
  {
    from: "URML",
    to: "UBBB",
    minutes: [60, 65],
    source: "S7 MCX-GYD 16:00-18:00 (+1 h) and back 18:55-19:00 (-1 h) (Makhachkala airport, January 2022)",
  },
  {
    from: "UBBN",
    to: "LTFJ",
    minutes: [165],
    source: "Turkish Airlines TK313 NAJ-SAW 14:50-16:35 (-1 h), 2 h 45 min (flight-status.com)",
  },
];

const airport = (icao: string) => {
  const found = index.byIcao(icao);
  if (!found) throw new Error(`Unknown airport ${icao}`);
  return marketAirport(found);
};

const coldStarted = performance.now();
const rows = ROUTES.map((route) => {
  const from = airport(route.from);
  const to = airport(route.to);
  const published = route.minutes.reduce((sum, m) => sum + m, 0) / route.minutes.length;
  return { route, greatCircle: greatCircleKm(from, to), flown: flownPath(from, to).km, published };
});
const coldMs = performance.now() - coldStarted;
const fitted = rows.filter((row) => !row.route.derived);

/** Least squares of block = allowance + factor × km ÷ 830 km/h. */
function fit(km: (row: (typeof rows)[number]) => number) {
  const xs = fitted.map((row) => (km(row) / AIRLINER_KMH) * 60);
  const ys = fitted.map((row) => row.published);
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
  });
  const factor = sxy / sxx;
  const allowance = my - factor * mx;
  // Standard error of the slope: how far the routing factor could move on other timetables.
  const residuals = xs.reduce((sum, x, i) => sum + (ys[i]! - allowance - factor * x) ** 2, 0);
  const factorError = Math.sqrt(residuals / (n - 2) / sxx);
  return { factor, allowance, factorError };
}

const model = (km: number, factor: number, allowance: number) =>
  allowance + ((km * factor) / AIRLINER_KMH) * 60;
const meanAbsoluteError = (km: (row: (typeof rows)[number]) => number, factor: number, allowance: number) =>
  fitted.reduce((sum, row) => sum + Math.abs(model(km(row), factor, allowance) - row.published), 0) /
  fitted.length;

const byGreatCircle = fit((row) => row.greatCircle);
const byCorridor = fit((row) => row.flown);

console.log(
  `Block times at ${AIRLINER_KMH} km/h, model with the constants in flight.ts (routing factor ${ROUTING_FACTOR}, ` +
    `allowance ${TAXI_AND_CLIMB_MINUTES} min)\n`,
);
console.log("| Route | Great circle, km | Flown path, km | Model, min | Published, min | Error, min |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  const modelled = model(row.flown, ROUTING_FACTOR, TAXI_AND_CLIMB_MINUTES);
  console.log(
    `| ${row.route.from}-${row.route.to}${row.route.derived ? " (derived)" : ""} | ${Math.round(row.greatCircle)} | ` +
      `${Math.round(row.flown)} | ${Math.round(modelled)} | ${row.published} | ${Math.round(modelled - row.published)} |`,
  );
}

const show = (label: string, f: ReturnType<typeof fit>, km: (row: (typeof rows)[number]) => number) =>
  console.log(
    `${label}: routing factor ${f.factor.toFixed(3)} ± ${f.factorError.toFixed(3)}, allowance ${f.allowance.toFixed(1)} min, ` +
      `mean absolute error ${meanAbsoluteError(km, f.factor, f.allowance).toFixed(1)} min`,
  );
console.log(`\nFitted on ${fitted.length} routes (derived figures left out):`);
show("Great circle (before)", byGreatCircle, (row) => row.greatCircle);
show("Corridors (after)    ", byCorridor, (row) => row.flown);
console.log(
  `With flight.ts's constants: great circle ${meanAbsoluteError((row) => row.greatCircle, ROUTING_FACTOR, TAXI_AND_CLIMB_MINUTES).toFixed(1)} min, ` +
    `corridors ${meanAbsoluteError((row) => row.flown, ROUTING_FACTOR, TAXI_AND_CLIMB_MINUTES).toFixed(1)} min mean absolute error`,
);

// The routing factor held at flight.ts's value, the allowance fitted: the airliner's ground time and
// schedule buffer on top of the business jet's taxi and climb.
for (const [label, km] of [
  ["Great circle", (row: (typeof rows)[number]) => row.greatCircle],
  ["Corridors   ", (row: (typeof rows)[number]) => row.flown],
] as const) {
  const allowance =
    fitted.reduce((sum, row) => sum + row.published - ((km(row) * ROUTING_FACTOR) / AIRLINER_KMH) * 60, 0) /
    fitted.length;
  console.log(
    `${label} with routing factor ${ROUTING_FACTOR}: allowance ${allowance.toFixed(1)} min, ` +
      `mean absolute error ${meanAbsoluteError(km, ROUTING_FACTOR, allowance).toFixed(1)} min`,
  );
}

// What the visitor sees: the routes the product sells from Vnukovo, on a Hawker 800XP (750 km/h).
const hawker = { cruiseSpeedKmh: 750, fuelBurnKgPerHour: 800 };
console.log(
  "\n| From Vnukovo to | Great circle, km | Flown path, km | Hawker 800XP before, min | after, min |",
);
console.log("|---|---:|---:|---:|---:|");
for (const icao of ["ULLI", "UMMS", "UWKD", "URSS", "UMKK", "LTFM", "LTAI", "UGTB", "UDYZ", "UBBB", "OMDB"]) {
  const from = airport("UUWW");
  const to = airport(icao);
  const before = estimateFromDistance(greatCircleKm(from, to), hawker);
  const after = estimateLeg(from, to, hawker);
  console.log(
    `| ${to.city} (${icao}) | ${before.distanceKm} | ${after.distanceKm} | ${before.minutes} | ${after.minutes} |`,
  );
}

// flownPathKm keeps each pair it has worked out; this times the work of a first meeting (flownPath):
// the first pass, which also builds the corner graphs, then detoured and direct pairs apart.
const pairs = rows.map((row) => [airport(row.route.from), airport(row.route.to)] as const);
const timed = (label: string, list: typeof pairs, rounds: number) => {
  const started = performance.now();
  for (let i = 0; i < rounds; i++) for (const [a, b] of list) flownPath(a, b);
  const perPair = ((performance.now() - started) * 1000) / (rounds * list.length);
  console.log(`flownPath, ${label}: ${perPair.toFixed(1)} µs per pair (${rounds * list.length} calls)`);
};
console.log("");
const detoured = pairs.filter(([a, b]) => flownPath(a, b).waypoints.length > 2);
timed(
  "direct pairs",
  pairs.filter((pair) => !detoured.includes(pair)),
  2000,
);
timed("detoured pairs", detoured, 500);
console.log(
  `First pass over the ${rows.length} routes, corner graphs built on the way: ${coldMs.toFixed(1)} ms`,
);
