import { describe, expect, it } from "vitest";
import { addDays } from "~/charter/departure-window";
import type { Money } from "~/charter/contract/schemas";
import type { SearchQuery } from "./address";
import {
  buildPriceStrip,
  compactPrice,
  STRIP_DAYS,
  STRIP_DAYS_WIDE,
  stripQuery,
  stripRange,
  type PriceStripData,
} from "./price-strip";

const EARLIEST = "2026-11-22T12:00";
const query: SearchQuery = { from: "UUWW", to: "LTFM", date: "2026-12-10T15:00", pax: 3, back: null };

const money = (eur: number): Money => ({ rub: eur * 100, usd: Math.round(eur * 1.05), eur });

/** A calendar over `stripRange`'s days for `date`, each day's euro price from `eur` (null: none). */
function calendar(date: string, eur: (day: string, index: number) => number | null): PriceStripData {
  const range = stripRange(date.slice(0, 10), EARLIEST)!;
  const days: PriceStripData["days"] = [];
  for (let day = range.from, index = 0; day <= range.to; day = addDays(day, 1), index += 1) {
    const price = eur(day, index);
    days.push({ date: day, price: price === null ? null : money(price) });
  }
  return { ratesDate: "2026-11-20", hour: "12:00", days };
}

function strip(
  overrides: Partial<SearchQuery> = {},
  eur: (day: string, index: number) => number | null = (_, index) => 40_000 + index * 1_000,
  extra: { mode?: "search" | "emptyLeg"; restriction?: null | { code: "closed_airspace" } } = {},
) {
  const q = { ...query, ...overrides };
  return buildPriceStrip(
    {
      mode: extra.mode ?? "search",
      query: q,
      restriction: (extra.restriction ?? null) as never,
      earliest: EARLIEST,
      priceStrip: calendar(q.date, eur),
    },
    "eur",
  );
}

describe("stripRange", () => {
  it("centres the wide range on the chosen day", () => {
    expect(stripRange("2026-12-10", EARLIEST)).toEqual({ from: "2026-12-05", to: "2026-12-15" });
  });

  it("starts at the earliest departure's day rather than offer a day that cannot be searched", () => {
    expect(stripRange("2026-11-23", EARLIEST)).toEqual({ from: "2026-11-22", to: "2026-12-02" });
  });

  it("ends at the last selectable day (spec §9: 89 days after the first)", () => {
    expect(stripRange("2027-02-19", EARLIEST)).toEqual({ from: "2027-02-09", to: "2027-02-19" });
  });

  it("has none for a chosen day outside the order window", () => {
    expect(stripRange("2026-11-21", EARLIEST)).toBeNull();
    expect(stripRange("2027-02-20", EARLIEST)).toBeNull();
  });
});

describe("stripQuery", () => {
  it("is the search for a one-way search on an open route", () => {
    expect(stripQuery({ mode: "search", query, restriction: null })).toBe(query);
  });

  it("is none for empty legs, a closed route or a round trip", () => {
    expect(stripQuery({ mode: "emptyLeg", query: null, restriction: null })).toBeNull();
    expect(
      stripQuery({
        mode: "search",
        query,
        restriction: { code: "closed_airspace", airports: [], countries: ["GB"] } as never,
      }),
    ).toBeNull();
    expect(
      stripQuery({ mode: "search", query: { ...query, back: "2026-12-12T12:00" }, restriction: null }),
    ).toBeNull();
  });
});

describe("buildPriceStrip", () => {
  it("lays 11 days, the middle 7 for a phone, the chosen day in the middle of both", () => {
    const result = strip()!;
    expect(result.days).toHaveLength(STRIP_DAYS_WIDE);
    expect(result.days.map((day) => day.date)).toEqual(
      Array.from({ length: 11 }, (_, i) => addDays("2026-12-05", i)),
    );
    const narrow = result.days.filter((day) => !day.wideOnly);
    expect(narrow).toHaveLength(STRIP_DAYS);
    expect(narrow.map((day) => day.date)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
    ]);
    expect(result.days.filter((day) => day.chosen).map((day) => day.date)).toEqual(["2026-12-10"]);
    expect(result.ratesDate).toBe("2026-11-20");
  });

  it("searches each day at the chosen time, in the visitor's currency", () => {
    const result = buildPriceStrip(
      {
        mode: "search",
        query,
        restriction: null,
        earliest: EARLIEST,
        priceStrip: calendar(query.date, () => 500),
      },
      "rub",
    )!;
    expect(result.days[0]).toMatchObject({
      date: "2026-12-05",
      departure: "2026-12-05T15:00",
      price: 50_000,
    });
    expect(result.currency).toBe("rub");
  });

  it("marks the cheapest day separately among a phone's days and among a wide screen's", () => {
    // The wide range's cheapest is its first day (4 Dec is outside the phone's seven days).
    const prices = [30_000, 45_000, 44_000, 41_000, 43_000, 42_000, 46_000, 47_000, 48_000, 49_000, 50_000];
    const result = strip({}, (_, index) => prices[index]!)!;
    const marked = (tier: "narrow" | "wide") =>
      result.days.filter((day) => day.cheapest[tier]).map((day) => day.date);
    expect(marked("wide")).toEqual(["2026-12-05"]);
    expect(marked("narrow")).toEqual(["2026-12-08"]);
  });

  it("marks one day on a tie: the chosen one if it is among them, else the nearest", () => {
    const chosenTied = strip({}, (day) => (day === "2026-12-10" || day === "2026-12-08" ? 30_000 : 40_000))!;
    expect(chosenTied.days.filter((day) => day.cheapest.narrow).map((day) => day.date)).toEqual([
      "2026-12-10",
    ]);
    const nearest = strip({}, (day) =>
      ["2026-12-07", "2026-12-12", "2026-12-08"].includes(day) ? 30_000 : 40_000,
    )!;
    expect(nearest.days.filter((day) => day.cheapest.narrow).map((day) => day.date)).toEqual(["2026-12-08"]);
    const equalDistance = strip({}, (day) => (["2026-12-09", "2026-12-11"].includes(day) ? 30_000 : 40_000))!;
    expect(equalDistance.days.filter((day) => day.cheapest.narrow).map((day) => day.date)).toEqual([
      "2026-12-09",
    ]);
  });

  it("marks no day when every priced day costs the same", () => {
    const result = strip({}, (_, index) => (index % 2 ? null : 40_000))!;
    expect(result.days.some((day) => day.cheapest.narrow || day.cheapest.wide)).toBe(false);
  });

  it("keeps days without a price, and leaves them out of the cheapest", () => {
    const result = strip({}, (day) =>
      day === "2026-12-10" ? 50_000 : day === "2026-12-12" ? 45_000 : null,
    )!;
    expect(result.days.filter((day) => day.price === null)).toHaveLength(9);
    expect(result.days.filter((day) => day.cheapest.narrow).map((day) => day.date)).toEqual(["2026-12-12"]);
  });

  it("offers no day before the earliest departure, and moves the earliest day's time to it", () => {
    const result = strip({ date: "2026-11-23T09:00" })!;
    expect(result.days[0]).toMatchObject({ date: "2026-11-22", departure: "2026-11-22T12:00" });
    expect(result.days[1]).toMatchObject({ date: "2026-11-23", departure: "2026-11-23T09:00", chosen: true });
    expect(result.days.every((day) => day.departure >= EARLIEST)).toBe(true);
    // Seven days still fit on a phone: the chosen day moves off centre instead.
    expect(result.days.filter((day) => !day.wideOnly).map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays("2026-11-22", i)),
    );
  });

  it("is hidden for a closed route, empty legs, a round trip, no calendar or no price at all", () => {
    expect(strip({}, undefined, { restriction: { code: "closed_airspace" } })).toBeNull();
    expect(strip({}, undefined, { mode: "emptyLeg" })).toBeNull();
    expect(strip({ back: "2026-12-14T12:00" })).toBeNull();
    expect(strip({}, () => null)).toBeNull();
    expect(
      buildPriceStrip(
        { mode: "search", query, restriction: null, earliest: EARLIEST, priceStrip: null },
        "eur",
      ),
    ).toBeNull();
    // A saved set looked at after its day: no day to stand beside.
    expect(
      buildPriceStrip(
        {
          mode: "search",
          query,
          restriction: null,
          earliest: "2026-12-11T12:00",
          priceStrip: calendar(query.date, () => 1),
        },
        "eur",
      ),
    ).toBeNull();
  });
});

describe("compactPrice", () => {
  it("writes three figures over the scale and sign: 4,16 over млн ₽, 4.16M over ₽", () => {
    expect(compactPrice(4_161_706, "rub", "ru")).toEqual({ figure: "4,16", unit: "млн\u00a0₽" });
    expect(compactPrice(39_223, "usd", "ru")).toEqual({ figure: "39,2", unit: "тыс.\u00a0$" });
    expect(compactPrice(4_161_706, "rub", "en")).toEqual({ figure: "4.16M", unit: "₽" });
    expect(compactPrice(39_223, "eur", "en")).toEqual({ figure: "39.2K", unit: "€" });
    expect(compactPrice(850, "eur", "ru")).toEqual({ figure: "850", unit: "€" });
  });
});
