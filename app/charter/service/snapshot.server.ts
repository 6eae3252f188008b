import type { AppDatabase } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import type { AirportIndex } from "../airports/airports";
import type { Market } from "../engine/market";
import type { ExchangeRates } from "../engine/money";
import { currentRates, loadMarket } from "../market.server";
import type { RuleBook } from "../restrictions/rule-book";
import { loadRuleBook } from "../restrictions/seed.server";

/** The marketplace snapshot is reused this long: schedules change by the hour, searches by the second. */
const MARKET_TTL_MS = 15_000;

export interface Snapshot {
  market: Market;
  rates: ExchangeRates;
  rules: RuleBook;
}

export interface SnapshotCache {
  /**
   * The marketplace, the rates and the closed-airport and airspace rules in force, read together
   * and reused for MARKET_TTL_MS. Every flight the engine plans asks the rule book first.
   */
  snapshot(): Promise<Snapshot>;
  /** Forgets the snapshot, so the next call reads the market again. */
  clear(): void;
}

export function createSnapshotCache(deps: {
  db: AppDatabase;
  logger: Logger;
  airports: AirportIndex;
  now: () => Date;
}): SnapshotCache {
  const { db, logger, airports, now } = deps;
  let cached: { snapshot: Promise<Snapshot>; at: number } | null = null;
  return {
    snapshot() {
      const at = now().getTime();
      if (!cached || at - cached.at > MARKET_TTL_MS) {
        const loading = loadRuleBook(db, now(), logger).then(async (rules) => {
          const [market, rates] = await Promise.all([
            loadMarket(db, airports, now(), rules),
            currentRates(db),
          ]);
          return { market, rates, rules };
        });
        cached = { snapshot: loading, at };
        loading.catch(() => {
          if (cached?.snapshot === loading) cached = null;
        });
      }
      return cached.snapshot;
    },
    clear() {
      cached = null;
    },
  };
}
