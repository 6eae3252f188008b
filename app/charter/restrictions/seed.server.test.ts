import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { routeRestrictions } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { createLogger } from "~/utils/logger.server";
import { airportIndex } from "../airports/airports";
import { RULES } from "./rules-data";
import { loadRuleBook, seedRestrictions } from "./seed.server";

const at = (icao: string) => airportIndex.byIcao(icao)!;
const now = new Date("2026-11-21T09:00:00Z");

// The rules as Postgres holds them (ARCHITECTURE.md, "Data"): the project's migrations on PGlite,
// and on a real Postgres too when TEST_DATABASE_URL is set.
describe.each(databaseTargets())("route restrictions on $name", (target) => {
  afterAll(() => target.cleanup());

  it("round-trips the shipped rules: seeded, loaded, and answering as the rules say", async () => {
    const { db } = await target.open(await target.fresh());
    await seedRestrictions(db);
    const rows = await db.select().from(routeRestrictions);
    expect(rows).toHaveLength(RULES.length);

    const book = await loadRuleBook(db, now);
    expect(book.routeRestriction(at("UUWW"), at("LFMN"))).toMatchObject({
      code: "closed_airspace",
      airports: ["LFMN"],
      countries: ["FR"],
    });
    expect(book.routeRestriction(at("UUWW"), at("URRP"))).toMatchObject({ code: "closed_airport" });
    expect(book.routeRestriction(at("UUWW"), at("URSS"))).toBeNull();
    const eu = book.rules().find((rule) => rule.id === "eu-russia");
    expect(eu).toEqual(RULES.find((rule) => rule.id === "eu-russia"));
  });

  it("keeps a row operations added, and restores a shipped row on restart", async () => {
    const { db } = await target.open(await target.fresh());
    await seedRestrictions(db);
    await db.insert(routeRestrictions).values({
      id: "ops-ltfm",
      kind: "closed_airport",
      icao: "LTFM",
      countries: [],
      appliesTo: [],
      source: "Operations: NOTAM A1234/26, runway works",
      since: "2026-11-01",
    });
    await db
      .update(routeRestrictions)
      .set({ until: "2026-01-01" })
      .where(eq(routeRestrictions.id, "ru-south-urrp"));

    await seedRestrictions(db);

    const book = await loadRuleBook(db, now);
    expect(book.routeRestriction(at("UUWW"), at("LTFM"))).toMatchObject({
      code: "closed_airport",
      airports: ["LTFM"],
      rules: ["ops-ltfm"],
    });
    expect(book.routeRestriction(at("UUWW"), at("URRP"))).toMatchObject({ code: "closed_airport" });
    expect(await db.select().from(routeRestrictions)).toHaveLength(RULES.length + 1);
  });

  it("leaves out a malformed row rather than failing, and applies only the rules in force", async () => {
    const { db } = await target.open(await target.fresh());
    await seedRestrictions(db);
    await db.insert(routeRestrictions).values([
      { id: "ops-typo", kind: "closed_airpot", icao: "LTFM", source: "typo", since: "2026-01-01" },
      { id: "ops-future", kind: "closed_airport", icao: "OMDB", source: "Operations", since: "2027-01-01" },
    ]);
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const book = await loadRuleBook(db, now, logger);
    expect(book.routeRestriction(at("UUWW"), at("LTFM"))).toBeNull();
    expect(book.routeRestriction(at("UUWW"), at("OMDB"))).toBeNull();
    const warnings = lines.map((line) => JSON.parse(line) as { level: string; msg: string; id: string });
    expect(warnings).toMatchObject([{ level: "warn", msg: "route restriction row ignored", id: "ops-typo" }]);
  });
});
