import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../ordering/rate-limit.server";
import { auditLog } from "~/db/schema";

/**
 * The console's audit log (issue 18, item 2): who changed what, when, from what to what. Every
 * write of the console records itself here in the transaction of the change, so a change and its
 * record stand or fall together. The table is append-only in the database (migration 0004).
 */
export interface AuditEntry {
  /** The member who acted; null for the system. */
  staffId: string | null;
  /** What was done, `<entity>.<verb>`: 'deal.status', 'aircraft.update', 'staff.sign_in', ... */
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  clientAddress?: string | null;
  at?: Date;
}

export async function recordAudit(tx: Pick<Executor, "insert">, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientAddress: entry.clientAddress ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The newest entries first, of one entity when given; `before` pages back past an id. */
export async function readAudit(
  db: Pick<Executor, "select">,
  filter: { entity?: string; entityId?: string; beforeId?: number; limit?: number } = {},
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.beforeId) where.push(lt(auditLog.id, filter.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 100, 500));
}
