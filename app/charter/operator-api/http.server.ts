import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api-error.server";
import { parseIdempotencyKey, parseJsonBody, parseParams } from "../contract/errors";
import {
  AvailabilityBodySchema,
  EmptyLegBodySchema,
  EmptyLegIdParamsSchema,
  TailParamsSchema,
} from "../contract/operator-api";
import { handleApi, json } from "../http.server";
import { bearerToken } from "../ordering/bearer";
import { requestHash, withIdempotency } from "../ordering/idempotency.server";
import { consume } from "../ordering/rate-limit.server";
import { replaceAvailability } from "./availability.server";
import { publishApiLeg, withdrawApiLeg } from "./empty-legs.server";
import { keyAllows, type ApiScope } from "./keys";
import { authenticateApiKey } from "./keys.server";
import type { OperatorApiContext } from "./shared.server";

/**
 * The operator API's door (issue 27, item 4; docs/decisions/037), shared by its three routes:
 * the key from `Authorization: Bearer` (unknown or revoked: 401), the key's rate limit (429 with
 * Retry-After, counted in Postgres like every limit of the API, so every instance shares it), the
 * key's scope for this call (403), then the work, with API.md's error shape for every refusal.
 * A route module names its method, scope and what to tell the supply's caches after a change.
 */
interface Door {
  method: "PUT" | "POST" | "DELETE";
  scope: ApiScope;
  /** After a committed change: the engine and the offer pages of every instance forget the supply. */
  invalidate: () => void;
}

const MINUTE = 60_000;

function operatorApi(
  args: ActionFunctionArgs,
  door: Door,
  work: (context: OperatorApiContext) => Promise<Response>,
): Promise<Response> {
  const { request, context } = args;
  const { services, clientAddress } = context;
  return handleApi(services.logger, request, async () => {
    if (request.method !== door.method) return operatorApiMethodNotAllowed(door.method);
    const token = bearerToken(request);
    if (!token) {
      return apiError("unauthorized", "Send your operator API key as Authorization: Bearer jc_live_….", {
        headers: { "WWW-Authenticate": 'Bearer realm="operator-api"' },
      });
    }
    const now = new Date();
    const caller = await authenticateApiKey(services.db.db, token, now);
    if (!caller) {
      return apiError("unauthorized", "This API key is unknown or was revoked.", {
        headers: { "WWW-Authenticate": 'Bearer realm="operator-api", error="invalid_token"' },
      });
    }
    const perMinute = services.env.OPERATOR_API_REQUESTS_PER_MINUTE;
    if (perMinute > 0) {
      await services.db.db.transaction((tx) =>
        consume(
          tx,
          [{ limit: { name: "operator-api", max: perMinute, windowMs: MINUTE }, key: caller.keyId }],
          now,
          `This key may make ${perMinute} requests a minute; wait the seconds in Retry-After.`,
        ),
      );
    }
    if (!keyAllows(caller.scopes, door.scope)) {
      return apiError(
        "forbidden",
        `This key lacks the scope ${door.scope}; create a key with it in the console.`,
      );
    }
    return work({
      db: services.db.db,
      airport: (icao) => services.charter.airport(icao),
      invalidate: door.invalidate,
      caller,
      clientAddress,
      now,
    });
  });
}

/** Any other method on an operator API path: the API's 405 with Allow. */
export function operatorApiMethodNotAllowed(allow: string) {
  return apiError("method_not_allowed", `Use ${allow}.`, { headers: { Allow: allow } });
}

/** PUT /api/operator/v1/aircraft/{tail}/availability. */
export function putAvailability(args: ActionFunctionArgs, invalidate: () => void): Promise<Response> {
  return operatorApi(args, { method: "PUT", scope: "availability:write", invalidate }, async (context) => {
    const params = parseParams(TailParamsSchema, args.params);
    if (!params.ok) return params.response;
    const body = await parseJsonBody(AvailabilityBodySchema, args.request);
    if (!body.ok) return body.response;
    return json(await replaceAvailability(context, params.data.tail, body.data));
  });
}

/** POST /api/operator/v1/empty-legs: 201 a new leg, 200 the same leg again. */
export function postEmptyLeg(args: ActionFunctionArgs, invalidate: () => void): Promise<Response> {
  return operatorApi(args, { method: "POST", scope: "empty_legs:write", invalidate }, async (context) => {
    const key = parseIdempotencyKey(args.request);
    if (!key.ok) return key.response;
    const body = await parseJsonBody(EmptyLegBodySchema, args.request);
    if (!body.ok) return body.response;
    // A key's Idempotency-Keys are its own: another operator's same key is another request.
    return withIdempotency(
      context.db,
      {
        scope: `/api/operator/v1/empty-legs:${context.caller.keyId}`,
        key: key.data,
        hash: requestHash(body.data, context.caller.keyId),
      },
      async () => {
        const { created, leg } = await publishApiLeg(context, body.data);
        return json(leg, { status: created ? 201 : 200 });
      },
    );
  });
}

/** DELETE /api/operator/v1/empty-legs/{id}: the withdrawn leg, again on a repeat. */
export function deleteEmptyLeg(args: ActionFunctionArgs, invalidate: () => void): Promise<Response> {
  return operatorApi(args, { method: "DELETE", scope: "empty_legs:write", invalidate }, async (context) => {
    const params = parseParams(EmptyLegIdParamsSchema, args.params);
    if (!params.ok) return params.response;
    return json(await withdrawApiLeg(context, params.data.id));
  });
}
