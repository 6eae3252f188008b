import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-report";
import { siteUsesHttps, type Env } from "../app/utils/env.server";

/** Yandex Metrika's hosts (spec §7), allowed only when a counter is configured. */
const METRIKA_SOURCES = ["https://mc.yandex.ru", "https://mc.yandex.com", "https://yastatic.net"];

/** Gives every response a fresh CSP nonce, readable by the Remix handler as res.locals.nonce. */
export const nonceMiddleware: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers (ARCHITECTURE.md, "Web server"): an enforced Content-Security-Policy whose
 * scripts must carry this response's nonce (no unsafe-inline), HSTS, nosniff, a strict referrer
 * policy, a Permissions-Policy, and frame-ancestors 'none' against clickjacking.
 */
export function securityHeaders(env: Env): RequestHandler[] {
  const metrika = env.METRIKA_COUNTER_ID ? METRIKA_SOURCES : [];
  const sanityCdn = env.SANITY_PROJECT_ID ? ["https://cdn.sanity.io"] : [];
  const development = env.NODE_ENV === "development";
  // Helmet types the response as Node's ServerResponse; Express adds `locals` to it.
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${String((res as ServerResponse & { locals: Record<string, unknown> }).locals.nonce)}'`;

  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Vite's dev server injects inline modules for hot reload; production enforces.
      reportOnly: development,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonce, ...metrika],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", ...sanityCdn, ...metrika],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...metrika, ...(development ? ["ws:"] : [])],
        "frame-src": metrika.length > 0 ? metrika : ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
        // Violations in visitors' browsers are reported to the server's log (server/csp-report.ts).
        "report-uri": [CSP_REPORT_PATH],
        "report-to": [CSP_REPORT_GROUP],
        ...(siteUsesHttps(env) ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Metrika's session replay opens a window onto the page; keep popups able to talk back.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    xFrameOptions: { action: "deny" },
  });

  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Reporting-Endpoints", `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    next();
  };
  return [csp, permissions];
}
