import { inArray, max } from "drizzle-orm";
import type { AppDatabase } from "~/db/client.server";
import { exchangeRates } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { toLocalIso } from "../engine/local-time";
import type { ExchangeRates } from "../engine/money";
import { CBR_DAILY_URL, fetchCbrRates } from "./cbr";

/**
 * Keeps the Bank of Russia's rates current (issue 14, item 5): at start and every few hours, when
 * the stored rates are not today's (Moscow date: the bank sets them in Moscow) and none were
 * fetched today, fetch the daily file and store it. A failure is logged once per attempt and the
 * last good rates stay: nothing is written unless the file parsed with both euros and dollars.
 */
export const RATES_REFRESH_INTERVAL_MS = 3 * 3_600_000;

export type RefreshOutcome = "stored" | "current" | "failed";

export interface RatesRefresher {
  /** One attempt, now: what it did. Never throws. */
  refresh(): Promise<RefreshOutcome>;
  start(): void;
  /** Stops the timer and aborts an attempt in flight. */
  stop(): Promise<void>;
}

const moscowDate = (instant: Date) => toLocalIso(instant, "Europe/Moscow").slice(0, 10);

/** Stores a day's rates, replacing that day's if fetched again. */
export async function storeRates(db: AppDatabase, rates: ExchangeRates, at = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [currency, rubPerUnit] of [
      ["EUR", rates.rubPerEur],
      ["USD", rates.rubPerUsd],
    ] as const) {
      await tx
        .insert(exchangeRates)
        .values({ date: rates.date, currency, rubPerUnit, source: rates.source, fetchedAt: at })
        .onConflictDoUpdate({
          target: [exchangeRates.date, exchangeRates.currency],
          set: { rubPerUnit, source: rates.source, fetchedAt: at },
        });
    }
  });
}

export function createRatesRefresher(options: {
  db: AppDatabase;
  logger: Logger;
  /** The bank's daily file (CBR_DAILY_URL in the environment); tests serve their own. */
  url?: string;
  intervalMs?: number;
  now?: () => Date;
  /** Called after new rates are stored (the charter service drops its cached snapshot). */
  onStored?: (rates: ExchangeRates) => void;
}): RatesRefresher {
  const { db, logger } = options;
  const url = options.url ?? CBR_DAILY_URL;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RefreshOutcome> | null = null;
  let abort = new AbortController();

  /**
   * Today's rates are on record, or a fetch already succeeded today (Moscow dates). On a weekend
   * or a holiday the newest file is the one set before it, dated earlier than today; asking again
   * every few hours would only fetch it again.
   */
  async function current(today: string): Promise<boolean> {
    const [row] = await db
      .select({ date: max(exchangeRates.date), fetchedAt: max(exchangeRates.fetchedAt) })
      .from(exchangeRates)
      .where(inArray(exchangeRates.currency, ["EUR", "USD"]));
    return (
      (row?.date != null && row.date >= today) ||
      (row?.fetchedAt != null && moscowDate(row.fetchedAt) === today)
    );
  }

  async function attempt(): Promise<RefreshOutcome> {
    const at = now();
    const today = moscowDate(at);
    try {
      if (await current(today)) return "current";
      const rates = await fetchCbrRates({
        url,
        fetchImpl: (input, init) =>
          fetch(input, {
            ...init,
            signal: AbortSignal.any([abort.signal, ...(init?.signal ? [init.signal] : [])]),
          }),
      });
      await storeRates(db, rates, at);
      logger.info("exchange rates stored", { ...rates });
      options.onStored?.(rates);
      return "stored";
    } catch (error) {
      logger.warn("exchange rates refresh failed; the last good rates stay", { url, error });
      return "failed";
    }
  }

  function refresh(): Promise<RefreshOutcome> {
    // One attempt at a time: a slow answer is not asked for twice.
    running ??= attempt().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    refresh,
    start() {
      if (timer) return;
      if (abort.signal.aborted) abort = new AbortController();
      void refresh();
      timer = setInterval(() => void refresh(), options.intervalMs ?? RATES_REFRESH_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      abort.abort();
      await running;
    },
  };
}
