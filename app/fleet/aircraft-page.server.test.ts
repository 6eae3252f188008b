import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import {
  documentsOfType,
  isPublished,
  PRODUCTION_DATASET_FILE,
  readDataset,
} from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { airportIndex } from "~/charter/airports/airports";
import { AIRCRAFT_TYPES } from "~/charter/fleet/aircraft-types";
import { HOUSE_FLEET } from "~/charter/fleet/fleet";
import { seedCharter } from "~/charter/seed/seed.server";
import { createContentCache } from "~/content/cache.server";
import { createContentService, type ContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import type { AIRCRAFT_PAGE_QUERY_RESULT, AIRCRAFT_PAGES_QUERY_RESULT } from "~/content/sanity.types";
import type { Database } from "~/db/client.server";
import { aircraft as aircraftTable } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { silentLogger } from "~/utils/logger.server";
import {
  aircraftPageOf,
  loadAircraftDocument,
  loadAircraftPages,
  type AircraftDocument,
} from "~/content/aircraft-page";
import {
  aircraftGallery,
  aircraftSeatMap,
  aircraftSpecs,
  baseLabel,
  cabinDimensions,
} from "./aircraft-page-model.server";
import { loadAircraftRoute, type AircraftPageServices } from "./aircraft-page.server";

/**
 * The aircraft page (issue 17, item 4) against the shipped dataset through groq-js, as the fleet
 * page's tests read it, and the seeded operations database for the base airport.
 */
const SITE_URL = "https://charterline.example";

function datasetContent(file = PRODUCTION_DATASET_FILE): ContentService {
  const { logger } = createMemoryLogger();
  return createContentService({
    source: createDatasetSource({ file }),
    cache: createContentCache({ ttlMs: 60_000, logger }),
    logger,
  });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

const FLEET_DOCUMENTS = documentsOfType<{ number: string; type: string }>(
  readDataset().filter(isPublished),
  "fleetAircraft",
);

describe("which aircraft have a page", () => {
  it("every published fleet document with a tail number and a type, as the fleet page lists them", async () => {
    const pages = await loadAircraftPages(datasetContent());
    expect(pages.map((page) => page.tailNumber).sort()).toEqual(
      FLEET_DOCUMENTS.map((document) => document.number).sort(),
    );
    expect(pages).toHaveLength(11);
    expect(pages.find((page) => page.tailNumber === "RA-67470")).toMatchObject({
      slug: "ra-67470",
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("links a flight's aircraft only when it has a page", async () => {
    const content = datasetContent();
    expect(await aircraftPageOf(content, "RA-67470", "ru")).toBe("/fleet/ra-67470/");
    expect(await aircraftPageOf(content, "EW-435PC", "en")).toBe("/en/fleet/ew-435pc/");
    // A partner's aircraft (app/charter/fleet/fleet.ts) has no fleet document.
    expect(await aircraftPageOf(content, "RA-09617", "ru")).toBeNull();
  });

  it("finds no document for a slug that is not a tail number, or a draft", async () => {
    let temp: TempDataset | undefined;
    try {
      temp = await createTempDataset([
        {
          _id: "drafts.fleet-ra-99999",
          _type: "fleetAircraft",
          number: "RA-99999",
          type: "Hawker 700",
        },
      ]);
      const content = datasetContent(temp.file);
      expect(await loadAircraftDocument(content, "ra-99999", "ru")).toBeNull();
      expect(await loadAircraftPages(content)).toEqual([]);
    } finally {
      await temp?.remove();
    }
    expect(await loadAircraftDocument(datasetContent(), "not a tail", "ru")).toBeNull();
  });
});

describe("the zod schemas and the generated query types", () => {
  it("name the same fields (STYLE.md, practice 4)", () => {
    type Generated = NonNullable<AIRCRAFT_PAGE_QUERY_RESULT>;
    expectTypeOf<keyof AircraftDocument>().toEqualTypeOf<keyof Generated>();
    expectTypeOf<Omit<AircraftDocument, "description" | "year_of_renewal" | "year_of_overhaul">>().toExtend<
      Omit<Generated, "description" | "year_of_renewal" | "year_of_overhaul">
    >();
    expectTypeOf<keyof AIRCRAFT_PAGES_QUERY_RESULT[number]>().toEqualTypeOf<"number" | "updatedAt">();
  });
});

describe("the page model", () => {
  const base = async (tail: string) =>
    (await loadAircraftDocument(datasetContent(), tail.toLowerCase(), "ru")) as AircraftDocument;
  const challenger850 = AIRCRAFT_TYPES.find((type) => type.id === "challenger-850")!;

  it("fills the grid from the document and the type's published figures", async () => {
    const document = await base("RA-67470");
    const vnukovo = airportIndex.byIcao("UUWW")!;
    const ru = Object.fromEntries(
      // Intl writes the digit groups and the unit with no-break spaces.
      aircraftSpecs(document, challenger850, vnukovo, "ru").map((row) => [
        row.field,
        row.valueKey ?? row.value.replace(/\s/g, " "),
      ]),
    );
    expect(ru).toEqual({
      seats: "14",
      aircraftClass: "offers.class.largeJet",
      manufacturer: "Bombardier",
      yearOfCreation: "2008",
      yearOfRenewal: "2017",
      flyingRange: "4 630 км",
      cruisingSpeed: "819 км/ч",
      // aircraft-types.ts: Jet Advisors, 6,305 ft take-off at MTOW.
      takeOffDistance: "1 922 м",
      homeBase: "Внуково (VKO), Москва",
      wingSpan: "21,21 м",
      overallHeight: "6,22 м",
      overallLength: "26,77 м",
    });
    const en = aircraftSpecs(document, challenger850, null, "en");
    expect(en.find((row) => row.field === "flyingRange")?.value).toBe("4,630 km");
    expect(en.some((row) => row.field === "homeBase")).toBe(false);
    // Without a type: only what the document says, and no class, maker or runway.
    const fields = aircraftSpecs(document, null, null, "en").map((row) => row.field);
    expect(fields).not.toContain("aircraftClass");
    expect(fields).not.toContain("takeOffDistance");
    expect(fields).toContain("seats");
  });

  it("names the base airport once, with its code and, unless its name says it, its city", () => {
    const airport = (icao: string) => airportIndex.byIcao(icao)!;
    expect(baseLabel(airport("UUWW"), "ru")).toBe("Внуково (VKO), Москва");
    expect(baseLabel(airport("URSS"), "ru")).toBe("Сочи (Адлер), AER");
    expect(baseLabel(airport("URSS"), "en")).toMatch(/^Sochi .*\(AER\)$/);
  });

  it("takes the cabin's dimensions from the type, and says nothing it does not know", () => {
    expect(cabinDimensions(challenger850, "en")).toEqual([
      { field: "cabinHeight", value: "1.86 m" },
      { field: "cabinWidth", value: "2.50 m" },
      { field: "cabinLength", value: "14.75 m" },
    ]);
    expect(cabinDimensions(null, "ru")).toEqual([
      { field: "cabinHeight", value: null },
      { field: "cabinWidth", value: null },
      { field: "cabinLength", value: null },
    ]);
  });

  it("fills each picture slot the editor left empty with the type's drawing", async () => {
    const document = await base("RA-67470");
    const uploads = aircraftGallery(document, challenger850);
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads.every((picture) => !picture.drawing)).toBe(true);
    // The salon is one of the uploads already: not shown twice.
    expect(new Set(uploads.map((picture) => picture.url)).size).toBe(uploads.length);

    const bare = { ...document, images: [], salon: null, seats: null };
    expect(aircraftGallery(bare, challenger850)).toEqual([
      {
        url: "/media/fleet/types/challenger-850-exterior.svg",
        width: 1200,
        height: 460,
        alt: "",
        drawing: true,
      },
    ]);
    // A salon picture alone is the editor's: no drawing beside it.
    const salon = { url: "/media/fleet/salon.jpg", width: 800, height: 600, alt: "Салон" };
    expect(aircraftGallery({ images: [], salon }, challenger850)).toEqual([{ ...salon, drawing: false }]);
    expect(aircraftGallery(bare, null)).toEqual([]);

    expect(aircraftSeatMap(document, challenger850)).toMatchObject({
      drawing: false,
      url: document.seats?.url,
    });
    // The typical seat map, with the drawing's own size (public/media/fleet/types/).
    expect(aircraftSeatMap(bare, challenger850)).toEqual({
      url: "/media/fleet/types/challenger-850-seats.svg",
      width: 1000,
      height: 260,
      alt: "",
      drawing: true,
    });
    expect(aircraftSeatMap(bare, null)).toBeNull();
  });
});

describe.each(databaseTargets())("the aircraft route's loader on $name", (target) => {
  let database: Database;
  let services: AircraftPageServices;

  beforeAll(async () => {
    database = await target.open(await target.fresh());
    await seedCharter(database.db, silentLogger);
    services = {
      content: datasetContent(),
      env: { SITE_URL } as AircraftPageServices["env"],
      charter: { airport: (icao: string) => airportIndex.byIcao(icao) } as AircraftPageServices["charter"],
      db: database,
      logger: silentLogger,
    };
  });
  afterAll(() => target.cleanup());
  afterEach(async () => {
    await database.db
      .update(aircraftTable)
      .set({ active: true })
      .where(eq(aircraftTable.tailNumber, "RA-67470"));
  });

  const load = (path: string, slug: string) =>
    loadAircraftRoute({
      request: new Request(`${SITE_URL}${path}`),
      params: { slug },
      context: { services },
    });

  it("renders an aircraft with its base, documents, breadcrumbs, SEO and JSON-LD, in both languages", async () => {
    const ru = await load("/fleet/ra-67470/", "ra-67470");
    expect(ru.language).toBe("ru");
    expect(ru.aircraft).toMatchObject({
      tailNumber: "RA-67470",
      type: "Challenger 850",
      manufacturer: "Bombardier",
    });
    expect(ru.base?.icao).toBe(HOUSE_FLEET.find((one) => one.tailNumber === "RA-67470")?.homeBase);
    expect(ru.baseText).toBe("Внуково (VKO), Москва");
    expect(ru.documents?.compensations).toBe("/docs/compensation-ra-67xxx-73532.pdf");
    expect(ru.breadcrumbs).toEqual([
      { name: "Главная", path: "/" },
      { name: "Флот", path: "/fleet/" },
      { name: "Challenger 850 RA-67470", path: "/fleet/ra-67470/" },
    ]);
    expect(ru.seo).toMatchObject({ pathname: "/fleet/ra-67470/", language: "ru", siteUrl: SITE_URL });
    expect(ru.seo.title.length).toBeLessThanOrEqual(60);
    expect(ru.seo.description.length).toBeGreaterThanOrEqual(70);
    expect(ru.seo.description.length).toBeLessThanOrEqual(160);
    expect(ru.seo.description).toContain("14 мест");

    const [breadcrumbs, product] = ru.jsonLd;
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Challenger 850 RA-67470",
      url: `${SITE_URL}/fleet/ra-67470/`,
      model: "Challenger 850",
      productID: "RA-67470",
      brand: { "@type": "Brand", name: "Bombardier" },
      manufacturer: { "@type": "Organization", name: "Bombardier" },
      category: "Большой джет",
    });
    expect(product).not.toHaveProperty("offers");
    expect(product).not.toHaveProperty("aggregateRating");
    expect((product?.image as string[]).every((url) => url.startsWith(`${SITE_URL}/`))).toBe(true);
    expect(product?.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Высота салона",
      value: 1.86,
      unitCode: "MTR",
      unitText: "m",
    });

    const en = await load("/en/fleet/ra-67470/", "ra-67470");
    expect(en.seo).toMatchObject({ pathname: "/en/fleet/ra-67470/", language: "en" });
    expect(en.baseText).toBe("Vnukovo International Airport (VKO), Moscow");
    expect(en.documents?.compensations).toBe("/docs/en/compensation-ra-67xxx-73532.pdf");
    expect(en.breadcrumbs.map((crumb) => crumb.name)).toEqual(["Home", "Fleet", "Challenger 850 RA-67470"]);
    expect(en.jsonLd[1]).toMatchObject({ category: "Large jet" });
  });

  it("keeps every title and description of the fleet within the SEO lengths", async () => {
    for (const document of FLEET_DOCUMENTS) {
      for (const [prefix, language] of [
        ["", "ru"],
        ["/en", "en"],
      ] as const) {
        const slug = document.number.toLowerCase();
        const page = await load(`${prefix}/fleet/${slug}/`, slug);
        expect(page.seo.title.length, `${language} ${document.number}`).toBeLessThanOrEqual(60);
        expect(page.seo.description.length, `${language} ${document.number}`).toBeGreaterThanOrEqual(70);
        expect(page.seo.description.length, `${language} ${document.number}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("shows no base for an aircraft the engine no longer flies", async () => {
    await database.db
      .update(aircraftTable)
      .set({ active: false })
      .where(eq(aircraftTable.tailNumber, "RA-67470"));
    const page = await load("/fleet/ra-67470/", "ra-67470");
    expect(page.base).toBeNull();
    expect(page.aircraft.specs.some((row) => row.field === "homeBase")).toBe(false);
  });

  it("answers an unknown or malformed slug with the not-found page", async () => {
    for (const slug of ["ra-00000", "RA-67470", "no such aircraft", ""]) {
      const error = await thrown(load(`/en/fleet/${encodeURIComponent(slug)}/`, slug));
      expect(error, slug).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
    }
  });
});
