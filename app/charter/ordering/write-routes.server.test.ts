import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { leads } from "~/db/schema";
import * as confirmRoute from "~/routes/api.auth.confirm_sms";
import * as sendRoute from "~/routes/api.auth.send_login_sms";
import * as outboxRoute from "~/routes/api.outbox";
import * as partnerRoute from "~/routes/api.partner-email";
import * as preOrdersRoute from "~/routes/api.pre-orders";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { searchCards } from "../../../tests/support/offers";

/*
 * The write endpoints of API.md as a client sees them: status codes, the error shape, Retry-After,
 * attempts_left, Bearer tokens and Idempotency-Key, over the real engine on PGlite. The same
 * endpoints are called over HTTP by the e2e booking tests.
 */

const INSPECT = "inspect-token-0123456789";
let database: Database;
let services: Services;
let cardId: string;

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(parseEnv({ OUTBOX_INSPECT_TOKEN: INSPECT }), silentLogger, database);
  cardId = (await searchCards(services.charter))[0]!.id;
});
afterAll(() => database.close());

function context(clientAddress: string): AppLoadContext {
  return { services, nonce: "", clientAddress };
}

function post(
  route: { action: (args: ActionFunctionArgs) => Promise<Response> },
  path: string,
  body: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return route.action({ request, params: {}, context: context(options.address ?? "192.0.2.1") });
}

async function codeFor(phone: string): Promise<string> {
  const request = new Request(`http://localhost/api/outbox?to=${encodeURIComponent(phone)}`, {
    headers: { Authorization: `Bearer ${INSPECT}` },
  });
  const response = await outboxRoute.loader({
    request,
    params: {},
    context: context("192.0.2.1"),
  } as LoaderFunctionArgs);
  const [latest] = (await response.json()) as Array<{ body: string }>;
  return latest!.body.match(/\b(\d{4})\b/)![1]!;
}

describe("POST /api/auth/send_login_sms and /api/auth/confirm_sms", () => {
  it("sends, refuses a wrong code with attempts_left, and answers a token for the right one", async () => {
    const phone = "+79160000001";
    const sent = await post(sendRoute, "/api/auth/send_login_sms", { phone, name: "Анна", its_legal: true });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true, expires_in: 300, resend_after: 30 });
    const code = await codeFor(phone);
    const bad = await post(confirmRoute, "/api/auth/confirm_sms", {
      phone,
      code: code === "0000" ? "1111" : "0000",
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({
      error: { code: "unauthorized", message: "The code is wrong.", attempts_left: 4 },
    });
    const good = await post(confirmRoute, "/api/auth/confirm_sms", { phone, code });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ expires_in: 86_400 });
  });

  it("answers a stranger's wrong code alike whether or not a code is pending (issue 15 item 5)", async () => {
    const pending = "+79160000011";
    await post(sendRoute, "/api/auth/send_login_sms", { phone: pending, name: "Анна", its_legal: true });
    const code = await codeFor(pending);
    const guess = code === "0000" ? "1111" : "0000";
    const answer = async (phone: string, address: string) => {
      const response = await post(confirmRoute, "/api/auth/confirm_sms", { phone, code: guess }, { address });
      return {
        status: response.status,
        retryAfter: response.headers.get("Retry-After"),
        cacheControl: response.headers.get("Cache-Control"),
        body: await response.json(),
      };
    };
    const withCode = await answer(pending, "198.51.100.81");
    const without = await answer("+79160000012", "198.51.100.82");
    expect(withCode).toEqual(without);
    expect(withCode).toEqual({
      status: 401,
      retryAfter: null,
      cacheControl: "no-store",
      body: { error: { code: "unauthorized", message: "The code is wrong.", attempts_left: 4 } },
    });
  });

  it("locks an address guessing across phones with a 429 and Retry-After (issue 15 item 5)", async () => {
    const address = "198.51.100.90";
    for (let i = 0; i < 10; i += 1) {
      const phone = `+791600001${String(i).padStart(2, "0")}`;
      const wrong = await post(confirmRoute, "/api/auth/confirm_sms", { phone, code: "0000" }, { address });
      expect(wrong.status).toBe(401);
    }
    const locked = await post(
      confirmRoute,
      "/api/auth/confirm_sms",
      { phone: "+79160000199", code: "0000" },
      { address },
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBe(15 * 60);
    expect(await locked.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("answers 429 with Retry-After past a limit", async () => {
    const phone = "+79160000002";
    await post(sendRoute, "/api/auth/send_login_sms", { phone, name: "Анна", its_legal: true });
    const again = await post(sendRoute, "/api/auth/send_login_sms", { phone, name: "Анна", its_legal: true });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await again.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("refuses consent not given, a bad phone and malformed JSON with a 400 naming the fields", async () => {
    const noConsent = await post(sendRoute, "/api/auth/send_login_sms", {
      phone: "+79160000003",
      name: "Анна",
      its_legal: false,
    });
    expect(noConsent.status).toBe(400);
    expect(await noConsent.json()).toMatchObject({
      error: { code: "validation_error", fields: { its_legal: expect.any(String) } },
    });
    const badPhone = await post(sendRoute, "/api/auth/send_login_sms", {
      phone: "12345",
      name: "Анна",
      its_legal: true,
    });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ error: { fields: { phone: expect.any(String) } } });
    const broken = await post(sendRoute, "/api/auth/send_login_sms", "{not json");
    expect(broken.status).toBe(400);
  });

  it("answers a GET with 405 in the error shape", async () => {
    const response = sendRoute.loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("POST /api/pre-orders", () => {
  async function token(phone: string): Promise<string> {
    await post(sendRoute, "/api/auth/send_login_sms", { phone, name: "Игорь", its_legal: true });
    const confirmed = await post(confirmRoute, "/api/auth/confirm_sms", {
      phone,
      code: await codeFor(phone),
    });
    return ((await confirmed.json()) as { access_token: string }).access_token;
  }

  it("needs the bearer token, creates with 201 and repeats with 200 and the same pre-order", async () => {
    const bearer = await token("+79160000010");
    const anonymous = await post(preOrdersRoute, "/api/pre-orders", { card_id: cardId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    const headers = { Authorization: `Bearer ${bearer}` };
    const first = await post(
      preOrdersRoute,
      "/api/pre-orders",
      { access_token: bearer, card_id: cardId },
      { headers },
    );
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toMatchObject({ status: "received", card_id: cardId });
    const again = await post(preOrdersRoute, "/api/pre-orders", { card_id: cardId }, { headers });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
  });

  it("refuses a body token of another phone and answers 404 for an unknown card", async () => {
    const mine = await token("+79160000011");
    const theirs = await token("+79160000012");
    const headers = { Authorization: `Bearer ${mine}` };
    const mixed = await post(
      preOrdersRoute,
      "/api/pre-orders",
      { access_token: theirs, card_id: cardId },
      { headers },
    );
    expect(mixed.status).toBe(401);
    const unknown = await post(preOrdersRoute, "/api/pre-orders", { card_id: "zzzzzzzzzzzz" }, { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("Idempotency-Key (API.md Conventions)", () => {
  const lead = { name: "Ирина", contact: "irina@airline.ru", message: "Нужен борт на 8 мест" };

  it("replays the first answer for the same key and body, and stores the lead once", async () => {
    const headers = { "Idempotency-Key": "lead-retry-0001" };
    const first = await post(partnerRoute, "/api/partner-email", lead, { headers, address: "192.0.2.50" });
    expect(first.status).toBe(201);
    const body = await first.json();
    const retry = await post(partnerRoute, "/api/partner-email", lead, { headers, address: "192.0.2.50" });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(body);
    const stored = await database.db.select().from(leads);
    expect(stored.filter((row) => row.id === (body as { id: string }).id)).toHaveLength(1);
    expect(stored.filter((row) => row.message === lead.message)).toHaveLength(1);
  });

  it("answers 422 for the same key with another body", async () => {
    const headers = { "Idempotency-Key": "lead-retry-0002" };
    expect(
      (await post(partnerRoute, "/api/partner-email", lead, { headers, address: "192.0.2.51" })).status,
    ).toBe(201);
    const other = await post(
      partnerRoute,
      "/api/partner-email",
      { ...lead, message: "Другой текст" },
      { headers, address: "192.0.2.51" },
    );
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { code: "unprocessable" } });
  });
});

describe("GET /api/outbox (development and e2e only)", () => {
  it("refuses a wrong token, and does not exist when no token is configured", async () => {
    const request = new Request("http://localhost/api/outbox?to=%2B79160000001", {
      headers: { Authorization: "Bearer wrong-token-0123456789" },
    });
    const args = { request, params: {}, context: context("192.0.2.1") } as LoaderFunctionArgs;
    expect((await outboxRoute.loader(args)).status).toBe(401);
    const closed = wireServices(parseEnv({}), silentLogger, database);
    const response = await outboxRoute.loader({
      ...args,
      context: { services: closed, nonce: "", clientAddress: "x" },
    });
    expect(response.status).toBe(404);
  });
});
