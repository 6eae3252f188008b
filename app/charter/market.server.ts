import { and, desc, eq, gt, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import type { RuleBook } from "./restrictions/rule-book";
import { loadRuleBook } from "./restrictions/seed.server";
import {
  aircraft,
  aircraftTypes,
  availabilityBlocks,
  cards,
  exchangeRates,
  operatorAudits,
  operatorDocuments,
  operators,
  peakPeriods,
  preOrders,
  publishedEmptyLegs,
  scheduleLegs,
} from "~/db/schema";
import type { Airport, AirportIndex } from "./airports/airports";
import { AIRPORT_HOURS } from "./engine/dispatch";
import { EMPTY_LEG_NOTICE_HOURS, impliedPositioning } from "./engine/empty-legs";
import { estimateLeg } from "./engine/flight";
import { toUtcIso } from "./engine/local-time";
import type { EmptyLegSale, Market, MarketAircraft, MarketAirport, ScheduledLeg } from "./engine/market";
import { saleWindow, type OperatorFacts } from "./engine/operator-documents";
import { PeakCalendar } from "./engine/peak-days";
import type { ExchangeRates } from "./engine/money";
import {
  AIRCRAFT_CLASSES,
  cardRenewalYear,
  departureFeeEur,
  isSeededOperator,
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
    ...(AIRPORT_HOURS[airport.icao] ? { hours: AIRPORT_HOURS[airport.icao] } : {}),
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
  const since = new Date(now.getTime() - HISTORY_MS);
  // Independent reads, issued together: a busy server reloads the snapshot every 15 seconds.
  const [ruleBook, rows, legs, blockRows, publishedRows, taken, peakRows, documentRows, auditRows] =
    await Promise.all([
      rules ?? loadRuleBook(db, now),
      db
        .select({ aircraft, type: aircraftTypes, operator: operators })
        .from(aircraft)
        .innerJoin(aircraftTypes, eq(aircraft.typeId, aircraftTypes.id))
        .innerJoin(operators, eq(aircraft.operatorId, operators.id))
        // An operator a supervisor switched off sells nothing (issue 27, item 1).
        .where(and(eq(aircraft.active, true), eq(operators.active, true))),
      db
        .select()
        .from(scheduleLegs)
        .where(gt(scheduleLegs.arrivesAt, since))
        .orderBy(scheduleLegs.tailNumber, scheduleLegs.departsAt),
      // The supply the operations console edits (issue 18), read at every load like the bookings.
      db
        .select()
        .from(availabilityBlocks)
        .where(and(isNull(availabilityBlocks.cancelledAt), gt(availabilityBlocks.endsAt, since))),
      db
        .select()
        .from(publishedEmptyLegs)
        .where(and(isNull(publishedEmptyLegs.withdrawnAt), gt(publishedEmptyLegs.windowEnd, since))),
      takenEmptyLegs(db, now),
      // The peak days (issue 26, item 6) not yet over, less those removed in the console. A day is
      // an airport's local day, at most 14 hours off UTC: a day back covers every zone.
      db
        .select()
        .from(peakPeriods)
        .where(
          and(
            isNull(peakPeriods.cancelledAt),
            gte(peakPeriods.lastDay, new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)),
          ),
        )
        .orderBy(peakPeriods.firstDay, peakPeriods.id),
      // The operators' current certificates and insurance, and their audits (issue 27, item 2): a
      // few rows per operator, read with the rest so that a renewal sells at the next load.
      db.select().from(operatorDocuments).where(isNull(operatorDocuments.replacedAt)),
      db
        .select()
        .from(operatorAudits)
        .where(isNull(operatorAudits.removedAt))
        .orderBy(desc(operatorAudits.auditedOn), operatorAudits.id),
    ]);
  const facts = operatorFacts(
    [...new Map(rows.map((row) => [row.operator.id, row.operator])).values()],
    documentRows,
    auditRows,
    now,
  );
  const stored = groupBy(
    legs,
    (leg) => leg.tailNumber,
    (leg): ScheduledLeg => ({
      from: leg.fromIcao,
      to: leg.toIcao,
      departsAt: leg.departsAt,
      arrivesAt: leg.arrivesAt,
      kind: leg.kind,
    }),
  );
  // A block is a stay on the ground at one airport (engine/market.ts, ScheduledLeg): busy and
  // maintenance alike take the aircraft out of the market (issue 18).
  const blocks = groupBy(
    blockRows,
    (block) => block.tailNumber,
    (block): ScheduledLeg => ({
      from: block.airportIcao,
      to: block.airportIcao,
      departsAt: block.startsAt,
      arrivesAt: block.endsAt,
      kind: "block",
    }),
  );
  const published = groupBy(
    publishedRows,
    (row) => row.tailNumber,
    (row) => row,
  );
  const cache = new Map<string, MarketAirport | undefined>();
  const airport = (icao: string) => {
    if (!cache.has(icao)) {
      const found = airports.byIcao(icao);
      cache.set(icao, found ? marketAirport(found) : undefined);
    }
    return cache.get(icao);
  };
  // The bookings and blocks are the data; the positioning flights between them follow
  // (engine/empty-legs.ts, impliedPositioning), so a booking or block entered a moment ago changes
  // the empty legs of this load.
  const schedule = (a: (typeof rows)[number]["aircraft"], t: (typeof rows)[number]["type"]) => {
    const performance = { cruiseSpeedKmh: t.cruiseSpeedKmh, fuelBurnKgPerHour: t.fuelBurnKgPerHour };
    const own = stored.get(a.tailNumber) ?? [];
    const announced = (published.get(a.tailNumber) ?? []).flatMap((row) => {
      const leg = publishedLeg(row, performance, airport, now);
      if (!leg) return [];
      // Pre-ordered, it is taken like a derived leg (below), matched by its window.
      return [taken.within(row) ? { ...leg, kind: "charter" as const, sale: undefined } : leg];
    });
    const bookings = [...own.filter((leg) => leg.kind === "charter"), ...(blocks.get(a.tailNumber) ?? [])];
    bookings.sort(byDeparture);
    // A published empty leg is operations' own positioning flight: nothing is derived in its gap.
    const planned = [...own.filter((leg) => leg.kind === "positioning"), ...announced];
    const derived = impliedPositioning({ homeBase: a.homeBase, ...performance }, bookings, airport, planned);
    const flights = [...own, ...derived].map((leg) =>
      // A pre-ordered empty leg carries a customer now: it still flies, no longer for sale.
      leg.kind === "positioning" && taken.at(a.tailNumber, leg) ? { ...leg, kind: "charter" as const } : leg,
    );
    return [...flights, ...(blocks.get(a.tailNumber) ?? []), ...announced].sort(byDeparture);
  };
  const fleet: MarketAircraft[] = rows.flatMap(({ aircraft: a, type: t, operator }) => {
    // An operator whose certificate or insurance has lapsed sells nothing until it renews.
    const { facts: operatorFacts, sale } = facts.get(operator.id)!;
    if (!sale.sells) return [];
    const aocCountry = operator.country;
    const aircraftClass = isAircraftClass(t.aircraftClass) ? t.aircraftClass : "Mid-size jet";
    const airframe: MarketAircraft = {
      tailNumber: a.tailNumber,
      typeName: t.name,
      aircraftClass: t.aircraftClass,
      operatorId: a.operatorId,
      aocCountry,
      maxPassengers: a.maxPassengers,
      yearOfCreation: a.yearOfCreation,
      // Spec §3: the year of overhaul, when set, stands for the renewal on the card.
      ...(cardRenewalYear(a) > 0 ? { yearOfRenewal: cardRenewalYear(a) } : {}),
      operator: operatorFacts,
      ...(sale.until !== null ? { sellsUntil: sale.until } : {}),
      homeBase: a.homeBase,
      rangeKm: t.rangeKm,
      cruiseSpeedKmh: t.cruiseSpeedKmh,
      fuelBurnKgPerHour: t.fuelBurnKgPerHour,
      // Rates are per flown hour near the class's market figure (the airframe's own, else its
      // type's), adjusted to the market of the operator's certificate (fleet/market-rates.ts).
      hourlyRateEur: Math.round((a.hourlyRateEur ?? t.hourlyRateEur) * marketRateFactor(aocCountry)),
      // The console's figure for this airframe when operations set one (issue 18), else its class's.
      overnightEurPerDay: a.overnightRateEur ?? OVERNIGHT_EUR_PER_DAY_BY_CLASS[aircraftClass],
      // The operator's dispatch terms from the console's operator form (issue 26, items 3, 5 and 6);
      // the columns' defaults are the engine's (DEFAULT_NOTICE_MINUTES, DEFAULT_PEAK_TERMS), and
      // no daily minimum of its own leaves the class's (dispatch.ts dailyMinimumMinutes).
      notice: {
        domestic: operator.noticeDomesticMinutes,
        international: operator.noticeInternationalMinutes,
      },
      peak: {
        surchargeShare: operator.peakSurchargePercent / 100,
        noticeMinutes: operator.peakNoticeHours * 60,
      },
      ...(operator.dailyMinimumMinutes !== null ? { dailyMinimumMinutes: operator.dailyMinimumMinutes } : {}),
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
    return [airframe];
  });
  const market: Market = {
    airport,
    airportFeeEur: (icao, aircraftClass) =>
      departureFeeEur(icao, isAircraftClass(aircraftClass) ? aircraftClass : "Mid-size jet"),
    aircraft: fleet,
    // Every flight the engine plans, positioning included, asks the rule book first (issue 14).
    legAllowed: (aircraft, from, to) => ruleBook.legAllowed(aircraft, from, to),
    peakDays: new PeakCalendar(
      peakRows.map((row) => ({
        id: row.id,
        name: { ru: row.nameRu, en: row.nameEn },
        from: row.firstDay,
        to: row.lastDay,
        airports: row.airports,
      })),
    ),
  };
  windowsOf.set(
    market,
    publishedRows.map((row) => ({
      tailNumber: row.tailNumber,
      from: row.fromIcao,
      to: row.toIcao,
      start: row.windowStart,
      end: row.windowEnd,
    })),
  );
  return market;
}

/**
 * Each operator's documents as its offers carry them, and until when it sells
 * (engine/operator-documents.ts saleWindow; docs/decisions/035).
 */
function operatorFacts(
  operatorRows: readonly (typeof operators.$inferSelect)[],
  documentRows: readonly (typeof operatorDocuments.$inferSelect)[],
  auditRows: readonly (typeof operatorAudits.$inferSelect)[],
  now: Date,
): Map<string, { facts: OperatorFacts; sale: ReturnType<typeof saleWindow> }> {
  const today = now.toISOString().slice(0, 10);
  const current = (operatorId: string, kind: "aoc" | "insurance") =>
    // One current row per kind (a new one replaces the old); the newest wins should two meet.
    documentRows
      .filter((row) => row.operatorId === operatorId && row.kind === kind)
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())[0];
  const audits = groupBy(
    auditRows,
    (row) => row.operatorId,
    (row) => ({
      program: row.program,
      rating: row.rating,
      auditedOn: row.auditedOn,
      validUntil: row.validUntil,
      placeholder: row.placeholder,
    }),
  );
  const result = new Map<string, { facts: OperatorFacts; sale: ReturnType<typeof saleWindow> }>();
  for (const operator of operatorRows) {
    const aoc = current(operator.id, "aoc");
    const insurance = current(operator.id, "insurance");
    result.set(operator.id, {
      facts: {
        id: operator.id,
        name: { ru: operator.nameRu, en: operator.name },
        country: operator.country,
        aoc: aoc
          ? {
              number: aoc.number,
              authority: aoc.authority ?? "",
              validUntil: aoc.validUntil,
              placeholder: aoc.placeholder,
            }
          : null,
        insurance: insurance
          ? {
              insurer: insurance.insurer ?? "",
              coverAmount: insurance.coverAmount ?? 0,
              coverCurrency: insurance.coverCurrency ?? "USD",
              validUntil: insurance.validUntil,
              placeholder: insurance.placeholder,
            }
          : null,
        // An audit past its own valid-until is no longer shown.
        audits: (audits.get(operator.id) ?? []).filter(
          (audit) => audit.validUntil === null || audit.validUntil >= today,
        ),
      },
      sale: saleWindow(
        {
          house: isSeededOperator(operator.id),
          aocValidUntil: aoc?.validUntil ?? null,
          insuranceValidUntil: insurance?.validUntil ?? null,
        },
        today,
      ),
    });
  }
  return result;
}

/** Rows by a key, each mapped, in the order they came. */
function groupBy<T, V>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T) => V,
): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(value(item));
    else groups.set(key(item), [value(item)]);
  }
  return groups;
}

const byDeparture = (x: ScheduledLeg, y: ScheduledLeg) => x.departsAt.getTime() - y.departsAt.getTime();

/** A published empty leg's departure window (issue 28, item 11), by aircraft and route. */
export interface PublishedWindow {
  tailNumber: string;
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** Each loaded market's published windows: the engine's Market has no place for them. */
const windowsOf = new WeakMap<Market, readonly PublishedWindow[]>();

/**
 * The window staff published for a leg of this aircraft on this route leaving at `departsAt`, or
 * null for a leg the engine derived (it leaves at one time). Matched by the window, as a
 * pre-order is (TakenEmptyLegs.within): the offered departure moves with the clock inside it.
 */
export function publishedWindow(
  market: Market,
  leg: { tailNumber: string; from: string; to: string; departsAt: Date },
): { start: Date; end: Date } | null {
  const at = leg.departsAt.getTime();
  const found = (windowsOf.get(market) ?? []).find(
    (window) =>
      window.tailNumber === leg.tailNumber &&
      window.from === leg.from &&
      window.to === leg.to &&
      at >= window.start.getTime() &&
      at <= window.end.getTime(),
  );
  return found ? { start: found.start, end: found.end } : null;
}

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;

/**
 * An empty leg published in the console (issue 18) as the engine's positioning flight, or null
 * when an airport of it is unknown. The aircraft leaves at some time in the window; the leg is
 * offered at the window's start, the same instant at every load while that start is far enough
 * ahead to be sold (EMPTY_LEG_NOTICE_HOURS). Once it is not, the window is still open to a buyer
 * who gives that notice: the leg leaves at the first quarter hour after it, or at the window's end,
 * whichever is sooner; past the window's end it is no longer sold (findEmptyLegs refuses legs
 * inside the notice) and stays in the schedule only as the flight that moved the aircraft. Its
 * block time is the engine's estimate (engine/flight.ts). A departure that moves with the clock
 * is why a pre-order is matched to a published leg by its window (TakenEmptyLegs.within), not by
 * the departure its card recorded.
 */
function publishedLeg(
  row: PublishedEmptyLegRow,
  performance: { cruiseSpeedKmh: number; fuelBurnKgPerHour: number },
  airport: (icao: string) => MarketAirport | undefined,
  now: Date,
): ScheduledLeg | null {
  const from = airport(row.fromIcao);
  const to = airport(row.toIcao);
  if (!from || !to) return null;
  const earliest = now.getTime() + EMPTY_LEG_NOTICE_HOURS * 3_600_000;
  const start = row.windowStart.getTime();
  const departs =
    start >= earliest
      ? start
      : Math.min(Math.ceil(earliest / QUARTER_HOUR) * QUARTER_HOUR, row.windowEnd.getTime());
  const minutes = estimateLeg(from, to, performance).minutes;
  const sale: EmptyLegSale | undefined =
    row.priceEur !== null
      ? { priceEur: row.priceEur }
      : row.discountPercent !== null
        ? { share: Math.min(1, Math.max(0, row.discountPercent / 100)) }
        : undefined;
  return {
    from: from.icao,
    to: to.icao,
    departsAt: new Date(departs),
    arrivesAt: new Date(departs + minutes * MINUTE),
    kind: "positioning",
    ...(sale ? { sale } : {}),
  };
}

type PublishedEmptyLegRow = typeof publishedEmptyLegs.$inferSelect;

interface TakenEmptyLegs {
  /** Whether a leg departing at exactly this instant is taken: a derived or stored positioning flight. */
  at(tailNumber: string, leg: Pick<ScheduledLeg, "from" | "to" | "departsAt">): boolean;
  /** Whether a leg of this aircraft on this route departing within the window is taken: a published one. */
  within(
    row: Pick<PublishedEmptyLegRow, "tailNumber" | "fromIcao" | "toIcao" | "windowStart" | "windowEnd">,
  ): boolean;
}

const routeKey = (tailNumber: string, from: string, to: string) => `${tailNumber} ${from} ${to}`;

/**
 * The empty legs already taken (issue 14, item 7: "a leg disappears once its aircraft is taken"):
 * those with a pre-order, not cancelled, against one of the cards an empty-leg search served. A
 * card is a snapshot of the leg (aircraft, airports, departure), which is how it is matched.
 */
async function takenEmptyLegs(db: AppDatabase, now: Date): Promise<TakenEmptyLegs> {
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
    .where(
      and(
        // The card says what it sold; an ordered empty leg's card has no saved listing (issue 15).
        sql`(${cards.card}->>'is_empty_leg')::boolean`,
        ne(preOrders.status, "cancelled"),
        // Card dates are UTC ISO strings of one shape, so they compare as text.
        gt(departure, toUtcIso(new Date(now.getTime() - HISTORY_MS))),
      ),
    );
  const departures = groupBy(
    rows,
    (row) => routeKey(row.tailNumber, row.from, row.to),
    (row) => Date.parse(row.departure),
  );
  return {
    at: (tailNumber, leg) =>
      // Card dates carry whole seconds (toUtcIso), as the engine's departures do.
      (departures.get(routeKey(tailNumber, leg.from, leg.to)) ?? []).includes(
        Date.parse(toUtcIso(leg.departsAt)),
      ),
    within: (row) =>
      (departures.get(routeKey(row.tailNumber, row.fromIcao, row.toIcao)) ?? []).some(
        (departure) => departure >= row.windowStart.getTime() && departure <= row.windowEnd.getTime(),
      ),
  };
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
