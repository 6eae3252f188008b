import { describe, expect, it } from "vitest";
import { formatEur, formatLocalDateTime } from "./format";

// ru-RU groups thousands with a no-break space and puts the sign after the amount (CLDR).
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("landing formats (ru-RU)", () => {
  it("formats whole euros the Russian way", () => {
    expect(spaces(formatEur(15_000))).toBe("15 000 €");
    expect(spaces(formatEur(70_000))).toBe("70 000 €");
    expect(spaces(formatEur(5_745))).toBe("5 745 €");
  });

  it("never breaks a price across lines", () => {
    expect(formatEur(14_000)).not.toMatch(/ /);
  });

  it("rounds to whole euros", () => {
    expect(spaces(formatEur(1_234.6))).toBe("1 235 €");
  });

  it("shows an airport-local time as written, whatever the server's zone", () => {
    expect(formatLocalDateTime("2026-12-12T14:30:00")).toBe("12 декабря, 14:30");
    expect(formatLocalDateTime("2027-01-01T00:05")).toBe("1 января, 00:05");
    // The route pages list empty legs in English too (issue 17, item 3).
    expect(formatLocalDateTime("2026-12-12T14:30:00", "en")).toBe("December 12, 14:30");
  });

  it("rejects what is not a local date-time", () => {
    expect(() => formatLocalDateTime("soon")).toThrow(RangeError);
  });
});
