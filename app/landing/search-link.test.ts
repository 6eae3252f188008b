import { describe, expect, it } from "vitest";
import { earliestDeparture, searchHref } from "./search-link";

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

describe("search link (spec §2: search/{fromAirport}/{toAirport}/{date}/{passengers})", () => {
  it("builds the canonical address with a trailing slash", () => {
    expect(searchHref({ from: "UUWW", to: "UMMS", date: "2026-12-02T12:00", passengers: 1 })).toBe(
      "/search/UUWW/UMMS/2026-12-02T12:00/1/",
    );
  });
});
