/**
 * The embedded database in its own thread (issue 26, item 11; docs/decisions/032-pglite-thread.md).
 * PGlite's work is synchronous WebAssembly: run in the server's thread, a burst of searches saving
 * their result sets made every page wait behind it. This side keeps PGlite's query surface (what
 * drizzle's PGlite driver and the purge channel use: `query`, `exec`, `transaction`, `listen`,
 * `close`) and sends each call to pglite-thread-worker.server.ts.
 *
 * PGlite is one session. A transaction holds it: queries from outside wait until it ends, as they
 * would wait for the one connection of a pool of one; the transaction's own queries go straight on.
 * A worker that dies fails what was pending and everything after (the health check then fails and
 * the server is restarted): a data folder has one Postgres, and a second one must not start on it
 * behind a first that may still be writing.
 */
import { Worker } from "node:worker_threads";

import { workerEntry } from "~/utils/worker-entry.server";

type RowMode = "object" | "array";

export interface PgliteThreadResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface PgliteThreadError {
  message: string;
  name?: string;
  fields: Record<string, unknown>;
}

export type ToPgliteThread =
  | { type: "query"; id: number; sql: string; params: unknown[]; rowMode: RowMode }
  | { type: "exec"; id: number; sql: string }
  | { type: "listen"; id: number; channel: string }
  | { type: "unlisten"; id: number; channel: string }
  | { type: "close"; id: number };

export type FromPgliteThread =
  | { type: "ready" }
  | { type: "failed"; error: PgliteThreadError }
  | { type: "result"; id: number; result: unknown }
  | { type: "error"; id: number; error: PgliteThreadError }
  | { type: "notify"; channel: string; payload: string };

/** A query's options as drizzle passes them; the parsers drizzle sets are applied in the worker. */
interface QueryOptions {
  rowMode?: RowMode;
}

/** What runs inside `transaction`: the same calls, without waiting for the transaction to end. */
export interface PgliteThreadSession {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<PgliteThreadResult & { rows: T[] }>;
  exec(sql: string): Promise<PgliteThreadResult[]>;
}

export interface PgliteThread extends PgliteThreadSession {
  readonly closed: boolean;
  transaction<T>(work: (tx: PgliteThreadSession) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A Postgres error from the worker, with its fields (code, detail, constraint...) as PGlite's has. */
function rebuild(error: PgliteThreadError): Error {
  const rebuilt = new Error(error.message);
  if (error.name) rebuilt.name = error.name;
  return Object.assign(rebuilt, error.fields);
}

/** Starts the worker on the data folder `dir` and resolves once PGlite has opened it. */
export async function openPgliteThread(dir: string): Promise<PgliteThread> {
  // build/express/pglite-worker.js in the build (scripts/build-server.mjs), the source otherwise.
  const entry = workerEntry(import.meta.url, "pglite-thread-worker.server.ts", "pglite-worker.js");
  const worker = new Worker(entry.entry, { eval: entry.eval, workerData: { dir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let dead: Error | undefined;
  let closed = false;
  /** Set while a transaction holds the session; calls from outside wait for it. */
  let held: Promise<void> | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: FromPgliteThread) => {
      switch (message.type) {
        case "ready":
          resolve();
          return;
        case "failed":
          reject(rebuild(message.error));
          return;
        case "notify":
          for (const callback of listeners.get(message.channel) ?? []) callback(message.payload);
          return;
        case "result":
        case "error": {
          const call = pending.get(message.id);
          if (!call) return;
          pending.delete(message.id);
          if (pending.size === 0) worker.unref();
          if (message.type === "result") call.resolve(message.result);
          else call.reject(rebuild(message.error));
        }
      }
    });
    const fail = (error: Error) => {
      dead ??= error;
      reject(error);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on("error", (error) =>
      fail(new Error(`database thread failed: ${error.message}`, { cause: error })),
    );
    worker.on("exit", (code) => fail(new Error(`database thread exited (code ${code})`)));
  });
  await ready;
  // An idle database thread does not keep the process alive; one with a call in flight does.
  worker.unref();

  type Call = ToPgliteThread extends infer M ? (M extends { id: number } ? Omit<M, "id"> : never) : never;
  function send<T>(call: Call): Promise<T> {
    if (dead) return Promise.reject(dead);
    if (closed && call.type !== "close") return Promise.reject(new Error("database is closed"));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...call, id });
    });
  }

  async function outside(): Promise<void> {
    while (held) await held;
  }

  const session: PgliteThreadSession = {
    query: (sql, params = [], options = {}) =>
      send({ type: "query", sql, params, rowMode: options.rowMode ?? "object" }),
    exec: (sql) => send({ type: "exec", sql }),
  };

  return {
    get closed() {
      return closed;
    },
    async query(sql, params, options) {
      await outside();
      return session.query(sql, params, options);
    },
    async exec(sql) {
      await outside();
      return session.exec(sql);
    },
    async transaction(work) {
      await outside();
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      try {
        await session.exec("begin");
        let result;
        try {
          result = await work(session);
        } catch (error) {
          await session.exec("rollback").catch(() => undefined);
          throw error;
        }
        await session.exec("commit");
        return result;
      } finally {
        held = undefined;
        release();
      }
    },
    async listen(channel, callback) {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        listeners.set(channel, (callbacks = new Set()));
        await send({ type: "listen", channel });
      }
      callbacks.add(callback);
      return async () => {
        callbacks.delete(callback);
        if (callbacks.size > 0 || listeners.get(channel) !== callbacks) return;
        listeners.delete(channel);
        if (!closed && !dead) await send({ type: "unlisten", channel });
      };
    },
    async close() {
      if (closed) return;
      await outside();
      closed = true;
      try {
        if (!dead) await send({ type: "close" });
      } finally {
        await worker.terminate();
      }
    },
  };
}
