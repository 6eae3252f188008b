import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeSmsRu, type RunningFakeProvider } from "../../../tests/support/fake-sms-providers";
import { createSmsRuTransport } from "./smsru.server";
import { isDeliveryError, type DeliveryError } from "./transport";

// The SMS.ru adapter against a local server that answers as https://sms.ru/api/send documents
// (issue 6). Each failure is checked for the one thing the outbox worker acts on: permanent
// (stop retrying) or not (retry with backoff).
const API_ID = "A3CA597E-3ACF-4E7D-82EE-CF82B52B1A8B";
const message = { to: "+79991234567", text: "Charterline: код для входа 4821" };

let provider: RunningFakeProvider;

beforeEach(async () => {
  provider = await startFakeSmsRu({ apiId: API_ID, unroutable: ["79990000007"] });
});
afterEach(() => provider.close());

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isDeliveryError(error)) throw new Error(`expected a DeliveryError, got ${String(error)}`);
  return error;
}

describe("SMS.ru transport", () => {
  it("posts api_id, the number as digits, the text, json=1 and the sender, and keeps the sms_id", async () => {
    const sms = createSmsRuTransport({ apiId: API_ID, from: "Charterline", baseUrl: provider.url });

    const delivery = await sms.send(message);

    expect(sms.name).toBe("smsru");
    expect(delivery).toEqual({ providerId: "000000-10000001" });
    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/sms/send");
    expect(Object.fromEntries(request!.form)).toEqual({
      api_id: API_ID,
      to: "79991234567",
      msg: "Charterline: код для входа 4821",
      json: "1",
      from: "Charterline",
    });
    // The api_id travels in the body, not in the URL.
    expect(request!.query.size).toBe(0);
  });

  it("leaves out `from` when no sender name is configured, so SMS.ru uses the account's default", async () => {
    const sms = createSmsRuTransport({ apiId: API_ID, baseUrl: `${provider.url}/` });
    await sms.send(message);
    expect(provider.requests[0]!.form.has("from")).toBe(false);
  });

  it("treats a wrong api_id (200) as permanent: no retry fixes credentials", async () => {
    const sms = createSmsRuTransport({ apiId: "0BSOLETE-API-ID", baseUrl: provider.url });
    const error = await failure(sms.send(message));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("200");
    // The outbox row keeps this message: it must not carry the credential.
    expect(error.message).not.toContain("0BSOLETE-API-ID");
  });

  it("treats a number SMS.ru cannot deliver to (207) as permanent", async () => {
    const sms = createSmsRuTransport({ apiId: API_ID, baseUrl: provider.url });
    const error = await failure(sms.send({ ...message, to: "+79990000007" }));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("207");
  });

  it("treats an empty balance (201) as transient: the message goes once the account is topped up", async () => {
    await provider.close();
    provider = await startFakeSmsRu({ apiId: API_ID, balance: 0 });
    const sms = createSmsRuTransport({ apiId: API_ID, baseUrl: provider.url });
    const error = await failure(sms.send(message));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("201");
  });

  it("treats SMS.ru's 'temporarily unavailable' (220) and an HTTP 503 as transient", async () => {
    const sms = createSmsRuTransport({ apiId: API_ID, baseUrl: provider.url });

    provider.outage = "busy";
    const busy = await failure(sms.send(message));
    expect(busy.permanent).toBe(false);
    expect(busy.message).toContain("220");

    provider.outage = "error";
    const down = await failure(sms.send(message));
    expect(down.permanent).toBe(false);
    expect(down.message).toContain("503");

    // And once SMS.ru is back, the same message goes through.
    provider.outage = null;
    expect(await sms.send(message)).toEqual({ providerId: "000000-10000001" });
  });

  it("gives up on a provider that does not answer and reports it as transient", async () => {
    provider.outage = "hang";
    const sms = createSmsRuTransport({ apiId: API_ID, baseUrl: provider.url, timeoutMs: 300 });
    const error = await failure(sms.send(message));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/no answer/);
    expect(provider.requests).toHaveLength(1);
  });

  it("reports a refused connection as transient", async () => {
    const url = provider.url;
    await provider.close();
    const sms = createSmsRuTransport({ apiId: API_ID, baseUrl: url });
    const error = await failure(sms.send(message));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("ECONNREFUSED");
    provider = await startFakeSmsRu({ apiId: API_ID });
  });
});
