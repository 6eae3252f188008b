import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redeemSignInLink, requestSignInLink } from "~/charter/index.server";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { outbox, staff } from "~/db/schema";
import { sessionCookie } from "~/ops/access.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import * as page from "../../app/routes/ops.supply.operators.$operatorId.documents";
import * as scan from "../../app/routes/ops.supply.operators.$operatorId.documents.$documentId";

/*
 * Issue 27, item 2 (and item 1's scoping, docs/decisions/034): an operator's member opens its own
 * documents page; another operator's page and scans answer 404, as an unknown operator's would.
 */
const SITE = "https://charterline.ru";
let database: Database;
let services: Services;
let cookie: string;

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(
    parseEnv({ SITE_URL: SITE, OPS_SESSION_SECRET: "x".repeat(40) }),
    silentLogger,
    database,
  );
  await database.db.insert(staff).values({
    id: "ladoga000001",
    email: "dispatch@ladoga.example",
    name: "Dispatch",
    role: "operator",
    operatorId: "ladoga-jet",
  });
  const now = new Date();
  await requestSignInLink(database.db, {
    email: "dispatch@ladoga.example",
    clientAddress: "192.0.2.1",
    siteUrl: SITE,
    now,
  });
  const [mail] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, "dispatch@ladoga.example"))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/ops\/login\/([\w-]+)\//.exec(mail!.body)![1]!;
  const opened = await redeemSignInLink(database.db, {
    token,
    clientAddress: "192.0.2.1",
    userAgent: null,
    now,
  });
  if (!opened.ok) throw new Error("sign-in failed");
  cookie = sessionCookie(services.env, opened.signedIn.sessionId).split(";")[0]!;
});
afterAll(() => database.close());

const context = (): AppLoadContext => ({ services, nonce: "", clientAddress: "203.0.113.5" });

async function status(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } } | null)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const get = (path: string) => new Request(`${SITE}${path}`, { headers: { Cookie: cookie } });

describe("an operator's documents page, seen by an operator's member", () => {
  it("opens its own operator's page", async () => {
    const params = { operatorId: "ladoga-jet" };
    const request = get("/ops/supply/operators/ladoga-jet/documents/");
    expect(await status(() => page.loader({ request, context: context(), params }))).toBe(200);
  });

  it("answers 404 for another operator's page and its scans", async () => {
    const params = { operatorId: "galata-executive" };
    const request = get("/ops/supply/operators/galata-executive/documents/");
    expect(await status(() => page.loader({ request, context: context(), params }))).toBe(404);
    const file = get("/ops/supply/operators/galata-executive/documents/seed-aoc-galata-executive/");
    expect(
      await status(() =>
        scan.loader({
          request: file,
          context: context(),
          params: { ...params, documentId: "seed-aoc-galata-executive" },
        }),
      ),
    ).toBe(404);
  });
});
