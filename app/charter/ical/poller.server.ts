import { pollDueFeeds, type PollDeps, type PollOutcome } from "./feeds.server";

/**
 * Runs the calendar feeds' polls in the server (issue 27, item 4), in the style of the saved sets'
 * sweeper (../sweeper.server.ts): every ICAL_POLL_INTERVAL_MINUTES on every instance, each feed
 * claimed by one of them; the first run a minute after start; 0 turns it off.
 */
export interface FeedPoller {
  /** One run, now; never throws (a failure is logged and the next run tries again). */
  poll(): Promise<PollOutcome[] | null>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export const FIRST_POLL_DELAY_MS = 60_000;

export function createFeedPoller(deps: PollDeps & { intervalMs: number }): FeedPoller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function poll() {
    try {
      const outcomes = await pollDueFeeds(deps, deps.intervalMs);
      const updated = outcomes.filter((outcome) => outcome.status === "updated");
      if (updated.length > 0) deps.logger.info("calendar feeds polled", { updated: updated.length });
      return outcomes;
    } catch (error) {
      deps.logger.warn("calendar feed polling failed", {
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = poll().finally(() => {
        running = null;
        if (timer) schedule(deps.intervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    poll,
    start() {
      if (timer || deps.intervalMs <= 0) return;
      schedule(Math.min(FIRST_POLL_DELAY_MS, deps.intervalMs));
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
