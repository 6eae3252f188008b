import type { Request, RequestHandler, Response } from "express";
import { languageFromPath } from "../app/utils/language";
import { entryLanguage } from "../app/i18n/entry-language";
import { isOpsPath } from "../app/ops/paths";
import { PAGE_QUERY_HEADER } from "../app/utils/cache-control";
import { COOKIE_NOTICE_COOKIE, readCookie } from "../app/utils/cookies";
import type { Logger } from "../app/utils/logger.server";
import { isPreviewResponse } from "./preview";

/**
 * The full-page cache for anonymous GETs of content pages (issue 7 §2), in front of the Remix
 * handler on every instance.
 *
 * What is stored is decided by HTTP, as a shared cache (a CDN) would decide it (RFC 9111): a 200
 * HTML answer whose Cache-Control is `public` with an `s-maxage`, carrying no Set-Cookie. Content
 * routes say so through `cachedPageHeaders` (app/utils/cache-control.ts); every other answer
 * (search results, flights, ordering, errors) passes through untouched.
 *
 * - Key: the path, the query parameters the page reads, the language, and the one cookie the HTML
 *   depends on (whether the cookie notice was acknowledged: it shows the notice and turns analytics
 *   on). Requests for `/` that would be redirected to /en/ (a cookie or Accept-Language preferring
 *   English) bypass it.
 * - Which parameters a page reads, the page says: its loader states them with their values in the
 *   page's one spelling (`cachedPage`, app/utils/cache-control.ts: "currency=usd", "sort=" for the
 *   default order, nothing for a page that reads none), in a header this cache takes off the answer.
 *   A page that states nothing is not stored, and an answer is stored only under the key its own
 *   statement gives; so no page can be served to a visitor who asked for another variant of it,
 *   whatever parameters it comes to read (issue 17 found the route pages' currency missing from a
 *   hand-kept list here).
 * - Any other query parameter (a campaign's utm_*, yclid, gclid, fbclid, _openstat, or `?z=1`,
 *   `?z=2`, … made up to fill the cache) neither evicts nor bypasses a content page: the request is
 *   answered from the page's own entry, or rendered at the page's own address and stored there, so
 *   a shared copy never carries one visitor's query string (the language switch and the cookie
 *   notice write the address into the page). A path is known to be a content page, and what it
 *   reads, once it has answered as one; until then such a request is rendered as it is and stored
 *   nowhere, because other pages (search, empty legs, the language switch) do read their query.
 * - A parameter the page reads, in a spelling it does not use (`?sort=zzz`, `?currency=USD`), is
 *   rendered once and stored nowhere; the page's statement then tells which spelling it meant, and
 *   the next such request is answered from that entry. Those remembered spellings are bounded like
 *   the paths.
 * - Freshness: `s-maxage` seconds; then, for `stale-while-revalidate` seconds, the stale copy keeps
 *   being served while one request at a time renders a fresh one (RFC 5861 §3).
 * - Every hit gets this response's own CSP nonce: the stored HTML's nonce is replaced, so a nonce is
 *   never served twice.
 * - `purge()` empties it: the signed CMS webhook calls it on every instance through Postgres
 *   LISTEN/NOTIFY (app/content/purge-channel.server.ts).
 * - Bounded: least recently used entries go first beyond `maxEntries` or `maxBytes`.
 * - Draft preview (issue 17, item 1): a request server/preview.ts found carrying a valid preview
 *   cookie is neither answered from nor stored in it: its page shows drafts to one editor.
 */
export interface PageCache {
  middleware: RequestHandler;
  purge(): void;
  stats(): PageCacheStats;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  purges: number;
}

export interface PageCacheOptions {
  logger: Logger;
  /** Off: every request renders (PAGE_CACHE=off, for profiling the renderer). */
  enabled?: boolean;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  /** The body cut around its CSP nonces: a hit joins the pieces with its own nonce. */
  pieces: Buffer[];
  headers: [string, string][];
  storedAt: number;
  freshMs: number;
  staleMs: number;
  /** Set while one request renders a fresh copy; others keep getting the stale one. */
  refreshingSince?: number;
  bytes: number;
}

// Headers of the stored answer that describe the body; security headers are the current
// response's own, set by the middleware before this one.
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-language", "link"];
// A render that has not finished in this time no longer holds the refresh: another request may.
const REFRESH_HOLD_MS = 30_000;
// A page larger than this is not worth holding in memory (the biggest page is about 200 KB).
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export const PAGE_CACHE_HEADER = "X-Page-Cache";

export function createPageCache(options: PageCacheOptions): PageCache {
  const enabled = options.enabled ?? true;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recent first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let purges = 0;
  // A render begun before a purge may carry the replaced content: it is not stored.
  let generation = 0;
  // Paths that have answered as content pages, with the parameters each reads (sorted), most recent
  // last; a purge changes what they say, not what they are, so it keeps them.
  const contentPaths = new Map<string, readonly string[]>();
  // A path and a query the page read but does not spell that way → the query it did render, "".
  const spellings = new Map<string, string>();

  function learn(path: string, reads: readonly string[]) {
    contentPaths.delete(path);
    contentPaths.set(path, reads);
    trim(contentPaths);
  }

  function trim(map: Map<string, unknown>) {
    for (const oldest of map.keys()) {
      if (map.size <= maxEntries) break;
      map.delete(oldest);
    }
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function serve(res: Response, entry: Entry, state: "HIT" | "STALE", method: string) {
    // Bytes, not a string: joining buffers is a copy, where replacing in a 100 KB string and
    // encoding it again cost more than the rest of a hit.
    const nonce = Buffer.from(String(res.locals.nonce ?? ""));
    const parts: Buffer[] = [];
    entry.pieces.forEach((piece, index) => {
      if (index > 0) parts.push(nonce);
      parts.push(piece);
    });
    const body = Buffer.concat(parts);
    res.status(200);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Age", String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
    res.setHeader(PAGE_CACHE_HEADER, state);
    res.setHeader("Content-Length", body.length);
    if (method === "HEAD") res.end();
    else res.end(body);
  }

  /**
   * Wraps write/end to keep a copy of the body, stored under `key` when the answer turns out
   * cacheable and the page states it was built from `query`, the query it is rendered at.
   */
  function capture(req: Request, res: Response, target: { key: string; path: string; query: string }) {
    const started = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooLarge) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) tooLarge = true;
      else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];

    res.on("finish", () => {
      const current = entries.get(target.key);
      if (current?.refreshingSince !== undefined) current.refreshingSince = undefined;
      if (tooLarge || started !== generation || req.method !== "GET") return;
      const policy = storablePolicy(res);
      const statement = pageStatement(res);
      if (!policy || !statement) return;
      learn(target.path, statement.reads);
      if (statement.query !== target.query) {
        // Rendered at a spelling the page does not use: its own is remembered, this copy not kept
        // (it was built at an address no other visitor asked for).
        spellings.delete(`${target.path}${target.query}`);
        spellings.set(`${target.path}${target.query}`, statement.query);
        trim(spellings);
        return;
      }
      const body = Buffer.concat(chunks);
      const headers: [string, string][] = [];
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined)
          headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
      }
      store(target.key, {
        pieces: cutAround(body, Buffer.from(String(res.locals.nonce ?? ""))),
        headers,
        storedAt: now(),
        freshMs: policy.sMaxAge * 1000,
        staleMs: policy.staleWhileRevalidate * 1000,
        bytes: body.length,
      });
    });
  }

  const middleware: RequestHandler = (req, res, next) => {
    // The page's statement is for this cache alone: taken off every answer, cached or not.
    takeStatement(res);
    if (!enabled || isPreviewResponse(res)) return next();
    const target = cacheTarget(req);
    if (!target) return next();
    const { path, prefix, search, params } = target;
    const reads = contentPaths.get(path);

    if (reads === undefined && search !== "") {
      // Not known as a content page yet, and asked with a query: rendered as asked and stored
      // nowhere (it may be a page that reads its query); a cacheable answer teaches what it is.
      misses += 1;
      res.setHeader(PAGE_CACHE_HEADER, "MISS");
      res.on("finish", () => {
        const statement = pageStatement(res);
        if (req.method === "GET" && storablePolicy(res) && statement) learn(path, statement.reads);
      });
      return next();
    }

    // Asked plainly, a page is its own entry, known or not.
    const keyed = keyQuery(params, reads ?? []);
    const query = keyed === "" ? "" : (spellings.get(`${path}${keyed}`) ?? keyed);
    const key = `${prefix}${path}${query}`;
    const entry = entries.get(key);
    if (entry) {
      const age = now() - entry.storedAt;
      if (age < entry.freshMs) {
        hits += 1;
        // Most recently used goes last.
        entries.delete(key);
        entries.set(key, entry);
        return serve(res, entry, "HIT", req.method);
      }
      if (age < entry.freshMs + entry.staleMs) {
        const refreshing =
          entry.refreshingSince !== undefined && now() - entry.refreshingSince < REFRESH_HOLD_MS;
        if (refreshing) {
          hits += 1;
          return serve(res, entry, "STALE", req.method);
        }
        entry.refreshingSince = now();
      } else {
        remove(key);
      }
    }
    misses += 1;
    res.setHeader(PAGE_CACHE_HEADER, "MISS");
    if (search !== query) {
      // A content page: rendered at its own address, so the copy suits every spelling of it.
      req.url = `${path}${query}`;
      req.originalUrl = req.url;
    }
    capture(req, res, { key, path, query });
    next();
  };

  return {
    middleware,
    purge() {
      generation += 1;
      purges += 1;
      const dropped = entries.size;
      entries.clear();
      bytes = 0;
      options.logger.info("page cache purged", { entries: dropped });
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses, purges }),
  };
}

/**
 * The body split at every `nonce="<nonce>"` attribute value, so the pieces rejoined with another
 * nonce give the same page with that nonce. A body without a nonce is one piece.
 */
function cutAround(body: Buffer, nonce: Buffer): Buffer[] {
  if (nonce.length === 0) return [body];
  const marker = Buffer.concat([Buffer.from('nonce="'), nonce, Buffer.from('"')]);
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
    // Keep `nonce="` with the piece before and `"` with the piece after: only the value changes.
    pieces.push(body.subarray(start, at + 7));
    start = at + 7 + nonce.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

export interface CacheTarget {
  /** What of the request besides its address the page depends on: the language and the notice. */
  prefix: string;
  path: string;
  /** The request's query string with its "?", "" for none. */
  search: string;
  params: URLSearchParams;
}

/**
 * Where the cache looks for a request it may answer, or null when it must go to the renderer: only
 * anonymous GET and HEAD requests for pages (no data, API, asset or webhook addresses).
 */
export function cacheTarget(req: Request): CacheTarget | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.authorization) return null;
  const path = req.path;
  // Classified in any letter case, as the router matches (issue 30, item 1): `/API/…` is the API.
  if (/^\/(?:api|webhooks)\/|\.data$/i.test(path)) return null;
  // The operations console is for staff only and always current (issue 18, item 4).
  if (isOpsPath(path)) return null;
  // Files (/robots.txt, /sitemap.xml, assets) have their own caching.
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  const cookie = req.headers.cookie;
  // The root page redirects visitors who prefer English; only its Russian answer is shared.
  if (path === "/" && entryLanguage(fetchHeaders(req)).language !== "ru") return null;
  const notice = readCookie(cookie, COOKIE_NOTICE_COOKIE) === "accepted" ? "notice-accepted" : "notice-shown";
  const at = req.originalUrl.indexOf("?");
  const search = at === -1 || at === req.originalUrl.length - 1 ? "" : req.originalUrl.slice(at);
  const params = new URLSearchParams(search);
  // A Remix data request in the old spelling (?_data=) answers JSON, not the page.
  if (params.has("_data")) return null;
  return { prefix: `${languageFromPath(path)} ${notice} `, path, search, params };
}

/**
 * The query of a request as far as a page reading `reads` depends on it, in one spelling: those
 * parameters only, sorted, each with its first non-empty value ("" when none is given).
 */
export function keyQuery(params: URLSearchParams, reads: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query === "" ? "" : `?${query}`;
}

/**
 * A page's statement (`cachedPage`): the parameters it reads, sorted, and the query it was built
 * from in that spelling.
 */
export function parseStatement(value: string): { reads: string[]; query: string } {
  const params = new URLSearchParams(value);
  const reads = [...new Set(params.keys())].sort();
  return { reads, query: keyQuery(params, reads) };
}

const STATEMENT = Symbol("page statement");

/** Moves the page's statement from the answer's headers to the response, as the head is written. */
function takeStatement(res: Response) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) {
      const value = res.getHeader(PAGE_QUERY_HEADER);
      if (value !== undefined) {
        (res.locals as Record<symbol, unknown>)[STATEMENT] = parseStatement(String(value));
        res.removeHeader(PAGE_QUERY_HEADER);
      }
    }
    return writeHead(...args);
  }) as Response["writeHead"];
}

function pageStatement(res: Response): { reads: string[]; query: string } | undefined {
  return (res.locals as Record<symbol, { reads: string[]; query: string } | undefined>)[STATEMENT];
}

/** The request as entryLanguage reads it (its rule stays in one place). */
function fetchHeaders(req: Request): { headers: Pick<Headers, "get"> } {
  return {
    headers: {
      get: (name: string) => {
        const value = req.headers[name.toLowerCase()];
        return typeof value === "string" ? value : null;
      },
    },
  };
}

/** The shared-cache lifetime of an answer, or null when it may not be stored. */
function storablePolicy(res: Response): { sMaxAge: number; staleWhileRevalidate: number } | null {
  if (res.statusCode !== 200) return null;
  if (res.getHeader("set-cookie") !== undefined) return null;
  const type = String(res.getHeader("content-type") ?? "");
  if (!type.startsWith("text/html")) return null;
  const cacheControl = String(res.getHeader("cache-control") ?? "").toLowerCase();
  const directives = new Map(
    cacheControl
      .split(",")
      .map((part) => part.trim().split("="))
      .map(([name, value]) => [name?.trim() ?? "", value?.trim()] as const),
  );
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return null;
  const sMaxAge = Number(directives.get("s-maxage"));
  if (!Number.isFinite(sMaxAge) || sMaxAge <= 0) return null;
  const swr = Number(directives.get("stale-while-revalidate") ?? 0);
  return { sMaxAge, staleWhileRevalidate: Number.isFinite(swr) && swr > 0 ? swr : 0 };
}
