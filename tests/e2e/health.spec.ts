import { createHmac } from "node:crypto";
import { E2E_WEBHOOK_SECRET } from "../../playwright.config";
import { expect, test } from "./fixtures";

// issue 2: /healthz reports the database and the content source.
test("healthz reports the embedded database and the content dataset", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = await response.json();
  expect(body).toMatchObject({
    status: "ok",
    database: { ok: true, kind: "pglite" },
    content: { ok: true, source: "dataset" },
  });
});

function sign(body: string, secret: string, timestamp = Date.now()) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
  return `t=${timestamp},v1=${signature}`;
}

// ARCHITECTURE.md "Content layer": a signed Sanity webhook purges the content cache.
test("a signed content webhook purges and is recorded; a forged one is refused", async ({ request }) => {
  const body = JSON.stringify({ _id: "siteSettings", _type: "siteSettings" });
  const forged = await request.post("/webhooks/sanity", {
    data: body,
    headers: { "Content-Type": "application/json", "sanity-webhook-signature": sign(body, "wrong-secret") },
  });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toMatchObject({ error: { code: "unauthorized" } });

  const stale = await request.post("/webhooks/sanity", {
    data: body,
    headers: {
      "Content-Type": "application/json",
      "sanity-webhook-signature": sign(body, E2E_WEBHOOK_SECRET, Date.now() - 6 * 60_000),
    },
  });
  expect(stale.status()).toBe(401);

  const accepted = await request.post("/webhooks/sanity", {
    data: body,
    headers: {
      "Content-Type": "application/json",
      "sanity-webhook-signature": sign(body, E2E_WEBHOOK_SECRET),
    },
  });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toEqual({ purged: true });

  const health = await (await request.get("/healthz")).json();
  expect(Date.parse(health.content.lastPurge)).toBeGreaterThan(Date.now() - 60_000);
});
