import { describe, expect, it } from "vitest";
import { PRODUCTION_DATASET_FILE } from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import type { CharterClient } from "~/charter/client/charter-client";
import type { PriceCalendar, PriceCalendarQueryInput } from "~/charter/contract/schemas";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { loadLanding } from "./landing.server";

type Calendar = (query: PriceCalendarQueryInput) => Promise<PriceCalendar>;

function services(priceCalendar?: Calendar) {
  const { logger, entries } = createMemoryLogger();
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
    searchTrip: failing,
    request: failing,
    card: failing,
    images: failing,
    createPartnerLead: failing,
    createSearchLead: failing,
    sendLoginSms: failing,
    confirmSms: failing,
    createPreOrder: failing,
    createWatch: failing,
    priceCalendar: priceCalendar ?? failing,
  };
  return { content, charterClient, logger, entries };
}

const eur = (amount: number) => ({ rub: amount * 100, usd: Math.round(amount * 1.08), eur: amount });

/** A calendar that prices each arrival at a base figure, cheapest on the third day of the window. */
function calendarOf(base: Record<string, number | null>, asked: PriceCalendarQueryInput[] = []): Calendar {
  return async (query) => {
    asked.push(query);
    const from = base[query.arrival_airport] ?? null;
    return {
      rates_date: "2024-12-28",
      restriction: null,
      days: [0, 1, 2, 3].map((offset) => ({
        date: `2026-12-0${offset + 2}`,
        price: from === null ? null : eur(offset === 2 ? from : from + 5_000),
      })),
    };
  };
}

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a landing page's view (spec §2 'Landing pages')", () => {
  it("links each carousel item into the search from Vnukovo at the earliest departure (spec §9), with the CMS prices while the charter API is down", async () => {
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

  it("shows the engine's cheapest one-way over the next 30 days in roubles, rounded to 10,000 (issue 14 item 6; issue 28 item 10)", async () => {
    const asked: PriceCalendarQueryInput[] = [];
    const live = calendarOf({ URSS: 41_249, ULLI: 12_351, UWKD: 16_950, USTR: 38_000 }, asked);
    const view = await loadLanding(services(live), "aviabroker", new Date("2026-12-01T08:30:00Z"));
    expect(
      view?.routes.domestic.map((card) => [card.label, spaces(card.priceText), card.priceSource]),
    ).toEqual([
      ["Сочи", "4 120 000 ₽", "live"],
      ["Санкт-Петербург", "1 240 000 ₽", "live"],
      ["Казань", "1 700 000 ₽", "live"],
      ["Тюмень", "3 800 000 ₽", "live"],
    ]);
    // One passenger from Vnukovo, from the earliest departure day through 29 days after it.
    expect(asked.find((query) => query.arrival_airport === "URSS")).toEqual({
      departure_airport: "UUWW",
      arrival_airport: "URSS",
      date_from: "2026-12-02",
      date_to: "2026-12-31",
      pax_there: 1,
    });
    // Every carousel item is priced: four international and four domestic.
    expect(asked).toHaveLength(8);
  });

  it("falls back to the CMS figure in roubles at the live prices' rate, with a warning, for a route the engine has no price for", async () => {
    const one = services(calendarOf({ URSS: null, ULLI: 12_351 }));
    const view = await loadLanding(one, "aviabroker", new Date("2026-12-01T08:30:00Z"));
    const sochi = view?.routes.domestic.find((card) => card.arrival === "URSS");
    // 55,000 EUR at the rate of the live answers (100 roubles a euro in this stand-in calendar).
    expect([spaces(sochi?.priceText ?? ""), sochi?.priceSource]).toEqual(["5 500 000 ₽", "cms"]);
    expect(view?.routes.domestic.find((card) => card.arrival === "ULLI")?.priceSource).toBe("live");
    expect(
      one.entries.some(
        (entry) => entry.level === "warn" && entry.msg.includes("no live price") && entry.arrival === "URSS",
      ),
    ).toBe(true);
  });

  it("renders without empty legs when the charter API is down", async () => {
    const down = services();
    const view = await loadLanding(down, "private-jet");
    expect(view?.page.header).toBe("Private jet — частный джет");
    expect(view?.emptyLegs).toEqual([]);
    expect(view?.routes.international.every((card) => card.priceSource === "cms")).toBe(true);
    expect(down.entries.some((entry) => entry.msg.includes("price calendar unavailable"))).toBe(true);
  });

  it("is null for a slug without a page", async () => {
    expect(await loadLanding(services(), "nonexistent")).toBeNull();
  });
});
