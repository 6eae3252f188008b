import { describe, expect, it } from "vitest";
import { documentState, documentsCover, offerCovered, REMINDER_DAYS, saleWindow } from "./operator-documents";

/** Issue 27, item 2 ("Lapsed documents"); the rule as docs/decisions/035 records it. */
describe("the lapse rule: an operator with a lapsed certificate or insurance sells nothing", () => {
  const today = "2026-12-01";

  it("sells up to the earlier of the two documents' last valid days", () => {
    expect(
      saleWindow({ house: false, aocValidUntil: "2027-06-30", insuranceValidUntil: "2027-01-31" }, today),
    ).toEqual({ sells: true, until: "2027-01-31" });
  });

  it("still sells on a document's last valid day, and not the day after", () => {
    const documents = { house: false, aocValidUntil: "2026-12-01", insuranceValidUntil: "2027-12-01" };
    expect(saleWindow(documents, "2026-12-01")).toEqual({ sells: true, until: "2026-12-01" });
    expect(saleWindow(documents, "2026-12-02")).toEqual({ sells: false });
  });

  it("takes off the market an operator whose insurance alone has lapsed", () => {
    expect(
      saleWindow({ house: false, aocValidUntil: "2030-01-01", insuranceValidUntil: "2026-11-30" }, today),
    ).toEqual({ sells: false });
  });

  it("refuses an operator added by a supervisor that has either document missing", () => {
    expect(
      saleWindow({ house: false, aocValidUntil: null, insuranceValidUntil: "2030-01-01" }, today),
    ).toEqual({
      sells: false,
    });
    expect(
      saleWindow({ house: false, aocValidUntil: "2030-01-01", insuranceValidUntil: null }, today),
    ).toEqual({
      sells: false,
    });
  });

  it("lets a house operator without documents on record sell, but not one whose document lapsed", () => {
    expect(saleWindow({ house: true, aocValidUntil: null, insuranceValidUntil: null }, today)).toEqual({
      sells: true,
      until: null,
    });
    expect(
      saleWindow({ house: true, aocValidUntil: "2026-11-01", insuranceValidUntil: null }, today),
    ).toEqual({
      sells: false,
    });
  });

  it("covers a trip only when every leg departs on or before the last valid day", () => {
    expect(documentsCover(undefined, ["2099-01-01"])).toBe(true);
    expect(documentsCover("2027-01-31", ["2027-01-20", "2027-01-31"])).toBe(true);
    // A return after the insurance lapses: the whole offer goes.
    expect(documentsCover("2027-01-31", ["2027-01-20", "2027-02-01"])).toBe(false);
  });

  it("reads a leg's date on its departure airport's calendar", () => {
    const market = { airport: (icao: string) => (icao === "UUWW" ? { tz: "Europe/Moscow" } : undefined) };
    // 22:30 UTC on the 31st is already 1 February in Moscow.
    const late = { legs: [{ from: "UUWW", departsAt: new Date("2027-01-31T22:30:00Z") }] };
    expect(offerCovered(market as never, { sellsUntil: "2027-01-31" }, late)).toBe(false);
    expect(offerCovered(market as never, { sellsUntil: "2027-02-01" }, late)).toBe(true);
    expect(offerCovered(market as never, {}, late)).toBe(true);
  });
});

describe("a document's state on the page", () => {
  it("is valid, expiring within the reminder's 14 days, or lapsed", () => {
    expect(REMINDER_DAYS).toBe(14);
    expect(documentState("2027-01-01", "2026-12-01")).toEqual({ state: "valid", days: 31 });
    expect(documentState("2026-12-15", "2026-12-01")).toEqual({ state: "expiring", days: 14 });
    expect(documentState("2026-12-01", "2026-12-01")).toEqual({ state: "expiring", days: 0 });
    expect(documentState("2026-11-30", "2026-12-01")).toEqual({ state: "lapsed", days: -1 });
  });
});
