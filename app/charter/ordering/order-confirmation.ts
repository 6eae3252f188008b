import { airportIndex } from "../airports/airports";
import type { Card, Money } from "../contract/schemas";
import { orderNumber } from "../order-number";
import { legNames, legNameText } from "../trip-legs";
import type { MessageLanguage } from "./messages";

/*
 * What the customer is told when an order is stored (issue 28, item 4; docs/decisions/042): the
 * order number (decision 030), the aircraft, the route and dates, the price, and what happens next
 * and by when. The confirmation step of the booking says the same from the API's `next_step`; the
 * text message (always: the phone is confirmed) and the e-mail (when given) are written here.
 */

/**
 * Who answers the customer next, and by when:
 * - `operator`: the order went to a marketplace operator, which confirms it by `deals.operator_due_at`
 *   (its response time counted in its working hours, decision 036); our manager calls after that;
 * - `manager`: our manager calls within the house's first-call time (the console flags a new order
 *   older than that as late; the desk works around the clock).
 */
export interface NextStep {
  by: "operator" | "manager";
  dueAt: Date;
}

/** The house's clock: the sales desk works on Moscow time (console/pipeline.ts), and says so. */
export const HOUSE_TIME_ZONE = "Europe/Moscow";

export function nextStepOf(
  deal: { createdAt: Date; operatorDueAt: Date | null },
  firstCallMinutes: number,
): NextStep {
  if (deal.operatorDueAt) return { by: "operator", dueAt: deal.operatorDueAt };
  return { by: "manager", dueAt: new Date(deal.createdAt.getTime() + firstCallMinutes * 60_000) };
}

const CURRENCIES = ["rub", "usd", "eur"] as const satisfies ReadonlyArray<keyof Money>;

/**
 * The currency the visitor saw: the `?currency=` of the page the booking started on when they
 * picked one, else the language's own (decision 033: roubles in Russian, dollars in English).
 */
export function currencyOfPage(url: string | null | undefined, language: MessageLanguage): keyof Money {
  let picked: string | null = null;
  try {
    picked = url ? new URL(url).searchParams.get("currency") : null;
  } catch {
    picked = null;
  }
  return CURRENCIES.find((currency) => currency === picked) ?? (language === "en" ? "usd" : "rub");
}

const LOCALE: Record<MessageLanguage, string> = { ru: "ru-RU", en: "en-GB" };
const CODES: Record<keyof Money, string> = { rub: "RUB", usd: "USD", eur: "EUR" };

/** "1 234 567 ₽", "$12,345": whole units, non-breaking spaces made plain for a text message. */
export function moneyText(amount: number, currency: keyof Money, language: MessageLanguage): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: "currency",
    currency: CODES[currency],
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, " ");
}

function cardTotal(card: Card, currency: keyof Money): number {
  return card.routes.reduce((sum, route) => sum + route.price[currency], 0);
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An airport-local `2026-12-12T14:00:00` as "12.12 14:00" / "12 Dec 14:00" (no year: short). */
function shortLocal(local: string, language: MessageLanguage): string {
  const [, m = "", d = ""] = local.slice(0, 10).split("-");
  const time = local.slice(11, 16);
  return language === "en" ? `${Number(d)} ${MONTHS_EN[Number(m) - 1] ?? m} ${time}` : `${d}.${m} ${time}`;
}

/** An airport-local time in full: "12.12.2026 14:00" / "12 Dec 2026, 14:00". */
function fullLocal(local: string, language: MessageLanguage): string {
  const [y = "", m = "", d = ""] = local.slice(0, 10).split("-");
  const time = local.slice(11, 16);
  return language === "en"
    ? `${Number(d)} ${MONTHS_EN[Number(m) - 1] ?? m} ${y}, ${time}`
    : `${d}.${m}.${y} ${time}`;
}

/** A moment on the house's clock, parts as numbers' text. */
function moscowParts(at: Date): { day: string; month: string; time: string; date: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: HOUSE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    day: get("day"),
    month: get("month"),
    time: `${get("hour")}:${get("minute")}`,
    date: `${get("year")}-${get("month")}-${get("day")}`,
  };
}

/**
 * When the next step is due, on Moscow time: "14:30" when it falls on the day the order was placed
 * (Moscow's day), else with its date, "29.11 09:20" / "29 Nov 09:20". The zone is named by the
 * sentence around it.
 */
export function dueClock(due: Date, placedAt: Date, language: MessageLanguage): string {
  const at = moscowParts(due);
  if (at.date === moscowParts(placedAt).date) return at.time;
  return language === "en"
    ? `${Number(at.day)} ${MONTHS_EN[Number(at.month) - 1] ?? at.month} ${at.time}`
    : `${at.day}.${at.month} ${at.time}`;
}

function city(icao: string, language: MessageLanguage): string {
  const airport = airportIndex.byIcao(icao);
  if (!airport) return icao;
  return language === "ru" ? airport.city_rus || airport.city : airport.city;
}

function airportLabel(icao: string, language: MessageLanguage): string {
  const airport = airportIndex.byIcao(icao);
  if (!airport) return icao;
  const name = language === "ru" ? airport.name_rus || airport.name : airport.name;
  return `${name}, ${airport.iata || airport.icao}`;
}

export interface ConfirmationInput {
  language: MessageLanguage;
  /** The pre-order's id; the customer reads it as the order number (decision 030). */
  preOrderId: string;
  card: Card;
  currency: keyof Money;
  next: NextStep;
  placedAt: Date;
}

/**
 * The aircraft as a text message names it: the model without its maker when the type has three
 * words or more ("Bombardier Challenger 850" → "Challenger 850", "Cessna Citation CJ2+" →
 * "Citation CJ2+"); a two-word type ("Hawker 800XP", "Gulfstream G650ER") stays whole.
 */
export function shortAircraftType(type: string): string {
  const words = type.trim().split(/\s+/);
  return words.length >= 3 ? words.slice(1).join(" ") : type.trim();
}

/**
 * The text message (always sent: the phone is confirmed). Short, so that a one-way order between
 * cities with short names fits two UCS-2 parts in Russian (2 × 67 characters; Cyrillic needs
 * UCS-2); the English one stays in GSM-7 (no arrow), whose two parts hold 306 characters.
 */
export function orderConfirmationSms(input: ConfirmationInput): string {
  const { language, card } = input;
  const number = orderNumber(input.preOrderId);
  const names = legNames(card.routes);
  const legs = card.routes.map((route, index) => {
    const when = shortLocal(route.departure_date_local, language);
    const name = names[index]!;
    if (name.kind === "back") return language === "en" ? `return ${when}` : `обратно ${when}`;
    const leg =
      language === "en"
        ? `${city(route.departure_airport, "en")} to ${city(route.arrival_airport, "en")} ${when}`
        : `${city(route.departure_airport, "ru")} → ${city(route.arrival_airport, "ru")} ${when}`;
    // Issue 29, item 1: each leg of a multi-leg trip says which it is ("Leg 3"), never "return".
    return name.kind === "leg" ? `${legNameText(name, language)}: ${leg}` : leg;
  });
  const price = moneyText(cardTotal(card, input.currency), input.currency, language);
  const due = dueClock(input.next.dueAt, input.placedAt, language);
  if (language === "en") {
    const next =
      input.next.by === "operator"
        ? `The operator will confirm it by ${due} Moscow time, then your manager will call you.`
        : `Your manager will call you by ${due} Moscow time.`;
    return `Charterline: order ${number} received. ${shortAircraftType(card.aircraft_type)}, ${legs.join(", ")}, ${price}. ${next}`;
  }
  const next =
    input.next.by === "operator"
      ? `Авиакомпания подтвердит до ${due} мск.`
      : `Менеджер позвонит до ${due} мск.`;
  return `Charterline: заказ ${number} принят. ${shortAircraftType(card.aircraft_type)}, ${legs.join(", ")}, ${price}. ${next}`;
}

/** The sentence on what happens next, in full (the e-mail; the confirmation step says the same). */
function nextSentence(input: ConfirmationInput, phone: string): string {
  const due = dueClock(input.next.dueAt, input.placedAt, input.language);
  if (input.language === "en") {
    return input.next.by === "operator"
      ? `The aircraft's operator will confirm your order by ${due} (Moscow time). We will text you its answer at once, and your manager will call you on ${phone} to book the flight.`
      : `Your manager will call you by ${due} (Moscow time) on ${phone} to go through the flight and send you the contract.`;
  }
  return input.next.by === "operator"
    ? `Авиакомпания подтвердит заказ до ${due} (по московскому времени). Мы сразу пришлём её ответ в SMS, а менеджер позвонит вам по номеру ${phone}, чтобы оформить рейс.`
    : `Менеджер позвонит вам до ${due} (по московскому времени) по номеру ${phone}: уточнит детали рейса и пришлёт договор.`;
}

/** The e-mail to the customer, when they gave an address: the same facts, in full. */
export function orderConfirmationEmail(
  input: ConfirmationInput & { name: string; phone: string; flightUrl: string },
): { subject: string; body: string } {
  const { language, card } = input;
  const en = language === "en";
  const number = orderNumber(input.preOrderId);
  const price = moneyText(cardTotal(card, input.currency), input.currency, language);
  const names = legNames(card.routes);
  const legs = card.routes.flatMap((route, index) => {
    // One-way "Outbound" as before; a return's two directions; «Перелёт N» / "Leg N" on a longer trip.
    const direction = legNameText(names[index]!, language) ?? (en ? "Outbound" : "Туда");
    const from = `${city(route.departure_airport, language)} (${airportLabel(route.departure_airport, language)})`;
    const to = `${city(route.arrival_airport, language)} (${airportLabel(route.arrival_airport, language)})`;
    return [
      `${direction}: ${from} → ${to}`,
      en
        ? `  Departs ${fullLocal(route.departure_date_local, "en")}, arrives ${fullLocal(route.arrival_date_local, "en")} (local times); ${route.pax} ${route.pax === 1 ? "passenger" : "passengers"}`
        : `  Вылет ${fullLocal(route.departure_date_local, "ru")}, прилёт ${fullLocal(route.arrival_date_local, "ru")} (местное время); пассажиров: ${route.pax}`,
    ];
  });
  const lines = en
    ? [
        `Dear ${input.name},`,
        "",
        `We have received your order ${number}.`,
        "",
        `Aircraft: ${card.aircraft_type}, ${card.aircraft}`,
        card.is_empty_leg ? "Empty leg" : null,
        ...legs,
        `Price: ${price} for the whole aircraft`,
        "",
        "What happens next:",
        nextSentence(input, input.phone),
        "",
        `Quote the order number ${number} when you call or write to us; to reach us, reply to this e-mail.`,
        `The flight on our site: ${input.flightUrl}`,
      ]
    : [
        `${input.name}, здравствуйте!`,
        "",
        `Мы приняли ваш заказ ${number}.`,
        "",
        `Самолёт: ${card.aircraft_type}, борт ${card.aircraft}`,
        card.is_empty_leg ? "Пустой перелёт (empty leg)" : null,
        ...legs,
        `Цена: ${price} за весь самолёт`,
        "",
        "Что дальше:",
        nextSentence(input, input.phone),
        "",
        `Называйте номер заказа ${number}, когда звоните или пишете нам; чтобы связаться с нами, ответьте на это письмо.`,
        `Рейс на сайте: ${input.flightUrl}`,
      ];
  return {
    subject: en ? `Charterline: order ${number} received` : `Charterline: заказ ${number} принят`,
    body: lines.filter((line): line is string => line !== null).join("\n"),
  };
}
