import { describe, expect, it } from "vitest";
import { airportIndex, airports, createAirportIndex, type Airport } from "./airports";

const icaos = (q: string, limit?: number) => airportIndex.search(q, limit).map((airport) => airport.icao);

describe("airport search over the generated list (spec §5, API.md ranking)", () => {
  it("finds Vnukovo by its Russian name, its ICAO code and its IATA code, first each time", () => {
    expect(icaos("внуково")[0]).toBe("UUWW");
    expect(icaos("UUWW")[0]).toBe("UUWW");
    expect(icaos("VKO")[0]).toBe("UUWW");
  });

  it("ranks an exact code above everything else", () => {
    expect(icaos("LED")[0]).toBe("ULLI");
    expect(icaos("led")[0]).toBe("ULLI");
    expect(icaos("uuee")[0]).toBe("UUEE");
  });

  it("finds Sochi in either language", () => {
    expect(icaos("sochi")[0]).toBe("URSS");
    expect(icaos("сочи")[0]).toBe("URSS");
    expect(icaos("адлер")[0]).toBe("URSS");
  });

  it("puts the airport named Istanbul first, then the city's other airports", () => {
    expect(icaos("стамбул").slice(0, 2)).toEqual(["LTFM", "LTBA"]);
    expect(icaos("стамбул")).toContain("LTFJ");
    expect(icaos("istanbul").slice(0, 2)).toEqual(["LTFM", "LTBA"]);
  });

  it("offers Minsk among the first answers to «мин»", () => {
    expect(icaos("мин").slice(0, 3)).toContain("UMMS");
  });

  it("matches a prefix of a name and of a word inside it", () => {
    expect(icaos("шерем")[0]).toBe("UUEE");
    expect(icaos("лазурный")[0]).toBe("LFMN");
  });

  it("treats ё and е alike, ignores case and surrounding spaces", () => {
    expect(icaos("толмачево")[0]).toBe("UNNT");
    expect(icaos("Толмачёво")[0]).toBe("UNNT");
    expect(icaos("ОРЁЛ")[0]).toBe("UUOR");
    expect(icaos("  внуково \n")[0]).toBe("UUWW");
  });

  it("lists a city's airports for the city's name", () => {
    expect(icaos("москва").slice(0, 4).sort()).toEqual(["UUDD", "UUEE", "UUMO", "UUWW"]);
    expect(icaos("moscow").slice(0, 4).sort()).toEqual(["UUDD", "UUEE", "UUMO", "UUWW"]);
  });

  it("answers an empty query with nothing", () => {
    expect(airportIndex.search("")).toEqual([]);
    expect(airportIndex.search("   ")).toEqual([]);
  });

  it("returns 20 by default (API.md) and honours a limit", () => {
    expect(airportIndex.search("a")).toHaveLength(20);
    expect(airportIndex.search("a", 5)).toHaveLength(5);
    expect(airportIndex.search("a", 50)).toHaveLength(50);
  });

  it("only returns airports with the query in a searched field (spec §5: substring)", () => {
    for (const q of ["ка", "int", "ber", "ё"]) {
      const needle = q.replace("ё", "е");
      for (const airport of airportIndex.search(q, 50)) {
        const fields = [
          airport.name,
          airport.name_rus,
          airport.city,
          airport.city_rus,
          airport.iata,
          airport.icao,
        ];
        expect(fields.some((field) => field.toLowerCase().replaceAll("ё", "е").includes(needle))).toBe(true);
      }
    }
  });

  it("knows Vnukovo's place and time zone", () => {
    const vnukovo = airportIndex.byIcao("UUWW");
    expect(vnukovo?.lat).toBeCloseTo(55.5915, 2);
    expect(vnukovo?.lon).toBeCloseTo(37.2615, 2);
    expect(vnukovo?.tz).toBe("Europe/Moscow");
    expect(airportIndex.byIcao(" uuww ")).toBe(vnukovo);
    expect(airportIndex.byIcao("ZZZZ")).toBeUndefined();
  });

  it("lists every airport, sorted by ICAO code", () => {
    expect(airportIndex.all()).toBe(airports);
    const codes = airports.map((airport) => airport.icao);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("search bands on a hand-made list", () => {
  const airport = (icao: string, iata: string, name: string, city: string, nameRus = name): Airport => ({
    icao,
    iata,
    name,
    name_rus: nameRus,
    city,
    city_rus: city,
    country: "XX",
    tz: "UTC",
    lat: 0,
    lon: 0,
  });
  const index = createAirportIndex([
    airport("AAAA", "ABC", "Substring Xabcx Field", "Nowhere"),
    airport("BBBB", "BCD", "Upper Abc Field", "Nowhere"),
    airport("CCCC", "CDE", "Plain Field", "Abcville"),
    airport("DDDD", "DEF", "Abc Field", "Nowhere"),
    airport("EEEE", "EFG", "Aaa Field", "Nowhere", "Абв"),
    airport("FFFF", "FGH", "Xyzabc Field", "Nowhere"),
  ]);

  it("orders exact code, name prefix, city prefix, word prefix, substring", () => {
    expect(index.search("abc").map((a) => a.icao)).toEqual(["AAAA", "DDDD", "CCCC", "BBBB", "FFFF"]);
  });

  it("breaks ties in a band by Russian name written, then by name", () => {
    expect(index.search("field").map((a) => a.icao)).toEqual([
      "EEEE",
      "DDDD",
      "CCCC",
      "AAAA",
      "BBBB",
      "FFFF",
    ]);
  });
});
