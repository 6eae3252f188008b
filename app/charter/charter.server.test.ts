import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { silentLogger } from "~/utils/logger.server";
import { createCharterService, type CharterService } from "./charter.server";
import { CardSchema, EmptyLegResultSetSchema, ResultSetSchema } from "./contract/schemas";
import { seedCharter } from "./seed/seed.server";

// The real parts: an in-memory PGlite with the project's migrations, the seeded fleet and
// schedule, the generated airport list and the engine (issue 4).
let database: Database;
let charter: CharterService;
const now = new Date("2026-11-21T09:00:00Z");

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger, now);
  charter = createCharterService({ db: database.db, logger: silentLogger, now: () => now });
});
afterAll(() => database.close());

describe("charter service over the seeded database", () => {
  it("prices Moscow–Sochi with more than one fleet, cheapest first, and saves the search", async () => {
    const result = await charter.search({
      departure_airport: "UUWW",
      arrival_airport: "URSS",
      departure_date_there: "2026-12-15T12:00",
      pax_there: 4,
      departure_date_back: null,
      pax_back: null,
    });
    expect(ResultSetSchema.parse(result)).toBeTruthy();
    expect(result.cards.length).toBeGreaterThan(3);
    const totals = result.cards.map((card) => card.routes.reduce((sum, route) => sum + route.price.eur, 0));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const operators = new Set(result.cards.map((card) => card.aircraft.slice(0, 3)));
    expect(operators.size).toBeGreaterThan(0);

    expect(await charter.request(result.id)).toEqual(result);
    const first = result.cards[0]!;
    expect(CardSchema.parse(await charter.card(first.id))).toEqual(first);
    expect(await charter.request("nonexistent00")).toBeNull();
  });

  it("lays empty legs in the next 30 days", async () => {
    const result = await charter.emptyLegs({
      departure_airport: null,
      arrival_airport: null,
      date_from: null,
      date_to: null,
      pax_there: 1,
    });
    expect(EmptyLegResultSetSchema.parse(result)).toBeTruthy();
    expect(result.cards.length).toBeGreaterThan(5);
    const departures = result.cards.map((card) => Date.parse(card.departure_date));
    expect(Math.min(...departures)).toBeGreaterThan(now.getTime());
    expect(Math.max(...departures)).toBeLessThan(now.getTime() + 31 * 86_400_000);
    expect(result.cards.every((card) => card.is_empty_leg)).toBe(true);
  });

  it("finds airports by Russian and English names", () => {
    expect(charter.airports("внуково", 5)[0]?.icao).toBe("UUWW");
    expect(charter.airports(undefined).length).toBeGreaterThan(1000);
  });
});

describe("aircraft pictures", () => {
  it("come from the CMS fleet for a known aircraft; an unknown one is null", async () => {
    const gallery = [{ image: "/media/ra-73532-1.jpg", thumb: "/media/ra-73532-1.jpg?w=480" }];
    const withPictures = createCharterService({
      db: database.db,
      logger: silentLogger,
      fleetImages: async (tail) =>
        tail === "RA-73532" ? { gallery, salon: null, seats: "/media/seats.svg" } : null,
    });
    expect(await withPictures.images("ra-73532")).toEqual({
      gallery,
      salon: null,
      seats: "/media/seats.svg",
    });
    expect(await withPictures.images("RA-02795")).toEqual({ gallery: [], salon: null, seats: null });
    expect(await withPictures.images("RA-00000")).toBeNull();
  });
});

describe("cards carry their pictures and their result set (spec §3, spec §2 flight view)", () => {
  it("fills avatar, salon and seats from the CMS fleet and survives a CMS failure", async () => {
    const withPictures = createCharterService({
      db: database.db,
      logger: silentLogger,
      now: () => now,
      fleetImages: async (tail) => {
        if (tail === "RA-67221") throw new Error("content lake down");
        return {
          gallery: [{ image: `/media/${tail}.svg`, thumb: `/media/${tail}-thumb.svg` }],
          salon: `/media/${tail}-salon.svg`,
          seats: `/media/${tail}-seats.svg`,
        };
      },
    });
    const result = await withPictures.search({
      departure_airport: "UUWW",
      arrival_airport: "URSS",
      departure_date_there: "2026-12-15T12:00",
      pax_there: 2,
      departure_date_back: null,
      pax_back: null,
    });
    expect(result.cards.length).toBeGreaterThan(0);
    for (const card of result.cards) {
      expect(card.request_id).toBe(result.id);
      if (card.aircraft === "RA-67221") {
        expect(card.aircraft_picture_urls).toEqual({ salon: null, avatar: null, seats: null });
      } else {
        expect(card.aircraft_picture_url).toBe(`/media/${card.aircraft}-thumb.svg`);
        expect(card.aircraft_picture_urls.seats).toBe(`/media/${card.aircraft}-seats.svg`);
      }
    }
  });
});

describe("closed airports and airspace (issue 14, item 2; spec §8)", () => {
  const oneWay = (from: string, to: string) => ({
    departure_airport: from,
    arrival_airport: to,
    departure_date_there: "2026-12-15T12:00",
    pax_there: 2,
    departure_date_back: null,
    pax_back: null,
  });

  it("answers no cards and names the closed country for Moscow–Nice, and saves the answer", async () => {
    const result = await charter.search(oneWay("UUWW", "LFMN"));
    expect(ResultSetSchema.parse(result)).toBeTruthy();
    expect(result.cards).toEqual([]);
    expect(result.restriction).toEqual({ code: "closed_airspace", airports: ["LFMN"], countries: ["FR"] });
    expect(await charter.request(result.id)).toEqual(result);
  });

  it("answers closed_airport for an airport closed by the Russian authorities, either way round", async () => {
    const there = await charter.search(oneWay("UUWW", "UUOB"));
    expect(there.cards).toEqual([]);
    expect(there.restriction).toMatchObject({ code: "closed_airport", airports: ["UUOB"] });
    const back = await charter.search(oneWay("URRP", "UUWW"));
    expect(back.restriction).toMatchObject({ code: "closed_airport", airports: ["URRP"] });
  });

  it("keeps open routes open and dates their rates", async () => {
    const result = await charter.search(oneWay("UUWW", "LTFM"));
    expect(result.restriction).toBeNull();
    expect(result.cards.length).toBeGreaterThan(0);
    expect(result.rates_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Krasnodar reopened on 11 September 2025 (Rosaviatsia): a rule that ended no longer closes it.
    expect((await charter.search(oneWay("UUWW", "URKK"))).restriction).toBeNull();
  });

  it("flies Dubai–Geneva only on aircraft the rules let into Europe", async () => {
    const result = await charter.search(oneWay("OMDB", "LSGG"));
    expect(result.restriction).toBeNull();
    expect(result.cards.length).toBeGreaterThan(0);
    for (const card of result.cards) expect(card.aircraft).not.toMatch(/^(RA|EW)-/);
  });

  it("gives a restricted route no calendar prices", async () => {
    const calendar = await charter.priceCalendar({
      departure_airport: "UUWW",
      arrival_airport: "EGLL",
      date_from: "2026-12-01",
      date_to: "2026-12-07",
      pax_there: 1,
    });
    expect(calendar.restriction).toMatchObject({ code: "closed_airspace", countries: ["GB"] });
    expect(calendar.days.map((day) => day.price)).toEqual(Array(7).fill(null));
  });
});
