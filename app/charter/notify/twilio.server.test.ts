import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeTwilio, type RunningFakeProvider } from "../../../tests/support/fake-sms-providers";
import { createTwilioTransport } from "./twilio.server";
import { isDeliveryError, type DeliveryError } from "./transport";

// The Twilio adapter against a local server that answers as Twilio's Message resource documents
// (issue 6). Twilio's 4xx refusals of a number or of the credentials are permanent; 429, 5xx and
// silence are retried by the outbox worker.
const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "f0e1d2c3b4a5968778695a4b3c2d1e0f";
const FROM = "+15005550006";
const message = { to: "+447700900123", text: "Charterline: your sign-in code is 4821" };

let provider: RunningFakeProvider;

beforeEach(async () => {
  provider = await startFakeTwilio({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    unsubscribed: ["+447700900456"],
    landlines: ["+442071838750"],
  });
});
afterEach(() => provider.close());

function transport(
  overrides: { from?: string; authToken?: string; timeoutMs?: number; baseUrl?: string } = {},
) {
  return createTwilioTransport({
    accountSid: ACCOUNT_SID,
    authToken: overrides.authToken ?? AUTH_TOKEN,
    from: overrides.from ?? FROM,
    baseUrl: overrides.baseUrl ?? provider.url,
    timeoutMs: overrides.timeoutMs,
  });
}

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isDeliveryError(error)) throw new Error(`expected a DeliveryError, got ${String(error)}`);
  return error;
}

describe("Twilio transport", () => {
  it("creates a Message with Basic auth, To, Body and From, and keeps the message SID", async () => {
    const sms = transport();

    const delivery = await sms.send(message);

    expect(sms.name).toBe("twilio");
    expect(delivery.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = provider.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`,
    );
    expect(Object.fromEntries(request!.form)).toEqual({
      To: "+447700900123",
      Body: "Charterline: your sign-in code is 4821",
      From: FROM,
    });
  });

  it("sends through a Messaging Service when TWILIO_FROM is an MG... SID", async () => {
    const service = "MG9752274e9e519418a7406176694466fa";
    const delivery = await transport({ from: service }).send({ ...message, text: "Код: 4821" });
    expect(delivery.providerId).toMatch(/^SM/);
    expect(Object.fromEntries(provider.requests[0]!.form)).toEqual({
      To: "+447700900123",
      Body: "Код: 4821",
      MessagingServiceSid: service,
    });
  });

  it("treats an invalid To (21211) as permanent, without the number in the stored error", async () => {
    const error = await failure(transport().send({ ...message, to: "+0999123456" }));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("21211");
    expect(error.message).not.toContain("0999123456");
  });

  it("treats an unsubscribed recipient (21610) and a landline (21614) as permanent", async () => {
    const stopped = await failure(transport().send({ ...message, to: "+447700900456" }));
    expect(stopped.permanent).toBe(true);
    expect(stopped.message).toContain("21610");

    const landline = await failure(transport().send({ ...message, to: "+442071838750" }));
    expect(landline.permanent).toBe(true);
    expect(landline.message).toContain("21614");
  });

  it("treats rejected credentials (401, 20003) as permanent", async () => {
    const error = await failure(transport({ authToken: "not-the-token" }).send(message));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("401");
    expect(error.message).toContain("20003");
    expect(error.message).not.toContain("not-the-token");
  });

  it("treats 429 (20429) and 503 as transient, and sends once Twilio recovers", async () => {
    const sms = transport();

    provider.outage = "busy";
    const busy = await failure(sms.send(message));
    expect(busy.permanent).toBe(false);
    expect(busy.message).toContain("20429");

    provider.outage = "error";
    const down = await failure(sms.send(message));
    expect(down.permanent).toBe(false);
    expect(down.message).toContain("503");

    provider.outage = null;
    expect((await sms.send(message)).providerId).toMatch(/^SM/);
  });

  it("gives up on a Twilio that does not answer and reports it as transient", async () => {
    provider.outage = "hang";
    const error = await failure(transport({ timeoutMs: 300 }).send(message));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/no answer/);
    expect(error.message).not.toContain(ACCOUNT_SID);
  });

  it("reports a refused connection as transient", async () => {
    const url = provider.url;
    await provider.close();
    const error = await failure(transport({ baseUrl: url }).send(message));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("ECONNREFUSED");
    provider = await startFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  });
});
