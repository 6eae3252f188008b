import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { newId } from "../ids";
import { enqueue } from "../ordering/outbox.server";
import type { AppDatabase } from "~/db/client.server";
import { operators, staff, type StaffRow } from "~/db/schema";
import { recordAudit } from "./audit.server";
import { scopeCovers, scopeOf } from "./scope";
import {
  liveSessionCounts,
  normaliseEmail,
  revokeAllSessions,
  STAFF_EMAIL,
  type StaffMember,
} from "./staff-auth.server";
import { invitationEmail } from "./staff-messages";

/**
 * The team, as supervisors keep it (issue 18, item 1): invite a member, change a role, deactivate
 * (which ends every session at once) or bring back. A supervisor cannot demote or deactivate
 * themself, so the console is never left without one by a slip of the hand.
 *
 * An operator's people are members too (issue 27, item 1; docs/decisions/034), of role 'operator'
 * with their operator: a supervisor invites them from the operator's page, and a member of an
 * operator invites colleagues of that operator only. A house role never turns into an operator's
 * one or back (the staff_operator_scope check): the two see different data.
 */
export type StaffFieldErrors = Partial<
  Record<"email" | "name" | "role" | "language" | "member" | "operator", string>
>;
export type StaffWrite = { ok: true } | { ok: false; errors: StaffFieldErrors };

const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, "too_long")
    .transform(normaliseEmail)
    .refine((value) => STAFF_EMAIL.test(value), "email"),
  name: z.string().trim().min(2, "name").max(100, "too_long"),
  role: z.enum(["seller", "supervisor", "operator"], { message: "role" }),
  language: z.enum(["ru", "en"], { message: "language" }),
  operatorId: z.string().trim().max(80).optional(),
});

export interface StaffListItem extends StaffMember {
  active: boolean;
  createdAt: Date;
  liveSessions: number;
  /** An operator's member: its operator's names. */
  operatorName: string | null;
  operatorNameRu: string | null;
}

/** The team, or with `operatorId` the members of one operator (its page lists them). */
export async function listStaff(
  db: AppDatabase,
  now: Date,
  filter: { operatorId?: string } = {},
): Promise<StaffListItem[]> {
  const [rows, live] = await Promise.all([
    db
      .select({ staff, operatorName: operators.name, operatorNameRu: operators.nameRu })
      .from(staff)
      .leftJoin(operators, eq(staff.operatorId, operators.id))
      .where(filter.operatorId ? eq(staff.operatorId, filter.operatorId) : undefined)
      .orderBy(asc(staff.name)),
    liveSessionCounts(db, now),
  ]);
  return rows.map(({ staff: row, operatorName, operatorNameRu }) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    operatorId: row.operatorId,
    active: row.active,
    createdAt: row.createdAt,
    liveSessions: live.get(row.id) ?? 0,
    operatorName,
    operatorNameRu,
  }));
}

/**
 * Adds a member and e-mails them where to sign in (the link itself they ask for there). An
 * operator's member (role 'operator' with `operatorId`) may be invited by a supervisor, or by a
 * member of that same operator; the e-mail names the operator.
 */
export async function inviteStaff(
  db: AppDatabase,
  input: {
    values: Record<string, unknown>;
    by: StaffMember;
    siteUrl: string;
    clientAddress: string;
    now: Date;
  },
): Promise<StaffWrite> {
  const parsed = inviteSchema.safeParse(input.values);
  if (!parsed.success) {
    const errors: StaffFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof StaffFieldErrors;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { operatorId: askedOperator, ...values } = parsed.data;
  const scope = scopeOf(input.by);
  let operator: { id: string; name: string; nameRu: string } | null = null;
  if (values.role === "operator") {
    // Outside the inviter's scope, or switched off, an operator reads as unknown.
    if (!askedOperator || !scopeCovers(scope, askedOperator) || input.by.role === "seller")
      return { ok: false, errors: { operator: "unknown" } };
    [operator = null] = await db
      .select({ id: operators.id, name: operators.name, nameRu: operators.nameRu })
      .from(operators)
      .where(and(eq(operators.id, askedOperator), eq(operators.active, true)));
    if (!operator) return { ok: false, errors: { operator: "unknown" } };
  } else if (scope.kind !== "house") {
    // An operator's member brings in colleagues of its operator, never the house's staff.
    return { ok: false, errors: { role: "role" } };
  }
  return db.transaction(async (tx) => {
    const id = newId();
    const [row] = await tx
      .insert(staff)
      .values({
        id,
        ...values,
        operatorId: operator?.id ?? null,
        invitedBy: input.by.id,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: staff.email })
      .returning();
    if (!row) return { ok: false as const, errors: { email: "taken" } };
    const mail = invitationEmail({
      language: values.language,
      name: values.name,
      invitedBy: input.by.name,
      role: values.role,
      operatorName: operator ? (values.language === "en" ? operator.name : operator.nameRu) : null,
      loginUrl: `${input.siteUrl}${values.language === "en" ? "/en" : ""}/ops/login/`,
    });
    await enqueue(tx, {
      channel: "email",
      recipient: values.email,
      subject: mail.subject,
      body: mail.body,
      reference: `staff:${id}`,
    });
    await recordAudit(tx, {
      staffId: input.by.id,
      action: "staff.invite",
      entity: "staff",
      entityId: id,
      after: snapshot(row),
      clientAddress: input.clientAddress,
      at: input.now,
    });
    return { ok: true as const };
  });
}

const snapshot = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  operatorId: row.operatorId,
  language: row.language,
  active: row.active,
});

/** Changes a member's role or whether they are active; either ends their sessions. */
export async function updateStaff(
  db: AppDatabase,
  input: {
    memberId: string;
    change: { role?: string; active?: boolean };
    by: StaffMember;
    clientAddress: string;
    now: Date;
  },
): Promise<StaffWrite> {
  if (input.memberId === input.by.id) return { ok: false, errors: { member: "self" } };
  // A house member never becomes an operator's by a role change (issue 27, item 1): the operator
  // is chosen when the person is invited from its page.
  if (input.change.role === "operator") return { ok: false, errors: { role: "to_operator" } };
  const role =
    input.change.role === undefined
      ? undefined
      : z.enum(["seller", "supervisor"]).safeParse(input.change.role);
  if (role && !role.success) return { ok: false, errors: { role: "role" } };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.memberId)).for("update");
    if (!before) return { ok: false as const, errors: { member: "unknown" } };
    // ...nor an operator's member a house one: it would see every operator's supply and orders.
    if (role && before.role === "operator") return { ok: false as const, errors: { role: "from_operator" } };
    const [after] = await tx
      .update(staff)
      .set({
        ...(role?.success ? { role: role.data } : {}),
        ...(input.change.active === undefined ? {} : { active: input.change.active }),
      })
      .where(eq(staff.id, input.memberId))
      .returning();
    // A new role or a deactivation takes effect at once: whatever they had open is signed out.
    await revokeAllSessions(tx, input.memberId, input.now);
    await recordAudit(tx, {
      staffId: input.by.id,
      action:
        input.change.active === undefined
          ? "staff.role"
          : input.change.active
            ? "staff.reactivate"
            : "staff.deactivate",
      entity: "staff",
      entityId: input.memberId,
      before: snapshot(before),
      after: snapshot(after!),
      clientAddress: input.clientAddress,
      at: input.now,
    });
    return { ok: true as const };
  });
}
