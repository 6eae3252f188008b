import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { OrderingError } from "./errors";
import { CODE } from "./limits";
import { normalisePhone } from "./phone";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Codes are stored as SHA-256 of the login's random id and the code. Four digits are ten thousand
 * values, so no hash protects them from someone holding the table: what protects them is the five
 * minutes, the five tries and the send caps. The hash keeps them out of backups and query logs.
 */
export function hashCode(loginId: string, code: string): string {
  return sha256(`${loginId}:${code}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What a guess is compared with when the phone has no login: the same hashing, no match. */
export const DECOY_LOGIN_ID = "decoy";
export const DECOY_HASH = sha256(`${DECOY_LOGIN_ID}:no code`);

/** The one answer to every wrong guess (decision 016): a stranger cannot tell the cases apart. */
export function wrongCode(attemptsLeft: number): OrderingError {
  return new OrderingError("unauthorized", "The code is wrong.", { attemptsLeft });
}

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE.digits)).padStart(CODE.digits, "0");
}

export const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function phoneOrFail(raw: string, field: string): string {
  const phone = normalisePhone(raw);
  if (!phone) {
    throw new OrderingError("validation_error", `Some fields are invalid: ${field}.`, {
      fields: { [field]: "is not a phone number that can receive text messages" },
    });
  }
  return phone;
}
