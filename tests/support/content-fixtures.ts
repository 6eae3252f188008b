import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The embedded dataset the app ships (content/production.ndjson). */
export const PRODUCTION_DATASET_FILE = fileURLToPath(
  new URL("../../content/production.ndjson", import.meta.url),
);

/** The shipped siteSettings document, as a starting point for tests that alter one field. */
export function productionSiteSettings(): Record<string, unknown> & { _id: string } {
  const documents = readFileSync(PRODUCTION_DATASET_FILE, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string });
  const settings = documents.find((document) => document._id === "siteSettings");
  if (!settings) throw new Error("content/production.ndjson has no siteSettings document");
  return structuredClone(settings);
}
