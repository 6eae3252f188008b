import type { AppLoadContext } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import * as airports from "~/routes/api.airports-names";
import * as confirmSms from "~/routes/api.auth.confirm_sms";
import * as sendLoginSms from "~/routes/api.auth.send_login_sms";
import * as card from "~/routes/api.cards.$card_id";
import * as emptyLegs from "~/routes/api.cards.el";
import * as cards from "~/routes/api.cards";
import * as images from "~/routes/api.images.$aircraft_id";
import * as partnerEmail from "~/routes/api.partner-email";
import * as preOrders from "~/routes/api.pre-orders";
import * as priceCalendar from "~/routes/api.prices.calendar";
import * as savedRequest from "~/routes/api.requests.$request_id";
import * as searchEmail from "~/routes/api.search-email";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import {
  FUZZ_RUNS,
  addressOf,
  expectContractAnswer,
  headerValues,
  nasty,
  queryPairs,
  rawBodies,
  wireSafe,
} from "../support/fuzz";

/*
 * API.md "Conventions": bad input never yields a 500 (issue 7 §4, started with issue 6's writes).
 * fast-check sends thousands of malformed queries, bodies and headers to every /api/* route
 * module, over the real engine on PGlite; every answer must be below 500, and every 4xx must carry
 * the error shape. A failing case is shrunk and printed by fast-check.
 */

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(parseEnv({}), silentLogger, database);
});
afterAll(() => database.close());

function context(clientAddress: string): AppLoadContext {
  return { services, nonce: "", clientAddress };
}

const QUERY_NAMES = [
  "q",
  "limit",
  "departure_airport",
  "arrival_airport",
  "departure_date_there",
  "departure_date_back",
  "pax_there",
  "pax_back",
  "date_from",
  "date_to",
];
const queries = queryPairs(QUERY_NAMES);

/** JSON values of any shape, and objects that look like the write bodies with wrong values. */
const jsonBodies = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      name: fc.anything(),
      contact: fc.anything(),
      message: fc.anything(),
      phone: fc.oneof(nasty, fc.anything()),
      email: fc.anything(),
      url: fc.anything(),
      its_legal: fc.anything(),
      code: fc.oneof(nasty, fc.anything()),
      card_id: fc.anything(),
      access_token: fc.anything(),
      departure_airport: fc.anything(),
      departure_datetime: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

const bodies = fc.oneof(
  jsonBodies.map((value) => ({ text: JSON.stringify(value) ?? "null", type: "application/json" })),
  fc.string().map((text) => ({ text, type: "application/json" })),
  rawBodies,
);

describe("GET endpoints: malformed queries and ids answer 4xx in the error shape, never 5xx", () => {
  const readers = [
    ["/api/airports-names", airports.loader],
    ["/api/cards", cards.loader],
    ["/api/cards/el", emptyLegs.loader],
    ["/api/prices/calendar", priceCalendar.loader],
  ] as const;
  for (const [path, loader] of readers) {
    it(
      path,
      async () => {
        await fc.assert(
          fc.asyncProperty(queries, async (pairs) => {
            const search = new URLSearchParams(pairs);
            const request = new Request(`http://localhost${path}?${search}`);
            const response = await loader({ request, params: {}, context: context("192.0.2.1") });
            await expectContractAnswer(response, `${path}?${search}`);
          }),
          { numRuns: FUZZ_RUNS },
        );
        // Each valid empty-leg query saves the whole list (about 200 legs a month): generous room on
        // a shared two-core machine; the figure is a guard, not a measurement.
      },
      120_000,
    );
  }

  const byId = [
    ["/api/cards/{card_id}", "card_id", card.loader],
    ["/api/requests/{request_id}", "request_id", savedRequest.loader],
    ["/api/images/{aircraft_id}", "aircraft_id", images.loader],
  ] as const;
  for (const [path, param, loader] of byId) {
    it(path, async () => {
      await fc.assert(
        fc.asyncProperty(nasty, async (id) => {
          const request = new Request(`http://localhost/api/x/${encodeURIComponent(id)}`);
          const response = await loader({ request, params: { [param]: id }, context: context("192.0.2.1") });
          await expectContractAnswer(response, `${path} ${JSON.stringify(id)}`);
        }),
        { numRuns: FUZZ_RUNS },
      );
    });
  }
});

describe("POST endpoints: malformed bodies and headers answer 4xx in the error shape, never 5xx", () => {
  const writers = [
    ["/api/partner-email", partnerEmail.action],
    ["/api/search-email", searchEmail.action],
    ["/api/auth/send_login_sms", sendLoginSms.action],
    ["/api/auth/confirm_sms", confirmSms.action],
    ["/api/pre-orders", preOrders.action],
  ] as const;
  for (const [path, action] of writers) {
    it(path, async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(bodies, headerValues, headerValues, async (body, key, authorization) => {
          n += 1;
          const headers = new Headers();
          if (body.type) headers.set("Content-Type", body.type);
          if (key !== undefined) headers.set("Idempotency-Key", wireSafe(key));
          if (authorization !== undefined) headers.set("Authorization", wireSafe(`Bearer ${authorization}`));
          const request = new Request(`http://localhost${path}`, {
            method: "POST",
            headers,
            body: body.text,
          });
          const response = await action({ request, params: {}, context: context(addressOf(n)) });
          await expectContractAnswer(response, `${path} ${body.type} ${body.text.slice(0, 120)}`);
        }),
        { numRuns: FUZZ_RUNS },
      );
    });
  }
});
