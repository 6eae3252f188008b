import type { RequestHandler } from "express";
import type { Services } from "../app/services.server";

/**
 * Editors' redirects (issue 17, item 2), answered before routing. Placeholder wired by the lead;
 * the redirects work fills it.
 */
export function redirects(_services: Services): RequestHandler {
  return (_req, _res, next) => next();
}
