import { describe, expect, it } from "vitest";
import { cardExample } from "~/charter/contract/examples";
import type { AircraftClass, Card } from "~/charter/contract/schemas";
import {
  axisLabel,
  classGroupOf,
  currencyOf,
  currencyParam,
  defaultCurrency,
  defaultFilters,
  filtersToParams,
  formatMoney,
  parseFilters,
  priceBounds,
  setCap,
  setCurrency,
  toggleClass,
  toggleSort,
  visibleCards,
} from "./results";

const RU_DEFAULTS = defaultFilters("ru");

function card(
  id: string,
  options: { rub: number; pax: number; year: number; cls: AircraftClass; back?: number },
): Card {
  const route = {
    ...cardExample.routes[0]!,
    price: { rub: options.rub, usd: options.rub / 100, eur: options.rub / 110 },
  };
  const routes = options.back
    ? [route, { ...route, price: { rub: options.back, usd: options.back / 100, eur: options.back / 110 } }]
    : [route];
  return {
    ...cardExample,
    id,
    max_pax: options.pax,
    aircraft_year_of_creation: options.year,
    aircraft_class: options.cls,
    routes,
  };
}

const cards = [
  card("a", { rub: 2_000_000, pax: 8, year: 2012, cls: "Turboprop" }),
  card("b", { rub: 900_000, pax: 9, year: 2005, cls: "Mid-size jet", back: 900_000 }),
  card("c", { rub: 5_500_000, pax: 14, year: 2019, cls: "Large jet" }),
  card("d", { rub: 1_200_000, pax: 7, year: 1998, cls: "Light jet" }),
];
const ids = (list: Card[]) => list.map((item) => item.id);

describe("sort (spec §4)", () => {
  it("defaults to the cheapest first, counting both legs of a return", () => {
    expect(ids(visibleCards(cards, RU_DEFAULTS))).toEqual(["d", "b", "a", "c"]);
  });

  it("sorts by most expensive, most seats and newest", () => {
    expect(ids(visibleCards(cards, { ...RU_DEFAULTS, sort: "HightPrice" }))).toEqual(["c", "a", "b", "d"]);
    expect(ids(visibleCards(cards, { ...RU_DEFAULTS, sort: "MaxPax" }))).toEqual(["c", "b", "a", "d"]);
    expect(ids(visibleCards(cards, { ...RU_DEFAULTS, sort: "Year" }))).toEqual(["c", "a", "b", "d"]);
  });

  it("tapping the active sort clears it and keeps the engine's order", () => {
    const cleared = toggleSort(RU_DEFAULTS, "LowPrice");
    expect(cleared.sort).toBeNull();
    expect(ids(visibleCards(cards, cleared))).toEqual(["a", "b", "c", "d"]);
    expect(toggleSort(cleared, "Year").sort).toBe("Year");
  });
});

describe("class filter (spec §4 groups)", () => {
  it("groups the API's classes", () => {
    expect(classGroupOf("Turboprop")).toBe("TurboProp");
    expect(classGroupOf("Light jet")).toBe("MidSizeJet");
    expect(classGroupOf("Mid-size jet")).toBe("MidSizeJet");
    for (const cls of ["Bizliners", "Large jet", "Long range jet", "Super mid-size jet"] as const) {
      expect(classGroupOf(cls)).toBe("SuperJet");
    }
    expect(classGroupOf("Jet")).toBeNull();
  });

  it("shows one group and clears when tapped again", () => {
    const midsize = toggleClass(RU_DEFAULTS, "MidSizeJet");
    expect(ids(visibleCards(cards, midsize))).toEqual(["d", "b"]);
    expect(toggleClass(midsize, "MidSizeJet").classFilter).toBeNull();
  });
});

describe("currency and price cap (spec §4)", () => {
  it("bounds the slider by the lowest and highest total", () => {
    expect(priceBounds(cards, "rub")).toEqual({ min: 1_200_000, max: 5_500_000 });
    expect(priceBounds([], "rub")).toBeNull();
  });

  it("hides cards above the cap; the maximum means no cap", () => {
    const bounds = priceBounds(cards, "rub");
    const capped = setCap(RU_DEFAULTS, 1_799_999, bounds);
    expect(ids(visibleCards(cards, capped))).toEqual(["d"]);
    expect(setCap(RU_DEFAULTS, 5_500_000, bounds).cap).toBeNull();
  });

  it("resets the cap when the currency changes", () => {
    const capped = { ...RU_DEFAULTS, cap: 1_800_000 };
    expect(setCurrency(capped, "eur")).toEqual({ ...RU_DEFAULTS, currency: "eur", cap: null });
    expect(setCurrency(capped, "rub").cap).toBe(1_800_000);
  });
});

describe("the query string keeps the view", () => {
  it("round-trips and leaves defaults out", () => {
    expect(filtersToParams(RU_DEFAULTS, "ru").toString()).toBe("");
    const view = { sort: null, classFilter: "SuperJet", currency: "eur", cap: 40_000 } as const;
    const params = filtersToParams(view, "ru");
    expect(params.toString()).toBe("sort=none&class=SuperJet&currency=eur&cap=40000");
    expect(parseFilters(params, "ru")).toEqual(view);
  });

  it("ignores what it does not know", () => {
    expect(parseFilters(new URLSearchParams("sort=Cheap&class=x&currency=gbp&cap=-5"), "ru")).toEqual(
      RU_DEFAULTS,
    );
  });
});

// Issue 28, item 10: a visitor reads prices in their language's currency until they pick another.
describe("the currency follows the language", () => {
  it("is roubles on Russian pages and dollars on English ones", () => {
    expect(defaultCurrency("ru")).toBe("rub");
    expect(defaultCurrency("en")).toBe("usd");
    expect(currencyOf(new URLSearchParams(), "ru")).toBe("rub");
    expect(currencyOf(new URLSearchParams(), "en")).toBe("usd");
    expect(defaultFilters("en")).toEqual({ ...RU_DEFAULTS, currency: "usd" });
  });

  it("keeps the visitor's own pick, in either language", () => {
    expect(currencyOf(new URLSearchParams("currency=rub"), "en")).toBe("rub");
    expect(currencyOf(new URLSearchParams("currency=eur"), "ru")).toBe("eur");
    expect(currencyOf(new URLSearchParams("currency=gbp"), "en")).toBe("usd");
  });

  it("spells only a pick that differs from the language's own", () => {
    expect(currencyParam("usd", "en")).toBeUndefined();
    expect(currencyParam("rub", "en")).toBe("currency=rub");
    expect(currencyParam("rub", "ru")).toBeUndefined();
    expect(filtersToParams(defaultFilters("en"), "en").toString()).toBe("");
    expect(filtersToParams(defaultFilters("en"), "ru").toString()).toBe("currency=usd");
    expect(parseFilters(filtersToParams({ ...RU_DEFAULTS }, "en"), "en").currency).toBe("rub");
  });
});

describe("labels", () => {
  it("abbreviates the slider's axis (spec §4)", () => {
    expect(axisLabel(1_254_000_000, "ru")).toBe("1,25\u00a0млрд");
    expect(axisLabel(1_254_000_000, "en")).toBe("1.25\u00a0bn");
    expect(axisLabel(3_400_000, "ru")).toBe("3,4\u00a0млн");
    expect(axisLabel(3_400_000, "en")).toBe("3.4m");
    expect(axisLabel(850_000, "ru")).toBe("850\u00a0тыс.");
    expect(axisLabel(850_000, "en")).toBe("850k");
    expect(axisLabel(640, "en")).toBe("640");
  });

  it("formats prices with the currency's sign (spec §9)", () => {
    expect(formatMoney(1_234_567, "rub", "ru")).toBe("1\u00a0234\u00a0567\u00a0₽");
    expect(formatMoney(12_345, "usd", "en")).toBe("$12,345");
    expect(formatMoney(12_345, "eur", "en")).toBe("€12,345");
  });
});
