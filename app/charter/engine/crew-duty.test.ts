import { describe, expect, it } from "vitest";
import {
  AUGMENTED_CREW_EUR_PER_DUTY,
  maxFdpMinutes,
  nextDutyDepartureMs,
  startDuty,
  withinFdp,
} from "./crew-duty";
import { crewNightFactor, dailyMinimumMinutes } from "./dispatch";
import type { Offer } from "./offers";
import { searchOffers } from "./offers";
import type { MarketAircraft } from "./market";
import type { PriceItem } from "./pricing";
import { leg, testAircraft, testMarket } from "./test-market";

/*
 * Crew duty and rest, the daily minimum and crew nights by city (issue 26, items 1 and 5;
 * docs/dispatch-rules.md), on the rules' arithmetic and on whole plans through `searchOffers`.
 * Times are Moscow's (UTC+3 all year) unless written with Z.
 */
const MINUTE = 60_000;
const msk = (local: string) => Date.parse(`${local}:00+03:00`);
const lines = (offer: Offer) => offer.legs.flatMap((l) => l.price);
const line = (offer: Offer, item: PriceItem) => lines(offer).find((l) => l.item === item);
const moscowTime = (date: Date) =>
  new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

// Global 5000 (Bombardier): 9,630 km, 904 km/h; a long-range cabin with a crew rest seat.
const global5000 = (overrides: Partial<MarketAircraft> = {}) =>
  testAircraft({
    tailNumber: "RA-67227",
    typeName: "Global 5000",
    aircraftClass: "Long range jet",
    maxPassengers: 13,
    rangeKm: 9630,
    cruiseSpeedKmh: 904,
    fuelBurnKgPerHour: 1450,
    hourlyRateEur: 9000,
    overnightEurPerDay: 1300,
    ...overrides,
  });
// Challenger 850 (Bombardier): a large cabin, rest seat included.
const challenger850 = testAircraft({
  tailNumber: "RA-67219",
  typeName: "Challenger 850",
  aircraftClass: "Large jet",
  maxPassengers: 14,
  rangeKm: 4630,
  cruiseSpeedKmh: 819,
  fuelBurnKgPerHour: 1200,
  hourlyRateEur: 6500,
  overnightEurPerDay: 1050,
});
// Hawker 850XP: a mid-size cabin, no seat for a third pilot to rest in.
const hawker850 = testAircraft({ tailNumber: "RA-02850", typeName: "Hawker 850XP", cruiseSpeedKmh: 809 });

describe("flight duty periods (EASA ORO.FTL.205 table 2)", () => {
  it("allows 13 h from a morning report and 11 h from a night one, 30 min less per sector beyond two", () => {
    expect(maxFdpMinutes(msk("2026-12-10T08:00"), "Europe/Moscow", 2)).toBe(13 * 60);
    expect(maxFdpMinutes(msk("2026-12-10T08:00"), "Europe/Moscow", 4)).toBe(12 * 60);
    expect(maxFdpMinutes(msk("2026-12-10T15:10"), "Europe/Moscow", 1)).toBe(12 * 60);
    expect(maxFdpMinutes(msk("2026-12-10T22:00"), "Europe/Moscow", 1)).toBe(11 * 60);
    expect(maxFdpMinutes(msk("2026-12-10T03:00"), "Europe/Moscow", 10)).toBe(9 * 60);
    // An augmented crew: 15 h, for three sectors at most.
    expect(maxFdpMinutes(msk("2026-12-10T22:00"), "Europe/Moscow", 3, true)).toBe(15 * 60);
    expect(maxFdpMinutes(msk("2026-12-10T22:00"), "Europe/Moscow", 4, true)).toBe(0);
  });

  it("reports an hour before the first takeoff, and rests at least the duty's length, 10 h away", () => {
    const duty = startDuty(msk("2026-12-10T07:00"), msk("2026-12-10T12:40"), "Europe/Moscow");
    expect(duty.reportMs).toBe(msk("2026-12-10T06:00"));
    expect(withinFdp(duty, false, msk("2026-12-10T19:00"))).toBe(true);
    expect(withinFdp(duty, false, msk("2026-12-10T19:01"))).toBe(false);
    // Duty 06:00–13:10 (30 min after landing), rest 10 h, report 1 h: the next takeoff at 00:10.
    expect(new Date(nextDutyDepartureMs(duty, false)).toISOString()).toBe("2026-12-10T21:10:00.000Z");
    // At home base the rest is 12 h.
    expect(nextDutyDepartureMs(duty, true) - nextDutyDepartureMs(duty, false)).toBe(2 * 60 * MINUTE);
  });
});

describe("crew duty on whole plans (issue 26, item 1)", () => {
  it("rests the crew in Vladivostok before the 8-hour ferry home, rather than 16 hours in one duty", () => {
    const [offer] = searchOffers(testMarket([global5000()]), {
      from: "UUWW",
      to: "UHWW",
      departureLocal: "2026-12-10T09:00",
      pax: 4,
    });
    expect(offer).toBeDefined();
    expect(offer!.legs[0]!.minutes).toBeGreaterThan(470);
    // The ferry home is billed, and before it one night's rest at Vladivostok's rate.
    const rest = line(offer!, "crew_rest");
    expect(rest).toMatchObject({
      nights: 1,
      airport: "UHWW",
      rate: 1300 * crewNightFactor({ icao: "UHWW", country: "RU" }),
    });
    expect(
      lines(offer!)
        .filter((l) => l.item === "positioning")
        .map((l) => `${l.from}-${l.to}`),
    ).toEqual(["UHWW-UUWW"]);
    expect(line(offer!, "augmented_crew")).toBeUndefined();
  });

  it("drops the aircraft when its next job leaves it no time to rest, and even three pilots cannot fly both ways", () => {
    // Booked out of Vnukovo the next morning: a rested crew would bring it back too late, and the
    // 8 h there and 8 h back exceed an augmented crew's 15 h.
    const booked = global5000({
      schedule: [leg("UUWW", "ULLI", "2026-12-11T06:00:00Z", "2026-12-11T07:20:00Z")],
    });
    expect(
      searchOffers(testMarket([booked]), {
        from: "UUWW",
        to: "UHWW",
        departureLocal: "2026-12-10T09:00",
        pax: 4,
      }),
    ).toEqual([]);
  });

  const sameDayDubai = (aircraft: MarketAircraft) =>
    searchOffers(testMarket([aircraft]), {
      from: "UUWW",
      to: "OMDB",
      departureLocal: "2026-12-10T07:00",
      pax: 4,
      // 15:00 in Dubai is 14:00 in Moscow: back at Vnukovo near 20:00, a 14-hour duty from 06:00.
      returnLocal: "2026-12-10T15:00",
    });

  it("does not sell a same-day Moscow–Dubai–Moscow on a mid-size jet with one crew", () => {
    expect(sameDayDubai(hawker850)).toEqual([]);
  });

  it("sells it on a large jet with an augmented crew, as a named line", () => {
    const [offer] = sameDayDubai(challenger850);
    expect(offer).toBeDefined();
    expect(moscowTime(offer!.legs[0]!.departsAt)).toBe("2026-12-10 07:00");
    const augmented = lines(offer!).filter((l) => l.item === "augmented_crew");
    expect(augmented).toEqual([{ item: "augmented_crew", eur: AUGMENTED_CREW_EUR_PER_DUTY }]);
    // The duty, 06:00 report to the return's landing, is over 13 h and within 15 h.
    const duty = offer!.legs[1]!.arrivesAt.getTime() - msk("2026-12-10T06:00");
    expect(duty).toBeGreaterThan(13 * 60 * MINUTE);
    expect(duty).toBeLessThanOrEqual(15 * 60 * MINUTE);
  });

  it("flies the positioning flight to a morning departure the evening before, the crew resting there", () => {
    // At Sochi when asked for a long leg out of Vnukovo at 07:00: positioning at 04:15 and then
    // 8 hours to Vladivostok would make a 12-hour night duty from 03:15 (limit 11 h).
    const atSochi = global5000({
      schedule: [leg("UUWW", "URSS", "2026-12-08T06:00:00Z", "2026-12-08T08:20:00Z")],
    });
    const [offer] = searchOffers(testMarket([atSochi]), {
      from: "UUWW",
      to: "UHWW",
      departureLocal: "2026-12-10T07:00",
      pax: 4,
    });
    expect(offer).toBeDefined();
    const first = offer!.legs[0]!.price;
    expect(first.find((l) => l.item === "positioning")).toMatchObject({ from: "URSS", to: "UUWW" });
    // Vnukovo is its home base: the crew goes home, no hotel; the flight is not augmented.
    expect(first.find((l) => l.item === "augmented_crew")).toBeUndefined();
    // The one crew rest is Vladivostok's, before the ferry home; none at Vnukovo.
    expect(first.filter((l) => l.item === "crew_rest").map((l) => l.airport)).toEqual(["UHWW"]);
    expect(moscowTime(offer!.legs[0]!.departsAt)).toBe("2026-12-10 07:00");

    // Back in Sochi only at midnight, it cannot position early enough for a rest: the one duty
    // needs a third pilot.
    const late = global5000({
      schedule: [leg("UUWW", "URSS", "2026-12-09T18:40:00Z", "2026-12-09T21:00:00Z")],
    });
    const [tight] = searchOffers(testMarket([late]), {
      from: "UUWW",
      to: "UHWW",
      departureLocal: "2026-12-10T07:00",
      pax: 4,
    });
    expect(tight!.legs[0]!.price.filter((l) => l.item === "augmented_crew")).toHaveLength(1);
  });
});

describe("the daily minimum and crew nights by city (issue 26, item 5)", () => {
  const sochiReturn = (returnLocal: string, aircraft = testAircraft()) =>
    searchOffers(testMarket([aircraft]), {
      from: "UUWW",
      to: "URSS",
      departureLocal: "2026-12-01T12:00",
      pax: 4,
      returnLocal,
    })[0];

  it("defaults to 2 h a day for light and mid-size jets, 2.5 h for large and long-range ones", () => {
    expect(dailyMinimumMinutes({ aircraftClass: "Mid-size jet" })).toBe(120);
    expect(dailyMinimumMinutes({ aircraftClass: "Light jet" })).toBe(120);
    expect(dailyMinimumMinutes({ aircraftClass: "Large jet" })).toBe(150);
    expect(dailyMinimumMinutes({ aircraftClass: "Long range jet" })).toBe(150);
  });

  it("bills the idle day of a three-day Sochi return at the daily minimum, beside two crew nights", () => {
    const offer = sochiReturn("2026-12-03T12:00");
    expect(line(offer!, "crew_overnight")).toMatchObject({ nights: 2, eur: 1600, airport: "URSS" });
    // 2 December: no flight, 2 h at 4,000 EUR/h.
    expect(line(offer!, "daily_minimum")).toMatchObject({ days: 1, minutes: 120, eur: 8000 });
    // A same-week return with no idle day has none.
    expect(line(sochiReturn("2026-12-02T12:00")!, "daily_minimum")).toBeUndefined();
  });

  it("takes the operator's own daily minimum where it has one", () => {
    const offer = sochiReturn("2026-12-03T12:00", testAircraft({ dailyMinimumMinutes: 90 }));
    expect(line(offer!, "daily_minimum")).toMatchObject({ minutes: 90, eur: 6000 });
  });

  it("weighs the daily minimum against flying home and back, and flies home when that is cheaper", () => {
    // Six idle days (48,000 EUR) against two ferries of 2 h 20 min (about 20,700 EUR).
    const offer = sochiReturn("2026-12-08T12:00");
    expect(line(offer!, "daily_minimum")).toBeUndefined();
    expect(lines(offer!).filter((l) => l.item === "positioning")).toHaveLength(2);
  });

  it("bills a crew night by the city: dearer in Moscow and Dubai, cheaper in Russia's regions", () => {
    expect(crewNightFactor({ icao: "UUWW", country: "RU" })).toBe(1.25);
    expect(crewNightFactor({ icao: "OMDB", country: "AE" })).toBe(1.25);
    expect(crewNightFactor({ icao: "URSS", country: "RU" })).toBe(1);
    expect(crewNightFactor({ icao: "LTAI", country: "TR" })).toBe(1);
    expect(crewNightFactor({ icao: "URKK", country: "RU" })).toBe(0.8);
    const dubai = searchOffers(testMarket([testAircraft()]), {
      from: "UUWW",
      to: "OMDB",
      departureLocal: "2026-12-01T12:00",
      pax: 4,
      returnLocal: "2026-12-02T18:00",
    })[0];
    expect(line(dubai!, "crew_overnight")).toMatchObject({
      nights: 1,
      rate: 1000,
      eur: 1000,
      airport: "OMDB",
    });
  });
});
