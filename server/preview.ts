import type { RequestHandler, Response } from "express";
import {
  PREVIEW_CACHE_CONTROL,
  PREVIEW_ROBOTS_TAG,
  previewSecret,
  requestIsPreview,
} from "../app/content/preview.server";
import type { Services } from "../app/services.server";

/**
 * Draft preview at the server's edge (issue 17, item 1; decision 020). A request whose signed
 * preview cookie verifies is marked `res.locals.preview`: the page cache lets it pass
 * (server/page-cache.ts), getLoadContext hands its loaders the drafts content (server/app.ts), and
 * whatever answers it says `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`.
 *
 * The headers are set as the head is written, after Remix has appended the route's own (a content
 * page's `public, s-maxage`): set, not appended, so each has exactly one value. Done here rather
 * than in entry.server.tsx, it covers documents, data requests and resource routes alike (the
 * sitemap reads drafts too in preview). An answer that already says `no-store` without `public`
 * (an API error, /api/preview/exit) keeps its own words.
 *
 * An invalid or expired cookie is ignored: the visitor gets the published site, cached as usual.
 */
export function previewMiddleware(
  services: Pick<Services, "env" | "previewContent">,
  now = () => new Date(),
): RequestHandler {
  const secret = services.previewContent ? previewSecret(services.env) : null;
  return (req, res, next) => {
    if (!secret || !requestIsPreview(req.headers.cookie, secret, now())) return next();
    res.locals.preview = true;
    forceHeadersOnWrite(res);
    next();
  };
}

/** Whether server/preview.ts marked this response as draft preview. */
export function isPreviewResponse(res: Response): boolean {
  return res.locals.preview === true;
}

function forceHeadersOnWrite(res: Response) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) {
      const current = String(res.getHeader("Cache-Control") ?? "").toLowerCase();
      const keeps = current.includes("no-store") && !current.includes("public");
      if (!keeps) res.setHeader("Cache-Control", PREVIEW_CACHE_CONTROL);
      const robots = String(res.getHeader("X-Robots-Tag") ?? "");
      if (!robots.includes("noindex")) res.setHeader("X-Robots-Tag", PREVIEW_ROBOTS_TAG);
    }
    return writeHead(...args);
  }) as Response["writeHead"];
}
