import { validate } from "@readme/openapi-parser";
import { createHttpCharterClient } from "~/charter/client/http";
import { ErrorSchema } from "~/charter/contract/schemas";
import { charterContractChecks } from "../support/charter-contract";
import { expect, test } from "./fixtures";

// issue 4: every endpoint of API.md answers per the contract against the running server; the
// CharterClient contract suite runs here over HTTP (and in process in Vitest).
test.describe("CharterClient contract: over HTTP", () => {
  for (const check of charterContractChecks) {
    test(check.name, async ({ baseURL }) => {
      await check.run(createHttpCharterClient({ baseUrl: baseURL! }));
    });
  }
});

test("the OpenAPI document is served and validates as OpenAPI 3.1", async ({ request }) => {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe("3.1.0");
  await expect(validate(structuredClone(document))).resolves.toMatchObject({ valid: true });
});

test("bad input answers 4xx in the error shape, never 500", async ({ request }) => {
  const cases: [string, number][] = [
    ["/api/cards", 400],
    ["/api/cards?departure_airport=UUWW&arrival_airport=URSS&departure_date_there=tomorrow&pax_there=2", 400],
    [
      "/api/cards?departure_airport=UUWW&arrival_airport=URSS&departure_date_there=2026-12-01T12:00&pax_there=-1",
      400,
    ],
    [
      "/api/cards?departure_airport=UUWW&departure_airport=UUEE&arrival_airport=URSS&departure_date_there=2026-12-01T12:00&pax_there=1",
      400,
    ],
    [
      "/api/cards?departure_airport=%00%FF&arrival_airport=%3Cscript%3E&departure_date_there=9999-99-99&pax_there=1e999",
      400,
    ],
    ["/api/cards/el?date_from=2026-12-10&date_to=2026-12-01", 400],
    ["/api/cards/el?pax_there=abc", 400],
    ["/api/airports-names?limit=999", 400],
    ["/api/airports-names?q=" + "x".repeat(500), 400],
    ["/api/cards/" + "x".repeat(200), 400],
    ["/api/cards/nosuchcard", 404],
    ["/api/requests/nosuchrequest", 404],
    ["/api/images/RA-00000", 404],
    ["/api/images/!!", 400],
    ["/api/no/such/endpoint", 404],
  ];
  for (const [path, status] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()["content-type"], path).toContain("application/json");
    expect(ErrorSchema.safeParse(await response.json()).success, path).toBe(true);
  }
});

test("bad write bodies and headers answer 4xx in the error shape, never 500 (API.md Writes)", async ({
  request,
}) => {
  const json = { "Content-Type": "application/json" };
  const cases: [string, { data?: unknown; headers?: Record<string, string> }, number][] = [
    ["/api/partner-email", { data: "{", headers: json }, 400],
    ["/api/partner-email", { data: "[]", headers: json }, 400],
    [
      "/api/partner-email",
      { data: "name=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      400,
    ],
    ["/api/partner-email", { data: { name: "", contact: "not a contact", message: "" }, headers: json }, 400],
    // Over the route's body limit: refused before it is read (issue 15, item 3).
    [
      "/api/partner-email",
      { data: { name: "A", contact: "a@b.ru", message: "x".repeat(70_000) }, headers: json },
      413,
    ],
    // Within it, but a message longer than the 2,000 characters API.md allows.
    [
      "/api/partner-email",
      { data: { name: "A", contact: "a@b.ru", message: "x".repeat(5_000) }, headers: json },
      400,
    ],
    ["/api/search-email", { data: { phone: "12" }, headers: json }, 400],
    [
      "/api/auth/send_login_sms",
      { data: { phone: "+79160000000", name: "A", its_legal: "yes" }, headers: json },
      400,
    ],
    ["/api/auth/confirm_sms", { data: { phone: "+79160000000", code: "12345" }, headers: json }, 400],
    // Issue 15, item 5: a stranger's wrong code answers 401 whether or not a code is pending.
    ["/api/auth/confirm_sms", { data: { phone: "+79161230000", code: "1234" }, headers: json }, 401],
    ["/api/pre-orders", { data: { card_id: "nosuchcard00" }, headers: json }, 401],
    [
      "/api/pre-orders",
      { data: { card_id: 42 }, headers: { ...json, Authorization: "Bearer " + "A".repeat(43) } },
      400,
    ],
    [
      "/api/partner-email",
      {
        data: { name: "A", contact: "a@b.ru", message: "m" },
        headers: { ...json, "Idempotency-Key": "x".repeat(300) },
      },
      400,
    ],
  ];
  for (const [path, { data, headers }, status] of cases) {
    const response = await request.post(path, {
      data: typeof data === "string" ? data : JSON.stringify(data),
      headers: { "X-Forwarded-For": "198.51.100.201", ...headers },
    });
    expect(response.status(), `${path} ${JSON.stringify(data).slice(0, 60)}`).toBe(status);
    expect(ErrorSchema.safeParse(await response.json()).success, path).toBe(true);
  }
  const get = await request.get("/api/auth/send_login_sms");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");
});

test("the airport list is cacheable; searches are not cached", async ({ request }) => {
  const list = await request.get("/api/airports-names");
  // Issue 15, item 7: fit for a CDN, with an ETag that answers 304.
  expect(list.headers()["cache-control"]).toBe(
    "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400",
  );
  const etag = list.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/api/airports-names", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  const search = await request.get(
    "/api/cards?departure_airport=UUWW&arrival_airport=ULLI&departure_date_there=" +
      new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) +
      "T12:00&pax_there=2",
  );
  expect(search.status()).toBe(200);
  expect(search.headers()["cache-control"]).toBe("no-store");
});
