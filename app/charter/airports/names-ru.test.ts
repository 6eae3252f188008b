import { describe, expect, it } from "vitest";
import { airports } from "./airports";
import { russianNames } from "./names-ru";

/** Russia and the CIS (decision record 005): every selected airport there must have a Russian name. */
const NAMED_IN_FULL = ["RU", "BY", "KZ", "UZ", "KG", "TJ", "TM", "AM", "AZ", "GE", "MD"];

const selected = new Map(airports.map((airport) => [airport.icao, airport]));

describe("Russian airport names", () => {
  it("name at least 400 airports (the issue's floor)", () => {
    expect(Object.keys(russianNames).length).toBeGreaterThanOrEqual(400);
  });

  it("name only airports of the selected list", () => {
    expect(Object.keys(russianNames).filter((icao) => !selected.has(icao))).toEqual([]);
  });

  it("name every selected airport in Russia and the CIS", () => {
    const unnamed = airports
      .filter((airport) => NAMED_IN_FULL.includes(airport.country) && !(airport.icao in russianNames))
      .map((airport) => `${airport.icao} ${airport.name}`);
    expect(unnamed).toEqual([]);
  });

  it("are Cyrillic text without stray spaces", () => {
    for (const [icao, { name, city }] of Object.entries(russianNames)) {
      for (const text of [name, city]) {
        expect(text, icao).toMatch(/[А-ЯЁ]/);
        expect(text, icao).toBe(text.replace(/\s+/g, " ").trim());
      }
    }
  });

  it("reach the generated list, with the English names where none is written", () => {
    expect(selected.get("UUEE")).toMatchObject({ name_rus: "Шереметьево", city_rus: "Москва" });
    expect(selected.get("UACC")).toMatchObject({ name_rus: "Нурсултан Назарбаев", city_rus: "Астана" });
    const unnamed = airports.find((airport) => !(airport.icao in russianNames));
    expect(unnamed?.name_rus).toBe(unnamed?.name);
    expect(unnamed?.city_rus).toBe(unnamed?.city);
  });
});
