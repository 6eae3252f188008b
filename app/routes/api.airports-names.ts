import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseQuery } from "~/charter/index.server";
import { AirportsQuerySchema } from "~/charter";
import { handleApi } from "~/charter/http.server";

/**
 * The full list (about 1.3 MB) changes only with a deploy (issue 15 item 7): browsers keep it an
 * hour and then revalidate with its ETag (a 304 costs no body); a CDN keeps it a day and serves the
 * old copy while it fetches the new one.
 */
export const AIRPORT_LIST_CACHE_CONTROL =
  "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400";
/** A look-up while typing: the same few letters come back often, from many visitors. */
export const AIRPORT_SEARCH_CACHE_CONTROL = "public, max-age=300";

interface Encoded {
  body: string;
  etag: string;
}

/**
 * Each list's JSON and ETag, made once per list: the full list is the same array for the life of
 * the process, so it is serialised and hashed once rather than on every request.
 */
const encoded = new WeakMap<object, Encoded>();

function encode(airports: readonly object[]): Encoded {
  const known = encoded.get(airports);
  if (known) return known;
  const body = JSON.stringify(airports);
  // Weak: the same list may go out gzip'd or not (compression sits in front), so it is the same
  // content, not the same bytes.
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const made = { body, etag };
  encoded.set(airports, made);
  return made;
}

/** Whether the client's If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** GET /api/airports-names (API.md "Reads": without `q` the full list, cacheable with an ETag; spec §5). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseQuery(AirportsQuerySchema, new URL(request.url).searchParams);
    if (!parsed.ok) return parsed.response;
    const { q, limit } = parsed.data;
    const { body, etag } = encode(charter.airports(q ?? undefined, limit ?? undefined));
    const headers = new Headers({
      "Cache-Control": q ? AIRPORT_SEARCH_CACHE_CONTROL : AIRPORT_LIST_CACHE_CONTROL,
      ETag: etag,
    });
    if (etagMatches(request.headers.get("If-None-Match"), etag))
      return new Response(null, { status: 304, headers });
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(body, { status: 200, headers });
  });
}
