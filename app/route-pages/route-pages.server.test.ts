import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { airportIndex, type Airport } from "~/charter/airports/airports";
import { createCharterService, type CharterService } from "~/charter/charter.server";
import type { CharterClient } from "~/charter/client/charter-client";
import { createInProcessCharterClient } from "~/charter/client/in-process.server";
import { estimateFromDistance } from "~/charter/engine/flight";
import { flownPathKm } from "~/charter/engine/corridors";
import { AIRCRAFT_TYPES } from "~/charter/fleet";
import type { OrderingService } from "~/charter/ordering/ordering.server";
import type { WatchService } from "~/charter/index.server";
import { seedCharter } from "~/charter/seed/seed.server";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createContentPurges } from "~/content/purge-channel.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { createDatabase, type Database } from "~/db/client.server";
import { CONTENT_PAGE_CACHE_CONTROL } from "~/utils/cache-control";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import {
  createRoutePriceCache,
  engineRoutePrices,
  FROM_PRICE_DAYS,
  FROM_PRICE_TTL_MS,
  fromPriceWindow,
  type RoutePrices,
} from "./from-prices.server";
import { routeFacts } from "./route-facts";
import { loadRoutePage, routePriceCache } from "./route-page.server";

// The real parts, as the results loader's tests use them (app/search/price-strip.server.test.ts):
// the seeded marketplace in an in-memory PGlite, the engine, the in-process charter client.
let database: Database;
let charter: CharterService;
let charterClient: CharterClient;
const now = new Date("2026-11-21T09:00:00Z");

const airport = (icao: string): Airport => {
  const found = airportIndex.byIcao(icao);
  if (!found) throw new Error(`no airport ${icao}`);
  return found;
};

beforeAll(async () => {
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger, now);
  charter = createCharterService({ db: database.db, logger: silentLogger, now: () => now });
  charterClient = createInProcessCharterClient(charter, {} as OrderingService, {} as WatchService);
});
afterAll(() => database.close());

/** Route page documents in the shape the Studio writes (schemas/documents/route-page.ts). */
function routeDocument(
  id: string,
  from: string,
  to: string,
  ru: string,
  en: string,
  heading: [string, string],
) {
  return {
    _id: id,
    _type: "routePage",
    _updatedAt: "2026-11-20T10:00:00Z",
    from,
    to,
    slug: { ru: { _type: "slug", current: ru }, en: { _type: "slug", current: en } },
    heading: { _type: "localeString", ru: heading[0], en: heading[1] },
    intro: { _type: "localeText", ru: "Вводный текст.", en: "Intro text." },
    faq: {
      ru: [{ _key: "q1", _type: "faqItem", question: "Сколько лететь?", answer: "Около пяти часов." }],
      en: [
        { _key: "q1", _type: "faqItem", question: "How long is the flight?", answer: "About five hours." },
      ],
    },
    seo: {
      _type: "seo",
      title: { _type: "localeString", ru: `${heading[0]} — цены`, en: `${heading[1]}: prices` },
      description: { _type: "localeText", ru: "Описание.", en: "Description." },
      robots: "index, follow",
    },
  };
}

const FIXTURES = [
  routeDocument("routePage-uuww-omdb", "UUWW", "OMDB", "moskva-dubaj", "moscow-dubai", [
    "Частный самолёт Москва — Дубай",
    "Private jet from Moscow to Dubai",
  ]),
  routeDocument("routePage-uuww-urrp", "UUWW", "URRP", "moskva-rostov-na-donu", "moscow-rostov-on-don", [
    "Частный самолёт Москва — Ростов-на-Дону",
    "Private jet from Moscow to Rostov-on-Don",
  ]),
];

describe("route facts (issue 17, item 3)", () => {
  it("gives the great-circle distance between the airports in whole kilometres", () => {
    // Vnukovo to Dubai International: about 3,640 km along the great circle.
    const facts = routeFacts(airport("UUWW"), airport("OMDB"));
    expect(facts.distanceKm).toBeGreaterThan(3_600);
    expect(facts.distanceKm).toBeLessThan(3_700);
    expect(routeFacts(airport("OMDB"), airport("UUWW")).distanceKm).toBe(facts.distanceKm);
  });

  it("times each class that reaches non-stop by the engine's block-time model at a type's own speed", () => {
    const from = airport("UUWW");
    const to = airport("OMDB");
    const facts = routeFacts(from, to);
    const km = flownPathKm(from, to);
    // The Pilatus PC-12 (the one turboprop) cannot fly 3,600 km and more non-stop: no line for it.
    expect(facts.classes.map((line) => line.aircraftClass)).not.toContain("Turboprop");
    expect(facts.classes.length).toBeGreaterThan(3);
    for (const line of facts.classes) {
      // Every time is that of one real type of the class at its cruising speed (no invented speed).
      const times = AIRCRAFT_TYPES.filter((type) => type.aircraftClass === line.aircraftClass).map(
        (type) => estimateFromDistance(km, type).minutes,
      );
      expect(times).toContain(line.minutes);
    }
    // Faster classes are not slower: the large jets beat the light ones on a long sector.
    const minutes = new Map(facts.classes.map((line) => [line.aircraftClass, line.minutes]));
    expect(minutes.get("Long range jet")!).toBeLessThanOrEqual(minutes.get("Light jet") ?? Infinity);
  });

  it("keeps the turboprop on a short sector, slower than the jets", () => {
    const facts = routeFacts(airport("UUWW"), airport("ULLI"));
    const minutes = new Map(facts.classes.map((line) => [line.aircraftClass, line.minutes]));
    expect(minutes.get("Turboprop")).toBeGreaterThan(minutes.get("Mid-size jet")!);
  });
});

describe("live from-prices per class over the seeded marketplace", () => {
  it("is the engine's cheapest one-way of the next 30 days, per class, in every currency", async () => {
    const route = { from: airport("UUWW"), to: airport("LTFM") };
    const prices = await engineRoutePrices(database.db, silentLogger)(route, now);
    expect(prices.restriction).toBeNull();
    expect(prices.classes.length).toBeGreaterThan(1);
    // The cheapest class is the price calendar's cheapest day over the same window (API.md).
    const window = fromPriceWindow(route, now);
    const calendar = await charter.priceCalendar({
      departure_airport: "UUWW",
      arrival_airport: "LTFM",
      date_from: window.firstDayLocal,
      date_to: window.lastDayLocal,
      pax_there: 1,
    });
    const calendarCheapest = Math.min(...calendar.days.flatMap((day) => (day.price ? [day.price.eur] : [])));
    expect(Math.min(...prices.classes.map((line) => line.price.eur))).toBe(calendarCheapest);
    expect(prices.ratesDate).toBe(calendar.rates_date);
    for (const line of prices.classes) {
      expect(line.date >= window.firstDayLocal && line.date <= window.lastDayLocal).toBe(true);
      expect(line.price.rub).toBeGreaterThan(line.price.eur);
    }
    expect(FROM_PRICE_DAYS).toBe(30);
  });

  it("prices nothing on a route the rules close, and says why (spec §8)", async () => {
    const prices = await engineRoutePrices(database.db, silentLogger)(
      { from: airport("UUWW"), to: airport("URRP") },
      now,
    );
    expect(prices.classes).toEqual([]);
    expect(prices.restriction).toMatchObject({ code: "closed_airport", airports: ["URRP"] });
  });
});

describe("the route price cache", () => {
  const answer: RoutePrices = { restriction: null, ratesDate: "2026-11-20", classes: [] };

  it("keeps a route's prices for at most an hour, shares a reading in progress, and empties on purge", async () => {
    let readings = 0;
    const cache = createRoutePriceCache(async () => {
      readings += 1;
      return answer;
    });
    const route = { from: airport("UUWW"), to: airport("OMDB") };
    const t0 = new Date("2026-11-21T09:00:00Z");
    await Promise.all([cache.get(route, t0), cache.get(route, t0)]);
    expect(readings).toBe(1);
    await cache.get(route, new Date(t0.getTime() + FROM_PRICE_TTL_MS - 1));
    expect(readings).toBe(1);
    await cache.get(route, new Date(t0.getTime() + FROM_PRICE_TTL_MS));
    expect(readings).toBe(2);
    // Another route is priced on its own.
    await cache.get({ from: route.from, to: airport("LTFM") }, t0);
    expect(readings).toBe(3);
    cache.clear();
    await cache.get(route, new Date(t0.getTime() + FROM_PRICE_TTL_MS));
    expect(readings).toBe(4);
    expect(FROM_PRICE_TTL_MS).toBeLessThanOrEqual(60 * 60_000);
  });

  it("outlives any copy of the page a shared cache may serve (app/routes/route-page.tsx)", () => {
    // The page is cached like a content page; the oldest copy a CDN may hand out is s-maxage plus
    // stale-while-revalidate old, which must stay inside the hour a price is kept.
    const seconds = (name: string) =>
      Number(new RegExp(`${name}=(\\d+)`).exec(CONTENT_PAGE_CACHE_CONTROL)?.[1]);
    expect(seconds("s-maxage") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(
      FROM_PRICE_TTL_MS / 1000,
    );
  });

  it("does not keep a failed reading", async () => {
    let fail = true;
    const cache = createRoutePriceCache(async () => {
      if (fail) throw new Error("database away");
      return answer;
    });
    const route = { from: airport("UUWW"), to: airport("OMDB") };
    await expect(cache.get(route, now)).rejects.toThrow("database away");
    fail = false;
    await expect(cache.get(route, now)).resolves.toBe(answer);
  });
});

describe("a route page's loader capability", () => {
  let dataset: TempDataset | undefined;
  afterEach(async () => {
    await dataset?.remove();
    dataset = undefined;
  });

  async function services() {
    dataset = await createTempDataset(FIXTURES);
    const content = createContentService({
      source: createDatasetSource({ file: dataset.file }),
      cache: createContentCache({ ttlMs: 60_000, logger: silentLogger }),
      logger: silentLogger,
    });
    return {
      content,
      charterClient,
      logger: silentLogger,
      env: parseEnv({ SITE_URL: "https://charterline.ru" }),
      db: database,
      contentPurges: createContentPurges({ database, logger: silentLogger }),
    };
  }

  const ask = (slug: string, language: "ru" | "en", search = "") => ({
    slug,
    language,
    search: new URLSearchParams(search),
    now,
  });

  it("shows an open route in the page's language: airports, distance, a price per class", async () => {
    const s = await services();
    const outcome = await loadRoutePage(s, ask("moscow-dubai", "en", "currency=usd"));
    if (outcome.kind !== "page") throw new Error(`expected a page, got ${outcome.kind}`);
    const { view } = outcome;
    expect(view.page.heading).toBe("Private jet from Moscow to Dubai");
    expect(view.page.faq).toEqual([
      { _key: "q1", question: "How long is the flight?", answer: "About five hours." },
    ]);
    expect(view.slugs).toEqual({ ru: "moskva-dubaj", en: "moscow-dubai" });
    expect([view.from.iata, view.to.iata]).toEqual(["VKO", "DXB"]);
    expect(view.distanceText).toMatch(/^3,6\d\d$/);
    expect(view.restriction).toBeNull();
    expect(view.classes.length).toBeGreaterThan(1);
    expect(
      view.classes.filter((line) => line.priceText).every((line) => line.priceText!.startsWith("$")),
    ).toBe(true);
    expect(view.classes.find((line) => line.priceText)?.searchHref).toMatch(
      /^\/en\/search\/UUWW\/OMDB\/2026-1[12]-\d\dT12:00\/1\/$/,
    );
    expect(view.searchHref).toBe("/en/search/UUWW/OMDB/2026-11-22T12:00/1/");
  });

  it("answers the other language's slug with the page's own address in this language", async () => {
    const s = await services();
    expect(await loadRoutePage(s, ask("moskva-dubaj", "en", "currency=eur"))).toEqual({
      kind: "redirect",
      location: "/en/routes/moscow-dubai/?currency=eur",
    });
    expect(await loadRoutePage(s, ask("moscow-dubai", "ru"))).toEqual({
      kind: "redirect",
      location: "/routes/moskva-dubaj/",
    });
  });

  it("does not know a slug no page has, nor one outside the slug rule", async () => {
    const s = await services();
    expect(await loadRoutePage(s, ask("moskva-parizh", "ru"))).toEqual({ kind: "not-found" });
    expect(await loadRoutePage(s, ask("Moskva_Dubaj", "ru"))).toEqual({ kind: "not-found" });
  });

  it("shows the sanctions message instead of prices and empty legs on a closed route", async () => {
    const s = await services();
    const outcome = await loadRoutePage(s, ask("moskva-rostov-na-donu", "ru"));
    if (outcome.kind !== "page") throw new Error(`expected a page, got ${outcome.kind}`);
    expect(outcome.view.restriction).toMatchObject({ code: "closed_airport", airports: ["URRP"] });
    expect(outcome.view.classes).toEqual([]);
    expect(outcome.view.emptyLegs).toEqual([]);
  });

  it("keeps one price cache per process and empties it when the supply or the content changes", async () => {
    const s = await services();
    const cache = routePriceCache(s);
    expect(routePriceCache(s)).toBe(cache);
    const route = { from: airport("UUWW"), to: airport("LTFM") };
    const first = cache.get(route, now);
    expect(cache.get(route, now)).toBe(first);
    // What a console write to the supply announces (app/ops/supply-changed.server.ts).
    await s.contentPurges.announce({ documentId: null, documentType: "ops-supply" });
    expect(cache.get(route, now)).not.toBe(first);
  });
});
