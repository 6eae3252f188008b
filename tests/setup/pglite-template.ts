/**
 * Vitest's global set-up (issue 31, item 6): dumps one empty, migrated PGlite database to a file and
 * names it in PGLITE_TEMPLATE, so each of the suite's hundred-odd new databases loads that dump
 * (about 1.5 s) instead of running initdb in WebAssembly (3–5 s) and every migration again
 * (app/db/client.server.ts, `pgliteTemplate`). The file is keyed by the PGlite version and the
 * migrations' contents, so a new migration makes a new template; a stale one is never used.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

async function migrationsHash(folder: string): Promise<string> {
  const hash = createHash("sha256");
  const pglite = JSON.parse(
    await readFile(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(pglite.version);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(folder);
  return hash.digest("hex").slice(0, 16);
}

export default async function setup(): Promise<void> {
  const migrationsFolder = path.join(process.cwd(), "app/db/migrations");
  const file = path.join(
    os.tmpdir(),
    `charter-pglite-template-${await migrationsHash(migrationsFolder)}.tar`,
  );
  if (!existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    await client.close();
    // Written under a temporary name and renamed, so a parallel run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  process.env.PGLITE_TEMPLATE = file;
}
