import { describe, expect, it } from "vitest";
import { toCard } from "../cards";
import { flownPathKm } from "./corridors";
import { co2Kg, estimateFromDistance } from "./flight";
import type { Offer } from "./offers";
import { searchOffers } from "./offers";
import { searchTrip, TURNAROUND_MINUTES } from "./planner";
import { pricedLines } from "./pricing";
import { leg, TEST_AIRPORTS, testAircraft, testMarket } from "./test-market";

const airport = (icao: string) => TEST_AIRPORTS.find((a) => a.icao === icao)!;
const lines = (offer: Offer) => offer.legs.flatMap((l) => l.price);
const positioning = (offer: Offer) =>
  lines(offer)
    .filter((line) => line.item === "positioning")
    .map((line) => `${line.from}-${line.to}`);
const overnight = (offer: Offer) => lines(offer).find((line) => line.item === "crew_overnight");
const minutesBetween = (a: string, b: string) =>
  estimateFromDistance(flownPathKm(airport(a), airport(b)), testAircraft()).minutes;
const MINUTE = 60_000;
const RATES = { date: "2024-12-28", source: "Bank of Russia", rubPerEur: 106.1028, rubPerUsd: 101.6797 };

/** Moscow (Vnukovo) to Sochi and back after a stay: the first complaint (issue 14, item 1). */
const roundTrip = (returnLocal: string) => ({
  from: "UUWW",
  to: "URSS",
  departureLocal: "2026-12-01T12:00",
  pax: 4,
  returnLocal,
});

describe("returns of any stay (issue 14, item 1)", () => {
  it("waits a one-day stay out: one crew night, no positioning", () => {
    const [offer] = searchOffers(testMarket([testAircraft()]), roundTrip("2026-12-02T12:00"));
    expect(offer).toBeDefined();
    expect(overnight(offer!)).toMatchObject({ nights: 1, eur: 800 });
    expect(positioning(offer!)).toEqual([]);
  });

  it("flies home and back on a seven-day stay, once each idle day bills its daily minimum (issue 26, item 5)", () => {
    const [offer] = searchOffers(testMarket([testAircraft()]), roundTrip("2026-12-08T12:00"));
    // Waiting: 7 nights × 800 EUR and 6 idle days × 2 h × 4,000 EUR/h = 53,600 EUR, against two
    // 2 h 20 min ferries at 4,000 EUR/h plus charges (about 20,700 EUR).
    expect(overnight(offer!)).toBeUndefined();
    expect(positioning(offer!)).toEqual(["URSS-UUWW", "UUWW-URSS"]);
    expect(offer!.legs[1]!.departsAt.toISOString()).toBe("2026-12-08T09:00:00.000Z");
  });

  it("prices a thirty-day stay as a ferry home and back, cheaper than thirty crew nights", () => {
    const [offer] = searchOffers(testMarket([testAircraft()]), roundTrip("2026-12-31T12:00"));
    expect(offer).toBeDefined();
    expect(overnight(offer!)).toBeUndefined();
    // Two positioning flights on the return leg: Sochi to base, and base back to Sochi.
    expect(positioning(offer!)).toEqual(["URSS-UUWW", "UUWW-URSS"]);
    const ferry = offer!.legs[1]!.price.filter((line) => line.item === "positioning");
    const ferryMinutes = minutesBetween("URSS", "UUWW") + minutesBetween("UUWW", "URSS");
    expect(ferry.reduce((sum, line) => sum + line.minutes!, 0)).toBe(ferryMinutes);
    // Ferry hours plus the charges at each airport it leaves stay below 31 nights × 800 EUR.
    const ferryEur = (ferryMinutes / 60) * 4000 + 2 * 1000;
    expect(ferryEur).toBeLessThan(31 * 800);
    // One fee line per departure: Vnukovo, Sochi (the return), Sochi and Vnukovo (the ferries).
    const fees = lines(offer!).filter((line) => line.item === "airport_fees");
    expect(fees.map((line) => line.airport)).toEqual(["UUWW", "URSS", "URSS", "UUWW"]);
  });

  it("finds a return after any stay within the 90-day window when the aircraft is busy meanwhile", () => {
    // A dense schedule: a job every few days, the gap the old engine needed never comes.
    const schedule = Array.from({ length: 20 }, (_, i) => {
      const day = new Date(Date.parse("2026-12-03T00:00:00Z") + i * 4 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return [
        leg("UUWW", "ULLI", `${day}T08:00:00Z`, `${day}T09:20:00Z`),
        leg("ULLI", "UUWW", `${day}T13:00:00Z`, `${day}T14:20:00Z`, "positioning"),
      ];
    }).flat();
    const busy = testAircraft({ schedule });
    for (const back of ["2026-12-08T12:00", "2026-12-30T12:00", "2027-02-20T12:00"]) {
      const [offer] = searchOffers(testMarket([busy]), roundTrip(back));
      expect(offer, back).toBeDefined();
      expect(positioning(offer!)).toEqual(["URSS-UUWW", "UUWW-URSS"]);
    }
  });

  it("ferries round a scheduled job in the gap, and times the return after it", () => {
    // Four days in Sochi would be waited out (3,200 EUR), but the aircraft is booked Vnukovo–Pulkovo
    // and back on the 4th, the second flight landing at 18:00Z.
    const booked = testAircraft({
      schedule: [
        leg("UUWW", "ULLI", "2026-12-04T08:00:00Z", "2026-12-04T09:20:00Z"),
        leg("ULLI", "UUWW", "2026-12-04T16:40:00Z", "2026-12-04T18:00:00Z"),
      ],
    });
    const [early] = searchOffers(testMarket([booked]), roundTrip("2026-12-05T12:00"));
    expect(overnight(early!)).toBeUndefined();
    expect(positioning(early!)).toEqual(["URSS-UUWW", "UUWW-URSS"]);
    expect(early!.legs[1]!.departsAt.toISOString()).toBe("2026-12-05T09:00:00.000Z");
    expect(early!.timeChanged).toBe(false);

    // A return asked for the evening of the job: it lands at 18:00Z, turns round, positions to
    // Sochi and turns round again, so the return leaves later than asked ("time changed").
    const [late] = searchOffers(testMarket([booked]), roundTrip("2026-12-04T21:30"));
    const ready =
      Date.parse("2026-12-04T18:00:00Z") + (2 * TURNAROUND_MINUTES + minutesBetween("UUWW", "URSS")) * MINUTE;
    const quarter = 15 * MINUTE;
    expect(late!.legs[1]!.departsAt.getTime()).toBe(Math.ceil(ready / quarter) * quarter);
    expect(late!.timeChanged).toBe(true);

    // A job the aircraft cannot reach from Sochi in time drops the offer.
    const tooSoon = testAircraft({
      schedule: [leg("UUWW", "ULLI", "2026-12-01T14:00:00Z", "2026-12-01T15:20:00Z")],
    });
    expect(searchOffers(testMarket([tooSoon]), roundTrip("2026-12-05T12:00"))).toEqual([]);
  });

  it("waits when the gap is too short to fly home and back, though the ferry would be cheaper", () => {
    // Crew nights made dear, so only time can rule the ferry out. Vnukovo–Dubai takes about
    // 5 h 40 min: home and back is over 13 h with the turnarounds, and the return is asked 8 h 30 min
    // after landing; the 4-hour shift cannot absorb that.
    const dearNights = testAircraft({ overnightEurPerDay: 100_000 });
    const out = minutesBetween("UUWW", "OMDB");
    expect(2 * out + 3 * TURNAROUND_MINUTES).toBeGreaterThan((8.5 + 4) * 60);
    const landed = Date.parse("2026-12-01T09:00:00Z") + out * MINUTE;
    const back = new Date(landed + 8.5 * 60 * MINUTE + 4 * 3_600_000).toISOString().slice(0, 16);
    const [offer] = searchOffers(testMarket([dearNights]), {
      from: "UUWW",
      to: "OMDB",
      departureLocal: "2026-12-01T12:00",
      pax: 4,
      returnLocal: back,
    });
    expect(overnight(offer!)).toMatchObject({ nights: 1 });
    expect(positioning(offer!)).toEqual([]);
  });
});

describe("closed airports and airspace (issue 14, item 2: every flight of a plan is checked)", () => {
  it("drops an aircraft whose passenger leg is refused", () => {
    const market = testMarket([testAircraft()], {}, ["UUWW-LTFM"]);
    expect(
      searchOffers(market, { from: "UUWW", to: "LTFM", departureLocal: "2026-12-01T12:00", pax: 2 }),
    ).toEqual([]);
  });

  it("avoids a refused ferry by waiting, and drops the aircraft when its positioning is refused", () => {
    const atPulkovo = testAircraft({ homeBase: "ULLI" });
    // Fifty days in Sochi: flying home to Pulkovo and back is cheaper than fifty crew nights.
    const open = searchOffers(testMarket([atPulkovo]), roundTrip("2027-01-20T12:00"));
    expect(positioning(open[0]!)).toEqual(["ULLI-UUWW", "URSS-ULLI", "ULLI-URSS", "UUWW-ULLI"]);
    const noFerry = searchOffers(testMarket([atPulkovo], {}, ["URSS-ULLI"]), roundTrip("2027-01-20T12:00"));
    expect(overnight(noFerry[0]!)).toMatchObject({ nights: 50 });
    expect(positioning(noFerry[0]!)).toEqual(["ULLI-UUWW", "UUWW-ULLI"]);
    expect(searchOffers(testMarket([atPulkovo], {}, ["ULLI-UUWW"]), roundTrip("2026-12-31T12:00"))).toEqual(
      [],
    );
  });
});

describe("whole-trip CO2 and named lines (issue 14, items 4 and 8)", () => {
  const atPulkovo = testAircraft({ homeBase: "ULLI" });
  const offers = [
    ...searchOffers(testMarket([atPulkovo]), roundTrip("2026-12-31T12:00")),
    ...searchOffers(testMarket([atPulkovo]), roundTrip("2026-12-02T12:00")),
    ...searchOffers(testMarket([testAircraft()]), {
      from: "UUWW",
      to: "LTFM",
      departureLocal: "2026-12-01T12:00",
      pax: 2,
    }),
  ];

  it("counts every flight of the plan in the card's CO2, positioning included", () => {
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      const passengers = offer.legs.reduce((sum, l) => sum + l.co2Kg, 0);
      const empty = lines(offer)
        .filter((line) => line.item === "positioning")
        .reduce((sum, line) => sum + co2Kg(line.minutes!, offer.aircraft.fuelBurnKgPerHour), 0);
      expect(empty).toBeGreaterThan(0);
      expect(offer.co2Kg).toBe(passengers + empty);
      const card = toCard(testMarket([atPulkovo]), offer, {
        id: "abc",
        requestId: "req",
        rates: RATES,
        createdAt: new Date("2026-11-25T00:00:00Z"),
        isEmptyLeg: false,
        pictures: { salon: null, avatar: null, seats: null },
      });
      expect(card.co2_kg).toBe(offer.co2Kg);
      expect(card.routes.map((route) => route.co2_kg)).toEqual(offer.legs.map((l) => l.co2Kg));
    }
  });

  it("names the airports of every positioning line and every fee line, in the card's breakdown", () => {
    for (const offer of offers) {
      for (const l of offer.legs) {
        const { lines: priced } = pricedLines(l.price, RATES);
        for (const line of priced) {
          if (line.item === "positioning") {
            expect(line.from).toMatch(/^[A-Z]{4}$/);
            expect(line.to).toMatch(/^[A-Z]{4}$/);
            expect(line.detail).toContain(`${line.from}–${line.to}`);
          }
          if (line.item === "airport_fees") expect(line.airport).toMatch(/^[A-Z]{4}$/);
          if (line.item === "crew_overnight") expect(line.nights).toBeGreaterThan(0);
        }
        // One fee line per flight leaving an airport: the passenger leg and each positioning flight.
        const fees = l.price.filter((line) => line.item === "airport_fees").length;
        const flights = 1 + l.price.filter((line) => line.item === "positioning").length;
        expect(fees).toBe(flights);
      }
    }
  });
});

describe("trips of more than two legs (issue 14, item 1: shaped for up to five)", () => {
  it("plans Moscow–Sochi–Istanbul–Moscow as one trip with one aircraft", () => {
    const [offer] = searchTrip(testMarket([testAircraft()]), {
      legs: [
        { from: "UUWW", to: "URSS", departureLocal: "2026-12-01T12:00", pax: 4 },
        { from: "URSS", to: "LTFM", departureLocal: "2026-12-03T12:00", pax: 4 },
        { from: "LTFM", to: "UUWW", departureLocal: "2026-12-06T12:00", pax: 3 },
      ],
    });
    expect(offer!.legs.map((l) => `${l.from}-${l.to}`)).toEqual(["UUWW-URSS", "URSS-LTFM", "LTFM-UUWW"]);
    expect(offer!.legs.map((l) => l.pax)).toEqual([4, 4, 3]);
    // Two stays waited out (2 and 3 nights), no positioning: it starts and ends at base.
    expect(
      lines(offer!)
        .filter((line) => line.item === "crew_overnight")
        .map((line) => line.nights),
    ).toEqual([2, 3]);
    expect(positioning(offer!)).toEqual([]);
    expect(offer!.totalEur).toBeCloseTo(
      lines(offer!).reduce((sum, line) => sum + line.eur, 0),
      6,
    );
  });

  it("positions between legs that do not meet (an open jaw)", () => {
    const [offer] = searchTrip(testMarket([testAircraft()]), {
      legs: [
        { from: "UUWW", to: "URSS", departureLocal: "2026-12-01T12:00", pax: 4 },
        { from: "ULLI", to: "UUWW", departureLocal: "2026-12-02T12:00", pax: 4 },
      ],
    });
    expect(positioning(offer!)).toEqual(["URSS-ULLI"]);
  });

  it("flies home at once when the next leg leaves from home, rather than waiting away", () => {
    const atPulkovo = testAircraft({ homeBase: "ULLI" });
    const [offer] = searchTrip(testMarket([atPulkovo]), {
      legs: [
        { from: "UUWW", to: "URSS", departureLocal: "2026-12-01T12:00", pax: 4 },
        { from: "ULLI", to: "UUWW", departureLocal: "2026-12-10T12:00", pax: 4 },
      ],
    });
    expect(overnight(offer!)).toBeUndefined();
    expect(positioning(offer!)).toEqual(["ULLI-UUWW", "URSS-ULLI", "UUWW-ULLI"]);
  });
});

describe("availability blocks (issue 18: an aircraft busy or in maintenance, at an airport)", () => {
  // Out of the market from 06:00Z on the 5th to 18:00Z on the 6th.
  const block = (at: string) => leg(at, at, "2026-12-05T06:00:00Z", "2026-12-06T18:00:00Z", "block");
  const oneWay = (departureLocal: string) => ({ from: "UUWW", to: "URSS", departureLocal, pax: 2 });
  const offers = (schedule: ReturnType<typeof leg>[], query: Parameters<typeof searchOffers>[1]) =>
    searchOffers(testMarket([testAircraft({ schedule })]), query);

  it("offers nothing that overlaps a block, and offers the aircraft either side of it", () => {
    const atBase = [block("UUWW")];
    // Inside the block (12:00 Moscow is 09:00Z on the 5th), and a flight that would still be in
    // Sochi when it starts.
    expect(offers(atBase, oneWay("2026-12-05T12:00"))).toEqual([]);
    expect(offers(atBase, oneWay("2026-12-05T08:00"))).toEqual([]);
    expect(offers(atBase, oneWay("2026-12-04T12:00"))).toHaveLength(1);
    // Asked an hour before the block ends: it leaves once the block is over and turned round.
    const [after] = offers(atBase, oneWay("2026-12-06T20:00"));
    expect(after!.legs[0]!.departsAt.toISOString()).toBe("2026-12-06T18:45:00.000Z");
    expect(after!.timeChanged).toBe(true);
  });

  it("positions to a block at another airport before it, and starts the next trip from there", () => {
    const away = [block("ULLI")];
    // Before: after Sochi it flies to Pulkovo for the block, not home.
    const [before] = offers(away, oneWay("2026-12-04T12:00"));
    expect(positioning(before!)).toEqual(["URSS-ULLI"]);
    expect(positioning(offers([], oneWay("2026-12-04T12:00"))[0]!)).toEqual(["URSS-UUWW"]);
    // After: it is at Pulkovo, so it positions from there to Vnukovo first, and goes home after.
    const [next] = offers(away, oneWay("2026-12-08T12:00"));
    expect(positioning(next!)).toEqual(["ULLI-UUWW", "URSS-UUWW"]);
  });

  it("keeps the aircraft off sale for a whole block entered over a booking, wherever the block is", () => {
    // Issue 31: a maintenance block at Vnukovo from the 5th to the 6th, entered (with the clash
    // confirmed) over a booking that lands the aircraft at Sheremetyevo on the 5th. The booking
    // departed last, but the block holds the aircraft longer.
    const booking = leg("URSS", "UUEE", "2026-12-05T08:00:00Z", "2026-12-05T10:20:00Z");
    const overBooking = [block("UUWW"), booking];
    // Asked inside the block, after the booking has landed: nothing, from either Moscow airport.
    expect(offers(overBooking, oneWay("2026-12-05T18:00"))).toEqual([]);
    expect(offers(overBooking, { ...oneWay("2026-12-05T18:00"), from: "UUEE" })).toEqual([]);
    // After the block it leaves from Vnukovo, where the block left it, turned round.
    const [after] = offers(overBooking, oneWay("2026-12-06T20:00"));
    expect(after!.legs[0]!.departsAt.toISOString()).toBe("2026-12-06T18:45:00.000Z");
    expect(after!.legs[0]!.from).toBe("UUWW");
    // The same block away from the aircraft's base and the search's airports (Pulkovo) holds too.
    const away = [block("ULLI"), leg("URSS", "UUWW", "2026-12-05T08:00:00Z", "2026-12-05T10:20:00Z")];
    expect(offers(away, oneWay("2026-12-05T18:00"))).toEqual([]);
    expect(offers(away, oneWay("2026-12-06T12:00"))).toEqual([]);
  });

  it("goes round a block inside a round trip by positioning there and back, not waiting in Sochi", () => {
    const [offer] = offers([block("ULLI")], roundTrip("2026-12-08T12:00"));
    expect(overnight(offer!)).toBeUndefined();
    expect(positioning(offer!)).toEqual(["URSS-ULLI", "ULLI-URSS"]);
    // The return leaves from Sochi once the block is over and the aircraft is back.
    expect(offer!.legs[1]!.departsAt.getTime()).toBeGreaterThan(Date.parse("2026-12-06T18:00:00Z"));
  });
});
