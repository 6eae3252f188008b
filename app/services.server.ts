import path from "node:path";
import {
  createCharterService,
  type CharterService,
  createHttpCharterClient,
  createInProcessCharterClient,
  createTransports,
  pruneIdempotencyKeys,
  LONGEST_WINDOW_MS,
  createOrderingService,
  type OrderingService,
  createOutboxWorker,
  type OutboxWorker,
  pruneRateLimitEvents,
  seedCharter,
  seedAdmins,
  pricingWorkers,
  createMediaStore,
  type MediaStore,
  airportIndex,
  createWatchService,
  type WatchService,
  type Transports,
} from "~/charter/index.server";
import type { CharterClient } from "~/charter";
import type { ContentService } from "~/content/content.server";
import { createContentServices, createPreviewContentService } from "~/content/create.server";
import { createContentPurges, type ContentPurges } from "~/content/purge-channel.server";
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
  /**
   * Draft preview's content (issue 17, item 1): the "drafts" perspective, uncached; null while
   * preview is off. server/app.ts hands it to loaders as `content` for browsers with the signed
   * preview cookie, so no loader knows about preview.
   */
  previewContent: ContentService | null;
  /** CMS purges shared by every instance over LISTEN/NOTIFY; caches subscribe (issue 7 §2). */
  contentPurges: ContentPurges;
  charter: CharterService;
  /** Leads, login codes, tokens and pre-orders (issue 6). */
  ordering: OrderingService;
  /** Delivers the outbox; server/index.ts starts it, tests drain it by hand. */
  outbox: OutboxWorker;
  /** What loaders and actions call: the engine above, or CHARTER_API_URL over HTTP. */
  charterClient: CharterClient;
  /** Uploaded files, aircraft photos first (issue 27, item 5): DATA_DIR/media or the S3 bucket. */
  media: MediaStore;
  /** Empty-leg watches (issue 29, item 2): server/index.ts starts their scanner, tests scan by hand. */
  watches: WatchService;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    services: Services;
    /** The CSP nonce of this response. */
    nonce: string;
    /** The visitor's address (Express `req.ip`, trusting TRUST_PROXY proxies): rate limits count it. */
    clientAddress: string;
    /**
     * Whether this request carries a valid preview cookie (server/preview.ts): `services.content`
     * then reads drafts, and the shell shows the preview banner. Absent: false.
     */
    preview?: boolean;
  }
}

/** The configured database: Postgres at DATABASE_URL, else the embedded one in DATA_DIR. */
export function openDatabase(env: Env, logger: Logger): Promise<Database> {
  return createDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR),
    thread: env.PGLITE_THREAD === "on",
    logger,
  });
}

/**
 * Builds the services of one process: opens (and migrates) the database, seeds the marketplace,
 * and wires the capabilities. The server calls it once at start.
 */
export async function createServices(env: Env, logger: Logger): Promise<Services> {
  const db = await openDatabase(env, logger);
  await seedCharter(db.db, logger);
  // The console's first staff (issue 18): OPS_ADMIN_EMAILS become supervisors unless already staff.
  const added = await seedAdmins(db.db, env.OPS_ADMIN_EMAILS);
  if (added > 0) logger.info("console supervisors added from OPS_ADMIN_EMAILS", { added });
  // Searches are priced in worker threads in the server (issue 26, item 11); wired by tests, in
  // process unless a test asks for the pool.
  return wireServices(env, logger, db, {
    pricingWorkers: pricingWorkers(env.PRICING_WORKERS),
    searchConcurrency: env.SEARCH_CONCURRENCY,
  });
}

/**
 * Wires the capabilities over an open database. Tests call it with their own database, and may
 * swap the notification transports (a local SMTP server, a provider that fails) and the clock.
 */
export function wireServices(
  env: Env,
  logger: Logger,
  db: Database,
  overrides: {
    content?: ContentService;
    previewContent?: ContentService | null;
    transports?: Transports;
    /** Worker threads pricing searches (charter.server.ts); absent, 0: in process. */
    pricingWorkers?: number;
    /** New searches on the server's thread at once (search-gate.ts); absent, 0: no limit. */
    searchConcurrency?: number;
    now?: () => Date;
    media?: MediaStore;
  } = {},
): Services {
  const content = overrides.content ?? createContentServices(env, logger);
  const previewContent =
    overrides.previewContent !== undefined
      ? overrides.previewContent
      : createPreviewContentService(env, logger);
  const contentPurges = createContentPurges({ database: db, logger });
  contentPurges.subscribe(() => content.purge());
  const charter = createCharterService({
    db: db.db,
    logger,
    fleetImages: (tailNumber) => content.getFleetImages(tailNumber),
    pricingWorkers: overrides.pricingWorkers ?? 0,
    searchConcurrency: overrides.searchConcurrency ?? 0,
  });
  // A purge anywhere (a CMS change, or a console write that changes the supply, issue 18) also
  // makes this instance's engine reload its market.
  contentPurges.subscribe(() => charter.invalidate());
  const now = overrides.now ?? (() => new Date());
  const outbox = createOutboxWorker({
    db: db.db,
    transports: overrides.transports ?? createTransports(env, logger),
    logger,
    now,
    housekeeping: async () => {
      await pruneRateLimitEvents(db.db, now(), LONGEST_WINDOW_MS);
      await pruneIdempotencyKeys(db.db, now());
    },
  });
  const ordering = createOrderingService({
    db: db.db,
    logger,
    siteUrl: env.SITE_URL,
    salesEmail: env.SALES_EMAIL,
    smsDailyCap: env.SMS_DAILY_CAP,
    resendAfterSeconds: env.LOGIN_CODE_RESEND_SECONDS,
    airportName: (icao) => {
      const airport = charter.airport(icao);
      return airport ? `${airport.name_rus || airport.name} (${airport.iata || icao}, ${icao})` : icao;
    },
    now,
    onEnqueued: () => outbox.kick(),
    orderableCard: (id) => charter.orderableCard(id),
    onPreOrdered: () => charter.invalidate(),
  });
  // Issue 29, item 2: a supply change (every console and operator-API write announces one, as the
  // purge broadcast above) asks the watches' scanner to look for new empty legs.
  const watches = createWatchService({
    db: db.db,
    logger,
    airports: airportIndex,
    siteUrl: env.SITE_URL,
    telegramBot: env.TELEGRAM_BOT_TOKEN ? (env.TELEGRAM_BOT_USERNAME ?? null) : null,
    now,
    emptyLegs: (query) => charter.emptyLegs(query),
    invalidate: () => charter.invalidate(),
    enqueued: () => outbox.kick(),
  });
  // A CMS purge asks too: a scan that finds nothing new sends nothing.
  contentPurges.subscribe(() => void watches.scanner.request());
  return {
    env,
    logger,
    db,
    content,
    previewContent,
    contentPurges,
    charter,
    ordering,
    outbox,
    charterClient: env.CHARTER_API_URL
      ? createHttpCharterClient({ baseUrl: env.CHARTER_API_URL })
      : createInProcessCharterClient(charter, ordering, watches),
    media: overrides.media ?? createMediaStore(env),
    watches,
  };
}
