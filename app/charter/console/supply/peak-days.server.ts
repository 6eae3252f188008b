import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { newId } from "../../ids";
import { peakPeriods, type PeakPeriodRow } from "~/db/schema";
import { recordAudit } from "../audit.server";
import {
  SUPPLY_LIMITS,
  calendarDay,
  failed,
  issuesToErrors,
  optionalText,
  text,
  upperCode,
  yearOf,
  type FieldErrors,
  type SupplyOutcome,
} from "./fields";
import {
  airportLabel,
  audit,
  commit,
  softDelete,
  type AirportLabel,
  type SupplyContext,
} from "./shared.server";

/**
 * The peak-day calendar (issue 26, item 6): periods of whole local days when operators charge
 * their peak-day surcharge and ask for their longer notice (engine/peak-days.ts), at every airport
 * or at those listed. A supervisor adds, edits and removes them; the seed
 * (../../seed/peak-days.ts) starts the calendar with Russia's public holidays. Every write is
 * audited and drops the engine's cached market and days' prices, so the next search and the price
 * calendar see it.
 */

const DAY_MS = 86_400_000;

const periodSchema = z.object({
  nameRu: text(SUPPLY_LIMITS.nameMax),
  nameEn: text(SUPPLY_LIMITS.nameMax),
  firstDay: calendarDay,
  lastDay: calendarDay,
  /** ICAO codes separated by commas or spaces; blank, every airport. */
  airports: z.preprocess(
    (value) => (typeof value === "string" ? upperCode(value) : ""),
    z.string().max(SUPPLY_LIMITS.peakAirportsMax * 6, "airports_format"),
  ),
  source: optionalText(SUPPLY_LIMITS.noteMax),
});

/** Today's date in Moscow, where the desk works: a period that ended before it is history. */
export function moscowToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(now);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** What was typed, checked: the row's fields, or the errors to show. */
function parsePeriod(
  context: SupplyContext,
  input: Record<string, unknown>,
):
  | { ok: true; row: Omit<PeakPeriodRow, "id" | "createdBy" | "createdAt" | "updatedAt" | "cancelledAt"> }
  | {
      ok: false;
      errors: FieldErrors;
    } {
  const parsed = periodSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : issuesToErrors(parsed.error, yearOf(context.now));
  if (!parsed.success) return { ok: false, errors };
  const data = parsed.data;
  const first = dayNumber(data.firstDay);
  const last = dayNumber(data.lastDay);
  const today = dayNumber(moscowToday(context.now));
  if (last < first) errors.lastDay = { code: "last_before_first" };
  else if (last - first + 1 > SUPPLY_LIMITS.peakMaxDays)
    errors.lastDay = { code: "block_too_long", values: { days: SUPPLY_LIMITS.peakMaxDays } };
  else if (last < today) errors.lastDay = { code: "ends_in_past" };
  if (first > today + SUPPLY_LIMITS.peakHorizonDays)
    errors.firstDay = { code: "block_too_far", values: { days: SUPPLY_LIMITS.peakHorizonDays } };

  const codes = [...new Set(data.airports.split(/[\s,;]+/).filter((code) => code !== ""))];
  if (codes.length > SUPPLY_LIMITS.peakAirportsMax || codes.some((code) => !/^[A-Z0-9]{4}$/.test(code))) {
    errors.airports = { code: "airports_format" };
  } else {
    const unknown = codes.find((code) => !context.airport(code));
    if (unknown) errors.airports = { code: "unknown_airport", values: { icao: unknown } };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    row: {
      nameRu: data.nameRu,
      nameEn: data.nameEn,
      firstDay: data.firstDay,
      lastDay: data.lastDay,
      airports: codes,
      source: data.source ?? null,
    },
  };
}

export async function createPeakPeriod(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<PeakPeriodRow>> {
  if (context.scope.kind !== "house") return failed({ form: { code: "not_found" } });
  const parsed = parsePeriod(context, input);
  if (!parsed.ok) return failed(parsed.errors);
  const row = {
    ...parsed.row,
    id: newId(),
    createdBy: context.staffId,
    createdAt: context.now,
    updatedAt: context.now,
  };
  const created = await commit(context, async (tx) => {
    const [inserted] = await tx.insert(peakPeriods).values(row).returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "peak_period.create",
      entity: "peak_period",
      entityId: row.id,
      after: inserted,
    });
    return inserted!;
  });
  return { ok: true, value: created };
}

export async function updatePeakPeriod(
  context: SupplyContext,
  input: Record<string, unknown>,
): Promise<SupplyOutcome<PeakPeriodRow>> {
  if (context.scope.kind !== "house") return failed({ form: { code: "not_found" } });
  const id = typeof input.id === "string" ? input.id : "";
  const parsed = parsePeriod(context, input);
  if (!parsed.ok) return failed(parsed.errors);
  return commit(context, async (tx): Promise<SupplyOutcome<PeakPeriodRow>> => {
    const [before] = await tx.select().from(peakPeriods).where(eq(peakPeriods.id, id)).for("update");
    if (!before) return failed({ form: { code: "not_found" } });
    if (before.cancelledAt) return failed({ form: { code: "already_removed" } });
    const [after] = await tx
      .update(peakPeriods)
      .set({ ...parsed.row, updatedAt: context.now })
      .where(eq(peakPeriods.id, id))
      .returning();
    await recordAudit(tx, {
      ...audit(context),
      action: "peak_period.update",
      entity: "peak_period",
      entityId: id,
      before,
      after,
    });
    return { ok: true, value: after! };
  });
}

/** Takes a period off the calendar; the row stays, stamped. */
export function removePeakPeriod(context: SupplyContext, id: string): Promise<SupplyOutcome<PeakPeriodRow>> {
  // The peak-day calendar is the house's (issue 27: operators keep their surcharge, not the days).
  if (context.scope.kind !== "house") return Promise.resolve(failed({ form: { code: "not_found" } }));
  return softDelete(context, id, {
    entity: "peak_period",
    action: "peak_period.remove",
    stamp: "cancelledAt",
    already: "already_removed",
    lock: async (tx) => {
      const [row] = await tx.select().from(peakPeriods).where(eq(peakPeriods.id, id)).for("update");
      return row;
    },
    mark: async (tx, at) => {
      const [row] = await tx
        .update(peakPeriods)
        .set({ cancelledAt: at, updatedAt: at })
        .where(eq(peakPeriods.id, id))
        .returning();
      return row;
    },
  });
}

export type PeakPeriodStatus = "current" | "upcoming" | "ended" | "removed";

export interface PeakPeriodListItem {
  id: string;
  nameRu: string;
  nameEn: string;
  firstDay: string;
  lastDay: string;
  /** Empty: every airport. */
  airports: AirportLabel[];
  source: string | null;
  status: PeakPeriodStatus;
  days: number;
}

/** How long ended and removed periods stay in the list. */
const HISTORY_DAYS = 60;

/**
 * The calendar as the console lists it: periods in force and ahead, soonest first; then those
 * that ended or were removed in the last two months, latest first.
 */
export async function listPeakPeriods(
  context: Pick<SupplyContext, "db" | "airport" | "now">,
): Promise<PeakPeriodListItem[]> {
  const today = moscowToday(context.now);
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - HISTORY_DAYS * DAY_MS);
  const rows = await context.db
    .select()
    .from(peakPeriods)
    .where(
      and(
        gte(peakPeriods.lastDay, since.toISOString().slice(0, 10)),
        or(isNull(peakPeriods.cancelledAt), gte(peakPeriods.cancelledAt, since)),
      ),
    )
    .orderBy(asc(peakPeriods.firstDay), asc(peakPeriods.id))
    .limit(500);
  const items = rows.map((row): PeakPeriodListItem => ({
    id: row.id,
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    airports: row.airports.map((icao) => airportLabel(context, icao)),
    source: row.source,
    status: row.cancelledAt
      ? "removed"
      : row.lastDay < today
        ? "ended"
        : row.firstDay <= today
          ? "current"
          : "upcoming",
    days: dayNumber(row.lastDay) - dayNumber(row.firstDay) + 1,
  }));
  const live = (item: PeakPeriodListItem) => item.status === "current" || item.status === "upcoming";
  return [...items.filter(live), ...items.filter((item) => !live(item)).reverse()];
}
