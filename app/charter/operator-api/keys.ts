import { createHash, randomBytes } from "node:crypto";

/**
 * The operator API's keys (issue 27, item 4; docs/decisions/037), the part without a database:
 * how a key is made, recognised and hashed, and the scopes it may carry.
 *
 * A key reads `jc_live_` followed by 43 characters of base64url (256 random bits). The fixed
 * prefix lets secret scanners (GitHub's, GitLab's) and people recognise one in a log or a commit;
 * the first characters after it (the key's `prefix` column) tell an operator's keys apart in the
 * console. Only the SHA-256 of the whole key is stored: a key is random, not a password, so a
 * fast hash is enough and one lookup by hash finds it.
 */
export const KEY_PREFIX = "jc_live_";
const SECRET_BYTES = 32;
/** What the console shows of a key: the fixed prefix and six characters of the secret. */
const SHOWN_CHARS = KEY_PREFIX.length + 6;

export const API_SCOPES = ["availability:write", "empty_legs:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}

/** A new key: the secret shown once, and what is stored of it. */
export function generateApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = `${KEY_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, SHOWN_CHARS), hash: hashApiKey(secret) };
}

export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Whether a bearer token has a key's shape at all (anything else is refused without a lookup). */
export function looksLikeApiKey(token: string): boolean {
  return /^jc_live_[A-Za-z0-9_-]{43}$/.test(token);
}

/** Whether a key's scopes allow `needed`. */
export function keyAllows(scopes: readonly string[], needed: ApiScope): boolean {
  return scopes.includes(needed);
}
