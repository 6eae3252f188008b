import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLandingPage } from "~/content/landing-page";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { PRODUCTION_DATASET_FILE, productionSiteSettings } from "../../tests/support/content-fixtures";
import {
  createSanityQueryServer,
  type RunningSanityQueryServer,
} from "../../tests/support/sanity-query-server";
import { createTempDataset } from "../../tests/support/temp-dataset";
import { createContentServices, createPreviewContentService } from "./create.server";

let lake: RunningSanityQueryServer;
beforeAll(async () => {
  lake = await createSanityQueryServer({ file: PRODUCTION_DATASET_FILE, dataset: "production" }).start();
});
afterAll(async () => {
  await lake.close();
});

describe("createContentServices", () => {
  it("uses the embedded dataset by default", async () => {
    const content = createContentServices(parseEnv({}), silentLogger);
    expect(content.source.kind).toBe("dataset");
    expect((await content.getSiteSettings("en")).brandName).toBe("Charterline");
    expect(await content.health()).toMatchObject({ ok: true, source: "dataset" });
  });

  it("reads the Sanity Content Lake when a project ID is set", async () => {
    const content = createContentServices(
      parseEnv({ SANITY_PROJECT_ID: "chrtr1ne", SANITY_API_HOST: lake.url, SANITY_USE_CDN: "false" }),
      silentLogger,
    );
    expect(content.source.kind).toBe("sanity");
    expect((await content.getSiteSettings("ru")).workingHours).toBe("Круглосуточно, без выходных");
    expect(await content.health()).toMatchObject({ ok: true, source: "sanity" });
    expect(lake.requests.map((request) => request.projectId)).toEqual(["chrtr1ne", "chrtr1ne"]);
  });
});

describe("createPreviewContentService (issue 17, item 1)", () => {
  it("reads the shipped draft on the embedded defaults, where the site reads the published page", async () => {
    const env = parseEnv({});
    const preview = createPreviewContentService(env, silentLogger);
    expect(preview?.source).toMatchObject({ kind: "dataset", perspective: "drafts" });
    const site = createContentServices(env, silentLogger);
    expect((await loadLandingPage(preview!, "zakaz-chartera"))?.header).toBe(
      "Заказ чартера на новогодние праздники",
    );
    expect((await loadLandingPage(site, "zakaz-chartera"))?.header).toBe("Заказ чартера онлайн");
  });

  it("caches nothing: an editor's next save shows at the next request", async () => {
    const settings = productionSiteSettings();
    const temp = await createTempDataset([settings]);
    try {
      const preview = createPreviewContentService(
        parseEnv({ CONTENT_DATASET_FILE: temp.file }),
        silentLogger,
      )!;
      expect((await preview.getSiteSettings("ru")).brandName).toBe("Charterline");
      await temp.write([
        settings,
        { ...settings, _id: "drafts.siteSettings", brandName: "Charterline Jets" },
      ]);
      expect((await preview.getSiteSettings("ru")).brandName).toBe("Charterline Jets");
      expect(await preview.health()).toMatchObject({ ok: true, cache: { entries: 0 } });
    } finally {
      await temp.remove();
    }
  });

  it("is off on a public site without a preview secret", () => {
    expect(
      createPreviewContentService(parseEnv({ SITE_URL: "https://charterline.ru" }), silentLogger),
    ).toBeNull();
  });

  it("reads Sanity's drafts perspective with SANITY_PREVIEW_TOKEN, else SANITY_API_TOKEN, and is off without either", async () => {
    const sanity = { SANITY_PROJECT_ID: "chrtr1ne", SANITY_API_HOST: lake.url, SANITY_USE_CDN: "false" };
    const memory = createMemoryLogger();
    expect(createPreviewContentService(parseEnv(sanity), memory.logger)).toBeNull();
    expect(memory.entries).toMatchObject([
      { level: "warn", msg: expect.stringMatching(/SANITY_PREVIEW_TOKEN/) },
    ]);

    for (const [env, token] of [
      [{ ...sanity, SANITY_API_TOKEN: "sk-site", SANITY_PREVIEW_TOKEN: "sk-viewer" }, "Bearer sk-viewer"],
      [{ ...sanity, SANITY_API_TOKEN: "sk-site" }, "Bearer sk-site"],
    ] as const) {
      const before = lake.requests.length;
      const preview = createPreviewContentService(parseEnv(env), silentLogger)!;
      expect((await loadLandingPage(preview, "zakaz-chartera"))?.seo.title).toBe(
        "Чартер на новогодние праздники — заказ за четыре шага",
      );
      expect(
        lake.requests.slice(before).map((request) => [request.perspective, request.authorization]),
      ).toEqual([
        ["drafts", token],
        ["drafts", token],
      ]);
    }
  });
});
