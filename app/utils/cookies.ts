/** Set once the visitor acknowledges the cookie notice (spec §2, shell); it also turns analytics on. */
export const COOKIE_NOTICE_COOKIE = "cookie_notice";

/** Reads one cookie from a Cookie header; undefined when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Omitted: a session cookie, which the browser drops when it closes. */
  maxAgeSeconds?: number;
  secure: boolean;
  httpOnly?: boolean;
}

/** A Set-Cookie value with the attributes this site always uses (issue 7: HttpOnly, SameSite). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/"];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  parts.push("SameSite=Lax");
  if (options.httpOnly !== false) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
