import { describe, expect, it } from "vitest";
import { airportIndex, airports } from "../airports/airports";
import { nearestOpenAirports } from "./nearest-open";
import { createRuleBook } from "./rule-book";
import { RULES } from "./rules-data";

/*
 * The nearest open airports of issue 26, item 9 on the product's real airport list and shipped rules:
 * great-circle kilometres between the airports' coordinates, and "open" as the rule book has it.
 */
const at = (icao: string) => {
  const airport = airportIndex.byIcao(icao);
  if (!airport) throw new Error(`${icao} is not in the airport index`);
  return airport;
};

const now = new Date("2026-11-27T09:00:00Z");
const book = createRuleBook(RULES, now);
const nearest = (closed: string, otherEnd: string | null, limit?: number) =>
  nearestOpenAirports(at(closed), airports, book, {
    country: "RU",
    otherEnd: otherEnd ? at(otherEnd) : null,
    limit,
  });

describe("nearestOpenAirports (issue 26, item 9)", () => {
  it("suggests Yeysk, Krasnodar, Stavropol and Elista for Rostov-on-Don, skipping closed Anapa", () => {
    // Anapa (342 km) lies between Stavropol and Elista, and Rosaviatsia keeps it closed.
    expect(nearest("URRP", "UUWW")).toEqual([
      { icao: "URKE", km: 159 },
      { icao: "URKK", km: 280 },
      { icao: "URMT", km: 314 },
      { icao: "URWI", km: 357 },
    ]);
  });

  it("reaches Mineralnye Vody and Sochi further down the list, and never a closed airport", () => {
    const list = nearest("URRP", "UUWW", 8);
    // Elista, Gelendzhik and Volgograd are all 357 km away, in that order to the metre.
    expect(list.map((airport) => airport.icao)).toEqual([
      "URKE",
      "URKK",
      "URMT",
      "URWI",
      "URKG",
      "URWW",
      "URMM",
      "URSS",
    ]);
    expect(list.find((airport) => airport.icao === "URMM")?.km).toBe(438);
    expect(list.find((airport) => airport.icao === "URSS")?.km).toBe(450);
    for (const { icao } of list) expect(book.airportClosed(at(icao)), icao).toBe(false);
    for (const closed of ["URKA", "UUOB", "UUOO", "UUOK", "UUOL", "UUBP", "URFF"]) {
      expect(list.map((airport) => airport.icao)).not.toContain(closed);
    }
  });

  it("gives Kursk's and Voronezh's neighbours without the other closed airports of the south", () => {
    // Belgorod's neighbours Kursk and Voronezh are closed too; Orel and Tambov are open.
    expect(nearest("UUOB", "UUWW", 2)).toEqual([
      { icao: "UUOR", km: 258 },
      { icao: "UUOT", km: 414 },
    ]);
  });

  it("never suggests the route's other end", () => {
    // Krasnodar → Rostov: Krasnodar itself is not the way round.
    expect(nearest("URRP", "URKK").map((airport) => airport.icao)).toEqual(["URKE", "URMT", "URWI", "URKG"]);
  });

  it("suggests only airports the route's other end may fly to", () => {
    // Closed Belarus-EU airspace: from Minsk every Russian airport is open, the list is the same.
    expect(nearest("URRP", "UMMS")).toEqual(nearest("URRP", "UUWW"));
    // From Nice every Russian airport is behind the EU's closure: nothing to suggest.
    expect(nearest("URRP", "LFMN")).toEqual([]);
  });

  it("judges only the airports when the other end is closed too", () => {
    expect(nearest("URRP", "UUOO").map((airport) => airport.icao)).toEqual(["URKE", "URKK", "URMT", "URWI"]);
  });

  it("follows the rules in force: before Krasnodar reopened it was not suggested", () => {
    const before = createRuleBook(RULES, new Date("2025-09-10T12:00:00Z"));
    const list = nearestOpenAirports(at("URRP"), airports, before, { country: "RU", otherEnd: at("UUWW") });
    expect(list.map((airport) => airport.icao)).not.toContain("URKK");
    expect(list[0]).toEqual({ icao: "URKE", km: 159 });
  });
});
