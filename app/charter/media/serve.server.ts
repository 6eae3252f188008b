import type { Logger } from "~/utils/logger.server";
import { PHOTO_CONTENT_TYPES, type PhotoFormat } from "./photo-variants.server";
import type { MediaStore } from "./store.server";

/**
 * GET /uploads/photos/{shard}/{file} (issue 27, item 5; docs/decisions/038): an aircraft photo's
 * variant, from the disk or proxied from the bucket. Its key is its content's hash, so the answer
 * never changes and is cached for a year by browsers and any CDN in front; the hash is its ETag.
 * Only photo keys are served: whatever else the store holds (operators' documents) stays private.
 */
const PHOTO_FILE = /^([0-9a-f]{2})([0-9a-f]{30})\.(webp|avif)$/;

const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    // A key that is not there now may be there in a minute (another instance still writing it).
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}

export async function photoResponse(
  deps: { store: MediaStore; logger: Logger },
  request: Request,
  params: { shard?: string | undefined; file?: string | undefined },
): Promise<Response> {
  const match = PHOTO_FILE.exec(params.file ?? "");
  if (!match || match[1] !== params.shard) return notFound();
  const [, shard, rest, format] = match;
  const etag = `"${shard}${rest}"`;
  const headers = {
    "Content-Type": PHOTO_CONTENT_TYPES[format as PhotoFormat],
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  try {
    const found = await deps.store.get(`photos/${shard}/${shard}${rest}.${format}`);
    if (!found) return notFound();
    return new Response(found.body, {
      status: 200,
      headers: found.size === null ? headers : { ...headers, "Content-Length": String(found.size) },
    });
  } catch (error) {
    deps.logger.error("media store unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
    return new Response("The picture cannot be read right now.", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "30",
      },
    });
  }
}
