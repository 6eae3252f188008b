import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_DATASET_FILE, productionSiteSettings } from "../../tests/support/content-fixtures";
import {
  createSanityQueryServer,
  type RunningSanityQueryServer,
} from "../../tests/support/sanity-query-server";
import { createTempDataset } from "../../tests/support/temp-dataset";
import { LANDING_PAGE_QUERY } from "~/content/landing-page";
import { createDatasetSource } from "./dataset-source.server";
import { CONTENT_LANGUAGES, SITE_SETTINGS_QUERY } from "./queries";
import { createSanityClientSource, type SanityClientSourceOptions } from "./sanity-source.server";

const API_VERSION = "2025-02-19";

let server: RunningSanityQueryServer;

beforeAll(async () => {
  server = await createSanityQueryServer({ file: PRODUCTION_DATASET_FILE, dataset: "production" }).start();
});
afterAll(async () => {
  await server.close();
});

function source(overrides: Partial<SanityClientSourceOptions> = {}) {
  return createSanityClientSource({
    projectId: "chrtr1ne",
    dataset: "production",
    apiVersion: API_VERSION,
    useCdn: false,
    apiHost: server.url,
    ...overrides,
  });
}

describe("@sanity/client source against a local query endpoint", () => {
  it.each(CONTENT_LANGUAGES)("fetches the same %s site settings as the dataset source", async (lang) => {
    const before = server.requests.length;
    const overHttp = await source().fetch(SITE_SETTINGS_QUERY, { lang });
    const embedded = await createDatasetSource({ file: PRODUCTION_DATASET_FILE }).fetch(SITE_SETTINGS_QUERY, {
      lang,
    });
    expect(overHttp).toEqual(embedded);
    expect(overHttp).toMatchObject({ brandName: "Charterline" });

    expect(server.requests.slice(before)).toEqual([
      {
        method: "GET",
        apiVersion: API_VERSION,
        dataset: "production",
        query: SITE_SETTINGS_QUERY,
        params: { lang },
        perspective: "published",
        projectId: "chrtr1ne",
        authorization: null,
      },
    ]);
  });

  it("reads through the CDN setting and sends a read token", async () => {
    const before = server.requests.length;
    const result = await source({ useCdn: true, token: "sk-read-token" }).fetch(
      `*[_id == "siteSettings"][0].email`,
    );
    expect(result).toBe("sales@charterline.ru");
    expect(server.requests.slice(before)).toMatchObject([{ authorization: "Bearer sk-read-token" }]);
  });

  it("posts a query too long for a URL, as the client does past 11 kB", async () => {
    const before = server.requests.length;
    const padding = "x".repeat(12_000);
    const result = await source().fetch(`*[_id == "siteSettings" && $padding != ""][0].brandName`, {
      padding,
    });
    expect(result).toBe("Charterline");
    expect(server.requests.slice(before)).toMatchObject([{ method: "POST", params: { padding } }]);
  });

  it("never sees drafts", async () => {
    const temp = await createTempDataset([
      productionSiteSettings(),
      { ...productionSiteSettings(), _id: "drafts.siteSettings", brandName: "Unpublished" },
    ]);
    const draftServer = await createSanityQueryServer({ file: temp.file, dataset: "production" }).start();
    try {
      const result = await source({ apiHost: draftServer.url }).fetch(`*[_type == "siteSettings"].brandName`);
      expect(result).toEqual(["Charterline"]);
    } finally {
      await draftServer.close();
      await temp.remove();
    }
  });

  it("reads drafts in the drafts perspective of draft preview (issue 17, item 1), with its token", async () => {
    const before = server.requests.length;
    const drafts = source({ perspective: "drafts", token: "sk-viewer-token", useCdn: true });
    expect(drafts.perspective).toBe("drafts");
    const params = { slug: "zakaz-chartera" };
    const overHttp = await drafts.fetch(LANDING_PAGE_QUERY, params);
    expect(overHttp).toMatchObject({ header: "Заказ чартера на новогодние праздники" });
    const embedded = await createDatasetSource({
      file: PRODUCTION_DATASET_FILE,
      perspective: "drafts",
    }).fetch(LANDING_PAGE_QUERY, params);
    expect(overHttp).toEqual(embedded);
    expect(server.requests.slice(before)).toMatchObject([
      { perspective: "drafts", authorization: "Bearer sk-viewer-token", params },
    ]);
    // The site's own source still sees the published page.
    expect(await source().fetch(LANDING_PAGE_QUERY, params)).toMatchObject({
      header: "Заказ чартера онлайн",
    });
  });

  it("rejects for a dataset the project does not have", async () => {
    await expect(
      source({ dataset: "staging" }).fetch(SITE_SETTINGS_QUERY, { lang: "ru" }),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(/Dataset "staging" not found/),
    });
  });

  it("rejects a GROQ syntax error with the Content Lake's error shape", async () => {
    await expect(source().fetch(`*[_id == "siteSettings"`)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/GROQ query parse error/),
      details: { type: "queryParseError", query: `*[_id == "siteSettings"` },
    });
  });
});

describe("@sanity/client source timeouts", () => {
  let silent: Server;
  let url: string;
  beforeAll(async () => {
    // Accepts the request and never answers: an unreachable-but-listening CMS.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("gives up after its timeout instead of hanging a page", async () => {
    const started = Date.now();
    await expect(
      source({ apiHost: url, timeoutMs: 150 }).fetch(SITE_SETTINGS_QUERY, { lang: "ru" }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
