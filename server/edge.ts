import type { RequestHandler } from "express";
import type { Services } from "../app/services.server";

/**
 * The edge of the server (issue 15, items 3, 4 and 7): methods, malformed URLs and body limits,
 * answered before anything reads the request. Placeholders wired into server/app.ts; the rules are
 * built in this module.
 */
export function edgeGuards(_services: Services): RequestHandler[] {
  return [];
}

/** Body limits per route, enforced while the body streams in. */
export function bodyLimits(_services: Services): RequestHandler {
  return (_req, _res, next) => next();
}
