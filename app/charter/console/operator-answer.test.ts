import { describe, expect, it } from "vitest";
import {
  canAnswer,
  changedPrice,
  operatorDueAt,
  readConfirm,
  readDecline,
  totalPrice,
  type WorkingHours,
} from "./operator-answer";

/* Issue 27, item 3: the operator answers within a response time counted in its working hours. */

const MOSCOW: WorkingHours = { start: "09:00", end: "21:00", timeZone: "Europe/Moscow" };
/** A Moscow wall-clock time (UTC+3 all year) as an instant. */
const msk = (local: string) => new Date(`${local}:00+03:00`);

describe("operatorDueAt: the response time within working hours", () => {
  it("counts straight on inside the working day", () => {
    expect(operatorDueAt(msk("2026-12-01T10:00"), 30, MOSCOW)).toEqual(msk("2026-12-01T10:30"));
    expect(operatorDueAt(msk("2026-12-01T20:30"), 30, MOSCOW)).toEqual(msk("2026-12-01T21:00"));
  });

  it("an order at 20:50 with hours 09:00–21:00 is due at 09:20 the next day", () => {
    expect(operatorDueAt(msk("2026-12-01T20:50"), 30, MOSCOW)).toEqual(msk("2026-12-02T09:20"));
  });

  it("an order in the night or before opening starts counting at opening", () => {
    expect(operatorDueAt(msk("2026-12-01T23:40"), 30, MOSCOW)).toEqual(msk("2026-12-02T09:30"));
    expect(operatorDueAt(msk("2026-12-02T03:00"), 30, MOSCOW)).toEqual(msk("2026-12-02T09:30"));
    expect(operatorDueAt(msk("2026-12-02T09:00"), 30, MOSCOW)).toEqual(msk("2026-12-02T09:30"));
    expect(operatorDueAt(msk("2026-12-02T21:00"), 30, MOSCOW)).toEqual(msk("2026-12-03T09:30"));
  });

  it("a response time longer than a working day runs over several days", () => {
    // 12 working hours a day: 20 hours from 15:00 are 6 today, 12 tomorrow and 2 the day after.
    expect(operatorDueAt(msk("2026-12-01T15:00"), 20 * 60, MOSCOW)).toEqual(msk("2026-12-03T11:00"));
  });

  it("start = end means around the clock", () => {
    const always = { start: "00:00", end: "00:00", timeZone: "Europe/Moscow" };
    expect(operatorDueAt(msk("2026-12-01T23:50"), 30, always)).toEqual(msk("2026-12-02T00:20"));
    const noon = { start: "12:00", end: "12:00", timeZone: "Asia/Dubai" };
    expect(operatorDueAt(msk("2026-12-01T03:00"), 45, noon)).toEqual(msk("2026-12-01T03:45"));
  });

  it("hours that cross midnight (a night desk, 22:00–06:00)", () => {
    const night = { start: "22:00", end: "06:00", timeZone: "Europe/Moscow" };
    expect(operatorDueAt(msk("2026-12-01T23:00"), 30, night)).toEqual(msk("2026-12-01T23:30"));
    expect(operatorDueAt(msk("2026-12-02T05:50"), 30, night)).toEqual(msk("2026-12-02T22:20"));
    expect(operatorDueAt(msk("2026-12-02T01:00"), 30, night)).toEqual(msk("2026-12-02T01:30"));
    expect(operatorDueAt(msk("2026-12-02T12:00"), 30, night)).toEqual(msk("2026-12-02T22:30"));
  });

  it("reads the hours in the operator's own time zone", () => {
    // 20:50 in Moscow is 21:50 in Dubai (UTC+4): closed there until 09:00 Dubai = 08:00 Moscow.
    const dubai = { ...MOSCOW, timeZone: "Asia/Dubai" };
    expect(operatorDueAt(msk("2026-12-01T20:50"), 30, dubai)).toEqual(msk("2026-12-02T08:30"));
  });

  it("keeps to the wall clock across a daylight-saving change", () => {
    // Berlin moves from UTC+2 to UTC+1 in the night of 25 October 2026.
    const berlin = { start: "09:00", end: "18:00", timeZone: "Europe/Berlin" };
    const ordered = new Date("2026-10-24T15:50:00Z"); // 17:50 in Berlin, summer time
    expect(operatorDueAt(ordered, 30, berlin)).toEqual(new Date("2026-10-25T08:20:00Z")); // 09:20, winter time
  });

  it("counts around the clock when the hours or the zone cannot be read, never forever", () => {
    const at = msk("2026-12-01T22:00");
    expect(operatorDueAt(at, 30, { ...MOSCOW, start: "9am" })).toEqual(msk("2026-12-01T22:30"));
    expect(operatorDueAt(at, 30, { ...MOSCOW, timeZone: "Mars/Olympus" })).toEqual(msk("2026-12-01T22:30"));
    // No response time at all: due the moment the desk opens.
    expect(operatorDueAt(at, 0, MOSCOW)).toEqual(msk("2026-12-02T09:00"));
  });
});

describe("the answer's state rules", () => {
  it("only a pending order takes an answer", () => {
    expect(canAnswer("pending")).toBe(true);
    for (const status of ["confirmed", "declined", null, undefined] as const)
      expect(canAnswer(status)).toBe(false);
  });
});

describe("confirming: a price change of at most ±10%, explained", () => {
  it("takes no change from a blank or zero field, with or without a reason", () => {
    expect(readConfirm({ percent: "", reason: "" })).toEqual({ ok: true, percent: 0, reason: null });
    expect(readConfirm({ percent: "0", reason: "  " })).toEqual({ ok: true, percent: 0, reason: null });
    expect(readConfirm({ percent: "-0", reason: "" })).toEqual({ ok: true, percent: 0, reason: null });
    expect(readConfirm({ percent: null, reason: undefined })).toEqual({ ok: true, percent: 0, reason: null });
  });

  it("takes −10% to +10% as people type them, with a reason", () => {
    const reason = "Сбор за стоянку в Сочи вырос";
    for (const [typed, value] of [
      ["10", 10],
      ["-10", -10],
      ["+4,5", 4.5],
      ["−3", -3],
      ["7.25%", 7.25],
    ] as const) {
      expect(readConfirm({ percent: typed, reason }), typed).toEqual({ ok: true, percent: value, reason });
    }
  });

  it("refuses more than 10% either way, and a change without a reason", () => {
    expect(readConfirm({ percent: "10.01", reason: "x" })).toEqual({
      ok: false,
      errors: { percent: "out_of_range" },
    });
    expect(readConfirm({ percent: "-11", reason: "x" })).toEqual({
      ok: false,
      errors: { percent: "out_of_range" },
    });
    expect(readConfirm({ percent: "5", reason: " " })).toEqual({ ok: false, errors: { reason: "required" } });
    expect(readConfirm({ percent: "five", reason: "" })).toEqual({
      ok: false,
      errors: { percent: "invalid" },
    });
    expect(readConfirm({ percent: "1e1", reason: "x" })).toEqual({
      ok: false,
      errors: { percent: "invalid" },
    });
    expect(readConfirm({ percent: "3", reason: "x".repeat(1001) })).toEqual({
      ok: false,
      errors: { reason: "too_long" },
    });
  });

  it("moves each currency of the price by the change, rounded to whole units", () => {
    const price = { rub: 1_000_000, usd: 11_111, eur: 10_005 };
    expect(changedPrice(price, 10)).toEqual({ rub: 1_100_000, usd: 12_222, eur: 11_006 });
    expect(changedPrice(price, -2.5)).toEqual({ rub: 975_000, usd: 10_833, eur: 9_755 });
    expect(changedPrice(price, 0)).toEqual(price);
    expect(totalPrice([{ price }, { price }])).toEqual({ rub: 2_000_000, usd: 22_222, eur: 20_010 });
  });
});

describe("declining: always with a reason", () => {
  it("refuses a blank reason and takes a written one", () => {
    expect(readDecline({ reason: "   " })).toEqual({ ok: false, errors: { reason: "required" } });
    expect(readDecline({ reason: undefined })).toEqual({ ok: false, errors: { reason: "required" } });
    expect(readDecline({ reason: " Борт на ТО до 5 декабря " })).toEqual({
      ok: true,
      reason: "Борт на ТО до 5 декабря",
    });
  });
});
