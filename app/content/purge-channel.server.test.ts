import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import type { Database } from "~/db/client.server";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import { createContentPurges, type ContentPurges, type PurgeReason } from "./purge-channel.server";

/*
 * Issue 7 §2: the CMS webhook reaches one instance, and every instance's caches must be purged.
 * Two instances are two ContentPurges, each with its own connection to one database (on PGlite,
 * which is one process, they share it).
 */
async function waitFor(check: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databaseTargets())("content purges on $name", (target) => {
  const running: ContentPurges[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((purges) => purges.stop()));
    await target.cleanup();
  });

  async function instance(database: Database) {
    const purges = createContentPurges({ database, logger: silentLogger });
    const reasons: PurgeReason[] = [];
    purges.subscribe((reason) => reasons.push(reason));
    await purges.start();
    running.push(purges);
    return { purges, reasons };
  }

  async function twoInstances() {
    const options = await target.fresh();
    const first = await target.open(options);
    const second = target.name === "pglite" ? first : await target.open(options);
    return [await instance(first), await instance(second)] as const;
  }

  it("a purge announced by one instance purges every other one, and itself once", async () => {
    const [a, b] = await twoInstances();
    expect(a.purges.listening()).toBe(true);
    await a.purges.announce({ documentId: "landing-moscow-sochi", documentType: "landingPage" });
    expect(a.reasons).toEqual(["local"]);
    await waitFor(() => b.reasons.length === 1);
    expect(b.reasons).toEqual(["announced"]);
    await b.purges.announce({ documentId: null, documentType: null });
    await waitFor(() => a.reasons.length === 2);
    // Give a wrongly delivered echo time to arrive before checking there is none.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.reasons).toEqual(["local", "announced"]);
    expect(b.reasons).toEqual(["announced", "local"]);
  });

  it.runIf(target.name === "postgres")(
    "a listener whose connection is cut reconnects, purges what it may have missed, and hears again",
    async () => {
      const options = await target.fresh();
      const a = await instance(await target.open(options));
      const b = await instance(await target.open(options));
      // An operator's pg_terminate_backend, or a failover, ends the LISTEN session.
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      try {
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'jetcharter-listen' and datname = current_database() and pid <> pg_backend_pid()",
        );
      } finally {
        await admin.end();
      }
      await waitFor(() => a.reasons.includes("reconnected") && b.reasons.includes("reconnected"));
      expect(a.purges.listening()).toBe(true);
      await a.purges.announce({ documentId: null, documentType: null });
      await waitFor(() => b.reasons.includes("announced"));
    },
    20_000,
  );
});
