import type { RequestHandler } from "express";

/**
 * Canonical URLs end with a slash (ARCHITECTURE.md, "Routing and language"); the same address
 * without it answers 301 to it, query string kept. Files (anything with an extension), the API,
 * the health check, webhooks and Remix's own endpoints (/__manifest) are left alone.
 */
// `/@vite/client`, `/@id/…`, `/@fs/…` and `/node_modules/…` are Vite's own modules in development.
const EXEMPT = [
  /^\/api(\/|$)/i,
  /^\/healthz$/,
  /^\/webhooks\//i,
  /^\/__/,
  /^\/assets\//,
  /^\/@/,
  /^\/node_modules\//,
];

export function canonicalRedirect(method: string, path: string, search: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (path.endsWith("/")) {
    // Repeated slashes are another spelling of the same page.
    return /\/{2,}/.test(path) ? `${path.replace(/\/{2,}/g, "/")}${search}` : null;
  }
  if (EXEMPT.some((pattern) => pattern.test(path))) return null;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) return null;
  return `${path.replace(/\/{2,}/g, "/")}/${search}`;
}

export const trailingSlash: RequestHandler = (req, res, next) => {
  const queryIndex = req.originalUrl.indexOf("?");
  const path = queryIndex === -1 ? req.originalUrl : req.originalUrl.slice(0, queryIndex);
  const search = queryIndex === -1 ? "" : req.originalUrl.slice(queryIndex);
  const target = canonicalRedirect(req.method, path, search);
  if (target && target !== req.originalUrl) {
    res.redirect(301, target);
    return;
  }
  next();
};
