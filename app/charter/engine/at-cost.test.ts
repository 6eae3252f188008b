import { describe, expect, it } from "vitest";
import { toCard } from "../cards";
import { billedAtCost } from "./at-cost";
import { searchOffers } from "./offers";
import { testAircraft, testMarket } from "./test-market";

/* What a charter bills at cost (issue 26, item 7): de-icing in a month below zero, and catering. */
const moscow = { icao: "UUWW", tz: "Europe/Moscow" };

describe("billed at cost (issue 26, item 7)", () => {
  it("flags de-icing from Moscow in December to March, never in May or from Sochi and Dubai", () => {
    expect(billedAtCost(moscow, new Date("2026-12-10T09:00:00Z"))).toEqual(["de_icing", "catering"]);
    expect(billedAtCost(moscow, new Date("2027-03-31T09:00:00Z"))).toEqual(["de_icing", "catering"]);
    expect(billedAtCost(moscow, new Date("2027-04-01T09:00:00Z"))).toEqual(["catering"]);
    expect(billedAtCost(moscow, new Date("2027-05-10T09:00:00Z"))).toEqual(["catering"]);
    expect(billedAtCost({ icao: "URSS", tz: "Europe/Moscow" }, new Date("2027-01-10T09:00:00Z"))).toEqual([
      "catering",
    ]);
    expect(billedAtCost({ icao: "OMDB", tz: "Asia/Dubai" }, new Date("2027-01-10T09:00:00Z"))).toEqual([
      "catering",
    ]);
    // The local month decides: 31 March 23:30 in Moscow is still March.
    expect(billedAtCost(moscow, new Date("2027-03-31T20:30:00Z"))).toContain("de_icing");
  });

  it("answers it on each route of a card: the outbound from Moscow in winter, the return from Sochi not", () => {
    const market = testMarket([testAircraft()]);
    const [offer] = searchOffers(market, {
      from: "UUWW",
      to: "URSS",
      departureLocal: "2026-12-10T12:00",
      pax: 2,
      returnLocal: "2026-12-12T12:00",
    });
    const card = toCard(market, offer!, {
      id: "c",
      requestId: "r",
      rates: { date: "2026-11-26", source: "Bank of Russia", rubPerEur: 92.5, rubPerUsd: 80.1 },
      createdAt: new Date("2026-12-01T00:00:00Z"),
      isEmptyLeg: false,
      pictures: { salon: null, avatar: null, seats: null },
    });
    expect(card.routes.map((route) => route.at_cost)).toEqual([["de_icing", "catering"], ["catering"]]);
  });
});
