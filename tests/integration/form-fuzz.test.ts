import { createHmac } from "node:crypto";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { encodeSignatureHeader } from "@sanity/webhook";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, earliestDeparture } from "~/charter/departure-window";
import { recentMessages } from "~/charter/ordering/outbox.server";
import { normalisePhone } from "~/charter/ordering/phone";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { staff } from "~/db/schema";
import { opsSecret, sessionCookie } from "~/ops/access.server";
import { redeemSignInLink, requestSignInLink } from "~/charter/index.server";
import { csrfToken } from "~/ops/staff/session-cookie.server";
import * as cookieNotice from "~/routes/cookie-notice";
import * as home from "~/routes/home";
import * as language from "~/routes/language";
import * as order from "~/routes/order";
import * as opsOrder from "~/routes/ops.orders.$dealId";
import * as opsOrders from "~/routes/ops.orders";
import * as opsAudit from "~/routes/ops.audit";
import * as opsLogin from "~/routes/ops.login";
import * as opsStaff from "~/routes/ops.staff";
import * as opsSupply from "~/routes/ops.supply";
import * as opsAircraft from "~/routes/ops.supply.aircraft.$tail";
import * as partners from "~/routes/partners";
import * as searchForm from "~/routes/search";
import * as searchQuery from "~/routes/search.query";
import * as searchRequest from "~/routes/search.request";
import * as webhook from "~/routes/webhooks.sanity";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import {
  FUZZ_RUNS,
  addressOf,
  expectContractAnswer,
  headerValues,
  huge,
  nasty,
  queryPairs,
  rawBodies,
  wireSafe,
} from "../support/fuzz";
import { searchCards } from "../support/offers";

/*
 * Issue 7 §4: bad input on every form of the pages never yields a 500. What
 * `grep -rn "export async function action" app/routes` finds outside /api (the API has
 * api-fuzz.test.ts): the callback widget (home), the partner form, the not-found block's search
 * request, the booking steps (order), the cookie notice and the Sanity webhook; and the forms that
 * submit by GET: the search form (/search/), the search address it leads to, the language switch.
 *
 * fast-check posts to each, calling the route module as Remix does, over the real engine on PGlite:
 * mostly a valid form with a few changes (a value made nasty or huge, a field dropped or sent twice,
 * an unknown field, a wrong intent), so that cases get past the form's rules to the engine and the
 * database, else random fields; URL-encoded or multipart (files where text belongs), or JSON,
 * binary, broken multipart and no body, under right and wrong content types; with odd languages,
 * cookies and methods. An answer or a thrown Response must be below 500; anything else thrown is a
 * bug. Redirects must stay on this site. A failing case is shrunk and printed by fast-check.
 */

const WEBHOOK_SECRET = "whsec-form-fuzz";

let database: Database;
let services: Services;
let cardIds: string[];
beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(
    parseEnv({ SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET, SITE_URL: "https://charterline.ru" }),
    silentLogger,
    database,
  );
  cardIds = (await searchCards(services.charter, "URSS")).slice(0, 2).map((card) => card.id);
});
afterAll(() => database.close());

let requests = 0;
/** A load context from an address of its own, so that the per-address limits seldom answer 429. */
function context(): AppLoadContext {
  requests += 1;
  return { services, nonce: "", clientAddress: addressOf(requests) };
}

// ---------------------------------------------------------------------------------------------
// What a form sends

type Pair = [name: string, value: string];

/** A Russian mobile number, new each time (the per-phone limits would refuse a few fixed ones), as typed. */
const phone = fc
  .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom("e164", "8", "spaced", "dashed"))
  .map(([n, style]) => {
    const d = String(n).padStart(7, "0");
    if (style === "8") return `8916${d}`;
    if (style === "spaced") return `+7 916 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5)}`;
    if (style === "dashed") return `8 916 ${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
    return `+7916${d}`;
  });
const name = fc.constantFrom("Анна Петрова", "John Smith", "Ли", "O'Brien-Смит");
const email = fc.constantFrom("anna@example.com", "ivan.petrov@mail.ru", "");
const departure = `${addDays(earliestDeparture(new Date()).slice(0, 10), 4)}T12:00`;

/** Values a visitor might type into any field. */
const plausible = fc.oneof(
  phone,
  name,
  email,
  fc.constantFrom(
    "+1 202 555 0143",
    "112",
    "anna@",
    "on",
    "1",
    "0",
    "true",
    "0417",
    "04170",
    "UUWW",
    "URSS",
    departure,
    "Хотим сотрудничать",
  ),
);

const fieldValue = fc.oneof(
  { weight: 4, arbitrary: nasty },
  { weight: 4, arbitrary: plausible },
  { weight: 1, arbitrary: huge },
);

/**
 * A change a client makes to a valid form: a value replaced, a field dropped, a field sent twice,
 * a field nobody asked for.
 */
type Mutation =
  | { kind: "set" | "repeat"; field: string; value: string }
  | { kind: "drop"; field: string }
  | { kind: "extra"; field: string; value: string };

function mutation(fields: readonly string[]): fc.Arbitrary<Mutation> {
  const field = fc.constantFrom(...fields, "intent", "website");
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("set" as const), field, value: fieldValue }) },
    fc.record({ kind: fc.constant("drop" as const), field }),
    fc.record({ kind: fc.constant("repeat" as const), field, value: fieldValue }),
    fc.record({ kind: fc.constant("extra" as const), field: fc.string(), value: fieldValue }),
  );
}

function mutate(pairs: Pair[], change: Mutation): Pair[] {
  switch (change.kind) {
    case "set":
      return pairs.some(([n]) => n === change.field)
        ? pairs.map(([n, v]): Pair => (n === change.field ? [n, change.value] : [n, v]))
        : [...pairs, [change.field, change.value]];
    case "drop":
      return pairs.filter(([n]) => n !== change.field);
    case "repeat":
    case "extra":
      return [...pairs, [change.field, change.value]];
  }
}

/**
 * The fields of a form: mostly a valid form with up to three changes, else a random handful of
 * known, unknown and repeated names.
 */
function formPairs(valid: fc.Arbitrary<Pair[]>, fields: readonly string[]): fc.Arbitrary<Pair[]> {
  const changed = fc
    .tuple(valid, fc.array(mutation(fields), { maxLength: 3 }))
    .map(([pairs, changes]) => changes.reduce(mutate, pairs));
  const loose = fc.array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields, "intent", "website") }, fc.string()),
      fieldValue,
    ),
    { maxLength: 10 },
  );
  return fc.oneof({ weight: 3, arbitrary: changed }, { weight: 1, arbitrary: loose });
}

const ODD_TYPES = [
  "",
  "text/plain",
  "text/html; charset=utf-8",
  "application/octet-stream",
  "application/x-www-form-urlencoded; charset=utf-16",
  "application/x-www-form-urlencoded; charset=koi8-r",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=----x",
  "application/json",
  "application/x-www-form-urlencoded, multipart/form-data",
];

/** How the fields go on the wire: as a browser, a script or a broken client sends them. */
type Encoding =
  | { kind: "urlencoded"; type: string }
  | { kind: "multipart"; files: number[] }
  | { kind: "json"; type: string }
  | { kind: "binary"; bytes: Uint8Array; type: string }
  | { kind: "raw"; text: string; type: string }
  | { kind: "none" };

const encodings: fc.Arbitrary<Encoding> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constant({ kind: "urlencoded" as const, type: "application/x-www-form-urlencoded" }),
  },
  // Some fields as file uploads.
  {
    weight: 3,
    arbitrary: fc.array(fc.nat(), { maxLength: 2 }).map((files) => ({ kind: "multipart" as const, files })),
  },
  // The right body under a wrong type, and wrong bodies under any type.
  {
    weight: 1,
    arbitrary: fc.constantFrom(...ODD_TYPES).map((type) => ({ kind: "urlencoded" as const, type })),
  },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_TYPES).map((type) => ({ kind: "json" as const, type })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.uint8Array({ maxLength: 4_096 }), fc.constantFrom(...ODD_TYPES))
      .map(([bytes, type]) => ({ kind: "binary" as const, bytes, type })),
  },
  { weight: 1, arbitrary: rawBodies.map(({ text, type }) => ({ kind: "raw" as const, text, type })) },
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
);

interface Body {
  body: BodyInit | undefined;
  /** The Content-Type to send; undefined lets the Request pick it (a multipart boundary). */
  type: string | undefined;
}

function encode(pairs: Pair[], encoding: Encoding): Body {
  switch (encoding.kind) {
    case "urlencoded":
      return { body: new URLSearchParams(pairs).toString(), type: encoding.type };
    case "multipart": {
      const form = new FormData();
      const files = new Set(encoding.files.map((i) => i % Math.max(1, pairs.length)));
      pairs.forEach(([field, value], i) => {
        if (files.has(i))
          form.append(field, new File([value], "upload.bin", { type: "application/octet-stream" }));
        else form.append(field, value);
      });
      return { body: form, type: undefined };
    }
    case "json":
      return { body: JSON.stringify(Object.fromEntries(pairs)), type: encoding.type };
    case "binary":
      return { body: new Uint8Array(encoding.bytes), type: encoding.type };
    case "raw":
      return { body: encoding.text, type: encoding.type };
    case "none":
      return { body: undefined, type: undefined };
  }
}

/** Headers the pages read (language, cookies) and headers nobody should trust. */
const oddHeaders = fc.record(
  {
    "Accept-Language": fc.oneof(
      fc.constantFrom("en", "ru-RU,ru;q=0.9", "*", "zz-ZZ;q=2", "en;q=abc", ",,,", "en-US,en;q=0.5"),
      headerValues.map((value) => value ?? ""),
    ),
    Cookie: fc.oneof(
      fc.constantFrom(
        "lang=en",
        "lang=ru",
        "lang=%E0%A4%A",
        "cookie_notice=accepted",
        "lang=en; lang=ru",
        "=;=;",
      ),
      headerValues.map((value) => value ?? ""),
    ),
    Origin: fc.constantFrom("https://evil.example", "null", "https://charterline.ru"),
    Referer: headerValues.map((value) => value ?? ""),
    "X-Forwarded-For": fc.constantFrom("1.2.3.4, 5.6.7.8", "not-an-ip", "::1"),
    "Content-Length": fc.constantFrom("0", "-1", "abc", "99999999999999999999", "1"),
  },
  { requiredKeys: [] },
);

/** Remix calls an action for every method but GET and HEAD. */
const methods = fc.oneof(
  { weight: 8, arbitrary: fc.constant("POST") },
  { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") },
);

/** The page's address, Russian or English, with a query string a form does not send. */
function pageUrl(path: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom("", "/en"), queryPairs(["index", "redirectTo", "_data", "intent"]))
    .map(([prefix, query]) => {
      const [base, search = ""] = path.split("?");
      const params = new URLSearchParams(search);
      for (const [field, value] of query) params.append(field, value);
      const qs = params.toString();
      return `https://charterline.ru${prefix}${base}${qs ? `?${qs}` : ""}`;
    });
}

function buildRequest(
  url: string,
  method: string,
  body: Body,
  headers: Record<string, string | undefined>,
): Request {
  const all = new Headers();
  for (const [header, value] of Object.entries(headers)) {
    if (value !== undefined) all.set(header, wireSafe(value));
  }
  if (body.type !== undefined) all.set("Content-Type", wireSafe(body.type));
  return new Request(url, { method, headers: all, body: body.body });
}

/** Enough of a case to read it again in a failure. */
function labelOf(url: string, method: string, pairs: Pair[], encoding: Encoding): string {
  const fields = pairs.map(([field, value]) => `${field.slice(0, 20)}=${value.slice(0, 24)}`).join("&");
  const type = "type" in encoding ? ` ${encoding.type}` : "";
  return `${method} ${url.slice(0, 120)} ${encoding.kind}${type} ${fields.slice(0, 300)}`;
}

// ---------------------------------------------------------------------------------------------
// What an answer must be

function isDataWithInit(result: unknown): result is { data: unknown; init: { status?: number } | null } {
  return (
    typeof result === "object" &&
    result !== null &&
    (result as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** The status of what a loader or action gave Remix: a Response, `data(…, { status })`, or data. */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  if (isDataWithInit(result)) return result.init?.status ?? 200;
  return 200;
}

function dataOf(result: unknown): unknown {
  return isDataWithInit(result) ? result.data : result;
}

/**
 * Runs a loader or action as Remix would: an answer below 500, or a thrown Response (a redirect,
 * the not-found page) below 500. Anything else thrown fails the case.
 */
async function answerOf(label: string, run: () => unknown): Promise<unknown> {
  try {
    const result = await run();
    expect(statusOf(result), label).toBeLessThan(500);
    return result;
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    expect(error.status, label).toBeLessThan(500);
    return error;
  }
}

/** A redirect stays on this site: a path, never `//host` (an open redirect). */
function expectLocalRedirect(result: unknown, label: string) {
  if (!(result instanceof Response) || result.status < 300 || result.status >= 400) return;
  const location = result.headers.get("Location") ?? "";
  expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, "https://charterline.ru/").origin, label).toBe("https://charterline.ru");
}

/** A lead form answers what to show: `ok`, and `ok: false` with every refusal. */
function expectLeadAnswer(result: unknown, label: string) {
  const body = dataOf(result) as { ok?: unknown } | null;
  expect(typeof body?.ok, label).toBe("boolean");
  if (statusOf(result) >= 400) expect(body?.ok, label).toBe(false);
}

// ---------------------------------------------------------------------------------------------

const RUNS = { numRuns: FUZZ_RUNS };

describe("page forms: malformed posts answer below 500, never an error", () => {
  const leadForms = [
    {
      title: "home: the callback widget",
      path: "/?index",
      fields: ["phone", "consent"],
      valid: fc.tuple(phone).map(([p]): Pair[] => [
        ["intent", "callback"],
        ["phone", p],
        ["consent", "on"],
        ["website", ""],
      ]),
      action: home.action,
    },
    {
      title: "partners: the enquiry form",
      path: "/partners/",
      fields: ["name", "contact", "message", "consent"],
      valid: fc
        .tuple(name, fc.oneof(phone, email.filter(Boolean)), fc.constantFrom("Хотим сотрудничать", "Hello"))
        .map(([n, contact, message]): Pair[] => [
          ["intent", "partner-enquiry"],
          ["name", n],
          ["contact", contact],
          ["message", message],
          ["consent", "on"],
          ["website", ""],
        ]),
      action: partners.action,
    },
    {
      title: "search/{requestId}: the not-found block's request",
      path: "/search/0123456789ab/",
      fields: [
        "name",
        "phone",
        "departure_airport",
        "arrival_airport",
        "departure_datetime",
        "departure_datetime_back",
        "consent",
      ],
      valid: fc.tuple(name, phone).map(([n, p]): Pair[] => [
        ["intent", "search-request"],
        ["name", n],
        ["phone", p],
        ["departure_airport", "UUWW"],
        ["arrival_airport", "URSS"],
        ["departure_datetime", departure],
        ["departure_datetime_back", ""],
        ["consent", "on"],
        ["website", ""],
      ]),
      action: searchRequest.action,
    },
  ];

  for (const form of leadForms) {
    it(form.title, async () => {
      await fc.assert(
        fc.asyncProperty(
          pageUrl(form.path),
          methods,
          formPairs(form.valid, form.fields),
          encodings,
          oddHeaders,
          async (url, method, pairs, encoding, headers) => {
            const label = labelOf(url, method, pairs, encoding);
            const request = buildRequest(url, method, encode(pairs, encoding), headers);
            const result = await answerOf(label, () =>
              form.action({ request, params: { requestId: "0123456789ab" }, context: context() }),
            );
            expectLeadAnswer(result, label);
          },
        ),
        RUNS,
      );
    });
  }

  it("flight/{cardId}/order: the booking steps", async () => {
    const fields = ["name", "phone", "email", "consent", "code", "resend_used"];
    /** Where a confirmation's code goes: the one the outbox holds for its phone, when there is one. */
    const CODE = "<code from the outbox>";
    const valid = fc
      .tuple(fc.constantFrom("register", "confirm", "confirm", "resend", "edit"), name, phone, email)
      .map(([intent, n, p, e]): Pair[] => [
        ["intent", intent],
        ["name", n],
        ["phone", p],
        ["email", e],
        ["consent", "on"],
        ["code", intent === "confirm" ? CODE : ""],
        ["resend_used", "0"],
        ["website", ""],
      ]);
    const cardId = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...cardIds) }, nasty);
    const post = (id: string, url: string, method: string, pairs: Pair[], encoding: Encoding, headers = {}) =>
      order.action({
        request: buildRequest(url, method, encode(pairs, encoding), headers),
        params: { cardId: id },
        context: context(),
      });

    await fc.assert(
      fc.asyncProperty(
        cardId,
        fc.boolean(),
        methods,
        formPairs(valid, fields),
        encodings,
        oddHeaders,
        async (id, en, method, pairs, encoding, headers) => {
          const url = `https://charterline.ru${en ? "/en" : ""}/flight/${encodeURIComponent(id)}/order/`;
          // A confirmation with the right code: the phone registers first, as the dialog does.
          if (pairs.some(([field, value]) => field === "code" && value === CODE)) {
            const typed = pairs.find(([field]) => field === "phone")?.[1] ?? "";
            const registration: Pair[] = [
              ["intent", "register"],
              ["name", "Анна"],
              ["phone", typed],
              ["consent", "on"],
            ];
            await post(cardIds[0]!, url, "POST", registration, {
              kind: "urlencoded",
              type: "application/x-www-form-urlencoded",
            });
            const e164 = normalisePhone(typed);
            const [sms] = e164 ? await recentMessages(database.db, e164, 1) : [];
            const code = /#(\d{4})\s*$/.exec(sms?.body ?? "")?.[1] ?? "0000";
            pairs = pairs.map(([field, value]): Pair => [field, value === CODE ? code : value]);
          }
          const label = `${labelOf(url, method, pairs, encoding)} card=${JSON.stringify(id.slice(0, 40))}`;
          const result = await answerOf(label, () => post(id, url, method, pairs, encoding, headers));
          const step = (dataOf(result) as { step?: unknown } | null)?.step;
          expect(["registration", "confirmation", "done"], label).toContain(step);
        },
      ),
      RUNS,
    );
  });

  /** Targets that look local and are not: each must fall back to a path on this site. */
  const redirectTargets = fc.oneof(
    nasty,
    fc.constantFrom(
      "/",
      "/en/fleet/?sort=year#top",
      "//evil.example/",
      "/\\evil.example",
      "/.//evil.example",
      "/..//evil.example",
      "/en/..//evil.example/x",
      "/%2e//evil.example",
      "/\t/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/%0d%0aSet-Cookie:x=1",
    ),
  );

  it("cookie-notice: the notice's acknowledgement", async () => {
    const valid = fc
      .tuple(fc.oneof(fc.constantFrom("1", "0", ""), nasty), redirectTargets)
      .map(([js, redirectTo]): Pair[] => [
        ["js", js],
        ["redirectTo", redirectTo],
      ]);
    await fc.assert(
      fc.asyncProperty(
        methods,
        formPairs(valid, ["js", "redirectTo"]),
        encodings,
        oddHeaders,
        async (method, pairs, encoding, headers) => {
          const url = "https://charterline.ru/cookie-notice";
          const label = labelOf(url, method, pairs, encoding);
          const request = buildRequest(url, method, encode(pairs, encoding), headers);
          const result = await answerOf(label, () =>
            cookieNotice.action({ request, params: {}, context: context() }),
          );
          expectLocalRedirect(result, label);
        },
      ),
      RUNS,
    );
  });
});

describe("console forms (issue 18): a signed-in member's malformed posts answer below 500", () => {
  // A supervisor's session, so the cases get past the gate (access.server.ts) to the forms' rules;
  // the gate itself has tests/integration/ops-access.test.ts.
  let cookie: string;
  let csrf: string;
  let dealId: string;
  beforeAll(async () => {
    const now = new Date();
    await database.db.insert(staff).values([
      { id: "fuzzboss0001", email: "fuzz-boss@charterline.ru", name: "Fuzz", role: "supervisor" },
      { id: "fuzzseller01", email: "fuzz-seller@charterline.ru", name: "Seller", role: "seller" },
    ]);
    await requestSignInLink(database.db, {
      email: "fuzz-boss@charterline.ru",
      clientAddress: "192.0.2.200",
      siteUrl: "https://charterline.ru",
      now,
    });
    const [mail] = await recentMessages(database.db, "fuzz-boss@charterline.ru");
    const token = /\/ops\/login\/([\w-]+)\//.exec(mail!.body)![1]!;
    const opened = await redeemSignInLink(database.db, {
      token,
      clientAddress: "192.0.2.200",
      userAgent: null,
      now,
    });
    if (!opened.ok) throw new Error("sign-in failed");
    cookie = sessionCookie(services.env, opened.signedIn.sessionId).split(";")[0]!;
    csrf = csrfToken(opsSecret(services.env), opened.signedIn.sessionId);
    dealId = (
      await services.ordering.createSearchLead(
        {
          name: "Анна",
          phone: "+79161230001",
          departure_airport: "UUWW",
          arrival_airport: "URSS",
          departure_datetime: null,
          departure_datetime_back: null,
        },
        "192.0.2.201",
      )
    ).id;
  });

  const future = (days: number, hour = "10:00") =>
    `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${hour}`;
  const consoleForms: Array<{
    title: string;
    path: string;
    params: () => Record<string, string>;
    fields: string[];
    valid: fc.Arbitrary<Pair[]>;
    action: (args: ActionFunctionArgs) => unknown;
  }> = [
    {
      title: "ops/orders/{dealId}: status, assignment, note",
      path: "/ops/orders/DEAL/",
      params: () => ({ dealId }),
      fields: ["status", "version", "optionUntil", "reason", "channel", "message", "assigneeId", "body"],
      valid: fc
        .tuple(
          fc.constantFrom("status", "assign", "assign_me", "note"),
          fc.constantFrom("contacted", "quoted", "option", "booked", "lost", "cancelled", "flown", "new"),
          fc.constantFrom("none", "sms", "email"),
        )
        .map(([intent, status, channel]): Pair[] => [
          ["intent", intent],
          ["version", "1"],
          ["status", status],
          ["optionUntil", future(3)],
          ["reason", "Выбрал другого перевозчика"],
          ["channel", channel],
          ["message", "Здравствуйте! Ваша заявка в работе."],
          ["assigneeId", "fuzzseller01"],
          ["body", "Перезвонить после 15:00"],
        ]),
      action: (args) => opsOrder.action(args),
    },
    {
      title: "ops/supply: operators and aircraft",
      path: "/ops/supply/",
      params: () => ({}),
      fields: [
        "id",
        "name",
        "nameRu",
        "country",
        "tailNumber",
        "typeId",
        "operatorId",
        "homeBase",
        "maxPassengers",
        "yearOfCreation",
        "hourlyRateEur",
        "overnightRateEur",
        "isHouseFleet",
      ],
      valid: fc
        .tuple(fc.constantFrom("create-operator", "update-operator", "create-aircraft"), fc.nat({ max: 999 }))
        .map(([intent, n]): Pair[] => [
          ["intent", intent],
          ["id", `fuzz-air-${n}`],
          ["name", "Fuzz Air"],
          ["nameRu", "Фазз Эйр"],
          ["country", "RU"],
          ["tailNumber", `RA-9${String(n).padStart(4, "0")}`],
          ["typeId", "phenom-300e"],
          ["operatorId", "charterline"],
          ["homeBase", "UUWW"],
          ["maxPassengers", "7"],
          ["yearOfCreation", "2019"],
          ["hourlyRateEur", "4900"],
          ["overnightRateEur", ""],
        ]),
      action: (args) => opsSupply.action(args),
    },
    {
      title: "ops/supply/aircraft/{tail}: edit, retire, blocks, legs",
      path: "/ops/supply/aircraft/RA-67631/",
      params: () => ({ tail: "RA-67631" }),
      fields: [
        "homeBase",
        "maxPassengers",
        "hourlyRateEur",
        "overnightRateEur",
        "kind",
        "airportIcao",
        "startsAt",
        "endsAt",
        "fromIcao",
        "toIcao",
        "windowStart",
        "windowEnd",
        "priceEur",
        "discountPercent",
        "confirm",
        "id",
      ],
      valid: fc
        .constantFrom("update-aircraft", "create-block", "publish-leg", "cancel-block", "withdraw-leg")
        .map((intent): Pair[] => [
          ["intent", intent],
          ["homeBase", "ULLI"],
          ["maxPassengers", "8"],
          ["yearOfCreation", "2013"],
          ["hourlyRateEur", "3300"],
          ["kind", "maintenance"],
          ["airportIcao", "ULLI"],
          ["startsAt", future(30)],
          ["endsAt", future(32)],
          ["fromIcao", "ULLI"],
          ["toIcao", "UWKD"],
          ["windowStart", future(40)],
          ["windowEnd", future(40, "14:00")],
          ["priceEur", "2500"],
          ["id", "nosuchrow000"],
        ]),
      action: (args) => opsAircraft.action(args),
    },
    {
      title: "ops/staff: invite, role, access",
      path: "/ops/staff/",
      params: () => ({}),
      fields: ["email", "name", "role", "language", "member"],
      valid: fc
        .tuple(fc.constantFrom("invite", "role", "deactivate", "reactivate"), fc.nat({ max: 99_999 }))
        .map(([intent, n]): Pair[] => [
          ["intent", intent],
          ["email", `new${n}@charterline.ru`],
          ["name", "Мария"],
          ["role", "seller"],
          ["language", "ru"],
          ["member", "fuzzseller01"],
        ]),
      action: (args) => opsStaff.action(args),
    },
  ];

  for (const form of consoleForms) {
    it(form.title, async () => {
      // How many cases the gate let through to the form's own rules: most must, or this fuzzes
      // nothing but the gate.
      let pastTheGate = 0;
      await fc.assert(
        fc.asyncProperty(
          methods,
          formPairs(form.valid, form.fields),
          encodings,
          oddHeaders,
          async (method, pairs, encoding, headers) => {
            const url = `https://charterline.ru${form.path.replace("DEAL", dealId)}`;
            const label = labelOf(url, method, pairs, encoding);
            // The member's own cookie and origin; the rest of the odd headers as they come.
            const signed: Pair[] = [["_csrf", csrf], ...pairs];
            const request = buildRequest(url, method, encode(signed, encoding), {
              ...headers,
              Cookie: cookie,
              Origin: "https://charterline.ru",
            });
            const result = await answerOf(label, () =>
              form.action({ request, params: form.params(), context: context() }),
            );
            if (![401, 403].includes(statusOf(result))) pastTheGate += 1;
            expectLocalRedirect(result, label);
          },
        ),
        RUNS,
      );
      expect(pastTheGate).toBeGreaterThan(FUZZ_RUNS / 4);
    });
  }

  it("ops/login: asking for a link, anonymously", async () => {
    const valid = fc
      .constantFrom("fuzz-boss@charterline.ru", "nobody@example.com")
      .map((e): Pair[] => [["email", e]]);
    await fc.assert(
      fc.asyncProperty(
        methods,
        formPairs(valid, ["email"]),
        encodings,
        oddHeaders,
        async (method, pairs, encoding, headers) => {
          const url = "https://charterline.ru/ops/login/";
          const label = labelOf(url, method, pairs, encoding);
          const request = buildRequest(url, method, encode(pairs, encoding), headers);
          await answerOf(label, () => opsLogin.action({ request, params: {}, context: context() }));
        },
      ),
      RUNS,
    );
  });

  it("ops/orders and ops/audit: the filters, sent by GET", async () => {
    const inbox = ["q", "status", "kind", "assignee", "from", "to", "page"];
    const audit = ["entity", "id", "before"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("orders", "audit"),
        fc.oneof(
          queryPairs(inbox),
          queryPairs(audit),
          fc.array(fc.tuple(fc.constantFrom(...inbox, ...audit), fieldValue)),
        ),
        fc.constantFrom("", "/en"),
        async (page, pairs, prefix) => {
          const url = `https://charterline.ru${prefix}/ops/${page}/?${new URLSearchParams(pairs)}`;
          const request = new Request(url, { headers: { Cookie: cookie } });
          const loader = page === "orders" ? opsOrders.loader : opsAudit.loader;
          const result = await answerOf(url, () => loader({ request, params: {}, context: context() }));
          expect([401, 403], url).not.toContain(statusOf(result));
        },
      ),
      RUNS,
    );
  });
});

describe("forms sent by GET: malformed queries answer below 500, and redirects stay on the site", () => {
  const getRequest = (url: string, headers: Record<string, string | undefined>) =>
    buildRequest(url, "GET", { body: undefined, type: undefined }, headers);

  /** The search form's fields, filled as a visitor with the form would, before the changes. */
  const searchFields = ["from", "to", "date", "back", "pax", "return"];
  const validSearch = fc
    .tuple(
      fc.constantFrom("UUWW", "Внуково", "vko", "Москва"),
      fc.constantFrom("URSS", "Сочи", "aer", "LTFM"),
      fc.constantFrom("1", "2", "4", "13"),
      fc.boolean(),
    )
    .map(([from, to, pax, back]): Pair[] => [
      ["from", from],
      ["to", to],
      ["date", departure],
      ["pax", pax],
      ...(back
        ? ([
            ["return", "on"],
            ["back", departure],
          ] as Pair[])
        : []),
    ]);

  it("search: the search form without JavaScript", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(formPairs(validSearch, searchFields), queryPairs(searchFields)),
        fc.constantFrom("", "/en"),
        oddHeaders,
        async (pairs, prefix, headers) => {
          const url = `https://charterline.ru${prefix}/search/?${new URLSearchParams(pairs)}`;
          const result = await answerOf(url, () =>
            searchForm.loader({ request: getRequest(url, headers), params: {}, context: context() }),
          );
          expectLocalRedirect(result, url);
        },
      ),
      RUNS,
    );
  });

  it("search/{from}/{to}/{date}/{pax}: the address the search form leads to", async () => {
    const fields = ["from", "to", "date", "pax", "back", "select", "sort", "class", "currency", "cap"];
    const valid = fc.constantFrom("1", "2", "4").map((pax): Pair[] => [
      ["from", "UUWW"],
      ["to", "URSS"],
      ["date", departure],
      ["pax", pax],
    ]);
    await fc.assert(
      fc.asyncProperty(
        formPairs(valid, fields),
        fc.constantFrom("", "/en"),
        oddHeaders,
        async (pairs, prefix, headers) => {
          // The first of each path segment goes into the path; the rest, and every other name, into the query.
          const segments = ["from", "to", "date", "pax"] as const;
          const params = Object.fromEntries(
            segments.map((segment) => [segment, pairs.find(([field]) => field === segment)?.[1] ?? ""]),
          ) as Record<(typeof segments)[number], string>;
          const query = pairs.filter(
            ([field], i) => !segments.includes(field as never) || pairs.findIndex(([f]) => f === field) !== i,
          );
          const path = segments.map((segment) => encodeURIComponent(params[segment])).join("/");
          const url = `https://charterline.ru${prefix}/search/${path}/?${new URLSearchParams(query)}`;
          const result = await answerOf(url, () =>
            searchQuery.loader({ request: getRequest(url, headers), params, context: context() }),
          );
          expectLocalRedirect(result, url);
        },
      ),
      RUNS,
    );
  });

  it("language: the language switch", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(
            "/en/",
            "/.//evil.example",
            "/..//evil.example",
            "/%2e//evil.example",
            "//evil.example",
            "/\\evil.example",
            "https://evil.example/",
          ),
          nasty,
        ),
        queryPairs(["to"]),
        oddHeaders,
        async (to, extra, headers) => {
          const url = `https://charterline.ru/language?${new URLSearchParams([["to", to], ...extra])}`;
          const result = await answerOf(url, () =>
            language.loader({ request: getRequest(url, headers), params: {}, context: context() }),
          );
          expectLocalRedirect(result, url);
        },
      ),
      RUNS,
    );
  });
});

describe("webhooks/sanity: bad signatures and bodies answer 4xx in the error shape", () => {
  const document = fc.record(
    {
      _id: fc.oneof(nasty, fc.anything()),
      _type: fc.oneof(nasty, fc.anything()),
      ids: fc.record(
        { all: fc.array(fc.oneof(nasty, fc.anything()), { maxLength: 3 }) },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
  const bodies = fc.oneof(
    document.map((value) => JSON.stringify(value) ?? "null"),
    fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
    nasty,
    // Past the 256 KiB limit.
    fc.constant(JSON.stringify({ _id: "x", pad: "y".repeat(300_000) })),
  );
  /** How the call is signed: not at all, with garbage, with a wrong secret, too early or late, or rightly. */
  const signing = fc.oneof(
    fc.constant({ kind: "none" as const }),
    fc
      .oneof(
        headerValues.map((value) => value ?? ""),
        fc.constantFrom("t=1,v1=", "t=abc,v1=xyz", "v1=abc", "t=99999999999999999999,v1=a", "t=,v1=,"),
      )
      .map((value) => ({ kind: "garbage" as const, value })),
    fc
      .tuple(
        fc.constantFrom(WEBHOOK_SECRET, WEBHOOK_SECRET, "another-secret", ""),
        fc.constantFrom(0, 0, -10 * 60_000, 10 * 60_000, -4 * 60_000),
      )
      .map(([secret, skew]) => ({ kind: "signed" as const, secret, skew })),
  );

  /**
   * Sanity's header for a body. The toolkit signs only non-empty bodies with a non-empty secret; an
   * empty one is signed here the same way (HMAC-SHA256 of `${timestamp}.${body}`, base64url).
   */
  async function signed(body: string, timestamp: number, secret: string): Promise<string> {
    if (body !== "" && secret !== "") return encodeSignatureHeader(body, timestamp, secret);
    const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("base64url");
    return `t=${timestamp},v1=${digest}`;
  }

  it("webhooks/sanity", async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies,
        signing,
        methods,
        fc.constantFrom("application/json", "text/plain", "", "multipart/form-data; boundary=x"),
        oddHeaders,
        async (body, sign, method, type, headers) => {
          const signature =
            sign.kind === "none"
              ? undefined
              : sign.kind === "garbage"
                ? sign.value
                : await signed(body, Date.now() + sign.skew, sign.secret);
          const request = buildRequest(
            "https://charterline.ru/webhooks/sanity",
            method,
            { body, type },
            { ...headers, "sanity-webhook-signature": signature },
          );
          const label = `${method} ${JSON.stringify(sign)} ${type} ${body.slice(0, 200)}`;
          const result = await answerOf(label, () =>
            webhook.action({ request, params: {}, context: context() }),
          );
          expect(result, label).toBeInstanceOf(Response);
          await expectContractAnswer(result as Response, label);
        },
      ),
      RUNS,
    );
  });
});
