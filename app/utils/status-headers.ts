import type { HeadersFunction } from "@remix-run/node";

/**
 * The headers of a page whose loader may throw a 503 (app/errors/unavailable.server.ts): the
 * root's (Vary), plus the thrown Retry-After, which Remix hands only to the `headers` of the route
 * that threw (issue 7, "database down": a 503 page says when to come back).
 */
export const statusHeaders: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
