/**
 * One sweep of expired saved result sets (issue 15, item 1), for cron where the servers run with
 * SWEEP_INTERVAL_MINUTES=0. Safe beside running servers: one sweep works at a time (advisory lock).
 *
 *   npm run sweep            # embedded database in DATA_DIR, or DATABASE_URL when set
 */
import { remindExpiringDocuments, sweepSavedSets } from "../app/charter/index.server";
import { openDatabase } from "../app/services.server";
import { parseEnv } from "../app/utils/env.server";
import { createLogger } from "../app/utils/logger.server";

const env = parseEnv(process.env);
const logger = createLogger({ level: env.LOG_LEVEL });
const db = await openDatabase(env, logger);
try {
  const outcome = await sweepSavedSets(db.db, new Date());
  logger.info(outcome.ran ? "saved result sets swept" : "another sweep is running; nothing done", outcome);
  // The 14-day reminders of operators' documents (issue 27, item 2), as the servers' sweep sends them.
  logger.info(
    "expiring operator documents reminded",
    await remindExpiringDocuments(db.db, new Date(), env.SITE_URL),
  );
} finally {
  await db.close();
}
