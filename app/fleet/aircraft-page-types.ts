import type { CmsImage } from "~/content/image";

/**
 * The shapes of an aircraft page's model (issue 17, item 4), which the loader builds on the server
 * (./aircraft-page-model.server.ts) and the page renders (./aircraft-page-view.tsx).
 */

/** A picture of the page; `drawing` marks the type's drawing that stands in for a missing upload. */
export interface AircraftPicture extends CmsImage {
  drawing: boolean;
}

export type AircraftSpecField =
  | "seats"
  | "aircraftClass"
  | "manufacturer"
  | "yearOfCreation"
  | "yearOfOverhaul"
  | "yearOfRenewal"
  | "flyingRange"
  | "cruisingSpeed"
  | "takeOffDistance"
  | "homeBase"
  | "wingSpan"
  | "overallHeight"
  | "overallLength";

/** One row of the grid: the value as shown, or the locale key of a value the page translates. */
export interface AircraftSpecRow {
  field: AircraftSpecField;
  value: string;
  valueKey?: string;
}

export type CabinField = "cabinHeight" | "cabinWidth" | "cabinLength";

/** A cabin dimension; null when the type is not in the table (shown as "no data"). */
export interface CabinRow {
  field: CabinField;
  value: string | null;
}

export interface AircraftPageModel {
  tailNumber: string;
  type: string;
  /** The type's manufacturer; null for a type the table does not know. */
  manufacturer: string | null;
  description: string | null;
  gallery: AircraftPicture[];
  specs: AircraftSpecRow[];
  cabin: CabinRow[];
  /** The editor's seat map, else the type's typical one (`drawing`), else null. */
  seatMap: AircraftPicture | null;
  /** The references behind the type's figures (aircraft-types.ts `source`); null without a type. */
  typeSource: string | null;
}
