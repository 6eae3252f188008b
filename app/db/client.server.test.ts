import { readFile, rm, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

import { createDatabase, type AppDatabase, type Database, type DatabaseLogger } from "./client.server";
import { lastContentPurge, recordContentPurge } from "./content-purges.server";
import { createScratchDatabase, databaseTargets, makeTempDir, pgliteTarget } from "./testing.server";

const journal = JSON.parse(
  await readFile(path.join(process.cwd(), "app/db/migrations/meta/_journal.json"), "utf8"),
) as { entries: Array<{ tag: string }> };

async function appliedMigrations(db: AppDatabase): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.count);
}

async function elapsed(run: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await run();
    return { ms: performance.now() - started, error: undefined };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe.each(databaseTargets())("createDatabase on $name", (target) => {
  afterEach(() => target.cleanup());

  // Each PGlite instance costs 1-3 s to start here, so one test checks everything a fresh open gives.
  it("migrates a new database, creating content_purges with the schema's columns, and logs it", async () => {
    const logger = { info: vi.fn<DatabaseLogger["info"]>() };
    const { db, kind } = await target.open({
      ...(await target.fresh()),
      logger,
    });
    expect(kind).toBe(target.name);
    expect(logger.info).toHaveBeenCalledWith(
      "database ready",
      expect.objectContaining({ kind: target.name, ms: expect.any(Number) }),
    );

    const columns = await db.execute<{
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>(sql`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name = 'content_purges' order by ordinal_position`);
    expect(columns.rows).toEqual([
      { column_name: "id", data_type: "bigint", is_nullable: "NO" },
      {
        column_name: "received_at",
        data_type: "timestamp with time zone",
        is_nullable: "NO",
      },
      { column_name: "document_id", data_type: "text", is_nullable: "YES" },
      { column_name: "document_type", data_type: "text", is_nullable: "YES" },
      { column_name: "source", data_type: "text", is_nullable: "NO" },
    ]);
    expect(await appliedMigrations(db)).toBe(journal.entries.length);
  });

  it("applies migrations once: opening the same database again changes nothing and keeps data", async () => {
    const options = await target.reopenable();
    const first = await target.open(options);
    await recordContentPurge(first.db, {
      source: "webhook",
      documentId: "page-1",
      documentType: "page",
    });
    await first.close();

    const second = await target.open(options);
    expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
    expect(await lastContentPurge(second.db)).toMatchObject({
      documentId: "page-1",
      documentType: "page",
    });
  });

  it("pings while open, rejects promptly after close, and closes idempotently", async () => {
    const database = await target.open(await target.fresh());
    await expect(database.ping()).resolves.toBeUndefined();

    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
    const { ms, error } = await elapsed(() => database.ping());
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(500);
  });
});

// What only a server shows: several instances starting at once, credentials in the URL, and a
// server that stops answering after the pool has connected.
describe.runIf(process.env.TEST_DATABASE_URL)("createDatabase on a Postgres server", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const target = databaseTargets().find((candidate) => candidate.name === "postgres")!;
  afterEach(() => target.cleanup());

  it("lets instances that start at the same time migrate one after another", async () => {
    const options = await target.reopenable();
    const instances = await Promise.all([1, 2, 3, 4].map(() => target.open(options)));
    expect(await appliedMigrations(instances[0]!.db)).toBe(journal.entries.length);
  });

  it("never logs the password in the URL", async () => {
    const { url } = await target.fresh();
    const withPassword = new URL(url!);
    withPassword.password = "s3cret-pass";
    const lines: string[] = [];
    // The CI server trusts 127.0.0.1, so any password is accepted.
    await target.open({
      url: withPassword.toString(),
      logger: {
        info: (msg, fields) => lines.push(JSON.stringify({ msg, fields })),
      },
    });
    expect(lines.join("\n")).not.toContain("s3cret-pass");
    expect(lines.join("\n")).toContain(withPassword.pathname);
  });

  it("fails a ping within about 2 s when the server stops answering", async () => {
    const scratch = await createScratchDatabase(adminUrl);
    const upstream = new URL(scratch.url);
    const proxy = await startFreezableProxy(upstream.hostname, Number(upstream.port || 5432));
    const viaProxy = new URL(scratch.url);
    viaProxy.port = String(proxy.port);
    try {
      const database = await createDatabase({ url: viaProxy.toString() });
      try {
        await database.ping();
        proxy.freeze();
        // First the pooled connection's query goes unanswered, then a new connection hangs.
        for (let attempt = 0; attempt < 2; attempt++) {
          const { ms, error } = await elapsed(() => database.ping());
          expect(error).toBeInstanceOf(Error);
          expect(ms).toBeLessThan(2_600);
        }
      } finally {
        proxy.destroy();
        await database.close();
      }
    } finally {
      await proxy.close();
      await scratch.drop();
    }
  });
});

describe("createDatabase with an unreachable Postgres", () => {
  const servers: net.Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it("rejects at once when nothing listens on the port", async () => {
    const { ms, error } = await elapsed(() =>
      createDatabase({ url: "postgres://postgres@127.0.0.1:1/charter" }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(2_500);
  });

  it("rejects within the connect timeout when the server accepts but never answers", async () => {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;

    const { ms, error } = await elapsed(() =>
      createDatabase({ url: `postgres://postgres@127.0.0.1:${port}/charter` }),
    );
    for (const socket of sockets) socket.destroy();
    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(3_000);
  });
});

describe("createDatabase on PGlite in a data folder", () => {
  const target = pgliteTarget();
  const dirs: string[] = [];
  afterEach(async () => {
    await target.cleanup();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("creates <dataDir>/pglite, including missing parent folders, and keeps data across reopen", async () => {
    const root = await makeTempDir();
    dirs.push(root);
    const dataDir = path.join(root, "nested", ".data");

    const first = await target.open({ dataDir });
    const recorded = await recordContentPurge(first.db, {
      source: "webhook",
      documentId: "faq",
      documentType: "faq",
    });
    await first.close();
    expect((await stat(path.join(dataDir, "pglite", "PG_VERSION"))).isFile()).toBe(true);

    const second = await target.open({ dataDir });
    expect(second.kind).toBe("pglite");
    expect(await lastContentPurge(second.db)).toEqual(recorded);
  });

  it("rejects and leaves nothing open when the migrations folder is missing", async () => {
    const root = await makeTempDir();
    dirs.push(root);
    await expect(
      createDatabase({
        dataDir: root,
        migrationsFolder: path.join(root, "no-such-folder"),
      }),
    ).rejects.toThrow();
    // The folder is free again: a second open (with the real migrations) succeeds.
    const database = await target.open({ dataDir: root });
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

/**
 * A TCP proxy to Postgres that can stop forwarding, to stand in for a server that hangs or a
 * network that drops packets (a closed port fails fast and proves nothing about timeouts).
 */
async function startFreezableProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (frozen) return;
    const upstream = net.connect(port, host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    destroy() {
      for (const socket of sockets) socket.destroy();
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/*
 * The test suite's in-memory databases (pglite-template.server.ts): a closed one is wiped and handed
 * to the next createDatabase in the process, which must not be able to tell it from a new one, and
 * the closed handle must not reach it any more.
 */
describe("in-memory PGlite in the test suite (PGLITE_TEMPLATE)", () => {
  const kinds = `select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by relname`;

  it("hands the next database over empty, identities restarted and append-only rules intact", async () => {
    expect(process.env.PGLITE_TEMPLATE).toBeTruthy();
    const audit = (database: Database) =>
      database.db.execute<{ id: number }>(
        sql`insert into audit_log (action, entity, entity_id) values ('staff.sign_in', 'staff', 's1') returning id`,
      );
    const first = await createDatabase({});
    const tables = (await first.db.execute<{ relname: string }>(sql.raw(kinds))).rows;
    await recordContentPurge(first.db, { documentId: "a", documentType: "faq", source: "webhook" });
    expect((await audit(first)).rows[0]?.id).toBe(1);
    expect((await audit(first)).rows[0]?.id).toBe(2);
    await first.close();

    const second = await createDatabase({});
    try {
      expect((await second.db.execute<{ relname: string }>(sql.raw(kinds))).rows).toEqual(tables);
      expect(await lastContentPurge(second.db)).toBeNull();
      expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
      // Identities start again at 1, as in a new database.
      expect((await audit(second)).rows[0]?.id).toBe(1);
      // The wipe switched the audit log's append-only trigger off for itself only.
      const refusal = (query: Promise<unknown>) =>
        query.then(
          () => "done",
          (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
        );
      expect(await refusal(second.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
      expect(await refusal(second.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
      // The first test's handle is revoked: a late write of its own cannot land here.
      expect(await refusal(first.db.execute(sql`select 1`))).toMatch(/closed/);
      await expect(first.ping()).rejects.toThrow(/closed/);
    } finally {
      await second.close();
    }
  });

  it("never hands over a database whose schema a test changed", async () => {
    const changed = await createDatabase({});
    await changed.db.execute(sql`create table scratch_probe (id int)`);
    await changed.close();
    const next = await createDatabase({});
    try {
      const probe = await next.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_class where relname = 'scratch_probe'`,
      );
      expect(probe.rows[0]?.count).toBe(0);
    } finally {
      await next.close();
    }
  });
});
