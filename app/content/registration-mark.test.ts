import { describe, expect, it } from "vitest";
import { PRODUCTION_DATASET_FILE } from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import {
  loadRegistrationMarkDocuments,
  localizedDocumentPath,
  REGISTRATION_MARK_QUERY,
} from "./registration-mark";

/** The real groq-js source over the dataset the app ships (content/production.ndjson). */
function content() {
  const { logger } = createMemoryLogger();
  return createContentService({
    source: createDatasetSource({ file: PRODUCTION_DATASET_FILE }),
    cache: createContentCache({ ttlMs: 60_000, logger }),
    logger,
  });
}

// The legal text all three groups share (spec §3): FAP-82 on ConsultantPlus.
const FAP_82 = "https://www.consultant.ru/document/cons_doc_LAW_71153/";

describe("registration-mark lookup over the shipped dataset (spec §3)", () => {
  const service = content();

  it.each([
    ["RA-67470", "/docs/compensation-ra-67xxx-73532.pdf"],
    ["RA-67632", "/docs/compensation-ra-67xxx-73532.pdf"],
    ["RA-73532", "/docs/compensation-ra-67xxx-73532.pdf"],
    ["RA-02811", "/docs/compensation-ra-027xx-028xx.pdf"],
    ["EW-435PC", "/docs/compensation-ew.pdf"],
  ])("finds the group of the fleet's %s with its compensation PDF and the legal text", async (tail, pdf) => {
    const found = await loadRegistrationMarkDocuments(service, tail, "ru");
    expect(found).toMatchObject({ compensations: pdf, flights: FAP_82 });
    expect(found?.title).toBeTruthy();
  });

  it("links the English notice on an English page", async () => {
    const found = await loadRegistrationMarkDocuments(service, "EW-435PC", "en");
    expect(found?.compensations).toBe("/docs/en/compensation-ew.pdf");
  });

  it("reads the mark in any case, as the API accepts it", async () => {
    expect(await loadRegistrationMarkDocuments(service, "ra-67471", "ru")).not.toBeNull();
  });

  it.each(["RA-09617", "TC-KLE", "RA-00000"])("finds nothing for %s, which no group lists", async (tail) => {
    expect(await loadRegistrationMarkDocuments(service, tail, "ru")).toBeNull();
  });

  it("answers the raw query with null for an unknown mark, not an empty object", async () => {
    const source = createDatasetSource({ file: PRODUCTION_DATASET_FILE });
    expect(await source.fetch(REGISTRATION_MARK_QUERY, { tail: "RA-12345" })).toBeNull();
  });
});

describe("localizedDocumentPath", () => {
  it("keeps an upload's URL and a Russian path as they are", () => {
    expect(localizedDocumentPath("https://cdn.sanity.io/files/x/y.pdf", "en")).toBe(
      "https://cdn.sanity.io/files/x/y.pdf",
    );
    expect(localizedDocumentPath("/docs/compensation-ew.pdf", "ru")).toBe("/docs/compensation-ew.pdf");
  });
});
