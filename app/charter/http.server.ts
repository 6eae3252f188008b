import { outageOf, RETRY_AFTER_SECONDS } from "./outage";
import { apiError } from "~/utils/api-error.server";
import { isResultSetGone } from "./charter.server";
import type { ExpiredResultSetErrorBody } from "./contract/schemas";
import { inputErrorBody } from "./input-error";
import { isOrderingError } from "./ordering/errors";
import { orderingErrorResponse } from "./ordering/http.server";
import type { Logger } from "~/utils/logger.server";

/**
 * What every /api/* resource route shares (API.md, "Conventions"): JSON answers, the error shape
 * for every failure, a 503 `unavailable` with Retry-After while the database is unreachable
 * (issue 7, "database down"; decision 011), and a 500 only for the server's own faults, logged,
 * never for anything a client sent (that is a 4xx decided by validation before any work).
 */
export function json(
  data: unknown,
  init: { status?: number; cacheControl?: string; headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", init.cacheControl ?? "no-store");
  return Response.json(data, { status: init.status ?? 200, headers });
}

export async function handleApi(
  logger: Logger,
  request: Request,
  work: () => Promise<Response>,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    const invalid = inputErrorBody(error);
    if (invalid) return apiError("validation_error", invalid.error.message, { fields: invalid.error.fields });
    if (isOrderingError(error)) return orderingErrorResponse(error);
    if (isResultSetGone(error)) return json(goneBody(error.query), { status: 410 });
    const outage = outageOf(error);
    if (outage) {
      logger.warn("api answered 503: dependency unavailable", {
        path: new URL(request.url).pathname,
        outage,
      });
      return apiError(
        "unavailable",
        "The service is temporarily unavailable. Please try again in a minute.",
        {
          headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
        },
      );
    }
    logger.error("api request failed", { path: new URL(request.url).pathname, error });
    return apiError("internal", "Something went wrong on our side. Please try again.");
  }
}

/** API.md "Saved result sets": the 410 of an expired set, with the search to run anew. */
export function goneBody(query: ExpiredResultSetErrorBody["error"]["query"]): ExpiredResultSetErrorBody {
  return {
    error: { code: "gone", message: "This result set has expired. Search again for current prices.", query },
  };
}
