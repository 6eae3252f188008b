import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import * as cardRoute from "~/routes/api.cards.$card_id";
import * as cardsRoute from "~/routes/api.cards";
import * as requestRoute from "~/routes/api.requests.$request_id";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createHttpCharterClient } from "./client/http";
import { ErrorSchema, ResultSetSchema, type ResultSet } from "./contract/schemas";
import { addDays, earliestDeparture } from "./departure-window";
import { seedCharter } from "./seed/seed.server";

/*
 * Issue 29, item 1: GET /api/cards with `leg` parameters (docs/api-multi-leg.md, decision 045),
 * through the route module, the in-process engine and the seeded marketplace on PGlite. A tour
 * Moscow → Kazan → Yekaterinburg → Moscow is priced with one route per leg and saved; each refusal
 * names its leg from 1; a leg a rule closes says which and why; nothing a client sends is a 500.
 */

let database: Database;
let services: Services;

// The order window runs from tomorrow at 12:00 (Moscow) for 90 days (spec §9).
const firstDay = earliestDeparture(new Date()).slice(0, 10);
const day = (offset: number) => addDays(firstDay, offset);

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(parseEnv({}), silentLogger, database);
}, 120_000);
afterAll(() => database.close());

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: never;
}) => Promise<Response>;

async function call(run: unknown, url: string, params: Record<string, string> = {}) {
  const response = await (run as Loader)({
    request: new Request(url),
    params,
    context: { services, nonce: "", clientAddress: "192.0.2.29" } as never,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GET /api/cards with these `leg` values (and any other parameters). */
function cards(legs: string[], extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  for (const leg of legs) query.append("leg", leg);
  return call(cardsRoute.loader, `http://localhost/api/cards?${query}`);
}

const tour = [`UUWW,UWKD,${day(10)}T09:00,3`, `UWKD,USSS,${day(12)}T10:00,3`, `USSS,UUWW,${day(14)}T16:30,2`];

describe("GET /api/cards with leg parameters (issue 29, item 1)", () => {
  it("prices a three-leg tour with one route per leg, saves it, and serves it again", async () => {
    const { status, body } = await cards(tour);
    expect(status).toBe(200);
    const set: ResultSet = ResultSetSchema.parse(body);
    expect(set.query.legs).toEqual([
      {
        departure_airport: "UUWW",
        arrival_airport: "UWKD",
        departure_date_local: `${day(10)}T09:00:00`,
        pax: 3,
      },
      {
        departure_airport: "UWKD",
        arrival_airport: "USSS",
        departure_date_local: `${day(12)}T10:00:00`,
        pax: 3,
      },
      {
        departure_airport: "USSS",
        arrival_airport: "UUWW",
        departure_date_local: `${day(14)}T16:30:00`,
        pax: 2,
      },
    ]);
    // The one-way fields echo the first leg, for a client that reads only them.
    expect(set.query).toMatchObject({
      departure_airport: "UUWW",
      arrival_airport: "UWKD",
      departure_date_back: null,
      pax_back: null,
    });
    expect(set.restriction).toBeNull();
    expect(set.cards.length).toBeGreaterThan(0);
    for (const card of set.cards) {
      // An aircraft at another Moscow airport departs from there and comes back there (spec §2,
      // "airport changed"; planner.ts rule 4).
      const moscow = (icao: string) => (["UUWW", "UUEE", "UUDD"].includes(icao) ? "Moscow" : icao);
      expect(
        card.routes.map((route) => [
          moscow(route.departure_airport),
          moscow(route.arrival_airport),
          route.pax,
        ]),
      ).toEqual([
        ["Moscow", "UWKD", 3],
        ["UWKD", "USSS", 3],
        ["USSS", "Moscow", 2],
      ]);
      expect(card.routes.map((route) => route.number)).toEqual(
        [1, 2, 3].map((n) => `${card.id.toUpperCase()}-${n}`),
      );
      // Each leg leaves after the one before it has landed.
      for (let index = 1; index < card.routes.length; index += 1) {
        expect(Date.parse(card.routes[index]!.departure_date)).toBeGreaterThan(
          Date.parse(card.routes[index - 1]!.arrival_date),
        );
      }
    }
    const totals = set.cards.map((card) => card.routes.reduce((sum, route) => sum + route.price.eur, 0));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    const again = await call(requestRoute.loader, `http://localhost/api/requests/${set.id}`, {
      request_id: set.id,
    });
    expect(again).toEqual({ status: 200, body });
    const first = set.cards[0]!;
    const card = await call(cardRoute.loader, `http://localhost/api/cards/${first.id}`, {
      card_id: first.id,
    });
    expect(card.body).toEqual(first);
  });

  it("answers a five-leg trip and refuses a sixth leg by name", async () => {
    const five = [
      `UUWW,ULLI,${day(20)}T09:00,2`,
      `ULLI,UWKD,${day(21)}T09:00,2`,
      `UWKD,USSS,${day(22)}T09:00,2`,
      `USSS,URSS,${day(23)}T09:00,2`,
      `URSS,UUWW,${day(24)}T09:00,2`,
    ];
    const answer = await cards(five);
    expect(answer.status).toBe(200);
    const set = ResultSetSchema.parse(answer.body);
    for (const card of set.cards) expect(card.routes).toHaveLength(5);
    expect(await cards([...five, `UUWW,ULLI,${day(25)}T09:00,2`])).toEqual({
      status: 400,
      body: {
        error: {
          code: "validation_error",
          message: "Some fields are invalid: leg.",
          fields: { leg: "must be given at most 5 times" },
        },
      },
    });
  });

  it.each([
    [
      "a leg not in four parts",
      [`UUWW,UWKD,${day(10)}T09:00`],
      { "leg[1]": expect.stringContaining("FROM,TO") },
    ],
    [
      "a bad date on the second leg",
      [tour[0]!, `UWKD,USSS,${day(12)}T25:00,3`, tour[2]!],
      { "leg[2].departure": "is not a real date and time" },
    ],
    [
      "a code and passengers refused on two legs",
      [`UUWW,KAZAN,${day(10)}T09:00,3`, `UWKD,USSS,${day(12)}T10:00,0`],
      { "leg[1].to": expect.stringContaining("ICAO"), "leg[2].pax": "must be at least 1" },
    ],
    ["passengers as words", [`UUWW,UWKD,${day(10)}T09:00,three`], { "leg[1].pax": "must be a whole number" }],
    [
      "a leg to where it starts",
      [tour[0]!, `UWKD,uwkd,${day(12)}T10:00,3`],
      { "leg[2].to": expect.any(String) },
    ],
    [
      "a leg leaving before the one before it",
      [tour[0]!, `UWKD,USSS,${day(9)}T10:00,3`],
      { "leg[2].departure": "must not be before the departure of leg[1]" },
    ],
    [
      "an airport not served",
      [tour[0]!, `UWKD,ZZZZ,${day(12)}T10:00,3`],
      { "leg[2].to": "is not an airport we serve" },
    ],
    [
      "a first leg in the past",
      [`UUWW,UWKD,2020-01-10T09:00,3`, tour[1]!],
      { "leg[1].departure": "must be in the future" },
    ],
    [
      "a last leg past the order window",
      [tour[0]!, `UWKD,USSS,9999-12-31T10:00,3`],
      { "leg[2].departure": "must be within 90 days" },
    ],
  ])("refuses %s with a 400 naming the leg", async (_case, legs, fields) => {
    const { status, body } = await cards(legs);
    expect(status).toBe(400);
    expect(ErrorSchema.parse(body).error).toEqual({
      code: "validation_error",
      message: expect.stringContaining("leg["),
      fields,
    });
  });

  it("refuses legs mixed with the one-way and return fields, naming each", async () => {
    const { status, body } = await cards(tour, {
      departure_airport: "UUWW",
      departure_date_back: `${day(14)}T12:00`,
    });
    expect(status).toBe(400);
    expect(ErrorSchema.parse(body).error.fields).toEqual({
      departure_airport: expect.stringContaining("must not be given with leg"),
      departure_date_back: expect.stringContaining("must not be given with leg"),
    });
  });

  it("keeps the one-way search as it was when no leg is given", async () => {
    const query = new URLSearchParams({
      departure_airport: "UUWW",
      arrival_airport: "UWKD",
      departure_date_there: `${day(10)}T09:00`,
      pax_there: "3",
      leg: "",
    });
    const { status, body } = await call(cardsRoute.loader, `http://localhost/api/cards?${query}`);
    expect(status).toBe(200);
    const set = ResultSetSchema.parse(body);
    expect(set.query.legs).toBeUndefined();
    for (const card of set.cards) expect(card.routes).toHaveLength(1);
  });

  it("says which leg a rule closes and why: no cards, the restriction with its leg", async () => {
    // Belgorod is closed by Rosaviatsia (spec §8; restrictions/rules-data.ts).
    const { status, body } = await cards([
      tour[0]!,
      `UWKD,UUOB,${day(12)}T10:00,3`,
      `UUOB,UUWW,${day(14)}T10:00,3`,
    ]);
    expect(status).toBe(200);
    const set = ResultSetSchema.parse(body);
    expect(set.cards).toEqual([]);
    // Closed by Rosaviatsia itself: no country named (restriction-reason.ts words it so).
    expect(set.restriction).toEqual({ code: "closed_airport", airports: ["UUOB"], countries: [], leg: 2 });
  });

  it("names the closed airspace of a leg abroad", async () => {
    const { body } = await cards([`UUWW,ULLI,${day(30)}T09:00,2`, `ULLI,LFMN,${day(32)}T09:00,2`]);
    expect(ResultSetSchema.parse(body).restriction).toEqual({
      code: "closed_airspace",
      airports: ["LFMN"],
      countries: ["FR"],
      leg: 2,
    });
  });

  it("answers anything sent as leg values below 500, in API.md's error shape", async () => {
    const part = fc.oneof(
      fc.constantFrom(
        "UUWW",
        "UWKD",
        "uuww",
        "ZZZZ",
        "",
        " ",
        "USSS",
        `${day(5)}T12:00`,
        "9999-12-31T23:59",
        "2",
      ),
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -3, max: 2 ** 53 }).map(String),
    );
    const leg = fc.array(part, { minLength: 0, maxLength: 6 }).map((parts) => parts.join(","));
    const failures: string[] = [];
    for (const legs of fc.sample(fc.array(leg, { minLength: 1, maxLength: 7 }), { seed: 29, numRuns: 150 })) {
      const { status, body } = await cards(legs);
      if (status >= 500 || (status >= 400 && !ErrorSchema.safeParse(body).success)) {
        failures.push(`${status} ${JSON.stringify(legs)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("the HTTP charter client's multi-leg search", () => {
  it("sends one leg parameter per leg, in order", async () => {
    const asked: URL[] = [];
    const client = createHttpCharterClient({
      baseUrl: "https://charter.example/",
      fetchImpl: async (input) => {
        asked.push(new URL(String(input)));
        const { body } = await cards(new URL(String(input)).searchParams.getAll("leg"));
        return Response.json(body);
      },
    });
    const set = await client.searchTrip({ leg: tour });
    expect(asked[0]!.searchParams.getAll("leg")).toEqual(tour);
    expect(set.query.legs).toHaveLength(3);
  });
});
