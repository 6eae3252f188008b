import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { existsSync, readdirSync } from "node:fs";
import { isOpsPath } from "../app/ops/paths";
import type { Services } from "../app/services.server";
import { clientAddress } from "./client-address";
import { cspReportHandlers, CSP_REPORT_PATH } from "./csp-report";
import { bodyLimits, edgeGuards } from "./edge";
import { healthHandler } from "./health";
import { createMetrics } from "./metrics";
import { createPageCache, type PageCache } from "./page-cache";
import { isPreviewResponse, previewMiddleware } from "./preview";
import { readLimits } from "./read-limits";
import { redirects } from "./redirects";
import { nonceMiddleware, securityHeaders } from "./security";
import { trailingSlash } from "./trailing-slash";

export interface AppOptions {
  services: Services;
  /** The Remix build, or a function that loads it per request (Vite's dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Extra middleware that serves assets (Vite in development). */
  assets?: RequestHandler;
  /** Folder of the built client (production). */
  clientDir?: string;
  /** The full-page cache; one is made from the services when not given (tests pass their own). */
  pageCache?: PageCache;
}

const YEAR_SECONDS = 31_536_000;

function requestLog(services: Services): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Query strings may carry phone numbers or codes: only the path is logged (masked again
      // by the logger), plus the shape of the answer.
      services.logger.info("request", {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader("Content-Length") ?? 0) || undefined,
      });
    });
    next();
  };
}

export function createApp(options: AppOptions) {
  const { services } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", services.env.TRUST_PROXY);

  // Content pages that say `public, s-maxage` are answered from memory; a CMS purge on any
  // instance empties it on all of them (issue 7 §2).
  const pageCache =
    options.pageCache ??
    createPageCache({ logger: services.logger, enabled: services.env.PAGE_CACHE === "on" });
  const metrics = createMetrics(services, { pageCache });
  app.use(requestLog(services));
  app.use(metrics.middleware);
  // Unknown methods and malformed URLs are answered here, before any handler parses them.
  app.use(...edgeGuards(services));
  app.use(compression());
  if (options.clientDir) {
    // Vite names every built asset by its content hash, so it can be cached for a year. Served
    // before the page headers: a script or stylesheet needs no CSP or HSTS of its own, and those
    // headers cost about 1.2 KB on each of a page's requests (issue 7 §1).
    app.use("/assets", (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    });
    app.use(
      "/assets",
      express.static(`${options.clientDir}/assets`, {
        immutable: true,
        maxAge: YEAR_SECONDS * 1000,
        index: false,
      }),
    );
  }
  app.use(nonceMiddleware, ...securityHeaders(services.env));
  services.contentPurges.subscribe(() => pageCache.purge());

  app.get("/healthz", healthHandler(services, pageCache));
  app.get("/metrics", metrics.handler);
  // Every body is counted as it streams in and refused past its route's limit (issue 15, item 3).
  app.use(bodyLimits(services));
  app.post(CSP_REPORT_PATH, ...cspReportHandlers({ logger: services.logger }));
  // Editors' redirects (issue 17, item 2): before the slash is added, so one hop does both.
  app.use(redirects(services));
  app.use(trailingSlash);

  if (options.assets) app.use(options.assets);
  if (options.clientDir) app.use(publicFiles(options.clientDir));

  // The operations console (issue 18, item 4): never stored by a browser, a proxy or the page
  // cache, never indexed. Set before Remix answers, which adds no Cache-Control of its own there.
  app.use((req, res, next) => {
    if (isOpsPath(req.path)) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }
    next();
  });

  // Searches and empty-leg queries per client address (issue 15, item 2), before the page cache.
  app.use(readLimits(services));
  // Draft preview (issue 17, item 1): a browser with the signed cookie passes the page cache and
  // its loaders read drafts; its answers are never stored or indexed.
  app.use(previewMiddleware(services));
  app.use(pageCache.middleware);
  const previewServices: Services | null = services.previewContent
    ? { ...services, content: services.previewContent }
    : null;

  app.all(
    "*",
    createRequestHandler({
      build: options.build,
      mode: services.env.NODE_ENV,
      getLoadContext: (req, res) => ({
        services: isPreviewResponse(res) && previewServices ? previewServices : services,
        preview: isPreviewResponse(res),
        nonce: String(res.locals.nonce),
        clientAddress: clientAddress(req),
      }),
    }),
  );
  return app;
}

/**
 * The build's public files (build/client: favicon, manifest, media…), served for an address under
 * one of the names at its top, read once at start (the build does not change while it runs). Any
 * other address, every page and API call, goes on without a look at the disk: express.static
 * stats the path first, and that was a twentieth of the server's busy time under a burst of
 * searches (issue 26, item 11).
 */
function publicFiles(clientDir: string): RequestHandler {
  const names = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
  const serve = express.static(clientDir, { maxAge: "1h", index: false });
  return (req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // A malformed escape is edgeGuards' to refuse; here it simply names no file.
    }
    if (names.has(name)) serve(req, res, next);
    else next();
  };
}
