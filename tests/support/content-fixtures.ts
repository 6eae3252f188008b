import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The embedded dataset the app ships (content/production.ndjson). */
export const PRODUCTION_DATASET_FILE = fileURLToPath(
  new URL("../../content/production.ndjson", import.meta.url),
);

/** A document as the dataset stores it: an id, a type, and the fields of its schema. */
export type DatasetDocument = Record<string, unknown> & { _id: string; _type: string };

/**
 * Every document of an NDJSON dataset (the shipped one unless told), one per non-blank line. A
 * line that is not JSON fails with its file and line number, so a broken edit is found at once.
 */
export function readDataset(file: string = PRODUCTION_DATASET_FILE): DatasetDocument[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== "")
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as DatasetDocument;
      } catch (error) {
        throw new Error(`${file}:${number}: ${(error as Error).message}`);
      }
    });
}

/**
 * The documents of one type, in the dataset's order. `Shape` names the fields a test reads; the
 * dataset is checked against the schemas in tests/integration/dataset.test.ts, not here.
 */
export function documentsOfType<Shape extends object = DatasetDocument>(
  documents: readonly DatasetDocument[],
  type: string,
): (Shape & { _id: string; _type: string })[] {
  return documents.filter((document) => document._type === type) as unknown as (Shape & {
    _id: string;
    _type: string;
  })[];
}

/** Published, as the site reads it: not a Studio draft (`drafts.`) or a release version (`versions.`). */
export function isPublished(document: { _id: string }): boolean {
  return !/^(drafts|versions)\./.test(document._id);
}

/** The shipped siteSettings document, as a starting point for tests that alter one field. */
export function productionSiteSettings(): DatasetDocument {
  const settings = readDataset().find((document) => document._id === "siteSettings");
  if (!settings) throw new Error("content/production.ndjson has no siteSettings document");
  return structuredClone(settings);
}

/** spec §2, "Screens and routes": the slugs of the ten Russian-only landing pages. */
export const SPEC_LANDING_SLUGS: readonly string[] = [
  "arenda-chastnogo-samoleta",
  "arenda-biznes-dzheta",
  "zakaz-chartera",
  "chasny-perelet",
  "delovaja-biznes-aviacia",
  "aviabroker",
  "vip-charter",
  "chastnyj-rejs",
  "private-jet",
  "zakaz-samoleta",
];

/** A row of a landing page's route table: the destination's name, its ICAO code, the price in EUR. */
export interface SpecLandingRoute {
  label: string;
  arrival: string;
  price_from: number;
}

/**
 * spec §2, "Landing pages": each carousel has four items, and the table lists eight destinations
 * from Moscow, four abroad and four in Russia, with their from-prices in EUR. Minsk is read as
 * 15,000, the figure the table gives it (the 14,000 lower bound is Saint Petersburg's price), and
 * the spec's "Nur-Sultan" is Astana again since September 2022.
 */
export const SPEC_LANDING_ROUTES: Readonly<Record<"international" | "domestic", SpecLandingRoute[]>> = {
  international: [
    { label: "Минск", arrival: "UMMS", price_from: 15_000 },
    { label: "Баку", arrival: "UBBB", price_from: 55_000 },
    { label: "Астана", arrival: "UACC", price_from: 50_000 },
    { label: "Стамбул", arrival: "LTFM", price_from: 70_000 },
  ],
  domestic: [
    { label: "Сочи", arrival: "URSS", price_from: 55_000 },
    { label: "Санкт-Петербург", arrival: "ULLI", price_from: 14_000 },
    { label: "Казань", arrival: "UWKD", price_from: 17_000 },
    { label: "Тюмень", arrival: "USTR", price_from: 40_000 },
  ],
};
