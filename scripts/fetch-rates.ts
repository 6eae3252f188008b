/**
 * Fetches today's official rates from the Bank of Russia and stores them, so that prices in rubles
 * and dollars use them from the next search on. Run it daily where the bank's site is reachable
 * (a cron job or the platform's scheduler), against the same database as the server:
 *
 *   npm run rates:fetch            # embedded database in DATA_DIR, or DATABASE_URL when set
 */
import { fetchCbrRates } from "../app/charter/rates/cbr";
import { exchangeRates } from "../app/db/schema";
import { openDatabase } from "../app/services.server";
import { parseEnv } from "../app/utils/env.server";
import { createLogger } from "../app/utils/logger.server";

const env = parseEnv(process.env);
const logger = createLogger({ level: env.LOG_LEVEL });
const rates = await fetchCbrRates();
const db = await openDatabase(env, logger);
try {
  for (const [currency, rubPerUnit] of [
    ["EUR", rates.rubPerEur],
    ["USD", rates.rubPerUsd],
  ] as const) {
    await db.db
      .insert(exchangeRates)
      .values({ date: rates.date, currency, rubPerUnit, source: rates.source })
      .onConflictDoUpdate({
        target: [exchangeRates.date, exchangeRates.currency],
        set: { rubPerUnit, fetchedAt: new Date() },
      });
  }
  logger.info("exchange rates stored", { ...rates });
} finally {
  await db.close();
}
