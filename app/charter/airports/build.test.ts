import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAirports, GENERATED_FILE, readPackageAirports, serializeAirports } from "./build";
import {
  ADDED_AIRPORTS,
  BUSINESS_AVIATION_ALLOW_LIST,
  EXCLUDED,
  isBusinessJetAirport,
  type SourceAirport,
} from "./selection";
import type { Airport } from "./airports";

let source: SourceAirport[];
let built: Airport[];

beforeAll(async () => {
  source = await readPackageAirports();
  built = buildAirports(source);
});

const find = (icao: string) => built.find((airport) => airport.icao === icao);

describe("airports.generated.json", () => {
  it("is what `node scripts/build-airports.mjs` writes today (re-run it and commit)", async () => {
    expect(await readFile(GENERATED_FILE, "utf8")).toBe(serializeAirports(built));
  });

  it("holds API.md's fields, with valid time zones and coordinates rounded to 5 decimals", () => {
    for (const airport of built) {
      expect(Object.keys(airport)).toEqual([
        "icao",
        "iata",
        "name",
        "name_rus",
        "city",
        "city_rus",
        "country",
        "tz",
        "lat",
        "lon",
      ]);
      expect(airport.icao).toMatch(/^[A-Z]{4}$/);
      expect(airport.iata).toMatch(/^([A-Z]{3})?$/);
      expect(Math.abs(airport.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.lon)).toBeLessThanOrEqual(180);
      expect(Math.round(airport.lat * 1e5) / 1e5).toBe(airport.lat);
    }
    // The local-time code (engine/local-time.ts) hands tz to Intl, which throws on an unknown zone.
    for (const tz of new Set(built.map((airport) => airport.tz))) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone: tz }), tz).not.toThrow();
    }
  });
});

describe("the selection rule (decision record 005)", () => {
  it("takes airports with an ICAO and an IATA code, and leaves the rest of the world's strips", () => {
    expect(source.length).toBe(28_814);
    expect(built.length).toBeGreaterThan(6_000);
    expect(built.length).toBeLessThan(7_000);
    expect(find("UUWW")).toBeDefined();
    // A US local code with digits, and a 4-letter field without IATA code.
    expect(find("00AK")).toBeUndefined();
    expect(find("UUBM")).toBeUndefined();
  });

  it("leaves out military bases, but keeps joint civil airports through the allow-list", () => {
    expect(find("ETAR")).toBeUndefined(); // Ramstein Air Base
    expect(find("UUEM")).toBeUndefined(); // Migalovo Air Base, though it carries IATA KLD
    expect(find("LEZG")).toBeDefined(); // Zaragoza, named "Air Base" in the package
  });

  it("keeps every allow-listed airport and no excluded one", () => {
    for (const icao of Object.keys(BUSINESS_AVIATION_ALLOW_LIST)) expect(find(icao), icao).toBeDefined();
    for (const icao of Object.keys(EXCLUDED)) {
      expect(find(icao), icao).toBeUndefined();
      // An exclusion for an entry the package no longer has is dead: remove it.
      expect(source.some((airport) => airport.icao === icao)).toBe(true);
    }
  });

  it("adds airports opened after the package's snapshot and fixes moved codes", () => {
    for (const { icao } of ADDED_AIRPORTS)
      expect(source.some((airport) => airport.icao === icao)).toBe(false);
    expect(find("LTFM")).toMatchObject({ iata: "IST", tz: "Europe/Istanbul" });
    expect(find("LTBA")?.iata).toBe("ISL");
    expect(find("EDDB")?.iata).toBe("BER");
    expect(find("UWSG")?.iata).toBe("GSV");
    expect(find("UWSS")).toBeUndefined();
  });

  it("refuses an airport without a time zone", () => {
    const vnukovo = source.find((airport) => airport.icao === "UUWW")!;
    expect(isBusinessJetAirport(vnukovo)).toBe(true);
    expect(isBusinessJetAirport({ ...vnukovo, tz: "" })).toBe(false);
  });
});
