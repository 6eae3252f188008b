import { and, asc, count, eq, sql } from "drizzle-orm";
import { isTimeZone } from "../operator-answer";
import { z } from "zod";
import { marketRateFactor } from "../../fleet/market-rates";
import { normalisePhone } from "../../ordering/phone";
import { aircraft, operators } from "~/db/schema";
import { isValidEmail } from "~/utils/email";
import { recordAudit } from "../audit.server";
import {
  OPERATOR_ID,
  SUPPLY_LIMITS,
  failed,
  isCountryCode,
  issuesToErrors,
  optionalInteger,
  text,
  upperCode,
  yearOf,
  type SupplyOutcome,
} from "./fields";
import { audit, commit, operatorInScope, type SupplyContext } from "./shared.server";

/**
 * The operators of the supply (issue 18, item 3): the air operator certificates the aircraft fly
 * under, added and edited by a supervisor, and the list the console shows with their fleets. An
 * operator's own member (issue 27, item 1) edits its terms, never its name or certificate country
 * (the country sets its market's rates and the airspace rules its aircraft fly under).
 */

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
/** "HH:MM", 00:00–23:59; left out, kept. */
const clockTime = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time_format")
    .optional(),
);

/**
 * A contact typed into the form: normalised (an e-mail lower-cased, a phone in E.164); a field
 * sent blank clears it (null); a field left out keeps its value (undefined).
 */
function contact(normalise: (value: string) => string | null, code: "email_format" | "phone_format") {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string()
      .max(254, "too_long")
      .transform((value, context) => {
        if (value === "") return null;
        const normal = normalise(value);
        if (normal === null) context.addIssue({ code: z.ZodIssueCode.custom, message: code });
        return normal;
      })
      .optional(),
  );
}

/**
 * The operator's dispatch terms (issue 26, items 3, 5 and 6). Left out, a new operator gets the
 * engine's defaults (the columns' defaults) and an edit keeps what was there; the daily minimum
 * left blank is the class's (engine/dispatch.ts dailyMinimumMinutes).
 */
const L = SUPPLY_LIMITS;
const termFields = {
  noticeDomesticMinutes: optionalInteger(L.noticeMinutes.min, L.noticeMinutes.max, "notice_range"),
  noticeInternationalMinutes: optionalInteger(L.noticeMinutes.min, L.noticeMinutes.max, "notice_range"),
  peakSurchargePercent: optionalInteger(
    L.peakSurchargePercent.min,
    L.peakSurchargePercent.max,
    "surcharge_range",
  ),
  peakNoticeHours: optionalInteger(L.peakNoticeHours.min, L.peakNoticeHours.max, "peak_notice_range"),
  dailyMinimumMinutes: optionalInteger(
    L.dailyMinimumMinutes.min,
    L.dailyMinimumMinutes.max,
    "daily_minimum_range",
  ).transform((value) => value ?? null),
  /*
   * Issue 27, item 3: how long the operator has to answer a pre-order on its aircraft, counted in
   * its working hours and time zone; and where the outbox reaches it.
   */
  responseMinutes: optionalInteger(L.responseMinutes.min, L.responseMinutes.max, "response_range"),
  workingHoursStart: clockTime,
  workingHoursEnd: clockTime,
  timeZone: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string().refine(isTimeZone, "time_zone_unknown").optional(),
  ),
  contactEmail: contact((value) => (isValidEmail(value) ? value.toLowerCase() : null), "email_format"),
  contactPhone: contact(normalisePhone, "phone_format"),
};

/** The fields of a parsed form that were given, so that one left out keeps its value. */
const given = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
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
  ...termFields,
});
const operatorUpdateSchema = z.object({
  id: z.string().min(1, "required"),
  ...operatorFields,
  ...termFields,
});
/** What an operator's own member may change of it (issue 27, item 1): its terms and contacts. */
const operatorTermsSchema = z.object({
  id: z.string().min(1, "required"),
  ...termFields,
});

export type OperatorRow = typeof operators.$inferSelect;

/**
 * Adds an operator: a supervisor's alone (an operator's member gets "not found", as for anything
 * outside its scope). `origin.leadId` names the partner enquiry it came from (issue 27, item 1).
 */
export async function createOperator(
  context: SupplyContext,
  input: Record<string, unknown>,
  origin: { leadId?: string } = {},
): Promise<SupplyOutcome<OperatorRow>> {
  if (context.scope.kind !== "house") return failed({ form: { code: "not_found" } });
  const parsed = operatorCreateSchema.safeParse(input);
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const row = { ...given(parsed.data), leadId: origin.leadId ?? null, createdAt: context.now };
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
  // A member of the operator edits its terms only; the name and country stay the supervisors'.
  const parsed = (context.scope.kind === "house" ? operatorUpdateSchema : operatorTermsSchema).safeParse(
    input,
  );
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const { id, ...fields } = parsed.data;
  const mine = and(eq(operators.id, id), operatorInScope(context.scope));
  const updated = await commit(context, async (tx) => {
    const [before] = await tx.select().from(operators).where(mine).for("update");
    if (!before) return null;
    const [after] = await tx.update(operators).set(given(fields)).where(mine).returning();
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

export interface OperatorListItem extends OperatorRow {
  aircraftCount: number;
  activeCount: number;
  /** What the engine multiplies hourly rates by for this certificate's market (fleet/market-rates.ts). */
  marketFactor: number;
}

/**
 * Switches an operator off (its aircraft leave the market, its members are signed out and cannot
 * sign in) or back on (issue 27, item 1). A supervisor's alone.
 */
export async function setOperatorActive(
  context: SupplyContext,
  id: string,
  active: boolean,
): Promise<SupplyOutcome<OperatorRow>> {
  if (context.scope.kind !== "house") return failed({ form: { code: "not_found" } });
  const result = await commit(context, async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for("update");
    if (!before) return "not_found" as const;
    if (before.active === active) return active ? ("already_active" as const) : ("already_inactive" as const);
    const [after] = await tx.update(operators).set({ active }).where(eq(operators.id, id)).returning();
    await recordAudit(tx, {
      ...audit(context),
      action: active ? "operator.activate" : "operator.deactivate",
      entity: "operator",
      entityId: id,
      before: { active: before.active },
      after: { active },
    });
    return after!;
  });
  return typeof result === "string" ? failed({ form: { code: result } }) : { ok: true, value: result };
}

/** The operators of the scope (a member's: its own one) with the size of their fleets. */
export async function listOperators(
  context: Pick<SupplyContext, "db" | "scope">,
  filter: { id?: string } = {},
): Promise<OperatorListItem[]> {
  const rows = await context.db
    .select({
      operator: operators,
      aircraftCount: count(aircraft.tailNumber),
      activeCount: sql<number>`count(*) filter (where ${aircraft.active})`.mapWith(Number),
    })
    .from(operators)
    .leftJoin(aircraft, eq(aircraft.operatorId, operators.id))
    .where(and(operatorInScope(context.scope), filter.id ? eq(operators.id, filter.id) : undefined))
    .groupBy(operators.id)
    .orderBy(asc(operators.name));
  return rows.map((row) => ({
    ...row.operator,
    aircraftCount: row.aircraftCount,
    activeCount: row.activeCount,
    marketFactor: marketRateFactor(row.operator.country),
  }));
}
