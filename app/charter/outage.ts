import { databaseOutage } from "~/db/unavailable.server";
import { isCharterClientError } from "./client/charter-client";
import { isPricingUnavailable } from "./service/pricing-pool.server";

/**
 * How an outage of a dependency is named and waited out (issue 7, "database down", decision 011),
 * for the pages (app/errors/unavailable.server.ts) and the API (http.server.ts) alike.
 */

/** Seconds in Retry-After (RFC 9110 §10.2.3): the pages say "try again in a minute". */
export const RETRY_AFTER_SECONDS = 60;

/**
 * What is down, when an error means "a dependency is down for now" (null otherwise): the database
 * (classified in app/db/unavailable.server.ts), or an operator's charter API (CHARTER_API_URL)
 * answering 503, which is how that API reports its own database outage (API.md "Conventions").
 * The text names the cause for the log ("ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:5432").
 */
export function outageOf(error: unknown): string | null {
  if (isCharterClientError(error) && error.status === 503) return `charter API: ${error.message}`;
  // A pricing worker that died or hung fails its searches, as a 503 (issue 26, item 11).
  if (isPricingUnavailable(error)) return `pricing: ${error.message}`;
  const outage = databaseOutage(error);
  if (!outage) return null;
  return outage.code ? `${outage.code}: ${outage.message}` : outage.message;
}
