/**
 * New in-memory PGlite databases for the test suite (issue 31, item 6: CI under 20 minutes).
 * Production never sets PGLITE_TEMPLATE, so none of this runs there: a first start runs initdb and
 * every migration, as it always did.
 *
 * - **The template.** A new PGlite database normally starts with initdb, which takes 3–5 s in
 *   WebAssembly. When PGLITE_TEMPLATE names a dump of an empty, migrated database
 *   (tests/setup/pglite-template.ts writes one before the unit tests), a new in-memory database or a
 *   new, empty data folder loads that dump instead, and the migrations then find nothing to do.
 * - **Spares.** Loading the dump still takes 1.2–2.4 s, and the suite opened 66 in-memory databases
 *   in one run, about half of its test time. So a closed in-memory database is wiped (every table
 *   of `public` truncated, identities restarted, the session reset) and kept for the next one in
 *   the same process, which then takes about 0.2 s. The handle the closing test held is revoked: any
 *   use after `close()` throws, as a closed PGlite's does, so a test's late write can never land in
 *   the next test's database. A database that listened for notifications, whose tables or functions
 *   changed, or whose wipe failed is closed for real instead.
 */
import { readFile } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";

let template: { file: string; blob: Promise<Blob> } | undefined;

/** The template's dump, read once per process (about 40 MB); undefined outside the test suite. */
export function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env.PGLITE_TEMPLATE;
  if (!file) return Promise.resolve(undefined);
  if (template?.file !== file) template = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return template.blob;
}

/** At most this many wiped databases wait per process: each holds its own Postgres in memory. */
const MAX_SPARES = 2;
/** A wipe that takes longer is stuck behind a transaction a test left open: that one is dropped. */
const WIPE_TIMEOUT_MS = 5_000;

const spares: PGlite[] = [];
/** The schema's shape as the template has it (tables, columns, triggers, functions). */
let templateShape: Promise<string> | undefined;

export interface LeasedPglite {
  /** The database, through a handle that refuses every use once `close()` has been called. */
  client: PGlite;
  close(): Promise<void>;
}

/** An empty database from the template: a wiped spare when one waits, else a new one. */
export async function leasePglite(dump: Blob): Promise<LeasedPglite> {
  const real = spares.pop() ?? (await PGlite.create({ loadDataDir: dump }));
  templateShape ??= shapeOf(real);
  await templateShape;

  let revoked = false;
  let listened = false;
  const client = new Proxy(real, {
    get(target, property) {
      if (revoked) {
        // purge-channel.server.ts asks `closed` before unlistening: a closed database says so.
        if (property === "closed") return true;
        throw new Error("PGlite is closed");
      }
      // Listeners are registered in the PGlite object itself, where a wipe cannot reach them.
      if (property === "listen") listened = true;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  let closing: Promise<void> | undefined;
  return {
    client,
    close() {
      revoked = true;
      closing ??= (async () => {
        const reusable = !listened && spares.length < MAX_SPARES && (await wipe(real));
        if (reusable) spares.push(real);
        else if (!real.closed) await real.close().catch(() => undefined);
      })();
      return closing;
    },
  };
}

/** Empties every table of `public` and resets the session; false when the database is not as new. */
async function wipe(client: PGlite): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), WIPE_TIMEOUT_MS);
  });
  const work = (async () => {
    try {
      // A transaction left open by a failed test is rolled back (a warning when there is none).
      await client.exec("ROLLBACK");
      await client.exec("DISCARD ALL");
      const { rows } = await client.query<{ list: string | null }>(
        "select string_agg(format('%I.%I', schemaname, tablename), ', ') as list from pg_tables where schemaname = 'public'",
      );
      // The audit log's trigger refuses TRUNCATE (migration 0004): replica mode skips ordinary triggers.
      if (rows[0]?.list) {
        await client.exec(
          `SET session_replication_role = replica; TRUNCATE ${rows[0].list} RESTART IDENTITY CASCADE; SET session_replication_role = DEFAULT;`,
        );
      }
      return (await shapeOf(client)) === (await templateShape);
    } catch {
      return false;
    }
  })();
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A digest of the app's schemas: relations, columns and their types, triggers, functions. */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(`
    select md5(coalesce(string_agg(item, ',' order by item), '')) as shape from (
      select format('%s.%s:%s', n.nspname, c.relname, c.relkind) as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle')
      union all
      select format('%s.%s.%s:%s', n.nspname, c.relname, a.attname, a.atttypid)
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and a.attnum > 0 and not a.attisdropped
      union all
      select format('trigger %s.%s:%s', c.relname, t.tgname, t.tgenabled)
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'
      union all
      select format('function %s', p.oid::regprocedure)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
    ) items`);
  return rows[0]?.shape ?? "";
}
