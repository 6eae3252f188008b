/**
 * A pricing worker thread (issue 26, item 11; pricing-pool.server.ts): it keeps the last markets
 * the server sent, rebuilt by the server's own builder (market-build.ts), and prices queries over
 * them with the engine's front door, `searchOffers`. Messages are handled in order, so a market
 * always arrives before the queries that name its version.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Market, MarketAircraft } from "../engine/market";
import { searchOffers, type OfferQuery } from "../engine/offers";
import { marketFromWire, offerToWire, type MarketWire, type WireOffer } from "./market-build";

/** Markets kept, oldest dropped first; the pool keeps the same count per worker (MARKETS_PER_WORKER). */
const KEPT = 2;

export type ToWorker =
  | { type: "market"; version: string; wire: MarketWire }
  | { type: "price"; id: number; version: string; query: OfferQuery; limit?: number }
  // Tests only (workerData.testHooks): a crash, and a search that never ends.
  | { type: "crash" }
  | { type: "hang" };

export type FromWorker =
  | { type: "offers"; id: number; offers: WireOffer[] }
  | { type: "failed"; id: number; message: string }
  // Loaded and listening: the pool's hang timer counts from here, not from the thread's start.
  | { type: "ready" };

const port = parentPort;
if (!port) throw new Error("pricing-worker runs as a worker thread (pricing-pool.server.ts)");
const testHooks = (workerData as { testHooks?: boolean } | null)?.testHooks === true;

const markets = new Map<string, { market: Market; indexOf: Map<MarketAircraft, number> }>();

port.on("message", (message: ToWorker) => {
  if (message.type === "market") {
    const market = marketFromWire(message.wire);
    markets.set(message.version, { market, indexOf: new Map(market.aircraft.map((a, i) => [a, i])) });
    while (markets.size > KEPT) markets.delete(markets.keys().next().value!);
    return;
  }
  if (message.type === "price") {
    let answer: FromWorker;
    try {
      const known = markets.get(message.version);
      if (!known) throw new Error(`market ${message.version} was not sent to this worker`);
      const offers = searchOffers(known.market, message.query, message.limit);
      answer = {
        type: "offers",
        id: message.id,
        offers: offers.map((offer) => offerToWire(offer, known.indexOf)),
      };
    } catch (error) {
      answer = {
        type: "failed",
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    port.postMessage(answer);
    return;
  }
  if (testHooks && message.type === "crash") process.exit(3);
  if (testHooks && message.type === "hang") for (;;);
});

port.postMessage({ type: "ready" } satisfies FromWorker);
