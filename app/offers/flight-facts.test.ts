import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { cardExample, routeExample } from "~/charter/contract/examples";
import type { Card, Route } from "~/charter/contract/schemas";
import type { Language } from "~/utils/language";
import { createRenderI18n } from "~/i18n/i18n.server";
import type { AirportSummary } from "~/offers/airport-summary";
import { PriceItemSchema } from "~/charter/contract/schemas";
import { pricedLines, type PriceLine } from "~/charter/engine/pricing";
import { vatLine } from "~/charter/engine/taxes";
import {
  absolutePageUrl,
  airportsChargedTwice,
  breakdownDetail,
  breakdownIn,
  breakdownLabel,
  cabinDimensions,
  co2Parts,
  formatDayMonth,
  formatOrderDate,
  seatLayoutUrl,
  shareLinks,
  shortAirportName,
  stayPlan,
  type BreakdownLine,
} from "./flight-facts";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the order-info date (spec §2: Russian day, month, year, hour, minute)", () => {
  it("writes Russian as «24 ноября 2026 г., 12:00», airport-local", () => {
    expect(formatOrderDate("2026-11-24T12:00:00", "ru")).toBe("24 ноября 2026 г., 12:00");
    expect(formatOrderDate("2026-03-01T07:05", "ru")).toBe("1 марта 2026 г., 07:05");
  });

  it("writes English in its own order, 24-hour", () => {
    expect(formatOrderDate("2026-11-24T18:30:00", "en")).toBe("November 24, 2026, 18:30");
  });

  it("gives the title's day and month", () => {
    expect(formatDayMonth("2026-11-24T12:00:00", "ru")).toBe("24 ноября");
    expect(formatDayMonth("2026-11-24T12:00:00", "en")).toBe("November 24");
  });
});

describe("the cabin section", () => {
  it("lists the six dimensions of spec §2 in metres, in its order, null ones left for 'on request'", () => {
    const rows = cabinDimensions({ ...routeExample.characteristics, wing_span: null }, "ru");
    expect(rows.map((row) => row.field)).toEqual([
      "cabin_height",
      "wing_span",
      "cabin_length",
      "fuselage_height",
      "interior_width",
      "fuselage_length",
    ]);
    expect(rows[1]?.value).toBeNull();
    for (const row of rows.filter((r) => r.value !== null))
      expect(nbsp(row.value ?? "")).toMatch(/^\d+,\d{2} м$/);
  });

  it("takes the seat layout from the aircraft images, else from the card", () => {
    const card = cardExample as Card;
    expect(seatLayoutUrl(card, "/media/seats.svg")).toBe("/media/seats.svg");
    expect(seatLayoutUrl(card, null)).toBe(card.aircraft_picture_urls.seats);
  });
});

describe("price breakdown and CO2", () => {
  it("itemises a leg in the chosen currency; the lines add up to its price within a unit a line", () => {
    for (const currency of ["rub", "usd", "eur"] as const) {
      const { lines, sum } = breakdownIn(routeExample, currency);
      expect(lines.length).toBe(routeExample.price_breakdown.length);
      expect(Math.abs(sum - routeExample.price[currency])).toBeLessThanOrEqual(lines.length);
    }
  });

  it("takes the whole trip's CO2 from the card and splits off the positioning flights (issue 14 item 4)", () => {
    const card = {
      ...cardExample,
      co2_kg: 9_000,
      routes: [
        { ...routeExample, co2_kg: 3_000 },
        { ...routeExample, co2_kg: 2_500 },
      ],
    } as Card;
    expect(co2Parts(card)).toEqual({ legsKg: 5_500, positioningKg: 3_500, totalKg: 9_000 });
  });

  it("never reports less for the trip than its passenger legs", () => {
    const card = { ...cardExample, co2_kg: 100, routes: [{ ...routeExample, co2_kg: 3_000 }] } as Card;
    expect(co2Parts(card)).toEqual({ legsKg: 3_000, positioningKg: 0, totalKg: 3_000 });
  });
});

const summary = (icao: string, iata: string, name: string, name_rus: string): AirportSummary => ({
  icao,
  iata,
  name,
  name_rus,
  city: name,
  city_rus: name_rus,
});

const airports: Record<string, AirportSummary> = {
  UUWW: summary("UUWW", "VKO", "Vnukovo International Airport", "Внуково"),
  URSS: summary("URSS", "AER", "Sochi International Airport", "Сочи (Адлер)"),
  ULLI: summary("ULLI", "LED", "Pulkovo Airport", "Пулково"),
};

describe("breakdown lines labelled by their fields (issue 14 item 8, API.md price_breakdown)", () => {
  const translators = {} as Record<Language, TFunction>;
  // The instance a server render uses (i18n.server.ts), one language loaded, as in production.
  beforeAll(async () => {
    for (const language of ["ru", "en"] as const)
      translators[language] = (await createRenderI18n(language)).t;
  });

  const line = (fields: Partial<BreakdownLine> & Pick<BreakdownLine, "item">): BreakdownLine => ({
    label_ru: "Строка движка",
    label_en: "Engine line",
    detail: null,
    amount: 1,
    ...fields,
  });
  const label = (l: BreakdownLine, language: Language) =>
    breakdownLabel(l, airports, language, translators[language]).replace(/\u00a0/g, " ");

  it("names a positioning flight by its airports in both languages", () => {
    const positioning = line({ item: "positioning", from: "UUWW", to: "URSS" });
    expect(label(positioning, "ru")).toBe("Перегон Внуково → Сочи (Адлер)");
    expect(label(positioning, "en")).toBe("Positioning flight Vnukovo → Sochi");
  });

  it("names the airport of a fee line, and an unknown airport by its ICAO code", () => {
    expect(label(line({ item: "airport_fees", airport: "URSS" }), "ru")).toBe("Сборы аэропорта Сочи (Адлер)");
    expect(label(line({ item: "airport_fees", airport: "URSS" }), "en")).toBe("Sochi airport charges");
    expect(label(line({ item: "positioning", from: "UUEE", to: "ULLI" }), "en")).toBe(
      "Positioning flight UUEE → Pulkovo",
    );
  });

  it("counts the nights of an overnight line with Russian plurals (spec §9)", () => {
    const nights = (count: number, language: Language) =>
      label(line({ item: "crew_overnight", nights: count }), language);
    expect(nights(1, "ru")).toBe("Проживание экипажа и стоянка, 1 ночь");
    expect(nights(3, "ru")).toBe("Проживание экипажа и стоянка, 3 ночи");
    expect(nights(7, "ru")).toBe("Проживание экипажа и стоянка, 7 ночей");
    expect(nights(21, "ru")).toBe("Проживание экипажа и стоянка, 21 ночь");
    expect(nights(1, "en")).toBe("Crew overnight and parking, 1 night");
    expect(nights(3, "en")).toBe("Crew overnight and parking, 3 nights");
  });

  it("gives the percent of an empty-leg discount", () => {
    const discount = line({ item: "empty_leg_discount", percent: 40 });
    expect(label(discount, "ru")).toBe("Скидка на пустой перелёт 40 %");
    expect(label(discount, "en")).toBe("Empty-leg discount 40%");
  });

  it("keeps the engine's label for lines without the fields (result sets saved before them)", () => {
    expect(label(line({ item: "positioning" }), "ru")).toBe("Строка движка");
    expect(label(line({ item: "airport_fees" }), "en")).toBe("Engine line");
    expect(label(line({ item: "flight_hours" }), "en")).toBe("Engine line");
  });

  it("carries the fields from the contract's lines", () => {
    const route: Route = {
      ...routeExample,
      price_breakdown: [
        {
          item: "positioning",
          label_ru: "Перегоны",
          label_en: "Positioning",
          amount: { rub: 100, usd: 2, eur: 1 },
          from: "UUWW",
          to: "URSS",
        },
      ],
    };
    expect(breakdownIn(route, "eur").lines).toEqual([
      {
        item: "positioning",
        label_ru: "Перегоны",
        label_en: "Positioning",
        detail: null,
        amount: 1,
        from: "UUWW",
        to: "URSS",
      },
    ]);
  });

  it("writes every line kind the engine makes in both languages, with the same figures (issue 26, item 9)", () => {
    // One line of each kind as the planner makes it, through the real conversion to API.md lines.
    const engineLines: Record<string, PriceLine> = {
      flight_hours: { item: "flight_hours", eur: 15_600, minutes: 191, rate: 4900 },
      positioning: { item: "positioning", eur: 9_100, minutes: 140, rate: 3900, from: "UUWW", to: "URSS" },
      airport_fees: {
        item: "airport_fees",
        eur: 2200,
        airport: "URSS",
        at: Date.parse("2026-12-03T09:00:00Z"),
      },
      crew_overnight: { item: "crew_overnight", eur: 1600, nights: 2, rate: 800, airport: "URSS" },
      crew_rest: { item: "crew_rest", eur: 1040, nights: 1, rate: 1040, airport: "URSS" },
      augmented_crew: { item: "augmented_crew", eur: 1500 },
      technical_stop: {
        item: "technical_stop",
        eur: 1000,
        airport: "URSS",
        at: Date.parse("2026-12-03T10:00:00Z"),
      },
      daily_minimum: { item: "daily_minimum", eur: 8000, minutes: 120, rate: 4000, days: 1 },
      empty_leg_discount: { item: "empty_leg_discount", eur: -6_000, share: 0.4 },
      peak_day: {
        item: "peak_day",
        eur: 2_340,
        share: 0.15,
        period: { id: "new-year", ru: "Новогодние праздники", en: "New Year holidays" },
      },
      vat: vatLine(30_000, false),
    };
    expect(Object.keys(engineLines).sort()).toEqual([...PriceItemSchema.options].sort());
    const rates = { date: "2026-11-26", source: "Bank of Russia", rubPerEur: 92.5, rubPerUsd: 80.1 };
    const { lines: priced } = pricedLines(Object.values(engineLines), rates, () => "Europe/Moscow");
    const route = { ...routeExample, price_breakdown: priced };
    const { lines, vat } = breakdownIn(route, "eur");
    const digitsOf = (text: string | null) => (text ?? "").replace(/[^\d]/g, "");
    for (const kind of PriceItemSchema.options) {
      const found = kind === "vat" ? vat : lines.find((l) => l.item === kind);
      expect(found, kind).toBeDefined();
      const [ru, en] = (["ru", "en"] as const).map((language) => ({
        label: label(found!, language),
        detail: breakdownDetail(found!, language, translators[language]),
      }));
      // Named from its fields in both, never left to the engine's one-language label.
      if (kind !== "flight_hours") {
        expect(ru!.label, kind).not.toBe(found!.label_ru);
        expect(en!.label, kind).not.toBe(found!.label_en);
      }
      expect(ru!.label, kind).toMatch(/[а-яё]/i);
      expect(en!.label, kind).not.toMatch(/[а-яё]/i);
      // A detail in one language is a detail in the other, with the same figures.
      expect(ru!.detail === null, kind).toBe(en!.detail === null);
      expect(digitsOf(ru!.detail), kind).toBe(digitsOf(en!.detail));
      expect(digitsOf(ru!.label), kind).toBe(digitsOf(en!.label));
    }
    expect(breakdownDetail(lines[0]!, "ru", translators.ru)).toBe("191\u00a0мин × 4\u00a0900\u00a0€ в час");
    expect(breakdownDetail(lines[0]!, "en", translators.en)).toBe("191 min × €4,900 an hour");
  });

  it("tells two departures from one airport apart by date, and only then", () => {
    const fee = (date: string) => line({ item: "airport_fees", airport: "URSS", date_local: date });
    const both = [fee("2026-12-01"), fee("2026-12-03")];
    expect([...airportsChargedTwice(both)]).toEqual(["URSS"]);
    expect([...airportsChargedTwice([fee("2026-12-01")])]).toEqual([]);
    const dated = (l: BreakdownLine, language: Language) =>
      breakdownLabel(l, airports, language, translators[language], true).replace(/[\u00a0\u202f]/g, " ");
    expect(dated(both[1]!, "ru")).toBe("Сборы аэропорта Сочи (Адлер), вылет 3 дек.");
    expect(dated(both[1]!, "en")).toBe("Sochi airport charges, departure on Dec 3");
  });

  it("states the VAT a domestic price includes and the 0% of an international one", () => {
    const domestic = line({ item: "vat", percent: 22, included: true });
    expect(label(domestic, "ru")).toBe("В том числе НДС 22 %");
    expect(label(domestic, "en")).toBe("Including VAT at 22%");
    expect(label(line({ item: "vat", percent: 0, included: true }), "ru")).toBe(
      "НДС 0 %: международная перевозка",
    );
    // 22/122 of the leg's price, and not added to the lines' sum.
    expect(vatLine(12_200, false).eur).toBeCloseTo(2200, 6);
    expect(vatLine(12_200, true).eur).toBe(0);
  });

  it("shortens English airport names and keeps Russian ones whole", () => {
    expect(shortAirportName("ULLI", airports, "en")).toBe("Pulkovo");
    expect(shortAirportName("ULLI", airports, "ru")).toBe("Пулково");
    expect(shortAirportName("LFMN", airports, "ru")).toBe("LFMN");
  });
});

describe("share links (spec §2: two messengers and e-mail, with the page's address)", () => {
  const url = absolutePageUrl("https://charterline.example/", "/flight/crd_1/", "?currency=eur");

  it("builds the absolute address on SITE_URL with the query string", () => {
    expect(url).toBe("https://charterline.example/flight/crd_1/?currency=eur");
  });

  it("carries the address, encoded, in every link", () => {
    const links = shareLinks(url, "Challenger 850, Москва → Стамбул");
    const encoded = encodeURIComponent(url);
    expect(links.telegram).toBe(
      `https://t.me/share/url?url=${encoded}&text=${encodeURIComponent("Challenger 850, Москва → Стамбул")}`,
    );
    expect(links.whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(links.whatsapp.slice("https://wa.me/?text=".length))).toContain(url);
    expect(links.email).toContain(`&body=${encoded}`);
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
  });
});

describe("a return's stay (issue 14 item 1)", () => {
  const money = { rub: 1, usd: 1, eur: 1 };
  const there: Route = {
    ...routeExample,
    departure_airport: "UUWW",
    arrival_airport: "URSS",
    arrival_date_local: "2026-12-01T14:30:00",
    price_breakdown: [],
  };
  const back = (lines: Route["price_breakdown"]): Route => ({
    ...routeExample,
    departure_airport: "URSS",
    arrival_airport: "UUWW",
    departure_date_local: "2026-12-08T12:00:00",
    price_breakdown: lines,
  });
  const trip = (lines: Route["price_breakdown"]) =>
    ({ ...cardExample, routes: [there, back(lines)] }) as Card;

  it("reads a week's ferry home and back from the positioning lines", () => {
    const card = trip([
      { item: "positioning", label_ru: "П", label_en: "P", amount: money, from: "URSS", to: "UUWW" },
      { item: "positioning", label_ru: "П", label_en: "P", amount: money, from: "UUWW", to: "URSS" },
    ]);
    expect(stayPlan(card)).toEqual({ kind: "ferry", days: 7, base: "UUWW" });
  });

  it("reads a short wait from the overnight line", () => {
    const card = trip([{ item: "crew_overnight", label_ru: "Н", label_en: "N", amount: money, nights: 2 }]);
    expect(stayPlan(card)).toEqual({ kind: "wait", nights: 2 });
  });

  it("says nothing when the aircraft is based at the destination and spends the stay at home", () => {
    const card = {
      ...cardExample,
      routes: [
        {
          ...there,
          price_breakdown: [
            { item: "positioning", label_ru: "П", label_en: "P", amount: money, from: "URSS", to: "UUWW" },
          ],
        },
        back([
          { item: "positioning", label_ru: "П", label_en: "P", amount: money, from: "UUWW", to: "URSS" },
        ]),
      ],
    } as Card;
    expect(stayPlan(card)).toBeNull();
  });

  it("says nothing of a one-way flight or of lines without their fields", () => {
    expect(stayPlan({ ...cardExample, routes: [there] } as Card)).toBeNull();
    expect(stayPlan(trip([{ item: "positioning", label_ru: "П", label_en: "P", amount: money }]))).toBeNull();
  });
});

// Issue 29, item 1: a multi-leg trip's gaps are worded one by one (between-legs.ts), not as a return's stay.
describe("a multi-leg trip's stay", () => {
  it("is not a return's", () => {
    const overnight = {
      item: "crew_overnight" as const,
      label_en: "Crew overnight and parking",
      label_ru: "Проживание экипажа и стоянка",
      amount: { rub: 93_370, usd: 1_000, eur: 880 },
      nights: 2,
      airport: "UWKD",
    };
    const tour: Card = {
      ...cardExample,
      routes: [
        { ...routeExample, departure_airport: "UUEE", arrival_airport: "UWKD" },
        {
          ...routeExample,
          departure_airport: "UWKD",
          arrival_airport: "USSS",
          price_breakdown: [...routeExample.price_breakdown, overnight],
        },
        { ...routeExample, departure_airport: "USSS", arrival_airport: "UUEE" },
      ],
    };
    expect(stayPlan(tour)).toBeNull();
  });
});
