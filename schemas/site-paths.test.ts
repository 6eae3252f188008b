import { describe, expect, it } from "vitest";
import { aircraftSlug } from "~/content/aircraft-slug";
import { localizePath } from "~/utils/language";
import { SCREEN_DOCUMENTS } from "~/seo/sitemap.server";
import { screens } from "../remix.config.js";
import { isPublished, readDataset } from "../tests/support/content-fixtures";
import {
  parseSiteOrigin,
  previewUrl,
  SINGLETON_PATHS,
  SITE_PATH_TYPES,
  sitePaths,
  siteUrl,
} from "./site-paths";

describe("sitePaths", () => {
  it("puts every singleton page where the site's route table serves its screen", () => {
    // The site's truth: the screen each singleton describes (sitemap) and that screen's path.
    const expected = Object.fromEntries(
      Object.entries(SCREEN_DOCUMENTS).map(([screenId, type]) => {
        const screen = screens.find((candidate) => candidate.id === screenId);
        if (!screen) throw new Error(`no screen ${screenId}`);
        return [type, screen.path === "" ? "/" : `/${screen.path}/`];
      }),
    );
    expect(SINGLETON_PATHS).toEqual(expected);
    for (const [type, path] of Object.entries(SINGLETON_PATHS)) {
      expect(sitePaths({ _id: type, _type: type })).toEqual([
        { language: "ru", path },
        { language: "en", path: localizePath(path, "en") },
      ]);
    }
  });

  it("gives the home page /en/ in English", () => {
    expect(sitePaths({ _type: "homePage" }).map((entry) => entry.path)).toEqual(["/", "/en/"]);
  });

  it("serves a landing page at /{slug}/ in Russian only", () => {
    expect(sitePaths({ _type: "landingPage", slug: { _type: "slug", current: "zakaz-chartera" } })).toEqual([
      { language: "ru", path: "/zakaz-chartera/" },
    ]);
  });

  it("has no address for a landing page whose slug is missing or not a path segment yet", () => {
    expect(sitePaths({ _type: "landingPage" })).toEqual([]);
    expect(sitePaths({ _type: "landingPage", slug: { current: "" } })).toEqual([]);
    expect(sitePaths({ _type: "landingPage", slug: { current: "Аренда самолёта" } })).toEqual([]);
    expect(sitePaths({ _type: "landingPage", slug: { current: "a/b" } })).toEqual([]);
  });

  it("serves a route page under /routes/ with its slug per language", () => {
    const routePage = {
      _type: "routePage",
      slug: { ru: { current: "moskva-sochi" }, en: { current: "moscow-sochi" } },
    };
    expect(sitePaths(routePage)).toEqual([
      { language: "ru", path: "/routes/moskva-sochi/" },
      { language: "en", path: "/en/routes/moscow-sochi/" },
    ]);
    expect(sitePaths({ _type: "routePage", slug: { ru: { current: "moskva-sochi" } } })).toEqual([
      { language: "ru", path: "/routes/moskva-sochi/" },
    ]);
    expect(sitePaths({ _type: "routePage" })).toEqual([]);
  });

  it("serves an aircraft at its tail number in lower case, as the aircraft page's slug", () => {
    expect(sitePaths({ _type: "fleetAircraft", number: "RA-67470" })).toEqual([
      { language: "ru", path: `/fleet/${aircraftSlug("RA-67470")}/` },
      { language: "en", path: `/en/fleet/${aircraftSlug("RA-67470")}/` },
    ]);
    expect(sitePaths({ _type: "fleetAircraft", number: "RA 67470" })).toEqual([]);
    expect(sitePaths({ _type: "fleetAircraft" })).toEqual([]);
  });

  it("opens the partners page for a partner", () => {
    expect(sitePaths({ _type: "partner", name: "Jet Partner" })).toEqual([
      { language: "ru", path: "/partners/" },
      { language: "en", path: "/en/partners/" },
    ]);
  });

  it("has no address for settings, the 404 page, documents and redirects", () => {
    for (const type of ["siteSettings", "notFoundPage", "registrationMarkDocument", "redirect", "unknown"]) {
      expect(sitePaths({ _type: type })).toEqual([]);
      expect(SITE_PATH_TYPES.has(type)).toBe(false);
    }
    expect(sitePaths(null)).toEqual([]);
    expect(sitePaths({})).toEqual([]);
  });

  it("finds an address for every published page document of the shipped dataset", () => {
    const pages = readDataset().filter(
      (document) => SITE_PATH_TYPES.has(document._type) && isPublished(document),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const languages = sitePaths(page).map((entry) => entry.language);
      expect(languages, `${page._type} ${page._id}`).toEqual(
        page._type === "landingPage" ? ["ru"] : ["ru", "en"],
      );
    }
  });

  it("lists exactly the types that can have an address", () => {
    expect([...SITE_PATH_TYPES].sort()).toEqual(
      [...Object.keys(SINGLETON_PATHS), "partner", "landingPage", "routePage", "fleetAircraft"].sort(),
    );
  });
});

describe("parseSiteOrigin", () => {
  it("accepts an http(s) origin with or without the closing slash", () => {
    expect(parseSiteOrigin("https://charterline.ru/")).toBe("https://charterline.ru");
    expect(parseSiteOrigin(" http://localhost:3000 ")).toBe("http://localhost:3000");
  });

  it("refuses what would break the links built on it", () => {
    for (const raw of [
      "",
      "charterline.ru",
      "ftp://charterline.ru",
      "https://charterline.ru/ru/",
      "https://a.ru/?x=1",
    ]) {
      expect(parseSiteOrigin(raw)).toBeNull();
    }
  });
});

describe("siteUrl and previewUrl", () => {
  it("joins the origin and the path", () => {
    expect(siteUrl("https://charterline.ru", "/en/routes/moscow-sochi/")).toBe(
      "https://charterline.ru/en/routes/moscow-sochi/",
    );
  });

  it("sends the secret and the path to the site's preview entry, encoded", () => {
    const href = previewUrl("http://localhost:3000", "s3cr&t=1", "/zakaz-chartera/");
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("http://localhost:3000/api/preview");
    expect(url.searchParams.get("secret")).toBe("s3cr&t=1");
    expect(url.searchParams.get("redirect")).toBe("/zakaz-chartera/");
  });
});
