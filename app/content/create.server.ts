import { resolve } from "node:path";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { createContentCache } from "./cache.server";
import { createContentService, type ContentService } from "./content.server";
import { createDatasetSource } from "./dataset-source.server";
import { createSanityClientSource } from "./sanity-source.server";

/** The variables of the validated environment (app/utils/env.server.ts) the content layer reads. */
export type ContentEnv = Pick<
  Env,
  | "SANITY_PROJECT_ID"
  | "SANITY_DATASET"
  | "SANITY_API_VERSION"
  | "SANITY_API_TOKEN"
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
  const source = env.SANITY_PROJECT_ID
    ? createSanityClientSource({
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_API_TOKEN,
        useCdn: env.SANITY_USE_CDN,
        apiHost: env.SANITY_API_HOST,
      })
    : createDatasetSource({ file: resolve(env.CONTENT_DATASET_FILE) });
  const cache = createContentCache({ ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1_000, logger });
  return createContentService({ source, cache, logger });
}
