import {
  AIRCRAFT_TYPES,
  type AircraftType,
  type AircraftTypeId,
  CABIN_LAYOUTS,
  drawSeatMap,
  SIDE_VIEW_HEIGHT,
  SIDE_VIEW_SHAPES,
  SIDE_VIEW_WIDTH,
} from "~/charter/index.server";
import { typePictureUrls } from "~/charter";
import { formatUnit } from "~/offers/flight-facts";
import type { Language } from "~/utils/language";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";
import { CLASS_KEYS } from "~/offers/card-facts";
import type { JsonLd } from "~/seo/seo";
import type { AircraftDocument } from "~/content/aircraft-page";
import type { AircraftPageModel, AircraftPicture, AircraftSpecRow, CabinRow } from "./aircraft-page-types";
import { latestWork } from "./card-facts";

/**
 * What an aircraft's page states (issue 17, item 4), as plain data the page renders and the tests
 * read: the gallery, the specification grid, the cabin dimensions, the seat map and the schema.org
 * entity. Server-only: it looks the type up in the engine's type table (the browser bundle stays
 * without it, as app/charter/fleet/type-pictures.ts asks).
 *
 * Two sources, each for what it knows:
 * - the `fleetAircraft` document (the editors'): this airframe's seats, years, range and speed,
 *   airframe size and pictures. tests/integration/dataset.test.ts keeps its figures equal to its
 *   type's, so the card on /fleet/ and this page agree;
 * - the type (app/charter/fleet/aircraft-types.ts): class, manufacturer, take-off field length and
 *   the cabin's height, width and length, each a published figure whose source the type names
 *   (docs/fleet-sources.md). A type the table does not know gives none of these: the page says
 *   "no data" rather than guess.
 * Baggage volume is in neither, so the page does not state it.
 */

const typesByName: ReadonlyMap<string, AircraftType & { id: AircraftTypeId }> = new Map(
  AIRCRAFT_TYPES.map((type) => [type.name, type]),
);

/** The type a fleet document names (its `type` is the type's name, as a card shows it); null when unknown. */
export function aircraftTypeOfName(name: string): (AircraftType & { id: AircraftTypeId }) | null {
  return typesByName.get(name.trim()) ?? null;
}

/**
 * "Внуково (VKO), Москва", "Vnukovo International Airport (VKO), Moscow"; the city only when the
 * name does not say it ("Sochi International Airport (AER)"), and the code after a comma when the
 * name has brackets of its own ("Сочи (Адлер), AER").
 */
export function baseLabel(airport: AirportSummary, language: Language): string {
  const name = airportName(airport, language);
  const city = airportCity(airport, language);
  const code = airport.iata || airport.icao;
  const named = name.includes("(") ? `${name}, ${code}` : `${name} (${code})`;
  return name.toLowerCase().includes(city.toLowerCase()) ? named : `${named}, ${city}`;
}

// The drawings' sizes, so their boxes are reserved before they load (no layout shift). The side
// view has one canvas; a seat map's height follows its cabin (seat-map.ts), read off the drawing.
const seatMapSizes = new Map<AircraftTypeId, { width: number; height: number }>();
function seatMapSize(type: AircraftType & { id: AircraftTypeId }): { width: number; height: number } {
  let size = seatMapSizes.get(type.id);
  if (!size) {
    const svg = drawSeatMap(type, CABIN_LAYOUTS[type.id], SIDE_VIEW_SHAPES[type.id]);
    const match = /width="(\d+)" height="(\d+)"/.exec(svg);
    size = { width: Number(match?.[1] ?? 1000), height: Number(match?.[2] ?? 260) };
    seatMapSizes.set(type.id, size);
  }
  return size;
}

/**
 * The gallery, slot by slot as a card fills its pictures (app/charter/charter.server.ts,
 * `cardPictures`): the editor's uploads in their order, the salon picture added when it is not
 * among them; the first slot (the side view) falls back to the type's drawing when the editor
 * uploaded nothing. A type without a drawing leaves the gallery empty.
 */
export function aircraftGallery(
  document: Pick<AircraftDocument, "images" | "salon">,
  type: (AircraftType & { id: AircraftTypeId }) | null,
): AircraftPicture[] {
  const uploads: AircraftPicture[] = document.images.map((image) => ({ ...image, drawing: false }));
  if (document.salon && !uploads.some((image) => image.url === document.salon?.url)) {
    uploads.push({ ...document.salon, drawing: false });
  }
  if (uploads.length > 0 || !type) return uploads;
  return [
    {
      url: typePictureUrls(type.id).avatar,
      width: SIDE_VIEW_WIDTH,
      height: SIDE_VIEW_HEIGHT,
      alt: "",
      drawing: true,
    },
  ];
}

/** The seat map: the editor's upload, else the type's typical seat map (issue 16, item 3), else none. */
export function aircraftSeatMap(
  document: Pick<AircraftDocument, "seats">,
  type: (AircraftType & { id: AircraftTypeId }) | null,
): AircraftPicture | null {
  if (document.seats) return { ...document.seats, drawing: false };
  if (!type) return null;
  return { url: typePictureUrls(type.id).seats, ...seatMapSize(type), alt: "", drawing: true };
}

/** The specification grid, in the order a charter customer weighs it: who flies, how far, from where. */
export function aircraftSpecs(
  document: AircraftDocument,
  type: AircraftType | null,
  base: AirportSummary | null,
  language: Language,
): AircraftSpecRow[] {
  const rows: AircraftSpecRow[] = [{ field: "seats", value: String(document.max_pax) }];
  if (type) {
    rows.push(
      {
        field: "aircraftClass",
        value: type.aircraftClass,
        valueKey: `offers.class.${CLASS_KEYS[type.aircraftClass]}`,
      },
      { field: "manufacturer", value: type.manufacturer },
    );
  }
  rows.push({ field: "yearOfCreation", value: String(document.year_of_creation) });
  // spec §3: a year of overhaul, when there is one, stands for the later work (./card-facts.ts).
  const work = latestWork(document);
  if (work)
    rows.push({
      field: work.kind === "overhaul" ? "yearOfOverhaul" : "yearOfRenewal",
      value: String(work.year),
    });
  rows.push(
    { field: "flyingRange", value: formatUnit(document.flying_range, "kilometer", language) },
    { field: "cruisingSpeed", value: formatUnit(document.cruising_speed, "kilometer-per-hour", language) },
  );
  // aircraft-types.ts `minRunwayM`: balanced field length at MTOW, sea level ISA.
  if (type) rows.push({ field: "takeOffDistance", value: formatUnit(type.minRunwayM, "meter", language, 0) });
  if (base) rows.push({ field: "homeBase", value: baseLabel(base, language) });
  rows.push(
    { field: "wingSpan", value: formatUnit(document.wing_span, "meter", language) },
    { field: "overallHeight", value: formatUnit(document.fuselage_height, "meter", language) },
    { field: "overallLength", value: formatUnit(document.fuselage_length, "meter", language) },
  );
  return rows;
}

/** The cabin's height, width and length from the type's published figures; null without a type. */
export function cabinDimensions(type: AircraftType | null, language: Language): CabinRow[] {
  const metres = (value: number | undefined) =>
    value === undefined ? null : formatUnit(value, "meter", language);
  return [
    { field: "cabinHeight", value: metres(type?.cabin.heightM) },
    { field: "cabinWidth", value: metres(type?.cabin.widthM) },
    { field: "cabinLength", value: metres(type?.cabin.lengthM) },
  ];
}

/** Everything the page states about one aircraft in one language. */
export function aircraftPageModel(
  document: AircraftDocument,
  base: AirportSummary | null,
  language: Language,
): AircraftPageModel {
  const type = aircraftTypeOfName(document.type);
  return {
    tailNumber: document.number,
    type: document.type,
    manufacturer: type?.manufacturer ?? null,
    description: document.description,
    gallery: aircraftGallery(document, type),
    specs: aircraftSpecs(document, type, base, language),
    cabin: cabinDimensions(type, language),
    seatMap: aircraftSeatMap(document, type),
    typeSource: type?.source ?? null,
  };
}

/** The figures the schema.org entity lists, with their UN/CEFACT unit codes (km, km/h, m). */
const PRODUCT_FIGURES = [
  { field: "seats", unit: null },
  { field: "yearOfCreation", unit: null },
  { field: "flyingRange", unit: { code: "KMT", text: "km" } },
  { field: "cruisingSpeed", unit: { code: "KMH", text: "km/h" } },
  { field: "cabinHeight", unit: { code: "MTR", text: "m" } },
  { field: "cabinWidth", unit: { code: "MTR", text: "m" } },
  { field: "cabinLength", unit: { code: "MTR", text: "m" } },
] as const;

type ProductFigureField = (typeof PRODUCT_FIGURES)[number]["field"];

/**
 * The aircraft as a schema.org `Product` (a thing offered for charter, made by a manufacturer,
 * with measurable properties). Only what the page itself states: its pictures, the manufacturer
 * as brand and maker, the type as model, the class as category, its figures as
 * `additionalProperty` (PropertyValue with a unit code). No `offers`, ratings or reviews: a price
 * is per flight and comes from a search, and the site collects no reviews.
 */
export function aircraftProduct({
  document,
  name,
  description,
  url,
  images,
  category,
  label,
}: {
  document: AircraftDocument;
  name: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  /** Absolute addresses of the gallery's pictures. */
  images: string[];
  /** The class in the page's language; null without a known type. */
  category: string | null;
  /** A figure's name in the page's language. */
  label: (field: ProductFigureField) => string;
}): JsonLd {
  const type = aircraftTypeOfName(document.type);
  const values: Record<ProductFigureField, number | undefined> = {
    seats: document.max_pax,
    yearOfCreation: document.year_of_creation,
    flyingRange: document.flying_range,
    cruisingSpeed: document.cruising_speed,
    cabinHeight: type?.cabin.heightM,
    cabinWidth: type?.cabin.widthM,
    cabinLength: type?.cabin.lengthM,
  };
  const maker = type?.manufacturer;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    url,
    model: document.type,
    productID: document.number,
    ...(images.length > 0 ? { image: images } : {}),
    ...(maker
      ? { brand: { "@type": "Brand", name: maker }, manufacturer: { "@type": "Organization", name: maker } }
      : {}),
    ...(category ? { category } : {}),
    additionalProperty: PRODUCT_FIGURES.flatMap(({ field, unit }) => {
      const value = values[field];
      if (value === undefined) return [];
      return [
        {
          "@type": "PropertyValue",
          name: label(field),
          value,
          ...(unit ? { unitCode: unit.code, unitText: unit.text } : {}),
        },
      ];
    }),
  };
}
