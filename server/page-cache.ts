import type { Request, RequestHandler, Response } from "express";
import { FLEET_SORT_PARAM, fleetSortSearch, parseFleetSort } from "../app/fleet/sort";
import { languageFromPath, stripLanguage } from "../app/i18n/config";
import { entryLanguage } from "../app/i18n/entry-language";
import { isOpsPath } from "../app/ops/paths";
import { DEFAULT_CURRENCY, parseFilters } from "../app/search/results";
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
 * - Key: the path, the query parameters the page reads (only the fleet's sort), the language, and
 *   the one cookie the HTML depends on (whether the cookie notice was acknowledged: it shows the
 *   notice and turns analytics on). Requests for `/` that would be redirected to /en/ (a cookie or
 *   Accept-Language preferring English) bypass it.
 * - Any other query parameter (a campaign's utm_*, yclid, gclid, fbclid, _openstat, or `?z=1`,
 *   `?z=2`, … made up to fill the cache) neither evicts nor bypasses a content page: the request is
 *   answered from the page's own entry, or rendered at the page's own address and stored there, so
 *   a shared copy never carries one visitor's query string (the language switch and the cookie
 *   notice write the address into the page). A path is known to be a content page once it has
 *   answered as one; until then such a request is rendered as it is and stored nowhere, because
 *   other pages (search, empty legs, the language switch) do read their query.
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
  // Paths that have answered as content pages, most recent last; a purge changes what they say,
  // not what they are, so it keeps them.
  const contentPaths = new Set<string>();

  function learn(path: string) {
    contentPaths.delete(path);
    contentPaths.add(path);
    for (const oldest of contentPaths) {
      if (contentPaths.size <= maxEntries) break;
      contentPaths.delete(oldest);
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

  /** Wraps write/end to keep a copy of the body, stored when the answer turns out cacheable. */
  function capture(req: Request, res: Response, key: string, path: string) {
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
      const current = entries.get(key);
      if (current?.refreshingSince !== undefined) current.refreshingSince = undefined;
      if (tooLarge || started !== generation || req.method !== "GET") return;
      const policy = storablePolicy(res);
      if (!policy) return;
      learn(path);
      const body = Buffer.concat(chunks);
      const headers: [string, string][] = [];
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined)
          headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
      }
      store(key, {
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
    if (!enabled || isPreviewResponse(res)) return next();
    const target = cacheTarget(req);
    if (!target) return next();
    const { key, path } = target;

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
    if (!target.exact) {
      if (!entry && !contentPaths.has(path)) {
        // Maybe a page that reads its query: rendered as asked, stored nowhere; a cacheable answer
        // shows the path is a content page.
        res.on("finish", () => {
          if (req.method === "GET" && storablePolicy(res)) learn(path);
        });
        return next();
      }
      // A content page: rendered at its own address, so the copy suits every spelling of it.
      req.url = target.url;
      req.originalUrl = target.url;
    }
    capture(req, res, key, path);
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
  key: string;
  path: string;
  /** The page's own address: the path and the query parameters the page reads, in one spelling. */
  url: string;
  /** Whether the request asked for exactly that address. */
  exact: boolean;
}

/**
 * Where the cache looks for a request it may answer, or null when it must go to the renderer: only
 * anonymous GET and HEAD requests for pages (no data, API, asset or webhook addresses).
 */
export function cacheTarget(req: Request): CacheTarget | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.authorization) return null;
  const path = req.path;
  if (path.startsWith("/api/") || path.startsWith("/webhooks/") || path.endsWith(".data")) return null;
  // The operations console is for staff only and always current (issue 18, item 4).
  if (isOpsPath(path)) return null;
  // Files (/robots.txt, /sitemap.xml, assets) have their own caching.
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  const cookie = req.headers.cookie;
  // The root page redirects visitors who prefer English; only its Russian answer is shared.
  if (path === "/" && entryLanguage(fetchHeaders(req)).language !== "ru") return null;
  const notice = readCookie(cookie, COOKIE_NOTICE_COOKIE) === "accepted" ? "notice-accepted" : "notice-shown";
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  const params = new URLSearchParams(query);
  // A Remix data request in the old spelling (?_data=) answers JSON, not the page.
  if (params.has("_data")) return null;
  const url = `${path}${pageQuery(path, params)}`;
  return { key: `${languageFromPath(path)} ${notice} ${url}`, path, url, exact: `${path}${query}` === url };
}

/**
 * The query string of a content page as far as its HTML depends on it, in one spelling. Of the pages
 * that opt into the cache (`cachedPageHeaders`: home, fleet, the company, landing, route and
 * aircraft pages), the fleet reads its sort (app/fleet/sort.ts; none for the default order) and a
 * route page its currency (issue 17, item 3: the from-prices in the visitor's currency; none for
 * roubles), so each of those has an entry per value. The rest read none.
 */
function pageQuery(path: string, params: URLSearchParams): string {
  const page = stripLanguage(path);
  if (page === "/fleet/") return fleetSortSearch(parseFleetSort(params.get(FLEET_SORT_PARAM)));
  if (page.startsWith("/routes/")) {
    const { currency } = parseFilters(params);
    return currency === DEFAULT_CURRENCY ? "" : `?currency=${currency}`;
  }
  return "";
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
