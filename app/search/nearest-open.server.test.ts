import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { airportIndex, seedRestrictions } from "~/charter/index.server";
import type { Restriction } from "~/charter";
import type { Database } from "~/db/client.server";
import { databaseTargets } from "~/db/testing.server";
import type { ResultsData } from "~/offers/results-data";
import { silentLogger } from "~/utils/logger.server";
import { nearestOpenForResults } from "./nearest-open.server";

/*
 * The not-found block's nearest open airports (issue 26, item 9) as the results route loads them:
 * the shipped rules seeded into the real database, read back as the engine reads them.
 */
const now = new Date("2026-11-27T09:00:00Z");

function results(from: string, to: string, restriction: Restriction | null): ResultsData {
  return {
    requestId: "r",
    mode: "search",
    language: "ru",
    query: { from, to, date: "2026-12-03T12:00", back: null, pax: 2 },
    airports: {},
    earliest: "2026-11-28T12:00",
    cards: [],
    ratesDate: null,
    restriction,
    priceStrip: null,
  };
}

describe.each(databaseTargets())("nearestOpenForResults on $name", (target) => {
  let database: Database;
  const services = () => ({
    db: database,
    logger: silentLogger,
    charter: { airport: (icao: string) => airportIndex.byIcao(icao) },
  });
  const nearest = (data: ResultsData) =>
    nearestOpenForResults(services() as unknown as Parameters<typeof nearestOpenForResults>[0], data, now);

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedRestrictions(database.db);
  });
  afterAll(() => target.cleanup());

  it("names Rostov-on-Don's open neighbours, nearest first, to replace the arrival", async () => {
    const rostov: Restriction = { code: "closed_airport", airports: ["URRP"], countries: [] };
    const [only, ...rest] = await nearest(results("UUWW", "URRP", rostov));
    expect(rest).toEqual([]);
    expect(only?.closed).toBe("URRP");
    expect(only?.replaces).toBe("to");
    expect(only?.airports.map(({ airport, km }) => [airport.city_rus, km])).toEqual([
      ["Ейск", 159],
      ["Краснодар", 280],
      ["Ставрополь", 314],
      ["Элиста", 357],
    ]);
  });

  it("replaces the departure when that is the closed end", async () => {
    const rostov: Restriction = { code: "closed_airport", airports: ["URRP"], countries: [] };
    const [only] = await nearest(results("URRP", "UUWW", rostov));
    expect(only?.replaces).toBe("from");
  });

  it("lists each closed end without links when both are closed", async () => {
    const both: Restriction = { code: "closed_airport", airports: ["UUOO", "URRP"], countries: [] };
    const lists = await nearest(results("UUOO", "URRP", both));
    expect(lists.map((list) => [list.closed, list.replaces, list.airports[0]?.airport.icao])).toEqual([
      ["UUOO", null, "UUOT"],
      ["URRP", null, "URKE"],
    ]);
  });

  it("suggests nothing for a foreign closure: its advice is a change of planes abroad", async () => {
    const nice: Restriction = { code: "closed_airspace", airports: ["LFMN"], countries: ["FR"] };
    const kyiv: Restriction = { code: "closed_airport", airports: ["UKBB"], countries: ["UA"] };
    expect(await nearest(results("UUWW", "LFMN", nice))).toEqual([]);
    expect(await nearest(results("UUWW", "UKBB", kyiv))).toEqual([]);
    expect(await nearest(results("UUWW", "URSS", null))).toEqual([]);
  });
});
