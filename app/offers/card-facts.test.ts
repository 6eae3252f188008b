import { describe, expect, it } from "vitest";
import { cardExample, emptyLegCardExample, routeExample } from "~/charter/contract/examples";
import type { Card, Route } from "~/charter/contract/schemas";
import type { SearchQuery } from "./address";
import {
  arrivalDayOffset,
  cardAirportPath,
  cardLegs,
  cardWarnings,
  emptyLegSaving,
  formatCardTotal,
  formatDepartureWindow,
  formatCurrentAt,
  formatLegDateTime,
  formatLegDay,
  legLabel,
  legWarning,
  splitDuration,
} from "./card-facts";

const query: SearchQuery = { from: "UUWW", to: "ULLI", date: "2026-12-01T12:00", pax: 4, back: null };
const roundTrip: SearchQuery = { ...query, back: "2026-12-05T18:30" };

const backRoute: Route = {
  ...routeExample,
  number: "CL-104234",
  departure_airport: "ULLI",
  arrival_airport: "UUWW",
  departure_date_local: "2026-12-05T18:30:00",
  price: { rub: 900_000, usd: 10_000, eur: 9_000 },
};

function card(there: Partial<Route>, back?: Partial<Route>): Card {
  const routes: Route[] = [{ ...routeExample, ...there }];
  if (back) routes.push({ ...backRoute, ...back });
  return { ...cardExample, routes };
}

describe("card warnings against the request (spec §8, API.md)", () => {
  it("warns of nothing when the card departs where and when asked", () => {
    expect(cardWarnings(card({}), query)).toMatchObject({ kind: null, there: null, back: null });
    expect(cardWarnings(card({}, {}), roundTrip)).toMatchObject({ kind: null, there: null, back: null });
  });

  it("says 'airport changed' when the outbound leg leaves from another airport", () => {
    expect(cardWarnings(card({ departure_airport: "UUDD" }), query).kind).toBe("airport");
  });

  it("says 'time changed' when the local departure time differs, to the minute", () => {
    expect(cardWarnings(card({ departure_date_local: "2026-12-01T13:00:00" }), query).kind).toBe("time");
    // Seconds on the card are not a change: the address carries minutes only.
    expect(cardWarnings(card({ departure_date_local: "2026-12-01T12:00:30" }), query).kind).toBeNull();
  });

  it("says 'time and airport changed' when both differ", () => {
    const changed = card({ departure_airport: "UUDD", departure_date_local: "2026-12-02T12:00:00" });
    expect(cardWarnings(changed, query).kind).toBe("timeAndAirport");
  });

  it("holds the return leg against the destination and the return date", () => {
    const timeBack = cardWarnings(card({}, { departure_date_local: "2026-12-05T20:00:00" }), roundTrip);
    expect(timeBack).toMatchObject({ kind: "time", there: null, back: "time" });
    const airportBack = cardWarnings(card({}, { departure_airport: "ULLP" }), roundTrip);
    expect(airportBack).toMatchObject({ kind: "airport", there: null, back: "airport" });
  });

  it("joins what changed on either leg into the card's one badge", () => {
    const mixed = cardWarnings(
      card({ departure_airport: "UUDD" }, { departure_date_local: "2026-12-06T18:30:00" }),
      roundTrip,
    );
    expect(mixed).toMatchObject({ kind: "timeAndAirport", there: "airport", back: "time" });
  });

  it("warns of nothing on an empty leg, which answers no request", () => {
    expect(cardWarnings(card({ departure_airport: "UUDD" }), null).kind).toBeNull();
  });

  it("does not warn about the return time of a query without one", () => {
    const [, back] = cardLegs(card({}, { departure_date_local: "2026-12-09T10:00:00" }));
    expect(back && legWarning(back, query)).toBeNull();
  });
});

describe("legs", () => {
  it("lists there, then back when a return exists", () => {
    expect(cardLegs(card({})).map((leg) => leg.kind)).toEqual(["there"]);
    expect(cardLegs(card({}, {})).map((leg) => leg.kind)).toEqual(["there", "back"]);
  });
});

describe("flight time in hours and minutes (spec §2)", () => {
  it("splits minutes", () => {
    expect(splitDuration(141)).toEqual({ hours: 2, minutes: 21 });
    expect(splitDuration(75)).toEqual({ hours: 1, minutes: 15 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitDuration(180)).toEqual({ hours: 3, minutes: 0 });
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe("local departure date and time", () => {
  it("shows the airport's wall clock in the page's language", () => {
    expect(formatLegDateTime("2026-12-01T12:00:00", "ru")).toEqual({ date: "вт, 1 декабря", time: "12:00" });
    expect(formatLegDateTime("2026-12-01T12:00:00", "en")).toEqual({
      date: "Tue, December 1",
      time: "12:00",
    });
  });

  it("never shifts the day, even near midnight", () => {
    expect(formatLegDateTime("2026-12-31T23:59", "ru")).toEqual({ date: "чт, 31 декабря", time: "23:59" });
    expect(formatLegDateTime("2027-01-01T00:05", "en")).toEqual({ date: "Fri, January 1", time: "00:05" });
  });

  it("refuses what is not a local date-time", () => {
    expect(() => formatLegDateTime("tomorrow", "ru")).toThrow(RangeError);
  });
});

// Issue 28, item 1: the compact card prints each leg's date once, short, and "+1" on a later landing.
describe("the compact card's leg facts", () => {
  it("prints a short date in the page's language", () => {
    expect(formatLegDay("2026-12-01T12:00:00", "ru")).toBe("1 дек.");
    expect(formatLegDay("2026-11-29T05:29:00", "ru")).toBe("29 нояб.");
    expect(formatLegDay("2026-12-01T12:00:00", "en")).toBe("Dec 1");
    expect(() => formatLegDay("soon", "en")).toThrow(RangeError);
  });

  it("counts the days between departure and landing on the airports' own calendars", () => {
    expect(arrivalDayOffset(routeExample)).toBe(0);
    const late = { departure_date_local: "2026-12-31T23:10:00", arrival_date_local: "2027-01-01T01:40:00" };
    expect(arrivalDayOffset(late)).toBe(1);
    // Westbound across the date line by the clocks: never "−1".
    const west = { departure_date_local: "2026-12-02T01:00:00", arrival_date_local: "2026-12-01T22:00:00" };
    expect(arrivalDayOffset(west)).toBe(0);
  });

  it("names the airports of the trip in order, a city repeated only when the trip returns to it", () => {
    expect(cardAirportPath(cardLegs(card({})))).toEqual(["UUWW", "ULLI"]);
    expect(cardAirportPath(cardLegs(card({}, {})))).toEqual(["UUWW", "ULLI", "UUWW"]);
    // A return from another airport than the outbound landed at shows both.
    expect(cardAirportPath(cardLegs(card({}, { departure_airport: "ULLO" })))).toEqual([
      "UUWW",
      "ULLI",
      "ULLO",
      "UUWW",
    ]);
  });
});

describe("when the offer's information was current", () => {
  it("shows the UTC moment in Moscow time (UTC+3)", () => {
    expect(formatCurrentAt("2026-11-21T17:05:00Z", "ru")).toBe("21 ноября, 20:05");
    expect(formatCurrentAt("2026-11-21T17:05:00Z", "en")).toBe("November 21, 20:05");
    // 22:30 UTC is already the next day in Moscow.
    expect(formatCurrentAt("2026-11-21T22:30:00Z", "ru")).toBe("22 ноября, 01:30");
  });
});

describe("the card's total", () => {
  it("adds both legs in the chosen currency (spec §4)", () => {
    const total = formatCardTotal(card({}, {}), "eur", "en");
    expect(total).toBe("€18,575");
    expect(formatCardTotal(card({}), "rub", "ru")).toBe("938\u00a0350\u00a0₽");
  });
});

// Issue 28, item 11: an empty-leg card shows its discount and its departure window.
describe("an empty leg's saving", () => {
  it("gives the price without the discount and the percent off it, in the chosen currency", () => {
    // EUR 5,745 after 3,830 off: 9,575 before, 40 % off.
    expect(emptyLegSaving(emptyLegCardExample, "eur")).toEqual({ normal: 9_575, percent: 40 });
    expect(emptyLegSaving(emptyLegCardExample, "rub")).toEqual({ normal: 938_350, percent: 40 });
  });

  it("rounds the percent down, so it never claims more than the struck price shows", () => {
    const route = emptyLegCardExample.routes[0]!;
    const card = {
      routes: [
        {
          ...route,
          price: { rub: 700, usd: 7, eur: 7 },
          price_breakdown: [
            ...route.price_breakdown.filter((line) => line.item !== "empty_leg_discount"),
            { ...route.price_breakdown.at(-1)!, amount: { rub: -299, usd: -3, eur: -3 } },
          ],
        },
      ],
    };
    // 299 of 999 is 29.9 %: shown as 29.
    expect(emptyLegSaving(card, "rub")).toEqual({ normal: 999, percent: 29 });
  });

  it("is null for a card with no discount", () => {
    expect(emptyLegSaving(cardExample, "rub")).toBeNull();
  });
});

describe("an empty leg's departure window", () => {
  it("reads as two times within a day, in both languages", () => {
    const window = { from_local: "2026-12-12T10:00:00", to_local: "2026-12-12T18:00:00" };
    expect(formatDepartureWindow(window, "ru")).toBe("10:00–18:00");
    expect(formatDepartureWindow(window, "en")).toBe("10:00–18:00");
  });

  it("names the days when it runs past midnight", () => {
    const window = { from_local: "2026-12-12T22:00:00", to_local: "2026-12-13T06:00:00" };
    expect(formatDepartureWindow(window, "ru")).toBe("12 дек., 22:00 – 13 дек., 06:00");
    expect(formatDepartureWindow(window, "en")).toBe("Dec 12, 22:00 – Dec 13, 06:00");
  });
});

// Issue 29, item 1: a card of a multi-leg search shows every leg, each labelled by its number and
// held against that leg as asked.
describe("a multi-leg card's legs", () => {
  const tourRoutes: Route[] = [
    {
      ...routeExample,
      number: "AB12-1",
      departure_airport: "UUWW",
      arrival_airport: "UWKD",
      departure_date_local: "2026-12-01T09:00:00",
    },
    {
      ...routeExample,
      number: "AB12-2",
      departure_airport: "UWKD",
      arrival_airport: "USSS",
      departure_date_local: "2026-12-03T10:00:00",
    },
    {
      ...routeExample,
      number: "AB12-3",
      departure_airport: "USSS",
      arrival_airport: "UUWW",
      departure_date_local: "2026-12-05T16:30:00",
    },
  ];
  const tour: Card = { ...cardExample, routes: tourRoutes };
  const tourQuery: SearchQuery = {
    from: "UUWW",
    to: "UWKD",
    date: "2026-12-01T09:00",
    pax: 3,
    back: null,
    legs: [
      { from: "UUWW", to: "UWKD", date: "2026-12-01T09:00", pax: 3 },
      { from: "UWKD", to: "USSS", date: "2026-12-03T10:00", pax: 3 },
      { from: "USSS", to: "UUWW", date: "2026-12-05T16:30", pax: 2 },
    ],
  };
  const t = ((key: string, options?: { n?: number }) =>
    key === "offers.card.leg" ? `Перелёт ${options?.n}` : key) as unknown as Parameters<typeof legLabel>[1];

  it("lists every leg in order, numbered from 1", () => {
    const legs = cardLegs(tour);
    expect(legs.map((leg) => [leg.kind, leg.number, leg.route.number])).toEqual([
      ["leg", 1, "AB12-1"],
      ["leg", 2, "AB12-2"],
      ["leg", 3, "AB12-3"],
    ]);
    expect(legs.map((leg) => legLabel(leg, t))).toEqual(["Перелёт 1", "Перелёт 2", "Перелёт 3"]);
  });

  it("keeps «Туда»/«Обратно» for a return", () => {
    const legs = cardLegs(card({}, {}));
    expect(legs.map((leg) => legLabel(leg, t))).toEqual(["offers.card.there", "offers.card.back"]);
  });

  it("holds each leg against that leg of the search", () => {
    expect(cardWarnings(tour, tourQuery)).toMatchObject({ kind: null, legs: [null, null, null] });
    const moved: Card = {
      ...tour,
      routes: tourRoutes.map((route, index) =>
        index === 2 ? { ...route, departure_date_local: "2026-12-05T18:00:00" } : route,
      ),
    };
    expect(cardWarnings(moved, tourQuery)).toMatchObject({ kind: "time", legs: [null, null, "time"] });
  });

  it("draws the cities a tour passes through once each, back home at the end", () => {
    expect(cardAirportPath(cardLegs(tour))).toEqual(["UUWW", "UWKD", "USSS", "UUWW"]);
  });
});
