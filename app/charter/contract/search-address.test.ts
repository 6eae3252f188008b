import { describe, expect, it } from "vitest";
import { CardsQuerySchema } from "./schemas";
import { toValidationError } from "./errors";
import { cardsQueryInputOf, readSearchAddress, searchAddressOf, searchAddressPath } from "./search-address";

const address = { from: "UUWW", to: "LTFM", date: "2026-11-24T12:00", pax: 3, back: null };

describe("the search address and the contract's search (spec §2, API.md GET /api/cards)", () => {
  it("reads the parts with the contract's schema, both ways", () => {
    const reading = readSearchAddress({ from: "uuww", to: "LTFM", date: "2026-11-24T12:00", pax: "3" });
    expect(reading).toEqual({
      ok: true,
      address,
      query: {
        departure_airport: "UUWW",
        arrival_airport: "LTFM",
        departure_date_there: "2026-11-24T12:00:00",
        pax_there: 3,
        departure_date_back: null,
        pax_back: null,
      },
    });
    if (!reading.ok) return;
    expect(searchAddressOf(reading.query)).toEqual(address);
    expect(CardsQuerySchema.parse(cardsQueryInputOf(address))).toEqual(reading.query);
    expect(searchAddressPath({ ...address, back: "2026-11-27T15:00" })).toEqual({
      path: "/search/UUWW/LTFM/2026-11-24T12:00/3/",
      back: "2026-11-27T15:00",
    });
  });

  it("gives the return leg the passengers of the outbound one", () => {
    expect(
      readSearchAddress({
        from: "UUWW",
        to: "LTFM",
        date: "2026-11-24T12:00",
        pax: "2",
        back: "2026-11-27T15:00",
      }),
    ).toMatchObject({
      ok: true,
      address: { back: "2026-11-27T15:00", pax: 2 },
      query: { departure_date_back: "2026-11-27T15:00:00", pax_back: 2 },
    });
  });

  it("checks the rules across fields on the fields that are fine, whatever the others", () => {
    // zod stops short of a refinement when a field fails to parse at all (pax "abc").
    expect(readSearchAddress({ from: "UUWW", to: "UUWW", date: "2026-02-30T12:00", pax: "abc" })).toEqual({
      ok: false,
      problems: ["sameAirports", "date", "pax"],
      address: { from: "UUWW", to: "UUWW" },
    });
    expect(
      readSearchAddress({ from: "MOW", to: "MOW", date: "x", pax: "2", back: "2026-11-01T12:00" }),
    ).toEqual({
      ok: false,
      problems: ["from", "to", "date"],
      address: { pax: 2, back: "2026-11-01T12:00" },
    });
    expect(
      readSearchAddress({
        from: "UUWW",
        to: "LTFM",
        date: "2026-11-24T12:00",
        pax: "0",
        back: "2026-11-23T12:00",
      }),
    ).toMatchObject({ ok: false, problems: ["pax", "backBefore"], address: { date: "2026-11-24T12:00" } });
  });

  it("leaves the API's answer to the same search as it was", () => {
    const result = CardsQuerySchema.safeParse({
      departure_airport: "UUWW",
      arrival_airport: "UUWW",
      departure_date_there: "2026-11-24T12:00",
      pax_there: "2",
      departure_date_back: "2026-11-23T12:00",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toValidationError(result.error).error.fields).toEqual({
      arrival_airport: "must differ from departure_airport",
      departure_date_back: "must not be before departure_date_there",
    });
  });
});
