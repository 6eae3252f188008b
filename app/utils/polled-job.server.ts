import type { Logger } from "./logger.server";

/**
 * A background job that runs on a timer and on demand, never twice at once in this process: the
 * outbox's drain and the watches' scan. A run asked for while one is going is run once more right
 * after it, so what a commit asked for is not lost to a run that started before it.
 */
export interface PolledJob<T> {
  /** Runs now, or joins the run in progress (and asks for one more after it). */
  runOnce(): Promise<T>;
  /** Asks for a run soon; errors are logged. Does nothing while stopped. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
  readonly stopped: boolean;
}

export function createPolledJob<T>(options: {
  run: () => Promise<T>;
  pollMs: number;
  logger: Logger;
  /** The log line of a failed run, e.g. "outbox drain failed". */
  failure: string;
}): PolledJob<T> {
  const { run, pollMs, logger, failure } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  let again = false;
  let stopped = true;
  const logged = (promise: Promise<unknown>) =>
    promise.catch((error: unknown) => logger.error(failure, { error }));

  function runOnce(): Promise<T> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void logged(runOnce());
      }
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void logged(runOnce()).finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    kick() {
      if (stopped) return;
      void logged(runOnce());
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    get stopped() {
      return stopped;
    },
  };
}
