import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { greatCircleKm } from "../../engine/geo";
import { newId } from "../../ids";
import { loadRuleBook } from "../../restrictions/seed.server";
import { aircraft, aircraftTypes, operators, publishedEmptyLegs } from "~/db/schema";
import { recordAudit } from "../audit.server";
import {
  DAY,
  HOUR,
  SUPPLY_LIMITS,
  atAirport,
  checkbox,
  failed,
  icao,
  issuesToErrors,
  localDateTime,
  optionalText,
  text,
  wholeNumber,
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
 * The empty legs a supervisor publishes by hand (issue 18, item 3): an aircraft flying from–to
 * within a departure window, at a price or a discount; published and withdrawn, and the list the
 * console shows. An operator's member (issue 27, item 1) publishes and withdraws its own
 * aircraft's legs only; each leg records its operator.
 */

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

export type PublishedLegRow = typeof publishedEmptyLegs.$inferSelect;

/** A leg published through the operator API (issue 27, item 4): its key and the caller's own id. */
export interface ApiLegOrigin {
  source: "api";
  externalId: string | null;
  operatorId: string;
  apiKeyId: string;
}

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
  origin?: ApiLegOrigin,
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
    .where(and(eq(aircraft.tailNumber, data.tailNumber), aircraftInScope(context.scope)));
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
  if (Object.keys(errors).length > 0 || !plane || !windowStart || !windowEnd) return failed(errors);

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
    operatorId: plane.aircraft.operatorId,
    createdBy: context.staffId,
    createdAt: context.now,
    ...origin,
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
export function withdrawEmptyLeg(
  context: SupplyContext,
  id: string,
): Promise<SupplyOutcome<PublishedLegRow>> {
  const mine = (db: Pick<Tx, "select">) =>
    and(eq(publishedEmptyLegs.id, id), tailInScope(db, publishedEmptyLegs.tailNumber, context.scope));
  return softDelete(context, id, {
    entity: "empty_leg",
    action: "empty_leg.withdraw",
    stamp: "withdrawnAt",
    already: "already_withdrawn",
    lock: async (tx) => {
      const [row] = await tx.select().from(publishedEmptyLegs).where(mine(tx)).for("update");
      return row;
    },
    mark: async (tx, at) => {
      const [row] = await tx.update(publishedEmptyLegs).set({ withdrawnAt: at }).where(mine(tx)).returning();
      return row;
    },
  });
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
  context: Pick<SupplyContext, "db" | "airport" | "now" | "scope">,
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
        aircraftInScope(context.scope),
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
