/**
 * Fetches today's official rates from the Bank of Russia and stores them, so that prices in rubles
 * and dollars use them from the next search on. The server does the same by itself at start and
 * every few hours (RATES_REFRESH, app/charter/rates/refresher.server.ts); this is for a one-off run
 * against the same database, e.g. where the server runs with RATES_REFRESH=off:
 *
 *   npm run rates:fetch            # embedded database in DATA_DIR, or DATABASE_URL when set
 */
import { fetchCbrRates, storeRates } from "../app/charter/index.server";
import { openDatabase } from "../app/services.server";
import { parseEnv } from "../app/utils/env.server";
import { createLogger } from "../app/utils/logger.server";

const env = parseEnv(process.env);
const logger = createLogger({ level: env.LOG_LEVEL });
const rates = await fetchCbrRates({ url: env.CBR_DAILY_URL });
const db = await openDatabase(env, logger);
try {
  await storeRates(db.db, rates);
  logger.info("exchange rates stored", { ...rates });
} finally {
  await db.close();
}
