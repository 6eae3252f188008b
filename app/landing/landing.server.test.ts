import { describe, expect, it } from "vitest";
import { PRODUCTION_DATASET_FILE } from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import type { CharterClient } from "~/charter/client/charter-client";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { loadLanding } from "./landing.server";

function services() {
  const { logger } = createMemoryLogger();
  const content = createContentService({
    source: createDatasetSource({ file: PRODUCTION_DATASET_FILE }),
    cache: createContentCache({ ttlMs: 60_000, logger }),
    logger,
  });
  const failing = () => Promise.reject(new Error("charter API down"));
  const charterClient: CharterClient = {
    emptyLegs: failing,
    airports: failing,
    searchCards: failing,
    request: failing,
    card: failing,
    images: failing,
    createPartnerLead: failing,
    createSearchLead: failing,
    sendLoginSms: failing,
    confirmSms: failing,
    createPreOrder: failing,
  };
  return { content, charterClient, logger };
}

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a landing page's view (spec §2 'Landing pages')", () => {
  it("links each carousel item into the search from Vnukovo at the earliest departure (spec §9)", async () => {
    const view = await loadLanding(services(), "aviabroker", new Date("2026-12-01T08:30:00Z"));
    expect(view?.routes.international.map((card) => card.href)).toEqual([
      "/search/UUWW/UMMS/2026-12-02T12:00/1/",
      "/search/UUWW/UBBB/2026-12-02T12:00/1/",
      "/search/UUWW/UACC/2026-12-02T12:00/1/",
      "/search/UUWW/LTFM/2026-12-02T12:00/1/",
    ]);
    expect(view?.routes.domestic.map((card) => [card.label, spaces(card.priceText)])).toEqual([
      ["Сочи", "55 000 €"],
      ["Санкт-Петербург", "14 000 €"],
      ["Казань", "17 000 €"],
      ["Тюмень", "40 000 €"],
    ]);
  });

  it("renders without empty legs when the charter API is down", async () => {
    const view = await loadLanding(services(), "private-jet");
    expect(view?.page.header).toBe("Private jet — частный джет");
    expect(view?.emptyLegs).toEqual([]);
  });

  it("is null for a slug without a page", async () => {
    expect(await loadLanding(services(), "nonexistent")).toBeNull();
  });
});
