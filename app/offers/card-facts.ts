import type { TFunction } from "i18next";
import { legNames, type AircraftClass, type Card, type Route } from "~/charter";
import { LOCALE_TAGS, type Language } from "~/utils/language";
import type { SearchQuery } from "./address";
import { formatMoney, totalIn, type Currency } from "./results";

/*
 * The facts an offer card shows, worked out from the card and the visitor's query (spec §2 "Card",
 * §8 "Card warnings"). Pure and client-safe: the server renders the card and the browser hydrates
 * it from the same functions, and every Intl format names its locale and time zone, so the two
 * never disagree about a string.
 */

/** spec §8: what differs from the request on a leg, or on the card as a whole. */
export type WarningKind = "airport" | "time" | "timeAndAirport";

/**
 * A leg's place in its trip (issue 29, item 1; decision 046): a return's "there" and "back", a
 * numbered "leg" of a longer trip (`number` from 1), or a one-way flight's only leg ("there").
 */
export type LegKind = "there" | "back" | "leg";

export interface Leg {
  kind: LegKind;
  /** The leg's number in the trip, from 1, as `leg[N]` and the offer number `…-N` count it. */
  number: number;
  route: Route;
}

/**
 * The card's legs in flight order, every one of them: routes[0] there and routes[1] back for a
 * return, numbered legs for a multi-leg trip (the rule is `legNames`, shared with the messages).
 */
export function cardLegs(card: Pick<Card, "routes">): Leg[] {
  const names = legNames(card.routes);
  return card.routes.map((route, index) => {
    const name = names[index]!;
    const kind: LegKind = name.kind === "none" ? "there" : name.kind;
    return { kind, number: index + 1, route };
  });
}

/**
 * "Туда"/"Обратно" for a return's two legs; «Перелёт 3» / "Leg 3" for a leg of any other trip of
 * two to five legs (issue 29, item 1; the rule is `legNames`, decision 046). Every page labels a
 * leg with this one function, so the card, the flight page, the booking and the console agree.
 */
export function legLabel(leg: Pick<Leg, "kind" | "number">, t: TFunction): string {
  if (leg.kind === "leg") return t("offers.card.leg", { n: leg.number });
  return t(`offers.card.${leg.kind}`);
}

/**
 * The key of the words after a card's price: one flight, a return's two, or every leg of a longer
 * trip (issue 29, item 1). `returnKey` and `oneKey` are the page's own wording for the first two.
 */
export function priceNoteKey(legs: readonly Pick<Leg, "kind">[], oneKey: string, returnKey: string): string {
  if (legs.some((leg) => leg.kind === "leg")) return "multiLeg.priceAll";
  return legs.length > 1 ? returnKey : oneKey;
}

function warningOf(airportChanged: boolean, timeChanged: boolean): WarningKind | null {
  if (airportChanged && timeChanged) return "timeAndAirport";
  if (airportChanged) return "airport";
  if (timeChanged) return "time";
  return null;
}

/**
 * API.md: a card's departure airport and airport-local departure time may differ from the query.
 * The outbound leg is held against the query's origin and date; the return leg, which departs from
 * the query's destination, against the destination and the return date; a leg of a multi-leg
 * search against that leg as asked (issue 29, item 1). Times are compared to the minute (the card
 * answers with seconds, the address carries none).
 */
export function legWarning(leg: Leg, query: SearchQuery): WarningKind | null {
  const asked = query.legs?.[leg.number - 1];
  // A one-way or return search: the first leg is the outbound, the second the return.
  const back = leg.number === 2;
  const expectedAirport = asked ? asked.from : back ? query.to : query.from;
  const expectedTime = asked ? asked.date : back ? query.back : query.date;
  const airportChanged = leg.route.departure_airport !== expectedAirport;
  const timeChanged =
    expectedTime !== null && leg.route.departure_date_local.slice(0, 16) !== expectedTime.slice(0, 16);
  return warningOf(airportChanged, timeChanged);
}

export interface CardWarnings {
  /** The card's one badge: what changed on any leg (spec §8's three wordings). */
  kind: WarningKind | null;
  there: WarningKind | null;
  back: WarningKind | null;
  /** Each leg's, in flight order (a multi-leg trip's legs are neither there nor back). */
  legs: (WarningKind | null)[];
}

/** The warnings of a card against the query; none for an empty leg, which has no query (null). */
export function cardWarnings(card: Card, query: SearchQuery | null): CardWarnings {
  const none: CardWarnings = { kind: null, there: null, back: null, legs: card.routes.map(() => null) };
  if (!query) return none;
  const result = { ...none, legs: [...none.legs] };
  let airport = false;
  let time = false;
  for (const leg of cardLegs(card)) {
    const warning = legWarning(leg, query);
    result.legs[leg.number - 1] = warning;
    if (leg.number <= 2) result[leg.number === 1 ? "there" : "back"] = warning;
    if (warning === "airport" || warning === "timeAndAirport") airport = true;
    if (warning === "time" || warning === "timeAndAirport") time = true;
  }
  result.kind = warningOf(airport, time);
  return result;
}

/** spec §2: flight time in hours and minutes, e.g. 141 → 2 h 21 min. */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

const legDateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * An airport-local `YYYY-MM-DDTHH:mm[:ss]` of the API as a date and a time in the page's language:
 * { date: "пн, 30 ноября", time: "14:30" } / { date: "Mon, November 30", time: "14:30" }. The
 * wall-clock value is shown as the airport reads it: the date is parsed as UTC and formatted in UTC,
 * so neither the server's nor the visitor's own time zone shifts it. The time is 24-hour in both
 * languages, as flight schedules and boarding passes print it.
 */
export function formatLegDateTime(local: string, language: Language): { date: string; time: string } {
  const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !/^\d{2}:\d{2}$/.test(local.slice(11, 16))) {
    throw new RangeError(`Not a local date-time: ${local}`);
  }
  let format = legDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      weekday: "short",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    legDateFormats.set(language, format);
  }
  return { date: format.format(date), time: local.slice(11, 16) };
}

const legDayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * The short date a compact card prints once per leg (issue 28, item 1): "1 дек." / "Dec 1", read off
 * the airport-local `YYYY-MM-DD...` in UTC as formatLegDateTime reads it. No weekday: a leg's line
 * must fit a 390-px phone; the flight page and the comparison give the full date with it.
 */
export function formatLegDay(local: string, language: Language): string {
  const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a local date-time: ${local}`);
  let format = legDayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    legDayFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * How many days after its departure's date a leg lands, each on its own airport's calendar: 1 for a
 * 23:10 departure landing at 01:40, which the card marks "+1" beside the arrival time, as airlines
 * print it. Never negative (a westbound leg may land "before" it left by the clocks, same day).
 */
export function arrivalDayOffset(route: Pick<Route, "departure_date_local" | "arrival_date_local">): number {
  const day = (local: string) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`);
  const days = Math.round((day(route.arrival_date_local) - day(route.departure_date_local)) / 86_400_000);
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}

/**
 * The cities a card flies through, in order, a city repeated only when the trip comes back to it:
 * Moscow → St Petersburg for one leg, Moscow → St Petersburg → Moscow for a return. The compact
 * card prints them once on a phone, where each leg shows airport codes only (issue 28, item 1).
 */
export function cardAirportPath(legs: readonly Leg[]): string[] {
  const path: string[] = [];
  for (const { route } of legs) {
    if (path[path.length - 1] !== route.departure_airport) path.push(route.departure_airport);
    path.push(route.arrival_airport);
  }
  return path;
}

/**
 * The zone of the "information current at" note. The card's `datetime` is a UTC moment; it is shown
 * in Moscow time in both languages, labelled as such, because the sellers work and answer the phone
 * on Moscow time and the departure window (tomorrow from 12:00) is counted in it too: a visitor who
 * calls about an offer speaks of the same clock the note shows. A visitor's own zone is unknown to
 * the server, and guessing it in the browser would make the server and client texts differ.
 */
export const CURRENT_AT_TIME_ZONE = "Europe/Moscow";

const currentAtFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * The UTC moment `iso` in Moscow time: "21 ноября, 20:05" / "November 21, 20:05"; the words around
 * it are `offers.card.currentAt`. The compact card no longer prints it (issue 28, item 1); it is
 * kept for the flight page, which is to say when the offer's prices were current (decision 040).
 */
export function formatCurrentAt(iso: string, language: Language): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) throw new RangeError(`Not a date-time: ${iso}`);
  let format = currentAtFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: CURRENT_AT_TIME_ZONE,
    });
    currentAtFormats.set(language, format);
  }
  // Intl joins the date and time with " в " (ru) or " at " (en); a comma reads the same in a note.
  const parts = format.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = language === "ru" ? `${part("day")} ${part("month")}` : `${part("month")} ${part("day")}`;
  return `${day}, ${part("hour")}:${part("minute")}`;
}

/** The card's price: both legs when a return exists (spec §4), in the chosen currency. */
export function formatCardTotal(card: Card, currency: Currency, language: Language): string {
  return formatMoney(totalIn(card, currency), currency, language);
}

/**
 * An empty leg's saving in one currency (issue 28, item 11): the price it would cost without the
 * empty-leg discount, and the percent off that price. The discount lines of price_breakdown are
 * the operator's cut of the flight hours (spec §1: sold at a discount); the percent shown is taken
 * of the whole price struck through beside it, rounded down, so the two never claim more than the
 * visitor saves. Null when there is no discount to show.
 */
export function emptyLegSaving(
  card: Pick<Card, "routes">,
  currency: Currency,
): { normal: number; percent: number } | null {
  let price = 0;
  let discount = 0;
  for (const route of card.routes) {
    price += route.price[currency];
    for (const line of route.price_breakdown) {
      if (line.item === "empty_leg_discount") discount -= line.amount[currency];
    }
  }
  const normal = price + discount;
  if (discount <= 0 || normal <= 0) return null;
  const percent = Math.floor((discount / normal) * 100);
  return percent >= 1 ? { normal, percent } : null;
}

const windowDayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * The departure window of an empty leg (issue 28, item 11), airport-local: "10:00–18:00" within a
 * day, "12 дек., 22:00 – 13 дек., 06:00" / "Dec 12, 22:00 – Dec 13, 06:00" across midnight.
 */
export function formatDepartureWindow(
  window: { from_local: string; to_local: string },
  language: Language,
): string {
  const from = window.from_local;
  const to = window.to_local;
  if (from.slice(0, 10) === to.slice(0, 10)) return `${from.slice(11, 16)}–${to.slice(11, 16)}`;
  let format = windowDayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    windowDayFormats.set(language, format);
  }
  const day = (local: string) => format.format(new Date(`${local.slice(0, 10)}T00:00:00Z`));
  return `${day(from)}, ${from.slice(11, 16)} – ${day(to)}, ${to.slice(11, 16)}`;
}

/** Keys of `offers.class.*` for each API class (the API's names have spaces and hyphens). */
export const CLASS_KEYS: Record<AircraftClass, string> = {
  Turboprop: "turboprop",
  "Light jet": "lightJet",
  "Mid-size jet": "midSizeJet",
  "Super mid-size jet": "superMidSizeJet",
  "Large jet": "largeJet",
  "Long range jet": "longRangeJet",
  Bizliners: "bizliner",
  Jet: "jet",
};

const tonneFormats = new Map<Language, Intl.NumberFormat>();

/**
 * CO2 in tonnes with one decimal, the number only: 3 160 kg → "3,2" / "3.2" (issue 14 item 4). The
 * locale copy adds the unit ("т" / "t"), since Intl has no style for the metric tonne.
 */
export function formatCo2Tonnes(kg: number, language: Language): string {
  let format = tonneFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    tonneFormats.set(language, format);
  }
  return format.format(Math.max(0, kg) / 1000);
}
