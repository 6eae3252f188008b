import { and, eq } from "drizzle-orm";
import { SUPPLY_LIMITS, DAY } from "../console/supply/fields";
import type { AvailabilityBlock, Availability, AvailabilityBody } from "../contract/operator-api";
import { aircraft } from "~/db/schema";
import { instantOf, refuse, toUtcIso, type OperatorApiContext } from "./shared.server";
import { changed, syncBlocks, type BlockRow, type WantedBlock } from "./sync-blocks.server";

/**
 * PUT /api/operator/v1/aircraft/{tail}/availability (issue 27, item 4): the operator's system
 * sends every block of one of its aircraft, and the aircraft's API blocks become exactly those.
 * Matched by the caller's ids: a new id is added, a changed one updated in place, an id no longer
 * sent lifted (cancelled, the row kept). The same body twice changes nothing, which is what makes
 * the call safe to repeat. Blocks typed in the console or read from a calendar feed are not
 * touched, and blocks that already ended are left as history.
 */

/** The blocks as the body names them, checked as the console checks a block (fields.ts limits). */
function wantedBlocks(context: OperatorApiContext, body: AvailabilityBody): WantedBlock[] {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const wanted: WantedBlock[] = [];
  const now = context.now.getTime();
  body.blocks.forEach((block, index) => {
    const at = (name: string) => `blocks.${index}.${name}`;
    if (seen.has(block.id)) fields[at("id")] = "is repeated: each block needs its own id";
    seen.add(block.id);
    const airport = context.airport(block.airport);
    if (!airport) {
      fields[at("airport")] = "is not an airport we know";
      return;
    }
    const startsAt = instantOf(block.starts_at, airport.tz);
    const endsAt = instantOf(block.ends_at, airport.tz);
    if (!startsAt) fields[at("starts_at")] = "is not a date and time that exists";
    if (!endsAt) fields[at("ends_at")] = "is not a date and time that exists";
    if (!startsAt || !endsAt) return;
    if (endsAt <= startsAt) fields[at("ends_at")] = "must be after starts_at";
    else if (endsAt.getTime() - startsAt.getTime() > SUPPLY_LIMITS.blockMaxDays * DAY) {
      fields[at("ends_at")] = `must be at most ${SUPPLY_LIMITS.blockMaxDays} days after starts_at`;
    }
    if (startsAt.getTime() > now + SUPPLY_LIMITS.blockHorizonDays * DAY) {
      fields[at("starts_at")] = `must be within ${SUPPLY_LIMITS.blockHorizonDays} days from now`;
    }
    wanted.push({
      externalId: block.id,
      kind: block.kind,
      airportIcao: airport.icao,
      startsAt,
      endsAt,
      note: block.note ? block.note : null,
    });
  });
  if (Object.keys(fields).length > 0) {
    refuse("validation_error", `Some fields are invalid: ${Object.keys(fields).join(", ")}.`, fields);
  }
  return wanted;
}

function answerBlock(row: BlockRow): AvailabilityBlock {
  return {
    id: row.externalId ?? row.id,
    kind: row.kind,
    airport: row.airportIcao,
    starts_at: toUtcIso(row.startsAt),
    ends_at: toUtcIso(row.endsAt),
    note: row.note,
  };
}

export async function replaceAvailability(
  context: OperatorApiContext,
  tailNumber: string,
  body: AvailabilityBody,
): Promise<Availability> {
  const wanted = wantedBlocks(context, body);
  const { caller, now } = context;
  const outcome = await context.db.transaction(async (tx) => {
    // The aircraft's row, locked: two syncs of one aircraft run one after the other. Another
    // operator's aircraft reads as absent, as an unknown one.
    const [plane] = await tx
      .select({ tailNumber: aircraft.tailNumber })
      .from(aircraft)
      .where(and(eq(aircraft.tailNumber, tailNumber), eq(aircraft.operatorId, caller.operatorId)))
      .for("update");
    if (!plane) refuse("not_found", `No aircraft ${tailNumber} of your operator.`);
    return syncBlocks(tx, {
      tailNumber,
      source: "api",
      wanted,
      apiKeyId: caller.keyId,
      clientAddress: context.clientAddress,
      now,
    });
  });
  if (changed(outcome.counts)) context.invalidate();
  return {
    tail: tailNumber,
    blocks: outcome.kept.map(answerBlock),
    ...outcome.counts,
  };
}
