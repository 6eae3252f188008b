import { afterEach, describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import { loadFleetRoute } from "./fleet-page.server";

const SITE_URL = "https://charterline.example";

const fleetPage = {
  _id: "fleetPage",
  _type: "fleetPage",
  seo: {
    title: { ru: "Парк бизнес-джетов Charterline", en: "Charterline business jet fleet" },
    keywords: { ru: "парк бизнес-джетов", en: "business jet fleet" },
    robots: "index, follow",
  },
  heading: { ru: "Наш парк", en: "Our fleet" },
};
const aircraft = {
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
};

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

async function context(documents: readonly object[]) {
  temp = await createTempDataset(documents);
  const { logger } = createMemoryLogger();
  const content = createContentService({
    source: createDatasetSource({ file: temp.file }),
    cache: createContentCache({ ttlMs: 60_000, logger }),
    logger,
  });
  return { services: { content, env: { SITE_URL } } };
}

describe("the fleet page's loader (spec §2 Information pages → Fleet)", () => {
  it("returns the page, its aircraft, SEO fields and breadcrumbs in the path's language", async () => {
    const withFleet = await context([fleetPage, aircraft]);
    const ru = await loadFleetRoute({ request: new Request(`${SITE_URL}/fleet/`), context: withFleet });
    expect(ru.language).toBe("ru");
    expect(ru.page.heading).toBe("Наш парк");
    expect(ru.page.aircraft.map((item) => item.number)).toEqual(["RA-67632"]);
    expect(ru.seo).toMatchObject({
      title: "Парк бизнес-джетов Charterline",
      keywords: "парк бизнес-джетов",
      robots: "index, follow",
      pathname: "/fleet/",
      language: "ru",
      siteUrl: SITE_URL,
    });
    expect(ru.breadcrumbs).toEqual([
      { name: "Главная", path: "/" },
      { name: "Флот", path: "/fleet/" },
    ]);

    const en = await loadFleetRoute({ request: new Request(`${SITE_URL}/en/fleet/`), context: withFleet });
    expect(en.page.heading).toBe("Our fleet");
    expect(en.seo.title).toBe("Charterline business jet fleet");
    expect(en.breadcrumbs).toEqual([
      { name: "Home", path: "/en/" },
      { name: "Fleet", path: "/en/fleet/" },
    ]);
  });

  it("answers 503 with Retry-After when the content layer has nothing to serve", async () => {
    const empty = await context([aircraft]);
    const error = await loadFleetRoute({
      request: new Request(`${SITE_URL}/en/fleet/`),
      context: empty,
    }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({
      type: "DataWithResponseInit",
      data: { title: "Temporarily unavailable" },
      init: { status: 503, headers: { "Retry-After": "60" } },
    });
  });
});
