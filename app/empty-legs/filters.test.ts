import { describe, expect, it } from "vitest";
import {
  currencyHref,
  dayWindow,
  parseDatesAndPax,
  parseDay,
  PAGE_SIZE,
  problemsByField,
  readFilterValues,
  readShown,
  resetHref,
  showMoreHref,
  type FilterValues,
} from "./filters";

const WINDOW = { first: "2026-11-22", last: "2027-02-19" };
const blank: FilterValues = { from: "", to: "", date_from: "", date_to: "", pax: "" };

describe("the empty-leg filters in the query string (spec §2 el/, API.md GET /api/cards/el)", () => {
  it("reads what was typed, trimmed, with missing fields empty", () => {
    const values = readFilterValues(new URLSearchParams("from=+Внуково+&date_to=2026-12-01&pax=3"));
    expect(values).toEqual({ from: "Внуково", to: "", date_from: "", date_to: "2026-12-01", pax: "3" });
  });

  it("offers days from tomorrow (Moscow) to the last day of the 90-day window (spec §9)", () => {
    // 21:30 UTC is already the next day in Moscow (UTC+3): tomorrow is then the 23rd.
    expect(dayWindow(new Date("2026-11-21T21:30:00Z"))).toEqual({ first: "2026-11-23", last: "2027-02-20" });
    expect(dayWindow(new Date("2026-11-21T10:00:00Z"))).toEqual(WINDOW);
  });

  it("accepts real calendar days only", () => {
    expect(parseDay("2026-12-31")).toBe("2026-12-31");
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("31.12.2026")).toBeNull();
  });

  it("leaves empty fields unfiltered and passengers at 1 (API.md default)", () => {
    expect(parseDatesAndPax(blank, WINDOW)).toEqual({ dateFrom: null, dateTo: null, pax: 1, problems: [] });
  });

  it("takes a day range inside the window and a passenger count", () => {
    const parsed = parseDatesAndPax(
      { ...blank, date_from: "2026-11-25", date_to: "2026-12-05", pax: "3" },
      WINDOW,
    );
    expect(parsed).toEqual({ dateFrom: "2026-11-25", dateTo: "2026-12-05", pax: 3, problems: [] });
  });

  it("refuses a last day before the first one", () => {
    const parsed = parseDatesAndPax({ ...blank, date_from: "2026-12-05", date_to: "2026-11-25" }, WINDOW);
    expect(parsed.problems).toEqual([{ field: "date_to", code: "beforeFrom" }]);
  });

  it("refuses days that are not dates or lie outside the window", () => {
    const parsed = parseDatesAndPax({ ...blank, date_from: "2026-13-01", date_to: "2027-06-01" }, WINDOW);
    expect(parsed.problems).toEqual([
      { field: "date_from", code: "invalidDate" },
      { field: "date_to", code: "outsideWindow", ...WINDOW },
    ]);
  });

  it("refuses a passenger count below 1 or not a whole number", () => {
    for (const pax of ["0", "-2", "2.5", "many"]) {
      expect(parseDatesAndPax({ ...blank, pax }, WINDOW).problems).toEqual([
        { field: "pax", code: "invalidPax" },
      ]);
    }
  });

  it("keeps one refusal per field, the first", () => {
    const byField = problemsByField([
      { field: "from", code: "unknownAirport", text: "Xyzzy" },
      { field: "from", code: "rejected" },
      { field: "pax", code: "invalidPax" },
    ]);
    expect(byField).toEqual({
      from: { field: "from", code: "unknownAirport", text: "Xyzzy" },
      pax: { field: "pax", code: "invalidPax" },
    });
  });

  it("switches the currency keeping route and dates; the language's own currency leaves the address plain (issue 28, item 10)", () => {
    expect(currencyHref("?from=UUWW&date_from=2026-11-25", "usd", "ru")).toBe(
      "/el/?from=UUWW&date_from=2026-11-25&currency=usd",
    );
    expect(currencyHref("?from=UUWW&currency=usd", "rub", "ru")).toBe("/el/?from=UUWW");
    expect(currencyHref("?from=UUWW&currency=rub", "usd", "en")).toBe("/en/el/?from=UUWW");
    expect(currencyHref("?from=UUWW", "rub", "en")).toBe("/en/el/?from=UUWW&currency=rub");
    expect(currencyHref("", "eur", "en")).toBe("/en/el/?currency=eur");
  });

  it("resets the filters but keeps the chosen currency", () => {
    expect(resetHref("rub", "ru")).toBe("/el/");
    expect(resetHref("usd", "en")).toBe("/en/el/");
    expect(resetHref("rub", "en")).toBe("/en/el/?currency=rub");
    expect(resetHref("eur", "en")).toBe("/en/el/?currency=eur");
  });

  it("shows a page of legs at first and a page more per step, kept in the address", () => {
    expect(readShown(new URLSearchParams())).toBe(PAGE_SIZE);
    expect(readShown(new URLSearchParams("shown=48"))).toBe(48);
    expect(readShown(new URLSearchParams("shown=3"))).toBe(PAGE_SIZE);
    expect(readShown(new URLSearchParams("shown=lots"))).toBe(PAGE_SIZE);
    expect(showMoreHref("?pax=2&currency=eur", PAGE_SIZE, "en")).toBe(
      `/en/el/?pax=2&currency=eur&shown=${PAGE_SIZE * 2}`,
    );
  });
});
