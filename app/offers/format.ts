import { formatDayMonth } from "~/offers/flight-facts";
import type { Language } from "~/utils/language";

/**
 * Display formats of the landing pages, in the page's one language (spec §1: ru-RU; landing pages
 * are Russian only, spec §2), and of the empty legs the route pages list in either language. The
 * loader formats on the server and sends text, so the browser's own ICU data cannot render a
 * different string during hydration.
 */

const LOCALE = "ru-RU";

const eur = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

/** An amount in whole euros, e.g. "15 000 €" (spec §2: the landing prices are in EUR). */
export function formatEur(amount: number): string {
  return eur.format(amount);
}

/**
 * An airport-local date-time of the charter API (`YYYY-MM-DDTHH:mm[:ss]`, no offset) as "12 декабря,
 * 14:30" (or "December 12, 14:30" on an English route page). The wall-clock value is shown as it
 * is: read as UTC, it is never shifted by the server's own time zone (flight-facts.ts's day format).
 */
export function formatLocalDateTime(local: string, language: Language = "ru"): string {
  return `${formatDayMonth(local, language)}, ${local.slice(11, 16)}`;
}
