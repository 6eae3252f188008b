import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import {
  clearedPreviewCookie,
  DEVELOPMENT_PREVIEW_SECRET,
  exitTarget,
  PREVIEW_COOKIE,
  PREVIEW_TTL_SECONDS,
  previewCookie,
  previewSecret,
  previewTarget,
  requestIsPreview,
  secretMatches,
  signPreviewToken,
  verifyPreviewToken,
} from "./preview.server";

const SECRET = "a-long-preview-secret-for-tests";
const NOW = new Date("2026-12-01T10:00:00Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("the preview secret (decision 020)", () => {
  it("is SANITY_PREVIEW_SECRET when set, on any site", () => {
    expect(
      previewSecret(parseEnv({ SANITY_PREVIEW_SECRET: SECRET, SITE_URL: "https://charterline.ru" })),
    ).toBe(SECRET);
  });

  it("is the documented development secret on the embedded defaults, so preview works at once", () => {
    expect(previewSecret(parseEnv({}))).toBe(DEVELOPMENT_PREVIEW_SECRET);
    expect(previewSecret(parseEnv({ SITE_URL: "http://127.0.0.1:3100" }))).toBe(DEVELOPMENT_PREVIEW_SECRET);
    expect(
      previewSecret(parseEnv({ NODE_ENV: "development", SITE_URL: "https://staging.charterline.ru" })),
    ).toBe(DEVELOPMENT_PREVIEW_SECRET);
  });

  it("is none on a public production site that set none: preview is off there", () => {
    expect(previewSecret(parseEnv({ SITE_URL: "https://charterline.ru" }))).toBeNull();
    // A host that only begins like a local one is public.
    expect(previewSecret(parseEnv({ SITE_URL: "https://localhost.example.com" }))).toBeNull();
  });

  it("matches only the exact secret", () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    for (const given of [null, undefined, "", `${SECRET} `, SECRET.slice(0, -1), SECRET.toUpperCase()]) {
      expect(secretMatches(given, SECRET)).toBe(false);
    }
  });
});

describe("the signed preview cookie", () => {
  it("verifies until it expires", () => {
    const token = signPreviewToken(SECRET, NOW);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyPreviewToken(SECRET, token, NOW)).toBe(true);
    expect(verifyPreviewToken(SECRET, token, later(PREVIEW_TTL_SECONDS - 1))).toBe(true);
    expect(verifyPreviewToken(SECRET, token, later(PREVIEW_TTL_SECONDS))).toBe(false);
    expect(verifyPreviewToken(SECRET, token, later(PREVIEW_TTL_SECONDS + 3600))).toBe(false);
  });

  it("refuses a tampered, foreign or malformed value", () => {
    const token = signPreviewToken(SECRET, NOW);
    const [expires, mac] = token.split(".") as [string, string];
    // A later expiry under the old signature.
    expect(verifyPreviewToken(SECRET, `${Number(expires) + 86_400}.${mac}`, NOW)).toBe(false);
    // One character of the signature changed.
    const flipped = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`;
    expect(verifyPreviewToken(SECRET, `${expires}.${flipped}`, NOW)).toBe(false);
    // Signed with another secret (a rotated one, or another site's).
    expect(verifyPreviewToken(SECRET, signPreviewToken("another-secret-of-16+", NOW), NOW)).toBe(false);
    for (const value of [
      undefined,
      null,
      "",
      "1",
      "true",
      `${expires}.`,
      `.${mac}`,
      `${token}x`,
      `-1.${mac}`,
    ]) {
      expect(verifyPreviewToken(SECRET, value, NOW)).toBe(false);
    }
  });

  it("reads from the Cookie header, and never while preview is off", () => {
    const header = `cookie_notice=accepted; ${PREVIEW_COOKIE}=${signPreviewToken(SECRET, NOW)}; lang=en`;
    expect(requestIsPreview(header, SECRET, NOW)).toBe(true);
    expect(requestIsPreview(header, null, NOW)).toBe(false);
    expect(requestIsPreview("cookie_notice=accepted", SECRET, NOW)).toBe(false);
    expect(requestIsPreview(null, SECRET, NOW)).toBe(false);
  });

  it("is HttpOnly, SameSite=Lax, site-wide and expiring; Secure on an HTTPS site", () => {
    const local = previewCookie(parseEnv({}), SECRET, NOW);
    expect(local).toMatch(new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}; `));
    expect(local.split("; ").slice(1)).toEqual([
      "Path=/",
      `Max-Age=${PREVIEW_TTL_SECONDS}`,
      "SameSite=Lax",
      "HttpOnly",
    ]);
    expect(previewCookie(parseEnv({ SITE_URL: "https://charterline.ru" }), SECRET, NOW)).toMatch(/; Secure$/);
    expect(clearedPreviewCookie(parseEnv({}))).toBe(
      `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`,
    );
  });
});

describe("where preview sends the editor", () => {
  it("goes to a path of this site, keeping its query", () => {
    expect(previewTarget("/zakaz-chartera/")).toBe("/zakaz-chartera/");
    expect(previewTarget("/en/fleet/?sort=year")).toBe("/en/fleet/?sort=year");
    expect(previewTarget(null)).toBe("/");
    expect(previewTarget("")).toBe("/");
  });

  it.each([
    "//evil.example/",
    "https://evil.example/",
    "http:evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "zakaz-chartera/",
  ])("refuses %j for the home page", (redirect) => {
    expect(previewTarget(redirect)).toBe("/");
  });

  it("leaves preview for the redirect path, else this site's Referer path, else home", () => {
    const origins = ["http://localhost:3000", "https://charterline.ru"];
    expect(exitTarget("/zakaz-chartera/", null, origins)).toBe("/zakaz-chartera/");
    expect(exitTarget("//evil.example/", "https://charterline.ru/fleet/", origins)).toBe("/");
    expect(exitTarget(null, "https://charterline.ru/en/fleet/?sort=year", origins)).toBe(
      "/en/fleet/?sort=year",
    );
    expect(exitTarget(null, "https://evil.example/zakaz-chartera/", origins)).toBe("/");
    expect(exitTarget(null, "not a url", origins)).toBe("/");
    expect(exitTarget(null, null, origins)).toBe("/");
  });
});
