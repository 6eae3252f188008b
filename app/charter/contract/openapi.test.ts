import { compileErrors, validate } from "@readme/openapi-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { buildOpenApiDocument } from "./openapi";
import {
  AirportSchema,
  CardSchema,
  ConfirmSmsBodySchema,
  ConfirmSmsResponseSchema,
  EmptyLegCardSchema,
  EmptyLegResultSetSchema,
  ErrorSchema,
  ImagesSchema,
  LeadCreatedSchema,
  MoneySchema,
  PartnerEmailBodySchema,
  PreOrderBodySchema,
  PreOrderSchema,
  PriceBreakdownItemSchema,
  ResultSetSchema,
  RouteSchema,
  SearchEmailBodySchema,
  SendLoginSmsBodySchema,
  SendLoginSmsResponseSchema,
  WrongCodeErrorSchema,
} from "./schemas";

const document = buildOpenApiDocument({ serverUrl: "https://charterline.example" });
// What GET /api/openapi.json sends is the JSON text; check that, not the in-memory object.
const served = JSON.parse(JSON.stringify(document)) as typeof document;

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }
  >;
  security?: Record<string, string[]>[];
};

function operation(path: string, method: string): Operation {
  const item = served.paths?.[path] as Record<string, Operation> | undefined;
  const found = item?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

/** Every route of API.md ("Reads" and "Writes") with the answers it documents. */
const API_MD: [method: string, path: string, statuses: string[]][] = [
  ["get", "/api/airports-names", ["200", "400"]],
  ["get", "/api/cards", ["200", "400"]],
  ["get", "/api/cards/el", ["200", "400"]],
  ["get", "/api/prices/calendar", ["200", "400"]],
  ["get", "/api/requests/{request_id}", ["200", "404"]],
  ["get", "/api/cards/{card_id}", ["200", "404"]],
  ["get", "/api/images/{aircraft_id}", ["200", "404"]],
  ["get", "/api/openapi.json", ["200"]],
  ["post", "/api/partner-email", ["201", "400", "409", "422", "429"]],
  ["post", "/api/search-email", ["201", "400", "409", "422", "429"]],
  ["post", "/api/auth/send_login_sms", ["200", "400", "409", "422", "429"]],
  ["post", "/api/auth/confirm_sms", ["200", "400", "401", "409", "410", "422", "429"]],
  ["post", "/api/pre-orders", ["201", "200", "400", "401", "404", "409", "422", "429"]],
  // Empty-leg watches (issue 29, item 2; docs/decisions/047).
  ["post", "/api/watches", ["202", "400", "409", "422", "429"]],
  ["post", "/api/telegram/webhook", ["200", "400", "401", "404"]],
  // The operator API (issue 27, item 4; docs/decisions/037).
  ["put", "/api/operator/v1/aircraft/{tail}/availability", ["200", "400", "401", "403", "404", "429"]],
  ["post", "/api/operator/v1/empty-legs", ["201", "200", "400", "401", "403", "404", "409", "422", "429"]],
  ["delete", "/api/operator/v1/empty-legs/{id}", ["200", "400", "401", "403", "404", "429"]],
];

describe("OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await validate(structuredClone(served) as Parameters<typeof validate>[0]);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.specification).toBe("OpenAPI");
    expect(result.warnings).toEqual([]);
  });

  it("passes Redocly's recommended ruleset with no error (issue 26, item 10)", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(served),
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(
      errors.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`),
    ).toEqual([]);
    // What it still warns of: a private API publishes no licence.
    expect(problems.map((problem) => problem.ruleId)).toEqual(["info-license"]);
  });

  it("names the API and its server", () => {
    expect(served.openapi).toBe("3.1.0");
    expect(served.info).toMatchObject({ title: "Charterline charter API", version: "1.0.0" });
    expect(served.servers).toEqual([{ url: "https://charterline.example" }]);
  });

  it("has exactly the paths and methods of API.md", () => {
    const documented = Object.entries(served.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(API_MD.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(API_MD)("%s %s documents its answers and the server's 500", (method, path, statuses) => {
    const responses = Object.keys(operation(path, method).responses);
    expect(responses).toEqual(expect.arrayContaining([...statuses, "500"]));
  });

  it("describes every error answer with the error shape", () => {
    for (const [method, path] of API_MD) {
      for (const [status, response] of Object.entries(operation(path, method).responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.["application/json"]?.schema;
        // Two errors carry more than the shape: a wrong code its tries left, an expired set its query.
        const expected =
          path === "/api/auth/confirm_sms" && status === "401"
            ? "WrongCodeError"
            : path === "/api/requests/{request_id}" && status === "410"
              ? "ExpiredResultSetError"
              : "Error";
        expect(schema, `${method} ${path} ${status}`).toEqual({ $ref: `#/components/schemas/${expected}` });
      }
    }
  });

  it("gives every 409, 429 and 503 a Retry-After header, and every 405 its Allow", () => {
    for (const [method, path] of API_MD) {
      const { responses } = operation(path, method);
      for (const status of ["409", "429", "503"]) {
        const answer = responses[status];
        if (answer) expect(answer.headers, `${method} ${path} ${status}`).toHaveProperty("Retry-After");
      }
      expect(responses["405"]?.headers, `${method} ${path} 405`).toHaveProperty("Allow");
    }
  });

  it("offers the optional Idempotency-Key header on every POST a client sends", () => {
    // Telegram's webhook is called by Telegram, which sends no such header (update_id is its own).
    const clients = API_MD.filter(([method, path]) => method === "post" && path !== "/api/telegram/webhook");
    for (const [method, path] of clients) {
      expect(operation(path, method).parameters).toContainEqual(
        expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }),
      );
    }
  });

  it("guards pre-orders and the operator API with bearer schemes, and says every other operation is open", () => {
    expect(served.components?.securitySchemes?.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(served.components?.securitySchemes?.operatorApiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    for (const [method, path] of API_MD) {
      const security = operation(path, method).security;
      const expected = path.startsWith("/api/operator/")
        ? [{ operatorApiKey: [path.includes("availability") ? "availability:write" : "empty_legs:write"] }]
        : path === "/api/pre-orders"
          ? [{ bearerAuth: [] }]
          : [];
      expect(security, `${method} ${path}`).toEqual(expected);
    }
  });

  it("documents the required query and path parameters", () => {
    const required = (path: string) =>
      (operation(path, "get").parameters ?? []).filter((p) => p.required).map((p) => `${p.in}:${p.name}`);
    // Either the one-way fields or the `leg`s of a multi-leg trip (issue 29, item 1): none alone is required.
    expect(required("/api/cards")).toEqual([]);
    const leg = (operation("/api/cards", "get").parameters ?? []).find((p) => p.name === "leg");
    expect(leg).toMatchObject({ in: "query", schema: { type: "array", maxItems: 5 } });
    expect(required("/api/cards/el")).toEqual([]);
    expect(required("/api/cards/{card_id}")).toEqual(["path:card_id"]);
    expect(required("/api/requests/{request_id}")).toEqual(["path:request_id"]);
    expect(required("/api/images/{aircraft_id}")).toEqual(["path:aircraft_id"]);
  });

  it("carries examples that the zod schemas accept", () => {
    const schemas: Record<string, z.ZodTypeAny> = {
      Airport: AirportSchema,
      Money: MoneySchema,
      PriceBreakdownItem: PriceBreakdownItemSchema,
      Route: RouteSchema,
      Card: CardSchema,
      EmptyLegCard: EmptyLegCardSchema,
      ResultSet: ResultSetSchema,
      EmptyLegResultSet: EmptyLegResultSetSchema,
      Images: ImagesSchema,
      PartnerEmailBody: PartnerEmailBodySchema,
      SearchEmailBody: SearchEmailBodySchema,
      LeadCreated: LeadCreatedSchema,
      SendLoginSmsBody: SendLoginSmsBodySchema,
      SendLoginSmsResponse: SendLoginSmsResponseSchema,
      ConfirmSmsBody: ConfirmSmsBodySchema,
      ConfirmSmsResponse: ConfirmSmsResponseSchema,
      PreOrderBody: PreOrderBodySchema,
      PreOrder: PreOrderSchema,
      Error: ErrorSchema,
      WrongCodeError: WrongCodeErrorSchema,
    };
    const components = served.components?.schemas ?? {};
    for (const [name, schema] of Object.entries(schemas)) {
      const example = (components[name] as { example?: unknown } | undefined)?.example;
      expect(example, name).toBeDefined();
      expect(schema.safeParse(example).success, name).toBe(true);
    }
  });

  it("keeps each shared component as defined, whatever a field adds to it", () => {
    const components = served.components?.schemas ?? {};
    expect(components.UtcDateTime).toMatchObject({ description: "UTC date and time, ISO-8601 with Z." });
    expect(components.Icao).toMatchObject({ pattern: "^[A-Za-z0-9]{4}$" });
  });

  it("lets nullable references be null (anyOf with null, never allOf with a nullable type)", () => {
    const text = JSON.stringify(served);
    expect(text).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\[[^\]]*"null"\]/);
    const card = served.components?.schemas?.Card as { properties: Record<string, unknown> };
    expect(card.properties.aircraft_picture_url).toEqual({
      anyOf: [{ $ref: "#/components/schemas/MediaUrl" }, { type: "null" }],
    });
  });
});
