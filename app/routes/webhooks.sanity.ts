import type { ActionFunctionArgs } from "@remix-run/node";
import { recordContentPurge } from "~/db/content-purges.server";
import { parseWebhookPayload, verifySanityWebhook } from "~/content/webhook.server";
import { apiError } from "~/utils/api-error.server";

/** Webhook bodies are a document projection; anything this large is not Sanity's. */
const MAX_BODY_BYTES = 256 * 1024;

export function loader() {
  return apiError("method_not_allowed", "Use POST.", { headers: { Allow: "POST" } });
}

/**
 * Sanity calls this when a document is published (ARCHITECTURE.md, "Content layer"): a call with a
 * valid signature no older than five minutes purges the content cache, so editors see their change
 * at once, on every instance; the purge is recorded for /healthz.
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

  const verdict = verifySanityWebhook({
    body,
    signatureHeader: request.headers.get("sanity-webhook-signature"),
    secret: env.SANITY_WEBHOOK_SECRET,
  });
  if (!verdict.ok) {
    logger.warn("content webhook refused", { reason: verdict.reason });
    return apiError("unauthorized", `The webhook signature is ${verdict.reason}.`);
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
