import { resolve } from "node:path";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { createContentCache, type ContentCache } from "./cache.server";
import { createContentService, type ContentService } from "./content.server";
import { createDatasetSource } from "./dataset-source.server";
import { previewSecret } from "./preview.server";
import { createSanityClientSource } from "./sanity-source.server";
import type { ContentPerspective } from "./source.server";

/** The variables of the validated environment (app/utils/env.server.ts) the content layer reads. */
export type ContentEnv = Pick<
  Env,
  | "SANITY_PROJECT_ID"
  | "SANITY_DATASET"
  | "SANITY_API_VERSION"
  | "SANITY_API_TOKEN"
  | "SANITY_PREVIEW_TOKEN"
  | "SANITY_PREVIEW_SECRET"
  | "NODE_ENV"
  | "SITE_URL"
  | "SANITY_USE_CDN"
  | "SANITY_API_HOST"
  | "CONTENT_DATASET_FILE"
  | "CONTENT_CACHE_TTL_SECONDS"
>;

/**
 * Builds the one content service of a server process (ARCHITECTURE.md, "Content layer"): the
 * Sanity Content Lake when SANITY_PROJECT_ID is set, else the embedded NDJSON dataset, behind one
 * in-process cache. A relative CONTENT_DATASET_FILE is resolved against the working directory.
 */
export function createContentServices(env: ContentEnv, logger: Logger): ContentService {
  const cache = createContentCache({ ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1_000, logger });
  return createContentService({ source: createSource(env, "published"), cache, logger });
}

/**
 * The content service of draft preview (issue 17, item 1; decision 020), or null while preview is
 * off: no preview secret (a public site that chose none), or a Sanity project without a token that
 * may read drafts (SANITY_PREVIEW_TOKEN, else SANITY_API_TOKEN). It reads the "drafts" perspective
 * and caches nothing, so an editor sees a draft as saved; only browsers with the signed preview
 * cookie reach it (server/preview.ts), and their pages are never stored.
 */
export function createPreviewContentService(env: ContentEnv, logger: Logger): ContentService | null {
  if (!previewSecret(env)) return null;
  if (env.SANITY_PROJECT_ID && !(env.SANITY_PREVIEW_TOKEN ?? env.SANITY_API_TOKEN)) {
    logger.warn("draft preview is off: set SANITY_PREVIEW_TOKEN to a token that may read drafts");
    return null;
  }
  return createContentService({
    source: createSource(env, "drafts"),
    cache: uncachedContent(),
    logger: logger.child({ preview: true }),
  });
}

function createSource(env: ContentEnv, perspective: ContentPerspective) {
  return env.SANITY_PROJECT_ID
    ? createSanityClientSource({
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token:
          perspective === "drafts"
            ? (env.SANITY_PREVIEW_TOKEN ?? env.SANITY_API_TOKEN)
            : env.SANITY_API_TOKEN,
        useCdn: env.SANITY_USE_CDN,
        apiHost: env.SANITY_API_HOST,
        perspective,
      })
    : createDatasetSource({ file: resolve(env.CONTENT_DATASET_FILE), perspective });
}

/** A "cache" that loads every time: preview shows the draft as it is now. */
function uncachedContent(): ContentCache {
  return {
    get: (_key, load) => load(),
    purge: () => undefined,
    stats: () => ({ entries: 0, fresh: 0, lastError: null }),
  };
}
