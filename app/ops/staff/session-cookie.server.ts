import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The console's session cookie and form token (issue 18, item 1; docs/decisions/015-ops-console.md):
 * how a session id the charter engine keeps travels in a signed, http-only cookie, and the token
 * every console form posts back. Pure crypto, no tables: the sessions themselves live in
 * app/charter/console/staff-auth.server.ts.
 */

/*
 * The cookie: `<session id>.<HMAC-SHA256 of it>`. The id alone already is 256 random bits looked up
 * in the database; the signature lets a forged or truncated cookie be refused without a query.
 */
export function signSessionId(secret: string, sessionId: string): string {
  return `${sessionId}.${createHmac("sha256", secret).update(`session:${sessionId}`).digest("base64url")}`;
}

export function verifySignedSessionId(secret: string, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const expected = Buffer.from(signSessionId(secret, id));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The form token of a session (synchroniser pattern): every console form posts it back. */
export function csrfToken(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

export function csrfTokenMatches(secret: string, sessionId: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(csrfToken(secret, sessionId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
