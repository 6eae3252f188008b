import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import { wireServices, type Services } from "~/services.server";
import { loadShell } from "~/shell/shell.server";
import { parseEnv } from "~/utils/env.server";
import { healthHandler } from "../../server/health";
import { createPageCache, type PageCache } from "../../server/page-cache";
import { createMemoryLogger } from "../support/memory-logger";
import { listenOnLoopback } from "../support/listen";

// Real parts: an in-memory PGlite database, the groq-js dataset source over the real dataset (or
// over a missing file, to play an unreachable CMS), and an Express server on a loopback port.
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function services(datasetFile = "content/production.ndjson") {
  const env = parseEnv({ CONTENT_DATASET_FILE: datasetFile, SITE_URL: "https://charterline.ru" });
  const { logger, entries } = createMemoryLogger();
  const db = await createDatabase({});
  closers.push(() => db.close());
  return { services: wireServices(env, logger, db), entries };
}

describe("the shell of every page (spec §2 header and footer)", () => {
  it("reads contacts, messengers and legal documents in the page's language", async () => {
    const { services: s } = await services();
    const result = await loadShell(new Request("https://charterline.ru/en/fleet/"), s);
    expect(result.redirect).toBeNull();
    expect(result.shell?.language).toBe("en");
    expect(result.shell?.siteSettings).toMatchObject({
      brandName: "Charterline",
      phoneHref: "tel:+74951204545",
      legalDocuments: expect.arrayContaining([
        { kind: "personalData", title: "Personal data processing policy", href: "/docs/en/politics.pdf" },
      ]),
    });
    expect(result.shell?.cookieNoticeAccepted).toBe(false);
  });

  it("still renders, without the CMS-fed parts, when the content source fails", async () => {
    const { services: s, entries } = await services("/nonexistent/production.ndjson");
    const result = await loadShell(new Request("https://charterline.ru/"), s);
    expect(result.shell).toMatchObject({ language: "ru", siteSettings: null });
    expect(entries).toContainEqual(
      expect.objectContaining({ level: "error", msg: "site settings unavailable" }),
    );
  });

  it("sends an English-preferring first visit from / to /en/ and remembers it", async () => {
    const { services: s } = await services();
    const result = await loadShell(
      new Request("https://charterline.ru/?utm_source=ads", { headers: { "Accept-Language": "en-US,en" } }),
      s,
    );
    expect(result.redirect?.location).toBe("/en/?utm_source=ads");
    expect(result.redirect?.headers.get("Set-Cookie")).toMatch(
      /^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/,
    );
  });

  it("reads the acknowledged cookie notice", async () => {
    const { services: s } = await services();
    const result = await loadShell(
      new Request("https://charterline.ru/", { headers: { Cookie: "cookie_notice=accepted" } }),
      s,
    );
    expect(result.shell?.cookieNoticeAccepted).toBe(true);
  });
});

describe("/healthz (issue 2: the database and the content source)", () => {
  async function serve(s: Services, pageCache?: PageCache) {
    const app = express();
    app.get("/healthz", healthHandler(s, pageCache));
    const { origin, close } = await listenOnLoopback(app);
    closers.push(close);
    const response = await fetch(`${origin}/healthz`);
    return {
      status: response.status,
      body: (await response.json()) as Record<string, Record<string, unknown>>,
    };
  }

  it("answers 200 when both answer", async () => {
    const { services: s } = await services();
    await s.contentPurges.start();
    closers.push(() => s.contentPurges.stop());
    const { status, body } = await serve(s, createPageCache({ logger: s.logger }));
    expect(status).toBe(200);
    expect(body.database).toMatchObject({ ok: true, kind: "pglite" });
    expect(body.content).toMatchObject({ ok: true, source: "dataset", lastPurge: null });
    // issue 7 §2: the purge listener is up and the page cache reports itself.
    expect(body.caches).toEqual({
      purgeListener: true,
      pages: { entries: 0, bytes: 0, hits: 0, misses: 0, purges: 0 },
    });
  });

  it("answers 503 naming the content source when it fails", async () => {
    const { services: s } = await services("/nonexistent/production.ndjson");
    const { status, body } = await serve(s);
    expect(status).toBe(503);
    expect(body.database).toMatchObject({ ok: true });
    expect(body.content).toMatchObject({ ok: false, error: expect.stringMatching(/not found/i) });
  });

  it("answers 503 naming the database when it is gone", async () => {
    const { services: s } = await services();
    await s.db.close();
    const { status, body } = await serve(s);
    expect(status).toBe(503);
    expect(body.database).toMatchObject({ ok: false, kind: "pglite" });
    expect(body.content).toMatchObject({ ok: true });
  });
});
