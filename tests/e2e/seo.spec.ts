import { screens } from "../../remix.config.js";
import {
  documentsOfType,
  isPublished,
  readDataset,
  SPEC_LANDING_SLUGS,
  type DatasetDocument,
} from "../support/content-fixtures";
import { expect, test } from "./fixtures";

/**
 * SEO of issue 3, item 5: the sitemap, robots.txt, and the head of the home page in both languages
 * (canonical, hreflang, Open Graph, the Organization JSON-LD) under the enforced CSP, which the
 * fixtures turn into a failure on any violation.
 */

const dataset = readDataset();
const datasetLandingSlugs = documentsOfType<{ slug: { current: string }; robots?: string }>(
  dataset,
  "landingPage",
)
  .filter(isPublished)
  .filter((document) => !/noindex/.test(String(document.robots ?? "")))
  .map((document) => document.slug.current);
const siteSettings = dataset.find((document) => document._id === "siteSettings") as DatasetDocument & {
  brandName: string;
  address: { ru: string; en: string };
};

/**
 * The screens with one address each (both languages); the sitemap lists those robots.txt allows.
 * The watch pages (issue 29, item 2) are one person's links, `noindex` and never listed.
 */
const isWatchPage = (screen: { id: string }) => screen.id.startsWith("watches");
const screenPaths = screens
  .filter((screen) => screen.id !== "not-found-page" && !isWatchPage(screen) && !/[:*]/.test(screen.path))
  .flatMap((screen) => {
    const path = screen.path ? `/${screen.path}/` : "/";
    return [path, `/en${path}`];
  });
/** The search forms' addresses (/search/, /search/multi/), under robots.txt's Disallow (issue 28, item 10). */
const blockedPrefixes = ["/search/", "/en/search/"];
const staticPaths = screenPaths.filter((path) => !blockedPrefixes.some((prefix) => path.startsWith(prefix)));

interface ParsedUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

test("sitemap.xml is well-formed and lists every page in both languages and every landing page", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  const xml = await response.text();

  // The browser's XML parser is strict: a parsererror element means the document is not well-formed.
  const urls = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    if (document.getElementsByTagName("parsererror").length > 0) return null;
    const sitemap = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const xhtml = "http://www.w3.org/1999/xhtml";
    if (document.documentElement.namespaceURI !== sitemap) return null;
    return [...document.getElementsByTagNameNS(sitemap, "url")].map((url) => ({
      loc: url.getElementsByTagNameNS(sitemap, "loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagNameNS(sitemap, "lastmod")[0]?.textContent ?? null,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS(xhtml, "link")].map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
    }));
  }, xml);
  expect(urls, "sitemap.xml parses as a sitemaps.org urlset").not.toBeNull();
  const byLoc = new Map((urls as ParsedUrl[]).map((url) => [url.loc, url]));
  expect(byLoc.size, "no URL is listed twice").toBe(urls!.length);

  for (const path of staticPaths) {
    const entry = byLoc.get(`${baseURL}${path}`);
    expect(entry, `${path} is listed`).toBeDefined();
    const russian = path.replace(/^\/en\//, "/");
    expect(entry!.alternates).toEqual({
      ru: `${baseURL}${russian}`,
      en: `${baseURL}/en${russian}`,
      "x-default": `${baseURL}${russian}`,
    });
  }

  for (const slug of new Set([...SPEC_LANDING_SLUGS, ...datasetLandingSlugs])) {
    const entry = byLoc.get(`${baseURL}/${slug}/`);
    expect(entry, `landing page ${slug} is listed`).toBeDefined();
    // Landing pages exist in Russian only (spec §2): no alternates, no English twin.
    expect(entry!.alternates).toEqual({});
    expect(byLoc.has(`${baseURL}/en/${slug}/`)).toBe(false);
  }

  expect([...byLoc.keys()].filter((loc) => new URL(loc).pathname.includes("/watches/"))).toEqual([]);
  expect(screens.filter(isWatchPage)).toHaveLength(4);

  // Issue 28, item 10: the sitemap listed /search/ and /en/search/, which robots.txt disallows.
  expect(screenPaths).toEqual(expect.arrayContaining(blockedPrefixes));
  const robots = (await (await request.get("/robots.txt")).text())
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length));
  for (const url of byLoc.values()) {
    const { pathname } = new URL(url.loc);
    expect(
      robots.filter((prefix) => pathname.startsWith(prefix)),
      `${url.loc} is not disallowed by robots.txt`,
    ).toEqual([]);
  }

  for (const url of byLoc.values()) {
    expect(url.loc.startsWith(`${baseURL}/`) && url.loc.endsWith("/"), url.loc).toBe(true);
    if (url.lastmod !== null) expect(Number.isNaN(Date.parse(url.lastmod)), url.lastmod).toBe(false);
    // Every listed address is a page that answers itself: no redirect, no error.
    const page = await request.get(new URL(url.loc).pathname, { maxRedirects: 0 });
    expect(page.status(), url.loc).toBe(200);
  }
});

test("robots.txt keeps crawlers off machine and personal addresses and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n");
  expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
  for (const path of [
    "/api/",
    "/webhooks/",
    "/language/",
    "/cookie-notice/",
    "/search/",
    "/en/search/",
    "/flight/",
    "/en/flight/",
  ]) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

for (const language of ["ru", "en"] as const) {
  const path = language === "ru" ? "/" : "/en/";

  test(`home page (${language}) carries canonical, hreflang, Open Graph and the Organization`, async ({
    visit,
    baseURL,
  }) => {
    const page = await visit(path, `seo-home-${language}`);
    const head = page.locator("head");

    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    for (const [hreflang, href] of [
      ["ru", "/"],
      ["en", "/en/"],
      ["x-default", "/"],
    ] as const) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        "href",
        `${baseURL}${href}`,
      );
    }
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
      "content",
      language === "ru" ? "ru_RU" : "en_US",
    );
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute(
      "content",
      siteSettings.brandName,
    );
    const title = await page.title();
    expect(title).not.toBe("");
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", /index/);

    // JSON-LD data blocks carry no nonce: the CSP's script-src does not apply to them, and the
    // fixtures would have failed this test on a violation.
    const blocks = head.locator('script[type="application/ld+json"]');
    const parsed = (await blocks.allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const organizations = parsed.filter((block) => block["@type"] === "Organization");
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({
      "@context": "https://schema.org",
      name: siteSettings.brandName,
      url: `${baseURL}/`,
      logo: `${baseURL}/favicon.svg`,
      address: { "@type": "PostalAddress", streetAddress: siteSettings.address[language] },
      contactPoint: { "@type": "ContactPoint", hoursAvailable: { opens: "00:00", closes: "23:59" } },
    });
    for (const index of parsed.keys()) expect(await blocks.nth(index).getAttribute("nonce")).toBeNull();
  });
}

test("a landing page has FAQPage and BreadcrumbList JSON-LD, and no hreflang", async ({ visit, baseURL }) => {
  const slug = SPEC_LANDING_SLUGS[0]!;
  const page = await visit(`/${slug}/`, `seo-landing-${slug}`);
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/${slug}/`);
  await expect(head.locator("link[hreflang]")).toHaveCount(0);
  const types = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { "@type": string })["@type"],
  );
  expect(types.sort()).toEqual(["BreadcrumbList", "FAQPage", "Organization"]);
});
