import type { AppLoadContext } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import * as airportsRoute from "~/routes/api.airports-names";
import * as confirmSmsRoute from "~/routes/api.auth.confirm_sms";
import * as sendLoginSmsRoute from "~/routes/api.auth.send_login_sms";
import * as cardRoute from "~/routes/api.cards.$card_id";
import * as emptyLegsRoute from "~/routes/api.cards.el";
import * as cardsRoute from "~/routes/api.cards";
import * as imagesRoute from "~/routes/api.images.$aircraft_id";
import * as openApiRoute from "~/routes/api.openapi";
import * as partnerEmailRoute from "~/routes/api.partner-email";
import * as preOrdersRoute from "~/routes/api.pre-orders";
import * as priceCalendarRoute from "~/routes/api.prices.calendar";
import * as requestRoute from "~/routes/api.requests.$request_id";
import * as searchEmailRoute from "~/routes/api.search-email";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { buildOpenApiDocument } from "./contract/openapi";
import { ErrorSchema, SendLoginSmsBodySchema } from "./contract/schemas";
import { addDays, earliestDeparture } from "./departure-window";
import { recentMessages } from "./ordering/outbox.server";
import { seedCharter } from "./seed/seed.server";

/*
 * Issue 26, item 10 ("The API's edges"): a date in the year 9999, or any date past the order
 * window, is a 400 naming the field, and a fuzz over the API's date and number parameters gives no
 * 500 (API.md "Conventions": "Bad input never yields a 500"). tests/integration/api-fuzz.test.ts
 * throws random text at the routes, which the schemas mostly refuse at the door; this one sends
 * requests that are valid but for one to three parameters, each set to an edge of its kind
 * (9999-12-31, 0000-01-01, 2026-02-30, the window's last day and the day after, 2^53 + 1, -1, NaN,
 * a value given twice or as an array), so that they reach the engine, the database and the answer.
 * The route modules run in process over the seeded marketplace on PGlite. A fixed seed draws the
 * same 2,030 requests on every run (the window's days counted from today); every answer must be
 * below 500, every 4xx in API.md's error shape, every status one the OpenAPI document lists for
 * the operation, and the failures are listed together rather than stopping at the first.
 */

/** The generator's seed: fast-check draws the same requests from it on every run. */
const SEED = 2610;

let database: Database;
let services: Services;
/** A saved result set, one of its cards and its aircraft, and an access token, for ids and pre-orders. */
let known: { requestId: string; cardId: string; tailNumber: string; accessToken: string };

// The order window runs from tomorrow at 12:00 (Moscow) for 90 days (spec §9).
const firstDay = earliestDeparture(new Date()).slice(0, 10);

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(parseEnv({}), silentLogger, database);
  const set = await services.charter.search({
    departure_airport: "UUWW",
    arrival_airport: "ULLI",
    departure_date_there: `${addDays(firstDay, 4)}T12:00:00`,
    pax_there: 2,
    departure_date_back: null,
    pax_back: null,
  });
  const phone = "+79160002610";
  await services.ordering.sendLoginSms(
    SendLoginSmsBodySchema.parse({ phone, name: "Анна", its_legal: true }),
    "192.0.2.10",
  );
  const [message] = await recentMessages(database.db, phone);
  const code = /\b(\d{4})\b/.exec(message!.body)![1]!;
  const { access_token } = await services.ordering.confirmSms({ phone, code }, "192.0.2.10");
  const [card] = set.cards;
  known = { requestId: set.id, cardId: card!.id, tailNumber: card!.aircraft, accessToken: access_token };
}, 120_000);
afterAll(() => database.close());

// ---------------------------------------------------------------------------------------------
// Values at the edges

/** `YYYY-MM-DD` some days from the first day of the order window. */
const day = (offset: number) => addDays(firstDay, offset);

/** Days around the order window's edges (spec §9: day 0 is tomorrow, day 89 the last). */
const WINDOW_OFFSETS = [-400, -2, -1, 0, 1, 4, 30, 88, 89, 90, 91, 365, 3650];

const EDGE_DAYS = [
  "9999-12-31",
  "0000-01-01",
  "0001-01-01",
  "1969-12-31",
  "1970-01-01",
  "2026-02-30",
  "2026-02-29",
  "2028-02-29",
  "2100-02-29",
  "2000-02-29",
  "2026-13-01",
  "2026-00-10",
  "2026-12-32",
  "2026-12-00",
  "+10000-01-01",
  "10000-01-01",
  "2026-1-1",
  "99999-12-31",
];

/** A calendar date: an edge, a day around the window, or any Y-M-D with out-of-range parts. */
const dates: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...EDGE_DAYS),
  fc.constantFrom(...WINDOW_OFFSETS).map(day),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
    ),
);

const TIMES = [
  "12:00",
  "00:00",
  "23:59",
  "23:59:59",
  "24:00",
  "23:60",
  "12:00:60",
  "12:00Z",
  "12:00+03:00",
  "12",
];

/** An airport-local date and time (API.md "Conventions"), at an edge of the date or the clock. */
const dateTimes: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(dates, fc.constantFrom(...TIMES)).map(([date, time]) => `${date}T${time}`),
  fc.constantFrom("9999-12-31T23:59:59", "0000-01-01T00:00", "2026-02-30T12:00", "now", "T12:00"),
);

/** A whole number as a client might spell one in a query: edges, huge, negative, not a number. */
const numbers: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "1",
    "2",
    "-1",
    "-0",
    "19",
    "20",
    "50",
    "51",
    "500",
    "501",
    "1.5",
    "2.0",
    " 3 ",
    "1e3",
    "0x10",
    "NaN",
    "Infinity",
    "-Infinity",
    "9007199254740991",
    "9007199254740993",
    "2147483648",
    "99999999999999999999999999",
    "1" + "0".repeat(400),
    "١٢",
  ),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
);

/** Airports the product serves, closed ones, and codes it does not know. */
const airports = fc.constantFrom(
  "UUWW",
  "uuww",
  "URSS",
  "ULLI",
  "UUEE",
  "OMDB",
  "URKK",
  "URRR",
  "XXXX",
  "UUW",
  "ЖЖЖЖ",
  "0000",
);

/** A text value that is nothing of the kind asked for. */
const strays = fc.constantFrom(
  "",
  " ",
  "null",
  "undefined",
  "[]",
  "{}",
  "true",
  "%00",
  "💺",
  "x".repeat(5000),
);

/**
 * A query parameter: absent, its ordinary value, an edge of its kind, a stray string, or given
 * twice (how an array travels in a query string).
 */
function queryValue(ordinary: string | undefined, edges: fc.Arbitrary<string>): fc.Arbitrary<string[]> {
  const single = fc.oneof(
    { weight: 1, arbitrary: fc.constant<string[]>(ordinary === undefined ? [] : [ordinary]) },
    { weight: 4, arbitrary: edges.map((value) => [value]) },
    { weight: 1, arbitrary: strays.map((value) => [value]) },
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
  );
  const twice = fc.tuple(edges, edges).map((values): string[] => [...values]);
  return fc.oneof({ weight: 9, arbitrary: single }, { weight: 1, arbitrary: twice });
}

/** A JSON value in place of a field: an edge string, a number, or a value of another type. */
function bodyValue(edges: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: edges },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        null,
        true,
        0,
        -1,
        1e308,
        -1e308,
        Number.MAX_SAFE_INTEGER + 2,
        1.5,
        [],
        {},
        ["2026-12-01T12:00"],
        { $gt: "" },
      ),
    },
    { weight: 1, arbitrary: strays },
    { weight: 1, arbitrary: fc.array(edges, { maxLength: 3 }) },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
}) => Promise<Response>;

const loader = (module: { loader: unknown }) => module.loader as Handler;
const action = (module: { action: unknown }) => module.action as Handler;

interface Probe {
  /** The operationId of the OpenAPI document. */
  operation: string;
  /** What was sent: each query parameter's values, each body field, each path parameter. */
  sent: Record<string, unknown>;
  /** A new Request each time (a body can be read once). */
  request: () => Request;
  params: Record<string, string>;
  run: Handler;
  /** The method, address and body, as a failure names the request. */
  label: string;
}

/**
 * A query of an operation, valid but for one to three parameters, each drawn by queryValue from its
 * ordinary value and its edges. `linked` draws parameters that only make sense together (a window's
 * two ends), set instead of their ordinary values now and then.
 */
function queries(
  operation: string,
  path: string,
  run: Handler,
  fields: Record<string, [ordinary: string | undefined, edges: fc.Arbitrary<string>]>,
  linked?: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<Probe> {
  const names = Object.keys(fields);
  const ordinary = (name: string) => fields[name]![0];
  return fc
    .tuple(
      fc.subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) }),
      fc.record(
        Object.fromEntries(names.map((name) => [name, queryValue(ordinary(name), fields[name]![1])])),
      ),
      linked ? fc.option(linked, { freq: 3 }) : fc.constant(null),
    )
    .map(([mutated, drawn, together]) => {
      const sent: Record<string, string[]> = {};
      for (const name of names) {
        const given = ordinary(name);
        sent[name] = mutated.includes(name) ? drawn[name]! : given === undefined ? [] : [given];
      }
      for (const [name, value] of Object.entries(together ?? {})) sent[name] = [value];
      const search = new URLSearchParams();
      for (const [name, values] of Object.entries(sent))
        for (const value of values) search.append(name, value);
      return {
        operation,
        sent,
        request: () => new Request(`http://localhost${path}?${search}`),
        params: {},
        run,
        label: `GET ${path}?${search}`,
      };
    });
}

/** A path parameter: a known id, an edge of an id, or a number or a date where an id goes. */
function byId(
  operation: string,
  path: string,
  param: string,
  run: Handler,
  knownId: () => string,
  others: readonly string[],
): fc.Arbitrary<Probe> {
  return fc
    .oneof(fc.constant(null).map(knownId), numbers, dates, strays, fc.constantFrom(...others))
    .map((id) => {
      const address = path.replace(`{${param}}`, encodeURIComponent(id));
      return {
        operation,
        sent: { [param]: id },
        request: () => new Request(`http://localhost${address}`),
        params: { [param]: id },
        run,
        label: `GET ${address}`,
      };
    });
}

/** An Idempotency-Key (API.md "Conventions": at most 255 characters), as a header can carry it. */
const idempotencyKeys = fc
  .oneof(dateTimes, numbers, fc.constantFrom("", " ", "k".repeat(255), "k".repeat(256)))
  .filter((key) => /^[\x20-\x7e]*$/.test(key));

/** A JSON body of an operation, valid but for one to three fields, each set to an edge. */
function bodies(
  operation: string,
  path: string,
  run: Handler,
  fields: Record<string, [ordinary: unknown, edges: fc.Arbitrary<string>]>,
  headers: () => Record<string, string> = () => ({}),
): fc.Arbitrary<Probe> {
  const names = Object.keys(fields);
  return fc
    .tuple(
      fc.subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) }),
      fc.record(Object.fromEntries(names.map((name) => [name, bodyValue(fields[name]![1])]))),
      fc.option(idempotencyKeys, { nil: undefined }),
    )
    .map(([mutated, drawn, idempotencyKey]) => {
      const sent: Record<string, unknown> = {};
      for (const name of names) {
        const value = mutated.includes(name) ? drawn[name] : fields[name]![0];
        if (value !== undefined) sent[name] = value;
      }
      const text = JSON.stringify(sent);
      return {
        operation,
        sent,
        request: () =>
          new Request(`http://localhost${path}`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              ...headers(),
              ...(idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey }),
            },
            body: text,
          }),
        params: {},
        run,
        label: `POST ${path} ${text.slice(0, 300)}`,
      };
    });
}

const phones = fc.constantFrom(
  "+79161234567",
  "8 (916) 123-45-67",
  "+7 916 123 45 67",
  "+1 202 555 0143",
  "79161234567",
  "0",
  "-1",
  "+0000000000000",
  "9".repeat(24),
  "9".repeat(25),
);

/** A window's two ends moved together: a first day at an edge and a last day -1 to 70 days on. */
const windows = fc.tuple(dates, fc.integer({ min: -1, max: 70 })).map(([from, days]) => ({
  date_from: from,
  date_to: Number.isNaN(Date.parse(`${from}T00:00:00Z`)) ? from : addDays(from, days),
}));

/** Every operation of the OpenAPI document with its parameters, and how many requests each gets. */
function operations(): [fc.Arbitrary<Probe>, number][] {
  return [
    [
      queries("listAirports", "/api/airports-names", loader(airportsRoute), {
        q: ["vnuk", fc.oneof(numbers, dates, strays)],
        limit: ["20", numbers],
      }),
      150,
    ],
    [
      queries("searchCards", "/api/cards", loader(cardsRoute), {
        departure_airport: ["UUWW", airports],
        arrival_airport: ["URSS", airports],
        departure_date_there: [`${day(4)}T12:00`, dateTimes],
        pax_there: ["2", numbers],
        departure_date_back: [undefined, dateTimes],
        pax_back: [undefined, numbers],
      }),
      450,
    ],
    [
      queries(
        "searchEmptyLegs",
        "/api/cards/el",
        loader(emptyLegsRoute),
        {
          departure_airport: [undefined, airports],
          arrival_airport: [undefined, airports],
          date_from: [day(1), dates],
          date_to: [day(20), dates],
          pax_there: ["1", numbers],
        },
        windows,
      ),
      250,
    ],
    [
      queries(
        "priceCalendar",
        "/api/prices/calendar",
        loader(priceCalendarRoute),
        {
          departure_airport: ["UUWW", airports],
          arrival_airport: ["URSS", airports],
          date_from: [day(1), dates],
          date_to: [day(14), dates],
          pax_there: ["2", numbers],
        },
        windows,
      ),
      300,
    ],
    [
      byId(
        "getRequest",
        "/api/requests/{request_id}",
        "request_id",
        loader(requestRoute),
        () => known.requestId,
        ["a".repeat(64), "a".repeat(65), "el_x", "-"],
      ),
      80,
    ],
    [
      byId("getCard", "/api/cards/{card_id}", "card_id", loader(cardRoute), () => known.cardId, [
        "a".repeat(64),
        "a".repeat(65),
        "el_x",
        "-",
      ]),
      80,
    ],
    [
      byId(
        "getAircraftImages",
        "/api/images/{aircraft_id}",
        "aircraft_id",
        loader(imagesRoute),
        () => known.tailNumber,
        [known.tailNumber.toLowerCase(), `${known.tailNumber}0000000`, "RA-", "-RA"],
      ),
      60,
    ],
    [
      queries("getOpenApiDocument", "/api/openapi.json", loader(openApiRoute), { v: [undefined, numbers] }),
      10,
    ],
    [
      bodies("createPartnerLead", "/api/partner-email", action(partnerEmailRoute), {
        name: ["Анна", fc.oneof(numbers, strays)],
        contact: ["+79161234567", fc.oneof(phones, numbers, strays)],
        message: ["Нужен борт", fc.oneof(numbers, dateTimes, strays)],
      }),
      100,
    ],
    [
      bodies("createSearchLead", "/api/search-email", action(searchEmailRoute), {
        name: ["Анна", strays],
        phone: ["+79161234567", fc.oneof(phones, numbers)],
        departure_airport: ["UUWW", airports],
        arrival_airport: ["URSS", airports],
        departure_datetime: [`${day(4)}T12:00`, dateTimes],
        departure_datetime_back: [undefined, dateTimes],
      }),
      250,
    ],
    [
      bodies("sendLoginSms", "/api/auth/send_login_sms", action(sendLoginSmsRoute), {
        phone: ["+79161234567", fc.oneof(phones, numbers)],
        name: ["Анна", fc.oneof(numbers, strays)],
        email: [undefined, fc.oneof(strays, fc.constant("a@b.travel"))],
        url: [undefined, strays],
        its_legal: [true, fc.oneof(numbers, strays)],
      }),
      100,
    ],
    [
      bodies("confirmSms", "/api/auth/confirm_sms", action(confirmSmsRoute), {
        code: ["0000", numbers],
        phone: [undefined, fc.oneof(phones, numbers)],
      }),
      100,
    ],
    [
      bodies(
        "createPreOrder",
        "/api/pre-orders",
        action(preOrdersRoute),
        {
          card_id: [undefined, fc.oneof(numbers, dates, strays)],
          access_token: [undefined, fc.oneof(numbers, strays)],
        },
        () => ({ Authorization: `Bearer ${known.accessToken}` }),
      ),
      100,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// The run

const document = buildOpenApiDocument({ serverUrl: "http://localhost" });

/** The statuses the document lists for an operation. */
function documented(operationId: string): string[] {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(
      item as Record<string, { operationId: string; responses: object }>,
    )) {
      if (operation.operationId === operationId) return Object.keys(operation.responses);
    }
  }
  throw new Error(`${operationId} is not in the OpenAPI document`);
}

interface Outcome {
  sent: number;
  /** Statuses answered, per operation. */
  statuses: Record<string, Record<number, number>>;
  /** A 5xx, or a 4xx without the error shape. */
  failures: string[];
  /** An answer whose status the document does not list for its operation. */
  undocumented: string[];
}

let outcome: Outcome | undefined;

/** API.md "Conventions": `{ error: { code, message, fields? } }`. */
function inErrorShape(text: string): boolean {
  try {
    return ErrorSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Sends every request once (the tests below read the one outcome). */
async function fuzz(): Promise<Outcome> {
  if (outcome) return outcome;
  const result: Outcome = { sent: 0, statuses: {}, failures: [], undocumented: [] };
  for (const [arbitrary, runs] of operations()) {
    for (const probe of fc.sample(arbitrary, { seed: SEED, numRuns: runs })) {
      result.sent += 1;
      const context: AppLoadContext = {
        services,
        nonce: "",
        // Spread over addresses, so that the write limits answer 429 only now and then.
        clientAddress: `198.51.100.${result.sent % 250}`,
      };
      const response = await probe.run({ request: probe.request(), params: probe.params, context });
      const { status } = response;
      const counts = (result.statuses[probe.operation] ??= {});
      counts[status] = (counts[status] ?? 0) + 1;
      if (!documented(probe.operation).includes(String(status))) {
        result.undocumented.push(`${status} ${probe.label}`);
      }
      const text = await response.text();
      if (status >= 500) result.failures.push(`${status} ${probe.label} → ${text.slice(0, 200)}`);
      else if (status >= 400 && !inErrorShape(text)) {
        result.failures.push(`${status} ${probe.label} → ${text.slice(0, 200)}`);
      }
    }
  }
  outcome = result;
  return result;
}

describe("the API's date and number parameters at their edges (issue 26, item 10)", () => {
  it("answers about 2,000 edge requests below 500, every 4xx in API.md's error shape", async () => {
    const { sent, failures, statuses } = await fuzz();
    expect(sent).toBeGreaterThan(1_900);
    expect(failures).toEqual([]);
    // Every operation got past its schema at least once (an answer other than 400), or the fuzz
    // would test only the door.
    for (const [operation, counts] of Object.entries(statuses)) {
      expect(
        Object.keys(counts).some((status) => status !== "400"),
        `${operation} ${JSON.stringify(counts)}`,
      ).toBe(true);
    }
    console.info(`${sent} requests; statuses ${JSON.stringify(statuses)}`);
  }, 300_000);

  it("answers each operation only statuses the OpenAPI document lists for it", async () => {
    const { undocumented } = await fuzz();
    expect(undocumented).toEqual([]);
  }, 300_000);
});

/** One GET through its route module, answered as status and body. */
async function get(run: Handler, path: string, query: Record<string, string>) {
  const request = new Request(`http://localhost${path}?${new URLSearchParams(query)}`);
  const response = await run({
    request,
    params: {},
    context: { services, nonce: "", clientAddress: "192.0.2.20" },
  });
  return { status: response.status, body: (await response.json()) as { error?: { fields?: object } } };
}

const search = (query: Record<string, string>) =>
  get(loader(cardsRoute), "/api/cards", {
    departure_airport: "UUWW",
    arrival_airport: "URSS",
    departure_date_there: `${day(4)}T12:00`,
    pax_there: "2",
    ...query,
  });
const calendar = (query: Record<string, string>) =>
  get(loader(priceCalendarRoute), "/api/prices/calendar", {
    departure_airport: "UUWW",
    arrival_airport: "URSS",
    pax_there: "2",
    ...query,
  });

/** The 400 of a date past the order window (app/charter/service/route.ts BEYOND_WINDOW). */
const beyond = (field: string) => ({
  status: 400,
  body: { error: expect.objectContaining({ fields: { [field]: "must be within 90 days" } }) },
});

describe("a date past the order window is a 400 that names the field (issue 26, item 10)", () => {
  it.each([
    ["a departure in the year 9999", { departure_date_there: "9999-12-31T12:00" }, "departure_date_there"],
    [
      "a departure the day after the window",
      { departure_date_there: `${day(91)}T12:00` },
      "departure_date_there",
    ],
    ["a return in the year 9999", { departure_date_back: "9999-12-31T12:00" }, "departure_date_back"],
  ])("GET /api/cards: %s", async (_case, query, field) => {
    expect(await search(query)).toEqual(beyond(field));
  });

  it("GET /api/cards: the window's last day is searched", async () => {
    expect((await search({ departure_date_there: `${day(89)}T12:00` })).status).toBe(200);
  });

  it.each([
    ["December 9999", { date_from: "9999-12-01", date_to: "9999-12-31" }],
    ["days after the window", { date_from: day(91), date_to: day(100) }],
  ])("GET /api/prices/calendar: %s", async (_case, query) => {
    expect(await calendar(query)).toEqual(beyond("date_from"));
  });

  it("GET /api/prices/calendar: a window running past the order window prices the days inside", async () => {
    const answer = await calendar({ date_from: day(80), date_to: day(100) });
    expect(answer.status).toBe(200);
  });

  // Years the wall clock writes with other than four digits: local-time.ts writes them in ISO's
  // expanded form, so they are refused like any other date, never a fault.
  it.each([
    ["in the last hours of 9999", "9999-12-31T23:59:59", "must be within 90 days"],
    ["before the year 1000", "0999-06-01T12:00", "must be in the future"],
  ])("GET /api/cards: a departure %s is a 400 naming it, not a 500", async (_case, date, reason) => {
    expect(await search({ departure_date_there: date })).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ fields: { departure_date_there: reason } }) },
    });
  });

  it("GET /api/cards: a return in the last hours of 9999 is a 400 naming it, not a 500", async () => {
    expect(await search({ departure_date_back: "9999-12-31T23:59" })).toEqual(beyond("departure_date_back"));
  });

  it("GET /api/prices/calendar: days before the year 1000 have no price, not a 500", async () => {
    const answer = await calendar({ date_from: "0999-06-01", date_to: "0999-06-03" });
    expect(answer.status).toBe(200);
  });

  // The empty-leg listing names date_from past the window, as the calendar does.
  it("GET /api/cards/el: a date_from past the window is a 400 naming it", async () => {
    expect(await get(loader(emptyLegsRoute), "/api/cards/el", { date_from: "9999-12-31" })).toEqual(
      beyond("date_from"),
    );
  });
});
