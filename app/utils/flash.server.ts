import { createHmac, timingSafeEqual } from "node:crypto";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { readCookie, serializeCookie } from "./cookies";

/**
 * A notice carried across one redirect (POST, redirect, GET; STYLE.md item 14): the action sets a
 * signed cookie on its redirect, the next loader reads it and answers a Set-Cookie that clears it,
 * so the notice shows once and the address stays clean. The cookie names a notice, never its text:
 * the page words it in its own language. Signed so that no other site or script can make a page
 * claim that something was saved; HttpOnly, SameSite=Lax, Path=/ like every cookie of the site.
 */
export const FLASH_COOKIE = "flash";

/*
 * A notice rides on the redirect that follows its own request: a minute is ample for that, and it
 * keeps a notice whose page never loaded (a dropped connection) from turning up much later.
 */
const FLASH_MAX_AGE_SECONDS = 60;

const flashSchema = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9_.:-]{0,63}$/),
  values: z.record(z.string().max(200)).optional(),
});

export type Flash = z.infer<typeof flashSchema>;

/** How the cookie is signed and whether it needs HTTPS (the caller's secret and site). */
export interface FlashSigning {
  secret: string;
  secure: boolean;
}

// The purpose goes into the MAC, so a signature made for another cookie never passes for a flash.
function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`flash:${payload}`).digest("base64url");
}

/** Set-Cookie carrying `flash` to the next page. */
export function flashCookie(signing: FlashSigning, flash: Flash): string {
  const payload = Buffer.from(JSON.stringify(flashSchema.parse(flash))).toString("base64url");
  return serializeCookie(FLASH_COOKIE, `${payload}.${signature(signing.secret, payload)}`, {
    maxAgeSeconds: FLASH_MAX_AGE_SECONDS,
    secure: signing.secure,
  });
}

/** Set-Cookie that ends a flash. */
export function clearedFlashCookie(signing: Pick<FlashSigning, "secure">): string {
  return serializeCookie(FLASH_COOKIE, "", { maxAgeSeconds: 0, secure: signing.secure });
}

/** A redirect to `url` with `flash` for the page it lands on. */
export function redirectWithFlash(
  url: string,
  flash: Flash,
  signing: FlashSigning,
  status: 301 | 302 | 303 | 307 | 308 = 302,
): Response {
  return redirect(url, { status, headers: { "Set-Cookie": flashCookie(signing, flash) } });
}

function verified(secret: string, value: string | undefined): Flash | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(value.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The flash of this request, read once: whenever the cookie came (valid or not), `headers` clear
 * it, and the loader must answer with them. A forged, altered or malformed cookie reads as none.
 */
export function readFlash(
  request: Request,
  signing: FlashSigning,
): { flash: Flash | null; headers: Headers | undefined } {
  const value = readCookie(request.headers.get("Cookie"), FLASH_COOKIE);
  if (value === undefined) return { flash: null, headers: undefined };
  return {
    flash: verified(signing.secret, value),
    headers: new Headers({ "Set-Cookie": clearedFlashCookie(signing) }),
  };
}
