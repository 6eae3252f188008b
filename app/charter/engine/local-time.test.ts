/**
 * Airport-local times (API.md: answers pair UTC with local time). toLocalIso reads the zone's
 * offset from a cache per quarter hour instead of formatting each time with Intl (issue 26,
 * item 11); these tests hold it to Intl's own wall clock, across daylight-saving transitions,
 * half- and quarter-hour zones, and the expanded years of issue 26, item 10.
 */
import { describe, expect, it } from "vitest";

import { fromLocalIso, toLocalIso } from "./local-time";

const references = new Map<string, Intl.DateTimeFormat>();

/** Intl's wall clock, the reference: `YYYY-MM-DDTHH:mm:ss` for years 1000–9999. */
function reference(instant: Date, timeZone: string): string {
  let format = references.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    references.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const ZONES = [
  "Europe/Moscow", // +3 since 2014; +4 in 2011–2014; daylight saving before 2011
  "Europe/London",
  "America/New_York",
  "Asia/Kolkata", // +5:30
  "Asia/Kathmandu", // +5:45
  "Australia/Lord_Howe", // +10:30, and half an hour of daylight saving
  "Asia/Vladivostok",
];

describe("toLocalIso", () => {
  it("agrees with Intl at every 17 minutes and 13 seconds through years with transitions", () => {
    for (const timeZone of ZONES) {
      for (const [from, to] of [
        ["2010-03-20T00:00:00Z", "2010-04-05T00:00:00Z"],
        ["2010-10-25T00:00:00Z", "2010-11-10T00:00:00Z"],
        ["2026-03-25T00:00:00Z", "2026-04-10T00:00:00Z"],
        ["2026-10-20T00:00:00Z", "2026-11-05T00:00:00Z"],
      ] as const) {
        for (let ms = Date.parse(from); ms < Date.parse(to); ms += 1_033_000) {
          const instant = new Date(ms);
          expect(toLocalIso(instant, timeZone), `${timeZone} ${instant.toISOString()}`).toBe(
            reference(instant, timeZone),
          );
        }
      }
    }
  });

  it("drops the milliseconds rather than rounding them", () => {
    expect(toLocalIso(new Date("2026-12-31T20:59:59.999Z"), "Europe/Moscow")).toBe("2026-12-31T23:59:59");
  });

  it("writes years past 9999 in ISO 8601's expanded form, which reads back", () => {
    const far = new Date("+010000-01-01T00:00:00Z");
    const local = toLocalIso(far, "Europe/Moscow");
    expect(local).toBe("+010000-01-01T03:00:00");
    expect(fromLocalIso(local, "Europe/Moscow").getTime()).toBe(far.getTime());
  });

  it("refuses an invalid date as Intl does", () => {
    expect(() => toLocalIso(new Date(Number.NaN), "Europe/Moscow")).toThrow(RangeError);
  });
});
