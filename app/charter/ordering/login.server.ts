import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { logins } from "~/db/schema";
import type { SendLoginSmsBody, SendLoginSmsResponse } from "../contract/schemas";
import { newId } from "../ids";
import type { OrderingDeps } from "./deps";
import { OrderingError } from "./errors";
import { CODE, LIMITS, smsGlobalDay } from "./limits";
import { hashCode, newCode, phoneOrFail, seconds } from "./login-codes";
import { languageOfPage, loginCodeText } from "./messages";
import { enqueue } from "./outbox.server";
import { consume } from "./rate-limit.server";

/**
 * The login a send re-sends: the phone's latest unused one while its code is alive and not dead
 * of wrong tries. A dead login is left behind, so a new send starts a new login: wrong guesses
 * kill a code, never the phone for its owner (issue 15 item 5, decision 016).
 */
async function openLogin(tx: Pick<AppDatabase, "select">, phone: string, at: Date) {
  const [latest] = await tx
    .select()
    .from(logins)
    .where(and(eq(logins.phone, phone), isNull(logins.usedAt)))
    .orderBy(desc(logins.createdAt))
    .limit(1)
    .for("update");
  if (!latest) return null;
  const dead = latest.failedAttempts >= CODE.maxFailures;
  const alive = latest.codeExpiresAt.getTime() > at.getTime();
  return alive && !dead ? latest : null;
}

/** API.md POST /api/auth/send_login_sms: a one-time code by text message, or its one resend. */
export async function sendLoginSms(
  deps: Pick<OrderingDeps, "db" | "now" | "siteHost" | "smsDailyCap" | "resendAfterMs" | "enqueued">,
  body: SendLoginSmsBody,
  clientAddress: string,
): Promise<SendLoginSmsResponse> {
  const phone = phoneOrFail(body.phone, "phone");
  const at = deps.now();
  const code = newCode();
  const answer = await deps.db.transaction(async (tx) => {
    const current = await openLogin(tx, phone, at);
    if (current && current.sends >= CODE.maxSends) {
      throw new OrderingError(
        "rate_limited",
        "The code has already been sent again. Wait for it, or ask for a new one once it expires.",
        { retryAfter: seconds(current.codeExpiresAt.getTime() - at.getTime()) },
      );
    }
    if (current && at.getTime() - current.lastSentAt.getTime() < deps.resendAfterMs) {
      throw new OrderingError(
        "rate_limited",
        "The code was sent a moment ago. Please wait before asking again.",
        {
          retryAfter: seconds(current.lastSentAt.getTime() + deps.resendAfterMs - at.getTime()),
        },
      );
    }
    await consume(
      tx,
      [
        { limit: LIMITS.smsPerPhone10Min, key: phone },
        { limit: LIMITS.smsPerPhoneDay, key: phone },
        { limit: LIMITS.smsPerAddressHour, key: clientAddress },
        { limit: LIMITS.smsPerAddressDay, key: clientAddress },
        { limit: smsGlobalDay(deps.smsDailyCap), key: "all" },
      ],
      at,
      "Too many codes were requested. Please try again later.",
    );
    const expiresAt = new Date(at.getTime() + CODE.ttlMs);
    let loginId: string;
    let sends: number;
    if (current) {
      // A resend: a new code and a new expiry, the failure count kept (API.md).
      loginId = current.id;
      sends = current.sends + 1;
      await tx
        .update(logins)
        .set({
          codeHash: hashCode(loginId, code),
          codeExpiresAt: expiresAt,
          sends,
          lastSentAt: at,
          name: body.name,
          email: body.email ?? null,
          url: body.url ?? null,
          // Issue 28, item 8: consent is recorded when first given; a resend does not move it.
          consentVersion: sql`coalesce(${logins.consentVersion}, ${body.consent_version ?? null})`,
          consentedAt: sql`coalesce(${logins.consentedAt}, ${at})`,
        })
        .where(eq(logins.id, loginId));
    } else {
      loginId = newId();
      sends = 1;
      await tx.insert(logins).values({
        id: loginId,
        phone,
        name: body.name,
        email: body.email ?? null,
        url: body.url ?? null,
        // Issue 28, item 8: `its_legal` is required, so every login records when consent was given.
        consentVersion: body.consent_version ?? null,
        consentedAt: at,
        codeHash: hashCode(loginId, code),
        codeExpiresAt: expiresAt,
        lastSentAt: at,
        clientAddress,
        createdAt: at,
      });
    }
    await enqueue(tx, {
      channel: "sms",
      recipient: phone,
      body: loginCodeText(code, languageOfPage(body.url), deps.siteHost),
      reference: `login:${loginId}`,
    });
    return {
      sent: true as const,
      expires_in: seconds(CODE.ttlMs),
      // After the one resend there is none left: the next send is a new login once this code expires.
      resend_after: sends < CODE.maxSends ? seconds(deps.resendAfterMs) : seconds(CODE.ttlMs),
    };
  });
  deps.enqueued();
  return answer;
}
