import type { ActionFunctionArgs } from "@remix-run/node";
import { recordContentPurge } from "~/db/content-purges.server";
import { claimWebhookDelivery, parseWebhookPayload, verifySanityWebhook } from "~/content/webhook.server";
import { apiError } from "~/utils/api-error.server";

/** Webhook bodies are a document projection; anything this large is not Sanity's. */
const MAX_BODY_BYTES = 256 * 1024;

export function loader() {
  return apiError("method_not_allowed", "Use POST.", { headers: { Allow: "POST" } });
}

/**
 * Sanity calls this when a document is published (ARCHITECTURE.md, "Content layer"): a call with a
 * valid signature no older than five minutes purges the content cache, so editors see their change
 * at once, on every instance; the purge is recorded for /healthz. Each signature purges once: a
 * replay, to this instance or another, is refused (issue 15, item 6).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env, contentPurges, db, logger } = context.services;
  if (request.method !== "POST") {
    return apiError("method_not_allowed", "Use POST.", { headers: { Allow: "POST" } });
  }
  if (!env.SANITY_WEBHOOK_SECRET) {
    return apiError("unavailable", "The content webhook is not configured on this server.");
  }
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_BODY_BYTES) return apiError("validation_error", "The webhook body is too large.");
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return apiError("validation_error", "The webhook body is too large.");

  const signatureHeader = request.headers.get("sanity-webhook-signature");
  const verdict = verifySanityWebhook({ body, signatureHeader, secret: env.SANITY_WEBHOOK_SECRET });
  if (!verdict.ok || signatureHeader === null) {
    const reason = verdict.ok ? "missing" : verdict.reason;
    logger.warn("content webhook refused", { reason });
    return apiError("unauthorized", `The webhook signature is ${reason}.`);
  }

  let firstDelivery: boolean;
  try {
    firstDelivery = await claimWebhookDelivery(db.db, signatureHeader);
  } catch (error) {
    // A signature whose single use cannot be recorded is not accepted: otherwise a replay during
    // an outage would purge. A missed purge is harmless (the cache lifetime catches up), and the
    // 503 lets Sanity retry.
    logger.error("content webhook delivery not recorded", { error });
    return apiError("unavailable", "The webhook cannot be accepted now. Please retry.", {
      headers: { "Retry-After": "30" },
    });
  }
  if (!firstDelivery) {
    // 409, not 401: the signature is genuine (a 401 would send an operator to check the secret);
    // this delivery was already accepted and purged once (API.md "Conventions": `conflict`).
    logger.warn("content webhook refused", { reason: "replayed" });
    return apiError("conflict", "This signed webhook delivery was already received.");
  }

  const payload = parseWebhookPayload(body);
  try {
    // Purges this instance's content and page caches, then every other instance's (issue 7 §2).
    await contentPurges.announce(payload);
  } catch (error) {
    // This instance is purged; the others catch up within their cache lifetimes.
    logger.error("content purge not announced to other instances", { error });
  }
  try {
    await recordContentPurge(db.db, { ...payload, source: "webhook" });
  } catch (error) {
    // The purge itself happened; only its record for /healthz is missing.
    logger.error("content purge not recorded", { error });
  }
  logger.info("content cache purged", { documentId: payload.documentId, documentType: payload.documentType });
  return Response.json({ purged: true }, { headers: { "Cache-Control": "no-store" } });
}
