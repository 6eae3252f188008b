/**
 * Display formats of the landing pages, in the page's one language (spec §1: ru-RU; landing pages
 * are Russian only, spec §2). The loader formats on the server and sends text, so the browser's own
 * ICU data cannot render a different string during hydration.
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

const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", timeZone: "UTC" });

/**
 * An airport-local date-time of the charter API (`YYYY-MM-DDTHH:mm[:ss]`, no offset) as "12 декабря,
 * 14:30". The wall-clock value is shown as it is: read as UTC, it is never shifted by the server's
 * own time zone.
 */
export function formatLocalDateTime(local: string): string {
  const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a local date-time: ${local}`);
  return `${dayMonth.format(date)}, ${local.slice(11, 16)}`;
}
