import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { newId } from "../../ids";
import { aircraft, availabilityBlocks } from "~/db/schema";
import { recordAudit } from "../audit.server";
import {
  DAY,
  SUPPLY_LIMITS,
  atAirport,
  checkbox,
  failed,
  icao,
  issuesToErrors,
  localDateTime,
  optionalText,
  text,
  yearOf,
  type FieldErrors,
  type SupplyOutcome,
  type SupplyWarning,
} from "./fields";
import {
  RECENT_MS,
  airportLabel,
  audit,
  commit,
  localTime,
  overlaps,
  softDelete,
  aircraftInScope,
  tailInScope,
  type AirportLabel,
  type LocalTime,
  type SupplyContext,
  type Tx,
} from "./shared.server";

/**
 * The availability blocks of the supply (issue 18, item 3): an aircraft taken out of the market
 * from–to at an airport, busy or in maintenance; created and cancelled by a supervisor, and the
 * list the console shows. An operator's member (issue 27, item 1) sees and changes the blocks of
 * its own aircraft only: another's reads as absent.
 */

const blockSchema = z.object({
  tailNumber: text(20),
  kind: z.enum(["busy", "maintenance"], { errorMap: () => ({ message: "kind" }) }),
  airportIcao: icao,
  startsAt: localDateTime,
  endsAt: localDateTime,
  note: optionalText(SUPPLY_LIMITS.noteMax),
  confirm: checkbox,
});

export type BlockRow = typeof availabilityBlocks.$inferSelect;

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
  const [plane] = await context.db
    .select()
    .from(aircraft)
    .where(and(eq(aircraft.tailNumber, data.tailNumber), aircraftInScope(context.scope)));
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

/** Lifts a block before its end; the row stays, marked cancelled. Another operator's: not found. */
export function cancelBlock(context: SupplyContext, id: string): Promise<SupplyOutcome<BlockRow>> {
  const mine = (db: Pick<Tx, "select">) =>
    and(eq(availabilityBlocks.id, id), tailInScope(db, availabilityBlocks.tailNumber, context.scope));
  return softDelete(context, id, {
    entity: "block",
    action: "block.cancel",
    stamp: "cancelledAt",
    already: "already_cancelled",
    lock: async (tx) => {
      const [row] = await tx.select().from(availabilityBlocks).where(mine(tx)).for("update");
      return row;
    },
    mark: async (tx, at) => {
      const [row] = await tx.update(availabilityBlocks).set({ cancelledAt: at }).where(mine(tx)).returning();
      return row;
    },
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

/**
 * Blocks in force or ahead, then those that ended or were cancelled in the last two weeks, for one
 * aircraft or all.
 */
export async function listBlocks(
  context: Pick<SupplyContext, "db" | "airport" | "now" | "scope">,
  filter: { tailNumber?: string } = {},
): Promise<BlockListItem[]> {
  const recent = new Date(context.now.getTime() - RECENT_MS);
  const rows = await context.db
    .select()
    .from(availabilityBlocks)
    .where(
      and(
        tailInScope(context.db, availabilityBlocks.tailNumber, context.scope),
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
