import { describe, expect, it } from "vitest";
import { multiSearchPath, parseMultiSearch, queryOfResultSet, searchPath, tripInputOf } from "./address";
import { stripQuery } from "./price-strip";

/* Issue 29, item 1: the multi-leg address `search/multi/{FROM}-{TO}-{DATE}-{PAX}/…/` (decision 045). */

const legs = [
  { from: "UUWW", to: "UWKD", date: "2026-12-01T09:00", pax: 3 },
  { from: "UWKD", to: "USSS", date: "2026-12-03T10:00", pax: 3 },
  { from: "USSS", to: "UUWW", date: "2026-12-05T16:30", pax: 2 },
];

describe("the multi-leg address (issue 29, item 1)", () => {
  it("builds one segment per leg, in each language, extra params kept", () => {
    expect(multiSearchPath(legs, "ru")).toBe(
      "/search/multi/UUWW-UWKD-2026-12-01T09%3A00-3/UWKD-USSS-2026-12-03T10%3A00-3/USSS-UUWW-2026-12-05T16%3A30-2/",
    );
    expect(multiSearchPath(legs.slice(0, 1), "en", new URLSearchParams("currency=eur"))).toBe(
      "/en/search/multi/UUWW-UWKD-2026-12-01T09%3A00-3/?currency=eur",
    );
    // The results screen's links go back to the multi-leg address, not a one-way search.
    expect(searchPath({ ...legs[0]!, back: null, legs }, "ru")).toBe(multiSearchPath(legs, "ru"));
  });

  it("reads what it builds, upper-casing codes, and the contract's leg parameters", () => {
    const segments = multiSearchPath(legs, "ru")
      .split("/")
      .slice(3, -1)
      .map((segment) => decodeURIComponent(segment))
      .map((segment) => segment.slice(0, 9).toLowerCase() + segment.slice(9));
    expect(parseMultiSearch(segments)).toEqual({ ok: true, legs });
    expect(tripInputOf(legs)).toEqual({
      leg: ["UUWW,UWKD,2026-12-01T09:00,3", "UWKD,USSS,2026-12-03T10:00,3", "USSS,UUWW,2026-12-05T16:30,2"],
    });
  });

  it("names each problem with its leg, counted from 1", () => {
    expect(
      parseMultiSearch([
        "UUWW-UWKD-2026-12-05T09:00-3",
        "UWKD-UWKD-2026-12-04T10:00-0",
        "USSS-UUWW-tomorrow-2",
        "MOW-UUWW-2026-12-06T10:00-2",
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { leg: 2, key: "pax" },
        { leg: 2, key: "sameAirports" },
        { leg: 2, key: "order" },
        { leg: 3, key: "format" },
        { leg: 4, key: "from" },
      ],
    });
    expect(parseMultiSearch(["UUWW-UWKD-2026-02-30T09:00-3"])).toEqual({
      ok: false,
      problems: [{ leg: 1, key: "date" }],
    });
  });

  it("reads a saved multi-leg set's query with its legs, and shows it no price strip", () => {
    const query = queryOfResultSet({
      departure_airport: "UUWW",
      arrival_airport: "UWKD",
      departure_date_there: "2026-12-01T09:00:00",
      departure_date_back: null,
      pax_there: 3,
      legs: legs.map((leg) => ({
        departure_airport: leg.from,
        arrival_airport: leg.to,
        departure_date_local: `${leg.date}:00`,
        pax: leg.pax,
      })),
    });
    expect(query).toEqual({ from: "UUWW", to: "UWKD", date: "2026-12-01T09:00", pax: 3, back: null, legs });
    // The price calendar stays one-way (issue 29).
    expect(stripQuery({ mode: "search", query, restriction: null })).toBeNull();
  });
});
