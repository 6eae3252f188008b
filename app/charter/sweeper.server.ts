import type { AppDatabase } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import { remindExpiringDocuments } from "./console/document-reminders.server";
import { sweepSavedSets } from "./saved.server";

/**
 * Runs the sweep of expired saved result sets in the server (issue 15, item 1): every
 * SWEEP_INTERVAL_MINUTES on every instance, of which one does the work at a time (the advisory
 * lock in sweepSavedSets); `npm run sweep` does one run from cron instead (SWEEP_INTERVAL_MINUTES=0).
 * The first run waits a minute after start, so a restart's first requests do not meet it.
 * Each run also tells operators and supervisors of certificates and policies expiring within 14
 * days (issue 27, item 2: console/document-reminders.server.ts), once per document.
 */
export interface Sweeper {
  /** One run, now; never throws (a failure is logged and the next run tries again). */
  sweep(): Promise<Awaited<ReturnType<typeof sweepSavedSets>> | null>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export const FIRST_SWEEP_DELAY_MS = 60_000;

export function createSweeper(options: {
  db: AppDatabase;
  logger: Logger;
  intervalMs: number;
  now?: () => Date;
  /** The site's address, for the link to the documents page in a reminder. */
  siteUrl?: string;
}): Sweeper {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function remind() {
    try {
      const outcome = await remindExpiringDocuments(options.db, now(), options.siteUrl);
      if (outcome.reminded > 0) options.logger.info("expiring operator documents reminded", outcome);
    } catch (error) {
      options.logger.warn("reminders of expiring operator documents failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function sweep() {
    await remind();
    try {
      const outcome = await sweepSavedSets(options.db, now());
      if (outcome.ran && (outcome.expired > 0 || outcome.deleted > 0)) {
        options.logger.info("saved result sets swept", outcome);
      }
      return outcome;
    } catch (error) {
      options.logger.warn("sweep of saved result sets failed", {
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = sweep().finally(() => {
        running = null;
        if (timer) schedule(options.intervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    sweep,
    start() {
      if (timer || options.intervalMs <= 0) return;
      schedule(Math.min(FIRST_SWEEP_DELAY_MS, options.intervalMs));
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
