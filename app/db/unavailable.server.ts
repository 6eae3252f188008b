/**
 * Whether an error means "the database cannot be reached right now" (issue 7, "database down"): the one place
 * that decides it, so every page and every /api route answers an outage the same way (a 503 with
 * Retry-After, decision 011) instead of a 500 that reads as a bug.
 *
 * An outage reaches the code in several shapes, all of which are recognised here:
 * - the operating system's socket errors while connecting or talking (refused, reset, timed out,
 *   host unreachable, name not resolved), as node-postgres passes them on;
 * - node-postgres's and pg-pool's own errors when a connection drops or cannot be made in time;
 * - a server-side refusal with a SQLSTATE of class 08 (connection exception), 57P01/57P02/57P03
 *   (the server shutting down, crashed, or not accepting connections yet, e.g. during a restart or
 *   a failover) or 53300 (too many connections);
 * and any of these wrapped: drizzle's DrizzleQueryError carries the driver's error as `cause`,
 * pg-pool's connect timeout carries the socket's, and Node's multi-address connect throws an
 * AggregateError. Query mistakes (a syntax error, a constraint, a statement timeout) are bugs or
 * load, not outages, and are left to propagate as 500s.
 */

// Node's socket and DNS errors (https://nodejs.org/api/errors.html#common-system-errors).
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// PostgreSQL error codes (https://www.postgresql.org/docs/current/errcodes-appendix.html):
// class 08 is matched by prefix below; these are the rest that mean "not now" rather than "wrong".
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: the server is stopping (a restart, a failover)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or in recovery
  "53300", // too_many_connections
]);

// The driver's own words for a connection that dropped or could not be made (pg and pg-pool 8.x
// throw these as plain Errors, without a code).
const DRIVER_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "timeout expired",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
]);

// Deep enough for drizzle → pg-pool → socket, shallow enough that a cycle of causes ends.
const MAX_DEPTH = 6;

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseOutage(error) !== null;
}

/**
 * The link of the error chain that shows the outage, for a log line that says what happened
 * ("ECONNREFUSED", "Connection terminated unexpectedly") rather than drizzle's "Failed query: …"
 * with its parameters; null when the error is not an outage.
 */
export function databaseOutage(error: unknown): { code: string | null; message: string } | null {
  return find(error, 0, new Set());
}

function find(
  error: unknown,
  depth: number,
  seen: Set<unknown>,
): { code: string | null; message: string } | null {
  if (depth > MAX_DEPTH || typeof error !== "object" || error === null || seen.has(error)) return null;
  seen.add(error);
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const text = typeof message === "string" ? message : "";
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return { code, message: text };
    }
  }
  if (DRIVER_MESSAGES.has(text)) return { code: null, message: text };
  const inner = find(cause, depth + 1, seen);
  if (inner) return inner;
  if (!Array.isArray(errors)) return null;
  for (const each of errors) {
    const found = find(each, depth + 1, seen);
    if (found) return found;
  }
  return null;
}
