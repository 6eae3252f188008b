import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AIRCRAFT_CLASSES, AIRCRAFT_TYPES, aircraftType, type AircraftClass } from "./aircraft-types";
import { flownHourReferenceEur, JET_CARD_Q4_2024_USD_PER_HOUR, RATE_BAND } from "./market-rates";

/**
 * Range and cruise envelopes per class. Spec §9's copy gives upper bounds ("light jet up to 2000 km,
 * up to 800 km/h"; "midsize up to 3000 km"; "super-midsize up to 7000 km"; "long-range 10000 km or
 * more"; "light turboprop up to 1300 km, up to 400 km/h"). Real figures of the listed types sit
 * above the copy for light and mid-size jets and for the PC-12, and below it for the G450 and the
 * Global 5000 (docs/fleet-sources.md, "Against the spec's class copy"), so the envelopes are the
 * copy's widened to the published figures, not the copy itself.
 */
const ENVELOPES: Record<AircraftClass, { rangeKm: [number, number]; cruiseKmh: [number, number] }> = {
  Turboprop: { rangeKm: [1000, 3000], cruiseKmh: [400, 560] },
  "Light jet": { rangeKm: [1800, 3800], cruiseKmh: [700, 860] },
  "Mid-size jet": { rangeKm: [3000, 5000], cruiseKmh: [740, 860] },
  "Super mid-size jet": { rangeKm: [5000, 7000], cruiseKmh: [780, 900] },
  "Large jet": { rangeKm: [4500, 7000], cruiseKmh: [780, 900] },
  "Long range jet": { rangeKm: [8000, 13000], cruiseKmh: [820, 930] },
  Bizliners: { rangeKm: [8000, 13000], cruiseKmh: [800, 900] },
};

describe("aircraft types", () => {
  it("have unique kebab-case ids", () => {
    const ids = AIRCRAFT_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("classify the house fleet's types as the brief and the industry do", () => {
    const classOf = (id: Parameters<typeof aircraftType>[0]) => aircraftType(id).aircraftClass;
    expect(classOf("challenger-850")).toBe("Large jet");
    expect(classOf("challenger-300")).toBe("Super mid-size jet");
    expect(classOf("global-5000")).toBe("Long range jet");
    expect(classOf("pilatus-pc-12-ng")).toBe("Turboprop");
    expect(classOf("hawker-850xp")).toBe("Mid-size jet");
    expect(classOf("hawker-800xp")).toBe("Mid-size jet");
    expect(classOf("hawker-700")).toBe("Mid-size jet");
  });

  it("cover every class the API names", () => {
    const classes = new Set(AIRCRAFT_TYPES.map((type) => type.aircraftClass));
    expect([...classes].sort()).toEqual([...AIRCRAFT_CLASSES].sort());
  });

  it.each(AIRCRAFT_TYPES.map((type) => [type.name, type] as const))(
    "%s: range and cruise speed fit its class",
    (_name, type) => {
      const envelope = ENVELOPES[type.aircraftClass];
      expect(type.rangeKm).toBeGreaterThanOrEqual(envelope.rangeKm[0]);
      expect(type.rangeKm).toBeLessThanOrEqual(envelope.rangeKm[1]);
      expect(type.cruiseSpeedKmh).toBeGreaterThanOrEqual(envelope.cruiseKmh[0]);
      expect(type.cruiseSpeedKmh).toBeLessThanOrEqual(envelope.cruiseKmh[1]);
    },
  );

  it.each(AIRCRAFT_TYPES.map((type) => [type.name, type] as const))(
    "%s: dimensions are physically consistent",
    (_name, type) => {
      expect(type.cabin.lengthM).toBeLessThan(type.exterior.lengthM);
      expect(type.cabin.heightM).toBeLessThan(type.exterior.heightM);
      expect(type.cabin.widthM).toBeLessThan(type.exterior.wingSpanM);
      // Every cabin on the list is between a PC-12's and an airliner's.
      expect(type.cabin.heightM).toBeGreaterThan(1.3);
      expect(type.cabin.heightM).toBeLessThan(2.5);
      expect(type.minRunwayM).toBeGreaterThan(500);
      expect(type.minRunwayM).toBeLessThan(2500);
      expect(type.maxPassengers).toBeGreaterThanOrEqual(6);
      expect(type.maxPassengers).toBeLessThanOrEqual(19);
      expect(type.source.length).toBeGreaterThan(10);
    },
  );

  it("burn more fuel per hour as the class grows", () => {
    const heaviest = (aircraftClass: AircraftClass) =>
      Math.max(
        ...AIRCRAFT_TYPES.filter((t) => t.aircraftClass === aircraftClass).map((t) => t.fuelBurnKgPerHour),
      );
    const lightest = (aircraftClass: AircraftClass) =>
      Math.min(
        ...AIRCRAFT_TYPES.filter((t) => t.aircraftClass === aircraftClass).map((t) => t.fuelBurnKgPerHour),
      );
    expect(heaviest("Turboprop")).toBeLessThan(lightest("Light jet"));
    expect(heaviest("Light jet")).toBeLessThan(lightest("Mid-size jet"));
    expect(heaviest("Long range jet")).toBeLessThan(lightest("Bizliners"));
  });

  it("charge the cheapest rate for the turboprop and the dearest for the bizliner", () => {
    const rates = AIRCRAFT_TYPES.map((type) => type.hourlyRateEur);
    expect(aircraftType("pilatus-pc-12-ng").hourlyRateEur).toBe(Math.min(...rates));
    expect(aircraftType("airbus-acj319").hourlyRateEur).toBe(Math.max(...rates));
  });
});

describe("hourly rates near the market (issue 14, item 6; docs/fleet-sources.md, Hourly rates)", () => {
  it("derives the per-flown-hour reference from the Q4 2024 jet-card figures as documented", () => {
    // 8,079 USD ÷ 1.075 (US excise tax) ÷ 1.0435 USD/EUR (Bank of Russia, 28 December 2024) × 0.65.
    const references = Object.keys(JET_CARD_Q4_2024_USD_PER_HOUR).map((c) =>
      Math.round(flownHourReferenceEur(c as AircraftClass)!),
    );
    expect(references).toEqual([3852, 4681, 5520, 7146, 8813]);
  });

  it.each(
    AIRCRAFT_TYPES.filter((type) => flownHourReferenceEur(type.aircraftClass) !== undefined).map(
      (type) => [type.name, type] as const,
    ),
  )(`keeps %s within ${RATE_BAND[0]}-${RATE_BAND[1]} of its class's reference`, (_name, type) => {
    const ratio = type.hourlyRateEur / flownHourReferenceEur(type.aircraftClass)!;
    expect(ratio).toBeGreaterThanOrEqual(RATE_BAND[0]);
    expect(ratio).toBeLessThanOrEqual(RATE_BAND[1]);
  });

  it("prices long-range jets above every large jet, the market figure's largest class", () => {
    const rates = (aircraftClass: AircraftClass) =>
      AIRCRAFT_TYPES.filter((type) => type.aircraftClass === aircraftClass).map((type) => type.hourlyRateEur);
    expect(Math.min(...rates("Long range jet"))).toBeGreaterThan(Math.max(...rates("Large jet")));
    expect(Math.min(...rates("Long range jet"))).toBeGreaterThan(flownHourReferenceEur("Large jet")!);
  });
});

describe("docs/fleet-sources.md", () => {
  const table = readFileSync(new URL("../../../docs/fleet-sources.md", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const value = (typeName: string, figure: string) =>
    table.find(([name, row]) => name === typeName && row === figure)?.[2];
  const number = (amount: number) => amount.toLocaleString("en-US");

  it.each(AIRCRAFT_TYPES.map((type) => [type.name, type] as const))(
    "lists the figures of %s as this module has them",
    (name, type) => {
      expect(value(name, "Seats")).toBe(String(type.maxPassengers));
      expect(value(name, "Range")).toBe(`${number(type.rangeKm)} km`);
      expect(value(name, "Cruise speed")).toBe(`${number(type.cruiseSpeedKmh)} km/h`);
      expect(value(name, "Fuel burn")).toBe(`${number(type.fuelBurnKgPerHour)} kg/h`);
      expect(value(name, "Runway")).toBe(`${number(type.minRunwayM)} m`);
      const { cabin, exterior } = type;
      expect(value(name, "Cabin h × l × w")).toBe(`${cabin.heightM} × ${cabin.lengthM} × ${cabin.widthM} m`);
      expect(value(name, "Span × height × length")).toBe(
        `${exterior.wingSpanM} × ${exterior.heightM} × ${exterior.lengthM} m`,
      );
      expect(value(name, "Hourly rate")).toBe(`${number(type.hourlyRateEur)} EUR`);
    },
  );
});
