import type { Page } from "@playwright/test";
import { documentsOfType, isPublished, readDataset } from "../support/content-fixtures";
import { expect, test } from "./fixtures";

/**
 * Route pages (issue 17, item 3) at /routes/{slug}/ and /en/routes/{slug}/: the editors' document,
 * the engine's distance, time and live from-price per class, the prefilled search form, hreflang
 * pairs across the two slugs, JSON-LD, the closed-route message and the language switch. What is
 * expected is read from the shipped dataset (content/production.ndjson); the rules themselves are
 * unit-tested in app/route-pages/route-pages.server.test.ts.
 */
interface RouteDocument {
  _id: string;
  from: string;
  to: string;
  slug: { ru: { current: string }; en: { current: string } };
  heading: { ru: string; en: string };
  faq: { ru: { question: string }[]; en: { question: string }[] };
  seo: { title: { ru: string; en: string } };
}

const ROUTES = documentsOfType<RouteDocument>(readDataset(), "routePage").filter(isPublished);
const route = (from: string, to: string) => {
  const found = ROUTES.find((document) => document.from === from && document.to === to);
  if (!found) throw new Error(`the dataset has no route page ${from} → ${to}`);
  return found;
};
/** Open: Vnukovo to Dubai, the site's busiest international route. */
const OPEN = route("UUWW", "OMDB");
/** Closed: Nice, behind the EU's airspace closure (app/charter/restrictions/rules-data.ts). */
const CLOSED = route("UUWW", "LFMN");

const COPY = {
  ru: {
    path: "/routes/",
    km: /^\d{1,3}(\s\d{3})* км$/,
    currency: /₽$/,
    submit: "Найти самолёт",
    switch: "Switch to English",
  },
  en: {
    path: "/en/routes/",
    km: /^\d{1,3}(,\d{3})* km$/,
    currency: /^\$/,
    submit: "Find an aircraft",
    switch: "Перейти на русский",
  },
} as const;

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("an open route", () => {
  for (const language of ["ru", "en"] as const) {
    const copy = COPY[language];
    const path = `${copy.path}${OPEN.slug[language].current}/`;

    test(`${path} shows the route, its distance and a live from-price per class`, async ({ page, visit }) => {
      // English visitors see dollars, Russian ones roubles, with no currency in the address (issue 28,
      // item 10); a pick of another rides in the query string, as on the search.
      await visit(path, `route-page-${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page).toHaveTitle(OPEN.seo.title[language]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(OPEN.heading[language]);
      await expect(page.getByTestId("route-distance")).toHaveText(copy.km);

      const prices = page.getByTestId("route-class-price");
      expect(await prices.count()).toBeGreaterThanOrEqual(3);
      for (const price of await prices.all()) await expect(price).toHaveText(copy.currency);
      await expect(page.getByTestId("route-restriction")).toHaveCount(0);

      // The hreflang pair names each language's own slug.
      const origin = new URL(page.url()).origin;
      const ru = `${origin}/routes/${OPEN.slug.ru.current}/`;
      const en = `${origin}/en/routes/${OPEN.slug.en.current}/`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        language === "ru" ? ru : en,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", ru);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", en);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", ru);

      const blocks = await jsonLdTypes(page);
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as
        { itemListElement: { item: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((item) => item.item)).toEqual([
        `${origin}${language === "ru" ? "/" : "/en/"}`,
        language === "ru" ? ru : en,
      ]);
      const faq = blocks.find((block) => block["@type"] === "FAQPage") as
        { mainEntity: { name: string }[] } | undefined;
      expect(faq?.mainEntity.map((question) => question.name)).toEqual(
        (OPEN.faq[language].length > 0 ? OPEN.faq[language] : OPEN.faq.ru).map((item) => item.question),
      );
    });

    test(`${path}: the search form is filled in with the route and opens its results`, async ({ page }) => {
      await page.goto(path);
      // The plain link leads to the same search.
      await expect(page.getByTestId("route-search-link").first()).toHaveAttribute(
        "href",
        new RegExp(`^${language === "en" ? "/en" : ""}/search/${OPEN.from}/${OPEN.to}/`),
      );
      const form = page.getByTestId("route-search-form");
      const address = new RegExp(`/search/${OPEN.from}/${OPEN.to}/\\d{4}-\\d{2}-\\d{2}T12:00/1\\b`);
      const request = page.waitForRequest((request) =>
        address.test(decodeURIComponent(new URL(request.url()).pathname)),
      );
      await form.getByRole("button", { name: copy.submit }).click();
      await request;
      await expect(
        page.getByRole("region", { name: language === "ru" ? "Параметры поиска" : "Search details" }),
      ).toBeVisible();
    });
  }

  test("the language switch lands on the page's own slug in the other language", async ({ page }) => {
    await page.goto(`/routes/${OPEN.slug.ru.current}/`);
    await page.getByRole("link", { name: COPY.ru.switch }).click();
    await expect(page).toHaveURL(new RegExp(`/en/routes/${OPEN.slug.en.current}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OPEN.heading.en);
    await page.getByRole("link", { name: COPY.en.switch }).click();
    await expect(page).toHaveURL(new RegExp(`/routes/${OPEN.slug.ru.current}/$`));
    await expect(page).not.toHaveURL(/\/en\//);
  });
});

test("a route the rules close shows the sanctions message and no price", async ({ page, visit }) => {
  await visit(`/routes/${CLOSED.slug.ru.current}/`, "route-page-closed");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CLOSED.heading.ru);
  const message = page.getByTestId("route-restriction");
  await expect(message).toContainText("Этот маршрут сейчас закрыт");
  await expect(message).toContainText("Франции");
  await expect(message.getByRole("link")).toHaveAttribute("href", "/restrictions/");
  await expect(page.getByTestId("route-classes")).toHaveCount(0);
  await expect(page.getByTestId("route-class-price")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("₽");
});

test("the route page fits a phone", { tag: "@phone-only" }, async ({ page, visit }) => {
  await visit(`/routes/${OPEN.slug.ru.current}/`, "route-page-ru-phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Each class is a card on a phone: the table's header row is visually hidden.
  await expect(page.getByTestId("route-classes").locator("thead")).toHaveCSS("position", "absolute");
  await expect(page.getByTestId("route-class-price").first()).toBeVisible();
});
