import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AIRCRAFT_TYPES, aircraftType } from "./aircraft-types";
import { cardRenewalYear, FLEET, hourlyRateEur, HOUSE_FLEET, HOUSE_OPERATOR_ID, OPERATORS } from "./fleet";

// The airports dataset the product ships (TOOLCHAIN.md, "Airport data"), read as plain JSON.
const airportsFile = createRequire(import.meta.url).resolve("@williamkapke/airports/airports.json");
const airports = new Map(
  z
    .array(z.object({ icao: z.string(), country: z.string() }))
    .parse(JSON.parse(readFileSync(airportsFile, "utf8")))
    .map((airport) => [airport.icao, airport.country]),
);

// The house fleet's registries: Russia (RA- and five digits) and Belarus (EW- and three digits
// plus two letters, or the ex-Soviet five digits; ICAO register prefixes).
const HOUSE_MARK = /^(RA-\d{5}|EW-\d{3}[A-Z]{2}|EW-\d{5})$/;
// Partners add Turkey (TC- and three letters) and the United Arab Emirates (A6- and three letters).
const ANY_MARK = /^(RA-\d{5}|EW-\d{3}[A-Z]{2}|EW-\d{5}|TC-[A-Z]{3}|A6-[A-Z]{3})$/;

/** The registration-mark lookup's families (spec §3). */
function markFamily(tailNumber: string): string {
  if (/^RA-02[78]\d\d$/.test(tailNumber)) return "RA-027xx/028xx";
  if (/^RA-67\d{3}$/.test(tailNumber) || tailNumber === "RA-73532") return "RA-67xxx/73532";
  if (tailNumber.startsWith("EW-")) return "EW-";
  return "none";
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe("house fleet (spec §3)", () => {
  it("is the eleven aircraft of the listed types and counts", () => {
    expect(HOUSE_FLEET).toHaveLength(11);
    expect(countBy(HOUSE_FLEET, (aircraft) => aircraftType(aircraft.typeId).name)).toEqual({
      "Challenger 850": 2,
      "Challenger 300": 1,
      "Global 5000": 1,
      "Pilatus PC-12/47E NG": 2,
      "Hawker 850XP": 1,
      "Hawker 800XP": 3,
      "Hawker 700": 1,
    });
  });

  it("seats 6 to 14 and was built 1984 to 2020, spanning both ends", () => {
    const seats = HOUSE_FLEET.map((aircraft) => aircraft.maxPassengers);
    const years = HOUSE_FLEET.map((aircraft) => aircraft.yearOfCreation);
    expect([Math.min(...seats), Math.max(...seats)]).toEqual([6, 14]);
    expect([Math.min(...years), Math.max(...years)]).toEqual([1984, 2020]);
  });

  it("is flown by the house operator only", () => {
    for (const aircraft of FLEET) {
      expect(aircraft.isHouseFleet).toBe(aircraft.operatorId === HOUSE_OPERATOR_ID);
    }
  });

  it("carries Russian and Belarusian marks", () => {
    for (const { tailNumber } of HOUSE_FLEET) expect(tailNumber).toMatch(HOUSE_MARK);
  });

  it("uses the lookup's mark families: five, five and one of its two EW- marks", () => {
    expect(countBy(HOUSE_FLEET, (aircraft) => markFamily(aircraft.tailNumber))).toEqual({
      "RA-027xx/028xx": 5,
      "RA-67xxx/73532": 5,
      "EW-": 1,
    });
    expect(HOUSE_FLEET.map((aircraft) => aircraft.tailNumber)).toContain("RA-73532");
  });

  it("is based in its registry's country", () => {
    for (const aircraft of HOUSE_FLEET) {
      const country = aircraft.tailNumber.startsWith("EW-") ? "BY" : "RU";
      expect(airports.get(aircraft.homeBase), aircraft.tailNumber).toBe(country);
    }
  });

  it("mostly waits at Vnukovo, Moscow's business-aviation hub", () => {
    const bases = countBy(HOUSE_FLEET, (aircraft) => aircraft.homeBase);
    const busiest = Object.entries(bases).sort(([, a], [, b]) => b - a)[0];
    expect(busiest?.[0]).toBe("UUWW");
  });
});

describe("partner fleets", () => {
  const partners = FLEET.filter((aircraft) => !aircraft.isHouseFleet);

  it("offer 10 to 16 aircraft across three operators", () => {
    expect(partners.length).toBeGreaterThanOrEqual(10);
    expect(partners.length).toBeLessThanOrEqual(16);
    const operators = new Set(partners.map((aircraft) => aircraft.operatorId));
    expect(operators.size).toBe(3);
    expect(OPERATORS.filter((operator) => operator.id !== HOUSE_OPERATOR_ID)).toHaveLength(3);
  });

  it("fly every type the house fleet does not", () => {
    const houseTypes = new Set(HOUSE_FLEET.map((aircraft) => aircraft.typeId));
    const partnerTypes = new Set(partners.map((aircraft) => aircraft.typeId));
    for (const type of AIRCRAFT_TYPES.filter((candidate) => !houseTypes.has(candidate.id))) {
      expect(partnerTypes.has(type.id), type.id).toBe(true);
    }
  });

  it("have a stock picture set each", () => {
    for (const aircraft of partners) expect(aircraft.imageKey).toBe(`types/${aircraft.typeId}`);
  });
});

describe("every aircraft", () => {
  it("has a unique, well-formed registration mark", () => {
    const marks = FLEET.map((aircraft) => aircraft.tailNumber);
    expect(new Set(marks).size).toBe(marks.length);
    for (const mark of marks) expect(mark).toMatch(ANY_MARK);
  });

  it("refers to a known type and operator", () => {
    const operatorIds = new Set<string>(OPERATORS.map((operator) => operator.id));
    for (const aircraft of FLEET) {
      expect(() => aircraftType(aircraft.typeId)).not.toThrow();
      expect(operatorIds.has(aircraft.operatorId), aircraft.tailNumber).toBe(true);
    }
  });

  it("is based at an airport of the airports dataset", () => {
    for (const aircraft of FLEET) {
      expect(aircraft.homeBase).toMatch(/^[A-Z]{4}$/);
      expect(airports.has(aircraft.homeBase), aircraft.homeBase).toBe(true);
    }
  });

  it("was refurbished and overhauled, if at all, after it was built", () => {
    const thisYear = new Date().getFullYear();
    for (const aircraft of FLEET) {
      for (const year of [aircraft.yearOfRenewal, aircraft.yearOfOverhaul]) {
        if (year === 0) continue;
        expect(year).toBeGreaterThan(aircraft.yearOfCreation);
        expect(year).toBeLessThanOrEqual(thisYear);
      }
    }
  });

  it("seats close to its type's typical charter cabin", () => {
    for (const aircraft of FLEET) {
      const typical = aircraftType(aircraft.typeId).maxPassengers;
      expect(Math.abs(aircraft.maxPassengers - typical), aircraft.tailNumber).toBeLessThanOrEqual(2);
    }
  });
});

describe("operators", () => {
  it("have unique ids, Russian names and ISO country codes", () => {
    const ids = OPERATORS.map((operator) => operator.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operator of OPERATORS) {
      expect(operator.nameRu).toMatch(/[А-Яа-яЁё]/);
      expect(operator.country).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe("docs/fleet-sources.md", () => {
  it("lists the house fleet as this module has it", () => {
    const rows = readFileSync(new URL("../../../docs/fleet-sources.md", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.split("|").map((cell) => cell.trim()))
      // The house fleet table has seven columns; the partner table, whose marks can look alike, six.
      .filter((cells) => cells.length === 9 && HOUSE_MARK.test(cells[1] ?? ""));
    expect(rows.map((cells) => cells.slice(1, 8))).toEqual(
      HOUSE_FLEET.map((aircraft) =>
        [
          aircraft.tailNumber,
          aircraftType(aircraft.typeId).name,
          aircraft.maxPassengers,
          aircraft.yearOfCreation,
          aircraft.yearOfRenewal,
          aircraft.yearOfOverhaul,
          aircraft.homeBase,
        ].map(String),
      ),
    );
  });
});

describe("card rules", () => {
  it("shows the overhaul year instead of the renewal year when there is one (spec §3)", () => {
    expect(cardRenewalYear({ yearOfRenewal: 2012, yearOfOverhaul: 2019 })).toBe(2019);
    expect(cardRenewalYear({ yearOfRenewal: 2016, yearOfOverhaul: 0 })).toBe(2016);
    expect(cardRenewalYear({ yearOfRenewal: 0, yearOfOverhaul: 0 })).toBe(0);
  });

  it("prices an aircraft at its own rate, else its type's", () => {
    expect(hourlyRateEur({ typeId: "hawker-800xp" })).toBe(aircraftType("hawker-800xp").hourlyRateEur);
    expect(hourlyRateEur({ typeId: "hawker-800xp", hourlyRateEur: 5000 })).toBe(5000);
  });
});
