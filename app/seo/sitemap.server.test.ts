import { afterEach, describe, expect, it } from "vitest";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { parseEnv } from "~/utils/env.server";
import { screens as declaredScreens } from "../../remix.config.js";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import {
  SCREEN_DOCUMENTS,
  loadSitemapEntries,
  renderSitemap,
  sitemapEntries,
  sitemapResponse,
} from "./sitemap.server";

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

  it("names only screens the route table declares", () => {
    const ids = new Set(declaredScreens.map((screen) => screen.id));
    expect(Object.keys(SCREEN_DOCUMENTS).filter((id) => !ids.has(id))).toEqual([]);
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
