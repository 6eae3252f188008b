import { describe, expect, it } from "vitest";
import {
  flightPath,
  parseSearchQuery,
  queryOfResultSet,
  requestPath,
  searchPath,
  toggleReturn,
} from "./address";

describe("search address (spec §2: search/{from}/{to}/{date}/{pax})", () => {
  const query = { from: "UUWW", to: "LTFM", date: "2026-11-24T12:00", pax: 3, back: null };

  it("builds the address in each language, the return leg in the query string", () => {
    expect(searchPath(query, "ru")).toBe("/search/UUWW/LTFM/2026-11-24T12:00/3/");
    expect(searchPath({ ...query, back: "2026-11-27T15:00" }, "en")).toBe(
      "/en/search/UUWW/LTFM/2026-11-24T12:00/3/?back=2026-11-27T15%3A00",
    );
    expect(requestPath("req_1", "en", new URLSearchParams("currency=eur"))).toBe(
      "/en/search/req_1/?currency=eur",
    );
    expect(flightPath("crd_1", "ru")).toBe("/flight/crd_1/");
  });

  it("reads a valid address, upper-casing the codes", () => {
    expect(parseSearchQuery({ from: "uuww", to: "LTFM", date: "2026-11-24T12:00", pax: "3" }, null)).toEqual({
      ok: true,
      query,
    });
  });

  it("names every problem of a bad address", () => {
    expect(parseSearchQuery({ from: "MOW", to: "MOW", date: "2026-02-30T12:00", pax: "0" }, "x")).toEqual({
      ok: false,
      problems: ["from", "to", "date", "pax", "back"],
    });
    expect(parseSearchQuery({ from: "UUWW", to: "UUWW", date: "2026-11-24T12:00", pax: "1" }, null)).toEqual({
      ok: false,
      problems: ["sameAirports"],
    });
    expect(
      parseSearchQuery({ from: "UUWW", to: "LTFM", date: "2026-11-24T12:00", pax: "1" }, "2026-11-23T12:00"),
    ).toEqual({ ok: false, problems: ["back"] });
  });

  it("turns the return on with the departure date and off without it (spec §4)", () => {
    expect(toggleReturn(query).back).toBe("2026-11-24T12:00");
    expect(toggleReturn({ ...query, back: "2026-11-27T12:00" }).back).toBeNull();
  });

  it("reads a saved result set's query", () => {
    expect(
      queryOfResultSet({
        departure_airport: "UUWW",
        arrival_airport: "LTFM",
        departure_date_there: "2026-11-24T12:00:00",
        departure_date_back: null,
        pax_there: 3,
      }),
    ).toEqual(query);
  });
});
