import { LOCALE_TAGS, type Language } from "~/utils/language";

/**
 * What a fleet card states besides its pictures (spec §2 "Fleet": type, seats, years,
 * specification grid), as plain data the card renders and the tests read.
 */

export interface AircraftYears {
  year_of_renewal: number;
  year_of_overhaul: number;
}

/** The second year on a card: the last overhaul or the last cabin refurbishment. */
export interface LatestWork {
  kind: "overhaul" | "renewal";
  year: number;
}

/**
 * spec §3 "Fleet item": a year of overhaul, when non-zero, is shown instead of the year of
 * renewal. 0 means the work was never done (decision 007), so an aircraft with neither shows only
 * its year of creation.
 */
export function latestWork(aircraft: AircraftYears): LatestWork | null {
  if (aircraft.year_of_overhaul > 0) return { kind: "overhaul", year: aircraft.year_of_overhaul };
  if (aircraft.year_of_renewal > 0) return { kind: "renewal", year: aircraft.year_of_renewal };
  return null;
}

export interface AircraftSpecs {
  flying_range: number;
  cruising_speed: number;
  cabin_height: number;
  interior_width: number;
  cabin_length: number;
  wing_span: number;
  fuselage_height: number;
  fuselage_length: number;
}

export type SpecField = keyof AircraftSpecs;

type Unit = "kilometer" | "kilometer-per-hour" | "meter";

// The grid's rows in reading order: what a charter customer weighs first (how far, how fast),
// then the cabin, then the airframe. Units as decision 007 stores them.
const SPEC_ROWS: readonly { field: SpecField; unit: Unit }[] = [
  { field: "flying_range", unit: "kilometer" },
  { field: "cruising_speed", unit: "kilometer-per-hour" },
  { field: "cabin_height", unit: "meter" },
  { field: "interior_width", unit: "meter" },
  { field: "cabin_length", unit: "meter" },
  { field: "wing_span", unit: "meter" },
  { field: "fuselage_height", unit: "meter" },
  { field: "fuselage_length", unit: "meter" },
];

export interface SpecRow {
  field: SpecField;
  value: string;
}

/**
 * The specification grid with each figure in the page's language (spec §9 locales ru-RU, en-US):
 * "11 112 км" and "1,75 м" in Russian, "11,112 km" and "1.75 m" in English. Metres keep the two
 * decimals they are stored with.
 */
export function specRows(aircraft: AircraftSpecs, language: Language): SpecRow[] {
  const locale = LOCALE_TAGS[language];
  const formats: Record<Unit, Intl.NumberFormat> = {
    kilometer: new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer", maximumFractionDigits: 0 }),
    "kilometer-per-hour": new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "kilometer-per-hour",
      maximumFractionDigits: 0,
    }),
    meter: new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "meter",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  return SPEC_ROWS.map(({ field, unit }) => ({ field, value: formats[unit].format(aircraft[field]) }));
}
