import { describe, expect, it } from "vitest";
import { airportIndex } from "../airports/airports";
import { createRuleBook } from "./rule-book";
import { RULES, type RestrictionRule } from "./rules-data";

// The real airport index of the product, so that the countries the rules name are the ones the
// search sees (issue 14, item 2).
const at = (icao: string) => {
  const airport = airportIndex.byIcao(icao);
  if (!airport) throw new Error(`${icao} is not in the airport index`);
  return airport;
};

const now = new Date("2026-11-21T09:00:00Z");
const book = createRuleBook(RULES, now);
const route = (from: string, to: string) => book.routeRestriction(at(from), at(to));

const russianJet = { aocCountry: "RU", tailNumber: "RA-67240" };
const turkishJet = { aocCountry: "TR", tailNumber: "TC-KLS" };
const emiratiJet = { aocCountry: "AE", tailNumber: "A6-RRJ" };

describe("routeRestriction: the sanctions message of spec §8 for a visitor's route", () => {
  it("closes Moscow → Nice for the airspace of France, naming Nice", () => {
    expect(route("UUWW", "LFMN")).toEqual({
      code: "closed_airspace",
      airports: ["LFMN"],
      countries: ["FR"],
      rules: ["eu-russia"],
    });
  });

  it.each([
    ["UUWW", "EGLL", "GB"],
    ["UUWW", "LOWW", "AT"],
    ["UUWW", "LIRF", "IT"],
    ["UUWW", "EDDB", "DE"],
    ["UUWW", "LSGG", "CH"],
    ["UUWW", "LCLK", "CY"],
    ["UUWW", "EFHK", "FI"],
    ["LFMN", "UUWW", "FR"],
  ])("closes %s → %s (airspace of %s)", (from, to, country) => {
    const closedEnd = at(from).country === country ? from : to;
    expect(route(from, to)).toMatchObject({
      code: "closed_airspace",
      airports: [closedEnd],
      countries: [country],
    });
  });

  it.each(["URRP", "UUOB", "UUOO", "UUOK", "URKA", "UKFF", "URFF", "UUBP", "UUOL"])(
    "closes Moscow → %s: an airport closed by Rosaviatsia since 24 February 2022",
    (icao) => {
      expect(route("UUWW", icao)).toMatchObject({ code: "closed_airport", airports: [icao] });
    },
  );

  it("closes Moscow → Kyiv Boryspil: Ukraine's airspace is closed to civil aviation", () => {
    expect(route("UUWW", "UKBB")).toEqual({
      code: "closed_airport",
      airports: ["UKBB"],
      countries: ["UA"],
      rules: ["ua-airspace"],
    });
  });

  it("names both ends when both are closed", () => {
    expect(route("URRP", "UKBB")).toMatchObject({ code: "closed_airport", airports: ["URRP", "UKBB"] });
  });

  it.each(["LTFM", "OMDB", "URSS", "UMMS", "UBBB"])("leaves Moscow → %s open", (icao) => {
    expect(route("UUWW", icao)).toBeNull();
  });

  it("leaves open the airports Rosaviatsia has reopened: Elista, Gelendzhik, Krasnodar", () => {
    expect(route("UUWW", "URWI")).toBeNull();
    expect(route("UUWW", "URKG")).toBeNull();
    expect(route("UUWW", "URKK")).toBeNull();
  });

  it("closed Krasnodar before it reopened on 11 September 2025", () => {
    const before = createRuleBook(RULES, new Date("2025-09-10T12:00:00Z"));
    expect(before.routeRestriction(at("UUWW"), at("URKK"))).toMatchObject({
      code: "closed_airport",
      airports: ["URKK"],
    });
  });

  it("closes Minsk → Vienna under the EU's Belarus rule, and leaves Istanbul → Nice open", () => {
    expect(route("UMMS", "LOWW")).toMatchObject({ code: "closed_airspace", rules: ["eu-belarus"] });
    expect(route("LTBA", "LFMN")).toBeNull();
    expect(route("OMDB", "LSGG")).toBeNull();
  });
});

describe("airportClosed: the airports no aircraft may use (issue 26, item 9)", () => {
  it.each([
    ["URRP", true],
    ["URFF", true],
    ["UKBB", true],
    ["URKK", false],
    ["LFMN", false],
    ["UUWW", false],
  ] as const)("%s closed: %s, as legAllowed has it for any aircraft", (icao, closed) => {
    expect(book.airportClosed(at(icao))).toBe(closed);
    if (closed) expect(book.legAllowed(emiratiJet, at("OMDB"), at(icao))).toBe(false);
  });
});

describe("legAllowed: every leg the engine plans, positioning included", () => {
  const allowed = (aircraft: typeof russianJet, from: string, to: string) =>
    book.legAllowed(aircraft, at(from), at(to));

  it("lets a Turkish jet fly Istanbul → Nice and an Emirati one Dubai → Geneva", () => {
    expect(allowed(turkishJet, "LTBA", "LFMN")).toBe(true);
    expect(allowed(emiratiJet, "OMDB", "LSGG")).toBe(true);
  });

  it("keeps an RA- jet out of the EU even from Dubai", () => {
    expect(allowed(russianJet, "OMDB", "LFMN")).toBe(false);
    expect(allowed(russianJet, "LFMN", "OMDB")).toBe(false);
  });

  it("keeps an RA- registration out even under a foreign certificate", () => {
    expect(allowed({ aocCountry: "AE", tailNumber: "RA-09011" }, "OMDB", "LFMN")).toBe(false);
  });

  it("closes Moscow → Nice to a Turkish jet too", () => {
    expect(allowed(turkishJet, "UUWW", "LFMN")).toBe(false);
    expect(allowed(turkishJet, "LFMN", "UUWW")).toBe(false);
  });

  it("keeps an EW- jet out of the EU and the UK, not out of Turkey", () => {
    const belarusianJet = { aocCountry: "BY", tailNumber: "EW-001PA" };
    expect(allowed(belarusianJet, "UMMS", "EDDB")).toBe(false);
    expect(allowed(belarusianJet, "LTFM", "EGLL")).toBe(false);
    expect(allowed(belarusianJet, "UMMS", "LTFM")).toBe(true);
  });

  it("keeps an aircraft of a closing state out of Russia in return", () => {
    expect(allowed({ aocCountry: "DE", tailNumber: "D-CEXJ" }, "OMDB", "UUWW")).toBe(false);
    expect(allowed({ aocCountry: "DE", tailNumber: "D-CEXJ" }, "OMDB", "LTFM")).toBe(true);
  });

  it("refuses closed airports to everyone, positioning included", () => {
    expect(allowed(russianJet, "UUWW", "URRP")).toBe(false);
    expect(allowed(turkishJet, "LTFM", "UKBB")).toBe(false);
    expect(allowed(russianJet, "UKFF", "URSS")).toBe(false);
  });

  it("allows Russian jets on Russian, Belarusian and friendly routes", () => {
    expect(allowed(russianJet, "UUWW", "URSS")).toBe(true);
    expect(allowed(russianJet, "UUWW", "UMMS")).toBe(true);
    expect(allowed(russianJet, "UUWW", "OMDB")).toBe(true);
    expect(allowed(russianJet, "UUWW", "UBBB")).toBe(true);
  });
});

describe("rules in force", () => {
  const closedNice: RestrictionRule = {
    id: "test-nice",
    kind: "closed_airport",
    icao: "LFMN",
    countries: [],
    appliesTo: [],
    source: "test",
    sourceUrl: null,
    since: "2020-01-01",
    until: null,
    note: null,
  };

  it("applies a rule from its first day and not from its `until` day", () => {
    const rules = [{ ...closedNice, since: "2026-11-21", until: "2026-11-23" }];
    const on = (iso: string) => createRuleBook(rules, new Date(iso)).routeRestriction(at("LTFM"), at("LFMN"));
    expect(on("2026-11-20T23:59:00Z")).toBeNull();
    expect(on("2026-11-21T00:00:00Z")).toMatchObject({ code: "closed_airport", airports: ["LFMN"] });
    expect(on("2026-11-22T23:59:00Z")).not.toBeNull();
    expect(on("2026-11-23T00:00:00Z")).toBeNull();
  });

  it("does not apply a rule whose `until` is past", () => {
    const lapsed = createRuleBook([{ ...closedNice, until: "2026-01-01" }], now);
    expect(lapsed.legAllowed(turkishJet, at("LTFM"), at("LFMN"))).toBe(true);
    expect(lapsed.rules()).toEqual([]);
  });

  it("lists the closed countries: the EU, UK, Switzerland, Norway, Iceland, the US, Canada, the Western Balkans, Ukraine", () => {
    const closed = book.closedCountries();
    for (const country of [
      "FR",
      "DE",
      "CY",
      "FI",
      "GB",
      "CH",
      "NO",
      "IS",
      "US",
      "CA",
      "AL",
      "MK",
      "ME",
      "UA",
    ]) {
      expect(closed).toContain(country);
    }
    for (const country of ["RU", "BY", "TR", "AE", "AZ", "RS", "GE", "KZ"])
      expect(closed).not.toContain(country);
    expect(closed).toEqual([...closed].sort());
  });

  it("gives every shipped rule a source and a valid date, and unique ids", () => {
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.source.length, rule.id).toBeGreaterThan(20);
      expect(rule.since, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (rule.until) expect(rule.until > rule.since, rule.id).toBe(true);
    }
  });

  it("names only airports that the airport index holds", () => {
    for (const rule of RULES) if (rule.icao) expect(airportIndex.byIcao(rule.icao), rule.id).toBeDefined();
  });
});
