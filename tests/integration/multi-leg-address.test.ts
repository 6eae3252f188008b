import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { matchRoutes } from "@remix-run/router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, earliestDeparture } from "~/charter";
import { createDatabase, type Database } from "~/db/client.server";
import { multiSearchPath } from "~/offers/address";
import { loadResults } from "~/offers/result-set.server";
import * as multiRoute from "~/routes/search.multi";
import { wireServices, type Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { seedCharter } from "~/charter/index.server";
import remixConfig from "../../remix.config.js";

/*
 * Issue 29, item 1: `/search/multi/{FROM}-{TO}-{DATE}-{PAX}/…/` and `/en/search/multi/…` (decision
 * 045) are found by the route table before the one-way address, run the multi-leg search on the
 * seeded marketplace (PGlite) and redirect to its saved set, whose results carry the legs; a bad
 * leg is a 400 naming it.
 */

let database: Database;
let services: Services;
const firstDay = earliestDeparture(new Date()).slice(0, 10);
const legs = [
  { from: "UUWW", to: "UWKD", date: `${addDays(firstDay, 10)}T09:00`, pax: 3 },
  { from: "UWKD", to: "USSS", date: `${addDays(firstDay, 12)}T10:00`, pax: 3 },
  { from: "USSS", to: "UUWW", date: `${addDays(firstDay, 14)}T16:30`, pax: 2 },
];

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  services = wireServices(parseEnv({}), silentLogger, database);
}, 120_000);
afterAll(() => database.close());

/** Runs the route's loader on a path, with the params the route table gives it. */
async function load(path: string) {
  const routes = Object.values(
    (await remixConfig.routes!(defineRoutes)) as Record<
      string,
      { id: string; path?: string; index?: boolean }
    >,
  );
  const matches = matchRoutes(
    routes.map((route) => ({ id: route.id, path: route.path, index: route.index })),
    path,
  );
  const match = matches?.at(-1);
  const request = new Request(`http://localhost${path}`);
  try {
    const answer = await multiRoute.loader({
      request,
      params: match?.params ?? {},
      context: { services, nonce: "", clientAddress: "192.0.2.30" },
    } as never);
    return {
      routeId: match?.route.id,
      answer: answer as unknown as { init: { status: number }; data: unknown },
    };
  } catch (thrown) {
    return { routeId: match?.route.id, redirect: (thrown as Response).headers.get("Location") };
  }
}

describe("the multi-leg address (issue 29, item 1)", () => {
  it.each([
    ["ru", 1],
    ["en", 3],
    ["ru", 5],
  ] as const)("is routed to the multi-leg search in %s with %i legs", async (language, count) => {
    const path = multiSearchPath(
      Array.from({ length: count }, (_, index) => legs[index % 3]!),
      language,
    );
    const routes = Object.values(
      (await remixConfig.routes!(defineRoutes)) as Record<
        string,
        { id: string; path?: string; index?: boolean }
      >,
    );
    const matched = matchRoutes(routes, path)?.at(-1)?.route.id;
    expect(matched).toBe(`${language}/search-multi-${count}`);
  });

  it("runs the three-leg search and redirects to its saved set, which carries the legs", async () => {
    const { redirect, routeId } = await load(
      multiSearchPath(legs, "en", new URLSearchParams("currency=eur")),
    );
    expect(routeId).toBe("en/search-multi-3");
    expect(redirect).toMatch(/^\/en\/search\/[A-Za-z0-9_-]+\/\?currency=eur$/);
    const requestId = redirect!.split("/")[3]!;
    const results = await loadResults(services, requestId, "en");
    expect(results && "query" in results && results.query?.legs).toEqual(legs);
    expect(results && "priceStrip" in results && results.priceStrip).toBeNull();
    if (results && "cards" in results) {
      expect(results.cards.length).toBeGreaterThan(0);
      for (const card of results.cards) expect(card.routes).toHaveLength(3);
      // Every airport the legs name is there for the screen to name.
      for (const code of ["UWKD", "USSS"]) expect(results.airports[code]).toBeDefined();
    }
  });

  it("answers 400 naming each bad leg, the engine's refusals included", async () => {
    const path = multiSearchPath(
      [legs[0]!, { ...legs[1]!, to: "UWKD" }, { ...legs[2]!, date: "9999-12-31T10:00" }],
      "ru",
    );
    const { answer } = await load(path);
    expect(answer!.init.status).toBe(400);
    expect(answer!.data).toMatchObject({ problems: [{ leg: 2, key: "sameAirports" }] });
    const late = await load(multiSearchPath([legs[0]!, { ...legs[1]!, date: "2099-12-31T10:00" }], "ru"));
    expect(late.answer!.init.status).toBe(400);
    expect(late.answer!.data).toMatchObject({ problems: [{ leg: 2, key: "dateWindow" }] });
  });
});
