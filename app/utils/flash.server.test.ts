import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, flashCookie, readFlash, redirectWithFlash } from "./flash.server";

const signing = { secret: "a-test-secret-of-thirty-two-chars!", secure: false };

/** The name=value part of a Set-Cookie, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie?: string) =>
  new Request("http://localhost/ops/staff/", cookie ? { headers: { Cookie: cookie } } : {});

describe("a flash notice", () => {
  it("rides on the redirect as a signed, HttpOnly, SameSite=Lax cookie for the whole site", () => {
    const response = redirectWithFlash("/ops/staff/", { key: "invited" }, signing, 303);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ops/staff/");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie.startsWith(`${FLASH_COOKIE}=`)).toBe(true);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    expect(flashCookie({ ...signing, secure: true }, { key: "invited" })).toContain("Secure");
  });

  it("is read once: the next loader gets it with a Set-Cookie that clears it", () => {
    const cookie = sent(flashCookie(signing, { key: "leg-published", values: { tail: "RA-67631" } }));
    const first = readFlash(requestWith(`ops_session=abc; ${cookie}`), signing);
    expect(first.flash).toEqual({ key: "leg-published", values: { tail: "RA-67631" } });
    const cleared = first.headers!.get("Set-Cookie")!;
    expect(cleared).toMatch(new RegExp(`^${FLASH_COOKIE}=;`));
    expect(cleared).toContain("Max-Age=0");
    expect(cleared).toContain("Path=/");

    // The browser drops the cookie; the request after that has none, and nothing is set.
    const next = readFlash(requestWith("ops_session=abc"), signing);
    expect(next).toEqual({ flash: null, headers: undefined });
  });

  it("ignores a cookie whose payload or signature was changed, and clears it", () => {
    const cookie = sent(flashCookie(signing, { key: "updated" })).slice(FLASH_COOKIE.length + 1);
    const [payload, mac] = decodeURIComponent(cookie).split(".") as [string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ key: "invited" })).toString("base64url");
    const flippedMac = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const value of [
      `${forgedPayload}.${mac}`,
      `${payload}.${flippedMac}`,
      `${payload}.`,
      payload,
      "garbage",
    ]) {
      const read = readFlash(requestWith(`${FLASH_COOKIE}=${value}`), signing);
      expect(read.flash, value).toBeNull();
      expect(read.headers?.get("Set-Cookie"), value).toContain("Max-Age=0");
    }
    // Signed with another secret (another deployment, a rotated secret): not ours.
    const other = sent(
      flashCookie({ ...signing, secret: "another-secret-of-thirty-two-chars" }, { key: "updated" }),
    );
    expect(readFlash(requestWith(other), signing).flash).toBeNull();
  });

  it("refuses to sign a key that is not a plain notice code", () => {
    expect(() => flashCookie(signing, { key: "<script>" })).toThrow();
  });
});
