import type { APIRequestContext } from "@playwright/test";
import { E2E_OUTBOX_TOKEN } from "../../playwright.config";
import { expect } from "./fixtures";

/**
 * What the ordering tests read as a developer would (GET /api/outbox, open with the e2e token):
 * the messages to one recipient, newest first, and the login code of the newest text message.
 */
export interface OutboxMessage {
  channel: string;
  recipient?: string;
  body: string;
}

/** A run's own numbers: the last digits of the clock, so a rerun on the same server starts afresh. */
export const RUN = String(Date.now() % 100_000).padStart(5, "0");
export const RUN_HEX = (Date.now() % 0xffff).toString(16);

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` },
  });
  return (await response.json()) as OutboxMessage[];
}

/**
 * The code of the newest text message to `phone` (E.164): the message ends "#1234". After a
 * re-request, pass the old code as `after` to wait for the new message rather than read the old one.
 */
export async function latestCode(request: APIRequestContext, phone: string, after: string | null = null) {
  let code = "";
  await expect
    .poll(async () => {
      const sms = (await outbox(request, phone)).find((message) => message.channel === "sms");
      code = /#(\d{4})\s*$/.exec(sms?.body ?? "")?.[1] ?? "";
      return code !== "" && code !== after ? code : "";
    })
    .not.toBe("");
  return code;
}

/** How many text messages `phone` has been sent. */
export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  return (await outbox(request, phone)).filter((message) => message.channel === "sms").length;
}

/** Three days ahead at 12:00, airport-local (spec §9's window starts tomorrow at 12:00). */
export function threeDaysAhead(): string {
  const date = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T12:00`;
}
