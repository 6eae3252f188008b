import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { PRODUCTION_DATASET_FILE, productionSiteSettings } from "../../tests/support/content-fixtures";
import { createMemoryLogger } from "../../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../../tests/support/temp-dataset";
import { createContentCache } from "./cache.server";
import { ContentError, createContentService, isContentError } from "./content.server";
import { createDatasetSource } from "./dataset-source.server";
import type { ContentSource } from "./source.server";

let temp: TempDataset | undefined;
afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

/** The real dataset source, with a count of the queries that reached it. */
function counted(source: ContentSource) {
  let fetches = 0;
  const wrapped: ContentSource = {
    kind: source.kind,
    fetch: (query, params) => {
      fetches += 1;
      return source.fetch(query, params);
    },
  };
  return { source: wrapped, fetches: () => fetches };
}

function service(file: string) {
  const { logger, entries: logs } = createMemoryLogger();
  const { source, fetches } = counted(createDatasetSource({ file }));
  const cache = createContentCache({ ttlMs: 60_000, logger });
  return { content: createContentService({ source, cache, logger }), logs, fetches };
}

describe("content service", () => {
  it("answers parsed site settings per language, cached", async () => {
    const { content, fetches } = service(PRODUCTION_DATASET_FILE);
    const ru = await content.getSiteSettings("ru");
    const en = await content.getSiteSettings("en");
    expect(ru.phoneHref).toBe("tel:+74951204545");
    expect(ru.workingHours).toBe("Круглосуточно, без выходных");
    expect(en.workingHours).toBe("24/7, every day");
    expect(await content.getSiteSettings("ru")).toEqual(ru);
    expect(fetches()).toBe(2);
    expect(content.source.kind).toBe("dataset");
  });

  it("turns a malformed document into a ContentError and logs it", async () => {
    temp = await createTempDataset([{ ...productionSiteSettings(), phone: "call the office", email: null }]);
    const { content, logs } = service(temp.file);
    const error: unknown = await content.getSiteSettings("ru").catch((caught: unknown) => caught);
    expect(isContentError(error)).toBe(true);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ code: "invalid", document: "siteSettings" });
    const logged = logs.find((entry) => entry.level === "error");
    expect(logged).toMatchObject({ msg: "content document is malformed", document: "siteSettings" });
    expect(logged?.issues).toEqual(
      expect.arrayContaining([expect.stringMatching(/^phone: /), expect.stringMatching(/^email: /)]),
    );
  });

  it("keeps serving the last good settings when an edit breaks the document", async () => {
    temp = await createTempDataset([productionSiteSettings()]);
    const { content, logs } = service(temp.file);
    expect((await content.getSiteSettings("en")).brandName).toBe("Charterline");
    await temp.write([{ ...productionSiteSettings(), cookieNotice: null }]);
    content.purge();
    expect((await content.getSiteSettings("en")).brandName).toBe("Charterline");
    expect(logs).toContainEqual(
      expect.objectContaining({ level: "error", msg: "content document is malformed" }),
    );
    expect(logs).toContainEqual(expect.objectContaining({ level: "debug", msg: "content cache purged" }));
  });

  it("shows an edit after a purge", async () => {
    temp = await createTempDataset([productionSiteSettings()]);
    const { content } = service(temp.file);
    await content.getSiteSettings("ru");
    await temp.write([{ ...productionSiteSettings(), email: "charter@charterline.ru" }]);
    content.purge();
    expect((await content.getSiteSettings("ru")).email).toBe("charter@charterline.ru");
  });

  it("loads a capability's own request, cached under its key, and null for an absent optional one", async () => {
    temp = await createTempDataset([
      productionSiteSettings(),
      { _id: "page-a", _type: "testPage", slug: "a", title: "Первая" },
    ]);
    const { content, fetches } = service(temp.file);
    const request = (slug: string) => ({
      key: `testPage:${slug}`,
      document: "testPage",
      query: `*[_type == "testPage" && slug == $slug][0]{title}`,
      params: { slug },
      schema: z.object({ title: z.string() }),
    });
    expect(await content.load(request("a"))).toEqual({ title: "Первая" });
    expect(await content.load(request("a"))).toEqual({ title: "Первая" });
    expect(fetches()).toBe(1);
    expect(await content.loadOptional(request("b"))).toBeNull();
    await expect(content.load(request("c"))).rejects.toMatchObject({
      code: "not-found",
      document: "testPage",
    });
  });

  it("reports a missing document as not-found", async () => {
    temp = await createTempDataset([]);
    const { content } = service(temp.file);
    await expect(content.getSiteSettings("ru")).rejects.toMatchObject({
      name: "ContentError",
      code: "not-found",
    });
  });

  it("reports a source that cannot answer as unavailable", async () => {
    const { content } = service("/nonexistent/production.ndjson");
    await expect(content.getSiteSettings("ru")).rejects.toMatchObject({
      code: "unavailable",
      message: expect.stringMatching(/Content dataset not found/),
    });
  });

  it("reports health from the source itself, past the cache", async () => {
    const { content, fetches } = service(PRODUCTION_DATASET_FILE);
    expect(await content.health()).toMatchObject({ ok: true, source: "dataset" });
    expect(await content.health()).toMatchObject({ ok: true });
    expect(fetches()).toBe(2);
  });

  it("reports an unhealthy source or a missing settings document", async () => {
    expect(await service("/nonexistent/production.ndjson").content.health()).toMatchObject({
      ok: false,
      source: "dataset",
      error: expect.stringMatching(/not found/),
    });
    temp = await createTempDataset([]);
    expect(await service(temp.file).content.health()).toMatchObject({
      ok: false,
      error: "siteSettings document missing",
    });
  });
});
