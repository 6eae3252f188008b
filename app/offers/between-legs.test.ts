import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { cardExample, routeExample } from "~/charter/contract/examples";
import type { Card, PriceBreakdownItem, Route } from "~/charter/contract/schemas";
import { resources } from "~/i18n/resources";
import { betweenLegs, betweenLegsText, gapBefore } from "./between-legs";

/*
 * Issue 29, item 1: the flight page says what the aircraft does between the legs of a multi-leg
 * trip and why, read from the leg after the gap's price_breakdown (docs/api-multi-leg.md): it waits
 * (crew nights, the daily minimum, perhaps a positioning flight on) or flies away and back.
 */

async function translator(language: "ru" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: resources[language] } } });
  return i18n.t;
}

const money = { rub: 100_000, usd: 1_100, eur: 1_000 };
const line = (
  fields: Partial<PriceBreakdownItem> & Pick<PriceBreakdownItem, "item">,
): PriceBreakdownItem => ({
  label_en: fields.item,
  label_ru: fields.item,
  amount: money,
  ...fields,
});

const route = (
  from: string,
  to: string,
  departs: string,
  arrives: string,
  lines: PriceBreakdownItem[] = [],
): Route => ({
  ...routeExample,
  departure_airport: from,
  arrival_airport: to,
  departure_date_local: departs,
  arrival_date_local: arrives,
  price_breakdown: [line({ item: "flight_hours", minutes: 100, rate_eur: 5000 }), ...lines],
});

const names: Record<string, string> = {
  UWKD: "Казань",
  USSS: "Кольцово",
  UUWW: "Внуково",
  UUEE: "Шереметьево",
};
const place = (icao: string) => names[icao] ?? icao;

describe("what the aircraft does between two legs", () => {
  it("waits where it landed: the crew's nights there and the daily minimum for the idle days", () => {
    const kazan = route("UUWW", "UWKD", "2026-12-01T09:00:00", "2026-12-01T10:40:00");
    const on = route("UWKD", "USSS", "2026-12-04T10:00:00", "2026-12-04T12:50:00", [
      line({ item: "crew_overnight", nights: 3, rate_eur: 400, airport: "UWKD" }),
      line({ item: "daily_minimum", days: 2, minutes: 240, rate_eur: 5000 }),
    ]);
    expect(gapBefore(kazan, on, 1)).toEqual({
      kind: "wait",
      after: 1,
      at: "UWKD",
      nights: 3,
      days: 2,
      then: null,
    });
  });

  it("waits, then flies empty to the next leg's departure when the legs do not join up", () => {
    const kazan = route("UUWW", "UWKD", "2026-12-01T09:00:00", "2026-12-01T10:40:00");
    const fromMoscow = route("UUEE", "USSS", "2026-12-01T18:00:00", "2026-12-01T22:00:00", [
      line({ item: "positioning", from: "UWKD", to: "UUEE", minutes: 80, rate_eur: 5000 }),
    ]);
    expect(gapBefore(kazan, fromMoscow, 1)).toEqual({
      kind: "wait",
      after: 1,
      at: "UWKD",
      nights: 0,
      days: 0,
      then: "UUEE",
    });
  });

  it("flies home and back: a positioning flight away from where it landed and one back", () => {
    const kazan = route("UUWW", "UWKD", "2026-12-01T09:00:00", "2026-12-01T10:40:00");
    const later = route("UWKD", "USSS", "2026-12-09T10:00:00", "2026-12-09T12:50:00", [
      line({ item: "positioning", from: "UWKD", to: "UUWW", minutes: 90, rate_eur: 5000 }),
      line({ item: "positioning", from: "UUWW", to: "UWKD", minutes: 90, rate_eur: 5000 }),
    ]);
    expect(gapBefore(kazan, later, 1)).toEqual({
      kind: "ferry",
      after: 1,
      at: "UWKD",
      away: "UUWW",
      back: "UWKD",
      days: 8,
    });
  });

  it("explains every gap of a three-leg trip, and none of a return or a one-way flight", () => {
    const tour: Card = {
      ...cardExample,
      routes: [
        route("UUWW", "UWKD", "2026-12-01T09:00:00", "2026-12-01T10:40:00"),
        route("UWKD", "USSS", "2026-12-03T10:00:00", "2026-12-03T12:50:00"),
        route("USSS", "UUWW", "2026-12-05T16:30:00", "2026-12-05T17:30:00"),
      ],
    };
    expect(betweenLegs(tour, true).map((gap) => gap.after)).toEqual([1, 2]);
    expect(betweenLegs(tour, false)).toEqual([]);
    expect(betweenLegs({ routes: [routeExample] }, true)).toEqual([]);
  });
});

describe("the between-legs explanation in words", () => {
  const wait = { kind: "wait", after: 1, at: "UWKD", nights: 2, days: 1, then: null } as const;
  const ferry = { kind: "ferry", after: 2, at: "USSS", away: "UUWW", back: "USSS", days: 6 } as const;

  it("ru: where it waits, what of it the price includes, and why", async () => {
    const t = await translator("ru");
    expect(betweenLegsText(wait, place, t)).toBe(
      "Между перелётами 1 и 2 самолёт с экипажем ждёт вас в аэропорту Казань. " +
        "В цену входят 2 ночи проживания экипажа и стоянки и минимальный налёт за 1 день без полётов. " +
        "Ждать на месте выходит не дороже, чем улетать на базу и возвращаться.",
    );
    expect(betweenLegsText({ ...wait, nights: 5, days: 0, then: "UUEE" }, place, t)).toBe(
      "Между перелётами 1 и 2 самолёт с экипажем ждёт вас в аэропорту Казань. " +
        "В цену входят 5 ночей проживания экипажа и стоянки. " +
        "Ждать на месте выходит не дороже, чем улетать на базу и возвращаться. " +
        "Затем самолёт перелетает пустым в аэропорт Шереметьево, откуда начинается перелёт 2; перегон входит в цену.",
    );
    expect(betweenLegsText({ ...wait, nights: 0, days: 0 }, place, t)).toContain(
      "За ожидание ничего не начисляется.",
    );
  });

  it("ru: flying away and back, and why it is cheaper", async () => {
    const t = await translator("ru");
    expect(betweenLegsText(ferry, place, t)).toBe(
      "Между перелётами 2 и 3 самолёт не ждёт: он улетает в аэропорт Внуково и возвращается в аэропорт Кольцово к следующему вылету. " +
        "Оба перегона входят в цену: они дешевле, чем держать самолёт и экипаж на месте (ночи экипажа и минимальный налёт за дни без полётов), или у самолёта в эти дни другой рейс.",
    );
  });

  it("en: the same facts in English", async () => {
    const t = await translator("en");
    const en = (icao: string) => ({ UWKD: "Kazan", USSS: "Koltsovo", UUWW: "Vnukovo" })[icao] ?? icao;
    expect(betweenLegsText(wait, en, t)).toBe(
      "Between legs 1 and 2 the aircraft and crew wait for you at Kazan. " +
        "The price includes 2 nights of crew hotel and parking and the daily minimum for 1 day without flying. " +
        "Waiting there costs no more than flying back to base and returning.",
    );
    expect(betweenLegsText(ferry, en, t)).toMatch(
      /^Between legs 2 and 3 the aircraft does not wait: it flies to Vnukovo and comes back to Koltsovo for the next departure\. Both positioning flights are in the price/,
    );
  });
});
