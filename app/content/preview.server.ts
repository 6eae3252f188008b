import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { siteUsesHttps, type Env } from "~/utils/env.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * Draft preview (issue 17, item 1; docs/decisions/020-draft-preview.md). An editor opens
 * GET /api/preview?secret=…&redirect=/path/ (the Studio's "Preview" action does); the answer is a
 * signed cookie that turns the site's content source to drafts for that browser only, until it
 * expires or the editor leaves through /api/preview/exit.
 */

/** The cookie that carries a preview session: `<expiry in Unix seconds>.<HMAC-SHA256, base64url>`. */
export const PREVIEW_COOKIE = "preview";

/** How long a preview session lasts: a working session of an editor, not a remembered choice. */
export const PREVIEW_TTL_SECONDS = 4 * 60 * 60;

/**
 * The secret while the site is local and SANITY_PREVIEW_SECRET is unset, so `npm start` shows the
 * shipped draft at once (README, "For editors"). Public by design: it never opens a public site.
 */
export const DEVELOPMENT_PREVIEW_SECRET = "charterline-local-preview";

/** What every answer read in preview says, whatever the route said (a shared cache never keeps a draft). */
export const PREVIEW_CACHE_CONTROL = "private, no-store";
export const PREVIEW_ROBOTS_TAG = "noindex";

// The signed text names its purpose and version, so a MAC made for anything else with the same
// secret never passes as a preview cookie.
const SIGNED_PREFIX = "charterline.preview.v1.";

/**
 * The secret that opens preview, or null when preview is off: SANITY_PREVIEW_SECRET when set; else
 * the development secret while the site is local (NODE_ENV other than production, or SITE_URL on a
 * loopback host: the embedded defaults), and off on a public site that has not chosen one.
 */
export function previewSecret(
  env: Pick<Env, "SANITY_PREVIEW_SECRET" | "NODE_ENV" | "SITE_URL">,
): string | null {
  if (env.SANITY_PREVIEW_SECRET) return env.SANITY_PREVIEW_SECRET;
  return siteIsLocal(env) ? DEVELOPMENT_PREVIEW_SECRET : null;
}

function siteIsLocal(env: Pick<Env, "NODE_ENV" | "SITE_URL">): boolean {
  if (env.NODE_ENV !== "production") return true;
  let host: string;
  try {
    host = new URL(env.SITE_URL).hostname;
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}

/**
 * Whether a given secret is the configured one, in time that does not depend on where they differ:
 * both are hashed to 32 bytes first, so neither their contents nor their lengths leak.
 */
export function secretMatches(given: string | null | undefined, secret: string): boolean {
  if (typeof given !== "string" || given === "") return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(secret));
}

function mac(secret: string, expires: number): Buffer {
  return createHmac("sha256", secret).update(`${SIGNED_PREFIX}${expires}`).digest();
}

/** A cookie value valid until `now + ttlSeconds`. */
export function signPreviewToken(secret: string, now: Date, ttlSeconds = PREVIEW_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${expires}.${mac(secret, expires).toString("base64url")}`;
}

/** Whether a cookie value was signed with `secret` and has not expired. */
export function verifyPreviewToken(secret: string, value: string | null | undefined, now: Date): boolean {
  if (typeof value !== "string") return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= Math.floor(now.getTime() / 1000)) return false;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = mac(secret, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a request's Cookie header opens preview (false whenever preview is off). */
export function requestIsPreview(
  cookieHeader: string | null | undefined,
  secret: string | null,
  now: Date,
): boolean {
  if (!secret) return false;
  return verifyPreviewToken(secret, readCookie(cookieHeader, PREVIEW_COOKIE), now);
}

/** Set-Cookie for a new preview session: HttpOnly, SameSite=Lax, Secure on an HTTPS site, expiring. */
export function previewCookie(env: Pick<Env, "SITE_URL">, secret: string, now: Date): string {
  return serializeCookie(PREVIEW_COOKIE, signPreviewToken(secret, now), {
    maxAgeSeconds: PREVIEW_TTL_SECONDS,
    secure: siteUsesHttps(env),
  });
}

/** Set-Cookie that ends a preview session. */
export function clearedPreviewCookie(env: Pick<Env, "SITE_URL">): string {
  return serializeCookie(PREVIEW_COOKIE, "", { maxAgeSeconds: 0, secure: siteUsesHttps(env) });
}

/**
 * Where preview sends the editor: a path of this site, never another origin (`//host`, `https://…`,
 * a backslash trick all fall back to the home page), so the secret link is no open redirect.
 */
export function previewTarget(redirect: string | null | undefined): string {
  return safeRedirectPath(redirect ?? null, "/");
}

/**
 * Where leaving preview sends the editor: the `redirect` parameter, else the path of the page it was
 * on (its Referer, when that is this site: `origins` are the request's own and SITE_URL's), else `/`.
 */
export function exitTarget(
  redirect: string | null | undefined,
  referer: string | null | undefined,
  origins: readonly string[],
): string {
  if (redirect) return previewTarget(redirect);
  if (!referer) return "/";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "/";
  }
  if (!origins.includes(url.origin)) return "/";
  return safeRedirectPath(`${url.pathname}${url.search}`, "/");
}
