import type { AppLoadContext } from "@remix-run/node";
import { encodeSignatureHeader, isValidSignature } from "@sanity/webhook";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { contentPurges, webhookDeliveries } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { action } from "~/routes/webhooks.sanity";
import type { Services } from "~/services.server";
import { silentLogger } from "~/utils/logger.server";
import {
  claimWebhookDelivery,
  deliveryHash,
  parseWebhookPayload,
  verifySanityWebhook,
} from "./webhook.server";

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

describe.each(databaseTargets())("replayed webhooks on $name (issue 15, item 6)", (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(webhookDeliveries);
    await database.db.delete(contentPurges);
  });

  /** One instance's webhook route: its own purge announcer, the shared database. */
  function instance() {
    const announced: unknown[] = [];
    const services = {
      env: { SANITY_WEBHOOK_SECRET: SECRET },
      db: database,
      logger: silentLogger,
      contentPurges: {
        announce: async (payload: unknown) => {
          announced.push(payload);
        },
      },
    } as unknown as Services;
    const context = { services, nonce: "", clientAddress: "192.0.2.1" } as AppLoadContext;
    return {
      announced,
      call: (body: string, signature: string) =>
        action({
          request: new Request("http://localhost/webhooks/sanity", {
            method: "POST",
            headers: { "Content-Type": "application/json", "sanity-webhook-signature": signature },
            body,
          }),
          params: {},
          context,
        }),
    };
  }

  it("claims a signature once, stores only its hash, and knows it however the header is spelled", async () => {
    const header = await sign(BODY, Date.now());
    expect(await claimWebhookDelivery(database.db, header)).toBe(true);
    expect(await claimWebhookDelivery(database.db, header)).toBe(false);
    // The toolkit reads a padded, zero-led timestamp as the same one, so the signature verifies.
    const respelled = ` ${header.replace("t=", "t=0").replace(",", ", ")} `;
    expect(verifySanityWebhook({ body: BODY, signatureHeader: respelled, secret: SECRET })).toEqual({
      ok: true,
    });
    expect(deliveryHash(respelled)).toBe(deliveryHash(header));
    expect(await claimWebhookDelivery(database.db, respelled)).toBe(false);
    const rows = await database.db.select().from(webhookDeliveries);
    expect(rows.map((row) => row.signatureHash)).toEqual([deliveryHash(header)]);
    expect(rows[0]!.signatureHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(header.split("v1=")[1]);
  });

  it("forgets deliveries past the quarter hour a signature could still verify in", async () => {
    await database.db.insert(webhookDeliveries).values([
      { signatureHash: "old", receivedAt: sql`now() - interval '16 minutes'` },
      { signatureHash: "recent", receivedAt: sql`now() - interval '14 minutes'` },
    ]);
    expect(await claimWebhookDelivery(database.db, await sign(BODY, Date.now()))).toBe(true);
    const kept = (await database.db.select().from(webhookDeliveries)).map((row) => row.signatureHash);
    expect(kept).not.toContain("old");
    expect(kept).toContain("recent");
    expect(kept).toHaveLength(2);
  });

  it("purges on the first delivery only: a replay to the same or another instance is a 409 that purges nothing", async () => {
    const first = instance();
    const second = instance();
    const header = await sign(BODY, Date.now());
    const accepted = await first.call(BODY, header);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ purged: true });
    for (const replay of [first, second]) {
      const refused = await replay.call(BODY, header);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: { code: "conflict", message: "This signed webhook delivery was already received." },
      });
    }
    expect(first.announced).toEqual([{ documentId: "siteSettings", documentType: "siteSettings" }]);
    expect(second.announced).toEqual([]);
    expect(await database.db.select().from(contentPurges)).toHaveLength(1);
  });

  it("lets exactly one of two instances take a delivery both receive at once", async () => {
    const first = instance();
    const second = instance();
    const header = await sign(BODY, Date.now());
    const statuses = (await Promise.all([first.call(BODY, header), second.call(BODY, header)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(first.announced.length + second.announced.length).toBe(1);
  });

  it("records nothing for a call whose signature does not verify", async () => {
    const forged = await sign(BODY, Date.now(), "another secret");
    expect((await instance().call(BODY, forged)).status).toBe(401);
    expect(await database.db.select().from(webhookDeliveries)).toEqual([]);
  });
});
