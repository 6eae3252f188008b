import { and, eq, gt, isNull } from "drizzle-orm";
import { newId } from "../ids";
import { SUPPLY_LIMITS, DAY } from "../console/supply/fields";
import { recordAudit } from "../console/audit.server";
import type { AvailabilityBlock, Availability, AvailabilityBody } from "../contract/operator-api";
import { aircraft, availabilityBlocks } from "~/db/schema";
import { instantOf, refuse, toUtcIso, type OperatorApiContext } from "./shared.server";

/**
 * PUT /api/operator/v1/aircraft/{tail}/availability (issue 27, item 4): the operator's system
 * sends every block of one of its aircraft, and the aircraft's API blocks become exactly those.
 * Matched by the caller's ids: a new id is added, a changed one updated in place, an id no longer
 * sent lifted (cancelled, the row kept). The same body twice changes nothing, which is what makes
 * the call safe to repeat. Blocks typed in the console or read from a calendar feed are not
 * touched, and blocks that already ended are left as history.
 */

type BlockRow = typeof availabilityBlocks.$inferSelect;

interface Wanted {
  externalId: string;
  kind: BlockRow["kind"];
  airportIcao: string;
  startsAt: Date;
  endsAt: Date;
  note: string | null;
}

/** The blocks as the body names them, checked as the console checks a block (fields.ts limits). */
function wantedBlocks(context: OperatorApiContext, body: AvailabilityBody): Wanted[] {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const wanted: Wanted[] = [];
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
  // Already over: nothing to keep off the market (and not worth a row).
  return wanted.filter((block) => block.endsAt.getTime() > now);
}

const same = (row: BlockRow, block: Wanted) =>
  row.kind === block.kind &&
  row.airportIcao === block.airportIcao &&
  row.startsAt.getTime() === block.startsAt.getTime() &&
  row.endsAt.getTime() === block.endsAt.getTime() &&
  (row.note ?? null) === block.note;

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
    const live = await tx
      .select()
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.tailNumber, tailNumber),
          eq(availabilityBlocks.source, "api"),
          isNull(availabilityBlocks.cancelledAt),
          gt(availabilityBlocks.endsAt, now),
        ),
      );
    const byId = new Map(live.map((row) => [row.externalId ?? "", row]));
    const counts = { added: 0, updated: 0, removed: 0, unchanged: 0 };
    const kept: BlockRow[] = [];
    const entry = { staffId: null, entity: "block", clientAddress: context.clientAddress, at: now };
    for (const block of wanted) {
      const existing = byId.get(block.externalId);
      byId.delete(block.externalId);
      if (existing && same(existing, block)) {
        counts.unchanged += 1;
        kept.push(existing);
        continue;
      }
      const values = {
        kind: block.kind,
        airportIcao: block.airportIcao,
        startsAt: block.startsAt,
        endsAt: block.endsAt,
        note: block.note,
        apiKeyId: caller.keyId,
      };
      if (existing) {
        const [updated] = await tx
          .update(availabilityBlocks)
          .set(values)
          .where(eq(availabilityBlocks.id, existing.id))
          .returning();
        await recordAudit(tx, {
          ...entry,
          action: "block.update",
          entityId: existing.id,
          before: existing,
          after: updated,
        });
        counts.updated += 1;
        kept.push(updated!);
      } else {
        const [inserted] = await tx
          .insert(availabilityBlocks)
          .values({
            id: newId(),
            tailNumber,
            source: "api",
            externalId: block.externalId,
            createdAt: now,
            ...values,
          })
          .returning();
        await recordAudit(tx, { ...entry, action: "block.create", entityId: inserted!.id, after: inserted });
        counts.added += 1;
        kept.push(inserted!);
      }
    }
    for (const gone of byId.values()) {
      await tx.update(availabilityBlocks).set({ cancelledAt: now }).where(eq(availabilityBlocks.id, gone.id));
      await recordAudit(tx, {
        ...entry,
        action: "block.cancel",
        entityId: gone.id,
        before: { cancelledAt: null },
        after: { cancelledAt: now, apiKeyId: caller.keyId },
      });
      counts.removed += 1;
    }
    return { counts, kept };
  });
  if (outcome.counts.added + outcome.counts.updated + outcome.counts.removed > 0) context.invalidate();
  return {
    tail: tailNumber,
    blocks: outcome.kept.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map(answerBlock),
    ...outcome.counts,
  };
}
