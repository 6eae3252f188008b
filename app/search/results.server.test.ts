import { describe, expect, it } from "vitest";
import {
  airportExample,
  cardExample,
  emptyLegResultSetExample,
  resultSetExample,
} from "~/charter/contract/examples";
import type {
  Airport,
  EmptyLegResultSet,
  PriceCalendar,
  PriceCalendarQueryInput,
  ResultSet,
} from "~/charter/contract/schemas";
import type { CharterClient } from "~/charter/client/charter-client";
import { addDays } from "~/charter/departure-window";
import { silentLogger, type Logger } from "~/utils/logger.server";
import { goneBody } from "~/charter/http.server";
import { CharterClientError } from "~/charter/client/charter-client";
import type { ResultsData } from "~/offers/results-data";
import { isExpiredResults, loadResults as loadAny } from "~/offers/result-set.server";

/** A live set's data (the expired case has its own tests below). */
async function loadResults(...args: Parameters<typeof loadAny>): Promise<ResultsData | null> {
  const data = await loadAny(...args);
  if (isExpiredResults(data)) throw new Error("expected a live result set");
  return data;
}

const airports: Record<string, Airport> = {
  UUWW: airportExample,
  ULLI: {
    ...airportExample,
    icao: "ULLI",
    iata: "LED",
    name: "Pulkovo",
    name_rus: "Пулково",
    city: "Saint Petersburg",
    city_rus: "Санкт-Петербург",
  },
  LTFM: {
    ...airportExample,
    icao: "LTFM",
    iata: "IST",
    name: "Istanbul",
    name_rus: "Стамбул",
    city: "Istanbul",
    city_rus: "Стамбул",
    tz: "Europe/Istanbul",
  },
};

/** A calendar answering every asked day at one price, or failing when `price` is an Error. */
function calendarOf(asked: PriceCalendarQueryInput[], price: number | Error = 40_000) {
  return async (query: PriceCalendarQueryInput): Promise<PriceCalendar> => {
    asked.push(query);
    if (price instanceof Error) throw price;
    const days: PriceCalendar["days"] = [];
    for (let date = query.date_from; date <= query.date_to; date = addDays(date, 1)) {
      days.push({ date, price: { rub: price * 100, usd: price, eur: price } });
    }
    return { rates_date: "2026-11-20", restriction: null, days };
  };
}

function services(
  resultSet: ResultSet | EmptyLegResultSet | null,
  options: { priceCalendar?: CharterClient["priceCalendar"]; logger?: Logger } = {},
) {
  const charterClient = {
    request: async () => resultSet,
    priceCalendar: options.priceCalendar ?? calendarOf([]),
  } as unknown as CharterClient;
  return {
    charterClient,
    charter: { airport: (icao: string) => airports[icao] },
    logger: options.logger ?? silentLogger,
  } as never;
}

const now = new Date("2026-11-21T20:00:00Z");

describe("loadResults", () => {
  it("answers null for an unknown request, so the route can answer 404", async () => {
    expect(await loadResults(services(null), "zzzzzzzzzzzz", "ru", now)).toBeNull();
  });

  it("reads a search: its query as the address carries it, the airports and the earliest departure", async () => {
    const set: ResultSet = {
      ...resultSetExample,
      cards: [{ ...cardExample, arrival_airport: "LTFM" }],
    };
    const data = await loadResults(services(set), set.id, "en", now);
    expect(data?.mode).toBe("search");
    expect(data?.query).toEqual({
      from: "UUWW",
      to: "ULLI",
      date: "2026-12-01T12:00",
      pax: set.query.pax_there,
      back: set.query.departure_date_back?.slice(0, 16) ?? null,
    });
    // The query's airports and the card's own (an airport change, spec §2 card warnings).
    expect(Object.keys(data?.airports ?? {}).sort()).toEqual(["LTFM", "ULLI", "UUWW"]);
    expect(data?.airports.ULLI).toEqual({
      icao: "ULLI",
      iata: "LED",
      name: "Pulkovo",
      name_rus: "Пулково",
      city: "Saint Petersburg",
      city_rus: "Санкт-Петербург",
    });
    // spec §9: tomorrow at 12:00 on Moscow's clock (23:00 there at `now`).
    expect(data?.earliest).toBe("2026-11-22T12:00");
    expect(data?.cards).toHaveLength(1);
  });

  it("carries the rates date, and a restriction with its closed airport for the message (issue 14)", async () => {
    const dated: ResultSet = { ...resultSetExample, rates_date: "2024-12-28" };
    const data = await loadResults(services(dated), dated.id, "ru", now);
    expect(data?.ratesDate).toBe("2024-12-28");
    expect(data?.restriction).toBeNull();

    const closed: ResultSet = {
      ...resultSetExample,
      rates_date: null,
      restriction: { code: "closed_airport", airports: ["LTFM"], countries: ["TR"] },
      cards: [],
    };
    const restricted = await loadResults(services(closed), closed.id, "ru", now);
    expect(restricted?.ratesDate).toBeNull();
    expect(restricted?.restriction).toEqual(closed.restriction);
    expect(restricted?.airports.LTFM?.city_rus).toBe("Стамбул");
  });

  it("knows the airports the price breakdown names, for the flight view's labels (issue 14 item 8)", async () => {
    const [route] = cardExample.routes;
    if (!route) throw new Error("the example card has a route");
    const set: ResultSet = {
      ...resultSetExample,
      cards: [
        {
          ...cardExample,
          routes: [
            {
              ...route,
              price_breakdown: [
                {
                  item: "positioning",
                  label_ru: "Перегон",
                  label_en: "Positioning",
                  amount: { rub: 1, usd: 1, eur: 1 },
                  from: "LTFM",
                  to: "UUWW",
                },
              ],
            },
          ],
        },
      ],
    };
    const data = await loadResults(services(set), set.id, "en", now);
    expect(Object.keys(data?.airports ?? {})).toContain("LTFM");
  });

  it("reads an empty-leg result set without a search query", async () => {
    const data = await loadResults(
      services(emptyLegResultSetExample),
      emptyLegResultSetExample.id,
      "ru",
      now,
    );
    expect(data?.mode).toBe("emptyLeg");
    expect(data?.query).toBeNull();
    expect(data?.cards).toHaveLength(emptyLegResultSetExample.cards.length);
  });

  it("reads the price strip's days for a one-way search, 11 around its date (issue 16, item 2)", async () => {
    const asked: PriceCalendarQueryInput[] = [];
    const data = await loadResults(
      services(resultSetExample, { priceCalendar: calendarOf(asked) }),
      resultSetExample.id,
      "ru",
      now,
    );
    expect(asked).toEqual([
      {
        departure_airport: "UUWW",
        arrival_airport: "ULLI",
        date_from: "2026-11-26",
        date_to: "2026-12-06",
        pax_there: resultSetExample.query.pax_there,
      },
    ]);
    expect(data?.priceStrip).toMatchObject({ ratesDate: "2026-11-20", hour: "12:00" });
    expect(data?.priceStrip?.days).toHaveLength(11);
  });

  it("asks no calendar for empty legs, a round trip or a closed route", async () => {
    const asked: PriceCalendarQueryInput[] = [];
    const priceCalendar = calendarOf(asked);
    const roundTrip: ResultSet = {
      ...resultSetExample,
      query: { ...resultSetExample.query, departure_date_back: "2026-12-03T12:00:00", pax_back: 4 },
    };
    const closed: ResultSet = {
      ...resultSetExample,
      restriction: { code: "closed_airport", airports: ["ULLI"], countries: ["RU"] },
      cards: [],
    };
    for (const set of [emptyLegResultSetExample, roundTrip, closed]) {
      const data = await loadResults(services(set, { priceCalendar }), set.id, "en", now);
      expect(data?.priceStrip).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it("shows the results without the strip when the calendar fails, and says so in the log", async () => {
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (message: string) => warnings.push(message) } as Logger;
    const data = await loadResults(
      services(resultSetExample, { priceCalendar: calendarOf([], new Error("down")), logger }),
      resultSetExample.id,
      "ru",
      now,
    );
    expect(data?.cards).toHaveLength(resultSetExample.cards.length);
    expect(data?.priceStrip).toBeNull();
    expect(warnings).toEqual(["price strip: price calendar unavailable"]);
  });

  it("offers an expired search anew: the same route and party, the date while it is still open", async () => {
    const gone = (query: ResultSet["query"]) =>
      ({
        charterClient: {
          request: async () => {
            throw new CharterClientError(410, goneBody(query));
          },
        },
        charter: { airport: (icao: string) => airports[icao] },
      }) as never;
    const open = { ...resultSetExample.query, departure_date_there: "2026-12-20T12:00:00" };
    const expired = await loadAny(gone(open), "abc", "ru", now);
    expect(isExpiredResults(expired)).toBe(true);
    expect(isExpiredResults(expired) && expired.initial).toEqual({
      query: { from: "UUWW", to: "ULLI", pax: open.pax_there, date: "2026-12-20T12:00" },
      from: expect.objectContaining({ icao: "UUWW" }),
      to: expect.objectContaining({ icao: "ULLI" }),
    });
    // A departure already past is not offered again: the visitor chooses a new date.
    const past = { ...open, departure_date_there: "2026-11-10T12:00:00", departure_date_back: null };
    const stale = await loadAny(gone(past), "abc", "en", now);
    expect(isExpiredResults(stale) && stale.initial.query).toEqual({
      from: "UUWW",
      to: "ULLI",
      pax: open.pax_there,
    });
  });
});
