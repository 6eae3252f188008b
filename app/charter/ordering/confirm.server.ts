import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { accessTokens, logins } from "~/db/schema";
import type { ConfirmSmsBody, ConfirmSmsResponse } from "../contract/schemas";
import { newId } from "../ids";
import type { OrderingDeps } from "./deps";
import { OrderingError } from "./errors";
import { CODE, LIMITS, TOKEN } from "./limits";
import {
  DECOY_HASH,
  DECOY_LOGIN_ID,
  hashCode,
  phoneOrFail,
  sameHash,
  seconds,
  sha256,
  wrongCode,
} from "./login-codes";
import { consume, ensureRoom, eventsInWindow, record, type LimitCheck } from "./rate-limit.server";

/*
 * API.md POST /api/auth/confirm_sms. Issue 15 item 5 and decision 016. Wrong guesses lock the login
 * they were made against (dead after five, whoever made them) and the guessing address (10 wrong
 * codes in 15 minutes, across phones), never the phone: a new login starts at the next send. And a
 * wrong code answers a stranger alike whether or not someone is ordering: every refusal is the same
 * 401, whose `attempts_left` counts only that address's own wrong guesses for this phone. Only the
 * address that asked for a code hears the truth about it (410 expired or used, tries left after
 * others' guesses, 0 once dead); it asked for that code, so the truth tells it nothing new. The same
 * queries and the same hash comparison run on every path but the success.
 */
export async function confirmSms(
  deps: Pick<OrderingDeps, "db" | "now">,
  body: ConfirmSmsBody,
  clientAddress: string,
): Promise<ConfirmSmsResponse> {
  const phone = phoneOrFail(body.phone, "phone");
  const at = deps.now();
  const wrongGuess: LimitCheck[] = [
    { limit: LIMITS.wrongCodesPerAddress15Min, key: clientAddress },
    { limit: LIMITS.wrongCodesPerAddressAndPhone, key: `${clientAddress} ${phone}` },
  ];
  const outcome = await deps.db.transaction(async (tx) => {
    await consume(
      tx,
      [{ limit: LIMITS.confirmPerAddress10Min, key: clientAddress }],
      at,
      "Too many attempts from this address. Please try again later.",
    );
    // A locked address is refused before its guess is looked at, the right code included.
    await ensureRoom(
      tx,
      [wrongGuess[0]!],
      at,
      "Too many wrong codes from this address. Please try again later.",
    );
    const [latest] = await tx
      .select()
      .from(logins)
      .where(eq(logins.phone, phone))
      .orderBy(desc(logins.createdAt))
      .limit(1)
      .for("update");
    // The login this address asked for last: whose truth it may hear.
    const [own] = await tx
      .select()
      .from(logins)
      .where(and(eq(logins.phone, phone), eq(logins.clientAddress, clientAddress)))
      .orderBy(desc(logins.createdAt))
      .limit(1);
    const open =
      latest !== undefined &&
      latest.usedAt === null &&
      latest.failedAttempts < CODE.maxFailures &&
      latest.codeExpiresAt.getTime() > at.getTime();
    // With no login the guess is compared with a decoy, so both paths do the same work.
    const matches = sameHash(
      latest?.codeHash ?? DECOY_HASH,
      hashCode(latest?.id ?? DECOY_LOGIN_ID, body.code),
    );
    if (open && matches) {
      await tx.update(logins).set({ usedAt: at }).where(eq(logins.id, latest.id));
      const token = randomBytes(TOKEN.bytes).toString("base64url");
      await tx.insert(accessTokens).values({
        id: newId(),
        tokenHash: sha256(token),
        loginId: latest.id,
        phone,
        expiresAt: new Date(at.getTime() + TOKEN.ttlMs),
        createdAt: at,
      });
      return { access_token: token, expires_in: seconds(TOKEN.ttlMs) };
    }

    // Every other outcome is a wrong guess: it counts against the open login (none matches
    // the empty id otherwise, so the statement runs either way) and against the address.
    const failed = open ? latest.failedAttempts + 1 : 0;
    await tx
      .update(logins)
      .set({ failedAttempts: failed, lockedAt: failed >= CODE.maxFailures ? at : null })
      .where(eq(logins.id, open ? latest.id : ""));
    const { used: guessed } = await eventsInWindow(tx, wrongGuess[1]!, at);
    await record(tx, wrongGuess, at);

    if (!own) {
      return wrongCode(Math.max(0, CODE.maxFailures - guessed - 1));
    }
    // The address's own login: the latest, or one a newer login (someone else's) superseded,
    // which is closed and answered as if the newer one did not exist.
    const mine = own.id === latest?.id ? { ...own, failedAttempts: open ? failed : own.failedAttempts } : own;
    if (
      mine.usedAt !== null ||
      (mine.codeExpiresAt.getTime() <= at.getTime() && mine.failedAttempts < CODE.maxFailures)
    ) {
      return new OrderingError("gone", "This code has expired or was already used. Ask for a new one.");
    }
    return wrongCode(Math.max(0, CODE.maxFailures - mine.failedAttempts));
  });
  // A wrong code is committed (its counts must stick) and only then reported.
  if (outcome instanceof OrderingError) throw outcome;
  return outcome;
}
