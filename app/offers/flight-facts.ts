import type { TFunction } from "i18next";
import { isReturnTrip, type Card, type Characteristics, type PriceItem, type Route } from "~/charter";
import { LOCALE_TAGS, type Language } from "~/utils/language";
import { airportName, type AirportSummary } from "~/offers/airport-summary";
import { formatMoney, type Currency } from "~/offers/results";

/*
 * What the flight view states, worked out from the card as plain data (spec §2 "Flight view").
 * Pure and client-safe: the server renders the view and the browser hydrates it from the same
 * functions; every Intl format names its locale and formats airport-local wall-clock values in
 * UTC, so neither the server's nor the visitor's own time zone shifts a date.
 */

function wallClock(local: string): Date {
  // Shape first: V8's lenient parser reads "soon:00Z" as a date in 2000 rather than refusing it.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) throw new RangeError(`Not a local date-time: ${local}`);
  const date = new Date(`${local.slice(0, 16)}:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a local date-time: ${local}`);
  return date;
}

const orderDateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * spec §2: the order-info text gives the flight's number and date, in Russian as day, month, year,
 * hour and minute: "24 ноября 2026 г., 12:00". English has its own order: "November 24, 2026,
 * 12:00". 24-hour time in both, as schedules print it; airport-local.
 */
export function formatOrderDate(local: string, language: Language): string {
  let format = orderDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
    orderDateFormats.set(language, format);
  }
  const parts = format.formatToParts(wallClock(local));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const time = `${part("hour")}:${part("minute")}`;
  return language === "ru"
    ? `${part("day")} ${part("month")} ${part("year")} г., ${time}`
    : `${part("month")} ${part("day")}, ${part("year")}, ${time}`;
}

const dayMonthFormats = new Map<Language, Intl.DateTimeFormat>();

/** The page title's date: "24 ноября" / "November 24" (airport-local). */
export function formatDayMonth(local: string, language: Language): string {
  let format = dayMonthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    dayMonthFormats.set(language, format);
  }
  return format.format(wallClock(local));
}

export type Unit = "kilometer" | "kilometer-per-hour" | "meter" | "kilogram";

const unitFormats = new Map<string, Intl.NumberFormat>();

/**
 * "4 893 км", "850 км/ч", "1,75 м", "5 120 кг" / "4,893 km", "1.75 m". Metres keep two decimals
 * (a cabin's size) unless the caller asks otherwise (a take-off run in whole metres).
 */
export function formatUnit(
  value: number,
  unit: Unit,
  language: Language,
  fractionDigits = unit === "meter" ? 2 : 0,
): string {
  const key = `${language}:${unit}:${fractionDigits}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], {
      style: "unit",
      unit,
      unitDisplay: "short",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/** The six dimensions of spec §2's cabin section, in its order, in metres. */
export const CABIN_DIMENSIONS = [
  "cabin_height",
  "wing_span",
  "cabin_length",
  "fuselage_height",
  "interior_width",
  "fuselage_length",
] as const satisfies readonly (keyof Characteristics)[];

export type CabinDimension = (typeof CABIN_DIMENSIONS)[number];

/** The dimensions as the section lists them; null where the operator has not supplied one. */
export function cabinDimensions(
  characteristics: Characteristics,
  language: Language,
): { field: CabinDimension; value: string | null }[] {
  return CABIN_DIMENSIONS.map((field) => {
    const value = characteristics[field];
    return { field, value: value === null ? null : formatUnit(value, "meter", language) };
  });
}

export interface BreakdownLine {
  item: PriceItem;
  label_ru: string;
  label_en: string;
  /** How the line was computed, in English (API.md); the page writes its own from the fields below. */
  detail: string | null;
  amount: number;
  /** API.md: where a positioning flight starts and ends (ICAO). */
  from?: string;
  to?: string;
  /** API.md: the airport a fee line charges for, or where the crew stays (ICAO). */
  airport?: string;
  /** API.md: the local date of the departure a fee line charges for. */
  date_local?: string;
  /** API.md: the nights of an overnight or rest line. */
  nights?: number;
  /** API.md: the percent of an empty-leg discount line, the rate of the VAT line. */
  percent?: number;
  /** API.md: the figures a line was computed from. */
  minutes?: number;
  rate_eur?: number;
  days?: number;
  /** API.md: the peak period of a peak-day line. */
  period?: { id: string; name_ru: string; name_en: string };
  /** API.md: the VAT line, part of the total already. */
  included?: true;
}

const NAMED = [
  "period",
  "from",
  "to",
  "airport",
  "date_local",
  "nights",
  "percent",
  "minutes",
  "rate_eur",
  "days",
] as const;

/**
 * A leg's price breakdown in one currency: the lines that add up to its price with their sum, and
 * apart from them the VAT the price includes (issue 26, item 7).
 */
export function breakdownIn(
  route: Route,
  currency: Currency,
): { lines: BreakdownLine[]; sum: number; vat: BreakdownLine | null } {
  const all = route.price_breakdown.map((source) => {
    const line: BreakdownLine = {
      item: source.item,
      label_ru: source.label_ru,
      label_en: source.label_en,
      detail: source.detail ?? null,
      amount: source.amount[currency],
    };
    for (const field of NAMED) {
      const value = source[field];
      if (value !== undefined) Object.assign(line, { [field]: value });
    }
    if (source.included) line.included = true;
    return line;
  });
  const lines = all.filter((line) => !line.included);
  return {
    lines,
    sum: lines.reduce((total, line) => total + line.amount, 0),
    vat: all.find((line) => line.item === "vat") ?? null,
  };
}

/**
 * An airport as a breakdown line names it: "Внуково", "Сочи (Адлер)" / "Vnukovo", "Sochi". The
 * English names end in "International Airport" or "Airport", which the line's own words already
 * say; the ICAO code stands for an airport the page was not told about.
 */
export function shortAirportName(
  icao: string,
  airports: Record<string, AirportSummary>,
  language: Language,
): string {
  const airport = airports[icao];
  if (!airport) return icao;
  const name = airportName(airport, language);
  if (language === "ru") return name;
  return name.replace(/\s+(international\s+)?airport$/i, "").trim() || name;
}

/**
 * A breakdown line's label in the visitor's language (issue 14 item 8, API.md `price_breakdown`;
 * issue 26 item 9: one breakdown in both languages): built from its fields, "Перегон Внуково →
 * Сочи (Адлер)", "Сборы аэропорта Сочи (Адлер)", "Проживание экипажа и стоянка, 3 ночи", "Скидка на
 * пустой перелёт 40 %". `dated` adds the departure's date to a fee line, for a breakdown with two
 * departures from one airport. A line without its fields (a result set saved before them, or the
 * flight hours) keeps the engine's own label.
 */
export function breakdownLabel(
  line: BreakdownLine,
  airports: Record<string, AirportSummary>,
  language: Language,
  t: TFunction,
  dated = false,
): string {
  const place = (icao: string) => shortAirportName(icao, airports, language);
  if (line.item === "positioning" && line.from && line.to) {
    return t("flight.breakdown.positioning", { from: place(line.from), to: place(line.to) });
  }
  if (line.item === "airport_fees" && line.airport) {
    if (dated && line.date_local) {
      return t("flight.breakdown.airportFeesOn", {
        airport: place(line.airport),
        date: formatShortDate(line.date_local, language),
      });
    }
    return t("flight.breakdown.airportFees", { airport: place(line.airport) });
  }
  if (line.item === "crew_overnight" && line.nights !== undefined && line.nights > 0) {
    return t("flight.breakdown.crewOvernight", { count: line.nights });
  }
  if (line.item === "crew_rest" && line.nights !== undefined && line.airport) {
    return t("flight.breakdown.crewRest", { count: line.nights, airport: place(line.airport) });
  }
  if (line.item === "augmented_crew") return t("flight.breakdown.augmentedCrew");
  if (line.item === "technical_stop" && line.airport) {
    return t("flight.breakdown.technicalStop", { airport: place(line.airport) });
  }
  if (line.item === "daily_minimum" && line.days !== undefined) {
    return t("flight.breakdown.dailyMinimum", { count: line.days });
  }
  if (line.item === "empty_leg_discount" && line.percent !== undefined) {
    return t("flight.breakdown.emptyLegDiscount", { percent: formatPercent(line.percent, language) });
  }
  if (line.item === "peak_day" && line.percent !== undefined && line.period) {
    const name = language === "ru" ? line.period.name_ru : line.period.name_en;
    return t("flight.breakdown.peakDay", { name, percent: formatPercent(line.percent, language) });
  }
  if (line.item === "vat" && line.percent !== undefined) {
    return line.percent > 0
      ? t("flight.breakdown.vatIncluded", { percent: formatPercent(line.percent, language) })
      : t("flight.breakdown.vatZero");
  }
  return language === "ru" ? line.label_ru : line.label_en;
}

function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[language], { maximumFractionDigits: 1 }).format(percent);
}

/** "3 дек." / "Dec 3": a fee line's departure date, from its `YYYY-MM-DD`. */
function formatShortDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * How a line was computed, in the visitor's language, from its fields (issue 26, item 9): "191 мин
 * × 4 900 € в час", "2 × 1 000 €", the VAT's article. The rates are the operator's, in euros.
 * Null where the line has nothing to show, the same in both languages.
 */
export function breakdownDetail(line: BreakdownLine, language: Language, t: TFunction): string | null {
  const euros = (amount: number) => formatMoney(amount, "eur", language);
  if (line.item === "vat") return t("flight.breakdown.detailVat");
  if (line.rate_eur === undefined) return null;
  const rate = euros(line.rate_eur);
  if (line.days !== undefined && line.minutes !== undefined && line.days > 0) {
    return t("flight.breakdown.detailDays", { days: line.days, minutes: line.minutes / line.days, rate });
  }
  if (line.nights !== undefined) return t("flight.breakdown.detailNights", { count: line.nights, rate });
  if (line.minutes !== undefined) return t("flight.breakdown.detailHours", { minutes: line.minutes, rate });
  return null;
}

/** The airports that a breakdown charges two departures for: their fee lines carry dates. */
export function airportsChargedTwice(lines: readonly BreakdownLine[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const line of lines) {
    if (line.item !== "airport_fees" || !line.airport) continue;
    if (seen.has(line.airport)) twice.add(line.airport);
    seen.add(line.airport);
  }
  return twice;
}

/**
 * The CO2 of a trip and of its parts (issue 14 item 4): the card's `co2_kg` is the whole trip's,
 * positioning flights included; each route's is its passenger leg's, so the difference is what the
 * empty positioning flights emit.
 */
export function co2Parts(card: Card): { legsKg: number; positioningKg: number; totalKg: number } {
  const legsKg = card.routes.reduce((total, route) => total + route.co2_kg, 0);
  const totalKg = Math.max(card.co2_kg, legsKg);
  return { legsKg, positioningKg: totalKg - legsKg, totalKg };
}

/** The seat-layout picture: the aircraft images' own, else the card's (spec §3). */
export function seatLayoutUrl(card: Card, seats: string | null): string | null {
  return seats ?? card.aircraft_picture_urls.seats ?? card.routes[0]?.aircraft_picture_urls.seats ?? null;
}

/** The page's address on the product's own domain: SITE_URL and the path with its query string. */
export function absolutePageUrl(siteUrl: string, pathname: string, search: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${pathname}${search}`;
}

/**
 * spec §2: share buttons for two messengers and an e-mail link, each carrying the page's address.
 * Telegram's share endpoint takes the address and a text; WhatsApp's takes one text, so the
 * address ends it; the e-mail has a subject and the address as its body.
 */
export function shareLinks(url: string, text: string): { telegram: string; whatsapp: string; email: string } {
  const encode = encodeURIComponent;
  return {
    telegram: `https://t.me/share/url?url=${encode(url)}&text=${encode(text)}`,
    whatsapp: `https://wa.me/?text=${encode(`${text} ${url}`)}`,
    email: `mailto:?subject=${encode(text)}&body=${encode(url)}`,
  };
}

/**
 * How a return trip spends the stay between its legs (issue 14 item 1), read from the price
 * breakdown: the aircraft and crew wait (an overnight line with its nights), or the aircraft flies
 * back to base and returns (the return leg's positioning lines away from and back to the
 * destination). Null for a one-way flight, an aircraft that spends the stay at its own base, or a
 * breakdown without the named fields (a set saved before them).
 */
export type StayPlan =
  { kind: "wait"; nights: number } | { kind: "ferry"; days: number; base: string } | null;

export function stayPlan(card: Card): StayPlan {
  const [there, back] = card.routes;
  if (!there || !back) return null;
  // A trip of numbered legs words each gap on its own (between-legs.ts, issue 29, item 1).
  if (!isReturnTrip(card.routes)) return null;
  const lines = card.routes.flatMap((route) => route.price_breakdown);
  const overnight = lines.find((line) => line.item === "crew_overnight" && (line.nights ?? 0) > 0);
  if (overnight?.nights) return { kind: "wait", nights: overnight.nights };
  // The return's own positioning lines: leaving the destination after the outbound and coming back
  // for the return. (An aircraft based at the destination ferries out before the outbound and home
  // after the return: it spends the stay at its base, and there is nothing to say.)
  const destination = back.departure_airport;
  const ferries = back.price_breakdown.filter((line) => line.item === "positioning");
  const away = ferries.find((line) => line.from === destination && line.to);
  const returning = ferries.find((line) => line.to === destination);
  if (!away?.to || !returning) return null;
  const day = (local: string) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  const days = Math.max(0, Math.round(day(back.departure_date_local) - day(there.arrival_date_local)));
  return { kind: "ferry", days, base: away.to };
}
