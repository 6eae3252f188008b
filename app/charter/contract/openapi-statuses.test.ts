import { Agent, request as httpRequest } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { wireServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { bodyLimits, DEFAULT_MAX_BODY, edgeGuards } from "../../../server/edge";
import { readLimits } from "../../../server/read-limits";
import { listenOnLoopback } from "../../../tests/support/listen";
import { API_MAX_BODY_KB, buildOpenApiDocument } from "./openapi";
import { ErrorSchema } from "./schemas";

/*
 * Issue 26, item 10: the OpenAPI document lists, for each operation, every status the server can
 * give it, and none it cannot. The table below says where each error answer comes from; the
 * document must list exactly those. The answers of the server's edge and read limits, which no
 * route module shows, are probed: every operation of the document is sent a wrong method, an
 * oversized body, a post from another site, a malformed id and a second read past a limit of one,
 * through the real middleware of server/app.ts. The handlers' own answers are exercised by
 * app/charter/api-edges.server.test.ts (which checks each status it meets against the document),
 * ordering/write-routes.server.test.ts and charter.server.test.ts.
 */

const document = buildOpenApiDocument({ serverUrl: "https://charterline.example" });

// Where an answer comes from. The first five are the middleware's, which the probes below confirm.
const WRONG_METHOD = "server/edge.ts methods(): a method the path does not answer, with Allow";
const BODY_TOO_LARGE = "server/edge.ts bodyLimits(): a body over the limit, whatever the method";
const OTHER_SITE = "server/edge.ts origins(): a POST from another site's page";
const MALFORMED_PATH =
  "server/edge.ts malformedUrls(): an id with a bad percent-encoding or a control character";
const READ_LIMIT = "server/read-limits.ts: past the reads allowed per client address a minute";
const MIDDLEWARE = [WRONG_METHOD, BODY_TOO_LARGE, OTHER_SITE, MALFORMED_PATH, READ_LIMIT];

const FAULT = "app/charter/http.server.ts handleApi: a fault of the server's own";
const OUTAGE = "app/charter/http.server.ts handleApi: the database is unreachable (decision 011)";
const QUERY = "contract/errors.ts parseQuery: a parameter the schema refuses, or given twice";
const ID = "contract/errors.ts parseParams: an id the schema refuses";
const BODY = "ordering/write-route.server.ts writeAction: not JSON, or a field the schema refuses";
const KEY_IN_FLIGHT = "ordering/idempotency.server.ts: the same Idempotency-Key while the first runs";
const KEY_REUSED = "ordering/idempotency.server.ts: the same Idempotency-Key with another body";
const WRITE_LIMIT = "ordering/rate-limit.server.ts consume(): API.md's limits per phone, address or day";
const OPERATOR_KEY = "operator-api/http.server.ts: no key, or an unknown or revoked one";
const OPERATOR_SCOPE = "operator-api/http.server.ts: the key lacks the operation's scope";
const OPERATOR_LIMIT = "operator-api/http.server.ts: past the key's requests a minute (consume())";

/** Every error status each operation can answer, and why (the document's `responses` ≥ 400). */
const CAN_ANSWER: Record<string, Record<number, string>> = {
  listAirports: {
    400: QUERY,
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    429: READ_LIMIT,
    // charter.airports() reads the list in memory: no outage can reach it.
    500: FAULT,
  },
  searchCards: {
    400: `${QUERY}; service/search.server.ts: an airport not served, a date past or beyond the window`,
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    429: READ_LIMIT,
    500: FAULT,
    503: OUTAGE,
  },
  searchEmptyLegs: {
    400: QUERY,
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    429: READ_LIMIT,
    500: FAULT,
    503: OUTAGE,
  },
  priceCalendar: {
    400: `${QUERY}; service/calendar.server.ts: an airport not served, date_from beyond the window`,
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    429: READ_LIMIT,
    500: FAULT,
    503: OUTAGE,
  },
  getRequest: {
    400: `${ID}; ${MALFORMED_PATH}`,
    404: "routes/api.requests.$request_id.ts: no set under this id",
    405: WRONG_METHOD,
    410: "service/request.server.ts ResultSetGone: the set has expired (API.md)",
    413: BODY_TOO_LARGE,
    429: READ_LIMIT,
    500: FAULT,
    503: OUTAGE,
  },
  getCard: {
    // A card of an expired set is not found (service/cards.server.ts), not gone.
    400: `${ID}; ${MALFORMED_PATH}`,
    404: "routes/api.cards.$card_id.ts: no card under this id",
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    429: READ_LIMIT,
    500: FAULT,
    503: OUTAGE,
  },
  getAircraftImages: {
    400: `${ID}; ${MALFORMED_PATH}`,
    404: "routes/api.images.$aircraft_id.ts: no aircraft with this tail number",
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    500: FAULT,
    503: OUTAGE,
  },
  getOpenApiDocument: {
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    500: FAULT,
  },
  createPartnerLead: writeAnswers({ 429: WRITE_LIMIT }),
  createSearchLead: writeAnswers({ 429: WRITE_LIMIT }),
  sendLoginSms: writeAnswers({
    400: `${BODY}; ordering/login-codes.ts phoneOrFail: a phone that cannot receive texts`,
    429: `${WRITE_LIMIT}; ordering/login.server.ts: the one resend already used, or asked too soon`,
  }),
  confirmSms: writeAnswers({
    401: "ordering/confirm.server.ts: a wrong code, with attempts_left",
    410: "ordering/confirm.server.ts: the code has expired or was used (to the address that asked)",
    429: "ordering/confirm.server.ts: too many wrong codes from this address",
  }),
  createPreOrder: writeAnswers({
    401: "routes/api.pre-orders.ts: no bearer token; ordering/pre-order.server.ts: unknown, expired or a different body token",
    404: "ordering/pre-order.server.ts: no card with this card_id",
    429: WRITE_LIMIT,
  }),
  // Empty-leg watches (issue 29, item 2).
  createWatch: writeAnswers({
    400: `${BODY}; watches/watches.server.ts createWatch: a place not known, a window past, Telegram not set up`,
    429: "watches/watches.server.ts WATCH_LIMITS via consume(): watches per address, confirmations per e-mail",
  }),
  telegramWebhook: {
    400: "watches/telegram.server.ts: a body that is not JSON",
    401: "watches/telegram.server.ts: the secret header is missing or wrong",
    403: OTHER_SITE,
    404: "watches/telegram.server.ts: no bot configured (TELEGRAM_BOT_TOKEN unset)",
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    500: FAULT,
    503: OUTAGE,
  },
  // The operator API (issue 27, item 4): its door is app/charter/operator-api/http.server.ts.
  putAvailability: {
    400: `${BODY}; ${MALFORMED_PATH}; operator-api/availability.server.ts: a block's airport, times or id`,
    401: OPERATOR_KEY,
    403: OPERATOR_SCOPE,
    404: "operator-api/availability.server.ts: no aircraft of the key's operator with this tail",
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    429: OPERATOR_LIMIT,
    500: FAULT,
    503: OUTAGE,
  },
  publishEmptyLeg: writeAnswers({
    400: `${BODY}; console/supply/empty-legs.server.ts publishEmptyLeg: the console's rules of a leg`,
    401: OPERATOR_KEY,
    403: `${OTHER_SITE}; ${OPERATOR_SCOPE}`,
    404: "operator-api/empty-legs.server.ts: no aircraft of the key's operator with this tail",
    409: `${KEY_IN_FLIGHT}; operator-api/empty-legs.server.ts: the external_id names another leg`,
    429: OPERATOR_LIMIT,
  }),
  withdrawEmptyLeg: {
    400: `${ID}; ${MALFORMED_PATH}`,
    401: OPERATOR_KEY,
    403: OPERATOR_SCOPE,
    404: "operator-api/empty-legs.server.ts: no leg of the key's operator with this id or external_id",
    405: WRONG_METHOD,
    413: BODY_TOO_LARGE,
    429: OPERATOR_LIMIT,
    500: FAULT,
    503: OUTAGE,
  },
};

/** A write's answers: the edge's, the body's, the Idempotency-Key's, and its own. */
function writeAnswers(own: Record<number, string>): Record<number, string> {
  return {
    400: BODY,
    403: OTHER_SITE,
    405: WRONG_METHOD,
    409: KEY_IN_FLIGHT,
    413: BODY_TOO_LARGE,
    422: KEY_REUSED,
    500: FAULT,
    503: OUTAGE,
    ...own,
  };
}

interface Operation {
  id: string;
  method: string;
  path: string;
  errors: number[];
}

const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, { operationId: string; responses: Record<string, unknown> }>).map(
    ([method, operation]) => ({
      id: operation.operationId,
      method: method.toUpperCase(),
      path,
      errors: Object.keys(operation.responses)
        .map(Number)
        .filter((status) => status >= 400),
    }),
  ),
);

describe("the statuses of each operation in the OpenAPI document (issue 26, item 10)", () => {
  it("has a row in the table for every operation, and no row left over", () => {
    expect(operations.map((operation) => operation.id).sort()).toEqual(Object.keys(CAN_ANSWER).sort());
  });

  it.each(operations.map((operation) => [operation.id, operation] as const))(
    "%s lists exactly the error answers its handler and the server can give",
    (id, operation) => {
      expect(operation.errors).toEqual(Object.keys(CAN_ANSWER[id]!).map(Number));
    },
  );

  it("states the body limit the server's edge enforces", () => {
    expect(API_MAX_BODY_KB * 1024).toBe(DEFAULT_MAX_BODY);
  });
});

// ---------------------------------------------------------------------------------------------
// The middleware's answers, probed

let database: Database;
let origin: string;
let close: () => Promise<void>;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const SITE_URL = "https://charterline.example";

beforeAll(async () => {
  database = await createDatabase({});
  const services = wireServices(
    parseEnv({
      SITE_URL,
      TRUST_PROXY: "1",
      READ_LIMIT_SEARCHES_PER_MINUTE: "1",
      READ_LIMIT_LOOKUPS_PER_MINUTE: "1",
    }),
    silentLogger,
    database,
  );
  // server/app.ts's order: the edge, the body limits, the read limits, then the routes, which a
  // handler answering 200 stands in for.
  const app = express();
  app.set("trust proxy", 1);
  app.use(...edgeGuards(services));
  app.use(bodyLimits(services));
  app.use(readLimits(services));
  app.all("*", (req, res) => {
    req.resume();
    req.on("end", () => res.json({ handled: true }));
  });
  ({ origin, close } = await listenOnLoopback(app));
});

afterAll(async () => {
  agent.destroy();
  await close();
  await database.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    // A length, so that a GET's body is sent as one (Node sends none by default, nor chunks).
    const length = body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
    const req = httpRequest(
      `${origin}${path}`,
      { method, agent, headers: { ...headers, ...length } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** An address of the operation: each `{param}` an id of the right shape. */
function address(path: string, id = "abc123"): string {
  return path.replace(/\{[a-z_]+\}/g, id);
}

/** The statuses the middleware gives one operation, each with the reason it stands for. */
async function probe(operation: Operation, client: string): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  const path = address(operation.path);
  const from = { "X-Forwarded-For": client };
  const expectError = (answer: Answer, label: string) => {
    expect(ErrorSchema.safeParse(JSON.parse(answer.body)).success, `${label}: ${answer.body}`).toBe(true);
  };

  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((one) => one !== operation.method)) {
    const answer = await send(method, path, from);
    expect(answer.status, `${method} ${path}`).toBe(405);
    expect(answer.headers.allow, `${method} ${path}`).toContain(operation.method);
    expectError(answer, `${method} ${path}`);
    found.set(405, WRONG_METHOD);
  }

  const large = await send(
    operation.method,
    path,
    { ...from, "Content-Type": "application/json" },
    JSON.stringify({ name: "x".repeat(DEFAULT_MAX_BODY) }),
  );
  expect(large.status, `${operation.method} ${path} with a large body`).toBe(413);
  expectError(large, `${operation.method} ${path} with a large body`);
  found.set(413, BODY_TOO_LARGE);

  // A read here is this client's first: the read limits count it (an airport look-up only with `q`).
  const foreign = await send(operation.method, `${path}?q=vnuk`, {
    ...from,
    Origin: "https://elsewhere.example",
  });
  if (foreign.status === 403) {
    expectError(foreign, `${operation.method} ${path} from another site`);
    found.set(403, OTHER_SITE);
  } else expect(foreign.status).toBeLessThan(400);

  if (operation.path.includes("{")) {
    const malformed = await send(operation.method, address(operation.path, "%E0%A4%A"), from);
    expect(malformed.status, `${operation.method} ${operation.path} with a malformed id`).toBe(400);
    expectError(malformed, `${operation.method} ${operation.path} with a malformed id`);
    found.set(400, MALFORMED_PATH);
  }

  // With the limits at one a minute, a second counted read is refused.
  const again = await send(operation.method, `${path}?q=vnuk`, from);
  if (again.status === 429) {
    expectError(again, `${operation.method} ${path} past the limit`);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    found.set(429, READ_LIMIT);
  } else expect(again.status).toBe(200);
  return found;
}

describe("the server's edge and read limits, probed per operation (issue 26, item 10)", () => {
  it.each(operations.map((operation, index) => [operation.id, operation, index] as const))(
    "%s: the document lists what the middleware answers, and the table names no more",
    async (id, operation, index) => {
      const found = await probe(operation, `203.0.113.${index}`);
      const fromMiddleware = Object.entries(CAN_ANSWER[id]!)
        .filter(([, reason]) => MIDDLEWARE.some((one) => reason.includes(one)))
        .map(([status]) => Number(status));
      expect([...found.keys()].sort()).toEqual(fromMiddleware.sort());
      for (const status of found.keys()) expect(operation.errors, `${id} ${status}`).toContain(status);
    },
  );
});
