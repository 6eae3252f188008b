import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import type { FLEET_PAGE_QUERY_RESULT } from "~/content/sanity.types";
import { loadFleetPage, type FleetAircraft, type FleetPage } from "./fleet-page";

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

const svg = (name: string, width = 1200, height = 800) => ({
  _id: `image-${name}-${width}x${height}-svg`,
  _type: "sanity.imageAsset",
  url: `/media/fleet/${name}.svg`,
  mimeType: "image/svg+xml",
  metadata: { dimensions: { width, height, aspectRatio: width / height } },
});
const picture = (asset: { _id: string }, alt?: { ru: string; en?: string }) => ({
  _type: "image",
  _key: asset._id,
  asset: { _type: "reference", _ref: asset._id },
  ...(alt ? { alt: { _type: "localeString", ...alt } } : {}),
});

const side = svg("hawker-side");
const cabin = svg("hawker-cabin");
const layout = svg("hawker-seats", 1000, 400);
const pc12 = svg("pc12-side");

// spec §3 "Fleet item": one aircraft with every field, one with the optional ones left out.
const hawker = {
  _id: "fleet-ra-02811",
  _type: "fleetAircraft",
  number: "RA-02811",
  type: "Hawker 800XP",
  year_of_creation: 1998,
  year_of_renewal: 2014,
  year_of_overhaul: 2018,
  max_pax: 9,
  cabin_height: 1.75,
  cabin_length: 6.5,
  interior_width: 1.83,
  wing_span: 15.66,
  fuselage_height: 5.36,
  fuselage_length: 15.6,
  flying_range: 4893,
  cruising_speed: 750,
  description: { _type: "localeText", ru: "Средний бизнес-джет.", en: "A midsize business jet." },
  images: [
    picture(side, { ru: "Hawker 800XP на стоянке", en: "Hawker 800XP on the apron" }),
    picture(cabin, { ru: "Салон Hawker 800XP" }),
    { _type: "image", _key: "unfinished" },
  ],
  seats: picture(layout, { ru: "Схема кресел Hawker 800XP", en: "Hawker 800XP seat map" }),
};
const pilatus = {
  _id: "fleet-ra-67632",
  _type: "fleetAircraft",
  number: "RA-67632",
  type: "Pilatus PC-12/47E NG",
  year_of_creation: 2020,
  year_of_renewal: 0,
  year_of_overhaul: 0,
  max_pax: 6,
  cabin_height: 1.47,
  cabin_length: 5.16,
  interior_width: 1.52,
  wing_span: 16.28,
  fuselage_height: 4.26,
  fuselage_length: 14.4,
  flying_range: 3417,
  cruising_speed: 528,
  images: [picture(pc12)],
};

const fleetPage = {
  _id: "fleetPage",
  _type: "fleetPage",
  seo: {
    _type: "seo",
    title: { ru: "Парк бизнес-джетов Charterline", en: "Charterline business jet fleet" },
    description: { ru: "Одиннадцать бортов для частных рейсов из Москвы и Минска." },
    robots: "index, follow",
  },
  heading: { ru: "Наш парк", en: "Our fleet" },
  intro: { ru: "Самолёты наших партнёров-эксплуатантов." },
};

async function service(documents: object[]) {
  temp = await createTempDataset([fleetPage, ...documents]);
  const { logger } = createMemoryLogger();
  return createContentService({
    source: createDatasetSource({ file: temp.file }),
    cache: createContentCache({ ttlMs: 60_000, logger }),
    logger,
  });
}

describe("FLEET_QUERY through the embedded dataset (spec §2 Fleet, spec §3 Fleet item)", () => {
  it("reads every aircraft with its pictures in Russian", async () => {
    const content = await service([hawker, pilatus, side, cabin, layout, pc12]);
    const fleet = await loadFleetPage(content, "ru");
    expect(fleet.heading).toBe("Наш парк");
    const byNumber = new Map(fleet.aircraft.map((aircraft) => [aircraft.number, aircraft]));
    expect(byNumber.get("RA-02811")).toEqual({
      id: "fleet-ra-02811",
      number: "RA-02811",
      type: "Hawker 800XP",
      year_of_creation: 1998,
      year_of_renewal: 2014,
      year_of_overhaul: 2018,
      max_pax: 9,
      cabin_height: 1.75,
      cabin_length: 6.5,
      interior_width: 1.83,
      wing_span: 15.66,
      fuselage_height: 5.36,
      fuselage_length: 15.6,
      flying_range: 4893,
      cruising_speed: 750,
      description: "Средний бизнес-джет.",
      // The picture without an uploaded file is left out, not shown broken.
      images: [
        { url: "/media/fleet/hawker-side.svg", width: 1200, height: 800, alt: "Hawker 800XP на стоянке" },
        { url: "/media/fleet/hawker-cabin.svg", width: 1200, height: 800, alt: "Салон Hawker 800XP" },
      ],
      seats: {
        url: "/media/fleet/hawker-seats.svg",
        width: 1000,
        height: 400,
        alt: "Схема кресел Hawker 800XP",
      },
    });
    // Optional fields left out: no description, no seat layout, no years but the first.
    expect(byNumber.get("RA-67632")).toMatchObject({
      year_of_renewal: 0,
      year_of_overhaul: 0,
      description: null,
      images: [{ url: "/media/fleet/pc12-side.svg", alt: "" }],
      seats: null,
    });
  });

  it("reads English texts, falling back to Russian where the English one is missing", async () => {
    const content = await service([hawker, side, cabin, layout]);
    const [aircraft] = (await loadFleetPage(content, "en")).aircraft;
    expect(aircraft?.description).toBe("A midsize business jet.");
    expect(aircraft?.images.map((image) => image.alt)).toEqual([
      "Hawker 800XP on the apron",
      "Салон Hawker 800XP",
    ]);
    expect(aircraft?.seats?.alt).toBe("Hawker 800XP seat map");
  });

  it("reads the page's own texts and SEO fields from the fleetPage singleton", async () => {
    const content = await service([hawker, side, cabin, layout]);
    const { aircraft, ...page } = await loadFleetPage(content, "en");
    expect(aircraft).toHaveLength(1);
    expect(page).toEqual({
      seo: {
        title: "Charterline business jet fleet",
        // English left empty in the Studio: the Russian text stands in (spec §1).
        description: "Одиннадцать бортов для частных рейсов из Москвы и Минска.",
        keywords: null,
        robots: "index, follow",
        canonical: null,
        image: null,
      },
      heading: "Our fleet",
      intro: "Самолёты наших партнёров-эксплуатантов.",
    });
  });

  it("reports a missing fleetPage singleton as a missing document", async () => {
    temp = await createTempDataset([hawker, side, cabin, layout]);
    const { logger } = createMemoryLogger();
    const content = createContentService({
      source: createDatasetSource({ file: temp.file }),
      cache: createContentCache({ ttlMs: 60_000, logger }),
      logger,
    });
    await expect(loadFleetPage(content, "ru")).rejects.toMatchObject({
      name: "ContentError",
      code: "not-found",
      document: "fleetPage",
    });
  });

  it("contains a malformed aircraft as a content error, not a broken page", async () => {
    const content = await service([{ ...hawker, max_pax: "девять" }, side, cabin, layout]);
    await expect(loadFleetPage(content, "ru")).rejects.toMatchObject({
      name: "ContentError",
      code: "invalid",
    });
  });
});

describe("fleet page schema", () => {
  it("agrees with the type Sanity TypeGen generates for the query", () => {
    // Checked by `tsc`: every value zod lets through is a result TypeGen allows, field for field.
    // The SEO block is the shared seoFieldsSchema, which lets a page without a description render
    // (app/content/seo-fields.ts) where the Studio requires one: its field names are what agree.
    type Generated = NonNullable<FLEET_PAGE_QUERY_RESULT>;
    expectTypeOf<Omit<FleetPage, "seo">>().toExtend<Omit<Generated, "seo">>();
    expectTypeOf<keyof FleetPage>().toEqualTypeOf<keyof Generated>();
    expectTypeOf<keyof FleetPage["seo"]>().toEqualTypeOf<keyof Generated["seo"]>();
    expectTypeOf<keyof FleetAircraft>().toEqualTypeOf<keyof Generated["aircraft"][number]>();
  });
});
