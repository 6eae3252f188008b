import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { cards, searchRequests } from "~/db/schema";
import { silentLogger } from "~/utils/logger.server";
import { createCharterService, type CharterService } from "./charter.server";
import { CharterInputError } from "./input-error";
import { CardSchema, EmptyLegResultSetSchema, ResultSetSchema } from "./contract/schemas";
import { FLEET, HOUSE_FLEET } from "./fleet/fleet";
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

  it("gives the operators their notice: a flight asked for 15 minutes ahead leaves 3 h after the search (issue 26, item 3)", async () => {
    // now is 12:00 Moscow time; the API lets a client ask for 12:15 the same day.
    const result = await charter.search({
      departure_airport: "UUWW",
      arrival_airport: "ULLI",
      departure_date_there: "2026-11-21T12:15",
      pax_there: 2,
      departure_date_back: null,
      pax_back: null,
    });
    expect(result.cards.length).toBeGreaterThan(0);
    for (const card of result.cards) {
      const [route] = card.routes;
      expect(Date.parse(route!.departure_date)).toBeGreaterThanOrEqual(now.getTime() + 3 * 3_600_000);
      // Moved within the 4-hour shift, so the card's local time differs from the one asked.
      expect(route!.departure_date_local.slice(0, 16)).not.toBe("2026-11-21T12:15");
    }
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
  const drawn = (typeId: string) => ({
    exterior: `/media/fleet/types/${typeId}-exterior.svg`,
    thumb: `/media/fleet/types/${typeId}-thumb.svg`,
    seats: `/media/fleet/types/${typeId}-seats.svg`,
  });

  it("come from the CMS fleet, else from the type's drawings; an unknown aircraft is null", async () => {
    const gallery = [{ image: "/media/ra-73532-1.jpg", thumb: "/media/ra-73532-1.jpg?w=480" }];
    const withPictures = createCharterService({
      db: database.db,
      logger: silentLogger,
      fleetImages: async (tail) => {
        if (tail === "RA-73532") return { gallery, salon: null, seats: "/media/seats.svg" };
        // A fleet document whose photos are not uploaded yet, only its seat map.
        if (tail === "RA-02806") return { gallery: [], salon: null, seats: "/media/ra-02806-seats.svg" };
        if (tail === "TC-GEX") throw new Error("content lake down");
        return null;
      },
    });
    expect(await withPictures.images("ra-73532")).toEqual({
      gallery,
      salon: null,
      seats: "/media/seats.svg",
    });
    // Issue 16, item 3: an aircraft without a fleet document shows its type's drawings, the side
    // view in the gallery and the typical seat map, in each slot the CMS leaves empty.
    const hawker = drawn("hawker-800xp");
    expect(await withPictures.images("RA-02795")).toEqual({
      gallery: [{ image: hawker.exterior, thumb: hawker.thumb }],
      salon: null,
      seats: hawker.seats,
    });
    expect(await withPictures.images("RA-02806")).toEqual({
      gallery: [{ image: hawker.exterior, thumb: hawker.thumb }],
      salon: null,
      seats: "/media/ra-02806-seats.svg",
    });
    // A partner's aircraft, and one whose CMS cannot answer.
    const legacy = drawn("legacy-600");
    expect(await withPictures.images("RA-09617")).toEqual({
      gallery: [{ image: legacy.exterior, thumb: legacy.thumb }],
      salon: null,
      seats: legacy.seats,
    });
    expect((await withPictures.images("TC-GEX"))?.seats).toBe(drawn("falcon-7x").seats);
    expect(await withPictures.images("RA-00000")).toBeNull();
  });

  const search = (service: CharterService, to: string) =>
    service.search({
      departure_airport: "UUWW",
      arrival_airport: to,
      departure_date_there: "2026-12-15T12:00",
      pax_there: 2,
      departure_date_back: null,
      pax_back: null,
    });

  it("fill a card's avatar, salon and seats from the CMS fleet, and survive a CMS failure", async () => {
    const failing = "RA-02795";
    const withPictures = createCharterService({
      db: database.db,
      logger: silentLogger,
      now: () => now,
      fleetImages: async (tail) => {
        if (tail === failing) throw new Error("content lake down");
        return {
          gallery: [{ image: `/media/${tail}.svg`, thumb: `/media/${tail}-thumb.svg` }],
          salon: `/media/${tail}-salon.svg`,
          seats: `/media/${tail}-seats.svg`,
        };
      },
    });
    const result = await search(withPictures, "URSS");
    expect(result.cards.length).toBeGreaterThan(0);
    for (const card of result.cards) {
      expect(card.request_id).toBe(result.id);
      if (card.aircraft === failing) {
        // The CMS did not answer: the type's drawings, and no salon.
        const hawker = drawn("hawker-800xp");
        expect(card.aircraft_picture_urls).toEqual({
          salon: null,
          avatar: hawker.exterior,
          seats: hawker.seats,
        });
      } else {
        expect(card.aircraft_picture_url).toBe(`/media/${card.aircraft}-thumb.svg`);
        expect(card.aircraft_picture_urls.seats).toBe(`/media/${card.aircraft}-seats.svg`);
        expect(card.aircraft_picture_urls.salon).toBe(`/media/${card.aircraft}-salon.svg`);
      }
    }
  });

  it("give a partner's card its type's drawings, and an editor's upload wins slot by slot (issue 16, item 3)", async () => {
    const houseTails = new Set(HOUSE_FLEET.map((aircraft) => aircraft.tailNumber));
    const withPictures = createCharterService({
      db: database.db,
      logger: silentLogger,
      now: () => now,
      // The house fleet has its documents: a photo on every one, a seat map on none.
      fleetImages: async (tail) =>
        houseTails.has(tail)
          ? {
              gallery: [{ image: `/media/${tail}.jpg`, thumb: `/media/${tail}.jpg?w=480` }],
              salon: null,
              seats: null,
            }
          : null,
    });
    const result = await search(withPictures, "LTFM");
    const partners = result.cards.filter((card) => !houseTails.has(card.aircraft));
    const house = result.cards.filter((card) => houseTails.has(card.aircraft));
    expect(partners.length).toBeGreaterThan(0);
    expect(house.length).toBeGreaterThan(0);
    const typeIdOf = new Map(FLEET.map((aircraft) => [aircraft.tailNumber, aircraft.typeId]));
    for (const card of partners) {
      const pictures = drawn(typeIdOf.get(card.aircraft)!);
      expect(card.aircraft_picture_url).toBe(pictures.exterior);
      expect(card.aircraft_picture_urls).toEqual({
        salon: null,
        avatar: pictures.exterior,
        seats: pictures.seats,
      });
      for (const route of card.routes)
        expect(route.aircraft_picture_urls).toEqual(card.aircraft_picture_urls);
    }
    for (const card of house) {
      expect(card.aircraft_picture_url).toBe(`/media/${card.aircraft}.jpg?w=480`);
      expect(card.aircraft_picture_urls.seats).toBe(drawn(typeIdOf.get(card.aircraft)!).seats);
    }
    // A saved set is rebuilt on read, its pictures with it.
    expect(await withPictures.request(result.id)).toEqual(result);
    expect(await withPictures.card(partners[0]!.id)).toEqual(partners[0]);
  });

  it("give cards kept whole before the drawings existed their type's drawings on read", async () => {
    const result = await search(charter, "LTFM");
    const partner = result.cards.find(
      (card) => card.aircraft.startsWith("TC-") || card.aircraft.startsWith("RA-09"),
    );
    expect(partner).toBeTruthy();
    const none = { salon: null, avatar: null, seats: null };
    const bare = {
      ...partner!,
      id: "pxctvres0001",
      request_id: "pxctvres0000",
      aircraft_picture_url: null,
      aircraft_picture_urls: none,
      routes: partner!.routes.map((route) => ({ ...route, aircraft_picture_urls: none })),
    };
    // A set saved before issue 15 (rendered whole) and an ordered card kept whole.
    await database.db.insert(searchRequests).values({
      id: "pxctvres0000",
      createdAt: now,
      lastReadAt: now,
      resultSet: { ...result, id: "pxctvres0000", cards: [bare] },
    });
    await database.db
      .insert(cards)
      .values({ id: bare.id, requestId: "pxctvres0000", tailNumber: bare.aircraft, card: bare });
    const typeId = FLEET.find((aircraft) => aircraft.tailNumber === bare.aircraft)!.typeId;
    const pictures = drawn(typeId);
    const expected = {
      ...bare,
      aircraft_picture_url: pictures.exterior,
      aircraft_picture_urls: { salon: null, avatar: pictures.exterior, seats: pictures.seats },
      routes: bare.routes.map((route) => ({
        ...route,
        aircraft_picture_urls: { salon: null, avatar: pictures.exterior, seats: pictures.seats },
      })),
    };
    expect((await charter.request("pxctvres0000"))?.cards).toEqual([expected]);
    expect(await charter.card(bare.id)).toEqual(expected);
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

describe("dates past the order window are the client's error, named (issue 26, item 10)", () => {
  const refused = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof CharterInputError ? error.fields : error),
    );

  it("refuses a return in the year 9999 by naming departure_date_back", async () => {
    const fields = await refused(
      charter.search({
        departure_airport: "UUWW",
        arrival_airport: "URSS",
        departure_date_there: "2026-12-15T12:00",
        pax_there: 2,
        departure_date_back: "9999-01-01T12:00",
        pax_back: 2,
      }),
    );
    expect(fields).toEqual({ departure_date_back: "must be within 90 days" });
  });

  it("refuses a calendar of December 9999 by naming date_from, where it was a 500", async () => {
    const fields = await refused(
      charter.priceCalendar({
        departure_airport: "UUWW",
        arrival_airport: "URSS",
        date_from: "9999-12-01",
        date_to: "9999-12-31",
        pax_there: 1,
      }),
    );
    expect(fields).toEqual({ date_from: "must be within 90 days" });
  });

  it("prices a calendar that runs past the window on its days inside, and no others", async () => {
    // now is 21 Nov 2026: the window ends 90 days on, in the third week of February 2027.
    const calendar = await charter.priceCalendar({
      departure_airport: "UUWW",
      arrival_airport: "URSS",
      date_from: "2027-02-10",
      date_to: "2027-03-10",
      pax_there: 1,
    });
    expect(calendar.days).toHaveLength(29);
    expect(calendar.days[0]!.price).not.toBeNull();
    expect(calendar.days.at(-1)!.price).toBeNull();
  });
});
