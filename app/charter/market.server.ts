import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import type { RuleBook } from "./restrictions/rule-book";
import { loadRuleBook } from "./restrictions/seed.server";
import {
  aircraft,
  aircraftTypes,
  cards,
  exchangeRates,
  operators,
  preOrders,
  scheduleLegs,
  searchRequests,
} from "~/db/schema";
import type { Airport, AirportIndex } from "./airports/airports";
import { impliedPositioning } from "./engine/empty-legs";
import { toUtcIso } from "./engine/local-time";
import type { Market, MarketAircraft, MarketAirport, ScheduledLeg } from "./engine/market";
import type { ExchangeRates } from "./engine/money";
import {
  AIRCRAFT_CLASSES,
  departureFeeEur,
  marketRateFactor,
  OVERNIGHT_EUR_PER_DAY_BY_CLASS,
  type AircraftClass,
} from "./fleet";
import { SEED_RATES } from "./rates/cbr";

/** Legs that ended this long ago no longer tell where an aircraft is. */
const HISTORY_MS = 3 * 86_400_000;

export function marketAirport(airport: Airport): MarketAirport {
  return {
    icao: airport.icao,
    iata: airport.iata,
    city: airport.city,
    country: airport.country,
    tz: airport.tz,
    lat: airport.lat,
    lon: airport.lon,
  };
}

const isAircraftClass = (value: string): value is AircraftClass =>
  (AIRCRAFT_CLASSES as readonly string[]).includes(value);

/** Reads the marketplace from the database into the engine's snapshot (engine/market.ts). */
export async function loadMarket(
  db: AppDatabase,
  airports: AirportIndex,
  now = new Date(),
  /** The closed-airport and airspace rules in force; read from the database when not given. */
  rules?: Pick<RuleBook, "legAllowed">,
): Promise<Market> {
  // Four independent reads, issued together: a busy server reloads the snapshot every 15 seconds.
  const [ruleBook, rows, legs, taken] = await Promise.all([
    rules ?? loadRuleBook(db, now),
    db
      .select({ aircraft, type: aircraftTypes, aocCountry: operators.country })
      .from(aircraft)
      .innerJoin(aircraftTypes, eq(aircraft.typeId, aircraftTypes.id))
      .innerJoin(operators, eq(aircraft.operatorId, operators.id))
      .where(eq(aircraft.active, true)),
    db
      .select()
      .from(scheduleLegs)
      .where(gt(scheduleLegs.arrivesAt, new Date(now.getTime() - HISTORY_MS)))
      .orderBy(scheduleLegs.tailNumber, scheduleLegs.departsAt),
    takenEmptyLegs(db, now),
  ]);
  const stored = new Map<string, ScheduledLeg[]>();
  for (const leg of legs) {
    const list = stored.get(leg.tailNumber) ?? [];
    list.push({
      from: leg.fromIcao,
      to: leg.toIcao,
      departsAt: leg.departsAt,
      arrivesAt: leg.arrivesAt,
      kind: leg.kind,
    });
    stored.set(leg.tailNumber, list);
  }
  const cache = new Map<string, MarketAirport | undefined>();
  const airport = (icao: string) => {
    if (!cache.has(icao)) {
      const found = airports.byIcao(icao);
      cache.set(icao, found ? marketAirport(found) : undefined);
    }
    return cache.get(icao);
  };
  // The bookings are the data; the positioning flights between them follow (engine/empty-legs.ts,
  // impliedPositioning), so a booking entered a moment ago changes the empty legs of this load.
  const schedule = (a: (typeof rows)[number]["aircraft"], t: (typeof rows)[number]["type"]) => {
    const own = stored.get(a.tailNumber) ?? [];
    const bookings = own.filter((leg) => leg.kind === "charter");
    const planned = own.filter((leg) => leg.kind === "positioning");
    const derived = impliedPositioning(
      { homeBase: a.homeBase, cruiseSpeedKmh: t.cruiseSpeedKmh, fuelBurnKgPerHour: t.fuelBurnKgPerHour },
      bookings,
      airport,
      planned,
    );
    return [...own, ...derived]
      .map((leg) =>
        // A pre-ordered empty leg carries a customer now: it still flies, no longer for sale.
        leg.kind === "positioning" && taken.has(emptyLegKey(a.tailNumber, leg))
          ? { ...leg, kind: "charter" as const }
          : leg,
      )
      .sort((x, y) => x.departsAt.getTime() - y.departsAt.getTime());
  };
  const fleet: MarketAircraft[] = rows.map(({ aircraft: a, type: t, aocCountry }) => {
    const aircraftClass = isAircraftClass(t.aircraftClass) ? t.aircraftClass : "Mid-size jet";
    return {
      tailNumber: a.tailNumber,
      typeName: t.name,
      aircraftClass: t.aircraftClass,
      operatorId: a.operatorId,
      aocCountry,
      maxPassengers: a.maxPassengers,
      yearOfCreation: a.yearOfCreation,
      homeBase: a.homeBase,
      rangeKm: t.rangeKm,
      cruiseSpeedKmh: t.cruiseSpeedKmh,
      fuelBurnKgPerHour: t.fuelBurnKgPerHour,
      // Rates are per flown hour near the class's market figure (the airframe's own, else its
      // type's), adjusted to the market of the operator's certificate (fleet/market-rates.ts).
      hourlyRateEur: Math.round((a.hourlyRateEur ?? t.hourlyRateEur) * marketRateFactor(aocCountry)),
      overnightEurPerDay: OVERNIGHT_EUR_PER_DAY_BY_CLASS[aircraftClass],
      characteristics: {
        flying_range: t.rangeKm,
        cruising_speed: t.cruiseSpeedKmh,
        cabin_height: t.cabinHeightM,
        wing_span: t.wingSpanM,
        cabin_length: t.cabinLengthM,
        fuselage_height: t.heightM,
        interior_width: t.cabinWidthM,
        fuselage_length: t.lengthM,
      },
      schedule: schedule(a, t),
    };
  });
  return {
    airport,
    airportFeeEur: (icao, aircraftClass) =>
      departureFeeEur(icao, isAircraftClass(aircraftClass) ? aircraftClass : "Mid-size jet"),
    aircraft: fleet,
    // Every flight the engine plans, positioning included, asks the rule book first (issue 14).
    legAllowed: (aircraft, from, to) => ruleBook.legAllowed(aircraft, from, to),
  };
}

const emptyLegKey = (tailNumber: string, leg: Pick<ScheduledLeg, "from" | "to" | "departsAt">) =>
  `${tailNumber} ${leg.from} ${leg.to} ${toUtcIso(leg.departsAt)}`;

/**
 * The empty legs already taken (issue 14, item 7: "a leg disappears once its aircraft is taken"):
 * those with a pre-order, not cancelled, against one of the cards an empty-leg search served. A
 * card is a snapshot of the leg (aircraft, airports, departure), which is how it is matched.
 */
async function takenEmptyLegs(db: AppDatabase, now: Date): Promise<Set<string>> {
  const departure = sql<string>`${cards.card}->>'departure_date'`;
  const rows = await db
    .select({
      tailNumber: cards.tailNumber,
      from: sql<string>`${cards.card}->>'departure_airport'`,
      to: sql<string>`${cards.card}->>'arrival_airport'`,
      departure,
    })
    .from(preOrders)
    .innerJoin(cards, eq(preOrders.cardId, cards.id))
    .innerJoin(searchRequests, eq(cards.requestId, searchRequests.id))
    .where(
      and(
        eq(searchRequests.isEmptyLeg, true),
        ne(preOrders.status, "cancelled"),
        // Card dates are UTC ISO strings of one shape, so they compare as text.
        gt(departure, toUtcIso(new Date(now.getTime() - HISTORY_MS))),
      ),
    );
  return new Set(
    rows.map((row) =>
      emptyLegKey(row.tailNumber, { from: row.from, to: row.to, departsAt: new Date(row.departure) }),
    ),
  );
}

/** The newest rates on record, or the seed rates when the table is empty. */
export async function currentRates(db: AppDatabase): Promise<ExchangeRates> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, ["EUR", "USD"]))
    .orderBy(desc(exchangeRates.date))
    .limit(2);
  const eur = rows.find((row) => row.currency === "EUR");
  const usd = rows.find((row) => row.currency === "USD");
  if (!eur || !usd || eur.date !== usd.date) return SEED_RATES;
  return { date: eur.date, source: eur.source, rubPerEur: eur.rubPerUnit, rubPerUsd: usd.rubPerUnit };
}
