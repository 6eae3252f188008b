/**
 * The error shape of API.md ("Conventions"): every non-2xx JSON answer carries
 * `{ error: { code, message, fields? } }`, with the HTTP status that belongs to the code.
 * `forbidden` (a form posted from another origin) and `payload_too_large` (a body over its route's
 * limit) are answered by the server's edge (server/edge.ts, issue 15 items 3 and 4).
 */
export const ERROR_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** The body of an error answer, for code that writes it without a Fetch Response (server/edge.ts). */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function apiError(
  code: ErrorCode,
  message: string,
  init: { fields?: Record<string, string>; headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(errorBody(code, message, init.fields), { status: ERROR_STATUS[code], headers });
}
