/**
 * New searches let into the server's thread a few at a time, first come first served (issue 26,
 * item 11). Each search's work on the event loop comes in pieces (its query read, its set stored,
 * its cards rendered) between the waits on the pricing and database threads; with fifty of them in
 * flight, one turn of the loop ran all their ready pieces back to back, and a page asked for in
 * that turn waited hundreds of milliseconds. Through the gate the loop holds at most `limit`
 * searches' pieces, so a page waits for a few of them only, and searches finish in the order
 * they came instead of all late together.
 */
export interface SearchGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Searches waiting at the gate now. */
  readonly waiting: number;
}

/** `limit` searches at once; 0 lets every search in at once. */
export function createSearchGate(limit: number): SearchGate {
  if (limit <= 0) return { run: (work) => work(), waiting: 0 };
  const queue: (() => void)[] = [];
  let running = 0;
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < limit) running += 1;
      // The running count is handed on to the one let in, not given back and taken again.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
