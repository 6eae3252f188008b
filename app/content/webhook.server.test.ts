import { encodeSignatureHeader, isValidSignature } from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { parseWebhookPayload, verifySanityWebhook } from "./webhook.server";

const SECRET = "whsec-charterline-test";
const BODY = JSON.stringify({ _id: "siteSettings", _type: "siteSettings", title: "Настройки — «сайт»" });
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;

/** A header as Sanity sends it, made by @sanity/webhook's own encoder. */
function sign(body: string, timestamp: number, secret = SECRET) {
  return encodeSignatureHeader(body, timestamp, secret);
}

describe("verifySanityWebhook", () => {
  it("accepts a signature made with Sanity's encoding, non-ASCII body included", async () => {
    const header = await sign(BODY, NOW);
    expect(await isValidSignature(BODY, header, SECRET)).toBe(true);
    expect(verifySanityWebhook({ body: BODY, signatureHeader: header, secret: SECRET, now: NOW })).toEqual({
      ok: true,
    });
  });

  it("accepts a signature within five minutes either side", async () => {
    for (const offset of [-5 * MINUTE, -4 * MINUTE, 4 * MINUTE]) {
      const header = await sign(BODY, NOW + offset);
      expect(verifySanityWebhook({ body: BODY, signatureHeader: header, secret: SECRET, now: NOW })).toEqual({
        ok: true,
      });
    }
  });

  it("refuses a wrong secret or a tampered body as invalid", async () => {
    const header = await sign(BODY, NOW);
    expect(verifySanityWebhook({ body: BODY, signatureHeader: header, secret: "another", now: NOW })).toEqual(
      {
        ok: false,
        reason: "invalid",
      },
    );
    const tampered = BODY.replace("siteSettings", "landingPage");
    expect(
      verifySanityWebhook({ body: tampered, signatureHeader: header, secret: SECRET, now: NOW }),
    ).toEqual({
      ok: false,
      reason: "invalid",
    });
    // The same JSON re-encoded with other spacing is a different body: the raw text is what is signed.
    const reencoded = JSON.stringify(JSON.parse(BODY), null, 2);
    expect(
      verifySanityWebhook({ body: reencoded, signatureHeader: header, secret: SECRET, now: NOW }),
    ).toMatchObject({
      reason: "invalid",
    });
    expect(verifySanityWebhook({ body: BODY, signatureHeader: header, secret: "", now: NOW })).toMatchObject({
      reason: "invalid",
    });
  });

  it("refuses a truncated signature as invalid", async () => {
    const header = (await sign(BODY, NOW)).slice(0, -4);
    expect(verifySanityWebhook({ body: BODY, signatureHeader: header, secret: SECRET, now: NOW })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it.each([undefined, null, ""])("refuses a missing header (%s)", (signatureHeader) => {
    expect(verifySanityWebhook({ body: BODY, signatureHeader, secret: SECRET, now: NOW })).toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it.each(["v1=abc", "t=,v1=abc", "t=abc,v1=def", "t=1763726400000", "sha256=abc", "t=1763726400000,v1="])(
    "refuses a malformed header %j",
    (signatureHeader) => {
      expect(verifySanityWebhook({ body: BODY, signatureHeader, secret: SECRET, now: NOW })).toEqual({
        ok: false,
        reason: "malformed",
      });
    },
  );

  it("refuses two signature headers as malformed", async () => {
    const header = await sign(BODY, NOW);
    expect(
      verifySanityWebhook({ body: BODY, signatureHeader: [header, header], secret: SECRET, now: NOW }),
    ).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("refuses a six-minute-old or six-minute-early signature as stale", async () => {
    for (const offset of [-6 * MINUTE, 6 * MINUTE]) {
      const header = await sign(BODY, NOW + offset);
      expect(verifySanityWebhook({ body: BODY, signatureHeader: header, secret: SECRET, now: NOW })).toEqual({
        ok: false,
        reason: "stale",
      });
    }
  });

  it("uses the real clock by default", async () => {
    const header = await sign(BODY, Date.now());
    expect(verifySanityWebhook({ body: BODY, signatureHeader: header, secret: SECRET })).toEqual({
      ok: true,
    });
  });
});

describe("parseWebhookPayload", () => {
  it("reads a document projection from the raw body or a parsed one", () => {
    expect(parseWebhookPayload(BODY)).toEqual({ documentId: "siteSettings", documentType: "siteSettings" });
    expect(parseWebhookPayload({ _id: "faq-1", _type: "faq" })).toEqual({
      documentId: "faq-1",
      documentType: "faq",
    });
    expect(parseWebhookPayload({ _id: "faq-1" })).toEqual({ documentId: "faq-1", documentType: null });
  });

  it("reads an ids-style body", () => {
    expect(
      parseWebhookPayload(
        JSON.stringify({
          ids: { created: [], updated: ["siteSettings"], deleted: [], all: ["siteSettings"] },
        }),
      ),
    ).toEqual({ documentId: "siteSettings", documentType: null });
    expect(parseWebhookPayload({ ids: { deleted: ["landing-1"] } })).toEqual({
      documentId: "landing-1",
      documentType: null,
    });
  });

  it.each([
    ["not json"],
    [null],
    [undefined],
    [42],
    [["siteSettings"]],
    [{}],
    [{ _id: 7 }],
    [{ ids: { all: [1] } }],
  ])("gives nulls for %j", (body) => {
    expect(parseWebhookPayload(body)).toEqual({ documentId: null, documentType: null });
  });
});
