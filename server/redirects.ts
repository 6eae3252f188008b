import type { RequestHandler } from "express";
import { loadRedirectTable } from "../app/content/redirects";
import type { Services } from "../app/services.server";
import { redirectKey, redirectLocation, type RedirectTarget } from "../schemas/redirect-rules";

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
  /** The target of one key; undefined when there is none or the redirects cannot be read. */
  async function lookup(key: string): Promise<RedirectTarget | undefined> {
    // The table is built once per content load (loadRedirectTable); a redirect is never worth a 500.
    return (await loadRedirectTable(services)).get(key);
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
