import { data } from "@remix-run/node";
import { outageOf, RETRY_AFTER_SECONDS } from "~/charter/index.server";
import { remixI18n } from "~/i18n/i18n.server";
import type { Logger } from "~/utils/logger.server";

/**
 * How an outage of a dependency is answered (issue 7, "database down", decision 011): a 503 with Retry-After,
 * worded for people on pages and in the API's error shape on /api, never a 500. A 500 says "bug";
 * a 503 says "come back", which is what a visitor, a client and a crawler should do while the
 * database is away, and what a load balancer's retry policy understands.
 */

/**
 * Throws the 503 page (error boundary: "temporarily unavailable, try again in a minute") in the
 * path's language; `statusMeta` titles the tab with `title`. The headers reach the document only
 * through the route's `headers` (app/errors/status-headers.ts).
 */
export async function throwUnavailable(request: Request): Promise<never> {
  const t = await remixI18n.getFixedT(request);
  throw data(
    { title: t("meta.unavailableTitle") },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
}

/**
 * Runs the part of a page loader that reads the database (issue 7, "database down"): an outage becomes the 503
 * page, logged once as a warning (the cause, not the failed query with its parameters); anything
 * else propagates unchanged, a thrown 404 as a 404 and a bug as a 500.
 */
export async function needsDatabase<T>(
  { request, context }: { request: Request; context: { services: { logger: Logger } } },
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const outage = outageOf(error);
    if (!outage) throw error;
    context.services.logger.warn("page answered 503: dependency unavailable", {
      path: new URL(request.url).pathname,
      outage,
    });
    return throwUnavailable(request);
  }
}
