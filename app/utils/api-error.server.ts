/**
 * The error shape of API.md ("Conventions"): every non-2xx JSON answer carries
 * `{ error: { code, message, fields? } }`, with the HTTP status that belongs to the code.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function apiError(
  code: ErrorCode,
  message: string,
  init: { fields?: Record<string, string>; headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(
    { error: { code, message, ...(init.fields ? { fields: init.fields } : {}) } },
    { status: ERROR_STATUS[code], headers },
  );
}
