import type { ContentService } from "~/content/content.server";
import type { Database } from "~/db/client.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";

/**
 * What the server hands every loader and action (server/index.ts builds it once per process).
 * Passing the services through Remix's load context, instead of importing singletons, keeps one
 * database connection and one content cache per process even though the Express entry and the
 * Remix build are bundled separately, and lets tests build their own.
 */
export interface Services {
  env: Env;
  logger: Logger;
  db: Database;
  content: ContentService;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    services: Services;
    /** The CSP nonce of this response. */
    nonce: string;
  }
}
