import { isCharterClientError } from "~/charter";
import type { Logger } from "~/utils/logger.server";

/**
 * Why a write from a page failed, in the terms a page words for the visitor (issue 6 §5: the reason
 * is shown, with a way to retry; never silence). The API's own messages are English, so pages
 * translate by `reason` and by the names in `fields`.
 */
export type WriteFailure = {
  ok: false;
  reason: "invalid" | "wrong_code" | "expired" | "rate_limited" | "not_found" | "unavailable";
  /** The API's field names that failed (`phone`, `email`, ...). */
  fields: string[];
  /** On rate_limited: whole minutes to wait, at least 1. */
  retryAfterMinutes?: number;
  /** On wrong_code. */
  attemptsLeft?: number;
};

const REASON_BY_STATUS: Record<number, WriteFailure["reason"]> = {
  400: "invalid",
  401: "wrong_code",
  404: "not_found",
  410: "expired",
  422: "invalid",
  429: "rate_limited",
};

/** The failure of a write call; anything that is not the API's refusal is logged as ours. */
export function writeFailure(error: unknown, logger: Logger, what: string): WriteFailure {
  if (isCharterClientError(error) && REASON_BY_STATUS[error.status]) {
    return {
      ok: false,
      reason: REASON_BY_STATUS[error.status]!,
      fields: Object.keys(error.fields),
      ...(error.retryAfter !== undefined
        ? { retryAfterMinutes: Math.max(1, Math.ceil(error.retryAfter / 60)) }
        : {}),
      ...(error.attemptsLeft !== undefined ? { attemptsLeft: error.attemptsLeft } : {}),
    };
  }
  logger.error(`${what} failed`, { error });
  return { ok: false, reason: "unavailable", fields: [] };
}

/** The HTTP status a page action answers with for a failure (a 503 when the fault is ours). */
export function failureStatus(failure: WriteFailure): number {
  switch (failure.reason) {
    case "invalid":
      return 400;
    case "wrong_code":
      return 401;
    case "not_found":
      return 404;
    case "expired":
      return 410;
    case "rate_limited":
      return 429;
    default:
      return 503;
  }
}
