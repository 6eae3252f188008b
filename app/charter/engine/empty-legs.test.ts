import { describe, expect, it } from "vitest";
import { EMPTY_LEG_DISCOUNT, findEmptyLegs } from "./empty-legs";
import { leg, testAircraft, testMarket } from "./test-market";

const now = new Date("2026-12-01T00:00:00Z");
const schedule = [
  leg("UUWW", "LTFM", "2026-12-03T07:00:00Z", "2026-12-03T10:10:00Z", "charter"),
  leg("LTFM", "UUWW", "2026-12-03T11:30:00Z", "2026-12-03T14:40:00Z", "positioning"),
  leg("UUWW", "URSS", "2026-12-10T07:00:00Z", "2026-12-10T09:20:00Z", "positioning"),
  leg("URSS", "UUWW", "2026-11-30T07:00:00Z", "2026-11-30T09:20:00Z", "positioning"),
];

describe("empty legs (issue 4, item 4)", () => {
  const market = testMarket([testAircraft({ schedule })]);

  it("lists the upcoming positioning flights, not the charters or the past, soonest first", () => {
    const legs = findEmptyLegs(market, { pax: 1, now });
    expect(legs.map((o) => `${o.legs[0]!.from}-${o.legs[0]!.to}`)).toEqual(["LTFM-UUWW", "UUWW-URSS"]);
  });

  it("filters by route, local dates and seats", () => {
    expect(findEmptyLegs(market, { pax: 1, now, to: "URSS" })).toHaveLength(1);
    expect(
      findEmptyLegs(market, { pax: 1, now, from: "LTFM", dateFrom: "2026-12-03", dateTo: "2026-12-03" }),
    ).toHaveLength(1);
    expect(findEmptyLegs(market, { pax: 1, now, dateFrom: "2026-12-04" })).toHaveLength(1);
    expect(findEmptyLegs(market, { pax: 9, now })).toEqual([]);
  });

  it("prices at a discount on the flight hours, fees passed on", () => {
    const [offer] = findEmptyLegs(market, { pax: 2, now, from: "LTFM" });
    const hours = offer!.legs[0]!.price.find((line) => line.item === "flight_hours")!.eur;
    const discount = offer!.legs[0]!.price.find((line) => line.item === "empty_leg_discount")!.eur;
    expect(discount).toBeCloseTo(-hours * EMPTY_LEG_DISCOUNT, 6);
    expect(offer!.legs[0]!.pax).toBe(2);
    expect(offer!.totalEur).toBeLessThan(hours);
  });
});
