import type { RequestHandler } from "express";
import type { Services } from "../app/services.server";

/** Prometheus metrics (issue 15, item 8; API.md GET /metrics). Placeholder wired into server/app.ts. */
export interface Metrics {
  /** Counts and times every request. */
  middleware: RequestHandler;
  /** GET /metrics. */
  handler: RequestHandler;
}

export function createMetrics(_services: Services): Metrics {
  return {
    middleware: (_req, _res, next) => next(),
    handler: (_req, _res, next) => next(),
  };
}
