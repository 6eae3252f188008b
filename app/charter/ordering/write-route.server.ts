import { createHash } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { apiError } from "~/utils/api-error.server";
import { parseIdempotencyKey, parseJsonBody } from "../contract/errors";
import { handleApi, json } from "../http.server";
import { requestHash, withIdempotency } from "./idempotency.server";

/** GET and the rest on a write endpoint: the API's 405, in its error shape. */
export function postOnly() {
  return apiError("method_not_allowed", "Use POST.", { headers: { Allow: "POST" } });
}

/**
 * One POST of API.md "Writes": the body parsed by its contract schema (a 400 for anything else),
 * the Idempotency-Key honoured, the work done by the ordering service, and its refusals answered
 * with the error shape (app/charter/http.server.ts). The route file only names the pieces.
 */
export function writeAction<S extends z.ZodTypeAny>(
  { request, context }: ActionFunctionArgs,
  options: {
    schema: S;
    /** Part of the idempotency hash besides the body (the bearer credential of a pre-order). */
    credential?: (request: Request) => string;
    run: (body: z.output<S>, clientAddress: string) => Promise<{ status: number; data: unknown }>;
  },
): Promise<Response> {
  const { logger, db } = context.services;
  return handleApi(logger, request, async () => {
    if (request.method !== "POST") return postOnly();
    const key = parseIdempotencyKey(request);
    if (!key.ok) return key.response;
    const body = await parseJsonBody(options.schema, request);
    if (!body.ok) return body.response;
    const credential = options.credential?.(request) ?? "";
    return withIdempotency(
      db.db,
      {
        scope: new URL(request.url).pathname,
        key: key.data,
        hash: requestHash(body.data, credential && createHash("sha256").update(credential).digest("hex")),
      },
      async () => {
        const { status, data } = await options.run(body.data, context.clientAddress);
        return json(data, { status });
      },
    );
  });
}
