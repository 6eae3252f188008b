import { describe, expect, it } from "vitest";
import { airportIndex } from "../airports/airports";
import { emptyLegCardExample } from "../contract/examples";
import type { EmptyLegCard } from "../contract/schemas";
import { candidatesFor, legKey } from "./scanner.server";

/*
 * Which legs of a listing a watch is told of (issue 29, item 2): the route's places with the 200 km
 * neighbourhood, the price cap in euros, soonest first; and the identity that keeps a leg from
 * being told twice.
 */
function leg(from: string, to: string, departure: string, eur: number): EmptyLegCard {
  const route = emptyLegCardExample.routes[0]!;
  return {
    ...emptyLegCardExample,
    id: `l${from}${to}${departure.slice(8, 10)}`,
    departure_airport: from,
    arrival_airport: to,
    departure_date: departure,
    routes: [{ ...route, price: { ...route.price, eur } }],
  };
}

const listing = [
  leg("UUEE", "URSS", "2026-12-05T06:00:00Z", 9_800),
  leg("UUWW", "URSS", "2026-12-03T06:00:00Z", 12_500),
  leg("UUWW", "URSS", "2026-12-04T06:00:00Z", 31_000),
  leg("UUDL", "URSS", "2026-12-02T06:00:00Z", 5_000),
  leg("UUWW", "LTFM", "2026-12-02T06:00:00Z", 5_000),
];

describe("the legs a watch is told of", () => {
  const watch = {
    from: { kind: "airport", icao: "UUWW" } as const,
    to: { kind: "airport", icao: "URSS" } as const,
  };

  it("takes the route and Sheremetyevo 43 km away, not Yaroslavl 243 km away, soonest first", () => {
    const found = candidatesFor({ ...watch, maxPriceEur: null }, listing, airportIndex);
    expect(
      found.map((candidate) => candidate.card.departure_airport + candidate.card.departure_date.slice(8, 10)),
    ).toEqual(["UUWW03", "UUWW04", "UUEE05"]);
    expect(found[2]!.detour).toEqual({
      ru: "из Шереметьево вместо Внуково, +43 км",
      en: "from Sheremetyevo instead of Vnukovo, +43 km",
    });
    expect(found[0]!.detour).toEqual({ ru: null, en: null });
  });

  it("leaves out a leg above the price cap in euros", () => {
    const found = candidatesFor({ ...watch, maxPriceEur: 20_000 }, listing, airportIndex);
    expect(found.map((candidate) => candidate.card.routes[0]!.price.eur)).toEqual([12_500, 9_800]);
  });

  it("names a leg by aircraft, route and departure, whatever the party or price", () => {
    const a = listing[1]!;
    expect(legKey(a)).toBe(`${a.aircraft}|UUWW|URSS|2026-12-03T06:00:00Z`);
    const samePlaneOtherParty: EmptyLegCard = { ...a, id: "lother", routes: [{ ...a.routes[0]!, pax: 6 }] };
    expect(legKey(samePlaneOtherParty)).toBe(legKey(a));
  });
});

describe("a watch's window in its messages", () => {
  it("counts the rolling days in Russian and English words", async () => {
    const { windowText } = await import("./messages");
    const rolling = (days: number) => ({ date_from: null, date_to: null, days_ahead: days });
    expect([1, 3, 7, 21, 30].map((days) => windowText(rolling(days), "ru"))).toEqual([
      "на ближайшие 1 день",
      "на ближайшие 3 дня",
      "на ближайшие 7 дней",
      "на ближайшие 21 день",
      "на ближайшие 30 дней",
    ]);
    expect(windowText(rolling(1), "en")).toBe("over the next 1 day");
    expect(windowText({ date_from: "2026-12-20", date_to: "2027-01-10", days_ahead: null }, "ru")).toBe(
      "с 20 декабря по 10 января",
    );
  });
});
