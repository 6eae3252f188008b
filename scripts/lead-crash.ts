/**
 * No acknowledged lead is lost when the server dies (issue 6, done criterion; API.md: "Leads and
 * pre-orders are committed to the database before the 2xx answer"). Each round starts the
 * production build on a fresh embedded database, fires a burst of POST /api/partner-email from
 * many clients at once, kills the server with SIGKILL in the middle of the burst, starts it again
 * on the same data, waits until its /healthz reports an empty outbox, stops it, and then reads
 * the database directly:
 * every lead answered 201 must be stored with its e-mail to the sales team in the outbox, and the
 * restarted server must have delivered the e-mails the killed one had not.
 * Needs `npm run build` first.
 *
 *   npx tsx scripts/lead-crash.ts [rounds=3] [leads=400] [killAfterAcks=150] [concurrency=25]
 *
 * Set DATABASE_URL to run it against a Postgres server instead (each round uses a new scratch
 * database on it).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { createDatabase } from "../app/db/client.server";
import { createScratchDatabase } from "../app/db/testing.server";
import { leads, outbox } from "../app/db/schema";
import { startBuiltServer, untilAnswering } from "./built-server";

const [rounds = 3, total = 400, killAfterAcks = 150, concurrency = 25] = process.argv.slice(2).map(Number);
const port = 3191;
const base = `http://127.0.0.1:${port}`;

function start(env: Record<string, string>): ChildProcess {
  return startBuiltServer(port, { LOG_LEVEL: "error", TRUST_PROXY: "1", ...env });
}

const healthy = () => untilAnswering(`${base}/healthz`, 60_000);

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

interface RoundResult {
  sent: number;
  acknowledged: number;
  refusedOrCut: number;
  storedAfterRestart: number;
  lostAcknowledged: number;
  storedUnacknowledged: number;
  outboxRows: number;
  pendingAtKill: number;
  deliveredAfterRestart: number;
  msToRecover: number;
}

async function round(index: number): Promise<RoundResult> {
  const databaseEnv: Record<string, string> = {};
  let dispose = async () => {};
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    databaseEnv.DATABASE_URL = scratch.url;
    dispose = scratch.drop;
  } else {
    databaseEnv.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "lead-crash-"));
  }
  // Mail goes nowhere reachable during the burst (a closed local port), so the killed server
  // leaves its outbox pending; the restarted one gets the log transport and must deliver it all.
  const first = start({ ...databaseEnv, SMTP_URL: "smtp://127.0.0.1:9" });
  await healthy();

  const acknowledged = new Set<string>();
  let refusedOrCut = 0;
  let next = 0;
  let killed = false;
  const tag = `crash-${index}-${Date.now()}`;
  async function client() {
    while (next < total) {
      const i = next++;
      try {
        const response = await fetch(`${base}/api/partner-email`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            // Each lead from its own address: the per-address limit is not what is measured here.
            "X-Forwarded-For": `10.${index}.${Math.floor(i / 250)}.${i % 250}`,
          },
          body: JSON.stringify({ name: `Lead ${i}`, contact: `lead${i}@crash.ru`, message: `${tag} #${i}` }),
        });
        if (response.status === 201) {
          acknowledged.add(((await response.json()) as { id: string }).id);
          if (!killed && acknowledged.size >= killAfterAcks) {
            killed = true;
            first.kill("SIGKILL");
          }
        } else refusedOrCut += 1;
      } catch {
        refusedOrCut += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  if (!killed) first.kill("SIGKILL");
  await exited(first);

  const inspect = async () => {
    const database = await createDatabase({
      url: databaseEnv.DATABASE_URL,
      dataDir: databaseEnv.DATA_DIR,
    });
    try {
      const stored = await database.db.select({ id: leads.id }).from(leads);
      const ids = stored.map((row) => row.id);
      const mails = ids.length
        ? await database.db
            .select({ reference: outbox.reference, status: outbox.status })
            .from(outbox)
            .where(
              inArray(
                outbox.reference,
                ids.map((id) => `lead:${id}`),
              ),
            )
        : [];
      return { ids: new Set(ids), mails };
    } finally {
      await database.close();
    }
  };
  const atKill = await inspect();

  const restarted = Date.now();
  const second = start(databaseEnv);
  await healthy();
  // The restarted worker drains what the killed one left; /healthz reports the backlog.
  let msToRecover = Number.NaN;
  for (let i = 0; i < 600; i += 1) {
    const health = (await (await fetch(`${base}/healthz`)).json()) as { outbox: { pending: number } | null };
    if (health.outbox?.pending === 0) {
      msToRecover = Date.now() - restarted;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  second.kill("SIGTERM");
  await exited(second);
  const after = await inspect();
  await dispose();

  const lost = [...acknowledged].filter((id) => !after.ids.has(id));
  return {
    sent: total,
    acknowledged: acknowledged.size,
    refusedOrCut,
    storedAfterRestart: after.ids.size,
    lostAcknowledged: lost.length,
    storedUnacknowledged: [...after.ids].filter((id) => !acknowledged.has(id)).length,
    outboxRows: after.mails.length,
    pendingAtKill: atKill.mails.filter((mail) => mail.status !== "sent").length,
    deliveredAfterRestart: after.mails.filter((mail) => mail.status === "sent").length,
    msToRecover,
  };
}

const results: RoundResult[] = [];
for (let i = 1; i <= rounds; i += 1) {
  const result = await round(i);
  results.push(result);
  console.log(`round ${i}: ${JSON.stringify(result)}`);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  [
    `database: ${process.env.DATABASE_URL ? "postgres" : "embedded PGlite"}; ${rounds} rounds of ${total} leads, SIGKILL after ${killAfterAcks} acknowledgements, ${concurrency} clients`,
    `acknowledged (201) per round: ${results.map((r) => r.acknowledged).join(", ")}`,
    `acknowledged but lost: ${results.reduce((sum, r) => sum + r.lostAcknowledged, 0)} in all`,
    `stored without an answer (committed as the process died): ${results.map((r) => r.storedUnacknowledged).join(", ")}`,
    `leads without their outbox e-mail: ${results.reduce((sum, r) => sum + (r.storedAfterRestart - r.outboxRows), 0)}`,
    `e-mails pending at the kill: ${results.map((r) => r.pendingAtKill).join(", ")}; delivered after restart: ${results.map((r) => r.deliveredAfterRestart).join(", ")}`,
    `restart to empty outbox (median): ${median(results.map((r) => r.msToRecover))} ms`,
  ].join("\n"),
);
const failed = results.some((r) => r.lostAcknowledged > 0 || r.outboxRows !== r.storedAfterRestart);
process.exit(failed ? 1 : 0);
