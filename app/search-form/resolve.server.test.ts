import { describe, expect, it } from "vitest";
import { airportIndex } from "~/charter/airports/airports";
import { resolveAirport, resolveSearchForm } from "./resolve.server";

// The real airport list and ranking (spec §5) behind the two calls the resolver uses.
const charter = {
  airports: (q?: string, limit?: number) => (q ? airportIndex.search(q, limit) : airportIndex.all()),
  airport: (icao: string) => airportIndex.byIcao(icao),
};
const now = new Date("2026-11-21T09:00:00Z"); // earliest departure: 2026-11-22T12:00, last day 2027-02-19

function resolve(query: Record<string, string>, language: "ru" | "en" = "ru") {
  return resolveSearchForm(charter, new URLSearchParams(query), language, now);
}

describe("airports from typed text (spec §5)", () => {
  it("takes an ICAO code, a code in brackets, and a name that ranks one airport first", () => {
    expect(resolveAirport(charter, "uuww")).toMatchObject({ ok: true, airport: { icao: "UUWW" } });
    expect(resolveAirport(charter, "Внуково, Москва (VKO)")).toMatchObject({
      ok: true,
      airport: { icao: "UUWW" },
    });
    expect(resolveAirport(charter, "Внуково")).toMatchObject({ ok: true, airport: { icao: "UUWW" } });
    expect(resolveAirport(charter, "Стамбул")).toMatchObject({ ok: true, airport: { icao: "LTFM" } });
    expect(resolveAirport(charter, "Istanbul")).toMatchObject({ ok: true, airport: { icao: "LTFM" } });
  });

  it("refuses a city with several airports that match alike, unknown text and nothing", () => {
    expect(resolveAirport(charter, "Москва")).toEqual({ ok: false, key: "ambiguous" });
    expect(resolveAirport(charter, "Зззыйх")).toEqual({ ok: false, key: "unknown" });
    expect(resolveAirport(charter, "  ")).toEqual({ ok: false, key: "missing" });
  });
});

describe("the no-script search form", () => {
  it("answers nothing to check when nothing was sent", () => {
    expect(resolve({})).toEqual({ kind: "empty" });
  });

  it("sends a complete search to its address, in the page's language", () => {
    expect(resolve({ from: "Внуково", to: "Стамбул", date: "2026-11-24T12:00", pax: "3" })).toEqual({
      kind: "redirect",
      location: "/search/UUWW/LTFM/2026-11-24T12:00/3/",
    });
    expect(
      resolve(
        {
          from: "UUWW",
          to: "LTFM",
          date: "2026-11-24T12:00",
          pax: "2",
          return: "1",
          back: "2026-11-30T18:00",
        },
        "en",
      ),
    ).toEqual({
      kind: "redirect",
      location: "/en/search/UUWW/LTFM/2026-11-24T12:00/2/?back=2026-11-30T18%3A00",
    });
  });

  it("copies the departure into an empty return and ignores the return when it is off (spec §4)", () => {
    expect(
      resolve({ from: "UUWW", to: "LTFM", date: "2026-11-24T12:00", pax: "1", return: "1" }),
    ).toMatchObject({
      location: "/search/UUWW/LTFM/2026-11-24T12:00/1/?back=2026-11-24T12%3A00",
    });
    expect(
      resolve({ from: "UUWW", to: "LTFM", date: "2026-11-24T12:00", pax: "1", back: "2026-11-30T12:00" }),
    ).toMatchObject({
      location: "/search/UUWW/LTFM/2026-11-24T12:00/1/",
    });
  });

  it("keeps what was typed and names each field to fix", () => {
    const outcome = resolve({ from: "Внуково", to: "Зззыйх", date: "2026-11-22T11:00", pax: "0" });
    expect(outcome.kind).toBe("invalid");
    if (outcome.kind !== "invalid") return;
    expect(outcome.problems).toEqual({
      to: { key: "unknown", text: "Зззыйх" },
      date: { key: "dateOutside" },
      pax: { key: "pax" },
      form: { key: "form" },
    });
    expect(outcome.initial.from?.icao).toBe("UUWW");
    expect(outcome.initial.query).toMatchObject({ from: "Внуково", to: "Зззыйх", date: "2026-11-22T11:00" });
  });

  it("refuses a departure past the window, a return before the departure, and the same airport twice", () => {
    const late = resolve({ from: "UUWW", to: "LTFM", date: "2027-02-20T12:00", pax: "1" });
    expect(late.kind === "invalid" && late.problems.date).toEqual({ key: "dateOutside" });
    expect(resolve({ from: "UUWW", to: "LTFM", date: "2027-02-19T23:00", pax: "1" }).kind).toBe("redirect");
    const early = resolve({
      from: "UUWW",
      to: "LTFM",
      date: "2026-11-25T12:00",
      pax: "1",
      return: "1",
      back: "2026-11-24T12:00",
    });
    expect(early.kind === "invalid" && early.problems.back).toEqual({ key: "backBefore" });
    const same = resolve({ from: "UUWW", to: "Внуково", date: "2026-11-25T12:00", pax: "1" });
    expect(same.kind === "invalid" && same.problems.to).toEqual({ key: "sameAirports" });
    const missing = resolve({ from: "", to: "", date: "", pax: "1" });
    expect(missing.kind === "invalid" && missing.problems).toMatchObject({
      from: { key: "fromMissing" },
      to: { key: "toMissing" },
      date: { key: "dateMissing" },
    });
  });
});
