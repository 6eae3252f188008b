import { and, desc, eq, isNull, lt, or, type SQL, type Column } from "drizzle-orm";
import { newId } from "../ids";
import type { AppDatabase } from "~/db/client.server";
import { operatorApiKeys, operators } from "~/db/schema";
import { recordAudit } from "../console/audit.server";
import type { SupplyScope } from "../console/scope";
import { API_SCOPES, generateApiKey, hashApiKey, isApiScope, looksLikeApiKey, type ApiScope } from "./keys";

/**
 * An operator's API keys in the console (issue 27, item 4; docs/decisions/037): created (the
 * secret shown once), listed, revoked. A supervisor works any operator's keys, an operator's
 * member only its own: every query filters by the scope, so another operator's keys read as absent.
 * Each write is audited in its transaction.
 */

/** Who writes, from where and when. */
export interface KeyContext {
  db: AppDatabase;
  staffId: string;
  clientAddress: string | null;
  now: Date;
}

export const KEY_NAME_MAX = 80;
/** A key not used for this long still works; the console shows when each was last used. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type KeyErrorCode = "required" | "too_long" | "scopes_required" | "not_found" | "already_revoked";
export type KeyErrors = Partial<Record<"name" | "scopes" | "form", KeyErrorCode>>;
export type KeyOutcome<T> = { ok: true; value: T } | { ok: false; errors: KeyErrors };

export interface ApiKeyListItem {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The operator's row when the scope covers it; the condition a query adds for the scope. */
export function operatorInScope(column: Column, scope: SupplyScope): SQL | undefined {
  return scope.kind === "operator" ? eq(column, scope.operatorId) : undefined;
}

/** The operator whose keys a page shows, or null when unknown or outside the scope (a 404). */
export async function keysOperator(
  db: Pick<AppDatabase, "select">,
  scope: SupplyScope,
  operatorId: string,
): Promise<{ id: string; name: string; nameRu: string } | null> {
  const [row] = await db
    .select({ id: operators.id, name: operators.name, nameRu: operators.nameRu })
    .from(operators)
    .where(and(eq(operators.id, operatorId), operatorInScope(operators.id, scope)));
  return row ?? null;
}

function listItem(row: typeof operatorApiKeys.$inferSelect): ApiKeyListItem {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter(isApiScope),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

/** The operator's keys, those in force first, newest first. */
export async function listApiKeys(
  db: Pick<AppDatabase, "select">,
  scope: SupplyScope,
  operatorId: string,
): Promise<ApiKeyListItem[]> {
  const rows = await db
    .select()
    .from(operatorApiKeys)
    .where(
      and(eq(operatorApiKeys.operatorId, operatorId), operatorInScope(operatorApiKeys.operatorId, scope)),
    )
    .orderBy(desc(operatorApiKeys.createdAt))
    .limit(200);
  const items = rows.map(listItem);
  return [...items.filter((item) => !item.revokedAt), ...items.filter((item) => item.revokedAt)];
}

/**
 * A new key for the operator, named by the person who makes it ("FL3XX sync"), with the scopes
 * ticked. The secret comes back here once and is never stored or shown again.
 */
export async function createApiKey(
  context: KeyContext,
  scope: SupplyScope,
  operatorId: string,
  input: { name?: string; scopes?: readonly string[] },
): Promise<KeyOutcome<{ key: ApiKeyListItem; secret: string }>> {
  const name = (input.name ?? "").trim();
  const scopes = API_SCOPES.filter((one) => input.scopes?.includes(one));
  const errors: KeyErrors = {};
  if (name === "") errors.name = "required";
  else if (name.length > KEY_NAME_MAX) errors.name = "too_long";
  if (scopes.length === 0) errors.scopes = "scopes_required";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!(await keysOperator(context.db, scope, operatorId)))
    return { ok: false, errors: { form: "not_found" } };

  const { secret, prefix, hash } = generateApiKey();
  const row = await context.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(operatorApiKeys)
      .values({
        id: newId(),
        operatorId,
        name,
        prefix,
        keyHash: hash,
        scopes,
        createdBy: context.staffId,
        createdAt: context.now,
      })
      .returning();
    await recordAudit(tx, {
      staffId: context.staffId,
      action: "api_key.create",
      entity: "api_key",
      entityId: inserted!.id,
      // Never the hash: the audit log is read by every supervisor.
      after: { operatorId, name, prefix, scopes },
      clientAddress: context.clientAddress,
      at: context.now,
    });
    return inserted!;
  });
  return { ok: true, value: { key: listItem(row), secret } };
}

/** Revokes a key at once: the next request with it is a 401. The row stays for the record. */
export async function revokeApiKey(
  context: KeyContext,
  scope: SupplyScope,
  operatorId: string,
  keyId: string,
): Promise<KeyOutcome<ApiKeyListItem>> {
  return context.db.transaction(async (tx): Promise<KeyOutcome<ApiKeyListItem>> => {
    const where = and(
      eq(operatorApiKeys.id, keyId),
      eq(operatorApiKeys.operatorId, operatorId),
      operatorInScope(operatorApiKeys.operatorId, scope),
    );
    const [before] = await tx.select().from(operatorApiKeys).where(where).for("update");
    if (!before) return { ok: false, errors: { form: "not_found" } };
    if (before.revokedAt) return { ok: false, errors: { form: "already_revoked" } };
    const [after] = await tx
      .update(operatorApiKeys)
      .set({ revokedAt: context.now })
      .where(eq(operatorApiKeys.id, keyId))
      .returning();
    await recordAudit(tx, {
      staffId: context.staffId,
      action: "api_key.revoke",
      entity: "api_key",
      entityId: keyId,
      before: { revokedAt: null },
      after: { revokedAt: context.now, operatorId, prefix: before.prefix },
      clientAddress: context.clientAddress,
      at: context.now,
    });
    return { ok: true, value: listItem(after!) };
  });
}

/** The key a request presented, once recognised. */
export interface ApiCaller {
  keyId: string;
  operatorId: string;
  scopes: readonly string[];
}

/**
 * The key behind a bearer token: found by its hash, in force (not revoked). Null for anything else, which the API answers 401 alike, so a caller cannot tell a revoked key
 * from one that never was. Stamps `last_used_at` (to the minute, so a busy key does not write on
 * every request).
 */
export async function authenticateApiKey(
  db: AppDatabase,
  token: string,
  now: Date,
): Promise<ApiCaller | null> {
  if (!looksLikeApiKey(token)) return null;
  const [key] = await db
    .select()
    .from(operatorApiKeys)
    .where(and(eq(operatorApiKeys.keyHash, hashApiKey(token)), isNull(operatorApiKeys.revokedAt)));
  if (!key) return null;
  await db
    .update(operatorApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(operatorApiKeys.id, key.id),
        or(
          isNull(operatorApiKeys.lastUsedAt),
          lt(operatorApiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
  return { keyId: key.id, operatorId: key.operatorId, scopes: key.scopes };
}
