import { describe, expect, it } from "vitest";
import { cheapestOneWay } from "./from-price";
import { searchOffers } from "./offers";
import { leg, testAircraft, testMarket } from "./test-market";

describe("the engine's from-price (issue 14, item 6)", () => {
  it("is the cheapest one-way over the days, each day at 12:00 local (spec §9)", () => {
    // Booked to Pulkovo and back on the afternoon of the 1st, so it cannot fly to Sochi that
    // noon; from the 2nd it is the cheapest, and the earliest of equal days is kept.
    const busy = testAircraft({
      schedule: [
        leg("UUWW", "ULLI", "2026-12-01T12:00:00Z", "2026-12-01T13:20:00Z"),
        leg("ULLI", "UUWW", "2026-12-01T15:00:00Z", "2026-12-01T16:20:00Z"),
      ],
    });
    const idle = testAircraft({ tailNumber: "RA-02802", hourlyRateEur: 4500 });
    const market = testMarket([busy, idle]);
    const best = cheapestOneWay(market, "UUWW", "URSS", { firstDayLocal: "2026-12-01", days: 3, pax: 4 });
    const everyDay = ["2026-12-01", "2026-12-02", "2026-12-03"].flatMap((day) =>
      searchOffers(market, { from: "UUWW", to: "URSS", departureLocal: `${day}T12:00`, pax: 4 }),
    );
    expect(best!.totalEur).toBe(Math.min(...everyDay.map((offer) => offer.totalEur)));
    expect(best!.aircraft.tailNumber).toBe("RA-02801");
    expect(best!.legs[0]!.departsAt.toISOString()).toBe("2026-12-02T09:00:00.000Z");
  });

  it("is null when nothing flies the route in the window", () => {
    const market = testMarket([testAircraft()], {}, ["UUWW-LTFM"]);
    expect(
      cheapestOneWay(market, "UUWW", "LTFM", { firstDayLocal: "2026-12-01", days: 5, pax: 4 }),
    ).toBeNull();
    expect(
      cheapestOneWay(market, "UUWW", "URSS", { firstDayLocal: "2026-12-01", days: 2, pax: 20 }),
    ).toBeNull();
  });
});
