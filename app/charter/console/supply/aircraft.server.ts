import { and, asc, count, desc, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { AIRCRAFT_CLASSES, OVERNIGHT_EUR_PER_DAY_BY_CLASS, type AircraftClass } from "../../fleet";
import type { AppDatabase } from "~/db/client.server";
import { aircraft, aircraftTypes, operators, publishedEmptyLegs, scheduleLegs } from "~/db/schema";
import { readAudit, recordAudit, type AuditRow } from "../audit.server";
import {
  SUPPLY_LIMITS,
  TAIL_NUMBER,
  checkbox,
  failed,
  icao,
  integer,
  issuesToErrors,
  text,
  upperCode,
  wholeNumber,
  yearOf,
  type FieldErrors,
  type SupplyOutcome,
} from "./fields";
import {
  airportLabel,
  aircraftInScope,
  audit,
  commit,
  operatorInScope,
  type AirportLabel,
  type SupplyContext,
} from "./shared.server";

/**
 * The aircraft of the supply (issue 18, item 3): added, edited (their commercial parameters),
 * retired and reinstated by a supervisor, the types a form offers, the list the console shows and
 * one aircraft's history. An operator's member (issue 27, item 1) does the same for its own
 * operator's aircraft only: the scope is in every query, so another operator's aircraft is
 * "not found" and another operator's id "unknown"; whether an aircraft is of the house fleet stays
 * the supervisors' to say.
 */

function aircraftFields(thisYear: number) {
  const laterYear = z.preprocess(
    wholeNumber,
    z
      .number({ invalid_type_error: "later_year_range" })
      .int("later_year_range")
      .min(SUPPLY_LIMITS.firstYear, "later_year_range")
      .max(thisYear, "later_year_range")
      .optional(),
  );
  return {
    typeId: text(80),
    operatorId: text(80),
    homeBase: icao,
    // The type's maximum is checked against the database below.
    maxPassengers: integer(1, 500, "seats_range"),
    yearOfCreation: integer(SUPPLY_LIMITS.firstYear, thisYear, "year_range"),
    yearOfRenewal: laterYear,
    yearOfOverhaul: laterYear,
    hourlyRateEur: z.preprocess(
      wholeNumber,
      z
        .number({ invalid_type_error: "hourly_rate_range" })
        .int("hourly_rate_range")
        .min(SUPPLY_LIMITS.hourlyRateEur.min, "hourly_rate_range")
        .max(SUPPLY_LIMITS.hourlyRateEur.max, "hourly_rate_range")
        .optional(),
    ),
    overnightRateEur: z.preprocess(
      wholeNumber,
      z
        .number({ invalid_type_error: "overnight_rate_range" })
        .int("overnight_rate_range")
        .min(SUPPLY_LIMITS.overnightRateEur.min, "overnight_rate_range")
        .max(SUPPLY_LIMITS.overnightRateEur.max, "overnight_rate_range")
        .optional(),
    ),
    isHouseFleet: checkbox,
  };
}

export type AircraftRow = typeof aircraft.$inferSelect;

/** The checks shared by adding and editing an aircraft that need the database. */
async function checkAircraftReferences(
  context: SupplyContext,
  row: {
    typeId: string;
    operatorId: string;
    homeBase: string;
    maxPassengers: number;
    yearOfCreation: number;
  },
  laterYears: { yearOfRenewal?: number; yearOfOverhaul?: number },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [[type], [operator]] = await Promise.all([
    context.db.select().from(aircraftTypes).where(eq(aircraftTypes.id, row.typeId)),
    context.db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.id, row.operatorId), operatorInScope(context.scope))),
  ]);
  if (!type) errors.typeId = { code: "unknown_type" };
  else if (row.maxPassengers > type.maxPassengers) {
    errors.maxPassengers = { code: "seats_range", values: { max: type.maxPassengers } };
  }
  if (!operator) errors.operatorId = { code: "unknown_operator" };
  if (!context.airport(row.homeBase))
    errors.homeBase = { code: "unknown_airport", values: { icao: row.homeBase } };
  for (const field of ["yearOfRenewal", "yearOfOverhaul"] as const) {
    const year = laterYears[field];
    if (year !== undefined && year < row.yearOfCreation) {
      errors[field] = {
        code: "later_year_range",
        values: { min: row.yearOfCreation, max: yearOf(context.now) },
      };
    }
  }
  return errors;
}

export async function createAircraft(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<AircraftRow>> {
  const schema = z.object({
    tailNumber: z.preprocess(
      upperCode,
      z.string({ required_error: "required" }).min(1, "required").regex(TAIL_NUMBER, "tail_format"),
    ),
    ...aircraftFields(yearOf(context.now)),
  });
  const parsed = schema.safeParse(input);
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const data = parsed.data;
  const errors = await checkAircraftReferences(context, data, data);
  const [existing] = await context.db
    .select({ tail: aircraft.tailNumber })
    .from(aircraft)
    .where(eq(aircraft.tailNumber, data.tailNumber));
  if (existing) errors.tailNumber = { code: "tail_taken" };
  if (Object.keys(errors).length > 0) return failed(errors);
  const values = {
    tailNumber: data.tailNumber,
    typeId: data.typeId,
    operatorId: data.operatorId,
    homeBase: data.homeBase,
    maxPassengers: data.maxPassengers,
    yearOfCreation: data.yearOfCreation,
    yearOfRenewal: data.yearOfRenewal ?? 0,
    yearOfOverhaul: data.yearOfOverhaul ?? 0,
    hourlyRateEur: data.hourlyRateEur ?? null,
    overnightRateEur: data.overnightRateEur ?? null,
    isHouseFleet: context.scope.kind === "house" && data.isHouseFleet,
    active: true,
  };
  const created = await commit(context, async (tx) => {
    const [inserted] = await tx.insert(aircraft).values(values).onConflictDoNothing().returning();
    if (!inserted) return null;
    await recordAudit(tx, {
      ...audit(context),
      action: "aircraft.create",
      entity: "aircraft",
      entityId: inserted.tailNumber,
      after: inserted,
    });
    return inserted;
  });
  return created ? { ok: true, value: created } : failed({ tailNumber: { code: "tail_taken" } });
}

export async function updateAircraft(
  context: SupplyContext,
  tailNumber: string,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<AircraftRow>> {
  const parsed = z.object(aircraftFields(yearOf(context.now))).safeParse(input);
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const data = parsed.data;
  const errors = await checkAircraftReferences(context, data, data);
  if (Object.keys(errors).length > 0) return failed(errors);
  const mine = and(eq(aircraft.tailNumber, tailNumber), aircraftInScope(context.scope));
  const updated = await commit(context, async (tx) => {
    const [before] = await tx.select().from(aircraft).where(mine).for("update");
    if (!before) return null;
    const [after] = await tx
      .update(aircraft)
      .set({
        typeId: data.typeId,
        operatorId: data.operatorId,
        homeBase: data.homeBase,
        maxPassengers: data.maxPassengers,
        yearOfCreation: data.yearOfCreation,
        yearOfRenewal: data.yearOfRenewal ?? 0,
        yearOfOverhaul: data.yearOfOverhaul ?? 0,
        hourlyRateEur: data.hourlyRateEur ?? null,
        overnightRateEur: data.overnightRateEur ?? null,
        isHouseFleet: context.scope.kind === "house" ? data.isHouseFleet : before.isHouseFleet,
      })
      .where(mine)
      .returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "aircraft.update",
      entity: "aircraft",
      entityId: tailNumber,
      before,
      after,
    });
    return after ?? null;
  });
  return updated ? { ok: true, value: updated } : failed({ form: { code: "not_found" } });
}

/** Booked flights (charters, not positioning) of an aircraft that depart after `now`. */
async function futureBookings(
  db: Pick<AppDatabase, "select">,
  tailNumber: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scheduleLegs)
    .where(
      and(
        eq(scheduleLegs.tailNumber, tailNumber),
        eq(scheduleLegs.kind, "charter"),
        gt(scheduleLegs.departsAt, now),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes an aircraft out of the market (active = false, retired_at = now). Booked flights ahead do
 * not stop it, since an airframe may be sold or grounded whatever the schedule says, but they are
 * named first and need `confirm`: the sales team must re-cover those customers. Its published empty
 * legs still on sale are withdrawn in the same transaction; its blocks stay, for the record.
 */
export async function retireAircraft(
  context: SupplyContext,
  tailNumber: string,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<AircraftRow>> {
  const confirmed = checkbox.parse(input.confirm);
  const mine = and(eq(aircraft.tailNumber, tailNumber), aircraftInScope(context.scope));
  const [current] = await context.db.select().from(aircraft).where(mine);
  if (!current) return failed({ form: { code: "not_found" } });
  if (!current.active) return failed({ form: { code: "already_retired" } });
  const booked = await futureBookings(context.db, tailNumber, context.now);
  if (booked > 0 && !confirmed) return failed({}, [{ code: "future_bookings", values: { count: booked } }]);
  const retired = await commit(context, async (tx) => {
    const [after] = await tx
      .update(aircraft)
      .set({ active: false, retiredAt: context.now })
      .where(and(mine, eq(aircraft.active, true)))
      .returning();
    if (!after) return null;
    const withdrawn = await tx
      .update(publishedEmptyLegs)
      .set({ withdrawnAt: context.now })
      .where(
        and(
          eq(publishedEmptyLegs.tailNumber, tailNumber),
          isNull(publishedEmptyLegs.withdrawnAt),
          gt(publishedEmptyLegs.windowEnd, context.now),
        ),
      )
      .returning({ id: publishedEmptyLegs.id });
    await recordAudit(tx, {
      ...audit(context),
      action: "aircraft.retire",
      entity: "aircraft",
      entityId: tailNumber,
      before: { active: current.active, retiredAt: current.retiredAt },
      after: {
        active: after.active,
        retiredAt: after.retiredAt,
        futureBookings: booked,
        withdrawnEmptyLegs: withdrawn.map((leg) => leg.id),
      },
    });
    for (const leg of withdrawn) {
      await recordAudit(tx, {
        ...audit(context),
        action: "empty_leg.withdraw",
        entity: "empty_leg",
        entityId: leg.id,
        before: { withdrawnAt: null },
        after: { withdrawnAt: context.now, reason: "aircraft.retire" },
      });
    }
    return after;
  });
  return retired ? { ok: true, value: retired } : failed({ form: { code: "already_retired" } });
}

/** Puts a retired aircraft back on the market. Its withdrawn legs stay withdrawn. */
export async function reinstateAircraft(
  context: SupplyContext,
  tailNumber: string,
): Promise<SupplyOutcome<AircraftRow>> {
  const mine = and(eq(aircraft.tailNumber, tailNumber), aircraftInScope(context.scope));
  const result = await commit(context, async (tx) => {
    const [before] = await tx.select().from(aircraft).where(mine).for("update");
    if (!before) return "not_found" as const;
    if (before.active) return "not_retired" as const;
    const [after] = await tx.update(aircraft).set({ active: true, retiredAt: null }).where(mine).returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "aircraft.reinstate",
      entity: "aircraft",
      entityId: tailNumber,
      before: { active: before.active, retiredAt: before.retiredAt },
      after: { active: after!.active, retiredAt: after!.retiredAt },
    });
    return after!;
  });
  return typeof result === "string" ? failed({ form: { code: result } }) : { ok: true, value: result };
}

const isAircraftClass = (value: string): value is AircraftClass =>
  (AIRCRAFT_CLASSES as readonly string[]).includes(value);

export interface AircraftTypeOption {
  id: string;
  name: string;
  manufacturer: string;
  aircraftClass: string;
  maxPassengers: number;
  rangeKm: number;
  hourlyRateEur: number;
  overnightRateEur: number | null;
}

export async function listAircraftTypes(db: Pick<AppDatabase, "select">): Promise<AircraftTypeOption[]> {
  const rows = await db
    .select()
    .from(aircraftTypes)
    .orderBy(asc(aircraftTypes.manufacturer), asc(aircraftTypes.name));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    manufacturer: t.manufacturer,
    aircraftClass: t.aircraftClass,
    maxPassengers: t.maxPassengers,
    rangeKm: t.rangeKm,
    hourlyRateEur: t.hourlyRateEur,
    overnightRateEur: isAircraftClass(t.aircraftClass)
      ? OVERNIGHT_EUR_PER_DAY_BY_CLASS[t.aircraftClass]
      : null,
  }));
}

export interface AircraftListItem {
  tailNumber: string;
  typeId: string;
  typeName: string;
  aircraftClass: string;
  rangeKm: number;
  typeMaxPassengers: number;
  operatorId: string;
  operatorName: string;
  operatorNameRu: string;
  homeBase: AirportLabel;
  maxPassengers: number;
  yearOfCreation: number;
  yearOfRenewal: number;
  yearOfOverhaul: number;
  isHouseFleet: boolean;
  active: boolean;
  retiredAt: Date | null;
  /** The aircraft's own rate, else its type's; `hourlyRateOwn` says which. */
  hourlyRateEur: number;
  hourlyRateOwn: boolean;
  /** The aircraft's own figure, else its class's; null when neither is known. */
  overnightRateEur: number | null;
  overnightRateOwn: boolean;
}

/** The aircraft of the scope (a member's: its operator's), or the one of `filter.tailNumber`. */
export async function listAircraft(
  context: Pick<SupplyContext, "db" | "airport" | "scope">,
  filter: { tailNumber?: string; operatorId?: string } = {},
): Promise<AircraftListItem[]> {
  const rows = await context.db
    .select({ aircraft, type: aircraftTypes, operator: operators })
    .from(aircraft)
    .innerJoin(aircraftTypes, eq(aircraft.typeId, aircraftTypes.id))
    .innerJoin(operators, eq(aircraft.operatorId, operators.id))
    .where(
      and(
        aircraftInScope(context.scope),
        filter.tailNumber ? eq(aircraft.tailNumber, filter.tailNumber) : undefined,
        filter.operatorId ? eq(aircraft.operatorId, filter.operatorId) : undefined,
      ),
    )
    .orderBy(desc(aircraft.active), asc(aircraft.tailNumber));
  return rows.map(({ aircraft: a, type: t, operator: o }) => {
    const classFigure = isAircraftClass(t.aircraftClass)
      ? OVERNIGHT_EUR_PER_DAY_BY_CLASS[t.aircraftClass]
      : null;
    return {
      tailNumber: a.tailNumber,
      typeId: t.id,
      typeName: t.name,
      aircraftClass: t.aircraftClass,
      rangeKm: t.rangeKm,
      typeMaxPassengers: t.maxPassengers,
      operatorId: o.id,
      operatorName: o.name,
      operatorNameRu: o.nameRu,
      homeBase: airportLabel(context, a.homeBase),
      maxPassengers: a.maxPassengers,
      yearOfCreation: a.yearOfCreation,
      yearOfRenewal: a.yearOfRenewal,
      yearOfOverhaul: a.yearOfOverhaul,
      isHouseFleet: a.isHouseFleet,
      active: a.active,
      retiredAt: a.retiredAt,
      hourlyRateEur: a.hourlyRateEur ?? t.hourlyRateEur,
      hourlyRateOwn: a.hourlyRateEur !== null,
      overnightRateEur: a.overnightRateEur ?? classFigure,
      overnightRateOwn: a.overnightRateEur !== null,
    };
  });
}

/** The changes recorded for one aircraft of the scope, newest first; none for another's. */
export async function aircraftHistory(
  context: Pick<SupplyContext, "db" | "scope">,
  tailNumber: string,
): Promise<AuditRow[]> {
  const [mine] = await context.db
    .select({ tailNumber: aircraft.tailNumber })
    .from(aircraft)
    .where(and(eq(aircraft.tailNumber, tailNumber), aircraftInScope(context.scope)));
  return mine ? readAudit(context.db, { entity: "aircraft", entityId: tailNumber, limit: 20 }) : [];
}
