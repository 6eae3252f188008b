import { afterEach, describe, expect, it } from "vitest";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { parseEnv } from "~/utils/env.server";
import { screens as declaredScreens } from "../../remix.config.js";
import { PRODUCTION_DATASET_FILE, readDataset } from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import {
  SCREEN_DOCUMENTS,
  loadSitemapEntries,
  renderSitemap,
  sitemapEntries,
  sitemapResponse,
} from "./sitemap.server";
import { DISALLOWED_PATHS, isCrawlable } from "./robots";

const SITE = "https://charterline.ru";
const screens = [
  { id: "home", path: "" },
  { id: "fleet", path: "fleet" },
  { id: "about", path: "about" },
  { id: "el", path: "el" },
  { id: "search", path: "search/:from/:to/:date/:passengers" },
  { id: "flight", path: "flight/:flightId" },
  { id: "not-found-page", path: "404" },
];

function pair(path: string) {
  return {
    ru: `${SITE}${path}`,
    en: `${SITE}/en${path}`,
    "x-default": `${SITE}${path}`,
  };
}

describe("sitemap entries (issue 3, item 5)", () => {
  it("lists every static screen in both languages with hreflang pairs, and landing pages in Russian", () => {
    const entries = sitemapEntries({
      siteUrl: SITE,
      screens,
      pages: [
        { _type: "homePage", _updatedAt: "2026-11-20T16:12:47Z", robots: "index, follow", canonical: null },
        { _type: "fleetPage", _updatedAt: null, robots: null, canonical: null },
      ],
      landingPages: [
        { slug: "aviabroker", _updatedAt: "2026-11-19T09:00:00Z", robots: null, canonical: null },
        { slug: "private-jet", _updatedAt: null, robots: "index, follow", canonical: "/private-jet/" },
      ],
    });
    expect(entries).toEqual([
      { loc: `${SITE}/`, lastmod: "2026-11-20T16:12:47.000Z", alternates: pair("/") },
      { loc: `${SITE}/en/`, lastmod: "2026-11-20T16:12:47.000Z", alternates: pair("/") },
      { loc: `${SITE}/fleet/`, alternates: pair("/fleet/") },
      { loc: `${SITE}/en/fleet/`, alternates: pair("/fleet/") },
      // A screen whose document is missing (or has none, like el/) is still a page.
      { loc: `${SITE}/about/`, alternates: pair("/about/") },
      { loc: `${SITE}/en/about/`, alternates: pair("/about/") },
      { loc: `${SITE}/el/`, alternates: pair("/el/") },
      { loc: `${SITE}/en/el/`, alternates: pair("/el/") },
      { loc: `${SITE}/aviabroker/`, lastmod: "2026-11-19T09:00:00.000Z" },
      { loc: `${SITE}/private-jet/` },
    ]);
  });

  it("leaves out noindex pages, pages canonicalised elsewhere and slugs the route would not serve", () => {
    const entries = sitemapEntries({
      siteUrl: SITE,
      screens,
      pages: [
        { _type: "aboutPage", _updatedAt: null, robots: "noindex, follow", canonical: null },
        // An override to the Russian page keeps the Russian page and drops the English one.
        { _type: "fleetPage", _updatedAt: null, robots: null, canonical: "/fleet/" },
      ],
      landingPages: [
        { slug: "zakaz-chartera", _updatedAt: null, robots: "noindex, nofollow", canonical: null },
        { slug: "chastnyj-rejs", _updatedAt: null, robots: null, canonical: "/zakaz-samoleta/" },
        { slug: "Bad Slug", _updatedAt: null, robots: null, canonical: null },
        { slug: "vip-charter", _updatedAt: "not a date", robots: null, canonical: `${SITE}/vip-charter/` },
      ],
    }).map((entry) => entry.loc);
    expect(entries).toEqual([
      `${SITE}/`,
      `${SITE}/en/`,
      `${SITE}/fleet/`,
      `${SITE}/el/`,
      `${SITE}/en/el/`,
      `${SITE}/vip-charter/`,
    ]);
  });

  it("lists each route page under its slug in both languages, paired by hreflang (issue 17, item 3)", () => {
    const route = {
      _updatedAt: "2026-11-22T08:00:00Z",
      robots: null,
      canonical: null,
      from: "UUWW",
      to: "OMDB",
      slugRu: "moskva-dubaj",
      slugEn: "moscow-dubai",
    };
    const entries = sitemapEntries({
      siteUrl: SITE,
      screens: [],
      pages: [],
      landingPages: [],
      routePages: [
        route,
        // Left out: noindex, an unknown airport, the same airport twice.
        { ...route, slugRu: "skrytyj", slugEn: "hidden", robots: "noindex, follow" },
        { ...route, to: "ZZZZ", slugRu: "nikuda", slugEn: "nowhere" },
        { ...route, to: "UUWW", slugRu: "krug", slugEn: "circle" },
        // A page with a Russian slug only is listed alone, with no pair.
        { ...route, to: "LTFM", slugRu: "moskva-stambul", slugEn: null, _updatedAt: null },
      ],
    });
    const alternates = {
      ru: `${SITE}/routes/moskva-dubaj/`,
      en: `${SITE}/en/routes/moscow-dubai/`,
      "x-default": `${SITE}/routes/moskva-dubaj/`,
    };
    expect(entries).toEqual([
      { loc: `${SITE}/routes/moskva-dubaj/`, lastmod: "2026-11-22T08:00:00.000Z", alternates },
      { loc: `${SITE}/en/routes/moscow-dubai/`, lastmod: "2026-11-22T08:00:00.000Z", alternates },
      { loc: `${SITE}/routes/moskva-stambul/` },
    ]);
  });

  it("lists every aircraft page in both languages under its tail number (issue 17, item 4)", () => {
    const entries = sitemapEntries({
      siteUrl: SITE,
      screens: [],
      pages: [],
      landingPages: [],
      aircraft: [
        { number: "RA-67470", _updatedAt: "2026-11-21T17:40:00Z" },
        { number: "not a tail number", _updatedAt: null },
      ],
    });
    expect(entries).toEqual([
      {
        loc: `${SITE}/fleet/ra-67470/`,
        lastmod: "2026-11-21T17:40:00.000Z",
        alternates: pair("/fleet/ra-67470/"),
      },
      {
        loc: `${SITE}/en/fleet/ra-67470/`,
        lastmod: "2026-11-21T17:40:00.000Z",
        alternates: pair("/fleet/ra-67470/"),
      },
    ]);
  });

  it("names only screens the route table declares", () => {
    const ids = new Set(declaredScreens.map((screen) => screen.id));
    expect(Object.keys(SCREEN_DOCUMENTS).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("the sitemap of the shipped dataset (content/production.ndjson)", () => {
  it("counts the static screens, the landing pages, two addresses per route page and two per aircraft", async () => {
    const { logger } = createMemoryLogger();
    const content = createContentService({
      source: createDatasetSource({ file: PRODUCTION_DATASET_FILE }),
      cache: createContentCache({ ttlMs: 60_000, logger }),
      logger,
    });
    const entries = await loadSitemapEntries({ content, logger, env: parseEnv({ SITE_URL: SITE }) });
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);

    // The expected count, from the dataset itself: published documents only (drafts are not pages).
    const published = readDataset().filter((document) => !document._id.startsWith("drafts."));
    const routePages = published.filter(
      (document) =>
        document._type === "routePage" &&
        !/\bnoindex\b/.test(String((document.seo as { robots?: string } | undefined)?.robots ?? "")),
    );
    const aircraft = published.filter(
      (document) => document._type === "fleetAircraft" && typeof document.number === "string",
    );
    const landingPages = published.filter((document) => document._type === "landingPage");
    const routeLocs = locs.filter((loc) => /\/routes\/[^/]+\/$/.test(loc));
    const aircraftLocs = locs.filter((loc) => /\/fleet\/[^/]+\/$/.test(loc));
    const staticLocs = locs.length - routeLocs.length - aircraftLocs.length;

    // issue 17, item 3: at least 24 route pages are shipped, each in both languages.
    expect(routePages.length).toBeGreaterThanOrEqual(24);
    expect(routeLocs).toHaveLength(routePages.length * 2);
    expect(aircraftLocs).toHaveLength(aircraft.length * 2);
    // The rest: every indexable screen without a parameter in both languages, and the landing pages;
    // issue 17 counted 28 of them before route and aircraft pages existed.
    // The search form's /search/ is not among them: robots.txt disallows it (issue 28, item 10).
    // Nor are the watch pages (issue 29, item 2): one person's links, `noindex`.
    const indexableScreens = declaredScreens.filter(
      (screen) =>
        screen.id !== "not-found-page" &&
        !screen.id.startsWith("watches") &&
        !/[:*]/.test(screen.path) &&
        isCrawlable(`/${screen.path}/`),
    );
    expect(staticLocs).toBe(indexableScreens.length * 2 + landingPages.length);
    expect(staticLocs).toBe(26);
    expect(locs).toHaveLength(26 + routePages.length * 2 + aircraft.length * 2);
    // Issue 28, item 10: nothing the sitemap lists is an address robots.txt keeps crawlers off.
    const blocked = locs.filter((loc) => !isCrawlable(new URL(loc).pathname));
    expect(blocked).toEqual([]);
    expect(locs).not.toContain(`${SITE}/search/`);
    expect(locs.filter((loc) => new URL(loc).pathname.includes("/watches/"))).toEqual([]);
    expect(locs).not.toContain(`${SITE}/en/search/`);

    // Each route page is listed under both of its slugs, each naming the other as its pair.
    for (const document of routePages) {
      const slug = document.slug as { ru: { current: string }; en: { current: string } };
      const ru = `${SITE}/routes/${slug.ru.current}/`;
      const en = `${SITE}/en/routes/${slug.en.current}/`;
      const entry = entries.find((candidate) => candidate.loc === en);
      expect(entry?.alternates).toEqual({ ru, en, "x-default": ru });
      expect(entry?.lastmod).toBe(new Date(String(document._updatedAt)).toISOString());
    }
    for (const document of aircraft) {
      const slug = String(document.number).toLowerCase();
      expect(locs).toContain(`${SITE}/fleet/${slug}/`);
      expect(locs).toContain(`${SITE}/en/fleet/${slug}/`);
    }
  });
});

describe("the sitemap against robots.txt (issue 28, item 10)", () => {
  it("leaves out every screen whose address robots.txt disallows, in both languages", () => {
    const entries = sitemapEntries({
      siteUrl: SITE,
      screens: [
        { id: "home", path: "" },
        { id: "search-form", path: "search" },
        { id: "fleet", path: "fleet" },
      ],
      pages: [],
      landingPages: [],
    });
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/en/`,
      `${SITE}/fleet/`,
      `${SITE}/en/fleet/`,
    ]);
  });

  it("reads a Disallow line as a prefix, as crawlers do (RFC 9309)", () => {
    for (const path of DISALLOWED_PATHS) expect(isCrawlable(path)).toBe(false);
    expect(isCrawlable("/search/UUWW/LTFM/2026-12-01T12:00/1/")).toBe(false);
    expect(isCrawlable("/en/search/")).toBe(false);
    expect(isCrawlable("/el/")).toBe(true);
    expect(isCrawlable("/en/fleet/")).toBe(true);
  });
});

describe("renderSitemap", () => {
  it("writes the sitemaps.org urlset with xhtml:link alternates, entity-escaped", () => {
    const xml = renderSitemap([
      { loc: `${SITE}/`, lastmod: "2026-11-20T16:12:47.000Z", alternates: pair("/") },
      { loc: `${SITE}/a&b/` },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "  <url>",
        `    <loc>${SITE}/</loc>`,
        "    <lastmod>2026-11-20T16:12:47.000Z</lastmod>",
        `    <xhtml:link rel="alternate" hreflang="ru" href="${SITE}/"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`,
        "  </url>",
        "  <url>",
        `    <loc>${SITE}/a&amp;b/</loc>`,
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});

describe("the sitemap over the content layer", () => {
  let dataset: TempDataset | undefined;
  afterEach(async () => {
    await dataset?.remove();
    dataset = undefined;
  });

  function services(file: string) {
    const { logger, entries } = createMemoryLogger();
    const content = createContentService({
      source: createDatasetSource({ file }),
      cache: createContentCache({ ttlMs: 60_000, logger }),
      logger,
    });
    return { services: { content, logger, env: parseEnv({ SITE_URL: SITE }) }, entries };
  }

  it("reads page and landing documents with GROQ, published ones only", async () => {
    dataset = await createTempDataset([
      {
        _id: "homePage",
        _type: "homePage",
        _updatedAt: "2026-11-20T10:00:00Z",
        seo: { robots: "index, follow" },
      },
      { _id: "drafts.aboutPage", _type: "aboutPage", _updatedAt: "2026-11-21T10:00:00Z" },
      {
        _id: "landing-aviabroker",
        _type: "landingPage",
        _updatedAt: "2026-11-19T09:00:00Z",
        slug: { _type: "slug", current: "aviabroker" },
      },
      {
        _id: "drafts.landing-private-jet",
        _type: "landingPage",
        _updatedAt: "2026-11-19T09:00:00Z",
        slug: { _type: "slug", current: "private-jet" },
      },
    ]);
    const { services: s } = services(dataset.file);
    const entries = await loadSitemapEntries(s);
    expect(entries).toContainEqual({
      loc: `${SITE}/`,
      lastmod: "2026-11-20T10:00:00.000Z",
      alternates: pair("/"),
    });
    expect(entries).toContainEqual({ loc: `${SITE}/aviabroker/`, lastmod: "2026-11-19T09:00:00.000Z" });
    expect(entries.map((entry) => entry.loc)).not.toContain(`${SITE}/private-jet/`);
  });

  it("lists an aircraft page only where the aircraft route serves one: a tail number and a type", async () => {
    dataset = await createTempDataset([
      { _id: "a1", _type: "fleetAircraft", number: "RA-67470", type: "Challenger 850" },
      { _id: "a2", _type: "fleetAircraft", number: "RA-02774" },
      { _id: "a3", _type: "fleetAircraft", type: "Falcon 7X" },
    ]);
    const locs = (await loadSitemapEntries(services(dataset.file).services)).map((entry) => entry.loc);
    expect(locs).toContain(`${SITE}/fleet/ra-67470/`);
    expect(locs).toContain(`${SITE}/en/fleet/ra-67470/`);
    expect(locs.filter((loc) => loc.includes("/fleet/") && !loc.endsWith("/fleet/"))).toHaveLength(2);
  });

  it("leaves out an address an editor's redirect answers (issue 17, item 2), and its hreflang pairing", async () => {
    dataset = await createTempDataset([
      {
        _id: "landing-aviabroker",
        _type: "landingPage",
        slug: { _type: "slug", current: "aviabroker" },
      },
      {
        _id: "landing-aviabroker-2027",
        _type: "landingPage",
        slug: { _type: "slug", current: "aviabroker-2027" },
      },
      {
        _id: "route",
        _type: "routePage",
        from: "UUWW",
        to: "OMDB",
        slug: {
          ru: { _type: "slug", current: "moskva-dubaj" },
          en: { _type: "slug", current: "moscow-dubai" },
        },
      },
      { _id: "a1", _type: "fleetAircraft", number: "RA-67470", type: "Challenger 850" },
      // The old landing page renamed; one language of the route page and the aircraft's English
      // page sent elsewhere; the "from" written without its trailing slash, as the server accepts it.
      { _id: "r1", _type: "redirect", from: "/aviabroker/", to: "/aviabroker-2027/", permanent: true },
      { _id: "r2", _type: "redirect", from: "/en/routes/moscow-dubai", to: "/en/", permanent: false },
      { _id: "r3", _type: "redirect", from: "/en/fleet/ra-67470/", to: "/en/fleet/", permanent: true },
      // A draft redirect is not live yet: its page stays listed.
      { _id: "drafts.r4", _type: "redirect", from: "/about/", to: "/contacts/", permanent: true },
    ]);
    const entries = await loadSitemapEntries(services(dataset.file).services);
    const locs = entries.map((entry) => entry.loc);
    expect(locs).not.toContain(`${SITE}/aviabroker/`);
    expect(locs).toContain(`${SITE}/aviabroker-2027/`);
    expect(locs).not.toContain(`${SITE}/en/routes/moscow-dubai/`);
    expect(locs).not.toContain(`${SITE}/en/fleet/ra-67470/`);
    expect(locs).toContain(`${SITE}/about/`);
    // The language left is listed alone, pairing with no redirected address.
    expect(entries.find((entry) => entry.loc === `${SITE}/routes/moskva-dubaj/`)).toEqual({
      loc: `${SITE}/routes/moskva-dubaj/`,
    });
    expect(entries.find((entry) => entry.loc === `${SITE}/fleet/ra-67470/`)).toEqual({
      loc: `${SITE}/fleet/ra-67470/`,
    });
  });

  it("answers XML with a short cache, or 503 when the content source never answered", async () => {
    dataset = await createTempDataset([]);
    const ok = await sitemapResponse(services(dataset.file).services);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(ok.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await ok.text()).toContain(`<loc>${SITE}/</loc>`);

    const { services: broken, entries } = services("/nonexistent/production.ndjson");
    const failed = await sitemapResponse(broken);
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Retry-After")).toBe("300");
    expect(entries).toContainEqual(expect.objectContaining({ level: "error", msg: "sitemap unavailable" }));
  });
});
