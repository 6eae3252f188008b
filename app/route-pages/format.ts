import { LOCALE_TAGS, type Language } from "~/i18n/config";

/**
 * Display formats of the route pages. The loader formats numbers and dates on the server and sends
 * text, so the browser's own ICU data cannot render a different string during hydration (as the
 * landing pages do, app/landing/format.ts).
 */

const numberFormats = new Map<Language, Intl.NumberFormat>();
const dayMonthFormats = new Map<Language, Intl.DateTimeFormat>();

/** Whole kilometres with the language's grouping: "3 640" (ru), "3,640" (en). */
export function formatKilometres(km: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format.format(km);
}

/**
 * An airport-local date-time of the charter API (`YYYY-MM-DDTHH:mm[:ss]`, no offset) as "12 декабря,
 * 14:30" or "December 12, 14:30". The wall-clock value is shown as it is: read as UTC, it is never
 * shifted by the server's own time zone.
 */
export function formatLocalDateTime(local: string, language: Language): string {
  const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a local date-time: ${local}`);
  let format = dayMonthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    dayMonthFormats.set(language, format);
  }
  return `${format.format(date)}, ${local.slice(11, 16)}`;
}

/** A block time as hours and minutes, for the copy's "{{hours}} ч {{minutes}} мин". */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
