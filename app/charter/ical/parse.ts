import { fromLocalIso } from "../engine/local-time";

/**
 * A small reader of iCalendar (RFC 5545) for aircraft calendar feeds (issue 27, item 4;
 * docs/decisions/037): what FL3XX, Leon, Google Calendar and Outlook export. No dependency: the
 * part of the format a busy/free calendar needs is small, and a feed is untrusted input, so the
 * reader is strict about size and lenient about everything else (a malformed line is skipped).
 *
 * Read: line unfolding (§3.1), content lines with quoted parameters (§3.1, §3.2), VEVENT with UID,
 * RECURRENCE-ID, DTSTART/DTEND or DURATION, STATUS, TRANSP, SUMMARY, LOCATION, DESCRIPTION; times
 * in UTC (`Z`), with TZID (an IANA zone, a Windows zone name as Outlook writes, or the offset of
 * the feed's own VTIMEZONE), floating, or all-day DATE values (in the zone the caller gives).
 *
 * Not read (documented in decision 037): RRULE/RDATE/EXDATE are not expanded; a recurring event
 * counts only as its first occurrence, plus any overridden occurrence (RECURRENCE-ID) the feed
 * lists, and `recurring` says so. A VTIMEZONE's daylight-saving rules are not applied (only its
 * standard offset), which matters only for zones no IANA or Windows name identifies.
 */

export interface ICalEvent {
  uid: string;
  /** The occurrence an override replaces (RECURRENCE-ID as written), or null. */
  recurrenceId: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  /** False for TRANSP:TRANSPARENT ("free") and STATUS:CANCELLED. */
  busy: boolean;
  /** The event repeats (RRULE or RDATE), and only its first occurrence is read. */
  recurring: boolean;
  summary: string;
  location: string;
  description: string;
}

export interface ICalCalendar {
  events: ICalEvent[];
  /** Events left out, with why (no UID, a date that does not parse, an end before the start). */
  skipped: string[];
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** RFC 5545 §3.1: a CRLF (or a bare LF, as many exporters write) followed by a space or tab continues the line. */
export function unfold(text: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** One content line: `NAME;PARAM=value;PARAM="quoted:value":value`. Null when it is not one. */
export function parseLine(line: string): Property | null {
  let i = 0;
  const nameMatch = /^[A-Za-z0-9-]+/.exec(line);
  if (!nameMatch) return null;
  const name = nameMatch[0].toUpperCase();
  i = name.length;
  const params: Record<string, string> = {};
  while (line[i] === ";") {
    i += 1;
    const eq = line.indexOf("=", i);
    if (eq < 0) return null;
    const param = line.slice(i, eq).toUpperCase();
    i = eq + 1;
    let value = "";
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      if (close < 0) return null;
      value = line.slice(i + 1, close);
      i = close + 1;
      // A list of values (`MEMBER="a","b"`): keep the first.
      while (line[i] === ",") {
        const next = line[i + 1] === '"' ? line.indexOf('"', i + 2) + 1 : i + 1;
        const stop = /[;:]/.exec(line.slice(next));
        i = stop ? next + stop.index : line.length;
      }
    } else {
      const stop = /[;:]/.exec(line.slice(i));
      if (!stop) return null;
      value = line.slice(i, i + stop.index);
      i += stop.index;
    }
    params[param] = value;
  }
  if (line[i] !== ":") return null;
  return { name, params, value: line.slice(i + 1) };
}

/** RFC 5545 §3.3.11: TEXT escapes. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_all, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

/*
 * Outlook and Exchange name zones by their Windows names (CLDR's windowsZones.xml maps them); the
 * ones a Russian or European operator's calendar is likely to carry.
 */
const WINDOWS_ZONES: Record<string, string> = {
  "Russian Standard Time": "Europe/Moscow",
  "Russia Time Zone 3": "Europe/Samara",
  "Ekaterinburg Standard Time": "Asia/Yekaterinburg",
  "N. Central Asia Standard Time": "Asia/Novosibirsk",
  "North Asia Standard Time": "Asia/Krasnoyarsk",
  "North Asia East Standard Time": "Asia/Irkutsk",
  "Yakutsk Standard Time": "Asia/Yakutsk",
  "Vladivostok Standard Time": "Asia/Vladivostok",
  "Kaliningrad Standard Time": "Europe/Kaliningrad",
  "Belarus Standard Time": "Europe/Minsk",
  "Turkey Standard Time": "Europe/Istanbul",
  "Arabian Standard Time": "Asia/Dubai",
  "Israel Standard Time": "Asia/Jerusalem",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central Europe Standard Time": "Europe/Budapest",
  "Central European Standard Time": "Europe/Warsaw",
  "E. Europe Standard Time": "Europe/Chisinau",
  "FLE Standard Time": "Europe/Kiev",
  "GTB Standard Time": "Europe/Bucharest",
  "Caucasus Standard Time": "Asia/Yerevan",
  "Azerbaijan Standard Time": "Asia/Baku",
  "Georgian Standard Time": "Asia/Tbilisi",
  "West Asia Standard Time": "Asia/Tashkent",
  "Central Asia Standard Time": "Asia/Almaty",
  "China Standard Time": "Asia/Shanghai",
  "Eastern Standard Time": "America/New_York",
  "Pacific Standard Time": "America/Los_Angeles",
  UTC: "UTC",
  "Coordinated Universal Time": "UTC",
};

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A TZID as a zone Intl knows, or a fixed offset in minutes from the feed's VTIMEZONE, or null. */
function resolveZone(tzid: string, offsets: Map<string, number>): string | number | null {
  const name = tzid.trim();
  if (isIanaZone(name)) return name;
  const windows = WINDOWS_ZONES[name];
  if (windows) return windows;
  // Lightning and others write "/mozilla.org/20050126_1/Europe/Moscow" or "(UTC+03:00) Moscow".
  const tail = /([A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)$/.exec(name)?.[1];
  if (tail && isIanaZone(tail)) return tail;
  return offsets.get(name) ?? null;
}

/** `+0300` or `-0530` (TZOFFSETTO) as minutes. */
function offsetMinutes(value: string): number | null {
  const match = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

type Moment = { instant: Date; allDay: boolean };

/** A DATE or DATE-TIME value (§3.3.4, §3.3.5) as an instant; null when it does not parse. */
export function parseMoment(
  property: Property,
  defaultZone: string,
  offsets: Map<string, number> = new Map(),
): Moment | null {
  const value = property.value.trim();
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (date || property.params.VALUE?.toUpperCase() === "DATE") {
    if (!date) return null;
    const local = `${date[1]}-${date[2]}-${date[3]}T00:00:00`;
    return valid(local) ? { instant: fromLocalIso(local, defaultZone), allDay: true } : null;
  }
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/i.exec(value);
  if (!time) return null;
  const local = `${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:${time[6]}`;
  if (!valid(local)) return null;
  if (time[7]) return { instant: new Date(`${local}Z`), allDay: false };
  const tzid = property.params.TZID;
  const zone = tzid ? resolveZone(tzid, offsets) : defaultZone;
  if (zone === null) return null;
  if (typeof zone === "number")
    return { instant: new Date(Date.parse(`${local}Z`) - zone * 60_000), allDay: false };
  return { instant: fromLocalIso(local, zone), allDay: false };
}

function valid(local: string): boolean {
  const ms = Date.parse(`${local}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === local;
}

/** RFC 5545 §3.3.6 DURATION (`P1D`, `PT2H30M`, `P1W`) in milliseconds; null when malformed. */
export function parseDuration(value: string): number | null {
  const match = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!match || value.trim() === "P" || /T$/.test(value.trim())) return null;
  const [, sign, weeks, days, hours, minutes, seconds] = match;
  const ms =
    ((Number(weeks ?? 0) * 7 + Number(days ?? 0)) * 24 * 3600 +
      Number(hours ?? 0) * 3600 +
      Number(minutes ?? 0) * 60 +
      Number(seconds ?? 0)) *
    1000;
  return sign === "-" ? -ms : ms;
}

/**
 * The events of a calendar. `defaultZone` reads floating times and all-day dates (the aircraft's
 * home base's zone: an all-day "maintenance" is that day where the aircraft is).
 */
export function parseICalendar(text: string, defaultZone = "UTC"): ICalCalendar {
  const lines = unfold(text);
  const stack: string[] = [];
  const offsets = new Map<string, number>();
  const rawEvents: Property[][] = [];
  let current: Property[] | null = null;
  let zoneId: string | null = null;
  for (const line of lines) {
    const property = parseLine(line);
    if (!property) continue;
    if (property.name === "BEGIN") {
      const component = property.value.trim().toUpperCase();
      stack.push(component);
      if (component === "VEVENT" && stack.length === 2) current = [];
      continue;
    }
    if (property.name === "END") {
      const component = stack.pop();
      if (component === "VEVENT" && current) {
        rawEvents.push(current);
        current = null;
      }
      if (component === "VTIMEZONE") zoneId = null;
      continue;
    }
    const inside = stack[stack.length - 1];
    if (inside === "VEVENT" && current) current.push(property);
    else if (inside === "VTIMEZONE" && property.name === "TZID") zoneId = property.value.trim();
    else if (inside === "STANDARD" && property.name === "TZOFFSETTO" && zoneId && !offsets.has(zoneId)) {
      const minutes = offsetMinutes(property.value);
      if (minutes !== null) offsets.set(zoneId, minutes);
    }
  }

  const events: ICalEvent[] = [];
  const skipped: string[] = [];
  for (const properties of rawEvents) {
    const get = (name: string) => properties.find((property) => property.name === name);
    const uid = get("UID")?.value.trim() ?? "";
    const label = uid || unescapeText(get("SUMMARY")?.value ?? "").slice(0, 60) || "(no UID)";
    if (!uid) {
      skipped.push(`${label}: no UID`);
      continue;
    }
    const startProperty = get("DTSTART");
    const start = startProperty ? parseMoment(startProperty, defaultZone, offsets) : null;
    if (!start) {
      skipped.push(`${label}: DTSTART missing or not understood`);
      continue;
    }
    const endProperty = get("DTEND");
    const durationProperty = get("DURATION");
    let end: Date | null = null;
    if (endProperty) end = parseMoment(endProperty, defaultZone, offsets)?.instant ?? null;
    else if (durationProperty) {
      const ms = parseDuration(durationProperty.value);
      end = ms === null ? null : new Date(start.instant.getTime() + ms);
    } else if (start.allDay) {
      // §3.6.1: an all-day event without DTEND or DURATION lasts the one day.
      end = new Date(start.instant.getTime() + 24 * 3600_000);
    } else end = start.instant;
    if (!end) {
      skipped.push(`${label}: DTEND or DURATION not understood`);
      continue;
    }
    if (end.getTime() <= start.instant.getTime()) {
      // A moment, not a period (an instant reminder): nothing to block.
      if (end.getTime() < start.instant.getTime()) skipped.push(`${label}: ends before it starts`);
      continue;
    }
    const status = get("STATUS")?.value.trim().toUpperCase();
    const transp = get("TRANSP")?.value.trim().toUpperCase();
    const recurrence = get("RECURRENCE-ID");
    events.push({
      uid,
      recurrenceId: recurrence ? recurrence.value.trim() : null,
      start: start.instant,
      end,
      allDay: start.allDay,
      busy: status !== "CANCELLED" && transp !== "TRANSPARENT",
      recurring: Boolean(get("RRULE") ?? get("RDATE")),
      summary: unescapeText(get("SUMMARY")?.value ?? "").trim(),
      location: unescapeText(get("LOCATION")?.value ?? "").trim(),
      description: unescapeText(get("DESCRIPTION")?.value ?? "").trim(),
    });
  }
  return { events, skipped };
}
