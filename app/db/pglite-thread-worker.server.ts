/**
 * The embedded database's own thread (issue 26, item 11; docs/decisions/032-pglite-thread.md):
 * PGlite runs Postgres compiled to WebAssembly, and every query's parsing, planning and writing to
 * its in-memory file system is synchronous work. Here it happens in a worker thread, so the server's
 * event loop only posts the SQL and reads the rows back. The other side is pglite-thread.server.ts.
 *
 * One PGlite per worker, one worker per data folder. Messages are answered in the order PGlite runs
 * them (its own queue is first in, first out); the transaction boundaries are the caller's business.
 */
import { readdir, readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";

import { PGlite, types } from "@electric-sql/pglite";

import type { FromPgliteThread, PgliteThreadError, ToPgliteThread } from "./pglite-thread.server";

if (!parentPort) throw new Error("pglite-thread-worker: not started as a worker thread");
const port = parentPort;
const { dir } = workerData as { dir: string };

// Dates, times and intervals stay text, as drizzle's PGlite driver asks of every query (its
// PglitePreparedQuery sets the same parsers); the functions cannot cross the thread boundary,
// so the worker applies them to all queries.
const keep = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keep],
  ),
);

const listening = new Map<string, () => Promise<void>>();

function post(message: FromPgliteThread): void {
  port.postMessage(message);
}

/** A Postgres error's fields (code, detail, constraint...) travel with its message. */
function describe(error: unknown): PgliteThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || typeof value === "object") continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** A new data folder starts from the test suite's template when there is one (pglite-template.server.ts). */
async function open(): Promise<PGlite> {
  const template = process.env.PGLITE_TEMPLATE;
  const empty = (await readdir(dir)).length === 0;
  if (!template || !empty) return PGlite.create(dir);
  return PGlite.create(dir, { loadDataDir: new Blob([await readFile(template)]) });
}

const opening = open();
opening.then(
  () => post({ type: "ready" }),
  (error: unknown) => post({ type: "failed", error: describe(error) }),
);

port.on("message", (message: ToPgliteThread) => {
  void handle(message);
});

async function handle(message: ToPgliteThread): Promise<void> {
  const { id } = message;
  try {
    const pg = await opening;
    switch (message.type) {
      case "query": {
        const result = await pg.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
        post({
          type: "result",
          id,
          result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
        });
        return;
      }
      case "exec": {
        const results = await pg.exec(message.sql);
        post({
          type: "result",
          id,
          result: results.map((result) => ({
            rows: result.rows,
            fields: result.fields,
            affectedRows: result.affectedRows,
          })),
        });
        return;
      }
      case "listen": {
        if (!listening.has(message.channel)) {
          const unlisten = await pg.listen(message.channel, (payload) =>
            post({ type: "notify", channel: message.channel, payload }),
          );
          listening.set(message.channel, unlisten);
        }
        post({ type: "result", id, result: null });
        return;
      }
      case "unlisten": {
        await listening.get(message.channel)?.();
        listening.delete(message.channel);
        post({ type: "result", id, result: null });
        return;
      }
      case "close": {
        if (!pg.closed) await pg.close();
        post({ type: "result", id, result: null });
        return;
      }
    }
  } catch (error) {
    post({ type: "error", id, error: describe(error) });
  }
}
