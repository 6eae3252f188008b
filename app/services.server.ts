import path from "node:path";
import { createCharterService, type CharterService } from "~/charter/charter.server";
import type { CharterClient } from "~/charter/client/charter-client";
import { createHttpCharterClient } from "~/charter/client/http";
import { createInProcessCharterClient } from "~/charter/client/in-process.server";
import { seedCharter } from "~/charter/seed/seed.server";
import type { ContentService } from "~/content/content.server";
import { createContentServices } from "~/content/create.server";
import { createDatabase, type Database } from "~/db/client.server";
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
  charter: CharterService;
  /** What loaders and actions call: the engine above, or CHARTER_API_URL over HTTP. */
  charterClient: CharterClient;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    services: Services;
    /** The CSP nonce of this response. */
    nonce: string;
    /** The visitor's address (Express `req.ip`, trusting TRUST_PROXY proxies): rate limits count it. */
    clientAddress: string;
  }
}

/**
 * Builds the services of one process: opens (and migrates) the database, seeds the marketplace,
 * and wires the content and charter capabilities. The server calls it once at start; tests call it
 * with their own environment.
 */
/** The configured database: Postgres at DATABASE_URL, else the embedded one in DATA_DIR. */
export function openDatabase(env: Env, logger: Logger): Promise<Database> {
  return createDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR),
    logger,
  });
}

export async function createServices(env: Env, logger: Logger): Promise<Services> {
  const db = await openDatabase(env, logger);
  await seedCharter(db.db, logger);
  const content = createContentServices(env, logger);
  const charter = createCharterService({
    db: db.db,
    logger,
    fleetImages: (tailNumber) => content.getFleetImages(tailNumber),
  });
  return {
    env,
    logger,
    db,
    content,
    charter,
    charterClient: env.CHARTER_API_URL
      ? createHttpCharterClient({ baseUrl: env.CHARTER_API_URL })
      : createInProcessCharterClient(charter),
  };
}
