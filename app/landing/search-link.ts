import { toLocalIso } from "~/charter/engine/local-time";

/**
 * Links from a landing page's route carousels into the search (spec §2, "Landing pages": each item
 * links to search/{UUWW}/{arrivalCode}), dated at the earliest departure the search accepts.
 */

/** Every landing route departs from Moscow Vnukovo, the business-aviation hub (spec §2). */
export const LANDING_DEPARTURE_AIRPORT = "UUWW";

/** Vnukovo's zone: "tomorrow" is tomorrow on the departure airport's wall clock. */
const DEPARTURE_TIME_ZONE = "Europe/Moscow";

const DAY_MS = 86_400_000;

/**
 * spec §9: the earliest departure is one day ahead at 12:00, minutes and seconds zero. Answers the
 * airport-local date and time as `YYYY-MM-DDTHH:mm`, the form the search address carries.
 */
export function earliestDeparture(now: Date, timeZone: string = DEPARTURE_TIME_ZONE): string {
  const today = toLocalIso(now, timeZone).slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return `${tomorrow}T12:00`;
}

/** spec §2: search/{fromAirport}/{toAirport}/{date}/{passengers}, with the canonical trailing slash. */
export function searchHref(options: { from: string; to: string; date: string; passengers: number }): string {
  const { from, to, date, passengers } = options;
  return `/search/${from}/${to}/${date}/${passengers}/`;
}
