import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import {
  createFeedPoller,
  createRatesRefresher,
  createSweeper,
  createTelegramBot,
  telegramWebhookSecret,
} from "../app/charter/index.server";
import { supplyChanged } from "../app/ops/supply-changed.server";
import { createServices } from "../app/services.server";
import { parseEnv, ratesRefreshEnabled, type Env } from "../app/utils/env.server";
import { createLogger, type Logger } from "../app/utils/logger.server";
import { createApp } from "./app";
import { guardServer } from "./edge";

/**
 * The process: validate configuration, open the database (migrating it), build the content
 * service, serve, and shut down gracefully on SIGTERM/SIGINT. Every setting has an embedded
 * default, so `npm start` needs no set-up (ARCHITECTURE.md, "Web server").
 */
async function main() {
  const env = parseEnv(process.env);
  const logger = createLogger({ level: env.LOG_LEVEL });
  const services = await createServices(env, logger);
  const { db, content } = services;

  let app;
  let vite: { close(): Promise<void> } | undefined;
  if (env.NODE_ENV === "development") {
    const { createServer } = await import("vite");
    const devServer = await createServer({ server: { middlewareMode: true } });
    vite = devServer;
    app = createApp({
      services,
      assets: devServer.middlewares,
      build: () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    });
  } else {
    const buildPath = path.resolve("build/server/index.js");
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    app = createApp({ services, build, clientDir: path.resolve("build/client") });
  }

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info("server listening", {
      url: `http://localhost:${env.PORT}/`,
      database: db.kind,
      content: content.source.kind,
      mode: env.NODE_ENV,
    });
  });
  server.keepAliveTimeout = 65_000;
  // CONNECT, and uploads over their route's limit before any byte is read (issue 15, items 3, 4).
  guardServer(server);
  // Delivers what earlier runs left in the outbox too: a restart after a crash resumes delivery.
  services.outbox.start();
  // Today's Bank of Russia rates, fetched at start and checked every few hours; prices in rubles
  // and dollars use them from the next search on (issue 14, item 5).
  const rates = createRatesRefresher({
    db: db.db,
    logger,
    url: env.CBR_DAILY_URL,
    onStored: () => services.charter.invalidate(),
  });
  if (ratesRefreshEnabled(env)) rates.start();
  // Expired saved searches give their space back (issue 15, item 1); one instance at a time.
  // Each run also sends the 14-day reminders of operators' documents (issue 27, item 2).
  const sweeper = createSweeper({
    db: db.db,
    logger,
    intervalMs: env.SWEEP_INTERVAL_MINUTES * 60_000,
    siteUrl: env.SITE_URL,
  });
  sweeper.start();
  // Aircraft calendar feeds (issue 27, item 4): polled every ICAL_POLL_INTERVAL_MINUTES.
  const feeds = createFeedPoller({
    db: db.db,
    airport: (icao) => services.charter.airport(icao),
    invalidate: () => supplyChanged(services),
    logger,
    allowPrivate: env.ICAL_ALLOW_PRIVATE_ADDRESSES,
    now: () => new Date(),
    intervalMs: env.ICAL_POLL_INTERVAL_MINUTES * 60_000,
  });
  feeds.start();
  // Empty-leg watches (issue 29, item 2): the scanner polls for supply changes of any instance.
  services.watches.scanner.start();
  if (env.TELEGRAM_BOT_TOKEN) void registerTelegramWebhook(env, logger);
  // Purges announced by other instances (the CMS webhook reaches one of them) empty ours too.
  await services.contentPurges.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing open connections", { timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Stop accepting connections, let in-flight requests finish, then release the database.
    server.close(async () => {
      await services.watches.scanner.stop();
      await services.outbox.stop();
      await rates.stop();
      await sweeper.stop();
      await feeds.stop();
      await services.contentPurges.stop();
      // The pricing workers (issue 26, item 11) end with the server.
      await services.charter.close();
      await vite?.close();
      await db.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * Points the watches' bot at this site (issue 29, item 2): Telegram posts the chats' messages to
 * /api/telegram/webhook/ with the secret. Every instance sets the same address, so it is harmless
 * to repeat; Telegram only calls HTTPS addresses, so a local http SITE_URL skips it.
 */
async function registerTelegramWebhook(env: Env, logger: Logger): Promise<void> {
  if (!env.TELEGRAM_BOT_TOKEN) return;
  if (!env.SITE_URL.startsWith("https:")) {
    logger.warn("telegram webhook not set: SITE_URL is not https, so Telegram cannot reach it");
    return;
  }
  try {
    await createTelegramBot({ token: env.TELEGRAM_BOT_TOKEN, baseUrl: env.TELEGRAM_API_URL }).call(
      "setWebhook",
      {
        url: `${env.SITE_URL.replace(/\/+$/, "")}/api/telegram/webhook`,
        secret_token: telegramWebhookSecret(env.TELEGRAM_BOT_TOKEN),
        allowed_updates: JSON.stringify(["message"]),
      },
    );
    logger.info("telegram webhook set");
  } catch (error) {
    logger.error("telegram webhook not set", { error });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
