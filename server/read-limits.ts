import type { RequestHandler } from "express";
import type { Services } from "../app/services.server";

/**
 * Read limits per client address (issue 15, item 2). Placeholder wired into server/app.ts; the
 * limits themselves are built in this module.
 */
export function readLimits(_services: Services): RequestHandler {
  return (_req, _res, next) => next();
}
