import { ONE_YEAR_SECONDS, serializeCookie } from "./cookies";
import { siteUsesHttps, type Env } from "./env.server";

/**
 * A cookie that remembers a visitor's choice for a year (the language, the acknowledged cookie
 * notice): HttpOnly, SameSite=Lax, and Secure whenever the site is served over HTTPS.
 */
export function rememberingCookie(env: Pick<Env, "SITE_URL">, name: string, value: string): string {
  return serializeCookie(name, value, { maxAgeSeconds: ONE_YEAR_SECONDS, secure: siteUsesHttps(env) });
}
