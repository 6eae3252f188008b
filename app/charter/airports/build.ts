/**
 * Builds `airports.generated.json` from `@williamkapke/airports`, the selection rule (decision
 * record 005) and the project's Russian names. `scripts/build-airports.mjs` writes the file; a test
 * builds it again in memory and compares, so the committed file cannot drift from this code.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Airport } from "./airports";
import { russianNames } from "./names-ru";
import { selectBusinessJetAirports, sourceAirportsSchema, type SourceAirport } from "./selection";

export const GENERATED_FILE = new URL("./airports.generated.json", import.meta.url);

/** The package's list, checked against the shape its README documents. */
export async function readPackageAirports(): Promise<SourceAirport[]> {
  const path = createRequire(import.meta.url).resolve("@williamkapke/airports/airports.json");
  return sourceAirportsSchema.parse(JSON.parse(await readFile(path, "utf8")));
}

/** Five decimals of a degree are about a metre: finer than the package's own coordinates. */
function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e5) / 1e5;
}

/** The package has stray spaces ("Robert Gray  Army Air Field"). */
function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The selected airports in API.md's shape, sorted by ICAO code. */
export function buildAirports(source: readonly SourceAirport[]): Airport[] {
  return selectBusinessJetAirports(source)
    .map((airport): Airport => {
      const name = tidy(airport.name);
      const city = tidy(airport.city);
      const russian = russianNames[airport.icao];
      return {
        icao: airport.icao,
        iata: /^[A-Z]{3}$/.test(airport.iata) ? airport.iata : "",
        name,
        // Spec §3 gives every airport name_rus and city_rus. Where the project has written no
        // Russian name, the English one stands in: a Russian page then shows the name as the
        // airport itself writes it in Latin letters, which is what Russian booking sites do too.
        name_rus: russian?.name ?? name,
        city,
        city_rus: russian?.city ?? city,
        country: airport.country,
        tz: airport.tz,
        lat: roundCoordinate(airport.lat),
        lon: roundCoordinate(airport.lon),
      };
    })
    .sort((a, b) => (a.icao < b.icao ? -1 : a.icao > b.icao ? 1 : 0));
}

/**
 * The file's text. Two-space JSON is exactly what Prettier prints for this array (each object is
 * wider than the 110-column print width, so Prettier would break it onto one line per field), so
 * `prettier --check` passes on the generated file without an ignore entry.
 */
export function serializeAirports(airports: readonly Airport[]): string {
  return `${JSON.stringify(airports, null, 2)}\n`;
}

export async function buildAirportsFile(): Promise<string> {
  return serializeAirports(buildAirports(await readPackageAirports()));
}
