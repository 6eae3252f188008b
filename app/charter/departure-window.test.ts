import { describe, expect, it } from "vitest";
import { addDays, earliestDeparture, HOUR_SLOTS, isWithinWindow, lastDepartureDay } from "./departure-window";

describe("earliest departure (spec §9: one day ahead at 12:00)", () => {
  it("is tomorrow at 12:00 on Moscow's wall clock", () => {
    expect(earliestDeparture(new Date("2026-12-01T08:30:00Z"))).toBe("2026-12-02T12:00");
  });

  it("counts the day in Moscow, not in UTC", () => {
    // 23:59 in Moscow on 1 December is still "today" there.
    expect(earliestDeparture(new Date("2026-12-01T20:59:00Z"))).toBe("2026-12-02T12:00");
    // 00:00 in Moscow on 2 December, while UTC is still on the 1st.
    expect(earliestDeparture(new Date("2026-12-01T21:00:00Z"))).toBe("2026-12-03T12:00");
  });

  it("crosses month and year ends and leap days", () => {
    expect(earliestDeparture(new Date("2026-12-31T10:00:00Z"))).toBe("2027-01-01T12:00");
    expect(earliestDeparture(new Date("2028-02-28T10:00:00Z"))).toBe("2028-02-29T12:00");
    expect(earliestDeparture(new Date("2027-02-28T10:00:00Z"))).toBe("2027-03-01T12:00");
  });

  it("follows the zone it is given", () => {
    expect(earliestDeparture(new Date("2026-12-01T20:00:00Z"), "Asia/Yekaterinburg")).toBe(
      "2026-12-03T12:00",
    );
  });
});

describe("the window (spec §9: last day = earliest day + 89, 24 hourly slots)", () => {
  it("ends 89 days after the earliest day", () => {
    expect(lastDepartureDay("2026-11-22T12:00")).toBe("2027-02-19");
    expect(addDays("2026-11-22", 89)).toBe("2027-02-19");
  });

  it("accepts the earliest slot and the last day, refuses before and after", () => {
    const earliest = "2026-11-22T12:00";
    expect(isWithinWindow("2026-11-22T12:00", earliest)).toBe(true);
    expect(isWithinWindow("2026-11-22T11:00", earliest)).toBe(false);
    expect(isWithinWindow("2027-02-19T23:00", earliest)).toBe(true);
    expect(isWithinWindow("2027-02-20T00:00", earliest)).toBe(false);
  });

  it("offers 24 hourly slots from 00:00 to 23:00", () => {
    expect(HOUR_SLOTS).toHaveLength(24);
    expect(HOUR_SLOTS[0]).toBe("00:00");
    expect(HOUR_SLOTS[23]).toBe("23:00");
  });
});
