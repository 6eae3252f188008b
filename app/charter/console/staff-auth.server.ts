import { createHash, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { newId } from "../ids";
import { isOrderingError } from "../ordering/errors";
import { enqueue } from "../ordering/outbox.server";
import { consume, ensureRoom, eventsInWindow, record, type Executor } from "../ordering/rate-limit.server";
import type { AppDatabase } from "~/db/client.server";
import { operators, staff, staffLoginLinks, staffSessions, type StaffRow } from "~/db/schema";
import type { Language } from "~/utils/language";
import { recordAudit } from "./audit.server";
import { signInEmail } from "./staff-messages";

/**
 * Staff sign-in without passwords (issue 18, item 1): a single-use link e-mailed through the
 * outbox, then a session in a signed, http-only cookie. docs/decisions/015-ops-console.md says why
 * links and not passwords, and why the session lives in Postgres behind a signed id.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const STAFF_AUTH = {
  /** Issue 18: the link is valid 15 minutes and usable once. */
  linkTtlMs: 15 * MINUTE,
  /** Issue 18: a session idle this long has ended. */
  idleMs: 12 * HOUR,
  /**
   * Issue 30, item 5: however busy, a session ends this long after it was opened, so a stolen
   * cookie kept alive by use still dies within a week (OWASP's session guidance: an absolute
   * timeout beside the idle one).
   */
  absoluteMs: 7 * 24 * HOUR,
  /** Seen-at is written at most this often, so a busy seller's clicks are not all writes. */
  touchEveryMs: MINUTE,
  linkBytes: 32,
  sessionBytes: 32,
} as const;

/**
 * Sign-in links are limited (issue 18; issue 30, item 2; docs/decisions/023-sign-in-limits.md):
 * - per address, whatever e-mails it asks for: a script guessing members;
 * - per e-mail and address: one place asking one member's links over and over. Requests from
 *   elsewhere never use these up, so nobody can spend a member's links for them;
 * - per e-mail, higher: a cap on the links one inbox receives from many places. A member's first
 *   request from an address is never refused by it, so a flood from other addresses cannot lock
 *   the member out; it still counts.
 */
export const SIGN_IN_LIMITS = {
  perAddress10Min: { name: "ops-link:addr:10m", max: 10, windowMs: 10 * MINUTE },
  perEmailAndAddressHour: { name: "ops-link:email-addr:1h", max: 3, windowMs: HOUR },
  perEmailHour: { name: "ops-link:email:1h", max: 20, windowMs: HOUR },
  /** Opening links: guesses of a 256-bit token are hopeless, but a script still should not loop. */
  redeemPerAddress10Min: { name: "ops-redeem:addr:10m", max: 20, windowMs: 10 * MINUTE },
} as const;

export type StaffRole = StaffRow["role"];

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  /** The operator a member of role 'operator' acts for (issue 27, docs/decisions/034); null for the house's staff. */
  operatorId: string | null;
}

export interface SignedInStaff {
  staff: StaffMember;
  sessionId: string;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * A house member, or an operator's member whose operator is switched on (issue 27, item 1): a
 * supervisor who switches an operator off closes the console to its people at once. For a query
 * that left-joins `operators` on the member's operator.
 */
const operatorOn = or(isNull(staff.operatorId), eq(operators.active, true));

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Loosely an address: the console only ever looks it up, so the check is for the message, and
 * for what Postgres text cannot hold.
 */
// eslint-disable-next-line no-control-regex -- control characters (NUL above all) are what it refuses
export const STAFF_EMAIL = /^[^\s@\u0000-\u001f]+@[^\s@\u0000-\u001f]+\.[^\s@\u0000-\u001f]+$/;

function member(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    operatorId: row.operatorId,
  };
}

/**
 * The first staff come from OPS_ADMIN_EMAILS: each address not yet a member becomes a
 * supervisor. Members already there are left as the console set them (a deactivated admin stays
 * deactivated until a supervisor says otherwise).
 */
export async function seedAdmins(db: AppDatabase, emails: readonly string[]): Promise<number> {
  const wanted = [...new Set(emails.map(normaliseEmail).filter((email) => STAFF_EMAIL.test(email)))];
  if (wanted.length === 0) return 0;
  const inserted = await db
    .insert(staff)
    .values(
      wanted.map((email) => ({
        id: newId(),
        email,
        name: email.split("@")[0]!,
        role: "supervisor" as const,
      })),
    )
    .onConflictDoNothing({ target: staff.email })
    .returning({ id: staff.id, email: staff.email });
  for (const row of inserted) {
    await recordAudit(db, {
      staffId: null,
      action: "staff.seed",
      entity: "staff",
      entityId: row.id,
      after: { email: row.email, role: "supervisor", source: "OPS_ADMIN_EMAILS" },
    });
  }
  return inserted.length;
}

export type LinkRequestOutcome = "sent" | "ignored" | "rate_limited";

/**
 * Asks for a sign-in link. The page answers the same for "sent" and "ignored" (an address that is
 * not a member, or no longer active), so it reveals nobody; only "rate_limited" differs, and it
 * applies alike to members and strangers.
 */
export async function requestSignInLink(
  db: AppDatabase,
  input: {
    email: string;
    clientAddress: string;
    siteUrl: string;
    now: Date;
    /** The sign-in page's language: the e-mail and the link it carries follow it. */
    language?: Language;
  },
): Promise<LinkRequestOutcome> {
  const email = normaliseEmail(input.email);
  try {
    return await db.transaction(async (tx) => {
      // The same checks for members and strangers, before anyone is looked up: the answer tells
      // nobody who is a member.
      const fromHere = {
        limit: SIGN_IN_LIMITS.perEmailAndAddressHour,
        key: `${email} ${input.clientAddress}`,
      };
      const perEmail = { limit: SIGN_IN_LIMITS.perEmailHour, key: email };
      const checks = [{ limit: SIGN_IN_LIMITS.perAddress10Min, key: input.clientAddress }, fromHere];
      const first = (await eventsInWindow(tx, fromHere, input.now)).used === 0;
      await ensureRoom(
        tx,
        first ? checks : [...checks, perEmail],
        input.now,
        "Too many sign-in links were asked for.",
      );
      await record(tx, [...checks, perEmail], input.now);
      const [found] = await tx
        .select({ staff })
        .from(staff)
        .leftJoin(operators, eq(staff.operatorId, operators.id))
        .where(and(eq(staff.email, email), eq(staff.active, true), operatorOn));
      const row = found?.staff;
      if (!row) return "ignored" as const;
      const token = randomBytes(STAFF_AUTH.linkBytes).toString("base64url");
      const expiresAt = new Date(input.now.getTime() + STAFF_AUTH.linkTtlMs);
      const linkId = newId();
      await tx.insert(staffLoginLinks).values({
        id: linkId,
        staffId: row.id,
        tokenHash: sha256(token),
        expiresAt,
        clientAddress: input.clientAddress,
        createdAt: input.now,
      });
      const language = input.language ?? row.language;
      const prefix = language === "en" ? "/en" : "";
      const mail = signInEmail({
        language,
        name: row.name,
        link: `${input.siteUrl}${prefix}/ops/login/${token}/`,
        expiresAt,
        // Only an address that is one goes into the e-mail (issue 30, item 6).
        requestedFrom: isIP(input.clientAddress) ? input.clientAddress : null,
      });
      await enqueue(tx, {
        channel: "email",
        recipient: row.email,
        subject: mail.subject,
        body: mail.body,
        reference: `staff-link:${linkId}`,
      });
      await recordAudit(tx, {
        staffId: row.id,
        action: "staff.link_sent",
        entity: "staff",
        entityId: row.id,
        clientAddress: input.clientAddress,
        at: input.now,
      });
      return "sent" as const;
    });
  } catch (error) {
    if (isOrderingError(error) && error.code === "rate_limited") return "rate_limited";
    throw error;
  }
}

/** Who a link would sign in, without using it (the page that asks to confirm shows the name). */
export async function peekSignInLink(db: AppDatabase, token: string, now: Date): Promise<StaffMember | null> {
  const [row] = await db
    .select({ staff })
    .from(staffLoginLinks)
    .innerJoin(staff, eq(staff.id, staffLoginLinks.staffId))
    .where(
      and(
        eq(staffLoginLinks.tokenHash, sha256(token)),
        isNull(staffLoginLinks.usedAt),
        gt(staffLoginLinks.expiresAt, now),
        eq(staff.active, true),
      ),
    );
  return row ? member(row.staff) : null;
}

export type RedeemOutcome =
  { ok: true; signedIn: SignedInStaff } | { ok: false; reason: "invalid" | "rate_limited" };

/**
 * Uses a link once: the UPDATE that marks it used is the check, so two browsers racing for one
 * link cannot both win. Opens a session.
 */
export async function redeemSignInLink(
  db: AppDatabase,
  input: { token: string; clientAddress: string; userAgent: string | null; now: Date },
): Promise<RedeemOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await consume(
        tx,
        [{ limit: SIGN_IN_LIMITS.redeemPerAddress10Min, key: input.clientAddress }],
        input.now,
        "Too many sign-in links were tried.",
      );
      const [link] = await tx
        .update(staffLoginLinks)
        .set({ usedAt: input.now })
        .where(
          and(
            eq(staffLoginLinks.tokenHash, sha256(input.token)),
            isNull(staffLoginLinks.usedAt),
            gt(staffLoginLinks.expiresAt, input.now),
          ),
        )
        .returning();
      if (!link) return { ok: false as const, reason: "invalid" as const };
      const [row] = await tx
        .select()
        .from(staff)
        .where(and(eq(staff.id, link.staffId), eq(staff.active, true)));
      if (!row) return { ok: false as const, reason: "invalid" as const };
      const sessionId = randomBytes(STAFF_AUTH.sessionBytes).toString("base64url");
      await tx.insert(staffSessions).values({
        id: sessionId,
        staffId: row.id,
        createdAt: input.now,
        lastSeenAt: input.now,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
      });
      await recordAudit(tx, {
        staffId: row.id,
        action: "staff.sign_in",
        entity: "staff",
        entityId: row.id,
        clientAddress: input.clientAddress,
        at: input.now,
      });
      return { ok: true as const, signedIn: { staff: member(row), sessionId } };
    });
  } catch (error) {
    if (isOrderingError(error) && error.code === "rate_limited") return { ok: false, reason: "rate_limited" };
    throw error;
  }
}

/** The member behind a session id, if the session is alive; touches its seen-at now and then. */
export async function sessionStaff(
  db: AppDatabase,
  sessionId: string,
  now: Date,
): Promise<SignedInStaff | null> {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .leftJoin(operators, eq(staff.operatorId, operators.id))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        operatorOn,
        isNull(staffSessions.revokedAt),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_AUTH.idleMs)),
        gt(staffSessions.createdAt, new Date(now.getTime() - STAFF_AUTH.absoluteMs)),
        eq(staff.active, true),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > STAFF_AUTH.touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
  }
  return { staff: member(row.staff), sessionId };
}

/** Ends one session, or every session of its member ("sign out everywhere"). */
export async function endSessions(
  db: AppDatabase,
  input: { signedIn: SignedInStaff; everywhere: boolean; clientAddress: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.everywhere) await revokeAllSessions(tx, input.signedIn.staff.id, input.now);
    else
      await tx
        .update(staffSessions)
        .set({ revokedAt: input.now })
        .where(eq(staffSessions.id, input.signedIn.sessionId));
    await recordAudit(tx, {
      staffId: input.signedIn.staff.id,
      action: input.everywhere ? "staff.sign_out_everywhere" : "staff.sign_out",
      entity: "staff",
      entityId: input.signedIn.staff.id,
      clientAddress: input.clientAddress,
      at: input.now,
    });
  });
}

/**
 * Ends every open session of a member (deactivated, their role changed, or "sign out everywhere"),
 * and the sign-in links they have not used yet (issue 30, item 5): a link asked for before the
 * change would otherwise open a session after it. The links end by expiring now, so the page that
 * opens one says it is no longer valid, as for any expired link.
 */
export async function revokeAllSessions(tx: Pick<Executor, "update">, staffId: string, now: Date) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  await revokePendingLinks(tx, staffId, now);
}

async function revokePendingLinks(tx: Pick<Executor, "update">, staffId: string, now: Date) {
  await tx
    .update(staffLoginLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(staffLoginLinks.staffId, staffId),
        isNull(staffLoginLinks.usedAt),
        gt(staffLoginLinks.expiresAt, now),
      ),
    );
}

/** The count of live sessions, for the staff page. */
export async function liveSessionCounts(db: AppDatabase, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ staffId: staffSessions.staffId, live: sql<number>`count(*)::int` })
    .from(staffSessions)
    .where(
      and(
        isNull(staffSessions.revokedAt),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_AUTH.idleMs)),
        gt(staffSessions.createdAt, new Date(now.getTime() - STAFF_AUTH.absoluteMs)),
      ),
    )
    .groupBy(staffSessions.staffId);
  return new Map(rows.map((row) => [row.staffId, row.live]));
}
