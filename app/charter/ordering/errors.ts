import type { ErrorCode } from "../contract/schemas";

/**
 * A write refused by its rules (API.md "Writes"): a 401 for a wrong code, a 410 for an expired one,
 * a 429 past a limit. The API routes and the in-process client turn it into the error body of
 * API.md; the messages are English because the API's are, and the pages word their own by `code`.
 */
export class OrderingError extends Error {
  override name = "OrderingError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      /** Seconds, for a 429's Retry-After. */
      retryAfter?: number;
      /** Wrong tries left, on a 401 for a wrong code. */
      attemptsLeft?: number;
    } = {},
  ) {
    super(message);
  }
}

/** Recognised by name: in development a route and the service may come from two bundles. */
export function isOrderingError(error: unknown): error is OrderingError {
  return error instanceof Error && error.name === "OrderingError";
}
