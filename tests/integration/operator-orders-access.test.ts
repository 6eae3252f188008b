import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Card } from "~/charter/contract/schemas";
import { redeemSignInLink, requestSignInLink } from "~/charter/index.server";
import { createDatabase, type Database } from "~/db/client.server";
import { aircraft, deals, operators, outbox, staff } from "~/db/schema";
import { opsSecret, sessionCookie } from "~/ops/access.server";
import { csrfToken } from "~/ops/staff/session-cookie.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import * as queueRoute from "~/routes/ops.operator.orders";
import * as orderRoute from "~/routes/ops.operator.orders.$dealId";
import * as houseOrderRoute from "~/routes/ops.orders.$dealId";
import { preOrder, seedOrders } from "../support/ops-orders";

/*
 * Issue 27, item 3, through the console's own route modules as Remix calls them: the operator's
 * queue and answer pages let in only operator members, each to its own operator's orders (another
 * operator's order is 404, to read and to answer); our sellers and supervisors cannot use the
 * operator's actions; a second answer is a conflict (409).
 */
const SITE = "https://charterline.ru";

let database: Database;
let services: Services;
let dealId: string;
type Session = { cookie: string; csrf: string };
const sessions: Record<"seller" | "supervisor" | "ladoga" | "galata", Session> = {} as never;

async function signIn(email: string): Promise<Session> {
  const now = new Date();
  expect(
    await requestSignInLink(database.db, { email, clientAddress: "192.0.2.1", siteUrl: SITE, now }),
  ).toBe("sent");
  const [mail] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/ops\/login\/([\w-]+)\//.exec(mail!.body)![1]!;
  const opened = await redeemSignInLink(database.db, {
    token,
    clientAddress: "192.0.2.1",
    userAgent: null,
    now,
  });
  if (!opened.ok) throw new Error(`sign-in failed for ${email}`);
  return {
    cookie: sessionCookie(services.env, opened.signedIn.sessionId).split(";")[0]!,
    csrf: csrfToken(opsSecret(services.env), opened.signedIn.sessionId),
  };
}

beforeAll(async () => {
  database = await createDatabase({});
  const { cards } = await seedOrders(database);
  services = wireServices(
    parseEnv({ SITE_URL: SITE, OPS_SESSION_SECRET: "y".repeat(40) }),
    silentLogger,
    database,
  );
  await database.db.insert(staff).values([
    { id: "supervisor01", email: "boss@charterline.ru", name: "Boss", role: "supervisor" },
    { id: "seller000001", email: "anna@charterline.ru", name: "Anna", role: "seller" },
    {
      id: "ladoga000001",
      email: "ops@ladogajet.example",
      name: "Ирина",
      role: "operator",
      operatorId: "ladoga-jet",
    },
    {
      id: "galata000001",
      email: "desk@galata.example",
      name: "Deniz",
      role: "operator",
      operatorId: "galata-executive",
    },
  ]);
  await database.db
    .update(operators)
    .set({ workingHoursStart: "00:00", workingHoursEnd: "00:00" })
    .where(eq(operators.id, "ladoga-jet"));
  const fleet = await database.db.select().from(aircraft).where(eq(aircraft.operatorId, "ladoga-jet"));
  const card = cards.find((candidate: Card) =>
    fleet.some((plane) => plane.tailNumber === candidate.aircraft),
  );
  if (!card) throw new Error("the seeded search offers no Ladoga Jet aircraft");
  dealId = await preOrder(database.db, { cardId: card.id, phone: "+79261112233", name: "Анна Петрова" });
  sessions.seller = await signIn("anna@charterline.ru");
  sessions.supervisor = await signIn("boss@charterline.ru");
  sessions.ladoga = await signIn("ops@ladogajet.example");
  sessions.galata = await signIn("desk@galata.example");
});
afterAll(() => database.close());

const context = (): AppLoadContext => ({ services, nonce: "", clientAddress: "203.0.113.5" });

/** A thrown or returned Response's status, a data() result's, or "data". */
async function statusOf(run: () => unknown): Promise<number | "data"> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const init = (result as { init?: { status?: number } } | null)?.init;
    return init?.status ?? "data";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const get = (who: Session, path: string) =>
  new Request(`${SITE}${path}`, { headers: { Cookie: who.cookie } });
const post = (who: Session, path: string, fields: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Cookie: who.cookie },
    body: new URLSearchParams({ _csrf: who.csrf, ...fields }).toString(),
  });

const queue = (who: Session) =>
  queueRoute.loader({ request: get(who, "/ops/operator/orders/"), context: context(), params: {} });
const order = (who: Session, id = dealId) =>
  orderRoute.loader({
    request: get(who, `/ops/operator/orders/${id}/`),
    context: context(),
    params: { dealId: id },
  });
const answer = (who: Session, fields: Record<string, string>, id = dealId) =>
  orderRoute.action({
    request: post(who, `/ops/operator/orders/${id}/`, fields),
    context: context(),
    params: { dealId: id },
  });
const deal = async () => (await database.db.select().from(deals).where(eq(deals.id, dealId)))[0]!;

describe("the operator's order pages (issue 27, item 3)", () => {
  it("are closed (403) to our sellers and supervisors, to read and to answer", async () => {
    for (const who of [sessions.seller, sessions.supervisor]) {
      expect(await statusOf(() => queue(who))).toBe(403);
      expect(await statusOf(() => order(who))).toBe(403);
      expect(await statusOf(() => answer(who, { answer: "confirm" }))).toBe(403);
      expect(await statusOf(() => answer(who, { answer: "decline", reason: "Нет" }))).toBe(403);
    }
    expect(await deal()).toMatchObject({ operatorStatus: "pending", version: 1 });
  });

  it("show an operator its own order, without the customer", async () => {
    const { items } = await queue(sessions.ladoga);
    expect(items.map((item) => item.id)).toEqual([dealId]);
    const page = (await order(sessions.ladoga)) as unknown as { data: { detail: { id: string } } };
    expect(page.data.detail.id).toBe(dealId);
    expect(JSON.stringify(page.data)).not.toMatch(/Анна|79261112233/);
  });

  it("answer 404 to another operator's member, to read and to answer, and change nothing", async () => {
    expect((await queue(sessions.galata)).items).toEqual([]);
    expect(await statusOf(() => order(sessions.galata))).toBe(404);
    expect(await statusOf(() => answer(sessions.galata, { answer: "confirm" }))).toBe(404);
    expect(await statusOf(() => answer(sessions.galata, { answer: "decline", reason: "Не наш борт" }))).toBe(
      404,
    );
    expect(await deal()).toMatchObject({ operatorStatus: "pending", version: 1 });
  });

  it("keep the operator off the house's deal page", async () => {
    const request = get(sessions.ladoga, `/ops/orders/${dealId}/`);
    expect(
      await statusOf(() => houseOrderRoute.loader({ request, context: context(), params: { dealId } })),
    ).toBe(403);
  });

  it("refuse a change beyond 10% (400), take a valid answer (303), and answer a second one with 409", async () => {
    expect(
      await statusOf(() => answer(sessions.ladoga, { answer: "confirm", percent: "15", reason: "Топливо" })),
    ).toBe(400);
    expect(await statusOf(() => answer(sessions.ladoga, { answer: "decline", reason: "" }))).toBe(400);
    expect(await deal()).toMatchObject({ operatorStatus: "pending", version: 1 });
    expect(
      await statusOf(() =>
        answer(sessions.ladoga, { answer: "confirm", percent: "−5", reason: "Скидка постоянному клиенту" }),
      ),
    ).toBe(303);
    expect(await deal()).toMatchObject({
      operatorStatus: "confirmed",
      operatorPriceChangePercent: -5,
      operatorAnsweredBy: "ladoga000001",
    });
    expect(await statusOf(() => answer(sessions.ladoga, { answer: "decline", reason: "Передумали" }))).toBe(
      409,
    );
    expect((await deal()).operatorStatus).toBe("confirmed");
  });
});
