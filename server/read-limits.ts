import type { RequestHandler, Response } from "express";
import { clientAddress } from "./client-address";
import { rateLimitedPage } from "../app/errors/rate-limited-page";
import { outageOf } from "../app/charter/index.server";
import { languageFromPath } from "../app/utils/language";
import {
  addressKey,
  createReadLimiter,
  readKind,
  type ReadKind,
  type ReadLimitVerdict,
} from "../app/limits/read-limits.server";
import type { Services } from "../app/services.server";
import { apiError } from "../app/utils/api-error.server";

/**
 * Read limits per client address (issue 15, item 2; API.md "Conventions"), counted per minute in
 * the database so that every instance shares them (app/limits/read-limits.server.ts says what
 * counts against which limit).
 *
 * - Searches, 30 a minute (READ_LIMIT_SEARCHES_PER_MINUTE): a search priced and saved, an
 *   empty-leg query, a saved result set, a card, a price calendar, and the pages that run them.
 *   A person searching makes a few a minute: one search is two of these (the search address and
 *   the saved set it lands on), and each card opened is one more, so a visitor comparing routes
 *   briskly stays well under 30. A crawler or a scraper walking every route and date makes
 *   hundreds a minute, and each of its searches is priced and written to the database.
 * - Airport look-ups, 300 a minute (READ_LIMIT_LOOKUPS_PER_MINUTE): the search form asks at typing
 *   speed, a few per word in two fields; 300 leaves an office behind one address room to type,
 *   and still stops a client that walks the list a query at a time.
 * - 0 turns a limit off (the benchmarks, the end-to-end tests whose browsers all share 127.0.0.1).
 *
 * Past a limit: 429 with Retry-After (the seconds left in the minute), in API.md's error shape
 * under /api/, else a short page in the path's language, never stored. The limit is a guard, not a
 * gate: when the database cannot count (an outage, a slow answer), the read goes through and a
 * warning is logged, so a limiter never turns a read into an error the read itself would not have.
 */

/** A count the database has not answered in this time lets the read through (a hung database). */
const COUNT_WAIT_MS = 1_000;
/** One warning per this time while the database cannot count, with the number of reads let through. */
const WARN_EVERY_MS = 60_000;

const API_MESSAGES: Record<ReadKind, string> = {
  searches: "Too many searches from this address.",
  lookups: "Too many airport look-ups from this address.",
};

export function readLimits(services: Services): RequestHandler {
  const { env, logger } = services;
  const limits: Record<ReadKind, number> = {
    searches: env.READ_LIMIT_SEARCHES_PER_MINUTE,
    lookups: env.READ_LIMIT_LOOKUPS_PER_MINUTE,
  };
  const limiter = createReadLimiter({
    db: services.db.db,
    onPruneError: (error) => logger.warn("read limits: old windows not pruned", { error }),
  });

  let lastWarning = Number.NEGATIVE_INFINITY;
  let uncounted = 0;
  function letThrough(error: unknown) {
    uncounted += 1;
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    // The cause ("ECONNREFUSED"), not drizzle's "Failed query" with its parameters (an address).
    const cause = outageOf(error) ?? (error instanceof Error && error.cause ? error.cause : error);
    logger.warn("read limits: not counted, reads let through", { error: cause, reads: uncounted });
    uncounted = 0;
  }

  return (req, res, next) => {
    const at = req.originalUrl.indexOf("?");
    const search = at === -1 ? "" : req.originalUrl.slice(at);
    const kind = readKind(req.method, req.path, search);
    if (!kind || limits[kind] === 0) return next();
    const address = addressKey(clientAddress(req));

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no count within ${COUNT_WAIT_MS} ms`)), COUNT_WAIT_MS);
    });
    Promise.race([limiter.hit(`${kind}:${address}`, limits[kind]), timeout])
      .finally(() => clearTimeout(timer))
      .then(
        (verdict) => {
          if (verdict.allowed) return next();
          if (verdict.firstRefusal) {
            logger.info("read limit reached", { kind, address, limit: limits[kind], path: req.path });
          }
          return refuse(req.path, search, kind, verdict, res);
        },
        (error: unknown) => {
          letThrough(error);
          next();
        },
      )
      .catch(next);
  };
}

async function refuse(
  path: string,
  search: string,
  kind: ReadKind,
  verdict: ReadLimitVerdict,
  res: Response,
) {
  const retryAfter = String(verdict.retryAfterSeconds);
  res.status(429);
  res.setHeader("Retry-After", retryAfter);
  res.setHeader("Cache-Control", "no-store");
  if (/^\/api\//i.test(path)) {
    const answer = apiError("rate_limited", `${API_MESSAGES[kind]} Try again in ${retryAfter} s.`);
    res.type("json").send(Buffer.from(await answer.arrayBuffer()));
  } else if (path.endsWith(".data")) {
    res.type("text/x-script").send(reloadDocument(pageOf(path, search)));
  } else {
    res.type("html").send(rateLimitedPage(languageFromPath(path), verdict.retryAfterSeconds));
  }
}

/**
 * A Remix data request (a navigation in the browser) past the limit: the 429 carries what a loader's
 * `redirectDocument()` to the same page sends, in Remix 2.17's single-fetch encoding (turbo-stream;
 * tests/integration/read-limits.test.ts decodes it with Remix's own decoder). The browser's router,
 * which could only show its error page for a page it has no data for, loads the address as a
 * document instead, and the visitor reads the page above.
 */
function reloadDocument(url: string): string {
  return JSON.stringify([
    ["SingleFetchRedirect", 1],
    { _2: 3, _4: 5, _6: 7, _8: 9, _10: 7 },
    "redirect",
    url,
    "status",
    302,
    "revalidate",
    false,
    "reload",
    true,
    "replace",
  ]);
}

/** The page a data request stands for: `/el.data?from=UUEE` is `/el/?from=UUEE`. */
function pageOf(path: string, search: string): string {
  const params = new URLSearchParams(search);
  // Remix's own parameter of a data request (the routes to load), not the page's.
  params.delete("_routes");
  const query = params.size > 0 ? `?${params}` : "";
  return `${path.slice(0, -".data".length)}/${query}`;
}
