import { LOCALE_TAGS, type Language } from "~/utils/language";

/*
 * When the next step of an order is due, as the confirmation says it (issue 28, item 4;
 * docs/decisions/042). The server renders it on Moscow time, the house's clock, and says so; once
 * the page runs in the browser, a visitor whose clock differs is told their own time as well.
 */

/** The house's clock: the sales desk works on Moscow time. */
export const HOUSE_TIME_ZONE = "Europe/Moscow";

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${language}:${timeZone}:${withDate}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      ...(withDate ? { day: "numeric", month: "long" } : {}),
    });
    formats.set(key, found);
  }
  return found;
}

const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );

/**
 * "14:30" when the moment falls on the day the order was placed (in `timeZone`), else with its
 * date: "29 ноября, 09:20" / "29 November, 09:20". Null for a moment that cannot be read.
 */
export function dueTimeText(
  dueAt: string,
  placedAt: string,
  language: Language,
  timeZone: string = HOUSE_TIME_ZONE,
): string | null {
  const due = new Date(dueAt);
  const placed = new Date(placedAt);
  if (Number.isNaN(due.getTime())) return null;
  const sameDay = !Number.isNaN(placed.getTime()) && dayIn(due, timeZone) === dayIn(placed, timeZone);
  return format(language, timeZone, !sameDay).format(due).replace(" в ", ", ").replace(" at ", ", ");
}

/**
 * The same moment on the visitor's own clock, or null when it reads the same as Moscow's (a
 * visitor in Moscow, or in a zone with the same offset that day) or the zone is unknown.
 */
export function visitorDueTimeText(
  dueAt: string,
  placedAt: string,
  language: Language,
  visitorTimeZone: string | undefined,
): string | null {
  if (!visitorTimeZone) return null;
  let theirs: string | null;
  try {
    theirs = dueTimeText(dueAt, placedAt, language, visitorTimeZone);
  } catch {
    return null;
  }
  return theirs === dueTimeText(dueAt, placedAt, language) ? null : theirs;
}
