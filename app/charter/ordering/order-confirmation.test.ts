import { describe, expect, it } from "vitest";
import { cardExample, routeExample } from "../contract/examples";
import type { Card } from "../contract/schemas";
import {
  currencyOfPage,
  dueClock,
  nextStepOf,
  orderConfirmationEmail,
  orderConfirmationSms,
  shortAircraftType,
  type ConfirmationInput,
} from "./order-confirmation";

/*
 * The customer's text message and e-mail when an order is stored (issue 28, item 4;
 * docs/decisions/042): the number, the aircraft, the route and date, the price, what happens next
 * and by when, in the visitor's language, with the due time on Moscow time whatever the operator's
 * zone.
 */

const ID = "77jq24akxv43";
const NUMBER = "77JQ24AKXV43";
const PLACED = new Date("2026-11-28T11:00:00Z"); // 14:00 in Moscow

const card = (overrides: Partial<Card> = {}, legs = 1): Card => {
  const there = {
    ...routeExample,
    aircraft_type: "Bombardier Challenger 850",
    departure_airport: "UUWW",
    arrival_airport: "URSS",
    departure_date_local: "2026-12-12T14:00:00",
    arrival_date_local: "2026-12-12T16:05:00",
    pax: 3,
    price: { rub: 1_234_567, usd: 13_456, eur: 12_345 },
  };
  const back = {
    ...there,
    number: `${routeExample.number.slice(0, -1)}2`,
    departure_airport: "URSS",
    arrival_airport: "UUWW",
    departure_date_local: "2026-12-15T18:00:00",
    arrival_date_local: "2026-12-15T20:10:00",
    price: { rub: 1_000_000, usd: 11_000, eur: 10_000 },
  };
  return {
    ...cardExample,
    aircraft_type: "Bombardier Challenger 850",
    aircraft: "RA-67221",
    routes: legs === 2 ? [there, back] : [there],
    ...overrides,
  };
};

const input = (overrides: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  language: "ru",
  preOrderId: ID,
  card: card(),
  currency: "rub",
  next: { by: "manager", dueAt: new Date("2026-11-28T11:15:00Z") },
  placedAt: PLACED,
  ...overrides,
});

const GSM7 =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/** Parts of a text message: GSM-7 160/153 a part, UCS-2 (any other character) 70/67. */
function segments(text: string): number {
  const gsm = [...text].every((char) => GSM7.includes(char));
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / part);
}

describe("the next step (decision 042)", () => {
  it("is the operator's due time when the order was routed, else the house's first call", () => {
    const createdAt = PLACED;
    const due = new Date("2026-11-29T06:20:00Z");
    expect(nextStepOf({ createdAt, operatorDueAt: due }, 15)).toEqual({ by: "operator", dueAt: due });
    expect(nextStepOf({ createdAt, operatorDueAt: null }, 15)).toEqual({
      by: "manager",
      dueAt: new Date("2026-11-28T11:15:00Z"),
    });
  });

  it("reads the due time on Moscow time, with the date only when it is another Moscow day", () => {
    // 11:30Z is 14:30 in Moscow, the day the order was placed.
    expect(dueClock(new Date("2026-11-28T11:30:00Z"), PLACED, "ru")).toBe("14:30");
    // An operator in Dubai (UTC+4) due at 09:20 its time next morning: 08:20 in Moscow, 29 Nov.
    const dubaiMorning = new Date("2026-11-29T05:20:00Z");
    expect(dueClock(dubaiMorning, PLACED, "ru")).toBe("29.11 08:20");
    expect(dueClock(dubaiMorning, PLACED, "en")).toBe("29 Nov 08:20");
    // 21:30Z on the 28th is already 00:30 on the 29th in Moscow: another day, though the same in UTC.
    expect(dueClock(new Date("2026-11-28T21:30:00Z"), PLACED, "en")).toBe("29 Nov 00:30");
    // An order placed at 23:50 Moscow time, due 00:05: the next Moscow day, named.
    expect(dueClock(new Date("2026-11-28T21:05:00Z"), new Date("2026-11-28T20:50:00Z"), "ru")).toBe(
      "29.11 00:05",
    );
  });

  it("quotes the currency the visitor picked on the page, else the language's own", () => {
    expect(currencyOfPage("https://charterline.ru/flight/x/", "ru")).toBe("rub");
    expect(currencyOfPage("https://charterline.ru/en/flight/x/", "en")).toBe("usd");
    expect(currencyOfPage("https://charterline.ru/flight/x/?currency=eur", "ru")).toBe("eur");
    expect(currencyOfPage("https://charterline.ru/en/flight/x/?currency=rub", "en")).toBe("rub");
    expect(currencyOfPage("https://charterline.ru/flight/x/?currency=btc", "ru")).toBe("rub");
    expect(currencyOfPage("not a url", "en")).toBe("usd");
    expect(currencyOfPage(null, "ru")).toBe("rub");
  });
});

describe("the customer's text message", () => {
  it("ru, house aircraft: number, aircraft, route and local departure, price, the manager's call by when", () => {
    const text = orderConfirmationSms(input());
    expect(text).toBe(
      `Charterline: заказ ${NUMBER} принят. Challenger 850, Москва → Сочи 12.12 14:00, 1 234 567 ₽. Менеджер позвонит до 14:15 мск.`,
    );
    // Two UCS-2 parts at most (2 × 67).
    expect(text.length).toBeLessThanOrEqual(134);
    expect(segments(text)).toBe(2);
  });

  it("ru, operator's aircraft: the operator confirms by its due time, on Moscow time", () => {
    const text = orderConfirmationSms(
      input({ next: { by: "operator", dueAt: new Date("2026-11-28T11:30:00Z") } }),
    );
    expect(text).toBe(
      `Charterline: заказ ${NUMBER} принят. Challenger 850, Москва → Сочи 12.12 14:00, 1 234 567 ₽. Авиакомпания подтвердит до 14:30 мск.`,
    );
    expect(segments(text)).toBe(2);
  });

  it("en: dollars, no arrow (GSM-7), Moscow time named in words", () => {
    const house = orderConfirmationSms(input({ language: "en", currency: "usd" }));
    expect(house).toBe(
      `Charterline: order ${NUMBER} received. Challenger 850, Moscow to Sochi 12 Dec 14:00, $13,456. Your manager will call you by 14:15 Moscow time.`,
    );
    expect(segments(house)).toBe(1);
    const operator = orderConfirmationSms(
      input({
        language: "en",
        currency: "usd",
        next: { by: "operator", dueAt: new Date("2026-11-29T05:20:00Z") },
      }),
    );
    expect(operator).toContain(
      "The operator will confirm it by 29 Nov 08:20 Moscow time, then your manager will call you.",
    );
    expect(segments(operator)).toBeLessThanOrEqual(2);
  });

  it("names the return's departure too, and totals both legs in the picked currency", () => {
    const text = orderConfirmationSms(input({ card: card({}, 2), currency: "eur" }));
    expect(text).toContain("Москва → Сочи 12.12 14:00, обратно 15.12 18:00, 22 345 €.");
    const en = orderConfirmationSms(input({ language: "en", card: card({}, 2), currency: "usd" }));
    expect(en).toContain("Moscow to Sochi 12 Dec 14:00, return 15 Dec 18:00, $24,456.");
    expect(segments(en)).toBeLessThanOrEqual(2);
  });

  it("shortens the aircraft to its model only when the type has a maker in front", () => {
    expect(shortAircraftType("Bombardier Challenger 850")).toBe("Challenger 850");
    expect(shortAircraftType("Cessna Citation CJ2+")).toBe("Citation CJ2+");
    expect(shortAircraftType("Hawker 800XP")).toBe("Hawker 800XP");
    expect(shortAircraftType("Gulfstream G650ER")).toBe("Gulfstream G650ER");
  });
});

describe("the customer's e-mail", () => {
  const email = (overrides: Partial<ConfirmationInput> = {}) =>
    orderConfirmationEmail({
      ...input(overrides),
      name: "Анна Петрова",
      phone: "+79161234567",
      flightUrl: "https://charterline.ru/flight/abc/",
    });

  it("ru: the same facts in full, the tail, airports, local times, passengers and what happens next", () => {
    const { subject, body } = email({ card: card({}, 2) });
    expect(subject).toBe(`Charterline: заказ ${NUMBER} принят`);
    expect(body).toContain(`Мы приняли ваш заказ ${NUMBER}.`);
    expect(body).toContain("Самолёт: Bombardier Challenger 850, борт RA-67221");
    expect(body).toMatch(/Туда: Москва \(Внуково, VKO\) → Сочи \(.+, AER\)/);
    expect(body).toContain("Вылет 12.12.2026 14:00, прилёт 12.12.2026 16:05 (местное время); пассажиров: 3");
    expect(body).toMatch(/Обратно: Сочи \(.+\) → Москва/);
    expect(body).toContain("Цена: 2 234 567 ₽ за весь самолёт");
    expect(body).toContain(
      "Что дальше:\nМенеджер позвонит вам до 14:15 (по московскому времени) по номеру +79161234567",
    );
    expect(body).toContain("https://charterline.ru/flight/abc/");
  });

  it("en, operator's aircraft: the operator's due time, then the manager's call", () => {
    const { subject, body } = email({
      language: "en",
      currency: "usd",
      next: { by: "operator", dueAt: new Date("2026-11-28T11:30:00Z") },
    });
    expect(subject).toBe(`Charterline: order ${NUMBER} received`);
    expect(body).toContain(
      "Departs 12 Dec 2026, 14:00, arrives 12 Dec 2026, 16:05 (local times); 3 passengers",
    );
    expect(body).toContain("Price: $13,456 for the whole aircraft");
    expect(body).toContain(
      "What happens next:\nThe aircraft's operator will confirm your order by 14:30 (Moscow time).",
    );
  });
});

// Issue 29, item 1: a multi-leg order lists every leg with its label; a third leg is never «Обратно».
describe("a three-leg order's messages", () => {
  const tour = (): Card => {
    const base = card();
    const first = base.routes[0]!;
    const legs: [string, string, string, string][] = [
      ["UUWW", "UWKD", "2026-12-01T09:00:00", "2026-12-01T10:40:00"],
      ["UWKD", "USSS", "2026-12-03T10:00:00", "2026-12-03T12:50:00"],
      ["USSS", "UUWW", "2026-12-05T16:30:00", "2026-12-05T17:30:00"],
    ];
    return {
      ...base,
      routes: legs.map(([from, to, departs, arrives], index) => ({
        ...first,
        number: `${first.number.slice(0, -1)}${index + 1}`,
        departure_airport: from,
        arrival_airport: to,
        departure_date_local: departs,
        arrival_date_local: arrives,
        price: { rub: 1_000_000, usd: 11_000, eur: 10_000 },
      })),
    };
  };

  it("texts every leg by its number, in either language", () => {
    const ru = orderConfirmationSms(input({ card: tour() }));
    expect(ru).toContain(
      "Перелёт 1: Москва → Казань 01.12 09:00, Перелёт 2: Казань → Екатеринбург 03.12 10:00, Перелёт 3: Екатеринбург → Москва 05.12 16:30, 3 000 000 ₽.",
    );
    expect(ru).not.toMatch(/обратно/i);
    const en = orderConfirmationSms(input({ language: "en", card: tour(), currency: "usd" }));
    expect(en).toContain("Leg 1: Moscow to Kazan 1 Dec 09:00, Leg 2: Kazan to Yekaterinburg 3 Dec 10:00,");
    expect(en).toContain("Leg 3: Yekaterinburg to Moscow 5 Dec 16:30, $33,000.");
    expect(en).not.toMatch(/return/i);
  });

  it("writes every leg in full in the e-mail, each under its label", () => {
    const body = orderConfirmationEmail({
      ...input({ card: tour() }),
      name: "Анна Петрова",
      phone: "+79161234567",
      flightUrl: "https://charterline.ru/flight/abc/",
    }).body;
    expect(body).toMatch(/Перелёт 1: Москва \(Внуково, VKO\) → Казань/);
    expect(body).toMatch(/Перелёт 2: Казань \(.+\) → Екатеринбург/);
    expect(body).toMatch(/Перелёт 3: Екатеринбург \(.+\) → Москва/);
    expect(body).toContain("Вылет 05.12.2026 16:30, прилёт 05.12.2026 17:30 (местное время)");
    expect(body).not.toContain("Обратно");
  });
});
