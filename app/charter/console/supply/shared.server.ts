import { and, count, eq, gt, inArray, isNull, lt, type SQL } from "drizzle-orm";
import type { Airport } from "../../airports/airports";
import { toLocalIso } from "../../engine/local-time";
import type { RuleBook } from "../../restrictions/rule-book";
import type { AppDatabase } from "~/db/client.server";
import { aircraft, availabilityBlocks, operators, publishedEmptyLegs, scheduleLegs } from "~/db/schema";
import { recordAudit } from "../audit.server";
import type { SupplyScope } from "../scope";
import { DAY, failed, type SupplyErrorCode, type SupplyOutcome } from "./fields";

/**
 * What every supply write and list shares (issue 18, item 3): who writes and when (the context),
 * the transaction that commits a write with its audit entry and then drops the engine's cached
 * market, the one soft delete (a block cancelled, a published leg withdrawn), the overlaps the
 * warnings of blocks and legs name, and the airport names and local times the pages show.
 */

/** Who writes, when, and what the write must tell the engine afterwards. */
export interface SupplyContext {
  db: AppDatabase;
  airport: (icao: string) => Airport | undefined;
  /** The engine's `services.charter.invalidate`: called after every committed write. */
  invalidate: () => void;
  /** Null when no member writes: the operator API's key (issue 27, item 4), named in the row. */
  staffId: string | null;
  clientAddress: string | null;
  now: Date;
  /**
   * Whose supply this context reads and writes (issue 27, item 1; docs/decisions/034): the house
   * (a supervisor) or one operator (its member). Every query below filters by it, so a row of
   * another operator reads as absent: not listed, not changed, "not found".
   */
  scope: SupplyScope;
  /** The closed-airport and airspace rules; read from the database when not given. */
  ruleBook?: Pick<RuleBook, "legAllowed">;
}

/*
 * The scope as SQL (issue 27, item 1). `undefined` for the house: drizzle's `and()` drops it, so a
 * supervisor's query is the one it always was; an operator's gets its condition in the WHERE.
 */

/** Operators inside the scope. */
export function operatorInScope(scope: SupplyScope): SQL | undefined {
  return scope.kind === "house" ? undefined : eq(operators.id, scope.operatorId);
}

/** Aircraft inside the scope. */
export function aircraftInScope(scope: SupplyScope): SQL | undefined {
  return scope.kind === "house" ? undefined : eq(aircraft.operatorId, scope.operatorId);
}

/** Rows keyed by a tail number (blocks, legs) whose aircraft is inside the scope. */
export function tailInScope(
  db: Pick<AppDatabase, "select">,
  column: typeof availabilityBlocks.tailNumber | typeof publishedEmptyLegs.tailNumber,
  scope: SupplyScope,
): SQL | undefined {
  if (scope.kind === "house") return undefined;
  return inArray(
    column,
    db
      .select({ tailNumber: aircraft.tailNumber })
      .from(aircraft)
      .where(eq(aircraft.operatorId, scope.operatorId)),
  );
}

export type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/**
 * Runs one write in one transaction with its audit entry, then drops the engine's cached market
 * (CharterService.invalidate) so the next search sees the change.
 */
export async function commit<T>(context: SupplyContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await context.db.transaction(work);
  context.invalidate();
  return result;
}

/** Who wrote, from where and when: the part of an audit entry every supply write shares. */
export const audit = (context: SupplyContext) => ({
  staffId: context.staffId,
  clientAddress: context.clientAddress,
  at: context.now,
});

/** How one entity is taken back without deleting it: its audit names and its two statements. */
export interface SoftDelete<Row, Stamp extends string> {
  entity: string;
  action: string;
  /** The column stamped with the moment (null while the row is in force). */
  stamp: Stamp;
  /** The form's code when the row was taken back before. */
  already: SupplyErrorCode;
  /** The row, locked for the transaction; undefined when there is none. */
  lock: (tx: Tx) => Promise<Row | undefined>;
  /** Stamps the row with `at` and returns it. */
  mark: (tx: Tx, at: Date) => Promise<Row | undefined>;
}

/**
 * The supply's one soft delete: a block is cancelled, a published leg withdrawn. The row stays for
 * the record, stamped with the moment; who took it back is its audit entry's, written in the same
 * transaction, and the engine is told once it commits. An unknown row, or one taken back before,
 * changes nothing and comes back as the form's error.
 */
export function softDelete<Row extends Record<Stamp, Date | null>, Stamp extends string>(
  context: SupplyContext,
  id: string,
  target: SoftDelete<Row, Stamp>,
): Promise<SupplyOutcome<Row>> {
  return commit(context, async (tx): Promise<SupplyOutcome<Row>> => {
    const before = await target.lock(tx);
    if (!before) return failed({ form: { code: "not_found" } });
    if (before[target.stamp]) return failed({ form: { code: target.already } });
    const after = (await target.mark(tx, context.now))!;
    await recordAudit(tx, {
      ...audit(context),
      action: target.action,
      entity: target.entity,
      entityId: id,
      before: { [target.stamp]: null },
      after: { [target.stamp]: after[target.stamp] },
    });
    return { ok: true, value: after };
  });
}

/** The other things that hold an aircraft in `[from, to)`: for the warnings of blocks and legs. */
export async function overlaps(
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

export function airportLabel(context: Pick<SupplyContext, "airport">, icao: string): AirportLabel {
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

/** How long ended and cancelled blocks stay in the lists. */
export const RECENT_MS = 14 * DAY;
