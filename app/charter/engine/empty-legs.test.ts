import { describe, expect, it } from "vitest";
import { PriceBreakdownItemSchema } from "../contract/schemas";
import {
  EMPTY_LEG_NOTICE_HOURS,
  emptyLegDiscount,
  findEmptyLegs,
  impliedPositioning,
  POSITIONING_TURNAROUND_MINUTES,
} from "./empty-legs";
import { estimateLeg } from "./flight";
import type { ScheduledLeg } from "./market";
import { pricedLines, type PriceLine } from "./pricing";
import { leg, TEST_AIRPORTS, testAircraft, testMarket } from "./test-market";

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

  it("prices at a discount on the flight hours that grows as departure nears, fees passed on", () => {
    const [soon] = findEmptyLegs(market, { pax: 2, now, from: "LTFM" });
    const [later] = findEmptyLegs(market, { pax: 2, now, from: "UUWW" });
    for (const [offer, hoursAhead] of [
      [soon!, 59.5],
      [later!, 9 * 24 + 7],
    ] as const) {
      const lines = offer.legs[0]!.price;
      const hours = lines.find((line) => line.item === "flight_hours")!.eur;
      const discount = lines.find((line) => line.item === "empty_leg_discount")!;
      expect(discount.share).toBeCloseTo(emptyLegDiscount(hoursAhead), 9);
      expect(discount.eur).toBeCloseTo(-hours * discount.share!, 6);
      expect(offer.totalEur).toBeLessThan(hours);
      // The whole trip is the leg itself (issue 14, item 4).
      expect(offer.co2Kg).toBe(offer.legs[0]!.co2Kg);
    }
    expect(soon!.legs[0]!.pax).toBe(2);
    const share = (offer: typeof soon) =>
      offer!.legs[0]!.price.find((l) => l.item === "empty_leg_discount")!.share!;
    expect(share(soon)).toBeGreaterThan(share(later));
  });

  it("sells no leg the closed-airport and closed-airspace rules forbid (issue 14, item 2)", () => {
    const closed = { ...market, legAllowed: (_a: unknown, from: { icao: string }) => from.icao !== "LTFM" };
    expect(findEmptyLegs(closed, { pax: 1, now }).map((o) => o.legs[0]!.from)).toEqual(["UUWW"]);
  });

  it("keeps the notice rule: nothing departing within three hours", () => {
    const departs = new Date(now.getTime() + (EMPTY_LEG_NOTICE_HOURS - 0.5) * 3_600_000);
    const tight = testMarket([
      testAircraft({
        schedule: [
          leg(
            "URSS",
            "UUWW",
            departs.toISOString(),
            new Date(departs.getTime() + 8_400_000).toISOString(),
            "positioning",
          ),
        ],
      }),
    ]);
    expect(findEmptyLegs(tight, { pax: 1, now })).toEqual([]);
  });
});

describe("empty-leg discount curve (issue 14, item 7)", () => {
  it("takes 25 % a month or more out and 75 % in the last two days", () => {
    expect(emptyLegDiscount(30 * 24)).toBeCloseTo(0.25, 9);
    expect(emptyLegDiscount(90 * 24)).toBeCloseTo(0.25, 9);
    expect(emptyLegDiscount(48)).toBeCloseTo(0.75, 9);
    expect(emptyLegDiscount(EMPTY_LEG_NOTICE_HOURS)).toBeCloseTo(0.75, 9);
  });

  it("grows monotonically as departure nears, with most of the rise in the last days", () => {
    const hours = Array.from({ length: 800 }, (_, i) => 800 - i);
    const shares = hours.map(emptyLegDiscount);
    for (let i = 1; i < shares.length; i++) expect(shares[i]!).toBeGreaterThanOrEqual(shares[i - 1]!);
    for (const share of shares) {
      expect(share).toBeGreaterThanOrEqual(0.25);
      expect(share).toBeLessThanOrEqual(0.75);
    }
    // A week out about half; the second half of the range is taken in the last week.
    expect(emptyLegDiscount(7 * 24)).toBeGreaterThan(0.5);
    expect(emptyLegDiscount(7 * 24)).toBeLessThan(0.55);
    expect(emptyLegDiscount(15 * 24)).toBeLessThan(0.4);
  });
});

describe("positioning implied by bookings (issue 14, item 7)", () => {
  const airports = new Map(TEST_AIRPORTS.map((airport) => [airport.icao, airport]));
  const airport = (icao: string) => airports.get(icao);
  const aircraft = testAircraft();
  const minutes = (from: string, to: string) => estimateLeg(airport(from)!, airport(to)!, aircraft).minutes;
  const turnaround = POSITIONING_TURNAROUND_MINUTES * 60_000;
  const route = (legs: { from: string; to: string }[]) => legs.map((l) => `${l.from}-${l.to}`);

  it("flies a Vnukovo jet booked Sochi → Istanbul out empty first and home empty after", () => {
    const booking = leg("URSS", "LTFM", "2026-12-05T09:00:00Z", "2026-12-05T11:00:00Z");
    const legs = impliedPositioning(aircraft, [booking], airport);
    expect(route(legs)).toEqual(["UUWW-URSS", "LTFM-UUWW"]);
    expect(legs.every((l) => l.kind === "positioning")).toBe(true);
    // Out: lands a turnaround before the booking, after a block time of its own.
    expect(legs[0]!.arrivesAt.getTime()).toBe(booking.departsAt.getTime() - turnaround);
    expect(legs[0]!.arrivesAt.getTime() - legs[0]!.departsAt.getTime()).toBe(
      minutes("UUWW", "URSS") * 60_000,
    );
    // Home: leaves a turnaround after the passengers are off.
    expect(legs[1]!.departsAt.getTime()).toBe(booking.arrivesAt.getTime() + turnaround);
  });

  it("goes straight on between close bookings, home between distant ones, nothing for a booking from base", () => {
    const first = leg("UUWW", "URSS", "2026-12-05T09:00:00Z", "2026-12-05T11:20:00Z");
    const close = leg("LTFM", "UUWW", "2026-12-05T18:00:00Z", "2026-12-05T21:10:00Z");
    expect(route(impliedPositioning(aircraft, [first, close], airport))).toEqual(["URSS-LTFM"]);
    const distant = leg("LTFM", "UUWW", "2026-12-09T18:00:00Z", "2026-12-09T21:10:00Z");
    expect(route(impliedPositioning(aircraft, [first, distant], airport))).toEqual([
      "URSS-UUWW",
      "UUWW-LTFM",
    ]);
    const roundTrip = leg("URSS", "UUWW", "2026-12-06T09:00:00Z", "2026-12-06T11:20:00Z");
    expect(impliedPositioning(aircraft, [first, roundTrip], airport)).toEqual([]);
  });

  it("flies nothing inside a block entered over a booking, and leaves from where the later one ends", () => {
    // Issue 31: a block at Vnukovo from the 5th to the 9th over a Sochi → Sheremetyevo booking on
    // the 6th. No empty flight is invented in the middle of maintenance; after the block the
    // aircraft is at Vnukovo, its base, so nothing follows either.
    const block = leg("UUWW", "UUWW", "2026-12-05T06:00:00Z", "2026-12-09T18:00:00Z", "block");
    const booking = leg("URSS", "UUEE", "2026-12-06T08:00:00Z", "2026-12-06T10:20:00Z");
    expect(impliedPositioning(aircraft, [block, booking], airport)).toEqual([]);
    // A booking that outlasts the block leaves the aircraft where it lands: it flies home after it.
    const longer = leg("URSS", "LTFM", "2026-12-09T12:00:00Z", "2026-12-09T19:00:00Z");
    const legs = impliedPositioning(aircraft, [block, longer], airport);
    expect(route(legs)).toEqual(["LTFM-UUWW"]);
    expect(legs[0]!.departsAt.getTime()).toBe(longer.arrivesAt.getTime() + turnaround);
  });

  it("derives nothing in a gap where operations stored a positioning flight of their own", () => {
    const first = leg("UUWW", "URSS", "2026-12-05T09:00:00Z", "2026-12-05T11:20:00Z");
    const planned = leg("URSS", "ULLI", "2026-12-06T09:00:00Z", "2026-12-06T12:00:00Z", "positioning");
    expect(impliedPositioning(aircraft, [first], airport, [planned])).toEqual([]);
  });
});

describe("blocks and published empty legs (issue 18)", () => {
  const airports = new Map(TEST_AIRPORTS.map((airport) => [airport.icao, airport]));
  const airport = (icao: string) => airports.get(icao);
  const aircraft = testAircraft();
  const turnaround = POSITIONING_TURNAROUND_MINUTES * 60_000;
  const route = (legs: { from: string; to: string }[]) => legs.map((l) => `${l.from}-${l.to}`);
  const block = (at: string) => leg(at, at, "2026-12-05T06:00:00Z", "2026-12-06T18:00:00Z", "block");
  const RATES = { date: "2024-12-28", source: "Bank of Russia", rubPerEur: 106.1028, rubPerUsd: 101.6797 };

  it("positions to a block away from base and home after it, deriving nothing for the block itself", () => {
    const legs = impliedPositioning(aircraft, [block("ULLI")], airport);
    expect(route(legs)).toEqual(["UUWW-ULLI", "ULLI-UUWW"]);
    expect(legs[0]!.arrivesAt.getTime()).toBe(Date.parse("2026-12-05T06:00:00Z") - turnaround);
    expect(legs[1]!.departsAt.getTime()).toBe(Date.parse("2026-12-06T18:00:00Z") + turnaround);
    expect(impliedPositioning(aircraft, [block("UUWW")], airport)).toEqual([]);
    // A charter that ends where the block is leaves nothing to fly between them.
    const toSochi = leg("UUWW", "URSS", "2026-12-04T09:00:00Z", "2026-12-04T11:20:00Z");
    expect(route(impliedPositioning(aircraft, [toSochi, block("URSS")], airport))).toEqual(["URSS-UUWW"]);
  });

  it("never sells a block, only the flights around it", () => {
    const schedule = [block("ULLI"), ...impliedPositioning(aircraft, [block("ULLI")], airport)].sort(
      (a, b) => a.departsAt.getTime() - b.departsAt.getTime(),
    );
    const legs = findEmptyLegs(testMarket([testAircraft({ schedule })]), { pax: 1, now });
    expect(legs.map((o) => `${o.legs[0]!.from}-${o.legs[0]!.to}`)).toEqual(["UUWW-ULLI", "ULLI-UUWW"]);
  });

  const published = (sale: ScheduledLeg["sale"]) =>
    testMarket([
      testAircraft({
        schedule: [
          { ...leg("URSS", "UUWW", "2026-12-10T07:00:00Z", "2026-12-10T09:20:00Z", "positioning"), sale },
        ],
      }),
    ]);
  const breakdown = (offer: { legs: { price: PriceLine[] }[] }) => pricedLines(offer.legs[0]!.price, RATES);

  it("sells a leg published at a price for exactly that price, itemised to the euro", () => {
    const [offer] = findEmptyLegs(published({ priceEur: 3000 }), { pax: 1, now });
    expect(offer!.totalEur).toBe(3000);
    const lines = offer!.legs[0]!.price;
    expect(lines.map((line) => line.item)).toEqual(["flight_hours", "airport_fees", "empty_leg_discount"]);
    const hours = lines[0]!;
    // 140 minutes at 4,000 EUR an hour, whole euros; the discount is what brings it to the price.
    expect(hours).toMatchObject({ eur: 9333, minutes: 140, rate: 4000 });
    expect(lines[2]).toMatchObject({ eur: 3000 - 9333 - 1000 });
    expect(lines[2]!.share).toBeCloseTo(7333 / 9333, 9);
    const card = breakdown(offer!);
    expect(card.total.eur).toBe(3000);
    expect(card.lines.find((line) => line.item === "empty_leg_discount")!.percent).toBe(79);
    for (const line of card.lines) PriceBreakdownItemSchema.parse(line);
  });

  it("keeps the contract for prices above the engine's full price or below the airport charges", () => {
    const [dear] = findEmptyLegs(published({ priceEur: 20_000 }), { pax: 1, now });
    expect(dear!.totalEur).toBe(20_000);
    expect(dear!.legs[0]!.price).toEqual([
      { item: "flight_hours", eur: 19_000 },
      { item: "airport_fees", eur: 1000 },
    ]);
    const [cheap] = findEmptyLegs(published({ priceEur: 500 }), { pax: 1, now });
    expect(cheap!.totalEur).toBe(500);
    const discount = cheap!.legs[0]!.price.find((line) => line.item === "empty_leg_discount")!;
    expect(discount).toEqual({ item: "empty_leg_discount", eur: 500 - 9333 - 1000 });
    for (const offer of [dear!, cheap!]) {
      const card = breakdown(offer);
      expect(card.total.eur).toBe(offer.totalEur);
      for (const line of card.lines) PriceBreakdownItemSchema.parse(line);
    }
  });

  it("takes a published discount off the flight hours in place of the curve's", () => {
    const [offer] = findEmptyLegs(published({ share: 0.4 }), { pax: 1, now });
    const lines = offer!.legs[0]!.price;
    const hours = lines.find((line) => line.item === "flight_hours")!.eur;
    expect(lines.find((line) => line.item === "empty_leg_discount")).toEqual({
      item: "empty_leg_discount",
      eur: -hours * 0.4,
      share: 0.4,
    });
    // Nine days out the curve would take more than that.
    expect(emptyLegDiscount(9 * 24 + 7)).toBeGreaterThan(0.4);
  });

  it("sells no published leg the closed-airport and airspace rules forbid", () => {
    const closed = { ...published({ priceEur: 3000 }), legAllowed: () => false };
    expect(findEmptyLegs(closed, { pax: 1, now })).toEqual([]);
  });
});
