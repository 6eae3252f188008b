import { describe, expect, it, vi } from "vitest";
import { airportIndex } from "~/charter/airports/airports";
import { CharterClientError, type CharterClient } from "~/charter/client/charter-client";
import { emptyLegCardExample, emptyLegResultSetExample } from "~/charter/contract/examples";
import type { EmptyLegCard } from "~/charter/contract/schemas";
import {
  cardAirports,
  inDateOrder,
  loadEmptyLegsRoute,
  parseEmptyLegFilters,
  rejectedFields,
  placeCodes,
  resolvePlace,
  watchPrefill,
} from "./empty-legs.server";

const SITE_URL = "https://charterline.example";
const NOW = new Date("2026-11-21T10:00:00Z");
const charter = {
  airports: (q?: string, limit?: number) => (q ? airportIndex.search(q, limit) : airportIndex.all()),
  airport: (icao: string) => airportIndex.byIcao(icao),
};

function card(id: string, departure: string): EmptyLegCard {
  return { ...emptyLegCardExample, id, departure_date: departure };
}

describe("resolving a typed airport or city (spec §2 el/ filters, issue 28 item 7)", () => {
  const codes = (text: string) => {
    const result = resolvePlace(charter, "from", text);
    return result.ok ? placeCodes(result.place)?.sort() : result.problem;
  };

  it("takes an exact ICAO or IATA code, or the field text the search form's picker writes", () => {
    expect(codes("UUWW")).toEqual(["UUWW"]);
    expect(codes("vko")).toEqual(["UUWW"]);
    expect(codes("Внуково, Москва (VKO)")).toEqual(["UUWW"]);
    expect(codes("Vnukovo, Moscow (VKO)")).toEqual(["UUWW"]);
  });

  it("takes an airport's name in either language when it names one airport", () => {
    expect(codes("Внуково")).toEqual(["UUWW"]);
    expect(codes("Vnukovo")).toEqual(["UUWW"]);
  });

  it("reads a city, whole or begun, in either language as all its airports", () => {
    const moscow = ["UUDD", "UUEE", "UUMO", "UUWW"];
    expect(codes("Москва")).toEqual(moscow);
    expect(codes("Моск")).toEqual(moscow);
    expect(codes("moscow")).toEqual(moscow);
    const result = resolvePlace(charter, "to", "Стамбул");
    expect(result.ok && result.place).toMatchObject({ kind: "city", city: "Istanbul" });
    expect(result.ok && placeCodes(result.place)).toEqual(expect.arrayContaining(["LTFM", "LTFJ"]));
  });

  it("asks for a pick when the text begins several cities' names", () => {
    const result = resolvePlace(charter, "from", "Lond");
    expect(result).toMatchObject({
      ok: false,
      problem: { field: "from", code: "ambiguousAirport", text: "Lond" },
    });
  });

  it("refuses text that matches no airport, and leaves an empty field unfiltered", () => {
    expect(resolvePlace(charter, "to", "Xyzzy")).toEqual({
      ok: false,
      problem: { field: "to", code: "unknownAirport", text: "Xyzzy" },
    });
    expect(resolvePlace(charter, "to", "")).toEqual({ ok: true, place: null });
  });
});

describe("parsing the listing's filters", () => {
  it("resolves the route and keeps the typed text and the currency", () => {
    const parsed = parseEmptyLegFilters(
      new URLSearchParams("from=Внуково&pax=3&currency=usd"),
      charter,
      NOW,
      "ru",
    );
    expect(placeCodes(parsed.from)).toEqual(["UUWW"]);
    expect(parsed.to).toBeNull();
    expect(parsed.values.from).toBe("Внуково");
    expect(parsed.pax).toBe(3);
    expect(parsed.currency).toBe("usd");
    expect(parsed.problems).toEqual([]);
  });

  it("refuses the same airport at both ends", () => {
    const parsed = parseEmptyLegFilters(new URLSearchParams("from=UUWW&to=VKO"), charter, NOW, "ru");
    expect(parsed.problems).toEqual([{ field: "to", code: "sameAirports" }]);
    const city = parseEmptyLegFilters(new URLSearchParams("from=VKO&to=Москва"), charter, NOW, "ru");
    expect(city.problems).toEqual([{ field: "to", code: "sameAirports" }]);
  });

  it("shows prices in the language's currency unless the visitor picked one (issue 28, item 10)", () => {
    expect(parseEmptyLegFilters(new URLSearchParams(), charter, NOW, "ru").currency).toBe("rub");
    expect(parseEmptyLegFilters(new URLSearchParams(), charter, NOW, "en").currency).toBe("usd");
    expect(parseEmptyLegFilters(new URLSearchParams("currency=rub"), charter, NOW, "en").currency).toBe(
      "rub",
    );
  });

  it("maps the charter API's refused fields to the form's", () => {
    expect(rejectedFields({ departure_airport: "x", date_to: "y", pax_there: "z" })).toEqual([
      { field: "from", code: "rejected" },
      { field: "date_to", code: "rejected" },
      { field: "pax", code: "rejected" },
    ]);
    expect(rejectedFields({})).toEqual([{ field: "from", code: "rejected" }]);
  });

  it("orders the legs by departure time, soonest first", () => {
    const cards = [
      card("b", "2026-11-25T10:00:00Z"),
      card("a", "2026-11-23T18:00:00Z"),
      card("c", "2026-12-01T06:00:00Z"),
    ];
    expect(inDateOrder(cards).map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("gives every airport the cards name, as summaries", () => {
    const airports = cardAirports([emptyLegCardExample], charter.airport);
    expect(airports[emptyLegCardExample.departure_airport]).toEqual(
      expect.objectContaining({ icao: emptyLegCardExample.departure_airport, name_rus: expect.any(String) }),
    );
    expect(Object.keys(airports[emptyLegCardExample.departure_airport] ?? {}).sort()).toEqual([
      "city",
      "city_rus",
      "iata",
      "icao",
      "name",
      "name_rus",
    ]);
  });
});

describe("the listing's loader", () => {
  function context(emptyLegs: CharterClient["emptyLegs"]) {
    return {
      services: { charter, charterClient: { emptyLegs } as unknown as CharterClient, env: { SITE_URL } },
    };
  }

  it("asks the charter API with the resolved airports and shows its cards in date order", async () => {
    const emptyLegs = vi.fn(async () => ({
      ...emptyLegResultSetExample,
      cards: [card("late", "2026-12-01T06:00:00Z"), card("early", "2026-11-23T06:00:00Z")],
    }));
    const data = await loadEmptyLegsRoute({
      request: new Request(`${SITE_URL}/en/el/?from=Vnukovo&date_from=2026-11-25&pax=2`),
      context: context(emptyLegs),
      now: NOW,
    });
    expect(emptyLegs).toHaveBeenCalledWith({
      departure_airport: "UUWW",
      arrival_airport: undefined,
      date_from: "2026-11-25",
      date_to: undefined,
      pax_there: 2,
    });
    expect(data.cards?.map((c) => c.id)).toEqual(["early", "late"]);
    // issue 14 item 5: the listing carries the day of the rates its prices were converted at.
    expect(data.ratesDate).toBe(emptyLegResultSetExample.rates_date);
    expect(data.errors).toEqual({});
    expect(data.language).toBe("en");
    expect(data.seo).toMatchObject({ title: "Empty-leg flights at a discount", pathname: "/en/el/" });
    expect(data.filtered).toBe(true);
  });

  it("words refusals in the page's language, keeps the typed values and shows no listing", async () => {
    const emptyLegs = vi.fn();
    const data = await loadEmptyLegsRoute({
      request: new Request(`${SITE_URL}/el/?from=Xyzzy&date_from=2026-12-05&date_to=2026-11-30`),
      context: context(emptyLegs),
      now: NOW,
    });
    expect(emptyLegs).not.toHaveBeenCalled();
    expect(data.cards).toBeNull();
    expect(data.values).toMatchObject({ from: "Xyzzy", date_from: "2026-12-05", date_to: "2026-11-30" });
    expect(data.errors.from).toContain("«Xyzzy»");
    expect(data.errors.date_to).toBe("Последний день вылета раньше первого.");
  });

  it("shows the charter API's 400 as messages by the fields, not the unfiltered listing", async () => {
    const emptyLegs = vi.fn(async () => {
      throw new CharterClientError(400, {
        error: { code: "validation_error", message: "bad", fields: { arrival_airport: "is not served" } },
      });
    });
    const data = await loadEmptyLegsRoute({
      request: new Request(`${SITE_URL}/en/el/?to=LTFM`),
      context: context(emptyLegs),
      now: NOW,
    });
    expect(data.cards).toBeNull();
    expect(data.errors).toEqual({
      to: "The flight service did not accept this value. Correct it or reset the filters.",
    });
  });
});

describe("the watch block's route on /el/ (issue 29, item 2)", () => {
  it("names the airports as the watch's messages do, each once, in the page's language", () => {
    const parsed = parseEmptyLegFilters(new URLSearchParams("from=UUWW&to=URSS&pax=3"), charter, NOW, "ru");
    const ru = watchPrefill(parsed, "ru", "Любой аэропорт");
    expect([ru.from, ru.to, ru.fromLabel, ru.toLabel]).toEqual([
      "UUWW",
      "URSS",
      "Внуково (VKO)",
      "Сочи (Адлер, AER)",
    ]);
    expect(ru.pax).toBe(3);
    const en = watchPrefill(parsed, "en", "Anywhere");
    expect([en.fromLabel, en.toLabel]).toEqual(["Vnukovo (VKO)", "Sochi (AER)"]);
  });

  it("watches a city's airports and any airport without a filter, for at most the largest cabin", () => {
    const parsed = parseEmptyLegFilters(new URLSearchParams("from=Москва&pax=40"), charter, NOW, "ru");
    const prefill = watchPrefill(parsed, "ru", "Любой аэропорт");
    expect([prefill.from, prefill.fromLabel]).toEqual(["city:RU:Moscow", "Москва"]);
    expect([prefill.to, prefill.toLabel]).toEqual(["anywhere", "Любой аэропорт"]);
    expect(prefill.pax).toBe(19);
    expect(prefill.window).toEqual({ days_ahead: 30 });
  });
});
