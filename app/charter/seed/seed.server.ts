import { and, count, eq, gt, lt } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { aircraft, aircraftTypes, exchangeRates, operators, scheduleLegs } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { airportIndex } from "../airports/airports";
import { AIRCRAFT_TYPES, aircraftType, FLEET, OPERATORS } from "../fleet";
import { marketAirport } from "../market.server";
import { SEED_RATES } from "../rates/cbr";
import { buildSeedSchedule, SEED_DAYS } from "./schedule";

/**
 * Seeds what the marketplace needs on an empty database and keeps the demonstration schedule
 * current (issue 4, items 2 and 4). Rows that exist are left alone: operations may have changed a
 * rate or a home base, and a restart must not undo it.
 */
export async function seedCharter(db: AppDatabase, logger: Logger, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
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
        },
        {
          date: SEED_RATES.date,
          currency: "USD",
          rubPerUnit: SEED_RATES.rubPerUsd,
          source: SEED_RATES.source,
        },
      ])
      .onConflictDoNothing();

    // Empty legs must exist in the coming weeks whenever the product starts: when none is left,
    // the future of the demonstration schedule is laid again from today.
    const [upcoming] = await tx
      .select({ n: count() })
      .from(scheduleLegs)
      .where(
        and(
          eq(scheduleLegs.kind, "positioning"),
          gt(scheduleLegs.departsAt, now),
          lt(scheduleLegs.departsAt, new Date(now.getTime() + (SEED_DAYS - 7) * 86_400_000)),
        ),
      );
    if ((upcoming?.n ?? 0) > 0) return;
    await tx.delete(scheduleLegs).where(gt(scheduleLegs.departsAt, now));
    const legs = buildSeedSchedule(
      FLEET.map((a) => ({ ...aircraftType(a.typeId), tailNumber: a.tailNumber, homeBase: a.homeBase })),
      (icao) => {
        const found = airportIndex.byIcao(icao);
        return found ? marketAirport(found) : undefined;
      },
      now,
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
    logger.info("charter schedule seeded", { legs: legs.length, days: SEED_DAYS });
  });
}
