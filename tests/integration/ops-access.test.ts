import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import {
  aircraftPhotos,
  availabilityBlocks,
  operatorApiKeys,
  operatorDocuments,
  outbox,
  publishedEmptyLegs,
  staff,
} from "~/db/schema";
import { OPS_SESSION_COOKIE, sessionCookie } from "~/ops/access.server";
import { redeemSignInLink, requestSignInLink } from "~/charter/index.server";
import { csrfToken } from "~/ops/staff/session-cookie.server";
import { opsSecret } from "~/ops/access.server";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { opsScreens } from "../../remix.config.js";

/*
 * Issue 18, items 1 and 4: every loader and action of the console checks, on the server, who is
 * asking. Each route module of /ops/ is called as Remix calls it: anonymously (loaders redirect to
 * the sign-in page, actions answer 401), as a seller on a supervisor's page (403), with a foreign
 * Origin or without the form token (403). A new console route that forgets its gate fails here.
 */
const SITE = "https://charterline.ru";
/** Pages anyone may open: asking for a link, and the link itself. */
const PUBLIC = new Set(["login", "login-link"]);
/** Supervisors only: supply, staff, audit. */
const SUPERVISOR = new Set([
  "supply",
  "supply-aircraft",
  "supply-blocks",
  "supply-empty-legs",
  "supply-peak-days",
  // Issue 27, item 4: an operator's API keys and an aircraft's calendar feed ("supply" access).
  "supply-operator-keys",
  "supply-aircraft-feed",
  "supply-operator",
  // Shared with operators' members (access "supply"), closed to sellers (issue 27, item 2).
  "supply-operator-documents",
  "supply-operator-document-file",
  // Issue 27, item 5: "supply" access, which a seller does not reach.
  "supply-aircraft-photos",
  "staff",
  "audit",
]);
/*
 * Issue 27, item 1 (docs/decisions/034): the pages an operator's member shares with supervisors,
 * each scoped to its own operator; the member's own home; and the pages every member reaches (the
 * root sends an operator's member home, signing out, unknown addresses). Every other page is the
 * house's, and refuses an operator's member with 403.
 */
const SHARED_WITH_OPERATORS = new Set([
  "supply",
  "supply-aircraft",
  "supply-blocks",
  "supply-empty-legs",
  "supply-operator",
  // Issue 27, items 2, 4 and 5: documents, API keys, calendar feeds, photos.
  "supply-operator-documents",
  "supply-operator-document-file",
  "supply-operator-keys",
  "supply-aircraft-feed",
  "supply-aircraft-photos",
]);
// Issue 27, item 3: its queue of orders (tests/integration/operator-orders-access.test.ts).
const OPERATOR_ONLY = new Set(["operator-home", "operator-orders", "operator-order"]);
const ANY_MEMBER = new Set(["dashboard", "logout", "not-found"]);

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown> | unknown;
  action?: (args: unknown) => Promise<unknown> | unknown;
};

// Every console route file, found by Vite (a dynamic import needs a pattern it can see).
const files = import.meta.glob<RouteModule>("../../app/routes/ops*.{ts,tsx}");
const modules = Object.fromEntries(
  await Promise.all(
    opsScreens.map(async (screen) => {
      const load = files[`../../app/${screen.file}`];
      if (!load) throw new Error(`no route file ${screen.file}`);
      return [screen.id, await load()] as const;
    }),
  ),
);

const PARAMS: Record<string, Record<string, string>> = {
  "login-link": { token: "no-such-token" },
  order: { dealId: "zzzzzzzzzzzz" },
  "supply-aircraft": { tail: "RA-67216" },
  "operator-order": { dealId: "zzzzzzzzzzzz" },
  "supply-operator-keys": { operatorId: "charterline" },
  "supply-aircraft-feed": { tail: "RA-67216" },
  "supply-operator": { operatorId: "ladoga-jet" },
  "supply-operator-documents": { operatorId: "ladoga-jet" },
  "supply-operator-document-file": { operatorId: "ladoga-jet", documentId: "seed-aoc-ladoga-jet" },
  "supply-aircraft-photos": { tail: "RA-67216" },
};

const pathOf = (id: string) => {
  const screen = opsScreens.find((candidate) => candidate.id === id)!;
  let path = screen.path;
  for (const [name, value] of Object.entries(PARAMS[id] ?? {})) path = path.replace(`:${name}`, value);
  return `/ops/${path === "*" ? "nowhere" : path}${path && path !== "*" ? "/" : ""}`;
};

let database: Database;
let services: Services;
let sellerCookie: string;
let supervisorCookie: string;
let sellerCsrf: string;
let supervisorCsrf: string;
/** A member of Ladoga Jet (issue 27): the seeded partner operator its scope covers. */
let operatorCookie: string;
let operatorCsrf: string;

async function signIn(email: string): Promise<{ cookie: string; csrf: string }> {
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
  if (!opened.ok) throw new Error("sign-in failed");
  const cookie = sessionCookie(services.env, opened.signedIn.sessionId).split(";")[0]!;
  return { cookie, csrf: csrfToken(opsSecret(services.env), opened.signedIn.sessionId) };
}

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(
    parseEnv({ SITE_URL: SITE, OPS_SESSION_SECRET: "x".repeat(40) }),
    silentLogger,
    database,
  );
  await database.db.insert(staff).values([
    { id: "supervisor01", email: "boss@charterline.ru", name: "Boss", role: "supervisor" },
    { id: "seller000001", email: "anna@charterline.ru", name: "Anna", role: "seller" },
    {
      id: "ladoga000001",
      email: "dispatch@ladoga-jet.ru",
      name: "Ladoga dispatch",
      role: "operator",
      operatorId: "ladoga-jet",
    },
  ]);
  ({ cookie: operatorCookie, csrf: operatorCsrf } = await signIn("dispatch@ladoga-jet.ru"));
  ({ cookie: sellerCookie, csrf: sellerCsrf } = await signIn("anna@charterline.ru"));
  ({ cookie: supervisorCookie, csrf: supervisorCsrf } = await signIn("boss@charterline.ru"));
});
afterAll(() => database.close());

const context = (): AppLoadContext => ({ services, nonce: "", clientAddress: "203.0.113.5" });

/** What a route answered: a returned or thrown Response, or "data" for plain loader data. */
async function answer(run: () => unknown): Promise<{ status: number; location: string | null } | "data"> {
  try {
    const result = await run();
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location") };
    // Remix's data() helper, and single-fetch redirects, are not Responses.
    const init = (result as { init?: { status?: number } } | null)?.init;
    if (init?.status) return { status: init.status, location: null };
    return "data";
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the console's gate (issue 18, items 1 and 4)", () => {
  it("covers every console route in the route table", () => {
    expect(Object.keys(modules).sort()).toEqual(opsScreens.map((screen) => screen.id).sort());
  });

  for (const screen of opsScreens) {
    const module = () => modules[screen.id]!;
    if (PUBLIC.has(screen.id)) continue;

    it(`${screen.id}: an anonymous GET goes to the sign-in page, and comes back after it`, async () => {
      if (!module().loader) return;
      const path = pathOf(screen.id);
      const result = await answer(() =>
        module().loader!({
          request: new Request(`${SITE}${path}`),
          context: context(),
          params: PARAMS[screen.id] ?? {},
        }),
      );
      expect(result).toEqual({ status: 302, location: `/ops/login/?next=${encodeURIComponent(path)}` });
    });

    it(`${screen.id}: an anonymous POST is refused with 401 and changes nothing`, async () => {
      if (!module().action) return;
      const result = await answer(() =>
        module().action!({
          request: post(pathOf(screen.id), { intent: "anything" }),
          context: context(),
          params: PARAMS[screen.id] ?? {},
        }),
      );
      expect(result).toMatchObject({ status: 401 });
    });

    if (SUPERVISOR.has(screen.id)) {
      it(`${screen.id}: a seller is refused (403) on a supervisor's page and its actions`, async () => {
        const path = pathOf(screen.id);
        const params = PARAMS[screen.id] ?? {};
        if (module().loader) {
          const request = new Request(`${SITE}${path}`, { headers: { Cookie: sellerCookie } });
          expect(await answer(() => module().loader!({ request, context: context(), params }))).toMatchObject(
            {
              status: 403,
            },
          );
        }
        if (module().action) {
          const request = post(path, { intent: "create", _csrf: sellerCsrf }, { Cookie: sellerCookie });
          expect(await answer(() => module().action!({ request, context: context(), params }))).toMatchObject(
            {
              status: 403,
            },
          );
        }
      });

      it(`${screen.id}: a supervisor is let in`, async () => {
        if (!module().loader) return;
        const request = new Request(`${SITE}${pathOf(screen.id)}`, { headers: { Cookie: supervisorCookie } });
        const result = await answer(() =>
          module().loader!({ request, context: context(), params: PARAMS[screen.id] ?? {} }),
        );
        if (result !== "data") expect([401, 403]).not.toContain(result.status);
      });
    }

    it(`${screen.id}: a POST without the form token, or from another site, is refused with 403`, async () => {
      if (!module().action) return;
      const params = PARAMS[screen.id] ?? {};
      const path = pathOf(screen.id);
      const noToken = post(path, { intent: "anything" }, { Cookie: supervisorCookie });
      expect(
        await answer(() => module().action!({ request: noToken, context: context(), params })),
      ).toMatchObject({
        status: 403,
      });
      const foreign = post(
        path,
        { intent: "anything", _csrf: supervisorCsrf },
        { Cookie: supervisorCookie, Origin: "https://evil.example" },
      );
      expect(
        await answer(() => module().action!({ request: foreign, context: context(), params })),
      ).toMatchObject({
        status: 403,
      });
    });
  }

  it("a forged session cookie is anonymous", async () => {
    const request = new Request(`${SITE}/ops/orders/`, {
      headers: { Cookie: `${OPS_SESSION_COOKIE}=forged.value` },
    });
    expect(
      await answer(() => modules.orders!.loader!({ request, context: context(), params: {} })),
    ).toMatchObject({
      status: 302,
    });
  });

  it("a seller opens the orders and the overview", async () => {
    for (const id of ["dashboard", "orders"]) {
      const request = new Request(`${SITE}${pathOf(id)}`, { headers: { Cookie: sellerCookie } });
      expect(await answer(() => modules[id]!.loader!({ request, context: context(), params: {} }))).toBe(
        "data",
      );
    }
  });
});

/*
 * Issue 27, item 1: "a test for each operator page and action: asking for another operator's id
 * gets 404 or 403". An operator's member (Ladoga Jet) on every console route: 403 on the house's
 * pages and actions; on the shared supply pages, its own rows open and another operator's aircraft,
 * block, leg and operator id answer 404, and change nothing.
 */
describe("an operator's member in the console (issue 27, item 1)", () => {
  const as = (path: string) => new Request(`${SITE}${path}`, { headers: { Cookie: operatorCookie } });
  const postAs = (path: string, fields: Record<string, string>) =>
    post(path, { ...fields, _csrf: operatorCsrf }, { Cookie: operatorCookie });

  for (const screen of opsScreens) {
    if (PUBLIC.has(screen.id) || ANY_MEMBER.has(screen.id)) continue;
    const module = () => modules[screen.id]!;
    const params = PARAMS[screen.id] ?? {};
    if (SHARED_WITH_OPERATORS.has(screen.id) || OPERATOR_ONLY.has(screen.id)) continue;
    it(`${screen.id}: a house page refuses an operator's member (403), loader and action`, async () => {
      if (module().loader) {
        expect(
          await answer(() =>
            module().loader!({ request: as(pathOf(screen.id)), context: context(), params }),
          ),
        ).toMatchObject({ status: 403 });
      }
      if (module().action) {
        const request = postAs(pathOf(screen.id), { intent: "anything" });
        expect(await answer(() => module().action!({ request, context: context(), params }))).toMatchObject({
          status: 403,
        });
      }
    });
  }

  it("the console's root sends the member home, which a supervisor cannot open", async () => {
    expect(
      await answer(() =>
        modules.dashboard!.loader!({ request: as("/ops/"), context: context(), params: {} }),
      ),
    ).toEqual({ status: 302, location: "/ops/operator/" });
    expect(
      await answer(() =>
        modules["operator-home"]!.loader!({ request: as("/ops/operator/"), context: context(), params: {} }),
      ),
    ).toBe("data");
    const supervisor = new Request(`${SITE}/ops/operator/`, { headers: { Cookie: supervisorCookie } });
    expect(
      await answer(() =>
        modules["operator-home"]!.loader!({ request: supervisor, context: context(), params: {} }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it("its own supply opens; another operator's aircraft and operator page answer 404", async () => {
    for (const id of ["supply", "supply-blocks", "supply-empty-legs"]) {
      expect(
        await answer(() => modules[id]!.loader!({ request: as(pathOf(id)), context: context(), params: {} })),
      ).toBe("data");
    }
    const aircraft = modules["supply-aircraft"]!;
    expect(
      await answer(() =>
        aircraft.loader!({
          request: as("/ops/supply/aircraft/RA-09617/"),
          context: context(),
          params: { tail: "RA-09617" },
        }),
      ),
    ).toBe("data");
    // RA-67470 is Charterline's own, TC-GEX Galata's: outside Ladoga's scope.
    for (const tail of ["RA-67470", "TC-GEX"]) {
      const path = `/ops/supply/aircraft/${tail}/`;
      expect(
        await answer(() => aircraft.loader!({ request: as(path), context: context(), params: { tail } })),
      ).toMatchObject({ status: 404 });
      for (const intent of ["update-aircraft", "retire", "reinstate", "create-block", "publish-leg"]) {
        expect(
          await answer(() =>
            aircraft.action!({
              request: postAs(path, { intent, hourlyRateEur: "600" }),
              context: context(),
              params: { tail },
            }),
          ),
        ).toMatchObject({ status: 404 });
      }
    }
    const operator = modules["supply-operator"]!;
    expect(
      await answer(() =>
        operator.loader!({
          request: as("/ops/supply/operators/ladoga-jet/"),
          context: context(),
          params: { operatorId: "ladoga-jet" },
        }),
      ),
    ).toBe("data");
    for (const operatorId of ["galata-executive", "charterline"]) {
      const path = `/ops/supply/operators/${operatorId}/`;
      expect(
        await answer(() =>
          operator.loader!({ request: as(path), context: context(), params: { operatorId } }),
        ),
      ).toMatchObject({ status: 404 });
      for (const intent of ["update-operator", "invite", "deactivate"]) {
        expect(
          await answer(() =>
            operator.action!({
              request: postAs(path, { intent, name: "Intruder", email: "x@example.com", language: "ru" }),
              context: context(),
              params: { operatorId },
            }),
          ),
        ).toMatchObject({ status: 404 });
      }
    }
  });

  it("another operator's documents, keys, calendar feed and photos answer 404 and change nothing (issue 27, items 2, 4, 5)", async () => {
    const counts = async () =>
      Promise.all([
        database.db
          .select()
          .from(operatorDocuments)
          .where(eq(operatorDocuments.operatorId, "galata-executive")),
        database.db.select().from(operatorApiKeys).where(eq(operatorApiKeys.operatorId, "galata-executive")),
        database.db.select().from(aircraftPhotos).where(eq(aircraftPhotos.tailNumber, "TC-GEX")),
      ]).then((tables) => tables.map((rows) => rows.length));
    const before = await counts();
    const [document] = await database.db
      .select()
      .from(operatorDocuments)
      .where(eq(operatorDocuments.operatorId, "galata-executive"));
    const pages: Array<[string, string, Record<string, string>, Record<string, string>[]]> = [
      [
        "supply-operator-documents",
        "/ops/supply/operators/galata-executive/documents/",
        { operatorId: "galata-executive" },
        [
          { intent: "record-aoc", number: "X-1", authority: "Intruder", validUntil: "2030-01-01" },
          { intent: "record-audit", program: "argus", rating: "Gold", auditedOn: "2026-01-01" },
        ],
      ],
      [
        "supply-operator-document-file",
        `/ops/supply/operators/galata-executive/documents/${document!.id}/`,
        { operatorId: "galata-executive", documentId: document!.id },
        [],
      ],
      [
        "supply-operator-keys",
        "/ops/supply/operators/galata-executive/keys/",
        { operatorId: "galata-executive" },
        [{ intent: "create", name: "Intruder", scopes: "availability:write" }],
      ],
      [
        "supply-aircraft-feed",
        "/ops/supply/aircraft/TC-GEX/feed/",
        { tail: "TC-GEX" },
        [{ intent: "save", url: "https://calendar.example.com/feed.ics" }],
      ],
      [
        "supply-aircraft-photos",
        "/ops/supply/aircraft/TC-GEX/photos/",
        { tail: "TC-GEX" },
        [{ intent: "remove", id: "nosuchphoto1" }],
      ],
    ];
    for (const [id, path, params, posts] of pages) {
      const page = modules[id]!;
      if (page.loader) {
        expect(
          await answer(() => page.loader!({ request: as(path), context: context(), params })),
          `${id} loader`,
        ).toMatchObject({ status: 404 });
      }
      for (const fields of posts) {
        expect(
          await answer(() => page.action!({ request: postAs(path, fields), context: context(), params })),
          `${id} ${fields.intent}`,
        ).toMatchObject({ status: 404 });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("another operator's block, leg or aircraft sent to the list pages is refused and stays as it was", async () => {
    const [block] = await database.db
      .insert(availabilityBlocks)
      .values({
        id: "galatablock1",
        tailNumber: "TC-GEX",
        kind: "busy",
        airportIcao: "LTBA",
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 2 * 86_400_000),
      })
      .returning();
    const [leg] = await database.db
      .insert(publishedEmptyLegs)
      .values({
        id: "galataleg001",
        tailNumber: "TC-GEX",
        fromIcao: "LTBA",
        toIcao: "UUWW",
        windowStart: new Date(Date.now() + 86_400_000),
        windowEnd: new Date(Date.now() + 2 * 86_400_000),
        priceEur: 9000,
        operatorId: "galata-executive",
      })
      .returning();
    const blocks = modules["supply-blocks"]!;
    const legs = modules["supply-empty-legs"]!;
    const cancel = await answer(() =>
      blocks.action!({
        request: postAs("/ops/supply/blocks/", { intent: "cancel-block", id: block!.id }),
        context: context(),
        params: {},
      }),
    );
    expect(cancel).toMatchObject({ status: 400 });
    const withdraw = await answer(() =>
      legs.action!({
        request: postAs("/ops/supply/empty-legs/", { intent: "withdraw-leg", id: leg!.id }),
        context: context(),
        params: {},
      }),
    );
    expect(withdraw).toMatchObject({ status: 400 });
    const create = await answer(() =>
      blocks.action!({
        request: postAs("/ops/supply/blocks/", {
          intent: "create-block",
          tailNumber: "TC-GEX",
          kind: "busy",
          airportIcao: "LTBA",
          startsAt: "2030-01-01T10:00",
          endsAt: "2030-01-02T10:00",
        }),
        context: context(),
        params: {},
      }),
    );
    expect(create).toMatchObject({ status: 400 });
    const [stillBlock] = await database.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.id, block!.id));
    const [stillLeg] = await database.db
      .select()
      .from(publishedEmptyLegs)
      .where(eq(publishedEmptyLegs.id, leg!.id));
    expect(stillBlock?.cancelledAt).toBeNull();
    expect(stillLeg?.withdrawnAt).toBeNull();
    const created = await database.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.tailNumber, "TC-GEX"));
    expect(created).toHaveLength(1);
  });

  it("operators are added and peak days kept by supervisors only", async () => {
    const supply = await answer(() =>
      modules.supply!.action!({
        request: postAs("/ops/supply/", {
          intent: "create-operator",
          id: "rogue-air",
          name: "Rogue",
          nameRu: "Рог",
          country: "RU",
        }),
        context: context(),
        params: {},
      }),
    );
    expect(supply).toMatchObject({ status: 400 });
    expect(
      await answer(() =>
        modules["supply-peak-days"]!.loader!({
          request: as("/ops/supply/peak-days/"),
          context: context(),
          params: {},
        }),
      ),
    ).toMatchObject({ status: 403 });
  });
});
