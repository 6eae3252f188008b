import { and, asc, count, desc, eq, gt, gte, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Airport } from "../airports/airports";
import { greatCircleKm } from "../engine/geo";
import { fromLocalIso, toLocalIso } from "../engine/local-time";
import { AIRCRAFT_CLASSES, OVERNIGHT_EUR_PER_DAY_BY_CLASS, type AircraftClass } from "../fleet";
import { marketRateFactor } from "../fleet/market-rates";
import { newId } from "../ids";
import type { RuleBook } from "../restrictions/rule-book";
import { loadRuleBook } from "../restrictions/seed.server";
import type { AppDatabase } from "~/db/client.server";
import {
  aircraft,
  aircraftTypes,
  availabilityBlocks,
  operators,
  publishedEmptyLegs,
  scheduleLegs,
} from "~/db/schema";
import { readAudit, recordAudit, type AuditRow } from "./audit.server";

/**
 * The supply a supervisor keeps true (issue 18, item 3): operators, aircraft, availability blocks
 * and empty legs published by hand. Every write validates what was typed (a mistake comes back as
 * field errors, never a 500), runs in one transaction with its audit entry, and then drops the
 * engine's cached market so the next search sees the change (CharterService.invalidate).
 *
 * Some writes are allowed but deserve a second look (a block over a booked flight, retiring an
 * aircraft with bookings ahead): they come back once as warnings and go through when the form is
 * sent again with `confirm`.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const SUPPLY_LIMITS = {
  /** Per flown hour, euros: the seeded types run from 3,300 (PC-12) to 19,000 (ACJ319). */
  hourlyRateEur: { min: 500, max: 30_000 },
  /** Crew and parking per day away from base, euros (the class figures run 400–2,200). */
  overnightRateEur: { min: 0, max: 10_000 },
  /** The oldest airframe of the seeded fleet is from 1984; older ones are not chartered. */
  firstYear: 1960,
  /** A block may begin up to a day back (entered late), and run at most a year. */
  blockPastGraceMs: DAY,
  blockMaxDays: 365,
  /** A block starts within two years: further ahead it is a typo. */
  blockHorizonDays: 730,
  /** Spec §9: orders are taken up to 90 days ahead, so a published leg is too. */
  legHorizonDays: 90,
  /** A departure window longer than three days is not an empty leg but an open offer. */
  legMaxWindowHours: 72,
  legPriceEur: { min: 100, max: 1_000_000 },
  discountPercent: { min: 1, max: 90 },
  noteMax: 500,
  nameMax: 120,
} as const;

/** What went wrong with one field; the console's copy words each code in both languages. */
export type SupplyErrorCode =
  | "required"
  | "too_long"
  | "invalid"
  | "tail_format"
  | "tail_taken"
  | "operator_id_format"
  | "operator_taken"
  | "country_unknown"
  | "unknown_type"
  | "unknown_operator"
  | "unknown_airport"
  | "unknown_aircraft"
  | "aircraft_retired"
  | "seats_range"
  | "year_range"
  | "later_year_range"
  | "hourly_rate_range"
  | "overnight_rate_range"
  | "kind"
  | "datetime_format"
  | "ends_before_start"
  | "starts_too_early"
  | "ends_in_past"
  | "block_too_long"
  | "block_too_far"
  | "same_airports"
  | "window_in_past"
  | "window_too_far"
  | "window_too_long"
  | "price_or_discount"
  | "price_range"
  | "discount_range"
  | "beyond_range"
  | "route_forbidden"
  | "already_retired"
  | "not_retired"
  | "already_cancelled"
  | "already_withdrawn"
  | "not_found";

export interface FieldError {
  code: SupplyErrorCode;
  values?: Record<string, string | number>;
}

/** Field name → its error; "form" for what belongs to no one field. */
export type FieldErrors = Record<string, FieldError>;

export type SupplyWarningCode = "block_overlap" | "booked_overlap" | "published_overlap" | "future_bookings";

export interface SupplyWarning {
  code: SupplyWarningCode;
  values: Record<string, string | number>;
}

export type SupplyOutcome<T> =
  | { ok: true; value: T }
  /** `warnings` without errors: allowed once confirmed (send `confirm` with the form again). */
  | { ok: false; errors: FieldErrors; warnings: SupplyWarning[] };

/** Who writes, when, and what the write must tell the engine afterwards. */
export interface SupplyContext {
  db: AppDatabase;
  airport: (icao: string) => Airport | undefined;
  /** The engine's `services.charter.invalidate`: called after every committed write. */
  invalidate: () => void;
  staffId: string;
  clientAddress: string | null;
  now: Date;
  /** The closed-airport and airspace rules; read from the database when not given. */
  ruleBook?: Pick<RuleBook, "legAllowed">;
}

// ---------------------------------------------------------------------------------------------
// Parsing what was typed

const ERROR_CODES = new Set<string>([
  "required",
  "too_long",
  "invalid",
  "tail_format",
  "operator_id_format",
  "country_unknown",
  "seats_range",
  "year_range",
  "later_year_range",
  "hourly_rate_range",
  "overnight_rate_range",
  "kind",
  "datetime_format",
  "price_range",
  "discount_range",
]);

/** The bounds a range message names, by code. */
function rangeValues(code: string, thisYear: number): FieldError["values"] {
  switch (code) {
    case "year_range":
      return { min: SUPPLY_LIMITS.firstYear, max: thisYear };
    case "hourly_rate_range":
      return SUPPLY_LIMITS.hourlyRateEur;
    case "overnight_rate_range":
      return SUPPLY_LIMITS.overnightRateEur;
    case "price_range":
      return SUPPLY_LIMITS.legPriceEur;
    case "discount_range":
      return SUPPLY_LIMITS.discountPercent;
    default:
      return undefined;
  }
}

function issuesToErrors(error: z.ZodError, thisYear: number): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    const code = (ERROR_CODES.has(issue.message) ? issue.message : "invalid") as SupplyErrorCode;
    const values =
      code === "too_long" && issue.code === "too_big"
        ? { max: Number(issue.maximum) }
        : rangeValues(code, thisYear);
    errors[field] = values ? { code, values } : { code };
  }
  return errors;
}

const blank = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** A whole number typed into a field: blank is absent, anything else not digits is NaN. */
const wholeNumber = (value: unknown): unknown => {
  const text = blank(value);
  if (typeof text !== "string") return text;
  const digits = text.replace(/[\s\u00a0]/g, "");
  return /^[+-]?\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

const text = (max: number, code: SupplyErrorCode = "too_long") =>
  z.preprocess(
    blank,
    z.string({ required_error: "required", invalid_type_error: "required" }).max(max, code),
  );

const optionalText = (max: number) => z.preprocess(blank, z.string().max(max, "too_long").optional());

const integer = (min: number, max: number, code: SupplyErrorCode) =>
  z.preprocess(
    wholeNumber,
    z
      .number({ required_error: "required", invalid_type_error: code })
      .int(code)
      .min(min, code)
      .max(max, code),
  );

const upperCode = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);
const icao = z.preprocess(
  upperCode,
  z
    .string({ required_error: "required" })
    .min(1, "required")
    .regex(/^[A-Z0-9]{4}$/, "invalid"),
);
const checkbox = z.preprocess((value) => value === "on" || value === "yes" || value === "true", z.boolean());
const localDateTime = z.preprocess(
  blank,
  z
    .string({ required_error: "required", invalid_type_error: "required" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "datetime_format"),
);

/**
 * Registration marks (ICAO Annex 7): a nationality mark of one to three characters, one hyphen,
 * the registration: RA-67470, 4K-AZ888, M-ABCD, OK-JFA, EW-435PC. Stored upper-cased.
 */
export const TAIL_NUMBER = /^(?=[A-Z0-9]{0,2}[A-Z])[A-Z0-9]{1,3}-[A-Z0-9]{1,6}$/;
export const OPERATOR_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** ISO 3166-1 alpha-2 codes the platform knows, less the user-assigned and grouping ones. */
const NOT_COUNTRIES = new Set(["ZZ", "EU", "EZ", "UN", "QO", "XK"]);
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

const operatorFields = {
  name: text(SUPPLY_LIMITS.nameMax),
  nameRu: text(SUPPLY_LIMITS.nameMax),
  country: z.preprocess(
    upperCode,
    z
      .string({ required_error: "required" })
      .min(1, "required")
      .refine((code) => isCountryCode(code), "country_unknown"),
  ),
};
const operatorCreateSchema = z.object({
  id: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ required_error: "required" })
      .min(1, "required")
      .max(40, "operator_id_format")
      .regex(OPERATOR_ID, "operator_id_format"),
  ),
  ...operatorFields,
});
const operatorUpdateSchema = z.object({ id: z.string().min(1, "required"), ...operatorFields });

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

const blockSchema = z.object({
  tailNumber: text(20),
  kind: z.enum(["busy", "maintenance"], { errorMap: () => ({ message: "kind" }) }),
  airportIcao: icao,
  startsAt: localDateTime,
  endsAt: localDateTime,
  note: optionalText(SUPPLY_LIMITS.noteMax),
  confirm: checkbox,
});

const legSchema = z.object({
  tailNumber: text(20),
  fromIcao: icao,
  toIcao: icao,
  windowStart: localDateTime,
  windowEnd: localDateTime,
  priceEur: z.preprocess(
    wholeNumber,
    z
      .number({ invalid_type_error: "price_range" })
      .int("price_range")
      .min(SUPPLY_LIMITS.legPriceEur.min, "price_range")
      .max(SUPPLY_LIMITS.legPriceEur.max, "price_range")
      .optional(),
  ),
  discountPercent: z.preprocess(
    wholeNumber,
    z
      .number({ invalid_type_error: "discount_range" })
      .int("discount_range")
      .min(SUPPLY_LIMITS.discountPercent.min, "discount_range")
      .max(SUPPLY_LIMITS.discountPercent.max, "discount_range")
      .optional(),
  ),
  note: optionalText(SUPPLY_LIMITS.noteMax),
  confirm: checkbox,
});

const failed = <T>(errors: FieldErrors, warnings: SupplyWarning[] = []): SupplyOutcome<T> => ({
  ok: false,
  errors,
  warnings,
});

/** The year of `now` (UTC): an airframe cannot be newer. */
const yearOf = (now: Date) => now.getUTCFullYear();

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

async function commit<T>(context: SupplyContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await context.db.transaction(work);
  context.invalidate();
  return result;
}

const audit = (context: SupplyContext) => ({
  staffId: context.staffId,
  clientAddress: context.clientAddress,
  at: context.now,
});

// ---------------------------------------------------------------------------------------------
// Operators

export type OperatorRow = typeof operators.$inferSelect;

export async function createOperator(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<OperatorRow>> {
  const parsed = operatorCreateSchema.safeParse(input);
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const row = parsed.data;
  const [existing] = await context.db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.id, row.id));
  if (existing) return failed({ id: { code: "operator_taken" } });
  const created = await commit(context, async (tx) => {
    const [inserted] = await tx.insert(operators).values(row).onConflictDoNothing().returning();
    if (!inserted) return null;
    await recordAudit(tx, {
      ...audit(context),
      action: "operator.create",
      entity: "operator",
      entityId: row.id,
      after: inserted,
    });
    return inserted;
  });
  return created ? { ok: true, value: created } : failed({ id: { code: "operator_taken" } });
}

export async function updateOperator(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<OperatorRow>> {
  const parsed = operatorUpdateSchema.safeParse(input);
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const { id, ...fields } = parsed.data;
  const updated = await commit(context, async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for("update");
    if (!before) return null;
    const [after] = await tx.update(operators).set(fields).where(eq(operators.id, id)).returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "operator.update",
      entity: "operator",
      entityId: id,
      before,
      after,
    });
    return after ?? null;
  });
  return updated ? { ok: true, value: updated } : failed({ form: { code: "not_found" } });
}

// ---------------------------------------------------------------------------------------------
// Aircraft

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
    context.db.select({ id: operators.id }).from(operators).where(eq(operators.id, row.operatorId)),
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
    isHouseFleet: data.isHouseFleet,
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
  const updated = await commit(context, async (tx) => {
    const [before] = await tx
      .select()
      .from(aircraft)
      .where(eq(aircraft.tailNumber, tailNumber))
      .for("update");
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
        isHouseFleet: data.isHouseFleet,
      })
      .where(eq(aircraft.tailNumber, tailNumber))
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
  const [current] = await context.db.select().from(aircraft).where(eq(aircraft.tailNumber, tailNumber));
  if (!current) return failed({ form: { code: "not_found" } });
  if (!current.active) return failed({ form: { code: "already_retired" } });
  const booked = await futureBookings(context.db, tailNumber, context.now);
  if (booked > 0 && !confirmed) return failed({}, [{ code: "future_bookings", values: { count: booked } }]);
  const retired = await commit(context, async (tx) => {
    const [after] = await tx
      .update(aircraft)
      .set({ active: false, retiredAt: context.now })
      .where(and(eq(aircraft.tailNumber, tailNumber), eq(aircraft.active, true)))
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
  const result = await commit(context, async (tx) => {
    const [before] = await tx
      .select()
      .from(aircraft)
      .where(eq(aircraft.tailNumber, tailNumber))
      .for("update");
    if (!before) return "not_found" as const;
    if (before.active) return "not_retired" as const;
    const [after] = await tx
      .update(aircraft)
      .set({ active: true, retiredAt: null })
      .where(eq(aircraft.tailNumber, tailNumber))
      .returning();
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

// ---------------------------------------------------------------------------------------------
// Availability blocks

export type BlockRow = typeof availabilityBlocks.$inferSelect;

/** A wall-clock time typed at an airport, as an instant; null when it does not parse. */
function atAirport(local: string, timeZone: string): Date | null {
  try {
    const instant = fromLocalIso(local, timeZone);
    return Number.isNaN(instant.getTime()) ? null : instant;
  } catch {
    return null;
  }
}

/** The other things that hold an aircraft in `[from, to)`: for the warnings of blocks and legs. */
async function overlaps(
  db: Pick<AppDatabase, "select">,
  tailNumber: string,
  from: Date,
  to: Date,
): Promise<{ blocks: number; booked: number; published: number }> {
  const [[blocks], [booked], [published]] = await Promise.all([
    db
      .select({ n: count() })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.tailNumber, tailNumber),
          isNull(availabilityBlocks.cancelledAt),
          lt(availabilityBlocks.startsAt, to),
          gt(availabilityBlocks.endsAt, from),
        ),
      ),
    db
      .select({ n: count() })
      .from(scheduleLegs)
      .where(
        and(
          eq(scheduleLegs.tailNumber, tailNumber),
          eq(scheduleLegs.kind, "charter"),
          lt(scheduleLegs.departsAt, to),
          gt(scheduleLegs.arrivesAt, from),
        ),
      ),
    db
      .select({ n: count() })
      .from(publishedEmptyLegs)
      .where(
        and(
          eq(publishedEmptyLegs.tailNumber, tailNumber),
          isNull(publishedEmptyLegs.withdrawnAt),
          lt(publishedEmptyLegs.windowStart, to),
          gt(publishedEmptyLegs.windowEnd, from),
        ),
      ),
  ]);
  return { blocks: blocks?.n ?? 0, booked: booked?.n ?? 0, published: published?.n ?? 0 };
}

/**
 * Takes an aircraft out of the market from–to at an airport. Times are typed as the airport's
 * local wall clock. Overlapping another block or a booked flight is allowed once confirmed: a
 * maintenance slot may well follow a charter that ends at the same airport.
 */
export async function createBlock(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<BlockRow>> {
  const parsed = blockSchema.safeParse(input);
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const data = parsed.data;
  const errors: FieldErrors = {};
  const [plane] = await context.db.select().from(aircraft).where(eq(aircraft.tailNumber, data.tailNumber));
  if (!plane) errors.tailNumber = { code: "unknown_aircraft" };
  else if (!plane.active) errors.tailNumber = { code: "aircraft_retired" };
  const airport = context.airport(data.airportIcao);
  if (!airport) {
    errors.airportIcao = { code: "unknown_airport", values: { icao: data.airportIcao } };
    return failed(errors);
  }
  const startsAt = atAirport(data.startsAt, airport.tz);
  const endsAt = atAirport(data.endsAt, airport.tz);
  if (!startsAt) errors.startsAt = { code: "datetime_format" };
  if (!endsAt) errors.endsAt = { code: "datetime_format" };
  if (startsAt && endsAt) {
    const now = context.now.getTime();
    if (endsAt <= startsAt) errors.endsAt = { code: "ends_before_start" };
    else if (endsAt.getTime() <= now) errors.endsAt = { code: "ends_in_past" };
    else if (endsAt.getTime() - startsAt.getTime() > SUPPLY_LIMITS.blockMaxDays * DAY) {
      errors.endsAt = { code: "block_too_long", values: { days: SUPPLY_LIMITS.blockMaxDays } };
    }
    if (startsAt.getTime() < now - SUPPLY_LIMITS.blockPastGraceMs)
      errors.startsAt = { code: "starts_too_early" };
    else if (startsAt.getTime() > now + SUPPLY_LIMITS.blockHorizonDays * DAY) {
      errors.startsAt = { code: "block_too_far", values: { days: SUPPLY_LIMITS.blockHorizonDays } };
    }
  }
  if (Object.keys(errors).length > 0 || !startsAt || !endsAt) return failed(errors);

  if (!data.confirm) {
    const found = await overlaps(context.db, data.tailNumber, startsAt, endsAt);
    const warnings: SupplyWarning[] = [];
    if (found.blocks > 0) warnings.push({ code: "block_overlap", values: { count: found.blocks } });
    if (found.booked > 0) warnings.push({ code: "booked_overlap", values: { count: found.booked } });
    if (warnings.length > 0) return failed({}, warnings);
  }
  const row = {
    id: newId(),
    tailNumber: data.tailNumber,
    kind: data.kind,
    airportIcao: airport.icao,
    startsAt,
    endsAt,
    note: data.note ?? null,
    createdBy: context.staffId,
    createdAt: context.now,
  };
  const created = await commit(context, async (tx) => {
    const [inserted] = await tx.insert(availabilityBlocks).values(row).returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "block.create",
      entity: "block",
      entityId: row.id,
      after: inserted,
    });
    return inserted!;
  });
  return { ok: true, value: created };
}

/** Lifts a block before its end; the row stays, marked cancelled. */
export async function cancelBlock(context: SupplyContext, id: string): Promise<SupplyOutcome<BlockRow>> {
  const result = await commit(context, async (tx) => {
    const [before] = await tx
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.id, id))
      .for("update");
    if (!before) return "not_found" as const;
    if (before.cancelledAt) return "already_cancelled" as const;
    const [after] = await tx
      .update(availabilityBlocks)
      .set({ cancelledAt: context.now })
      .where(eq(availabilityBlocks.id, id))
      .returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "block.cancel",
      entity: "block",
      entityId: id,
      before: { cancelledAt: null },
      after: { cancelledAt: after!.cancelledAt },
    });
    return after!;
  });
  return typeof result === "string" ? failed({ form: { code: result } }) : { ok: true, value: result };
}

// ---------------------------------------------------------------------------------------------
// Published empty legs

export type PublishedLegRow = typeof publishedEmptyLegs.$inferSelect;

/**
 * Publishes an empty leg an operator announced: the aircraft flies from–to, leaving within the
 * window (typed in the departure airport's local time), at a price or a discount. Refused when the
 * aircraft cannot fly it (out of its type's range) or may not (the closed-airport and airspace
 * rules, the same rule book that filters every search); a window over a block, a booked flight or
 * another published leg of the aircraft is allowed once confirmed.
 */
export async function publishEmptyLeg(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<PublishedLegRow>> {
  const parsed = legSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : issuesToErrors(parsed.error, yearOf(context.now));
  // "Exactly one of price or discount" is a rule of the pair; say it even beside other errors.
  const price = wholeNumber(input.priceEur);
  const discount = wholeNumber(input.discountPercent);
  if ((price === undefined) === (discount === undefined)) errors.priceEur ??= { code: "price_or_discount" };
  if (!parsed.success || Object.keys(errors).length > 0) return failed(errors);
  const data = parsed.data;

  const [plane] = await context.db
    .select({ aircraft, rangeKm: aircraftTypes.rangeKm, aocCountry: operators.country })
    .from(aircraft)
    .innerJoin(aircraftTypes, eq(aircraft.typeId, aircraftTypes.id))
    .innerJoin(operators, eq(aircraft.operatorId, operators.id))
    .where(eq(aircraft.tailNumber, data.tailNumber));
  if (!plane) errors.tailNumber = { code: "unknown_aircraft" };
  else if (!plane.aircraft.active) errors.tailNumber = { code: "aircraft_retired" };
  const from = context.airport(data.fromIcao);
  const to = context.airport(data.toIcao);
  if (!from) errors.fromIcao = { code: "unknown_airport", values: { icao: data.fromIcao } };
  if (!to) errors.toIcao = { code: "unknown_airport", values: { icao: data.toIcao } };
  else if (data.fromIcao === data.toIcao) errors.toIcao = { code: "same_airports" };
  if (!from) return failed(errors);

  const windowStart = atAirport(data.windowStart, from.tz);
  const windowEnd = atAirport(data.windowEnd, from.tz);
  if (!windowStart) errors.windowStart = { code: "datetime_format" };
  if (!windowEnd) errors.windowEnd = { code: "datetime_format" };
  if (windowStart && windowEnd) {
    if (windowEnd <= windowStart) errors.windowEnd = { code: "ends_before_start" };
    else if (windowEnd.getTime() - windowStart.getTime() > SUPPLY_LIMITS.legMaxWindowHours * HOUR) {
      errors.windowEnd = { code: "window_too_long", values: { hours: SUPPLY_LIMITS.legMaxWindowHours } };
    } else if (windowEnd.getTime() > context.now.getTime() + SUPPLY_LIMITS.legHorizonDays * DAY) {
      errors.windowEnd = { code: "window_too_far", values: { days: SUPPLY_LIMITS.legHorizonDays } };
    }
    if (windowStart <= context.now) errors.windowStart = { code: "window_in_past" };
  }
  if (plane && to && !errors.toIcao) {
    const distanceKm = Math.round(greatCircleKm(from, to));
    if (distanceKm > plane.rangeKm) {
      errors.toIcao = { code: "beyond_range", values: { distance: distanceKm, range: plane.rangeKm } };
    } else {
      const rules = context.ruleBook ?? (await loadRuleBook(context.db, context.now));
      const allowed = rules.legAllowed(
        { aocCountry: plane.aocCountry, tailNumber: plane.aircraft.tailNumber },
        { icao: from.icao, country: from.country },
        { icao: to.icao, country: to.country },
      );
      if (!allowed) errors.toIcao = { code: "route_forbidden" };
    }
  }
  if (Object.keys(errors).length > 0 || !windowStart || !windowEnd) return failed(errors);

  if (!data.confirm) {
    const found = await overlaps(context.db, data.tailNumber, windowStart, windowEnd);
    const warnings: SupplyWarning[] = [];
    if (found.blocks > 0) warnings.push({ code: "block_overlap", values: { count: found.blocks } });
    if (found.booked > 0) warnings.push({ code: "booked_overlap", values: { count: found.booked } });
    if (found.published > 0) warnings.push({ code: "published_overlap", values: { count: found.published } });
    if (warnings.length > 0) return failed({}, warnings);
  }
  const row = {
    id: newId(),
    tailNumber: data.tailNumber,
    fromIcao: data.fromIcao,
    toIcao: data.toIcao,
    windowStart,
    windowEnd,
    priceEur: data.priceEur ?? null,
    discountPercent: data.priceEur === undefined ? (data.discountPercent ?? null) : null,
    note: data.note ?? null,
    createdBy: context.staffId,
    createdAt: context.now,
  };
  const created = await commit(context, async (tx) => {
    const [inserted] = await tx.insert(publishedEmptyLegs).values(row).returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "empty_leg.publish",
      entity: "empty_leg",
      entityId: row.id,
      after: inserted,
    });
    return inserted!;
  });
  return { ok: true, value: created };
}

/** Takes a published leg off sale; the row stays, marked withdrawn. */
export async function withdrawEmptyLeg(
  context: SupplyContext,
  id: string,
): Promise<SupplyOutcome<PublishedLegRow>> {
  const result = await commit(context, async (tx) => {
    const [before] = await tx
      .select()
      .from(publishedEmptyLegs)
      .where(eq(publishedEmptyLegs.id, id))
      .for("update");
    if (!before) return "not_found" as const;
    if (before.withdrawnAt) return "already_withdrawn" as const;
    const [after] = await tx
      .update(publishedEmptyLegs)
      .set({ withdrawnAt: context.now })
      .where(eq(publishedEmptyLegs.id, id))
      .returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "empty_leg.withdraw",
      entity: "empty_leg",
      entityId: id,
      before: { withdrawnAt: null },
      after: { withdrawnAt: after!.withdrawnAt },
    });
    return after!;
  });
  return typeof result === "string" ? failed({ form: { code: result } }) : { ok: true, value: result };
}

// ---------------------------------------------------------------------------------------------
// What the pages show

/** An airport as the console names it; unknown codes keep only the code. */
export interface AirportLabel {
  icao: string;
  name: string;
  nameRu: string;
  city: string;
  cityRu: string;
  tz: string;
}

function airportLabel(context: Pick<SupplyContext, "airport">, icao: string): AirportLabel {
  const found = context.airport(icao);
  return found
    ? {
        icao,
        name: found.name,
        nameRu: found.name_rus,
        city: found.city,
        cityRu: found.city_rus,
        tz: found.tz,
      }
    : { icao, name: icao, nameRu: icao, city: "", cityRu: "", tz: "UTC" };
}

/** A moment as the airport's clock shows it: "2026-12-05 10:00" and "UTC+3". */
export interface LocalTime {
  iso: string;
  local: string;
  zone: string;
}

export function localTime(instant: Date, timeZone: string): LocalTime {
  const local = toLocalIso(instant, timeZone);
  const offsetMinutes = Math.round(
    (Date.parse(`${local}Z`) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? "−" : "+";
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const zone =
    offsetMinutes === 0
      ? "UTC"
      : `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
  return { iso: instant.toISOString(), local: `${local.slice(0, 10)} ${local.slice(11, 16)}`, zone };
}

const isAircraftClass = (value: string): value is AircraftClass =>
  (AIRCRAFT_CLASSES as readonly string[]).includes(value);

export interface OperatorListItem extends OperatorRow {
  aircraftCount: number;
  activeCount: number;
  /** What the engine multiplies hourly rates by for this certificate's market (fleet/market-rates.ts). */
  marketFactor: number;
}

export async function listOperators(db: Pick<AppDatabase, "select">): Promise<OperatorListItem[]> {
  const rows = await db
    .select({
      operator: operators,
      aircraftCount: count(aircraft.tailNumber),
      activeCount: sql<number>`count(*) filter (where ${aircraft.active})`.mapWith(Number),
    })
    .from(operators)
    .leftJoin(aircraft, eq(aircraft.operatorId, operators.id))
    .groupBy(operators.id)
    .orderBy(asc(operators.name));
  return rows.map((row) => ({
    ...row.operator,
    aircraftCount: row.aircraftCount,
    activeCount: row.activeCount,
    marketFactor: marketRateFactor(row.operator.country),
  }));
}

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

export async function listAircraft(
  context: Pick<SupplyContext, "db" | "airport">,
  filter: { tailNumber?: string } = {},
): Promise<AircraftListItem[]> {
  const rows = await context.db
    .select({ aircraft, type: aircraftTypes, operator: operators })
    .from(aircraft)
    .innerJoin(aircraftTypes, eq(aircraft.typeId, aircraftTypes.id))
    .innerJoin(operators, eq(aircraft.operatorId, operators.id))
    .where(filter.tailNumber ? eq(aircraft.tailNumber, filter.tailNumber) : undefined)
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

export type BlockStatus = "active" | "upcoming" | "ended" | "cancelled";

export interface BlockListItem {
  id: string;
  tailNumber: string;
  kind: BlockRow["kind"];
  airport: AirportLabel;
  startsAt: LocalTime;
  endsAt: LocalTime;
  note: string | null;
  status: BlockStatus;
  cancelledAt: Date | null;
}

/** How long ended and cancelled blocks stay in the lists. */
const RECENT_MS = 14 * DAY;

/**
 * Blocks in force or ahead, then those that ended or were cancelled in the last two weeks, for one
 * aircraft or all.
 */
export async function listBlocks(
  context: Pick<SupplyContext, "db" | "airport" | "now">,
  filter: { tailNumber?: string } = {},
): Promise<BlockListItem[]> {
  const recent = new Date(context.now.getTime() - RECENT_MS);
  const rows = await context.db
    .select()
    .from(availabilityBlocks)
    .where(
      and(
        filter.tailNumber ? eq(availabilityBlocks.tailNumber, filter.tailNumber) : undefined,
        gte(availabilityBlocks.endsAt, recent),
        or(isNull(availabilityBlocks.cancelledAt), gte(availabilityBlocks.cancelledAt, recent)),
      ),
    )
    .orderBy(asc(availabilityBlocks.startsAt))
    .limit(500);
  const items = rows.map((row): BlockListItem => {
    const airport = airportLabel(context, row.airportIcao);
    const status: BlockStatus = row.cancelledAt
      ? "cancelled"
      : row.endsAt <= context.now
        ? "ended"
        : row.startsAt <= context.now
          ? "active"
          : "upcoming";
    return {
      id: row.id,
      tailNumber: row.tailNumber,
      kind: row.kind,
      airport,
      startsAt: localTime(row.startsAt, airport.tz),
      endsAt: localTime(row.endsAt, airport.tz),
      note: row.note,
      status,
      cancelledAt: row.cancelledAt,
    };
  });
  const live = (status: BlockStatus) => status === "active" || status === "upcoming";
  return [...items.filter((item) => live(item.status)), ...items.filter((item) => !live(item.status))];
}

export type PublishedLegStatus = "on_sale" | "departed" | "withdrawn";

export interface PublishedLegListItem {
  id: string;
  tailNumber: string;
  typeName: string;
  from: AirportLabel;
  to: AirportLabel;
  windowStart: LocalTime;
  windowEnd: LocalTime;
  priceEur: number | null;
  discountPercent: number | null;
  note: string | null;
  status: PublishedLegStatus;
}

/** Legs on sale, then those withdrawn or past in the last two weeks, for one aircraft or all. */
export async function listPublishedLegs(
  context: Pick<SupplyContext, "db" | "airport" | "now">,
  filter: { tailNumber?: string } = {},
): Promise<PublishedLegListItem[]> {
  const recent = new Date(context.now.getTime() - RECENT_MS);
  const rows = await context.db
    .select({ leg: publishedEmptyLegs, typeName: aircraftTypes.name })
    .from(publishedEmptyLegs)
    .innerJoin(aircraft, eq(publishedEmptyLegs.tailNumber, aircraft.tailNumber))
    .innerJoin(aircraftTypes, eq(aircraft.typeId, aircraftTypes.id))
    .where(
      and(
        filter.tailNumber ? eq(publishedEmptyLegs.tailNumber, filter.tailNumber) : undefined,
        gte(publishedEmptyLegs.windowEnd, recent),
      ),
    )
    .orderBy(asc(publishedEmptyLegs.windowStart))
    .limit(500);
  const items = rows.map(({ leg, typeName }): PublishedLegListItem => {
    const from = airportLabel(context, leg.fromIcao);
    const to = airportLabel(context, leg.toIcao);
    const status: PublishedLegStatus = leg.withdrawnAt
      ? "withdrawn"
      : leg.windowEnd <= context.now
        ? "departed"
        : "on_sale";
    return {
      id: leg.id,
      tailNumber: leg.tailNumber,
      typeName,
      from,
      to,
      windowStart: localTime(leg.windowStart, from.tz),
      windowEnd: localTime(leg.windowEnd, from.tz),
      priceEur: leg.priceEur,
      discountPercent: leg.discountPercent,
      note: leg.note,
      status,
    };
  });
  return [
    ...items.filter((item) => item.status === "on_sale"),
    ...items.filter((item) => item.status !== "on_sale"),
  ];
}

/** The changes recorded for one aircraft, newest first. */
export function aircraftHistory(db: Pick<AppDatabase, "select">, tailNumber: string): Promise<AuditRow[]> {
  return readAudit(db, { entity: "aircraft", entityId: tailNumber, limit: 20 });
}
