import { describe, expect, it } from "vitest";

import { createSearchGate } from "./search-gate";

/** A search that ends when the test says so. */
function pending() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

describe("the search gate (issue 26, item 11)", () => {
  it("lets `limit` searches in at once and the others in the order they came", async () => {
    const gate = createSearchGate(2);
    const started: number[] = [];
    const searches = [0, 1, 2, 3].map(() => pending());
    const runs = searches.map((search, index) =>
      gate.run(async () => {
        started.push(index);
        await search.done;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(2);

    searches[1]!.finish();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);

    // A search that fails frees its place like one that answers.
    searches[0]!.fail(new Error("pricing unavailable"));
    await expect(runs[0]).rejects.toThrow("pricing unavailable");
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.waiting).toBe(0);

    searches[2]!.finish();
    searches[3]!.finish();
    expect(await Promise.all(runs.slice(2))).toEqual([2, 3]);
  });

  it("with a limit of 0 lets every search in at once", async () => {
    const gate = createSearchGate(0);
    const searches = [0, 1, 2].map(() => pending());
    let started = 0;
    const runs = searches.map((search) =>
      gate.run(async () => {
        started += 1;
        await search.done;
      }),
    );
    expect(started).toBe(3);
    for (const search of searches) search.finish();
    await Promise.all(runs);
  });
});
