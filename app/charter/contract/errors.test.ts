import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  MAX_JSON_BODY_BYTES,
  type ParseResult,
  parseIdempotencyKey,
  parseJsonBody,
  parseParams,
  parseQuery,
  toValidationError,
} from "./errors";
import { partnerEmailBodyExample, preOrderBodyExample } from "./examples";
import {
  CardIdParamsSchema,
  CardsQuerySchema,
  ConfirmSmsBodySchema,
  ErrorSchema,
  PartnerEmailBodySchema,
  PreOrderBodySchema,
  SearchEmailBodySchema,
  SendLoginSmsBodySchema,
} from "./schemas";

const URL_BASE = "http://localhost/api/partner-email";

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) {
  return new Request(URL_BASE, {
    method: "POST",
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
}

/** The 400 answer of a refused parse, checked against the contract's error shape. */
async function refusal<T>(result: ParseResult<T>) {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.data)}`);
  expect(result.response.status).toBe(400);
  expect(result.response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(result.response.headers.get("Cache-Control")).toBe("no-store");
  return ErrorSchema.parse(await result.response.json()).error;
}

describe("toValidationError", () => {
  it("puts an issue about the whole value into the message", () => {
    const result = z.object({ a: z.string() }).safeParse("text");
    if (result.success) throw new Error("expected a failure");
    expect(toValidationError(result.error)).toEqual({
      error: { code: "validation_error", message: "The request is invalid: must be an object." },
    });
  });

  it("keys nested fields by their dotted path and keeps the first reason per field", () => {
    const result = z
      .object({ legs: z.array(z.object({ pax: z.number().min(1).max(0) })) })
      .safeParse({ legs: [{ pax: 0 }] });
    if (result.success) throw new Error("expected a failure");
    expect(toValidationError(result.error).error.fields).toEqual({ "legs.0.pax": "must be at least 1" });
  });
});

describe("parseQuery", () => {
  const query =
    "departure_airport=uuww&arrival_airport=ULLI&departure_date_there=2026-12-01T12:00&pax_there=2";

  it("parses a query string", () => {
    const result = parseQuery(CardsQuerySchema, new URLSearchParams(query));
    expect(result).toEqual({
      ok: true,
      data: {
        departure_airport: "UUWW",
        arrival_airport: "ULLI",
        departure_date_there: "2026-12-01T12:00:00",
        pax_there: 2,
        departure_date_back: null,
        pax_back: null,
      },
    });
  });

  it("treats an empty value as absent, as an HTML form sends unset fields", () => {
    const result = parseQuery(
      CardsQuerySchema,
      new URLSearchParams(`${query}&departure_date_back=&pax_back=`),
    );
    expect(result.ok && result.data.departure_date_back).toBeNull();
  });

  it("answers 400 with the fields for bad input", async () => {
    const error = await refusal(
      parseQuery(CardsQuerySchema, new URLSearchParams(query.replace("pax_there=2", "pax_there=0"))),
    );
    expect(error).toEqual({
      code: "validation_error",
      message: "Some fields are invalid: pax_there.",
      fields: { pax_there: "must be at least 1" },
    });
  });

  it("refuses a parameter given twice", async () => {
    const error = await refusal(parseQuery(CardsQuerySchema, new URLSearchParams(`${query}&pax_there=3`)));
    expect(error.fields).toEqual({ pax_there: "must be given only once" });
  });
});

describe("parseParams", () => {
  it("checks route parameters", async () => {
    expect(parseParams(CardIdParamsSchema, { card_id: "crd_1" })).toEqual({
      ok: true,
      data: { card_id: "crd_1" },
    });
    const error = await refusal(parseParams(CardIdParamsSchema, { card_id: "a b" }));
    expect(error.fields).toEqual({ card_id: "must be an id of 1 to 64 letters, digits, _ or -" });
    expect((await refusal(parseParams(CardIdParamsSchema, {}))).fields).toEqual({ card_id: "is required" });
  });
});

describe("parseIdempotencyKey", () => {
  it("is null when absent and the key when given", () => {
    expect(parseIdempotencyKey(post("{}"))).toEqual({ ok: true, data: null });
    const keyed = post("{}", { "Content-Type": "application/json", "idempotency-key": "abc-123" });
    expect(parseIdempotencyKey(keyed)).toEqual({ ok: true, data: "abc-123" });
  });

  it("refuses a key over 255 characters", async () => {
    const request = post("{}", { "Content-Type": "application/json", "Idempotency-Key": "k".repeat(256) });
    expect((await refusal(parseIdempotencyKey(request))).fields).toEqual({
      "Idempotency-Key": "must be at most 255 characters",
    });
  });
});

describe("parseJsonBody", () => {
  it("parses a JSON object", async () => {
    const result = await parseJsonBody(PartnerEmailBodySchema, post(JSON.stringify(partnerEmailBodyExample)));
    expect(result).toEqual({ ok: true, data: partnerEmailBodyExample });
  });

  it("accepts an explicit UTF-8 charset and a +json media type", async () => {
    const body = JSON.stringify(preOrderBodyExample);
    for (const type of [
      "application/json; charset=UTF-8",
      'application/json;charset="utf-8"',
      "application/vnd.api+json",
    ]) {
      expect((await parseJsonBody(PreOrderBodySchema, post(body, { "Content-Type": type }))).ok).toBe(true);
    }
  });

  it("answers 400 with the fields for a body that breaks the rules", async () => {
    const body = JSON.stringify({ ...partnerEmailBodyExample, contact: "nope" });
    const error = await refusal(await parseJsonBody(PartnerEmailBodySchema, post(body)));
    expect(error.fields).toEqual({ contact: "must be an e-mail address or a phone number" });
  });

  it.each([
    ["malformed JSON", '{"name": ', "The request body is not valid JSON."],
    ["a JSON array", "[1, 2]", "The request body must be a JSON object."],
    ["JSON null", "null", "The request body must be a JSON object."],
    ["a JSON string", '"hello"', "The request body must be a JSON object."],
    ["an empty body", "", "The request body is empty: expected a JSON object."],
    ["whitespace", "  \n", "The request body is empty: expected a JSON object."],
  ])("answers 400, not a throw, for %s", async (_case, body, message) => {
    const error = await refusal(await parseJsonBody(PartnerEmailBodySchema, post(body)));
    expect(error).toEqual({ code: "validation_error", message });
  });

  it.each([
    ["no content type", {}],
    ["text/plain", { "Content-Type": "text/plain" }],
    ["a form", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["JSON in Latin-1", { "Content-Type": "application/json; charset=iso-8859-1" }],
  ])("answers 400 for %s", async (_case, headers) => {
    const error = await refusal(
      await parseJsonBody(PartnerEmailBodySchema, post(JSON.stringify(partnerEmailBodyExample), headers)),
    );
    expect(error.message).toBe("The request body must be JSON: send Content-Type: application/json (UTF-8).");
  });

  it("answers 400 for a body over 64 KB, declared or not", async () => {
    const huge = JSON.stringify({ ...partnerEmailBodyExample, message: "x".repeat(MAX_JSON_BODY_BYTES) });
    const tooLarge = "The request body is invalid: the body is larger than 64 KB.";
    expect((await refusal(await parseJsonBody(PartnerEmailBodySchema, post(huge)))).message).toBe(tooLarge);

    // Chunked, without Content-Length: counted while read, and the upload is cancelled.
    let cancelled = false;
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    expect((await refusal(await parseJsonBody(PartnerEmailBodySchema, post(stream)))).message).toBe(tooLarge);
    expect(cancelled).toBe(true);
  });

  it("reads a body of exactly 64 KB", async () => {
    const prefix = JSON.stringify(partnerEmailBodyExample);
    const padding = " ".repeat(MAX_JSON_BODY_BYTES - new TextEncoder().encode(prefix).byteLength);
    expect((await parseJsonBody(PartnerEmailBodySchema, post(prefix + padding))).ok).toBe(true);
  });

  it("answers 400 for bytes that are not UTF-8", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
    const error = await refusal(await parseJsonBody(PartnerEmailBodySchema, post(bytes)));
    expect(error.message).toBe("The request body is invalid: the body is not valid UTF-8.");
  });

  it("answers 400 when the body cannot be read", async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const error = await refusal(await parseJsonBody(PartnerEmailBodySchema, post(failing)));
    expect(error.message).toBe("The request body could not be read.");

    const used = post(JSON.stringify(partnerEmailBodyExample));
    await used.text();
    expect((await refusal(await parseJsonBody(PartnerEmailBodySchema, used))).message).toBe(
      "The request body could not be read.",
    );
  });

  it("answers 400 for deeply nested JSON", async () => {
    const deep = `{"name": ${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    const error = await refusal(await parseJsonBody(PartnerEmailBodySchema, post(deep)));
    expect(error.fields?.name).toBe("must be a string");
  });

  // API.md: "Bad input never yields a 500". Every field of every body gets every kind of wrong value.
  const junk: unknown[] = [
    null,
    true,
    0,
    -1,
    1e308,
    "",
    " ",
    "x".repeat(5_000),
    "\u0000",
    "😀",
    "<script>alert(1)</script>",
    [],
    {},
    { __proto__: { polluted: true } },
  ];
  const bodies: [string, z.AnyZodObject, Record<string, unknown>][] = [
    ["partner-email", PartnerEmailBodySchema, { ...partnerEmailBodyExample }],
    ["search-email", SearchEmailBodySchema, { phone: "89991234567" }],
    ["send_login_sms", SendLoginSmsBodySchema, { phone: "89991234567", name: "Anna", its_legal: true }],
    ["confirm_sms", ConfirmSmsBodySchema, { code: "1234", phone: "89991234567" }],
    ["pre-orders", PreOrderBodySchema, { ...preOrderBodyExample }],
  ];

  it.each(bodies)("never throws for a %s body with junk in any field", async (_name, schema, valid) => {
    const fields = [...Object.keys(schema.shape), "extra"];
    for (const field of fields) {
      for (const value of junk) {
        const result = await parseJsonBody(schema, post(JSON.stringify({ ...valid, [field]: value })));
        if (!result.ok) {
          expect(result.response.status).toBe(400);
          ErrorSchema.parse(await result.response.json());
        }
      }
    }
  });
});
