import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import {
  aircraft,
  aircraftTypes,
  exchangeRates,
  operatorAudits,
  operatorDocuments,
  operators,
  peakPeriods,
  scheduleLegs,
} from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { airportIndex } from "../airports/airports";
import { AIRCRAFT_TYPES, FLEET, OPERATORS } from "../fleet";
import { marketAirport } from "../market.server";
import { SEED_RATES } from "../rates/cbr";
import { seedRestrictions } from "../restrictions/seed.server";
import { POSITIONING_TURNAROUND_MINUTES } from "../engine/empty-legs";
import { SEED_AUDITS, SEED_DOCUMENTS } from "./documents";
import { SEED_PEAK_PERIODS } from "./peak-days";
import { buildSeedSchedule, SEED_DAYS, SEED_SCHEDULE_VERSION, type SeedLeg } from "./schedule";

/**
 * Seeds what the marketplace needs on an empty database and keeps the demonstration schedule
 * current (issue 4, items 2 and 4; issue 14, item 7). Rows that exist are left alone: the seeded
 * fleet is only the console's first data (issue 18), and operations may since have changed a rate
 * or a home base, or retired an aircraft; a restart must not undo it.
 */
/**
 * The seed rates were fetched for their own date, not by this installation today: dated so, the
 * daily refresh (rates/refresher.server.ts) does not take them for today's fetch.
 */
const seedRatesFetchedAt = new Date(`${SEED_RATES.date}T12:00:00Z`);

export async function seedCharter(db: AppDatabase, logger: Logger, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // The closed-airport and airspace rules every search asks (issue 14, item 2).
    await seedRestrictions(tx);
    await tx
      .insert(operators)
      .values(OPERATORS.map((o) => ({ id: o.id, name: o.name, nameRu: o.nameRu, country: o.country })))
      .onConflictDoNothing();
    await tx
      .insert(aircraftTypes)
      .values(
        AIRCRAFT_TYPES.map((t) => ({
          id: t.id,
          name: t.name,
          manufacturer: t.manufacturer,
          aircraftClass: t.aircraftClass,
          maxPassengers: t.maxPassengers,
          rangeKm: t.rangeKm,
          cruiseSpeedKmh: t.cruiseSpeedKmh,
          fuelBurnKgPerHour: t.fuelBurnKgPerHour,
          cabinHeightM: t.cabin.heightM,
          cabinLengthM: t.cabin.lengthM,
          cabinWidthM: t.cabin.widthM,
          wingSpanM: t.exterior.wingSpanM,
          heightM: t.exterior.heightM,
          lengthM: t.exterior.lengthM,
          hourlyRateEur: t.hourlyRateEur,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(aircraft)
      .values(
        FLEET.map((a) => ({
          tailNumber: a.tailNumber,
          typeId: a.typeId,
          operatorId: a.operatorId,
          homeBase: a.homeBase,
          maxPassengers: a.maxPassengers,
          yearOfCreation: a.yearOfCreation,
          yearOfRenewal: a.yearOfRenewal,
          yearOfOverhaul: a.yearOfOverhaul,
          hourlyRateEur: a.hourlyRateEur ?? null,
          isHouseFleet: a.isHouseFleet,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(exchangeRates)
      .values([
        {
          date: SEED_RATES.date,
          currency: "EUR",
          rubPerUnit: SEED_RATES.rubPerEur,
          source: SEED_RATES.source,
          fetchedAt: seedRatesFetchedAt,
        },
        {
          date: SEED_RATES.date,
          currency: "USD",
          rubPerUnit: SEED_RATES.rubPerUsd,
          source: SEED_RATES.source,
          fetchedAt: seedRatesFetchedAt,
        },
      ])
      .onConflictDoNothing();

    // The peak-day calendar (issue 26, item 6): by id, so a period operations edited or removed in
    // the console stays as they left it.
    await tx
      .insert(peakPeriods)
      .values(
        SEED_PEAK_PERIODS.map((period) => ({
          id: period.id,
          nameRu: period.name.ru,
          nameEn: period.name.en,
          firstDay: period.from,
          lastDay: period.to,
          airports: [...period.airports],
          source: period.source,
        })),
      )
      .onConflictDoNothing();

    // The house operators' placeholder documents (issue 27, item 2; seed/documents.ts): only for
    // an operator with no document of that kind on record, so a real one entered in the console,
    // or a renewal of the sample, is never joined by a second current one.
    const recorded = new Set(
      (
        await tx
          .select({ operatorId: operatorDocuments.operatorId, kind: operatorDocuments.kind })
          .from(operatorDocuments)
      ).map((row) => `${row.operatorId} ${row.kind}`),
    );
    const missing = SEED_DOCUMENTS.filter((doc) => !recorded.has(`${doc.operatorId} ${doc.kind}`));
    if (missing.length > 0)
      await tx
        .insert(operatorDocuments)
        .values([...missing])
        .onConflictDoNothing();
    await tx.insert(operatorAudits).values(SEED_AUDITS).onConflictDoNothing();

    await layDemonstrationSchedule(tx, logger, now);
  });
}

type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/**
 * Where the version of the laid schedule is kept: the comment of the schedule table, so the marker
 * needs no table of its own and travels with the rows it describes (a dump and restore keeps it).
 */
const MARKER = /^demonstration schedule v(\d+)$/;

async function scheduleVersion(tx: Transaction): Promise<number> {
  const { rows } = await tx.execute<{ comment: string | null }>(
    sql`select obj_description('schedule_legs'::regclass, 'pg_class') as comment`,
  );
  const match = MARKER.exec(rows[0]?.comment ?? "");
  // No marker: laid by the code before versions (v1), or nothing laid yet.
  return match ? Number(match[1]) : 1;
}

/**
 * Empty legs must exist in the coming weeks whenever the product starts (issue 4, item 4), from
 * every base (issue 14, item 7). A new schedule is laid from today when no booking is left in the
 * coming weeks, or when the database holds a schedule laid by older code (SEED_SCHEDULE_VERSION).
 * Nothing operations entered is deleted: only the future legs of a version 1 schedule, which that
 * seed alone wrote, recognisable by their shape; and new bookings keep clear of every leg kept.
 * Bookings are laid for the seeded aircraft as the database now has them (issue 18): the home base
 * and operator operations gave them, none for an aircraft they retired, and none for an aircraft
 * they added, whose schedule is theirs alone.
 */
async function layDemonstrationSchedule(tx: Transaction, logger: Logger, now: Date): Promise<void> {
  const version = await scheduleVersion(tx);
  const outdated = version < SEED_SCHEDULE_VERSION;
  if (outdated) {
    const removed = await removeVersionOneLegs(tx, now);
    if (removed > 0) logger.info("outdated charter schedule removed", { legs: removed, version });
  } else {
    const [upcoming] = await tx
      .select({ n: count() })
      .from(scheduleLegs)
      .where(
        and(
          eq(scheduleLegs.kind, "charter"),
          gt(scheduleLegs.departsAt, now),
          lt(scheduleLegs.departsAt, new Date(now.getTime() + (SEED_DAYS - 7) * 86_400_000)),
        ),
      );
    if ((upcoming?.n ?? 0) > 0) return;
  }
  const kept = await tx.select().from(scheduleLegs).where(gt(scheduleLegs.arrivesAt, now));
  const order = new Map(FLEET.map((a, i) => [a.tailNumber, i]));
  const fleet = await tx
    .select({
      tailNumber: aircraft.tailNumber,
      homeBase: aircraft.homeBase,
      rangeKm: aircraftTypes.rangeKm,
      cruiseSpeedKmh: aircraftTypes.cruiseSpeedKmh,
      fuelBurnKgPerHour: aircraftTypes.fuelBurnKgPerHour,
      aocCountry: operators.country,
    })
    .from(aircraft)
    .innerJoin(aircraftTypes, eq(aircraft.typeId, aircraftTypes.id))
    .innerJoin(operators, eq(aircraft.operatorId, operators.id))
    .where(and(eq(aircraft.active, true), inArray(aircraft.tailNumber, [...order.keys()])));
  // In the fleet's order, so the same database lays the same rows in the same order.
  fleet.sort((a, b) => order.get(a.tailNumber)! - order.get(b.tailNumber)!);
  const legs = buildSeedSchedule(
    fleet,
    (icao) => {
      const found = airportIndex.byIcao(icao);
      return found ? marketAirport(found) : undefined;
    },
    now,
  ).filter(
    (leg): leg is SeedLeg & { kind: "charter" | "positioning" } =>
      // The demonstration lays flights only: a block is operations' to enter (issue 18).
      leg.kind !== "block" && !kept.some((other) => other.tailNumber === leg.tailNumber && near(leg, other)),
  );
  for (let i = 0; i < legs.length; i += 500) {
    await tx.insert(scheduleLegs).values(
      legs.slice(i, i + 500).map((leg) => ({
        tailNumber: leg.tailNumber,
        fromIcao: leg.from,
        toIcao: leg.to,
        departsAt: leg.departsAt,
        arrivesAt: leg.arrivesAt,
        kind: leg.kind,
      })),
    );
  }
  await tx.execute(
    sql.raw(`comment on table schedule_legs is 'demonstration schedule v${SEED_SCHEDULE_VERSION}'`),
  );
  logger.info("charter schedule seeded", {
    legs: legs.length,
    days: SEED_DAYS,
    version: SEED_SCHEDULE_VERSION,
  });
}

/** A new booking within a day of a kept leg of the same aircraft would leave no room to position. */
function near(leg: SeedLeg, other: { departsAt: Date; arrivesAt: Date }): boolean {
  const day = 86_400_000;
  return (
    leg.departsAt.getTime() < other.arrivesAt.getTime() + day &&
    other.departsAt.getTime() < leg.arrivesAt.getTime() + day
  );
}

/**
 * The future of a version 1 schedule: each booking was a charter from the aircraft's home base,
 * stored with its positioning flight straight back, departing exactly a turnaround (90 minutes)
 * after it landed and as long as the outbound. Only pairs of that shape are removed.
 */
async function removeVersionOneLegs(tx: Transaction, now: Date): Promise<number> {
  const future = await tx
    .select({ leg: scheduleLegs, homeBase: aircraft.homeBase })
    .from(scheduleLegs)
    .innerJoin(aircraft, eq(scheduleLegs.tailNumber, aircraft.tailNumber))
    .where(gt(scheduleLegs.departsAt, now));
  const turnaround = POSITIONING_TURNAROUND_MINUTES * 60_000;
  const ids: number[] = [];
  for (const { leg: out, homeBase } of future) {
    if (out.kind !== "charter" || out.fromIcao !== homeBase) continue;
    const back = future.find(
      ({ leg }) =>
        leg.kind === "positioning" &&
        leg.tailNumber === out.tailNumber &&
        leg.fromIcao === out.toIcao &&
        leg.toIcao === out.fromIcao &&
        leg.departsAt.getTime() === out.arrivesAt.getTime() + turnaround &&
        leg.arrivesAt.getTime() - leg.departsAt.getTime() ===
          out.arrivesAt.getTime() - out.departsAt.getTime(),
    );
    if (back) ids.push(out.id, back.leg.id);
  }
  if (ids.length > 0) await tx.delete(scheduleLegs).where(inArray(scheduleLegs.id, ids));
  return ids.length;
}
