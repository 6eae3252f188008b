/**
 * Opens the one database (ARCHITECTURE.md, "Data"): a Postgres server through node-postgres when a
 * URL is given (production), otherwise PGlite, Postgres compiled to WebAssembly, in a data folder
 * (the embedded default) or in memory (tests). Both are migrated on open from the same generated
 * SQL, and both are handed out as one `AppDatabase` type so callers write a single query path.
 */
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql, type Assume } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { leasePglite, pgliteTemplate, type LeasedPglite } from "./pglite-template.server";
import { openPgliteThread } from "./pglite-thread.server";
import * as schema from "./schema";

/**
 * What `db.execute` returns on both drivers: node-postgres's QueryResult and PGlite's Results differ
 * in everything but `rows`. Declaring that common part keeps raw SQL typed (drizzle's base
 * PgQueryResultHKT would make every execute() result `unknown`).
 */
export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: AppQueryResult<Assume<this["row"], Record<string, unknown>>>;
}

export interface AppQueryResult<TRow> {
  rows: TRow[];
}

/**
 * The query surface shared by both drivers, so callers write one code path: NodePgDatabase and
 * PgliteDatabase differ only in their driver-specific result types.
 */
export type AppDatabase = PgDatabase<AppQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDatabase;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers `select 1`; rejects within about 2 s when it cannot. */
  ping(): Promise<void>;
  /** Ends the pool or closes PGlite. Safe to call more than once. */
  close(): Promise<void>;
}

/** Structurally the app's Logger (app/utils/logger.server.ts), kept minimal so tests can pass a stub. */
export interface DatabaseLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn?(msg: string, fields?: Record<string, unknown>): void;
}

export interface CreateDatabaseOptions {
  /** A postgres:// URL (DATABASE_URL). Wins over dataDir. */
  url?: string;
  /** Folder for the embedded PGlite database; the data goes to `${dataDir}/pglite`. */
  dataDir?: string;
  migrationsFolder?: string;
  logger?: DatabaseLogger;
  /**
   * The embedded database in its own worker thread (issue 26, item 11; pglite-thread.server.ts),
   * for a data folder: the server's event loop then never runs Postgres's work itself.
   */
  thread?: boolean;
}

// A dead or unreachable server must turn into a failed health check, not a hung request.
const CONNECT_TIMEOUT_MS = 2_000;
const PING_TIMEOUT_MS = 2_000;
// Server-side limit, so a runaway query stops using the server, plus a client-side limit slightly
// above it for the case where the server never answers at all (network partition).
const STATEMENT_TIMEOUT_MS = 15_000;
const QUERY_TIMEOUT_MS = 20_000;
// A small pool per instance: the web tier scales out by adding instances (ARCHITECTURE.md, "Scale"),
// and a managed Postgres caps total connections.
const POOL_MAX = 5;
// Key for pg_advisory_lock around migrations. drizzle's migrator reads the last applied migration
// outside its transaction, so instances starting at once would otherwise both apply the same SQL.
const MIGRATION_LOCK_KEY = 7_294_110_523;

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  // Resolved from the working directory, not import.meta.url: esbuild bundles the server into
  // build/, so a module-relative path would point into build/ where the SQL files are not copied.
  // The server is started from the project root (npm start), where app/db/migrations is shipped.
  const migrationsFolder = options.migrationsFolder ?? path.join(process.cwd(), "app/db/migrations");
  const started = Date.now();
  const database = options.url
    ? await openPostgres(options.url, migrationsFolder, options.logger)
    : await openPglite(options.dataDir, migrationsFolder, options.thread ?? false);
  options.logger?.info("database ready", {
    kind: database.kind,
    ...(database.kind === "pglite" && options.dataDir ? { thread: options.thread ?? false } : {}),
    location: options.url
      ? describeUrl(options.url)
      : options.dataDir
        ? pgliteDir(options.dataDir)
        : "memory",
    ms: Date.now() - started,
  });
  return database;
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  logger?: DatabaseLogger,
): Promise<Database> {
  // Migrate before opening the pool so a failed migration leaves nothing running.
  await migratePostgres(url, migrationsFolder);

  // Settings in the URL (e.g. ?application_name=) override these: pg lets the connection string win.
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // Sent as startup parameters; a PgBouncer in front needs them in ignore_startup_parameters.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: 60_000,
    query_timeout: QUERY_TIMEOUT_MS,
    application_name: "jetcharter",
  });
  // An idle client whose server goes away emits 'error' on the pool; unhandled, that would crash the
  // process. The pool drops the client and the next query reconnects, so a log line is enough.
  pool.on("error", (error) => {
    logger?.warn?.("database connection lost", { error });
  });

  let closing: Promise<void> | undefined;
  return {
    db: drizzleNodePg(pool, { schema }),
    kind: "postgres",
    async ping() {
      if (closing) throw new Error("database is closed");
      // query_timeout per query is supported by pg but missing from @types/pg's QueryConfig.
      const query = {
        text: "select 1",
        query_timeout: PING_TIMEOUT_MS,
      } as pg.QueryConfig;
      // The race bounds the whole ping, including waiting for a pooled connection.
      await withTimeout(pool.query(query), PING_TIMEOUT_MS, "database ping timed out");
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

async function migratePostgres(url: string, migrationsFolder: string): Promise<void> {
  // A dedicated client without statement_timeout: a migration may legitimately run long, and the
  // session-level advisory lock must stay on one connection until the migration is done.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: "jetcharter-migrate",
  });
  // Connection errors also reject the pending query; this only keeps a late one from crashing.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), {
      migrationsFolder,
    });
  } finally {
    // Ending the session also releases the advisory lock, even when the migration failed.
    await client.end();
  }
}

async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
  thread: boolean,
): Promise<Database> {
  if (dataDir && thread) return openPgliteInThread(dataDir, migrationsFolder);
  let client: PGlite;
  // Only the test suite has a template (pglite-template.server.ts): there, closing an in-memory
  // database hands it back, wiped, for the next one.
  let lease: LeasedPglite | undefined;
  if (dataDir) {
    const dir = pgliteDir(dataDir);
    await mkdir(dir, { recursive: true });
    const empty = (await readdir(dir)).length === 0;
    const template = empty ? await pgliteTemplate() : undefined;
    // One process per data folder: PGlite is single-user Postgres, so two instances on the same
    // folder would corrupt it. Running more than one instance is what DATABASE_URL is for.
    client = await PGlite.create(dir, template ? { loadDataDir: template } : undefined);
  } else {
    const template = await pgliteTemplate();
    lease = template ? await leasePglite(template) : undefined;
    client = lease?.client ?? (await PGlite.create());
  }

  return migratedPglite(drizzlePglite(client, { schema }), migrationsFolder, () =>
    lease ? lease.close() : client.closed ? Promise.resolve() : client.close(),
  );
}

/** A PGlite database (in process or in its thread) migrated, or closed again when that fails. */
async function migratedPglite(
  db: PgliteDatabase<typeof schema>,
  migrationsFolder: string,
  closeClient: () => Promise<void>,
): Promise<Database> {
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await closeClient();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    async ping() {
      if (closing) throw new Error("database is closed");
      await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS, "database ping timed out");
    },
    close() {
      closing ??= closeClient();
      return closing;
    },
  };
}

/** PGlite in its worker thread, behind the same drizzle driver: its calls cross to the worker. */
async function openPgliteInThread(dataDir: string, migrationsFolder: string): Promise<Database> {
  const dir = pgliteDir(dataDir);
  await mkdir(dir, { recursive: true });
  const client = await openPgliteThread(dir);
  // drizzle's PGlite driver calls query, transaction and exec, which the thread's client keeps.
  return migratedPglite(
    drizzlePglite({ client: client as unknown as PGlite, schema }),
    migrationsFolder,
    () => client.close(),
  );
}

function pgliteDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/** host:port/database for logs: never the user or password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "postgres";
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    // Promise.race subscribes to both, so the loser settling later is not an unhandled rejection.
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
