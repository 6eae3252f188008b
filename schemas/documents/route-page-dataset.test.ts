import { describe, expect, it } from "vitest";
import { airportIndex } from "~/charter/airports/airports";
import { flownPathKm } from "~/charter/engine/corridors";
import { withinRange } from "~/charter/engine/flight";
import { AIRCRAFT_TYPES } from "~/charter/fleet/aircraft-types";
import { createRuleBook, RULES } from "~/charter/restrictions";
import { SEO_TITLE_MAX } from "../rule";
import { schemaTypes } from "../index";
import { documentsOfType, readDataset } from "../../tests/support/content-fixtures";
import { createSchemaValidator, formatIssues } from "../../tests/support/schema-validator";
import { isKnownAirport } from "../airport-codes";
import { ROUTE_SLUG_MAX, ROUTE_SLUG_PATTERN } from "./route-page";

/**
 * The route pages the site ships in content/production.ndjson (issue 17, item 3): at least 24, from
 * Moscow (Vnukovo, the business-aviation terminal the engine and the landing pages fly from) and
 * Saint Petersburg (Pulkovo) to the destinations the landing pages sell and the open international
 * ones, filled in both languages, plus one route the rules close, whose page shows the sanctions
 * message instead of prices.
 */

interface Localized {
  ru?: string;
  en?: string;
}
interface Faq {
  question?: string;
  answer?: string;
}
interface RoutePageDocument {
  from: string;
  to: string;
  slug: { ru?: { current?: string }; en?: { current?: string } };
  heading: Localized;
  intro: Localized;
  faq: { ru?: Faq[]; en?: Faq[] };
  seo: { title: Localized; description: Localized; robots?: string };
}

const LANGUAGES = ["ru", "en"] as const;
/** The issue's limits, which the Studio's counters show: a title ≤ 60, a description 70–160. */
const DESCRIPTION_RANGE = [70, 160] as const;
/** issue 17: "Dubai, Istanbul, Antalya, Baku, Yerevan, Tashkent, Almaty…". */
const OPEN_INTERNATIONAL = ["OMDB", "LTFM", "LTAI", "UBBB", "UDYZ", "UTTT", "UAAA"];

const documents = readDataset();
const pages = documentsOfType<RoutePageDocument>(documents, "routePage");
const landingDestinations = [
  ...new Set(
    documentsOfType<{ spec_items_intl?: { arrival: string }[]; spec_items_dom?: { arrival: string }[] }>(
      documents,
      "landingPage",
    ).flatMap((page) =>
      [...(page.spec_items_intl ?? []), ...(page.spec_items_dom ?? [])].map((item) => item.arrival),
    ),
  ),
];
const rules = createRuleBook(RULES, new Date());
const airport = (icao: string) => airportIndex.byIcao(icao)!;
const restriction = (page: RoutePageDocument) => rules.routeRestriction(airport(page.from), airport(page.to));
const route = (page: RoutePageDocument) => `${page.from}-${page.to}`;

describe("the shipped route pages (issue 17, item 3)", () => {
  it("are at least 24, each route once", () => {
    expect(pages.length).toBeGreaterThanOrEqual(24);
    const routes = pages.map(route);
    expect(routes.filter((name, index) => routes.indexOf(name) !== index)).toEqual([]);
    expect(pages.map((page) => page._id)).toEqual(
      pages.map((page) => `routePage-${page.from.toLowerCase()}-${page.to.toLowerCase()}`),
    );
  });

  it("pass the routePage schema without an error or a warning", () => {
    const validator = createSchemaValidator(schemaTypes);
    const byId = new Map(documents.map((document) => [document._id, document]));
    const stored = documents.filter((document) => document._type === "routePage");
    expect(formatIssues(stored.flatMap((page) => validator.validateDocument(page, byId)))).toBe("");
  });

  it("fly from Vnukovo and Pulkovo to airports of the site's list, in the Studio's copy too", () => {
    expect(new Set(pages.map((page) => page.from))).toEqual(new Set(["UUWW", "ULLI"]));
    for (const page of pages) {
      for (const icao of [page.from, page.to]) {
        expect(airportIndex.byIcao(icao), icao).toBeDefined();
        expect(isKnownAirport(icao), icao).toBe(true);
      }
    }
  });

  it("cover the landing pages' destinations and the open international ones from Moscow", () => {
    const fromMoscow = pages.filter((page) => page.from === "UUWW").map((page) => page.to);
    expect(landingDestinations.length).toBeGreaterThan(0);
    expect(fromMoscow).toEqual(expect.arrayContaining([...landingDestinations, ...OPEN_INTERNATIONAL]));
    expect(pages.filter((page) => page.from === "ULLI").length).toBeGreaterThanOrEqual(5);
  });

  it("include exactly one route the rules close, and every other route is open and non-stop for some jet", () => {
    const closed = pages.filter((page) => restriction(page) !== null).map(route);
    expect(closed).toEqual(["UUWW-LFMN"]);
    const longestRange = Math.max(...AIRCRAFT_TYPES.map((type) => type.rangeKm));
    for (const page of pages.filter((candidate) => restriction(candidate) === null)) {
      expect(withinRange(flownPathKm(airport(page.from), airport(page.to)), longestRange), route(page)).toBe(
        true,
      );
    }
  });

  it("have a unique slug per language, in the Studio's format", () => {
    for (const language of LANGUAGES) {
      const slugs = pages.map((page) => page.slug[language]?.current ?? "");
      expect(
        slugs.filter((slug, index) => slugs.indexOf(slug) !== index),
        language,
      ).toEqual([]);
      for (const slug of slugs) {
        expect(slug).toMatch(ROUTE_SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(ROUTE_SLUG_MAX);
      }
    }
    // Transliterated Russian and English city names, as the landing pages' slugs are written.
    const dubai = pages.find((page) => route(page) === "UUWW-OMDB")!;
    expect([dubai.slug.ru?.current, dubai.slug.en?.current]).toEqual(["moskva-dubaj", "moscow-dubai"]);
  });

  it("are written in both languages: heading, a 2–4 sentence intro, 3–4 questions", () => {
    for (const page of pages) {
      for (const language of LANGUAGES) {
        const where = `${route(page)} ${language}`;
        expect(page.heading[language], where).toBeTruthy();
        const sentences = (page.intro[language] ?? "").split(/(?<=[.!?])\s+(?=[A-ZА-ЯЁ«])/u);
        expect(sentences.length, where).toBeGreaterThanOrEqual(2);
        expect(sentences.length, where).toBeLessThanOrEqual(4);
        const faq = page.faq[language] ?? [];
        expect(faq.length, where).toBeGreaterThanOrEqual(3);
        expect(faq.length, where).toBeLessThanOrEqual(4);
        for (const item of faq) {
          expect(item.question, where).toMatch(/\?$/);
          expect(item.answer?.length ?? 0, where).toBeGreaterThan(40);
        }
      }
      expect(page.faq.ru?.length).toBe(page.faq.en?.length);
      expect(page.seo.robots).toBe("index, follow");
    }
  });

  it("keep SEO titles within 60 characters and descriptions within 70–160", () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const language of LANGUAGES) {
        const title = page.seo.title[language] ?? "";
        const description = page.seo.description[language] ?? "";
        if (title === "" || title.length > SEO_TITLE_MAX)
          problems.push(`${route(page)} ${language} title ${title.length}`);
        if (description.length < DESCRIPTION_RANGE[0] || description.length > DESCRIPTION_RANGE[1]) {
          problems.push(`${route(page)} ${language} description ${description.length}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
