import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createContentCache } from "~/content/cache.server";
import { createContentService } from "~/content/content.server";
import { createDatasetSource } from "~/content/dataset-source.server";
import type { ContentSource } from "~/content/source.server";
import { PRODUCTION_DATASET_FILE } from "../tests/support/content-fixtures";
import { listenOnLoopback } from "../tests/support/listen";
import { createMemoryLogger } from "../tests/support/memory-logger";
import { createTempDataset, type TempDataset } from "../tests/support/temp-dataset";
import { redirects } from "./redirects";
import { trailingSlash } from "./trailing-slash";

/*
 * Editors' redirects (issue 17, item 2) over a real NDJSON dataset read by groq-js through the
 * content service and its cache, in an Express app ordered as server/app.ts orders it: redirects,
 * then the trailing slash, then a stand-in page that names the path it was asked for.
 */

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

let stamp = 0;
const redirect = (id: string, from: string, to: string, permanent?: boolean) => ({
  _id: id,
  _type: "redirect",
  _updatedAt: `2026-11-${String(10 + (stamp++ % 15)).padStart(2, "0")}T10:00:00Z`,
  from,
  to,
  ...(permanent === undefined ? {} : { permanent }),
  note: "test",
});

const SHIPPED = redirect(
  "redirect-arenda-samoleta",
  "/arenda-samoleta/",
  "/arenda-chastnogo-samoleta/",
  true,
);

async function start(options: { documents?: object[]; file?: string; source?: ContentSource } = {}) {
  let temp: TempDataset | undefined;
  let file = options.file;
  if (!file) {
    temp = await createTempDataset(options.documents ?? [SHIPPED]);
    closers.push(() => temp!.remove());
    file = temp.file;
  }
  const { logger, entries } = createMemoryLogger();
  let fetches = 0;
  const real = options.source ?? createDatasetSource({ file });
  const source: ContentSource = {
    kind: real.kind,
    fetch: (query, params) => {
      fetches += 1;
      return real.fetch(query, params);
    },
  };
  const content = createContentService({
    source,
    cache: createContentCache({ ttlMs: 60_000, logger }),
    logger,
  });
  const app = express();
  app.use(redirects({ content, logger }));
  app.use(trailingSlash);
  app.all("*", (req, res) => {
    res.status(200).type("text").send(`page ${req.method} ${req.originalUrl}`);
  });
  const served = await listenOnLoopback(app);
  closers.push(served.close);
  const ask = (path: string, init: RequestInit = {}) =>
    fetch(`${served.origin}${path}`, { redirect: "manual", ...init });
  return { ask, content, temp, logs: entries, fetches: () => fetches };
}

describe("editors' redirects (issue 17, item 2)", () => {
  it("answers the shipped example with a 301 to the landing page, cacheable for an hour", async () => {
    const { ask } = await start({ file: PRODUCTION_DATASET_FILE });
    const response = await ask("/arenda-samoleta/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/arenda-chastnogo-samoleta/");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers the address without its slash in one hop, query string kept", async () => {
    const { ask } = await start();
    const bare = await ask("/arenda-samoleta");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/arenda-chastnogo-samoleta/");
    const tagged = await ask("/arenda-samoleta?utm_source=yandex&utm_campaign=spring");
    expect(tagged.headers.get("location")).toBe(
      "/arenda-chastnogo-samoleta/?utm_source=yandex&utm_campaign=spring",
    );
  });

  it("keeps the method of a form with 308, and answers HEAD like GET", async () => {
    const { ask } = await start();
    const posted = await ask("/arenda-samoleta/", { method: "POST", body: "a=1" });
    expect(posted.status).toBe(308);
    expect(posted.headers.get("location")).toBe("/arenda-chastnogo-samoleta/");
    const head = await ask("/arenda-samoleta/", { method: "HEAD" });
    expect(head.status).toBe(301);
  });

  it("answers a temporary redirect with 302 or 307, never stored", async () => {
    const { ask } = await start({ documents: [redirect("r-promo", "/vesna/", "/el/", false)] });
    const get = await ask("/vesna/");
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/el/");
    expect(get.headers.get("cache-control")).toBe("no-store");
    expect((await ask("/vesna/", { method: "POST" })).status).toBe(307);
  });

  it("treats an unset permanence as permanent, the field's initial value", async () => {
    const { ask } = await start({ documents: [redirect("r-old", "/old/", "/about/")] });
    expect((await ask("/old/")).status).toBe(301);
  });

  it("collapses a chain into one hop", async () => {
    const { ask } = await start({
      documents: [
        redirect("r-1", "/arenda-samoleta-2019/", "/arenda-samoleta/"),
        SHIPPED,
        redirect("r-en", "/en/old-charter/", "https://example.com/charter?ref=charterline"),
      ],
    });
    const response = await ask("/arenda-samoleta-2019");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/arenda-chastnogo-samoleta/");
    const external = await ask("/en/old-charter/?lang=en");
    expect(external.headers.get("location")).toBe("https://example.com/charter?ref=charterline&lang=en");
  });

  it("drops a loop that bypassed the Studio, with one warning per content load, and serves the page", async () => {
    const { ask, logs } = await start({
      documents: [redirect("r-a", "/a/", "/b/"), redirect("r-b", "/b/", "/a/"), SHIPPED],
    });
    for (const path of ["/a/", "/b/", "/a/"]) {
      const response = await ask(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(`page GET ${path}`);
    }
    expect((await ask("/arenda-samoleta/")).status).toBe(301);
    const warnings = logs.filter((entry) => entry.msg === "redirect ignored");
    expect(warnings.map((entry) => [entry.from, entry.reason])).toEqual([
      ["/b/", "loop"],
      ["/a/", "loop"],
    ]);
    expect(warnings[0]?.detail).toMatch(/→/);
  });

  it("never redirects the site's own paths, whatever the CMS holds", async () => {
    const { ask, fetches, logs } = await start({
      documents: [
        redirect("r-api", "/api/cards/", "/"),
        redirect("r-health", "/healthz", "/"),
        redirect("r-ops", "/en/ops/", "/"),
        redirect("r-home", "/", "/fleet/"),
      ],
    });
    for (const path of ["/api/cards/", "/healthz", "/en/ops/", "/"]) {
      expect((await ask(path)).status, path).toBe(200);
    }
    // None of these paths even reads the redirects.
    expect(fetches()).toBe(0);
    // A page path does, and the bad documents are reported once.
    expect((await ask("/fleet/")).status).toBe(200);
    expect(logs.filter((entry) => entry.msg === "redirect ignored")).toHaveLength(4);
  });

  it("passes through when the content source is down", async () => {
    const { ask } = await start({
      source: { kind: "sanity", fetch: () => Promise.reject(new Error("connect ECONNREFUSED")) },
    });
    const response = await ask("/arenda-samoleta/");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("page GET /arenda-samoleta/");
  });

  it("reads the redirects once per content load, and an editor's new one after the webhook's purge", async () => {
    const { ask, content, temp, fetches } = await start();
    await ask("/arenda-samoleta/");
    await ask("/arenda-samoleta/");
    await ask("/some-page/");
    expect(fetches()).toBe(1);
    expect((await ask("/vesna/")).status).toBe(200);

    await temp!.write([SHIPPED, redirect("r-promo", "/vesna/", "/el/", false)]);
    content.purge();
    const response = await ask("/vesna/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/el/");
    expect(fetches()).toBe(2);
  });
});
