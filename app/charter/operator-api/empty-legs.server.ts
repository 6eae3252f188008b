import { and, eq, or } from "drizzle-orm";
import { toLocalIso } from "../engine/local-time";
import { recordAudit } from "../console/audit.server";
import { publishEmptyLeg, type PublishedLegRow } from "../console/supply/empty-legs.server";
import type { FieldError, SupplyErrorCode } from "../console/supply/fields";
import type { EmptyLeg, EmptyLegBody } from "../contract/operator-api";
import { aircraft, publishedEmptyLegs } from "~/db/schema";
import { hasOffset, instantOf, refuse, toUtcIso, type OperatorApiContext } from "./shared.server";

/**
 * POST and DELETE /api/operator/v1/empty-legs (issue 27, item 4): an operator's system publishes
 * and withdraws empty legs of its own aircraft. A leg is checked by the console's own rules
 * (console/supply/empty-legs.server.ts publishEmptyLeg: the window, the price or discount, the
 * aircraft's range, the closed airports and airspace), so a leg is valid the same way whoever
 * types it. Repeating a POST with the same `external_id` (or Idempotency-Key) answers the same
 * leg; repeating a DELETE answers the withdrawn leg.
 */

/** The console form's field names as the API spells them. */
const API_FIELD: Record<string, string> = {
  tailNumber: "tail",
  fromIcao: "from",
  toIcao: "to",
  windowStart: "window_start",
  windowEnd: "window_end",
  priceEur: "price_eur",
  discountPercent: "discount_percent",
  note: "note",
};

/** The console's error codes worded for a developer (the console words them for a person). */
function reason(error: FieldError): string {
  const v = error.values ?? {};
  const words: Partial<Record<SupplyErrorCode, string>> = {
    required: "is required",
    too_long: `must be at most ${String(v.max ?? "")} characters`,
    invalid: "is invalid",
    datetime_format: "is not a valid date and time",
    unknown_airport: "is not an airport we know",
    unknown_aircraft: "is not an aircraft we know",
    aircraft_retired: "is an aircraft taken out of service",
    same_airports: "must differ from `from`",
    ends_before_start: "must be after window_start",
    window_in_past: "must be in the future",
    window_too_long: `must be at most ${String(v.hours ?? "")} hours after window_start`,
    window_too_far: `must be within ${String(v.days ?? "")} days from now`,
    price_or_discount: "give exactly one of price_eur and discount_percent",
    price_range: `must be between ${String(v.min ?? "")} and ${String(v.max ?? "")}`,
    discount_range: `must be between ${String(v.min ?? "")} and ${String(v.max ?? "")}`,
    beyond_range: `is ${String(v.distance ?? "")} km away, beyond the aircraft's range of ${String(v.range ?? "")} km`,
    route_forbidden: "cannot be flown to from `from`: a closed airport or airspace",
  };
  return words[error.code] ?? "is invalid";
}

function status(row: PublishedLegRow, now: Date): EmptyLeg["status"] {
  if (row.withdrawnAt) return "withdrawn";
  return row.windowEnd <= now ? "departed" : "on_sale";
}

export function answerLeg(row: PublishedLegRow, now: Date): EmptyLeg {
  return {
    id: row.id,
    external_id: row.externalId,
    tail: row.tailNumber,
    from: row.fromIcao,
    to: row.toIcao,
    window_start: toUtcIso(row.windowStart),
    window_end: toUtcIso(row.windowEnd),
    price_eur: row.priceEur,
    discount_percent: row.discountPercent,
    note: row.note,
    status: status(row, now),
  };
}

/** The form's value of a window moment: the departure airport's wall clock. */
function localAt(context: OperatorApiContext, value: string, fromIcao: string): string {
  const from = context.airport(fromIcao);
  if (!from || !hasOffset(value)) return value.slice(0, 19);
  const instant = instantOf(value, from.tz);
  return instant ? toLocalIso(instant, from.tz) : "not-a-date";
}

async function legByExternalId(context: OperatorApiContext, externalId: string) {
  const [row] = await context.db
    .select()
    .from(publishedEmptyLegs)
    .where(
      and(
        eq(publishedEmptyLegs.operatorId, context.caller.operatorId),
        eq(publishedEmptyLegs.externalId, externalId),
      ),
    );
  return row;
}

/** Whether a stored leg is the one a repeated POST describes. */
function sameLeg(context: OperatorApiContext, row: PublishedLegRow, body: EmptyLegBody): boolean {
  const from = context.airport(body.from);
  const start = from ? instantOf(body.window_start, from.tz) : null;
  const end = from ? instantOf(body.window_end, from.tz) : null;
  return (
    row.tailNumber === body.tail &&
    row.fromIcao === body.from &&
    row.toIcao === body.to &&
    row.windowStart.getTime() === start?.getTime() &&
    row.windowEnd.getTime() === end?.getTime() &&
    row.priceEur === (body.price_eur ?? null) &&
    (row.priceEur !== null || row.discountPercent === (body.discount_percent ?? null))
  );
}

export async function publishApiLeg(
  context: OperatorApiContext,
  body: EmptyLegBody,
): Promise<{ created: boolean; leg: EmptyLeg }> {
  const { caller, now } = context;
  if (body.external_id) {
    const existing = await legByExternalId(context, body.external_id);
    if (existing) return repeated(context, existing, body);
  }
  const [plane] = await context.db
    .select({ tailNumber: aircraft.tailNumber })
    .from(aircraft)
    .where(and(eq(aircraft.tailNumber, body.tail), eq(aircraft.operatorId, caller.operatorId)));
  if (!plane) refuse("not_found", `No aircraft ${body.tail} of your operator.`);

  let outcome;
  try {
    outcome = await publishEmptyLeg(
      { ...context, staffId: null, scope: { kind: "operator", operatorId: caller.operatorId } },
      {
        tailNumber: body.tail,
        fromIcao: body.from,
        toIcao: body.to,
        windowStart: localAt(context, body.window_start, body.from),
        windowEnd: localAt(context, body.window_end, body.from),
        priceEur: body.price_eur,
        discountPercent: body.discount_percent,
        note: body.note,
        // The operator's own system knows its schedule: overlaps are not asked about again.
        confirm: "true",
      },
      {
        source: "api",
        externalId: body.external_id ?? null,
        operatorId: caller.operatorId,
        apiKeyId: caller.keyId,
      },
    );
  } catch (error) {
    // Two requests with one external_id at once: the unique index let one in; answer its leg.
    const existing = body.external_id ? await legByExternalId(context, body.external_id) : undefined;
    if (existing) return repeated(context, existing, body);
    throw error;
  }
  if (!outcome.ok) {
    const fields = Object.fromEntries(
      Object.entries(outcome.errors).map(([field, error]) => [API_FIELD[field] ?? field, reason(error)]),
    );
    refuse("validation_error", `Some fields are invalid: ${Object.keys(fields).join(", ")}.`, fields);
  }
  return { created: true, leg: answerLeg(outcome.value, now) };
}

function repeated(context: OperatorApiContext, row: PublishedLegRow, body: EmptyLegBody) {
  if (!sameLeg(context, row, body)) {
    refuse(
      "conflict",
      `external_id ${body.external_id ?? ""} already names leg ${row.id} with other details; ` +
        "withdraw it and publish the new leg under a new external_id.",
    );
  }
  return { created: false, leg: answerLeg(row, context.now) };
}

/**
 * Withdraws a leg of one of the caller's aircraft, named by its id or the caller's external_id
 * (also one published in the console). A leg already withdrawn is answered as it is.
 */
export async function withdrawApiLeg(context: OperatorApiContext, id: string): Promise<EmptyLeg> {
  const { caller, now } = context;
  const row = await context.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ leg: publishedEmptyLegs })
      .from(publishedEmptyLegs)
      .innerJoin(aircraft, eq(publishedEmptyLegs.tailNumber, aircraft.tailNumber))
      .where(
        and(
          eq(aircraft.operatorId, caller.operatorId),
          or(
            eq(publishedEmptyLegs.id, id),
            and(eq(publishedEmptyLegs.operatorId, caller.operatorId), eq(publishedEmptyLegs.externalId, id)),
          ),
        ),
      )
      .for("update", { of: publishedEmptyLegs });
    if (!found) refuse("not_found", `No empty leg ${id} of your operator.`);
    if (found.leg.withdrawnAt) return { leg: found.leg, changed: false };
    const [after] = await tx
      .update(publishedEmptyLegs)
      .set({ withdrawnAt: now })
      .where(eq(publishedEmptyLegs.id, found.leg.id))
      .returning();
    await recordAudit(tx, {
      staffId: null,
      action: "empty_leg.withdraw",
      entity: "empty_leg",
      entityId: found.leg.id,
      before: { withdrawnAt: null },
      after: { withdrawnAt: now, apiKeyId: caller.keyId },
      clientAddress: context.clientAddress,
      at: now,
    });
    return { leg: after!, changed: true };
  });
  if (row.changed) context.invalidate();
  return answerLeg(row.leg, now);
}
