import { HOUR_SLOTS, isWithinWindow, lastDepartureDay } from "~/charter";
import { LOCALE_TAGS, type Language } from "~/utils/language";

/**
 * The rules of the search form's dates, kept apart from the components so they can be tested
 * (spec §4 "Search form", "Date picker", "Return leg"; spec §9 departure window). Every value is an
 * airport-local wall-clock minute `YYYY-MM-DDTHH:mm`, so no time zone is involved anywhere here.
 * Client-safe.
 */

export type Leg = "there" | "back";

/** `YYYY-MM-DD` of a local minute. */
export function dayOf(local: string): string {
  return local.slice(0, 10);
}

/** `HH:mm` of a local minute. */
export function timeOf(local: string): string {
  return local.slice(11, 16);
}

/** spec §9: a day is selectable from the earliest departure's day to the last day of the window. */
export function isDaySelectable(day: string, earliest: string): boolean {
  return day >= dayOf(earliest) && day <= lastDepartureDay(earliest);
}

/** spec §9: on the earliest day the hours before the earliest time (12:00) are not offered. */
export function isSlotSelectable(day: string, slot: string, earliest: string): boolean {
  return isWithinWindow(`${day}T${slot}`, earliest);
}

/** The first selectable hour of a day, for when a new day makes the chosen hour impossible. */
export function firstSlot(day: string, earliest: string): string {
  return HOUR_SLOTS.find((slot) => isSlotSelectable(day, slot, earliest)) ?? timeOf(earliest);
}

/** The same hour on another day, moved to the first allowed hour when that day starts later. */
export function withDay(local: string, day: string, earliest: string): string {
  const time = timeOf(local);
  return isSlotSelectable(day, time, earliest) ? `${day}T${time}` : `${day}T${firstSlot(day, earliest)}`;
}

/**
 * The picker's pair after a change. spec §4: the return can never depart before the outbound, so
 * when "there" moves past "back", "back" moves with it (a "back" set before "there" is raised to it).
 */
export function settleLegs(there: string, back: string | null): { there: string; back: string | null } {
  if (back === null || back >= there) return { there, back };
  return { there, back: there };
}

/** spec §4: turning the return on copies the departure date; turning it off drops it. */
export function toggleBack(there: string, back: string | null): string | null {
  return back === null ? there : null;
}

/** A local minute in words for the date button: "24 нояб., 12:00" / "Nov 24, 12:00 PM". */
export function formatLocalMinute(local: string, language: Language): string {
  const [year, month, day] = dayOf(local).split("-").map(Number) as [number, number, number];
  const [hour, minute] = timeOf(local).split(":").map(Number) as [number, number];
  // The wall-clock minute is read as UTC and formatted in UTC, so no zone shifts it.
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

/** A day `YYYY-MM-DD` as a Date at local midnight, the way react-day-picker counts days. */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** The inverse of dayToDate. */
export function dateToDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}
