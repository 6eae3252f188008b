import { describe, expect, it } from "vitest";
import {
  dateToDay,
  dayToDate,
  formatLocalMinute,
  isDaySelectable,
  isSlotSelectable,
  settleLegs,
  toggleBack,
  withDay,
} from "./form-state";

const earliest = "2026-11-22T12:00";

describe("the calendar's window (spec §9)", () => {
  it("offers days from the earliest departure's day to 89 days after it", () => {
    expect(isDaySelectable("2026-11-21", earliest)).toBe(false);
    expect(isDaySelectable("2026-11-22", earliest)).toBe(true);
    expect(isDaySelectable("2027-02-19", earliest)).toBe(true);
    expect(isDaySelectable("2027-02-20", earliest)).toBe(false);
  });

  it("offers no hour before 12:00 on the earliest day, every hour on later days", () => {
    expect(isSlotSelectable("2026-11-22", "11:00", earliest)).toBe(false);
    expect(isSlotSelectable("2026-11-22", "12:00", earliest)).toBe(true);
    expect(isSlotSelectable("2026-11-23", "00:00", earliest)).toBe(true);
  });

  it("keeps the hour on a new day, moving it to 12:00 when the earliest day allows no earlier", () => {
    expect(withDay("2026-11-25T08:00", "2026-11-27", earliest)).toBe("2026-11-27T08:00");
    expect(withDay("2026-11-25T08:00", "2026-11-22", earliest)).toBe("2026-11-22T12:00");
  });
});

describe("the return leg (spec §4)", () => {
  it("moves back with there when there moves past it", () => {
    expect(settleLegs("2026-11-26T15:00", "2026-11-25T12:00")).toEqual({
      there: "2026-11-26T15:00",
      back: "2026-11-26T15:00",
    });
    expect(settleLegs("2026-11-24T15:00", "2026-11-25T12:00").back).toBe("2026-11-25T12:00");
    expect(settleLegs("2026-11-24T15:00", null).back).toBeNull();
  });

  it("copies the departure when turned on and drops it when turned off", () => {
    expect(toggleBack("2026-11-24T15:00", null)).toBe("2026-11-24T15:00");
    expect(toggleBack("2026-11-24T15:00", "2026-11-30T10:00")).toBeNull();
  });
});

describe("dates on the button and in the calendar", () => {
  it("shows the wall-clock minute as written, in the page's language", () => {
    expect(formatLocalMinute("2026-11-24T15:00", "ru")).toMatch(/24 нояб.*15:00/);
    expect(formatLocalMinute("2026-11-24T15:00", "en")).toMatch(/Nov 24.*15:00/);
  });

  it("turns a day into the calendar's local midnight and back", () => {
    expect(dateToDay(dayToDate("2027-01-01"))).toBe("2027-01-01");
  });
});
