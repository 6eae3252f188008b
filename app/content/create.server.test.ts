import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { PRODUCTION_DATASET_FILE } from "../../tests/support/content-fixtures";
import {
  createSanityQueryServer,
  type RunningSanityQueryServer,
} from "../../tests/support/sanity-query-server";
import { createContentServices } from "./create.server";

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
