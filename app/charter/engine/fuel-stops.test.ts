import { describe, expect, it } from "vitest";
import { toCard } from "../cards";
import { TECHNICAL_STOP_GROUND_MINUTES } from "./dispatch";
import { ferryRangeKm, rangeWithPaxKm } from "./flight";
import { searchOffers } from "./offers";
import { testAircraft, testMarket } from "./test-market";

/*
 * Payload–range and technical stops (issue 26, item 4; docs/dispatch-rules.md): the range with the
 * party aboard, and a leg beyond it flown with one stop. The test market has two stop airports,
 * Mineralnye Vody and Baku.
 */
const MINUTE = 60_000;
const RATES = { date: "2026-11-26", source: "Bank of Russia", rubPerEur: 92.5, rubPerUsd: 80.1 };

// Embraer Phenom 300E: 3,300 km with its 7 seats taken, 800 km/h (aircraft-types.ts).
const phenom = testAircraft({
  tailNumber: "RA-02865",
  typeName: "Embraer Phenom 300E",
  aircraftClass: "Light jet",
  maxPassengers: 7,
  rangeKm: 3300,
  cruiseSpeedKmh: 800,
  fuelBurnKgPerHour: 490,
  hourlyRateEur: 4900,
  overnightEurPerDay: 550,
});
const dubai = (pax: number, aircraft = phenom) =>
  searchOffers(testMarket([aircraft]), {
    from: "UUWW",
    to: "OMDB",
    departureLocal: "2026-12-10T09:00",
    pax,
  })[0];

describe("range with the party aboard (issue 26, item 4)", () => {
  it("runs from the full-cabin range at every seat to the ferry range at none", () => {
    expect(ferryRangeKm(phenom)).toBe(3795);
    expect(rangeWithPaxKm(phenom, 7)).toBe(3300);
    expect(rangeWithPaxKm(phenom, 0)).toBe(3795);
    expect(rangeWithPaxKm(phenom, 2)).toBeGreaterThan(rangeWithPaxKm(phenom, 6));
    expect(ferryRangeKm({ rangeKm: 3300, ferryRangeKm: 3600 })).toBe(3600);
  });

  it("flies a long leg non-stop with 2 aboard, and with a stop when the cabin is full", () => {
    // 3,700 km with all 8 seats taken, 4,255 km ferry: Vnukovo–Dubai is 3,685 km flown, 3,943 km
    // with the routing factor. With 2 aboard the range is 4,116 km; with 8, 3,700 km.
    const midsize = testAircraft({ rangeKm: 3700 });
    const light = dubai(2, midsize);
    const full = dubai(8, midsize);
    expect(light!.legs[0]!.stops).toBeUndefined();
    expect(full!.legs[0]!.stops).toHaveLength(1);
    expect(full!.legs[0]!.minutes).toBeGreaterThan(light!.legs[0]!.minutes);
  });
});

describe("technical stops (issue 26, item 4)", () => {
  it("offers a light jet to Dubai with one stop, where it was dropped", () => {
    const offer = dubai(4);
    expect(offer).toBeDefined();
    const [leg] = offer!.legs;
    expect(leg!.stops).toHaveLength(1);
    const stop = leg!.stops![0]!;
    expect(["URMM", "UBBB"]).toContain(stop.airport);
    // About 45 minutes on the ground, between the two sectors.
    expect(stop.departsAt.getTime() - stop.arrivesAt.getTime()).toBe(TECHNICAL_STOP_GROUND_MINUTES * MINUTE);
    expect(stop.arrivesAt.getTime()).toBeGreaterThan(leg!.departsAt.getTime());
    expect(leg!.arrivesAt.getTime()).toBeGreaterThan(stop.departsAt.getTime());
    // The leg's time runs from takeoff to the last landing, the stop included.
    expect(leg!.arrivesAt.getTime() - leg!.departsAt.getTime()).toBe(leg!.minutes * MINUTE);
    // Its charges are a named line; the ground time is not billed as flight hours.
    const line = leg!.price.find((l) => l.item === "technical_stop");
    expect(line).toMatchObject({ airport: stop.airport, eur: 1000 });
    const hours = leg!.price.find((l) => l.item === "flight_hours")!;
    expect(hours.minutes).toBe(leg!.minutes - TECHNICAL_STOP_GROUND_MINUTES);
  });

  it("answers the stop in the API as stops: [{ airport, arrival, departure }] on the route", () => {
    const offer = dubai(4)!;
    const card = toCard(testMarket([phenom]), offer, {
      id: "c",
      requestId: "r",
      rates: RATES,
      createdAt: new Date("2026-12-01T00:00:00Z"),
      isEmptyLeg: false,
      pictures: { salon: null, avatar: null, seats: null },
    });
    const [stop] = card.routes[0]!.stops!;
    expect(stop).toEqual({
      airport: offer.legs[0]!.stops![0]!.airport,
      arrival: `${offer.legs[0]!.stops![0]!.arrivesAt.toISOString().slice(0, 19)}Z`,
      departure: `${offer.legs[0]!.stops![0]!.departsAt.toISOString().slice(0, 19)}Z`,
      arrival_local: expect.stringMatching(/^2026-12-10T\d{2}:\d{2}:00$/),
      departure_local: expect.stringMatching(/^2026-12-10T\d{2}:\d{2}:00$/),
    });
    expect(card.routes[0]!.price_breakdown.some((line) => line.item === "technical_stop")).toBe(true);
  });

  it("never stops where the rules forbid a half, and drops the leg when no stop is left", () => {
    const market = testMarket([phenom], {}, ["URMM-OMDB", "UBBB-OMDB"]);
    expect(
      searchOffers(market, { from: "UUWW", to: "OMDB", departureLocal: "2026-12-10T09:00", pax: 4 }),
    ).toEqual([]);
    const viaBaku = searchOffers(testMarket([phenom], {}, ["URMM-OMDB"]), {
      from: "UUWW",
      to: "OMDB",
      departureLocal: "2026-12-10T09:00",
      pax: 4,
    })[0];
    expect(viaBaku!.legs[0]!.stops![0]!.airport).toBe("UBBB");
  });

  it("counts the stop's two sectors in the crew's duty, and rests the crew before a long ferry home", () => {
    // Report 08:00, Dubai at about 15:30 with the stop; home with another stop would end near
    // 22:45, past 13 h: the crew rests in Dubai first.
    const [leg] = dubai(4)!.legs;
    expect(leg!.price.find((l) => l.item === "crew_rest")).toMatchObject({ airport: "OMDB", nights: 1 });
    // A Citation CJ2+ (2,200 km) makes it via Baku; an aircraft of 1,600 km cannot even with a stop.
    const cj2 = testAircraft({
      aircraftClass: "Light jet",
      maxPassengers: 6,
      rangeKm: 2200,
      cruiseSpeedKmh: 740,
    });
    expect(dubai(4, cj2)!.legs[0]!.stops![0]!.airport).toBe("UBBB");
    expect(dubai(4, testAircraft({ aircraftClass: "Light jet", rangeKm: 1600 }))).toBeUndefined();
  });
});
