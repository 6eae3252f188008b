/**
 * Pricing off the event loop (issue 26, item 11; docs/decisions/028-pricing-workers.md): searches
 * are priced in a pool of worker threads, so a page render never waits behind the engine. Each
 * worker holds the market snapshot rebuilt from its data (market-build.ts); the data is sent to a
 * worker only when the snapshot's version (a hash of that data) is new to it, so the 15-second
 * reloads that change nothing cost nothing and the worker keeps its warm fleet index.
 *
 * A size of 0 prices in process, as before: the unit tests and scripts do, and so does a market the
 * pool cannot send (market-build.ts, marketWire). A worker that dies or overruns TASK_TIMEOUT_MS
 * fails its searches with PricingUnavailable (the API's 503 `unavailable`, outage.ts) and is
 * replaced; the queue goes on with the others.
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Logger } from "~/utils/logger.server";
import { workerEntry } from "~/utils/worker-entry.server";
import type { Market } from "../engine/market";
import type { RuleBook } from "../restrictions/rule-book";
import { searchOffers, type Offer, type OfferQuery } from "../engine/offers";
import { marketWire, offerFromWire, type MarketWire } from "./market-build";
import type { FromWorker, ToWorker } from "./pricing-worker.server";

/** Tasks a worker is given at once: the next waits in its port while it answers the first. */
const TASKS_PER_WORKER = 2;
/** Markets a worker keeps (pricing-worker.server.ts, KEPT): a search may still hold the last one. */
const MARKETS_PER_WORKER = 2;
/** A search is priced in milliseconds; one still running after this has hung its worker. */
const TASK_TIMEOUT_MS = 10_000;
/** A worker still loading its code after this is stuck: it is ended and replaced. */
const STARTUP_TIMEOUT_MS = 30_000;
/** A worker that dies this soon after it started is replaced after this delay, not at once. */
const RESPAWN_DELAY_MS = 1_000;

/** A search the pool could not price now: a worker died, hung, or the pool is closing. */
export class PricingUnavailable extends Error {
  override readonly name = "PricingUnavailable";
}

export const isPricingUnavailable = (error: unknown): error is PricingUnavailable =>
  error instanceof PricingUnavailable;

export interface PricingPool {
  /** Worker threads; 0 prices in process. */
  readonly size: number;
  /** searchOffers over the snapshot's market (its rules are what a worker rebuilds), in a worker. */
  price(snapshot: PricedSnapshot, query: OfferQuery, limit?: number): Promise<Offer[]>;
  /** Ends the workers; searches still queued fail with PricingUnavailable. */
  close(): Promise<void>;
}

/** The pool's size for a setting: `auto` is one worker per core but the server's own, at least 1. */
export function pricingWorkers(setting: number | "auto"): number {
  return setting === "auto" ? Math.max(1, availableParallelism() - 1) : setting;
}

/** Prices in process: the pool of size 0. */
export const inProcessPricing: PricingPool = {
  size: 0,
  price: ({ market }, query, limit) => Promise.resolve(searchOffers(market, query, limit)),
  close: () => Promise.resolve(),
};

/** The market, and the rule book its `legAllowed` asks (snapshot.server.ts). */
export interface PricedSnapshot {
  market: Market;
  rules: Partial<Pick<RuleBook, "rules">>;
}

interface Task {
  id: number;
  market: Market;
  version: string;
  wire: MarketWire;
  query: OfferQuery;
  limit: number | undefined;
  resolve(offers: Offer[]): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  startedAt: number;
  /** The market versions this worker holds, oldest first (it drops them in the same order). */
  versions: string[];
  running: Map<number, Task>;
  /** The worker has loaded its code (its "ready" message); until then its tasks' timers wait. */
  ready: boolean;
}

export function createPricingPool(options: {
  size: number;
  logger: Logger;
  /** Tests: the worker obeys crash and hang messages, and each new worker is shown. */
  testHooks?: { onWorker?: (worker: Worker) => void };
  taskTimeoutMs?: number;
}): PricingPool {
  const { size, logger } = options;
  if (size <= 0) return inProcessPricing;
  const timeoutMs = options.taskTimeoutMs ?? TASK_TIMEOUT_MS;
  // build/express/pricing-worker.js in the build (scripts/build-server.mjs), the source otherwise.
  const entry = workerEntry(import.meta.url, "pricing-worker.server.ts", "pricing-worker.js");
  const queue: Task[] = [];
  const versions = new WeakMap<Market, { version: string; wire: MarketWire } | null>();
  let nextId = 1;
  let closed = false;

  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    startedAt: 0,
    versions: [],
    running: new Map(),
    ready: false,
  }));

  function spawn(slot: Slot): void {
    if (closed) return;
    const worker = new Worker(entry.entry, {
      eval: entry.eval,
      workerData: { testHooks: options.testHooks !== undefined },
    });
    slot.worker = worker;
    slot.startedAt = Date.now();
    slot.versions = [];
    slot.ready = false;
    setTimeout(() => {
      if (slot.worker !== worker || slot.ready) return;
      logger.error("pricing worker did not start; terminating it", { timeoutMs: STARTUP_TIMEOUT_MS });
      void worker.terminate();
      lost(slot, `pricing worker did not start within ${STARTUP_TIMEOUT_MS} ms`);
    }, STARTUP_TIMEOUT_MS).unref();
    // An idle worker does not keep the process alive; one with searches does (see dispatch).
    worker.unref();
    worker.on("message", (message: FromWorker) => {
      if (message.type === "ready") {
        // Loading the engine in a new thread is not a hung search (seconds on a busy machine).
        slot.ready = true;
        for (const task of slot.running.values()) watch(slot, worker, task);
        return;
      }
      const task = slot.running.get(message.id);
      if (!task) return;
      slot.running.delete(message.id);
      clearTimeout(task.timer);
      if (slot.running.size === 0) worker.unref();
      if (message.type === "offers")
        task.resolve(message.offers.map((offer) => offerFromWire(offer, task.market)));
      // The engine threw: the same fault as in process, a 500 (not the pool's).
      else task.reject(new Error(`pricing failed: ${message.message}`));
      dispatch();
    });
    worker.on("error", (error) => {
      logger.error("pricing worker failed", { error });
    });
    worker.on("exit", (code) => {
      if (slot.worker !== worker) return;
      lost(slot, `pricing worker exited with code ${code}`);
    });
    options.testHooks?.onWorker?.(worker);
  }

  /** A worker is gone: its searches fail (503), a new one takes its place, the queue goes on. */
  function lost(slot: Slot, why: string): void {
    const early = Date.now() - slot.startedAt < RESPAWN_DELAY_MS;
    slot.worker = null;
    for (const task of slot.running.values()) {
      clearTimeout(task.timer);
      task.reject(new PricingUnavailable(why));
    }
    slot.running.clear();
    if (closed) return;
    logger.warn("pricing worker replaced", { why });
    if (early) {
      setTimeout(() => {
        spawn(slot);
        dispatch();
      }, RESPAWN_DELAY_MS).unref();
    } else spawn(slot);
    dispatch();
  }

  /** A search still running after the timeout has hung its worker: it is ended and replaced. */
  function watch(slot: Slot, worker: Worker, task: Task): void {
    task.timer = setTimeout(() => {
      if (slot.worker !== worker) return;
      logger.error("pricing worker hung; terminating it", { query: task.query, timeoutMs });
      void worker.terminate();
      lost(slot, `pricing took over ${timeoutMs} ms`);
    }, timeoutMs);
  }

  function dispatch(): void {
    while (queue.length > 0) {
      let slot: Slot | undefined;
      for (const candidate of slots) {
        if (!candidate.worker || candidate.running.size >= TASKS_PER_WORKER) continue;
        if (!slot || candidate.running.size < slot.running.size) slot = candidate;
      }
      if (!slot) return;
      const worker = slot.worker!;
      const task = queue.shift()!;
      if (!slot.versions.includes(task.version)) {
        worker.postMessage({ type: "market", version: task.version, wire: task.wire } satisfies ToWorker);
        slot.versions.push(task.version);
        if (slot.versions.length > MARKETS_PER_WORKER) slot.versions.shift();
      }
      slot.running.set(task.id, task);
      worker.ref();
      if (slot.ready) watch(slot, worker, task);
      const message: ToWorker = {
        type: "price",
        id: task.id,
        version: task.version,
        query: task.query,
        ...(task.limit === undefined ? {} : { limit: task.limit }),
      };
      worker.postMessage(message);
    }
  }

  /** The market's data and version, once per snapshot; null when it must be priced in process. */
  function versionOf({ market, rules }: PricedSnapshot): { version: string; wire: MarketWire } | null {
    if (!versions.has(market)) {
      const wire = marketWire(market, rules);
      const version = wire && createHash("sha1").update(JSON.stringify(wire)).digest("base64url");
      if (!wire) logger.warn("market priced in process: it cannot be sent to a pricing worker");
      versions.set(market, wire && version ? { version, wire } : null);
    }
    return versions.get(market)!;
  }

  for (const slot of slots) spawn(slot);

  return {
    size,
    price(snapshot, query, limit) {
      if (closed) return Promise.reject(new PricingUnavailable("the pricing pool is closed"));
      const known = versionOf(snapshot);
      if (!known) return inProcessPricing.price(snapshot, query, limit);
      return new Promise<Offer[]>((resolve, reject) => {
        queue.push({ id: nextId++, market: snapshot.market, ...known, query, limit, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new PricingUnavailable("the pricing pool is closed"));
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          for (const task of slot.running.values()) {
            clearTimeout(task.timer);
            task.reject(new PricingUnavailable("the pricing pool is closed"));
          }
          slot.running.clear();
          await worker?.terminate();
        }),
      );
    },
  };
}
