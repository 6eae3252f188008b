import { describe, expect, it } from "vitest";
import { flownPathKm } from "./corridors";
import { estimateLeg } from "./flight";
import { greatCircleKm } from "./geo";
import { fromLocalIso, toLocalIso } from "./local-time";
import { convertEur, roundHalfUp } from "./money";
import { searchOffers, TURNAROUND_MINUTES } from "./offers";
import { leg, TEST_AIRPORTS, testAircraft, testMarket } from "./test-market";

const airport = (icao: string) => TEST_AIRPORTS.find((a) => a.icao === icao)!;
const total = (lines: { eur: number }[]) => lines.reduce((sum, line) => sum + line.eur, 0);

describe("distances and times (issue 4: hand-checked cases)", () => {
  it("Vnukovo–Istanbul is about 1,708 km on the great circle", () => {
    // Great Circle Mapper gives VKO–IST 1,061 mi = 1,708 km.
    expect(greatCircleKm(airport("UUWW"), airport("LTFM"))).toBeCloseTo(1708, -1);
  });

  it("a Hawker 800XP takes about 2 h 20 min block from Moscow to Sochi", () => {
    // 1,364 km × 1.07 at 750 km/h is 117 min airborne, plus 24 min of taxi and climb: airline
    // schedules for VKO–AER show 2 h 15 min to 2 h 30 min gate to gate.
    const estimate = estimateLeg(airport("UUWW"), airport("URSS"), {
      cruiseSpeedKmh: 750,
      fuelBurnKgPerHour: 800,
    });
    // 1,364 km on the great circle; the flown path may be longer where it skirts closed airspace
    // (corridors.ts, issue 14 item 3).
    expect(greatCircleKm(airport("UUWW"), airport("URSS"))).toBeCloseTo(1364, 0);
    expect(estimate.distanceKm).toBe(Math.round(flownPathKm(airport("UUWW"), airport("URSS"))));
    expect(estimate.minutes).toBeGreaterThanOrEqual(130);
    expect(estimate.minutes).toBeLessThanOrEqual(150);
    // CO2: 141 min × 800 kg/h × 3.16 = 5,941 kg
    expect(estimate.co2Kg).toBe(Math.round((estimate.minutes / 60) * 800 * 3.16));
  });

  it("turns airport-local times into instants across zones and back", () => {
    expect(fromLocalIso("2026-12-01T12:00", "Europe/Moscow").toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(fromLocalIso("2026-07-01T12:00:00", "Europe/Istanbul").toISOString()).toBe(
      "2026-07-01T09:00:00.000Z",
    );
    expect(fromLocalIso("2026-07-01T12:00", "Europe/Berlin").toISOString()).toBe("2026-07-01T10:00:00.000Z");
    expect(fromLocalIso("2026-01-15T12:00", "Europe/Berlin").toISOString()).toBe("2026-01-15T11:00:00.000Z");
    expect(toLocalIso(new Date("2026-12-01T09:00:00Z"), "Asia/Dubai")).toBe("2026-12-01T13:00:00");
  });
});

describe("money (API.md: whole units, half-up, one base currency)", () => {
  it("rounds half up", () => {
    expect([2.5, 2.49, 3.5, -2.5, 0.5].map(roundHalfUp)).toEqual([3, 2, 4, -3, 1]);
  });

  it("converts euros to the three currencies with the rates in force", () => {
    // 1,000 EUR × 106.1028 = 106,102.8 RUB; ÷ 101.6797 = 1,043.5003 USD, which rounds up.
    expect(
      convertEur(1000, {
        date: "2024-12-28",
        source: "Bank of Russia",
        rubPerEur: 106.1028,
        rubPerUsd: 101.6797,
      }),
    ).toEqual({ rub: 106103, usd: 1044, eur: 1000 });
  });
});

describe("offers (issue 4, item 3)", () => {
  const oneWay = { from: "UUWW", to: "URSS", departureLocal: "2026-12-01T12:00", pax: 4 };

  it("offers an idle aircraft at base at the asked time, with the way home priced", () => {
    const [offer] = searchOffers(testMarket([testAircraft()]), oneWay);
    expect(offer).toBeDefined();
    expect(offer!.airportChanged).toBe(false);
    expect(offer!.timeChanged).toBe(false);
    const [outbound] = offer!.legs;
    expect(outbound!.departsAt.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(outbound!.arrivesAt.getTime() - outbound!.departsAt.getTime()).toBe(outbound!.minutes * 60_000);
    const items = outbound!.price.map((line) => line.item);
    expect(items).toEqual(["flight_hours", "airport_fees", "positioning", "airport_fees"]);
    // One way: the aircraft flies home empty, and the price says so.
    const positioning = outbound!.price.find((line) => line.item === "positioning")!;
    expect(positioning).toMatchObject({ from: "URSS", to: "UUWW" });
    expect(offer!.totalEur).toBeCloseTo(total(outbound!.price), 6);
  });

  it("leaves out aircraft too small or without the range", () => {
    const small = testAircraft({ tailNumber: "RA-67001", maxPassengers: 3 });
    const shortRange = testAircraft({ tailNumber: "RA-67002", rangeKm: 1200 });
    const offers = searchOffers(testMarket([small, shortRange, testAircraft()]), oneWay);
    expect(offers.map((o) => o.aircraft.tailNumber)).toEqual(["RA-02801"]);
    // 1,600 km: beyond reach of Dubai even with one technical stop (issue 26, item 4).
    expect(searchOffers(testMarket([testAircraft({ rangeKm: 1600 })]), { ...oneWay, to: "OMDB" })).toEqual(
      [],
    );
  });

  it("offers an aircraft parked at the other Moscow airport from there: airport changed", () => {
    const atSheremetyevo = testAircraft({ homeBase: "UUEE" });
    const [offer] = searchOffers(testMarket([atSheremetyevo]), oneWay);
    expect(offer!.airportChanged).toBe(true);
    expect(offer!.legs[0]!.from).toBe("UUEE");
    // No positioning to the departure: the only positioning is the way home from Sochi.
    const positioning = offer!.legs[0]!.price.filter((line) => line.item === "positioning");
    expect(positioning).toEqual([expect.objectContaining({ from: "URSS", to: "UUEE" })]);
  });

  it("offers a busy aircraft at its real, later time, and not when that is too late", () => {
    const busy = testAircraft({
      schedule: [leg("UUWW", "ULLI", "2026-12-01T07:30:00Z", "2026-12-01T08:45:00Z")],
    });
    const [offer] = searchOffers(testMarket([busy]), oneWay);
    expect(offer!.timeChanged).toBe(true);
    // It lands at Pulkovo 08:45Z, turns around, positions to Vnukovo, turns around again.
    const earliest = new Date("2026-12-01T08:45:00Z").getTime() + 2 * TURNAROUND_MINUTES * 60_000;
    expect(offer!.legs[0]!.departsAt.getTime()).toBeGreaterThan(earliest);
    expect(offer!.legs[0]!.price.find((line) => line.item === "positioning")).toMatchObject({
      from: "ULLI",
      to: "UUWW",
    });

    const farAway = testAircraft({
      schedule: [leg("UUWW", "OMDB", "2026-12-01T06:00:00Z", "2026-12-01T11:00:00Z")],
    });
    expect(searchOffers(testMarket([farAway]), oneWay)).toEqual([]);
  });

  it("leaves out an aircraft that could not be back for its next booked flight", () => {
    const bookedLater = testAircraft({
      schedule: [leg("UUWW", "ULLI", "2026-12-01T12:00:00Z", "2026-12-01T13:20:00Z")],
    });
    expect(searchOffers(testMarket([bookedLater]), oneWay)).toEqual([]);
    const bookedNextWeek = testAircraft({
      schedule: [leg("UUWW", "ULLI", "2026-12-08T12:00:00Z", "2026-12-08T13:20:00Z")],
    });
    expect(searchOffers(testMarket([bookedNextWeek]), oneWay)).toHaveLength(1);
  });

  it("prices a return with crew nights between the legs, and the legs sum to the total", () => {
    const [offer] = searchOffers(testMarket([testAircraft()]), {
      ...oneWay,
      returnLocal: "2026-12-04T15:00",
      paxBack: 4,
    });
    expect(offer!.legs).toHaveLength(2);
    const [, back] = offer!.legs;
    expect(back!.from).toBe("URSS");
    expect(back!.to).toBe("UUWW");
    // Landed in Sochi on the 1st, away on the 4th: the nights of the 1st, 2nd and 3rd (issue 26,
    // item 5: nights spent, where it billed one per started day, four, before).
    expect(back!.price.find((line) => line.item === "crew_overnight")).toMatchObject({
      nights: 3,
      eur: 3 * 800,
    });
    // No positioning at all: it starts and ends at base.
    expect(offer!.legs.flatMap((l) => l.price).some((line) => line.item === "positioning")).toBe(false);
    expect(offer!.totalEur).toBeCloseTo(total(offer!.legs.flatMap((l) => l.price)), 6);
  });

  it("keeps domestic flights to operators of that country (cabotage)", () => {
    const turkish = testAircraft({ tailNumber: "TC-GEP", aocCountry: "TR" });
    expect(searchOffers(testMarket([turkish]), oneWay)).toEqual([]);
    expect(searchOffers(testMarket([turkish]), { ...oneWay, to: "LTFM" })).toHaveLength(1);
  });

  it("sorts the cheapest first", () => {
    const dear = testAircraft({ tailNumber: "RA-02802", hourlyRateEur: 6000 });
    const cheap = testAircraft({ tailNumber: "RA-02803", hourlyRateEur: 3000 });
    const offers = searchOffers(testMarket([dear, cheap]), oneWay);
    expect(offers.map((o) => o.aircraft.tailNumber)).toEqual(["RA-02803", "RA-02802"]);
  });
});
