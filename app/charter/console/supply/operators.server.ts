import { asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { marketRateFactor } from "../../fleet/market-rates";
import type { AppDatabase } from "~/db/client.server";
import { aircraft, operators } from "~/db/schema";
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
import { audit, commit, type SupplyContext } from "./shared.server";

/**
 * The operators of the supply (issue 18, item 3): the air operator certificates the aircraft fly
 * under, added and edited by a supervisor, and the list the console shows with their fleets.
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

export type OperatorRow = typeof operators.$inferSelect;

export async function createOperator(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<OperatorRow>> {
  const parsed = operatorCreateSchema.safeParse(input);
  if (!parsed.success) return failed(issuesToErrors(parsed.error, yearOf(context.now)));
  const row = given(parsed.data);
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
    const [after] = await tx.update(operators).set(given(fields)).where(eq(operators.id, id)).returning();
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
