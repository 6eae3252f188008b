import { startViteBuild, type ViteBuild } from "../support/vite-build";
import { readFileSync } from "node:fs";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import { wireServices } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { createApp } from "../../server/app";
import { PRODUCTION_DATASET_FILE } from "../support/content-fixtures";
import { createMemoryLogger } from "../support/memory-logger";
import { createTempDataset } from "../support/temp-dataset";
import { listenOnLoopback } from "../support/listen";

/**
 * Issue 3, done criterion: "a test changes a document through the content source, fires a signed
 * webhook, and sees the new title on the next request". Everything is the real thing: the Remix
 * build (compiled by Vite, as `npm run dev` serves it) behind the Express app of server/app.ts, the
 * groq-js source over a copy of the shipped dataset, the content cache, an in-memory database for
 * the purge record. The cache TTL is an hour, so only the webhook can make the edit show.
 */
const SECRET = "whsec-content-webhook-test";
const SITE_URL = "https://charterline.ru";

type Document = Record<string, unknown> & { _id: string; _type: string };

const shipped: Document[] = readFileSync(PRODUCTION_DATASET_FILE, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Document);

let vite: ViteBuild;
beforeAll(async () => {
  vite = await startViteBuild();
});
afterAll(() => vite.close());

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function startSite(documents: readonly Document[]) {
  const dataset = await createTempDataset(documents);
  closers.push(() => dataset.remove());
  const env = parseEnv({
    NODE_ENV: "test",
    SITE_URL,
    CONTENT_DATASET_FILE: dataset.file,
    CONTENT_CACHE_TTL_SECONDS: "3600",
    SANITY_WEBHOOK_SECRET: SECRET,
  });
  const { logger, entries } = createMemoryLogger();
  const db = await createDatabase({});
  closers.push(() => db.close());
  const services = wireServices(env, logger, db);
  const app = createApp({
    services,
    build: vite.build,
  });
  const { origin, close } = await listenOnLoopback(app);
  closers.push(close);

  return {
    dataset,
    entries,
    async page(path: string) {
      const response = await fetch(`${origin}${path}`);
      const html = await response.text();
      return {
        status: response.status,
        html,
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        jsonLd: jsonLd(html),
      };
    },
    async text(path: string) {
      return (await fetch(`${origin}${path}`)).text();
    },
    webhook(body: string, signature?: string) {
      return fetch(`${origin}/webhooks/sanity`, {
        method: "POST",
        body,
        headers: {
          "Content-Type": "application/json",
          ...(signature ? { "sanity-webhook-signature": signature } : {}),
        },
      });
    },
  };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function organizationName(page: { jsonLd: Record<string, unknown>[] }) {
  const organizations = page.jsonLd.filter((block) => block["@type"] === "Organization");
  expect(organizations).toHaveLength(1);
  return organizations[0]!.name;
}

/** A shipped document with `change` applied, as an editor's publish would leave it. */
function edited(id: string, change: (document: Document) => void): Document[] {
  return shipped.map((document) => {
    if (document._id !== id) return document;
    const copy = structuredClone(document);
    change(copy);
    copy._updatedAt = new Date().toISOString();
    return copy;
  });
}

// The first request compiles the app's modules, and each site opens its own database.
const SLOW = { timeout: 90_000 };

describe("an editor's change reaches the site through the signed webhook (issue 3)", SLOW, () => {
  it("serves the cached content until a correctly signed webhook, then the new content", async () => {
    const site = await startSite(shipped);
    // The not-found page renders from the site settings alone, in both languages.
    const before = await site.page("/404/");
    expect(before.status).toBe(404);
    expect(organizationName(before)).toBe("Charterline");
    expect(await site.text("/sitemap.xml")).not.toContain("charter-webhook-test");

    const landing: Document = {
      _id: "landing-charter-webhook-test",
      _type: "landingPage",
      _updatedAt: "2026-11-21T12:00:00Z",
      slug: { _type: "slug", current: "charter-webhook-test" },
      title: "Чартер: проверка вебхука",
    };
    await site.dataset.write([
      ...edited("siteSettings", (settings) => {
        settings.brandName = "Charterline Jets";
      }),
      landing,
    ]);

    // The source already reads the new file; the cache still answers with what it had.
    expect(organizationName(await site.page("/404/"))).toBe("Charterline");

    // Unsigned, forged and replayed calls are refused and purge nothing.
    const body = JSON.stringify({ _id: "siteSettings", _type: "siteSettings" });
    expect((await site.webhook(body)).status).toBe(401);
    expect(
      (await site.webhook(body, await encodeSignatureHeader(body, Date.now(), "wrong-secret"))).status,
    ).toBe(401);
    const stale = await encodeSignatureHeader(body, Date.now() - 10 * 60_000, SECRET);
    expect((await site.webhook(body, stale)).status).toBe(401);
    const signedOther = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await site.webhook(body.replace("siteSettings", "homePage"), signedOther)).status).toBe(401);
    expect(organizationName(await site.page("/404/"))).toBe("Charterline");
    expect(await site.text("/sitemap.xml")).not.toContain("charter-webhook-test");

    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const accepted = await site.webhook(body, signature);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ purged: true });

    expect(organizationName(await site.page("/404/"))).toBe("Charterline Jets");
    expect(organizationName(await site.page("/en/404/"))).toBe("Charterline Jets");
    expect(await site.text("/sitemap.xml")).toContain(
      `<loc>${SITE_URL}/charter-webhook-test/</loc>\n    <lastmod>2026-11-21T12:00:00.000Z</lastmod>`,
    );
    expect(site.entries).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "content webhook refused" }),
    );

    // Issue 15, item 6: the captured call, replayed within its five minutes, is refused with a 409
    // and purges nothing: a later edit stays unseen until a new signed call.
    await site.dataset.write([
      ...edited("siteSettings", (settings) => {
        settings.brandName = "Charterline Replayed";
      }),
      landing,
    ]);
    const replayed = await site.webhook(body, signature);
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toMatchObject({ error: { code: "conflict" } });
    expect(organizationName(await site.page("/404/"))).toBe("Charterline Jets");
    expect(site.entries).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "content webhook refused", reason: "replayed" }),
    );
    const fresh = await site.webhook(body, await encodeSignatureHeader(body, Date.now() + 1, SECRET));
    expect(fresh.status).toBe(200);
    expect(organizationName(await site.page("/404/"))).toBe("Charterline Replayed");
  });

  // The home page's <title> is its `homePage` document's seo.title (decision 007).
  it("shows the home page's new SEO title after the webhook", async () => {
    const site = await startSite(shipped);
    const before = await site.page("/");
    expect(before.status).toBe(200);
    const oldTitle = before.title;
    expect(oldTitle).toBeTruthy();

    const newTitle = "Частные самолёты без наценок — новый заголовок";
    await site.dataset.write(
      edited("homePage", (home) => {
        const seo = home.seo as { title: { ru: string } };
        seo.title.ru = newTitle;
      }),
    );
    expect((await site.page("/")).title).toBe(oldTitle);

    const body = JSON.stringify({ _id: "homePage", _type: "homePage" });
    const accepted = await site.webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET));
    expect(accepted.status).toBe(200);

    const after = await site.page("/");
    expect(after.title).toBe(newTitle);
    expect(after.html).toContain(`<meta property="og:title" content="${newTitle}"/>`);
  });
});

describe("JSON-LD in the rendered page (issue 3, item 5)", SLOW, () => {
  it("carries one Organization, and CMS text cannot close its <script> element", async () => {
    const hostile = "</script><script>alert(1)</script>";
    const site = await startSite(edited("siteSettings", (settings) => (settings.brandName = hostile)));
    for (const path of ["/404/", "/en/404/"]) {
      const page = await site.page(path);
      expect(page.html).not.toContain("</script><script>alert(1)");
      expect(organizationName(page)).toBe(hostile);
    }
    const english = await site.page("/en/404/");
    const organization = english.jsonLd.find((block) => block["@type"] === "Organization");
    expect(organization).toMatchObject({
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/favicon.svg`,
      address: { "@type": "PostalAddress", streetAddress: expect.stringMatching(/Moscow/) },
    });
  });
});
