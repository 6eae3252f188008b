import { describe, expect, it } from "vitest";
import { parseDuration, parseICalendar, parseLine, unfold } from "./parse";

/*
 * Issue 27, item 4: the calendar feeds operators' scheduling systems export, read by our own small
 * parser. The samples follow what each exporter writes (CRLF line ends, folding at 75 octets,
 * their own zone names), trimmed to the properties that matter.
 */
const crlf = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

const GOOGLE = crlf([
  "BEGIN:VCALENDAR",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "VERSION:2.0",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "X-WR-CALNAME:RA-67900",
  "X-WR-TIMEZONE:Europe/Moscow",
  "BEGIN:VEVENT",
  "DTSTART:20261205T070000Z",
  "DTEND:20261205T113000Z",
  "DTSTAMP:20261128T090000Z",
  "UID:4k3j2h1g0f@google.com",
  "CREATED:20261120T100000Z",
  "DESCRIPTION:Charter UUWW → LFPB\\, 8 pax\\; catering: standard\\nCrew: Ivanov",
  "LAST-MODIFIED:20261120T100000Z",
  "LOCATION:LFPB",
  "SEQUENCE:0",
  "STATUS:CONFIRMED",
  "SUMMARY:Charter Moscow – Paris",
  "TRANSP:OPAQUE",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "DESCRIPTION:This is an event reminder",
  "TRIGGER:-P0DT0H30M0S",
  "END:VALARM",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20261210",
  "DTEND;VALUE=DATE:20261212",
  "UID:allday-maint@google.com",
  "SUMMARY:A-check",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=Europe/Moscow:20261215T100000",
  "DTEND;TZID=Europe/Moscow:20261215T140000",
  "UID:cancelled@google.com",
  "STATUS:CANCELLED",
  "SUMMARY:Cancelled trip",
  "END:VEVENT",
  "END:VCALENDAR",
]);

const OUTLOOK = crlf([
  "BEGIN:VCALENDAR",
  "METHOD:PUBLISH",
  "PRODID:Microsoft Exchange Server 2010",
  "VERSION:2.0",
  "X-WR-CALNAME:Calendar",
  "BEGIN:VTIMEZONE",
  "TZID:Russian Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T000000",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VTIMEZONE",
  "TZID:Custom Gulf Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T000000",
  "TZOFFSETFROM:+0400",
  "TZOFFSETTO:+0400",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:040000008200E00074C5B7101A82E00800000000D0D3C3E5A1E4D801000000000000000",
  " 010000000A1B2C3D4E5F60718293A4B5C6D7E8F90",
  "SUMMARY;LANGUAGE=ru-RU:Рейс Внуково — Сочи",
  "DTSTART;TZID=Russian Standard Time:20261206T090000",
  "DTEND;TZID=Russian Standard Time:20261206T113000",
  "CLASS:PUBLIC",
  "PRIORITY:5",
  "TRANSP:OPAQUE",
  "STATUS:CONFIRMED",
  "LOCATION;LANGUAGE=ru-RU:URSS",
  "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:gulf-1",
  "SUMMARY:Dubai stop",
  'DTSTART;TZID="Custom Gulf Time":20261207T120000',
  "DURATION:PT3H",
  "END:VEVENT",
  "END:VCALENDAR",
]);

// What FL3XX- and Leon-style exports look like: one event per flight or duty, the route in the
// summary, RECURRENCE-ID overrides of a recurring slot, bare LF line ends, folded long summaries.
const SCHEDULER = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Leon Software//Aircraft calendar//EN",
  "BEGIN:VEVENT",
  "UID:leon-flight-88412",
  "DTSTART:20261208T050000Z",
  "DTEND:20261208T090000Z",
  "SUMMARY:RA-67900 UUWW-LOWW OPS Trip 88412 (positioning + charter)\\, long summar",
  " y folded by the exporter at 75 octets",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:weekly-maint",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "DTSTART:20261207T060000Z",
  "DTEND:20261207T100000Z",
  "SUMMARY:Weekly check",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:weekly-maint",
  "RECURRENCE-ID:20261214T060000Z",
  "DTSTART:20261214T080000Z",
  "DTEND:20261214T120000Z",
  "SUMMARY:Weekly check (moved)",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "SUMMARY:No uid",
  "DTSTART:20261208T050000Z",
  "DTEND:20261208T090000Z",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:bad-date",
  "DTSTART:20260230T050000Z",
  "DTEND:20260230T090000Z",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:floating",
  "DTSTART:20261209T100000",
  "DTEND:20261209T120000",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\n");

describe("iCalendar feeds (issue 27, item 4)", () => {
  it("unfolds continued lines (RFC 5545 §3.1), CRLF or LF", () => {
    expect(unfold("SUMMARY:Long\r\n  text\r\nUID:1\n\tx")).toEqual(["SUMMARY:Long text", "UID:1x"]);
  });

  it("reads quoted parameters that hold colons and semicolons", () => {
    expect(parseLine('DTSTART;TZID="GMT+03:00; Moscow":20261205T100000')).toEqual({
      name: "DTSTART",
      params: { TZID: "GMT+03:00; Moscow" },
      value: "20261205T100000",
    });
    expect(parseLine("not a line")).toBeNull();
  });

  it("reads a Google Calendar export: UTC times, escapes, all-day dates, free and cancelled events", () => {
    const { events, skipped } = parseICalendar(GOOGLE, "Europe/Moscow");
    expect(skipped).toEqual([]);
    const [trip, check, cancelled] = events;
    expect(trip).toMatchObject({
      uid: "4k3j2h1g0f@google.com",
      start: new Date("2026-12-05T07:00:00Z"),
      end: new Date("2026-12-05T11:30:00Z"),
      busy: true,
      location: "LFPB",
      description: "Charter UUWW → LFPB, 8 pax; catering: standard\nCrew: Ivanov",
    });
    // All-day dates are days in the given zone (Moscow, UTC+3); "free" is not busy.
    expect(check).toMatchObject({
      allDay: true,
      start: new Date("2026-12-09T21:00:00Z"),
      end: new Date("2026-12-11T21:00:00Z"),
      busy: false,
    });
    expect(cancelled).toMatchObject({ busy: false, start: new Date("2026-12-15T07:00:00Z") });
  });

  it("reads an Outlook export: Windows zone names, folded UIDs, a feed's own VTIMEZONE, DURATION", () => {
    const { events } = parseICalendar(OUTLOOK);
    expect(events).toHaveLength(2);
    expect(events[0]!.uid).toMatch(/^040000008200E0.*8F90$/);
    expect(events[0]).toMatchObject({
      summary: "Рейс Внуково — Сочи",
      location: "URSS",
      start: new Date("2026-12-06T06:00:00Z"),
      end: new Date("2026-12-06T08:30:00Z"),
    });
    expect(events[1]).toMatchObject({
      start: new Date("2026-12-07T08:00:00Z"),
      end: new Date("2026-12-07T11:00:00Z"),
    });
  });

  it("reads a scheduler's export: folded summaries, overrides of recurring events, and says what it left out", () => {
    const { events, skipped } = parseICalendar(SCHEDULER, "Europe/Moscow");
    expect(events.map((event) => [event.uid, event.recurrenceId, event.recurring])).toEqual([
      ["leon-flight-88412", null, false],
      ["weekly-maint", null, true],
      ["weekly-maint", "20261214T060000Z", false],
      ["floating", null, false],
    ]);
    expect(events[0]!.summary).toBe(
      "RA-67900 UUWW-LOWW OPS Trip 88412 (positioning + charter), long summary folded by the exporter at 75 octets",
    );
    // A floating time is the given zone's wall clock.
    expect(events[3]!.start).toEqual(new Date("2026-12-09T07:00:00Z"));
    expect(skipped).toEqual(["No uid: no UID", "bad-date: DTSTART missing or not understood"]);
  });

  it("reads durations (RFC 5545 §3.3.6)", () => {
    expect(parseDuration("PT2H30M")).toBe(9_000_000);
    expect(parseDuration("P1W")).toBe(7 * 86_400_000);
    expect(parseDuration("P1DT1S")).toBe(86_401_000);
    expect(parseDuration("P")).toBeNull();
    expect(parseDuration("PT")).toBeNull();
    expect(parseDuration("1H")).toBeNull();
  });

  it("survives garbage without throwing", () => {
    for (const text of [
      "",
      "BEGIN:VEVENT",
      "END:VEVENT\nEND:VCALENDAR",
      "\u0000\u0001",
      "x".repeat(10_000),
    ]) {
      expect(parseICalendar(text).events).toEqual([]);
    }
  });
});
