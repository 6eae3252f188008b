import { describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import type { CharterClient } from "~/charter/client/charter-client";
import { airportExample, emptyLegCardExample, emptyLegResultSetExample } from "~/charter/contract/examples";
import type { Airport, EmptyLegCard } from "~/charter/contract/schemas";
import { loadLandingEmptyLegs } from "./empty-legs.server";

const pulkovo: Airport = {
  ...airportExample,
  name: "Pulkovo Airport",
  name_rus: "Пулково",
  city: "Saint Petersburg",
  city_rus: "Санкт-Петербург",
  iata: "LED",
  icao: "ULLI",
};

function card(id: string, overrides: Partial<EmptyLegCard> = {}): EmptyLegCard {
  return { ...emptyLegCardExample, id, ...overrides };
}

/** A charter client answering empty legs and airport look-ups; everything else is not called. */
function client(options: { cards?: EmptyLegCard[]; fail?: Error; airports?: Airport[] }): CharterClient {
  const unused = () => Promise.reject(new Error("not used by landing pages"));
  return {
    emptyLegs: async () => {
      if (options.fail) throw options.fail;
      return { ...emptyLegResultSetExample, cards: options.cards ?? [] };
    },
    airports: async ({ q } = {}) => (options.airports ?? []).filter((airport) => airport.icao === q),
    searchCards: unused,
    searchTrip: unused,
    request: unused,
    card: unused,
    images: unused,
    createPartnerLead: unused,
    createSearchLead: unused,
    sendLoginSms: unused,
    confirmSms: unused,
    createPreOrder: unused,
    createWatch: unused,
    priceCalendar: unused,
  };
}

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("landing empty legs (spec §2; priced in roubles on a Russian page: issue 28, item 10)", () => {
  it("lists each leg with its route, local departure, aircraft, seats and rouble price", async () => {
    const { logger } = createMemoryLogger();
    const legs = await loadLandingEmptyLegs(
      client({ cards: [emptyLegCardExample], airports: [airportExample, pulkovo] }),
      logger,
    );
    expect(legs).toHaveLength(1);
    const [leg] = legs;
    expect(leg).toMatchObject({
      id: emptyLegCardExample.id,
      from: { icao: "UUWW", city: "Москва", airport: "Внуково" },
      to: { icao: "ULLI", city: "Санкт-Петербург", airport: "Пулково" },
      departureLocal: "2026-12-01T12:00",
      departureText: "1 декабря, 12:00",
      aircraftType: "Bombardier Challenger 850",
      seats: 14,
    });
    // The card's rouble price (contract example: RUB 563,010), not its euros or dollars.
    expect(spaces(leg!.priceText)).toBe("563 010 ₽");
  });

  it("shows at most six, soonest first as the API orders them", async () => {
    const cards = Array.from({ length: 9 }, (_, n) => card(`crd_01JD9A7C2X4V6B8N0M${n}K`));
    const legs = await loadLandingEmptyLegs(client({ cards }), createMemoryLogger().logger);
    expect(legs.map((leg) => leg.id)).toEqual(cards.slice(0, 6).map((c) => c.id));
  });

  it("keeps the ICAO code when an airport is not known", async () => {
    const [leg] = await loadLandingEmptyLegs(
      client({ cards: [emptyLegCardExample] }),
      createMemoryLogger().logger,
    );
    expect(leg?.from).toEqual({ icao: "UUWW", city: "UUWW", airport: null });
  });

  it("hides the list and logs when the charter API fails", async () => {
    const { logger, entries } = createMemoryLogger();
    const legs = await loadLandingEmptyLegs(client({ fail: new Error("connection refused") }), logger);
    expect(legs).toEqual([]);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "landing empty legs unavailable",
        error: "connection refused",
      }),
    );
  });
});
