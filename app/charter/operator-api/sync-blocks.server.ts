import { and, eq, gt, isNull } from "drizzle-orm";
import { newId } from "../ids";
import { recordAudit } from "../console/audit.server";
import type { Tx } from "../console/supply/shared.server";
import { availabilityBlocks } from "~/db/schema";

/**
 * Makes an aircraft's blocks from one outside source (the operator API, or a calendar feed) exactly
 * the list given (issue 27, item 4), matched by the source's own ids: a new id is added, a changed
 * one updated in place, one no longer listed lifted (cancelled; the row stays for the record).
 * Blocks of other sources (the console's, the other outside source's) are not touched, and blocks
 * that already ended are left as history. Each change is audited in the caller's transaction.
 */
export type BlockRow = typeof availabilityBlocks.$inferSelect;

export interface WantedBlock {
  externalId: string;
  kind: BlockRow["kind"];
  airportIcao: string;
  startsAt: Date;
  endsAt: Date;
  note: string | null;
}

export interface SyncCounts {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
}

const same = (row: BlockRow, block: WantedBlock) =>
  row.kind === block.kind &&
  row.airportIcao === block.airportIcao &&
  row.startsAt.getTime() === block.startsAt.getTime() &&
  row.endsAt.getTime() === block.endsAt.getTime() &&
  (row.note ?? null) === block.note;

export async function syncBlocks(
  tx: Tx,
  options: {
    tailNumber: string;
    source: "api" | "ical";
    wanted: WantedBlock[];
    apiKeyId: string | null;
    clientAddress: string | null;
    now: Date;
  },
): Promise<{ counts: SyncCounts; kept: BlockRow[] }> {
  const { tailNumber, source, apiKeyId, now } = options;
  const live = await tx
    .select()
    .from(availabilityBlocks)
    .where(
      and(
        eq(availabilityBlocks.tailNumber, tailNumber),
        eq(availabilityBlocks.source, source),
        isNull(availabilityBlocks.cancelledAt),
        gt(availabilityBlocks.endsAt, now),
      ),
    );
  const byId = new Map(live.map((row) => [row.externalId ?? "", row]));
  const counts: SyncCounts = { added: 0, updated: 0, removed: 0, unchanged: 0 };
  const kept: BlockRow[] = [];
  const entry = { staffId: null, entity: "block", clientAddress: options.clientAddress, at: now };
  for (const block of options.wanted.filter((one) => one.endsAt > now)) {
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
      apiKeyId,
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
        .values({ id: newId(), tailNumber, source, externalId: block.externalId, createdAt: now, ...values })
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
      after: { cancelledAt: now, source, apiKeyId },
    });
    counts.removed += 1;
  }
  kept.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { counts, kept };
}

/** Whether a sync changed anything (then the engine and the offer pages must forget the supply). */
export const changed = (counts: SyncCounts) => counts.added + counts.updated + counts.removed > 0;
