/**
 * Test helpers for the database layer, shared by every test file that needs a database: the same
 * suite runs on in-memory PGlite always and on a real Postgres when TEST_DATABASE_URL is set
 * (scripts/ci-postgres.sh starts one), because production runs on the latter (ARCHITECTURE.md, "Data").
 * Not imported by application code.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { createDatabase, type CreateDatabaseOptions, type Database } from "./client.server";

export interface DatabaseTarget {
  name: "pglite" | "postgres";
  /**
   * Options for createDatabase pointing at a new, empty database (in-memory PGlite, or a scratch
   * Postgres database). Each call is a different database.
   */
  fresh(): Promise<CreateDatabaseOptions>;
  /**
   * Like fresh(), but the options may be opened again and reach the same data (a temporary
   * PGlite data folder, or the same scratch Postgres database).
   */
  reopenable(): Promise<CreateDatabaseOptions>;
  /** Closes what `open` opened and drops or deletes what fresh() and reopenable() made. */
  cleanup(): Promise<void>;
  /** createDatabase, with the result closed by cleanup(). */
  open(options: CreateDatabaseOptions): Promise<Database>;
}

/** PGlite always; Postgres too when TEST_DATABASE_URL is set. For `describe.each`. */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteTarget(), postgresTarget(url)] : [pgliteTarget()];
}

function tracked(name: DatabaseTarget["name"]) {
  const opened: Database[] = [];
  const disposers: Array<() => Promise<void>> = [];
  return {
    name,
    async open(options: CreateDatabaseOptions) {
      const database = await createDatabase(options);
      opened.push(database);
      return database;
    },
    async cleanup() {
      // Close first: a Postgres database cannot be dropped cleanly, nor a PGlite folder deleted
      // safely, while a connection is still open on it.
      await Promise.all(opened.splice(0).map((database) => database.close()));
      for (const dispose of disposers.splice(0).reverse()) await dispose();
    },
    disposers,
  };
}

export function pgliteTarget(): DatabaseTarget {
  const { disposers, ...base } = tracked("pglite");
  return {
    ...base,
    async fresh() {
      return {};
    },
    async reopenable() {
      const dataDir = await makeTempDir();
      disposers.push(() => rm(dataDir, { recursive: true, force: true }));
      return { dataDir };
    },
  };
}

export function postgresTarget(adminUrl: string): DatabaseTarget {
  const { disposers, ...base } = tracked("postgres");
  const scratch = async () => {
    const { url, drop } = await createScratchDatabase(adminUrl);
    disposers.push(drop);
    return { url };
  };
  return { ...base, fresh: scratch, reopenable: scratch };
}

/**
 * A uniquely named database on the server of `adminUrl`, so parallel test files and reruns never
 * share state. `drop` forces out any connection a failed test left behind.
 */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `charter_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function withAdmin(adminUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({
    connectionString: adminUrl,
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), "charter-db-test-"));
}
