/**
 * The embedded database in its own thread (issue 26, item 11: "page renders never wait behind
 * pricing", whose searches each save their result set). The same drizzle calls as in process, on a
 * real PGlite in a real worker thread: migrations, typed rows, Postgres's errors with their codes,
 * transactions that hold the one session, notifications, and an event loop that stays free.
 */
import { rm } from "node:fs/promises";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type Database } from "./client.server";
import { lastContentPurge, recordContentPurge } from "./content-purges.server";
import { makeTempDir } from "./testing.server";

/** setImmediate turns the event loop got while `work` ran: none can run while it is blocked. */
async function loopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  try {
    await work();
  } finally {
    running = false;
  }
  return turns;
}

/** A query that keeps Postgres busy for a while: a few million rows counted. */
const heavy = sql`select count(*)::int as n from generate_series(1, 2000000) as g(i) where i % 7 = 0`;

describe("PGlite in its own thread", () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    database = await createDatabase({ dataDir, thread: true });
    await database.db.execute(sql`create table thread_probe (id int primary key, note text)`);
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("migrates and answers drizzle's queries with the same types as in process", async () => {
    expect(database.kind).toBe("pglite");
    const written = await recordContentPurge(database.db, { documentId: "faq.ru", source: "webhook" });
    expect(written.receivedAt).toBeInstanceOf(Date);
    expect(await lastContentPurge(database.db)).toEqual(written);
  });

  it("hands Postgres's errors back with their code and constraint", async () => {
    await database.db.execute(sql`insert into thread_probe values (1, 'first')`);
    const error = await database.db
      .execute(sql`insert into thread_probe values (1, 'again')`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    // drizzle wraps the driver's error; Postgres's fields are on it or on its cause.
    const pgError = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    expect(pgError.code).toBe("23505");
    expect(pgError.constraint).toBe("thread_probe_pkey");
  });

  it("rolls a failed transaction back, and a query from outside waits until it has ended", async () => {
    let outside: Promise<unknown> | undefined;
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (2, 'inside')`);
        // Asked while the transaction holds the session: it must not see (or join) its writes.
        outside = database.db.execute(sql`select count(*)::int as n from thread_probe where id = 2`);
        throw new Error("changed my mind");
      })
      .catch((error: unknown) => error);
    expect((failed as Error).message).toBe("changed my mind");
    const seen = (await outside) as { rows: { n: number }[] };
    expect(seen.rows[0]?.n).toBe(0);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (3, 'kept')`);
    });
    const kept = await database.db.execute<{ note: string }>(sql`select note from thread_probe where id = 3`);
    expect(kept.rows).toEqual([{ note: "kept" }]);
  });

  it("delivers notifications to a listener on the server's side", async () => {
    type Listener = {
      listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    };
    const client = (database.db as unknown as { $client: Listener }).$client;
    const heard: string[] = [];
    const unlisten = await client.listen("thread_probe_channel", (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('thread_probe_channel', 'purged')`);
    await expect.poll(() => heard).toEqual(["purged"]);
    await unlisten();
  });

  it("leaves the event loop free while Postgres works, which in process it cannot", async () => {
    const inThread = await loopTurnsDuring(() => database.db.execute(heavy));
    const inProcessDir = await makeTempDir();
    const inProcess = await createDatabase({ dataDir: inProcessDir, thread: false });
    try {
      const blocked = await loopTurnsDuring(() => inProcess.db.execute(heavy));
      // In process the query's WebAssembly runs to its end with the loop stopped: a handful of
      // turns between PGlite's own awaits. In its thread the loop turns all along.
      expect(inThread).toBeGreaterThan(100);
      expect(inThread).toBeGreaterThan(blocked * 10);
    } finally {
      await inProcess.close();
      await rm(inProcessDir, { recursive: true, force: true });
    }
  });

  it("refuses work once closed", async () => {
    const dir = await makeTempDir();
    const closing = await createDatabase({ dataDir: dir, thread: true });
    await closing.close();
    await expect(closing.ping()).rejects.toThrow(/closed/);
    await rm(dir, { recursive: true, force: true });
  });
});
