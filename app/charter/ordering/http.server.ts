import { ERROR_STATUS } from "~/utils/api-error.server";
import type { ErrorBody } from "../contract/schemas";
import type { OrderingError } from "./errors";

/** The API.md error body and status of a refused write; a wrong code carries `attempts_left`. */
export function orderingErrorBody(error: OrderingError): { status: number; body: ErrorBody } {
  const { fields, attemptsLeft } = error.extra;
  return {
    status: ERROR_STATUS[error.code],
    body: {
      error: {
        code: error.code,
        message: error.message,
        ...(fields ? { fields } : {}),
        ...(attemptsLeft !== undefined ? { attempts_left: attemptsLeft } : {}),
      },
    } as ErrorBody,
  };
}

/** The HTTP answer to a refused write, with Retry-After on a 429 (API.md "Conventions"). */
export function orderingErrorResponse(error: OrderingError): Response {
  const { status, body } = orderingErrorBody(error);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (error.extra.retryAfter !== undefined) headers.set("Retry-After", String(error.extra.retryAfter));
  return Response.json(body, { status, headers });
}
