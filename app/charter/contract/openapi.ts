import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { COMPONENT_EXAMPLES } from "./examples";
import { TripSearchQuerySchema } from "./trip-query";
import { WatchBodySchema, WatchCreatedSchema } from "./watches";
import {
  AvailabilityBodySchema,
  AvailabilitySchema,
  EmptyLegBodySchema,
  EmptyLegIdParamsSchema,
  EmptyLegSchema,
  TailParamsSchema,
} from "./operator-api";
import {
  AircraftClassSchema,
  AircraftIdParamsSchema,
  AircraftPhotoSchema,
  AircraftPictureUrlsSchema,
  AirportSchema,
  AirportsQuerySchema,
  CardIdParamsSchema,
  CardOperatorSchema,
  CardSchema,
  CardsQueryFieldsSchema,
  CharacteristicsSchema,
  ConfirmSmsBodySchema,
  ConfirmSmsResponseSchema,
  EmailSchema,
  EmptyLegCardSchema,
  EmptyLegResultSetSchema,
  EmptyLegsQuerySchema,
  type ErrorBody,
  type ErrorCode,
  ErrorCodeSchema,
  ExpiredResultSetErrorSchema,
  ErrorSchema,
  IcaoSchema,
  IdSchema,
  IdempotencyKeyHeaderSchema,
  ImagesSchema,
  LeadCreatedSchema,
  LocalDateSchema,
  LocalDateTimeSchema,
  MediaUrlSchema,
  MoneySchema,
  PartnerEmailBodySchema,
  PhoneSchema,
  PreOrderBodySchema,
  PriceCalendarQuerySchema,
  PriceCalendarSchema,
  PreOrderSchema,
  PreOrderStatusSchema,
  PriceBreakdownItemSchema,
  PriceItemSchema,
  RequestIdParamsSchema,
  ResultSetSchema,
  RouteSchema,
  SearchEmailBodySchema,
  SendLoginSmsBodySchema,
  SendLoginSmsResponseSchema,
  TailNumberSchema,
  UtcDateTimeSchema,
  WrongCodeErrorSchema,
} from "./schemas";

/*
 * The OpenAPI 3.1 document of the charter API (API.md: "published at GET /api/openapi.json,
 * generated from the same zod schemas that validate requests"). Every path of API.md is registered
 * here with its answers and the error answers it can give; openapi.test.ts keeps the list complete
 * and the document valid, openapi-statuses.test.ts the error answers true to the server.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 422 | 429 | 500 | 503;

/**
 * The server's edge refuses every body over this many KB before any handler reads it (server/edge.ts
 * DEFAULT_MAX_BODY; issue 15, item 3). openapi-statuses.test.ts keeps the two equal: the contract
 * does not import the server.
 */
export const API_MAX_BODY_KB = 32;

/** What each error status means across the API (API.md "Conventions"), with a sample body. */
const ERRORS: Record<ErrorStatus, { code: ErrorCode; description: string; message: string }> = {
  400: {
    code: "validation_error",
    description:
      "Invalid input: a field (named in `fields`), malformed JSON, a content type other than JSON, " +
      "or a malformed address.",
    message: "Some fields are invalid: pax_there.",
  },
  401: {
    code: "unauthorized",
    description: "Missing, wrong or expired credentials.",
    message: "Unauthorized.",
  },
  403: {
    code: "forbidden",
    description:
      "Posted from another site's page (its Origin or Sec-Fetch-Site names another site). A client " +
      "that sends neither header, such as a server, is not refused.",
    message: "Requests from another site's pages are not accepted.",
  },
  404: { code: "not_found", description: "Nothing is known under this id.", message: "Not found." },
  405: {
    code: "method_not_allowed",
    description:
      "Sent to this path with a method it does not answer: `Allow` lists those it does (GET and HEAD " +
      "for a read, POST for a write). OPTIONS answers 204 with the same `Allow`.",
    message: "This endpoint does not answer this method.",
  },
  409: {
    code: "conflict",
    description: "A request with the same Idempotency-Key is still being processed; retry later.",
    message: "A request with this Idempotency-Key is in progress.",
  },
  410: {
    code: "gone",
    description: "The code has expired or was already used.",
    message: "The code has expired.",
  },
  413: {
    code: "payload_too_large",
    description: `A request body over ${API_MAX_BODY_KB} KB, whatever the method, refused before it is read.`,
    message: "The request body is larger than this endpoint accepts.",
  },
  422: {
    code: "unprocessable",
    description: "The Idempotency-Key was already used with a different body.",
    message: "This Idempotency-Key was used with another body.",
  },
  429: {
    code: "rate_limited",
    description: "Too many requests; wait the seconds given in Retry-After.",
    message: "Too many requests.",
  },
  500: { code: "internal", description: "An unexpected server fault.", message: "Internal error." },
  503: {
    code: "unavailable",
    description: "A dependency (the database) is unavailable; retry after the seconds in Retry-After.",
    message: "Service unavailable.",
  },
};

const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds to wait before retrying (RFC 9110 §10.2.3).",
    schema: { type: "integer", minimum: 1 },
  },
} as const;

/** The headers an error answer carries besides its body. */
const ERROR_HEADERS: Partial<Record<ErrorStatus, NonNullable<ResponseConfig["headers"]>>> = {
  // RFC 9110 §15.5.6: a 405 lists the methods the target answers.
  405: { Allow: { description: "The methods this path answers.", schema: { type: "string" } } },
  // A 409 says when the first request should be done (app/charter/ordering/idempotency.server.ts);
  // a 429 when the limit lets the client in again; a 503 when to retry after an outage of the
  // database (issue 7, "database down"; decision 011).
  409: RETRY_AFTER,
  429: RETRY_AFTER,
  503: RETRY_AFTER,
};

function errorResponse(
  status: ErrorStatus,
  description = ERRORS[status].description,
  schema: z.ZodTypeAny = ErrorSchema,
): ResponseConfig {
  const { code, message } = ERRORS[status];
  const example: ErrorBody = { error: { code, message } };
  const headers = ERROR_HEADERS[status];
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema, ...(schema === ErrorSchema ? { example } : {}) } },
  };
}

function errorResponses(statuses: ErrorStatus[]): Record<string, ResponseConfig> {
  return Object.fromEntries(statuses.map((status) => [String(status), errorResponse(status)]));
}

function json(schema: z.ZodTypeAny, description: string): ResponseConfig {
  return { description, content: { "application/json": { schema } } };
}

function jsonBody(schema: z.ZodTypeAny): NonNullable<RouteConfig["request"]>["body"] {
  return { required: true, content: { "application/json": { schema } } };
}

const BEARER_AUTH = "bearerAuth";

/*
 * The error answers of each operation, as the server gives them (issue 26, item 10; each row of
 * openapi-statuses.test.ts says where one comes from, and probes the server's edge for them):
 * - EDGE: every /api/ path answers a method it does not serve 405 with Allow, and a body over
 *   API_MAX_BODY_KB 413, before any handler runs (server/edge.ts; issue 15, items 3 and 4);
 * - 500: a fault of the server's own (app/charter/http.server.ts handleApi), never a client's input;
 * - 503: the database is unreachable, for handlers that read or write it (decision 011);
 * - 429: reads counted by the read limits (server/read-limits.ts: searches, empty legs, saved sets,
 *   cards, the price calendar, airport look-ups) and the writes' own limits (API.md "Rules behind
 *   the writes");
 * - writes: 403 for a post from another site's page (server/edge.ts), and the Idempotency-Key's
 *   409 while the first request runs and 422 for another body (API.md "Conventions").
 */
const EDGE: ErrorStatus[] = [405, 413];
const LIMITED_READ: ErrorStatus[] = [400, ...EDGE, 429, 500, 503];
const WRITE_ERRORS: ErrorStatus[] = [400, 403, ...EDGE, 409, 422, 429, 500, 503];

/** Operations anyone may call: no credential (Redocly's `security-defined` asks it be said). */
const PUBLIC: RouteConfig["security"] = [];

function routes(): RouteConfig[] {
  return [
    {
      method: "get",
      path: "/api/airports-names",
      operationId: "listAirports",
      tags: ["Airports"],
      summary: "Airports, searched or in full",
      description:
        "Without `q`, the full list, cacheable (ETag; answers 304 to a matching If-None-Match). " +
        "With `q`, ranked: exact ICAO/IATA first, then name or city prefix, then substring.",
      request: {
        query: AirportsQuerySchema,
        headers: z.object({ "If-None-Match": z.string().optional() }),
      },
      responses: {
        200: {
          ...json(z.array(AirportSchema), "Airports."),
          headers: { ETag: { description: "Version of the full list.", schema: { type: "string" } } },
        },
        304: { description: "The full list has not changed since the ETag given in If-None-Match." },
        // Look-ups while typing are limited, the full list (no `q`) is not; both are read from
        // memory, so no outage of the database reaches them (no 503).
        ...errorResponses([400, ...EDGE, 429, 500]),
      },
    },
    {
      method: "get",
      path: "/api/cards",
      operationId: "searchCards",
      tags: ["Search"],
      summary: "Search priced offers",
      description:
        "Prices every aircraft able to fly the trip and saves the request: `ResultSet.id` opens it " +
        "again at GET /api/requests/{request_id}. Dates are local to their departure airport. " +
        "A one-way or return search sends `departure_airport`, `arrival_airport`, " +
        "`departure_date_there` and `pax_there` (required together), with an optional return. " +
        "A multi-leg trip (issue 29, item 1) sends 1 to 5 `leg` parameters instead, each " +
        "`FROM,TO,YYYY-MM-DDTHH:MM,PAX`; mixing the two forms is a 400 naming the one-way fields. Each " +
        "card then has one route per leg, `query.legs` echoes the legs, errors name the leg from 1 " +
        "(`leg[2].departure`), and a leg the rules close answers no cards and a `restriction` with its " +
        "`leg`. The price calendar stays one-way.",
      // Either form (above): documented with every field optional, the rule in the description.
      request: { query: CardsQueryFieldsSchema.extend(TripSearchQuerySchema._def.schema.shape).partial() },
      responses: {
        200: json(ResultSetSchema, "The saved result set."),
        ...errorResponses(LIMITED_READ),
      },
    },
    {
      method: "get",
      path: "/api/cards/el",
      operationId: "searchEmptyLegs",
      tags: ["Search"],
      summary: "Empty legs",
      description:
        "Discounted one-way repositioning flights (every card has `is_empty_leg: true`). The listing is " +
        "not saved: its id is a fingerprint, and each card is named by its leg and party, so " +
        "GET /api/cards/{card_id} finds it while the leg is on sale.",
      request: { query: EmptyLegsQuerySchema },
      responses: {
        200: json(EmptyLegResultSetSchema, "Empty-leg cards."),
        ...errorResponses(LIMITED_READ),
      },
    },
    {
      method: "get",
      path: "/api/prices/calendar",
      operationId: "priceCalendar",
      tags: ["Search"],
      summary: "Cheapest one-way price per day",
      description:
        "For the price strip of the results screen and the landing pages' from-prices: the cheapest " +
        "one-way offer departing each day at 12:00 local, over at most 62 days. Nothing is saved. " +
        "A route the rules close answers `restriction` and null prices.",
      request: { query: PriceCalendarQuerySchema },
      responses: {
        200: json(PriceCalendarSchema, "One entry per day, in order."),
        ...errorResponses(LIMITED_READ),
      },
    },
    {
      method: "get",
      path: "/api/requests/{request_id}",
      operationId: "getRequest",
      tags: ["Search"],
      summary: "A saved search",
      description:
        "A saved set expires a week after its last departure or 30 days after it was last read; it " +
        "then answers 410 with the query it answered, to be searched anew.",
      request: { params: RequestIdParamsSchema },
      responses: {
        200: json(ResultSetSchema, "The saved result set."),
        ...errorResponses([404, ...LIMITED_READ]),
        410: json(ExpiredResultSetErrorSchema, 'The set has expired (API.md "Saved result sets").'),
      },
    },
    {
      method: "get",
      path: "/api/cards/{card_id}",
      operationId: "getCard",
      tags: ["Search"],
      summary: "One offer",
      request: { params: CardIdParamsSchema },
      responses: {
        200: json(CardSchema, "The card."),
        ...errorResponses([404, ...LIMITED_READ]),
      },
    },
    {
      method: "get",
      path: "/api/images/{aircraft_id}",
      operationId: "getAircraftImages",
      tags: ["Aircraft"],
      summary: "An aircraft's pictures",
      description: "`aircraft_id` is the tail number, as in `Card.aircraft`.",
      request: { params: AircraftIdParamsSchema },
      responses: {
        200: json(ImagesSchema, "Gallery, cabin photo and seat layout."),
        // Not counted by the read limits: a card's gallery opens one of these per card.
        ...errorResponses([400, 404, ...EDGE, 500, 503]),
      },
    },
    {
      method: "get",
      path: "/api/openapi.json",
      operationId: "getOpenApiDocument",
      tags: ["Meta"],
      summary: "This document",
      responses: {
        200: json(
          z.object({ openapi: z.literal("3.1.0") }).passthrough(),
          "The contract as an OpenAPI 3.1 document.",
        ),
        ...errorResponses([...EDGE, 500]),
      },
    },
    {
      method: "post",
      path: "/api/partner-email",
      operationId: "createPartnerLead",
      tags: ["Leads"],
      summary: "Partner or callback request",
      description: "The lead is stored before the answer and the team is notified through the outbox.",
      request: { headers: IdempotencyKeyHeaderSchema, body: jsonBody(PartnerEmailBodySchema) },
      responses: {
        201: json(LeadCreatedSchema, "The lead is stored."),
        ...errorResponses(WRITE_ERRORS),
      },
    },
    {
      method: "post",
      path: "/api/search-email",
      operationId: "createSearchLead",
      tags: ["Leads"],
      summary: "Request from the not-found search form",
      description: "The lead is stored before the answer and the team is notified through the outbox.",
      request: { headers: IdempotencyKeyHeaderSchema, body: jsonBody(SearchEmailBodySchema) },
      responses: {
        201: json(LeadCreatedSchema, "The lead is stored."),
        ...errorResponses(WRITE_ERRORS),
      },
    },
    {
      method: "post",
      path: "/api/watches",
      operationId: "createWatch",
      tags: ["Watches"],
      summary: "Watch for empty legs between two places",
      description:
        "Issue 29, item 2. The watch is stored pending and nothing is sent to the contact until its " +
        "owner confirms: by e-mail, a confirmation link goes out through the outbox; by Telegram, " +
        "`telegram_url` opens the bot, whose Start confirms it. Then the first message lists the " +
        "matching legs on sale, and each leg that goes on sale later is sent within a minute, at most " +
        "once per leg and 10 messages a day; every message can be left in one click (RFC 8058 headers " +
        "on e-mail, /stop on Telegram). A watch ends with its window, or after 90 days. Limited to 5 " +
        "watches per client address in 10 minutes and 20 a day, and 3 confirmation e-mails per " +
        "address an hour and 6 a day (429 past them).",
      request: { headers: IdempotencyKeyHeaderSchema, body: jsonBody(WatchBodySchema) },
      responses: {
        202: json(WatchCreatedSchema, "The watch waits for its owner's confirmation."),
        ...errorResponses(WRITE_ERRORS),
      },
    },
    {
      method: "post",
      path: "/api/telegram/webhook",
      operationId: "telegramWebhook",
      tags: ["Watches"],
      summary: "Telegram's updates for the watches' bot",
      description:
        "Called by Telegram only (set with `setWebhook` at start), with the secret in " +
        "`X-Telegram-Bot-Api-Secret-Token`. Understands `/start <token>` (confirms a watch) and " +
        "`/stop` (ends the chat's watches). 404 when no bot is configured.",
      request: {
        headers: z.object({ "X-Telegram-Bot-Api-Secret-Token": z.string() }),
        body: jsonBody(z.object({ update_id: z.number().int().optional() }).passthrough()),
      },
      responses: {
        200: json(z.object({ ok: z.literal(true) }), "The update was read."),
        ...errorResponses([400, 401, 403, 404, ...EDGE, 500, 503]),
      },
    },
    {
      method: "post",
      path: "/api/auth/send_login_sms",
      operationId: "sendLoginSms",
      tags: ["Auth"],
      summary: "Text a one-time login code",
      description:
        "Sends a 4-digit code valid 5 minutes to the phone in E.164, however it was spelled " +
        "(`8 (916) 123-45-67` and `+79161234567` are one phone). One resend per login; at most 3 " +
        "sends per phone in 10 minutes and 10 per day, and limits per client address (429 past them).",
      request: { headers: IdempotencyKeyHeaderSchema, body: jsonBody(SendLoginSmsBodySchema) },
      responses: {
        200: json(SendLoginSmsResponseSchema, "The code is on its way."),
        ...errorResponses(WRITE_ERRORS),
      },
    },
    {
      method: "post",
      path: "/api/auth/confirm_sms",
      operationId: "confirmSms",
      tags: ["Auth"],
      summary: "Exchange the code for an access token",
      description:
        "At most 5 wrong tries per code, after which it is dead and a new one must be asked for; the " +
        "token is valid 24 hours for this phone's pre-orders. Wrong codes lock the code and the guessing " +
        "address, never the phone (decision 016).",
      request: { headers: IdempotencyKeyHeaderSchema, body: jsonBody(ConfirmSmsBodySchema) },
      responses: {
        200: json(ConfirmSmsResponseSchema, "The access token."),
        401: errorResponse(
          401,
          "The code is wrong. One answer whether or not a code is pending, expired, used or dead, so it " +
            "does not tell who is ordering (decision 016); `attempts_left` says how many tries remain.",
          WrongCodeErrorSchema,
        ),
        410: errorResponse(
          410,
          "The code has expired or was already used: answered only to the client address that asked for " +
            "it; anyone else gets the 401.",
        ),
        429: errorResponse(
          429,
          "Too many wrong codes from this client address (10 in 15 minutes, across phones), or too many " +
            "requests; see Retry-After.",
        ),
        ...errorResponses([400, 403, ...EDGE, 409, 422, 500, 503]),
      },
    },
    {
      method: "post",
      path: "/api/pre-orders",
      operationId: "createPreOrder",
      tags: ["Pre-orders"],
      summary: "Order a card",
      description:
        "The bearer token from /api/auth/confirm_sms is the credential. The body's `access_token` " +
        "may be left out; when sent it must be the same token. Repeating the same token and card " +
        "answers 200 with the same pre-order.",
      security: [{ [BEARER_AUTH]: [] }],
      request: { headers: IdempotencyKeyHeaderSchema, body: jsonBody(PreOrderBodySchema) },
      responses: {
        201: json(
          PreOrderSchema,
          "The pre-order is stored; `next_step` says who answers the customer by when.",
        ),
        200: json(PreOrderSchema, "This token already ordered this card: the same pre-order."),
        401: errorResponse(401, "Missing, unknown or expired access token, or a body token that differs."),
        404: errorResponse(404, "No card with this card_id."),
        ...errorResponses([400, 403, ...EDGE, 409, 422, 429, 500, 503]),
      },
    },
    ...operatorRoutes(),
  ];
}

/*
 * The operator API (issue 27, item 4; docs/decisions/037): an airline's scheduling system keeps
 * its aircraft's availability and empty legs with a key made in the console. Each key has scopes
 * and a rate limit of its own; another operator's aircraft or leg is a 404, as an unknown one.
 */
const OPERATOR_KEY = "operatorApiKey";

function operatorRoutes(): RouteConfig[] {
  const unauthorized = errorResponse(401, "Missing, unknown or revoked API key.");
  const forbidden = (scope: string) => errorResponse(403, `The key lacks the scope \`${scope}\`.`);
  const limited = errorResponse(429, "Past the key's requests a minute; see Retry-After.");
  return [
    {
      method: "put",
      path: "/api/operator/v1/aircraft/{tail}/availability",
      operationId: "putAvailability",
      tags: ["Operator API"],
      summary: "Replace an aircraft's blocks",
      description:
        "Scope `availability:write`. The body lists every block of the aircraft from now on; the " +
        "aircraft's blocks sent through the API become exactly these, matched by your ids (new ids " +
        "added, changed ones updated, missing ones lifted). Sending the same body again changes " +
        "nothing. Blocks typed in the console or read from the aircraft's calendar feed are not touched.",
      security: [{ [OPERATOR_KEY]: ["availability:write"] }],
      request: { params: TailParamsSchema, body: jsonBody(AvailabilityBodySchema) },
      responses: {
        200: json(AvailabilitySchema, "The aircraft's API blocks now, and what changed."),
        401: unauthorized,
        403: forbidden("availability:write"),
        404: errorResponse(404, "No aircraft with this tail number among your operator's."),
        429: limited,
        ...errorResponses([400, ...EDGE, 500, 503]),
      },
    },
    {
      method: "post",
      path: "/api/operator/v1/empty-legs",
      operationId: "publishEmptyLeg",
      tags: ["Operator API"],
      summary: "Publish an empty leg",
      description:
        "Scope `empty_legs:write`. Checked as a leg typed in the console: the window, exactly one of " +
        "price or discount, the aircraft's range, closed airports and airspace. A repeat with the " +
        "same `external_id` (or the same Idempotency-Key) answers the same leg with 200; the same " +
        "`external_id` with other details is a 409.",
      security: [{ [OPERATOR_KEY]: ["empty_legs:write"] }],
      request: { headers: IdempotencyKeyHeaderSchema, body: jsonBody(EmptyLegBodySchema) },
      responses: {
        201: json(EmptyLegSchema, "The leg is on sale."),
        200: json(EmptyLegSchema, "This external_id already names this leg: the same leg."),
        401: unauthorized,
        403: errorResponse(
          403,
          "The key lacks the scope `empty_legs:write`, or the post came from another site's page.",
        ),
        404: errorResponse(404, "No aircraft with this tail number among your operator's."),
        409: errorResponse(
          409,
          "The external_id names a leg with other details, or a request with this Idempotency-Key is still running.",
        ),
        429: limited,
        ...errorResponses([400, ...EDGE, 422, 500, 503]),
      },
    },
    {
      method: "delete",
      path: "/api/operator/v1/empty-legs/{id}",
      operationId: "withdrawEmptyLeg",
      tags: ["Operator API"],
      summary: "Withdraw an empty leg",
      description:
        "Scope `empty_legs:write`. Takes the leg off sale; a repeat answers the same withdrawn leg.",
      security: [{ [OPERATOR_KEY]: ["empty_legs:write"] }],
      request: { params: EmptyLegIdParamsSchema },
      responses: {
        200: json(EmptyLegSchema, "The leg, withdrawn."),
        401: unauthorized,
        403: forbidden("empty_legs:write"),
        404: errorResponse(404, "No leg with this id or external_id among your operator's."),
        429: limited,
        ...errorResponses([400, ...EDGE, 500, 503]),
      },
    },
  ];
}

/**
 * Every named schema of the contract, generated before the paths. zod-to-openapi defines a
 * component from the first schema it meets with that name, and `IcaoSchema.openapi({ description })`
 * on a field keeps the name: generated first, each component is the shared schema itself and such a
 * field becomes `allOf: [$ref, { description }]` instead of redefining the component.
 */
const COMPONENT_SCHEMAS: z.ZodTypeAny[] = [
  IcaoSchema,
  LocalDateTimeSchema,
  LocalDateSchema,
  UtcDateTimeSchema,
  IdSchema,
  TailNumberSchema,
  MediaUrlSchema,
  MoneySchema,
  ErrorCodeSchema,
  ErrorSchema,
  WrongCodeErrorSchema,
  AirportSchema,
  AircraftClassSchema,
  AircraftPhotoSchema,
  AircraftPictureUrlsSchema,
  CharacteristicsSchema,
  PriceItemSchema,
  PriceBreakdownItemSchema,
  RouteSchema,
  CardOperatorSchema,
  CardSchema,
  EmptyLegCardSchema,
  ResultSetSchema,
  EmptyLegResultSetSchema,
  ImagesSchema,
  PhoneSchema,
  EmailSchema,
  PartnerEmailBodySchema,
  SearchEmailBodySchema,
  LeadCreatedSchema,
  SendLoginSmsBodySchema,
  SendLoginSmsResponseSchema,
  ConfirmSmsBodySchema,
  ConfirmSmsResponseSchema,
  PreOrderBodySchema,
  PreOrderStatusSchema,
  PreOrderSchema,
  PriceCalendarSchema,
];

/**
 * zod-to-openapi 7 writes `z.union([x, z.null()])` as `anyOf: [x, { type: "null" }, { type: "null" }]`
 * (the null option, then null again because the union accepts null). Valid but noisy: the repeats
 * are dropped.
 */
function withoutRepeatedAnyOf<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutRepeatedAnyOf) as T;
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const cleaned = withoutRepeatedAnyOf(value);
      if (key !== "anyOf" || !Array.isArray(cleaned)) return [key, cleaned];
      const seen = new Set<string>();
      const distinct = cleaned.filter((member) => {
        const text = JSON.stringify(member);
        if (seen.has(text)) return false;
        seen.add(text);
        return true;
      });
      return [key, distinct];
    }),
  ) as T;
}

/** Builds the document served at GET /api/openapi.json; `serverUrl` is the origin it is served on. */
export function buildOpenApiDocument({ serverUrl }: { serverUrl: string }) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", BEARER_AUTH, {
    type: "http",
    scheme: "bearer",
    description: "access_token from POST /api/auth/confirm_sms (valid 24 hours).",
  });
  registry.registerComponent("securitySchemes", OPERATOR_KEY, {
    type: "http",
    scheme: "bearer",
    description:
      "An operator API key (`jc_live_…`), made in the console by the operator's people or a " +
      "supervisor; shown once, revocable. Its scopes: `availability:write`, `empty_legs:write`.",
  });
  // An operation that names no security of its own is open to anyone.
  for (const route of routes()) registry.registerPath({ security: PUBLIC, ...route });
  const document = new OpenApiGeneratorV31([...COMPONENT_SCHEMAS, ...registry.definitions]).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Charterline charter API",
      version: "1.0.0",
      description:
        "Airports, priced charter offers, empty legs, one-time-code login and pre-orders. JSON in " +
        "and out; dates in queries and bodies are airport-local without offset, answers pair UTC " +
        "and local; every non-2xx answer carries `{ error: { code, message, fields? } }`.",
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "Airports", description: "The airports a search may name, with Russian and English names." },
      {
        name: "Search",
        description: "Priced offers, empty legs, saved searches and the cheapest price of each day.",
      },
      { name: "Aircraft", description: "An aircraft's pictures." },
      {
        name: "Leads",
        description: "Requests for the sales team: partners, call-backs, searches that found nothing.",
      },
      { name: "Auth", description: "The one-time code by text message, and the access token it buys." },
      { name: "Pre-orders", description: "Ordering a card with the access token." },
      {
        name: "Watches",
        description: "Empty-leg watches by e-mail or Telegram, confirmed by their owner (double opt-in).",
      },
      { name: "Meta", description: "This document." },
      {
        name: "Operator API",
        description:
          "For airlines' scheduling systems: their aircraft's availability and empty legs, with an API key.",
      },
    ],
  });
  // Each named schema's worked example, set on its component (examples.ts keeps them apart from
  // the schemas, which they are typed by).
  const components = document.components?.schemas ?? {};
  for (const [name, example] of Object.entries(COMPONENT_EXAMPLES)) {
    const component = components[name];
    if (!component || "$ref" in component) throw new Error(`no component ${name} for its example`);
    component.example = example;
  }
  return withoutRepeatedAnyOf(document);
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
