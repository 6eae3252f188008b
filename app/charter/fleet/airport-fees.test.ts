import { describe, expect, it } from "vitest";
import { AIRCRAFT_CLASSES } from "./aircraft-types";
import {
  AIRPORT_FEES,
  DEPARTURE_FEE_EUR_BY_CATEGORY,
  DEPARTURE_FEE_FACTOR_BY_CLASS,
  departureFeeEur,
  EMPTY_LEG_PRICE_FACTOR,
  OVERNIGHT_EUR_PER_DAY_BY_CLASS,
} from "./airport-fees";
import { FLEET } from "./fleet";

describe("airport charges", () => {
  it("have their own figure at every landing-page airport and every home base", () => {
    const landingPages = ["UUWW", "UMMS", "UBBB", "UACC", "LTFM", "URSS", "ULLI", "UWKD", "USTR"];
    const others = ["UUEE", "UUDD", "LTBA", "OMDB"];
    const bases = FLEET.map((aircraft) => aircraft.homeBase);
    for (const icao of [...landingPages, ...others, ...bases]) expect(AIRPORT_FEES[icao], icao).toBeDefined();
  });

  it("use an airport's own figure for a mid-size jet", () => {
    expect(departureFeeEur("UUWW", "Mid-size jet")).toBe(AIRPORT_FEES.UUWW?.midSizeJetEur);
    expect(departureFeeEur("uuww", "Mid-size jet")).toBe(AIRPORT_FEES.UUWW?.midSizeJetEur);
  });

  it("price other airports by category, regional by default", () => {
    expect(departureFeeEur("LTAI", "Mid-size jet")).toBe(DEPARTURE_FEE_EUR_BY_CATEGORY.regional);
    expect(departureFeeEur("LFMN", "Mid-size jet", "business-aviation-terminal")).toBe(
      DEPARTURE_FEE_EUR_BY_CATEGORY["business-aviation-terminal"],
    );
  });

  it("rank hubs above business terminals above regional fields", () => {
    const {
      "major-hub": hub,
      "business-aviation-terminal": terminal,
      regional,
    } = DEPARTURE_FEE_EUR_BY_CATEGORY;
    expect(hub).toBeGreaterThan(terminal);
    expect(terminal).toBeGreaterThan(regional);
  });

  it("grow with the aircraft's class and come in whole euros", () => {
    const fees = AIRCRAFT_CLASSES.map((aircraftClass) => departureFeeEur("ULLI", aircraftClass));
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    for (const fee of fees) expect(Number.isInteger(fee)).toBe(true);
    expect(DEPARTURE_FEE_FACTOR_BY_CLASS["Mid-size jet"]).toBe(1);
  });
});

describe("stays and empty legs", () => {
  it("cost more per day for larger aircraft", () => {
    const perDay = AIRCRAFT_CLASSES.map((aircraftClass) => OVERNIGHT_EUR_PER_DAY_BY_CLASS[aircraftClass]);
    expect(perDay).toEqual([...perDay].sort((a, b) => a - b));
  });

  it("sell an empty leg at 25% to 75% off, never for free (issue 14, item 7)", () => {
    expect(1 - EMPTY_LEG_PRICE_FACTOR.monthOut).toBeCloseTo(0.25, 9);
    expect(1 - EMPTY_LEG_PRICE_FACTOR.lastDays).toBeCloseTo(0.75, 9);
    expect(EMPTY_LEG_PRICE_FACTOR.lastDays).toBeGreaterThan(0);
  });
});
