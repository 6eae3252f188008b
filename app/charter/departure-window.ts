import { toLocalIso } from "./engine/local-time";

/**
 * The window a visitor may search in (spec §9): the earliest departure is one day ahead at 12:00
 * (minutes and seconds zero) and the last selectable day is that day plus 89 days, so orders reach
 * 90 days deep. Every value is an airport-local wall-clock time `YYYY-MM-DDTHH:mm`, the form the
 * search address carries (spec §2). Client-safe: the form, the results page and the landing
 * carousels all use it.
 */

/** Moscow's zone: the site's home, and Vnukovo's, the business-aviation hub. */
export const DEFAULT_DEPARTURE_TIME_ZONE = "Europe/Moscow";

/**
 * spec §9: how many days deep orders are taken, counting the earliest departure day. The one figure
 * of the order window: the calendar's last day, the engine's order check and the console's published
 * empty legs all derive from it.
 */
export const ORDER_WINDOW_DAYS = 90;

/** spec §9: days from the earliest departure day to the last selectable one. */
export const LAST_DAY_OFFSET = ORDER_WINDOW_DAYS - 1;

/** spec §9: the time picker offers 24 hourly slots. */
export const HOUR_SLOTS: readonly string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, "0")}:00`,
);

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days`, calendar arithmetic with no time zone involved. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier), as `addDays` counts. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * spec §9: the earliest departure, tomorrow at 12:00 on the departure airport's wall clock (Moscow
 * when the airport is not chosen yet).
 */
export function earliestDeparture(now: Date, timeZone: string = DEFAULT_DEPARTURE_TIME_ZONE): string {
  const today = toLocalIso(now, timeZone).slice(0, 10);
  return `${addDays(today, 1)}T12:00`;
}

/** spec §9: the last day the calendar offers, `YYYY-MM-DD`. */
export function lastDepartureDay(earliest: string): string {
  return addDays(earliest.slice(0, 10), LAST_DAY_OFFSET);
}

/** Whether a local date-time lies inside the window that starts at `earliest`. */
export function isWithinWindow(local: string, earliest: string): boolean {
  const value = local.slice(0, 16);
  return value >= earliest && value.slice(0, 10) <= lastDepartureDay(earliest);
}
