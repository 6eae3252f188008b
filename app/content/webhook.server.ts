import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { SIGNATURE_HEADER_NAME, decodeSignatureHeader } from "@sanity/webhook";
import { lt, sql } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { webhookDeliveries } from "~/db/schema";

/**
 * Verification of Sanity's GROQ-powered webhooks, which purge the content cache (ARCHITECTURE.md,
 * "Content layer"). The header parsing is @sanity/webhook's own; the signature is recomputed here
 * with the same scheme (HMAC-SHA256 over `${timestamp}.${rawBody}`, base64url without padding, as in
 * the toolkit's `createHS256Signature`) so that it can be compared in constant time, which the
 * toolkit's `signature !== encoded` does not do, and so that verification is synchronous.
 */
export const SANITY_WEBHOOK_SIGNATURE_HEADER = SIGNATURE_HEADER_NAME;

export type WebhookVerification =
  { ok: true } | { ok: false; reason: "missing" | "malformed" | "stale" | "invalid" };

// A signed request replayed later than this, or dated this far ahead, is refused. Five minutes is
// the tolerance of the common signed-webhook schemes (Stripe's and Svix's default, 300 s); a purge
// that arrives later is harmless to miss, as the cache TTL catches up anyway.
const DEFAULT_MAX_AGE_MS = 5 * 60_000;

export function verifySanityWebhook(input: {
  /** The raw request body, exactly as received: re-encoded JSON would not match the signature. */
  body: string;
  signatureHeader: string | readonly string[] | null | undefined;
  secret: string;
  /** The current time in milliseconds; Date.now() unless a test fixes it. */
  now?: number;
  maxAgeMs?: number;
}): WebhookVerification {
  const { body, signatureHeader, secret } = input;
  const now = input.now ?? Date.now();
  const maxAgeMs = input.maxAgeMs ?? DEFAULT_MAX_AGE_MS;

  if (signatureHeader === null || signatureHeader === undefined || signatureHeader === "") {
    return { ok: false, reason: "missing" };
  }
  // Two signature headers are ambiguous; the toolkit refuses them as a format error too.
  if (typeof signatureHeader !== "string") return { ok: false, reason: "malformed" };

  let timestamp: number;
  let signature: string;
  try {
    const decoded = decodeSignatureHeader(signatureHeader);
    timestamp = decoded.timestamp;
    signature = decoded.hashedPayload;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (!Number.isSafeInteger(timestamp)) return { ok: false, reason: "malformed" };
  if (Math.abs(now - timestamp) > maxAgeMs) return { ok: false, reason: "stale" };

  // An unset secret must never let a request through.
  if (secret === "") return { ok: false, reason: "invalid" };
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("base64url");
  const given = Buffer.from(signature, "utf8");
  const wanted = Buffer.from(expected, "utf8");
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    return { ok: false, reason: "invalid" };
  }
  return { ok: true };
}

/*
 * Replays (issue 15, item 6): a captured signed call verifies again until its timestamp is five
 * minutes old, so each signature is accepted once. Its hash is claimed in `webhook_deliveries` with
 * one INSERT ... ON CONFLICT DO NOTHING: whichever instance inserts the row purges, any other call
 * with that signature (on this instance or another) finds it there. A signature verifies while
 * |now - timestamp| <= five minutes, so up to ten minutes after it is first seen; rows are kept
 * fifteen, the five more covering clock skew between the instances and the database.
 */
const DELIVERY_MEMORY_SECONDS = (2 * DEFAULT_MAX_AGE_MS + 5 * 60_000) / 1000;

/**
 * What identifies one signed call: SHA-256 of its timestamp and signature as parsed, never the
 * header itself. The parsed form, because the header's spelling is loose (the toolkit trims it and
 * reads "t=0170…" as 170…): a re-spelled header must not count as a new signature.
 */
export function deliveryHash(signatureHeader: string): string {
  const { timestamp, hashedPayload } = decodeSignatureHeader(signatureHeader);
  return createHash("sha256").update(`t=${timestamp},v1=${hashedPayload}`).digest("hex");
}

/**
 * Claims a verified signature for this call: true the first time, false for a replay. Prunes rows
 * past the memory window first, by the database clock every instance shares; the table holds a
 * quarter hour of deliveries, so this costs next to nothing. Call only after verifySanityWebhook
 * accepted the header, so unsigned calls cannot fill the table.
 */
export async function claimWebhookDelivery(db: AppDatabase, signatureHeader: string): Promise<boolean> {
  await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.receivedAt, sql`now() - ${DELIVERY_MEMORY_SECONDS} * interval '1 second'`));
  const claimed = await db
    .insert(webhookDeliveries)
    .values({ signatureHash: deliveryHash(signatureHeader) })
    .onConflictDoNothing()
    .returning({ signatureHash: webhookDeliveries.signatureHash });
  return claimed.length === 1;
}

export interface WebhookPayload {
  documentId: string | null;
  documentType: string | null;
}

/**
 * The document a webhook is about. Sanity sends whatever projection the webhook defines, so this
 * accepts a document-shaped body (`{ _id, _type }`, the default projection and the one to configure)
 * and the `ids` body of Sanity's legacy webhooks (`{ ids: { all, created, updated, deleted } }`);
 * anything else, including a body that is not JSON, gives nulls.
 */
export function parseWebhookPayload(body: unknown): WebhookPayload {
  let value = body;
  if (typeof body === "string") {
    try {
      value = JSON.parse(body);
    } catch {
      return { documentId: null, documentType: null };
    }
  }
  if (!isRecord(value)) return { documentId: null, documentType: null };

  const documentType = typeof value._type === "string" ? value._type : null;
  if (typeof value._id === "string") return { documentId: value._id, documentType };

  const ids = value.ids;
  if (isRecord(ids)) {
    for (const list of [ids.all, ids.updated, ids.created, ids.deleted]) {
      const first = Array.isArray(list) ? list.find((id) => typeof id === "string") : undefined;
      if (typeof first === "string") return { documentId: first, documentType };
    }
  }
  return { documentId: null, documentType };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
