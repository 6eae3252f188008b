import { describe, expect, it } from "vitest";
import { toCard } from "../cards";
import {
  AIRPORT_HOURS,
  DEFAULT_NOTICE_MINUTES,
  departureInHours,
  isOpen,
  nextOpen,
  nightsSpent,
} from "./dispatch";
import type { Offer } from "./offers";
import { searchOffers } from "./offers";
import { leg, testAircraft, testMarket } from "./test-market";

/*
 * Dispatch rules of issue 26 (docs/dispatch-rules.md): the operator's notice, airports' hours and
 * crew nights, on the planner through `searchOffers` and on the rules' own arithmetic. Times are
 * Moscow's (UTC+3 all year) unless written with Z.
 */
const MINUTE = 60_000;
const msk = (local: string) => Date.parse(`${local}:00+03:00`);
const iso = (ms: number) => new Date(ms).toISOString();
const RATES = { date: "2026-11-26", source: "Bank of Russia", rubPerEur: 92.5, rubPerUsd: 80.1 };
const moscowTime = (date: Date) =>
  new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
const nights = (offer: Offer) =>
  offer.legs.flatMap((l) => l.price).find((line) => line.item === "crew_overnight")?.nights ?? 0;

describe("the operator's notice (issue 26, item 3)", () => {
  const oneWay = (to: string, departureLocal: string, requestedAt?: number) =>
    searchOffers(testMarket([testAircraft()]), {
      from: "UUWW",
      to,
      departureLocal,
      pax: 2,
      ...(requestedAt === undefined ? {} : { requestedAt }),
    });

  it("defaults to 3 h before a domestic flight and 4 h before an international one", () => {
    expect(DEFAULT_NOTICE_MINUTES).toEqual({ domestic: 180, international: 240 });
  });

  it("moves a flight asked for 15 minutes ahead to the notice, and says the time changed", () => {
    // Asked at 11:07 for 11:22 (the broker's UUWW→ULLI): 3 h of notice is 14:07, the next quarter 14:15.
    const [offer] = oneWay("ULLI", "2026-12-10T11:22", msk("2026-12-10T11:07"));
    expect(offer).toBeDefined();
    expect(moscowTime(offer!.legs[0]!.departsAt)).toBe("2026-12-10 14:15");
    expect(offer!.timeChanged).toBe(true);
    const card = toCard(testMarket([testAircraft()]), offer!, {
      id: "c",
      requestId: "r",
      rates: RATES,
      createdAt: new Date(msk("2026-12-10T11:07")),
      isEmptyLeg: false,
      pictures: { salon: null, avatar: null, seats: null },
    });
    // The card answers the local time it leaves; the page warns "time changed" as it differs from
    // the 11:22 asked (app/offers/card-facts.ts).
    expect(card.routes[0]!.departure_date_local.slice(0, 16)).toBe("2026-12-10T14:15");
  });

  it("never departs before the request was made, whatever the time asked", () => {
    // Asked at 11:07 for 12:00: the earliest is 14:07, never a departure in the past.
    const [offer] = oneWay("ULLI", "2026-12-10T12:00", msk("2026-12-10T11:07"));
    expect(offer!.legs[0]!.departsAt.getTime()).toBeGreaterThanOrEqual(msk("2026-12-10T14:07"));
  });

  it("gives an international flight an hour more: UUWW→OMDB asked an hour ahead leaves 4 h after asking", () => {
    const [offer] = oneWay("OMDB", "2026-12-10T12:00", msk("2026-12-10T11:00"));
    expect(moscowTime(offer!.legs[0]!.departsAt)).toBe("2026-12-10 15:00");
  });

  it("drops a plan the notice would move by more than the 4-hour shift", () => {
    // The aircraft must first position from St Petersburg: 3 h of notice, 1 h 20 min and a turnaround.
    const away = testAircraft({ homeBase: "ULLI" });
    const asked = msk("2026-12-10T11:00");
    const offers = searchOffers(testMarket([away]), {
      from: "UUWW",
      to: "URSS",
      departureLocal: "2026-12-10T11:00",
      pax: 2,
      requestedAt: asked,
    });
    expect(offers).toEqual([]);
    // Asked a day ahead, the same aircraft is offered at the time asked.
    const [ahead] = searchOffers(testMarket([away]), {
      from: "UUWW",
      to: "URSS",
      departureLocal: "2026-12-11T11:00",
      pax: 2,
      requestedAt: asked,
    });
    expect(moscowTime(ahead!.legs[0]!.departsAt)).toBe("2026-12-11 11:00");
    expect(ahead!.timeChanged).toBe(false);
  });

  it("takes each operator's own notice", () => {
    const quick = testAircraft({ notice: { domestic: 60, international: 120 } });
    const [offer] = searchOffers(testMarket([quick]), {
      from: "UUWW",
      to: "ULLI",
      departureLocal: "2026-12-10T12:00",
      pax: 2,
      requestedAt: msk("2026-12-10T11:00"),
    });
    expect(moscowTime(offer!.legs[0]!.departsAt)).toBe("2026-12-10 12:00");
  });
});

describe("airport hours (issue 26, item 2)", () => {
  it("keeps Krasnodar's 09:00–19:00 and Gelendzhik's 08:30–20:00 Moscow time, with their sources", () => {
    expect(isOpen(AIRPORT_HOURS.URKK, msk("2026-12-10T09:00"))).toBe(true);
    expect(isOpen(AIRPORT_HOURS.URKK, msk("2026-12-10T19:00"))).toBe(true);
    expect(isOpen(AIRPORT_HOURS.URKK, msk("2026-12-10T19:01"))).toBe(false);
    expect(isOpen(AIRPORT_HOURS.URKK, msk("2026-12-10T08:59"))).toBe(false);
    expect(isOpen(AIRPORT_HOURS.URKG, msk("2026-12-10T08:30"))).toBe(true);
    expect(isOpen(AIRPORT_HOURS.URKG, msk("2026-12-10T20:01"))).toBe(false);
    expect(isOpen(undefined, msk("2026-12-10T03:00"))).toBe(true);
    expect(AIRPORT_HOURS.URKK!.movementsPerHour).toBe(5);
    for (const hours of Object.values(AIRPORT_HOURS)) expect(hours.sourceUrl).toMatch(/^https:\/\//);
  });

  it("finds the next opening: later the same day, or the next morning", () => {
    expect(iso(nextOpen(AIRPORT_HOURS.URKK, msk("2026-12-10T06:10")))).toBe(iso(msk("2026-12-10T09:00")));
    expect(iso(nextOpen(AIRPORT_HOURS.URKK, msk("2026-12-10T22:00")))).toBe(iso(msk("2026-12-11T09:00")));
  });

  it("moves a departure so that the landing is inside the arrival's hours too", () => {
    // 90 minutes' flight to Krasnodar asked at 06:00: takeoff 07:30 lands at 09:00.
    const departs = departureInHours(
      msk("2026-12-10T06:00"),
      90,
      undefined,
      AIRPORT_HOURS.URKK,
      4 * 60 * MINUTE,
    );
    expect(iso(departs!)).toBe(iso(msk("2026-12-10T07:30")));
    // Asked at 18:00 for a 90-minute flight: it would land after 19:00; the next landing is tomorrow.
    expect(
      departureInHours(msk("2026-12-10T18:00"), 90, undefined, AIRPORT_HOURS.URKK, 4 * 60 * MINUTE),
    ).toBeNull();
  });

  const from = (to: string, departureLocal: string, origin = "UUWW") =>
    searchOffers(testMarket([testAircraft()]), { from: origin, to, departureLocal, pax: 2 });

  it("offers no URKK→UUWW at 22:00, and no UUWW→URKK or UUWW→URKG landing after closing", () => {
    expect(from("UUWW", "2026-12-10T22:00", "URKK")).toEqual([]);
    expect(from("URKK", "2026-12-10T22:00")).toEqual([]);
    expect(from("URKG", "2026-12-10T22:00")).toEqual([]);
  });

  it("moves an early departure to the opening within the 4-hour shift, with the time-changed warning", () => {
    const [offer] = from("UUWW", "2026-12-10T07:00", "URKK");
    expect(offer).toBeDefined();
    // The aircraft positions from Vnukovo and can only land at Krasnodar from 09:00, then turns round.
    const departs = offer!.legs[0]!.departsAt.getTime();
    expect(isOpen(AIRPORT_HOURS.URKK, departs)).toBe(true);
    expect(departs - msk("2026-12-10T07:00")).toBeLessThanOrEqual(4 * 60 * MINUTE);
    expect(offer!.timeChanged).toBe(true);
  });

  it("keeps every takeoff and landing of a plan, positioning included, inside the hours", () => {
    const [offer] = from("URKK", "2026-12-10T15:00");
    expect(offer).toBeDefined();
    const { departsAt, arrivesAt } = offer!.legs[0]!;
    expect(isOpen(AIRPORT_HOURS.URKK, arrivesAt.getTime())).toBe(true);
    expect(moscowTime(departsAt)).toBe("2026-12-10 15:00");
    // Its positioning home leaves Krasnodar inside the hours too: a 16:45 landing, 17:30 after turnaround.
    const home = offer!.legs[0]!.price.find((line) => line.item === "positioning");
    expect(home).toMatchObject({ from: "URKK", to: "UUWW" });
  });

  it("drops an aircraft whose next job it could only reach by flying out of Krasnodar after closing", () => {
    // The flown path to Krasnodar takes 3 h 19 min: leaving at 15:30 it lands at 18:49 and is turned
    // round after 19:00, so the ferry home waits for 09:00 and misses a job at Vnukovo at 00:30,
    // which it makes (home at 22:53) when the airport is open all day.
    const job = leg("UUWW", "ULLI", "2026-12-10T21:30:00Z", "2026-12-10T22:50:00Z");
    const query = { from: "UUWW", to: "URKK", departureLocal: "2026-12-10T15:30", pax: 2 };
    const [free] = searchOffers(testMarket([testAircraft()]), query);
    expect(isOpen(AIRPORT_HOURS.URKK, free!.legs[0]!.arrivesAt.getTime())).toBe(true);
    const market = testMarket([testAircraft({ schedule: [job] })]);
    expect(searchOffers(market, query)).toEqual([]);
    const allDay = { ...market.airport("URKK")!, hours: undefined };
    const open = { ...market, airport: (icao: string) => (icao === "URKK" ? allDay : market.airport(icao)) };
    expect(searchOffers(open, query)).toHaveLength(1);
  });
});

describe("crew nights as nights spent (issue 26, item 5)", () => {
  it("counts one night for out on the 10th at 09:00 and back on the 11th at 18:00", () => {
    const [offer] = searchOffers(testMarket([testAircraft()]), {
      from: "UUWW",
      to: "URSS",
      departureLocal: "2026-12-10T09:00",
      pax: 2,
      returnLocal: "2026-12-11T18:00",
    });
    expect(nights(offer!)).toBe(1);
  });

  it("counts the local midnights of a long enough wait, none for a day's wait", () => {
    expect(nightsSpent(msk("2026-12-10T11:20"), msk("2026-12-11T18:00"), "Europe/Moscow")).toBe(1);
    expect(nightsSpent(msk("2026-12-10T08:00"), msk("2026-12-10T20:00"), "Europe/Moscow")).toBe(0);
    expect(nightsSpent(msk("2026-12-10T23:00"), msk("2026-12-11T02:00"), "Europe/Moscow")).toBe(0);
    expect(nightsSpent(msk("2026-12-01T14:20"), msk("2026-12-08T12:00"), "Europe/Moscow")).toBe(7);
    // Midnights on the wall clock of the airport where the crew waits: in Dubai (UTC+4) 00:30 to
    // 20:30 the next day is none, though Moscow's clock passes a midnight.
    const landed = Date.parse("2026-12-10T20:30:00Z");
    const departs = Date.parse("2026-12-11T16:30:00Z");
    expect(nightsSpent(landed, departs, "Asia/Dubai")).toBe(0);
    expect(nightsSpent(landed, departs, "Europe/Moscow")).toBe(1);
  });
});
