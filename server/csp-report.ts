import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "../app/utils/logger.server";

/**
 * Where browsers report Content-Security-Policy violations (issue 7 §5): the policy names this
 * address in `report-uri` (every browser) and `report-to` (the Reporting API). A report is logged
 * as a warning with the directive and the blocked address's origin and path only (a query string
 * may carry anything), so a violation in real visitors' browsers reaches operations. At most
 * `perMinute` reports are logged a minute, so a page that violates on every view cannot flood the
 * log; the rest are counted in the next logged line.
 */
export const CSP_REPORT_PATH = "/csp-report";
export const CSP_REPORT_GROUP = "csp";

/** Largest report read (issue 15 item 3); server/edge.ts refuses a larger body before it is read. */
export const CSP_REPORT_MAX_BYTES = 32 * 1024;

const REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"];

interface Violation {
  directive: string;
  blocked: string;
  document: string;
  disposition: string;
}

export function cspReportHandlers(options: {
  logger: Logger;
  perMinute?: number;
  now?: () => number;
}): [RequestHandler, RequestHandler, ErrorRequestHandler] {
  const perMinute = options.perMinute ?? 60;
  const now = options.now ?? Date.now;
  let windowStart = 0;
  let logged = 0;
  let suppressed = 0;

  const record = (violation: Violation) => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      logged = 0;
    }
    if (logged >= perMinute) {
      suppressed += 1;
      return;
    }
    logged += 1;
    options.logger.warn("csp violation", { ...violation, suppressedBefore: suppressed || undefined });
    suppressed = 0;
  };

  const handle: RequestHandler = (req, res) => {
    for (const violation of violations(req.body)) record(violation);
    res.status(204).set("Cache-Control", "no-store").end();
  };
  // A body that is not JSON, or too large, is the sender's fault: answered with its 4xx and not
  // passed to Express's default handler, which would print a stack trace for it.
  const refuse: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    const status = typeof error.status === "number" && error.status < 500 ? error.status : 400;
    res.status(status).set("Cache-Control", "no-store").end();
  };
  return [express.json({ type: REPORT_TYPES, limit: CSP_REPORT_MAX_BYTES }), handle, refuse];
}

/** The violations of either report format; anything else gives none. */
export function violations(body: unknown): Violation[] {
  // report-uri: { "csp-report": { "violated-directive", "blocked-uri", "document-uri", ... } }
  if (isRecord(body) && isRecord(body["csp-report"])) {
    const report = body["csp-report"];
    return [
      {
        directive: text(report["effective-directive"] ?? report["violated-directive"]),
        blocked: address(report["blocked-uri"]),
        document: address(report["document-uri"]),
        disposition: text(report.disposition ?? "enforce"),
      },
    ];
  }
  // report-to: [{ type: "csp-violation", body: { effectiveDirective, blockedURL, documentURL } }]
  if (Array.isArray(body)) {
    return body
      .filter((entry): entry is Record<string, unknown> => isRecord(entry) && entry.type === "csp-violation")
      .map((entry) => (isRecord(entry.body) ? entry.body : {}))
      .slice(0, 20)
      .map((report) => ({
        directive: text(report.effectiveDirective),
        blocked: address(report.blockedURL),
        document: address(report.documentURL),
        disposition: text(report.disposition ?? "enforce"),
      }));
  }
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 100) : "";
}

/** An address without its query or fragment; keywords such as `inline` or `eval` as they are. */
function address(value: unknown): string {
  if (typeof value !== "string") return "";
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, 200);
  } catch {
    return value.slice(0, 40);
  }
}
