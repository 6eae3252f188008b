import type { RequestHandler } from "express";
import { REDIRECTS_REQUEST, type RedirectDocument } from "../app/content/redirects";
import type { Services } from "../app/services.server";
import {
  buildRedirectTable,
  redirectKey,
  redirectLocation,
  type RedirectTarget,
} from "../schemas/redirect-rules";

/**
 * Editors' redirects (issue 17, item 2), answered before routing and before the trailing slash is
 * added, so /arenda-samoleta answers one hop straight to /arenda-chastnogo-samoleta/.
 *
 * - GET and HEAD get 301 (permanent) or 302 (temporary); any other method 308 or 307, which keep
 *   the method and body (RFC 9110 §15.4), so a form posted to an old address still arrives.
 * - A permanent redirect may be cached for an hour (`public, max-age=3600`): without a Cache-Control
 *   browsers keep a 301 indefinitely, and an editor's mistake would then outlive its correction; an
 *   hour spares the repeat requests while bounding the damage. A temporary one says `no-store`: it
 *   exists to be taken back (a promotion, a page closed for a while), and the next visit must see
 *   the removal at once.
 * - The request's query string is kept (an ad's UTM tags survive a rename).
 * - Paths the site owns (/api/, /ops/, assets, health, metrics, webhooks, locales, sitemap, robots)
 *   are never looked up, and never redirected whatever the CMS holds.
 * - When the content source is down and nothing was ever loaded, requests pass through to the page.
 */

const PERMANENT_CACHE = "public, max-age=3600";
const TEMPORARY_CACHE = "no-store";

function status(method: string, permanent: boolean): number {
  const safe = method === "GET" || method === "HEAD";
  if (permanent) return safe ? 301 : 308;
  return safe ? 302 : 307;
}

export function redirects(services: Pick<Services, "content" | "logger">): RequestHandler {
  const logger = services.logger.child({ component: "redirects" });
  // The content cache hands back the same array until a purge or its TTL reloads it, so the table is
  // built once per content load, not per request; the warnings below are logged once per load too.
  let memo: { documents: RedirectDocument[]; table: Map<string, RedirectTarget> } | undefined;

  function tableOf(documents: RedirectDocument[]): Map<string, RedirectTarget> {
    if (memo?.documents === documents) return memo.table;
    const { table, dropped } = buildRedirectTable(documents);
    for (const entry of dropped) {
      // The Studio refuses all of these; seeing one means a write bypassed it.
      logger.warn("redirect ignored", {
        from: entry.from,
        to: entry.to,
        reason: entry.reason,
        detail: entry.detail,
      });
    }
    memo = { documents, table };
    return table;
  }

  /** The target of one key; undefined when there is none or the redirects cannot be read. */
  async function lookup(key: string): Promise<RedirectTarget | undefined> {
    try {
      return tableOf(await services.content.load(REDIRECTS_REQUEST)).get(key);
    } catch {
      // The content cache already logged the failed load; a redirect is never worth a 500.
      return undefined;
    }
  }

  return (req, res, next) => {
    const queryIndex = req.originalUrl.indexOf("?");
    const path = queryIndex === -1 ? req.originalUrl : req.originalUrl.slice(0, queryIndex);
    const key = redirectKey(path);
    if (key === null) {
      next();
      return;
    }
    void lookup(key).then((target) => {
      if (!target) {
        next();
        return;
      }
      const search = queryIndex === -1 ? "" : req.originalUrl.slice(queryIndex);
      res.setHeader("Cache-Control", target.permanent ? PERMANENT_CACHE : TEMPORARY_CACHE);
      res.redirect(status(req.method, target.permanent), redirectLocation(target.to, search));
    });
  };
}
