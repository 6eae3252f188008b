import { describe, expect, it } from "vitest";
import { dueTimeText, visitorDueTimeText } from "./due-time";

/*
 * The confirmation's due time (issue 28, item 4; docs/decisions/042): on Moscow time as the server
 * renders it, and the visitor's own time beside it only when their clock reads otherwise.
 */

const PLACED = "2026-11-28T11:00:00.000Z"; // 14:00 in Moscow

describe("the due time on the confirmation", () => {
  it("reads Moscow time, with the date only on another Moscow day", () => {
    expect(dueTimeText("2026-11-28T11:30:00.000Z", PLACED, "ru")).toBe("14:30");
    expect(dueTimeText("2026-11-28T11:30:00.000Z", PLACED, "en")).toBe("14:30");
    expect(dueTimeText("2026-11-29T05:20:00.000Z", PLACED, "ru")).toBe("29 ноября, 08:20");
    expect(dueTimeText("2026-11-29T05:20:00.000Z", PLACED, "en")).toBe("November 29, 08:20");
    expect(dueTimeText("not a time", PLACED, "ru")).toBeNull();
  });

  it("adds the visitor's own time when their zone reads differently, not when it reads the same", () => {
    expect(visitorDueTimeText("2026-11-28T11:30:00.000Z", PLACED, "ru", "Europe/Moscow")).toBeNull();
    // Minsk keeps UTC+3 too: the same clock, nothing to add.
    expect(visitorDueTimeText("2026-11-28T11:30:00.000Z", PLACED, "ru", "Europe/Minsk")).toBeNull();
    expect(visitorDueTimeText("2026-11-28T11:30:00.000Z", PLACED, "en", "Europe/London")).toBe("11:30");
    expect(visitorDueTimeText("2026-11-28T11:30:00.000Z", PLACED, "ru", "Asia/Vladivostok")).toBe("21:30");
    // 16:30Z: 11:30 the same day in New York; 01:30 the next day in Tokyo, so the date is named.
    expect(visitorDueTimeText("2026-11-28T16:30:00.000Z", PLACED, "en", "America/New_York")).toBe("11:30");
    expect(visitorDueTimeText("2026-11-28T16:30:00.000Z", PLACED, "en", "Asia/Tokyo")).toBe(
      "November 29, 01:30",
    );
    expect(visitorDueTimeText("2026-11-28T11:30:00.000Z", PLACED, "en", "Not/AZone")).toBeNull();
    expect(visitorDueTimeText("2026-11-28T11:30:00.000Z", PLACED, "en", undefined)).toBeNull();
  });
});
