import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { expect as baseExpect, screenshotPath, test } from "./fixtures";
import { moscowDayPlus } from "./dates";

// Every search is priced and saved by the engine, and every page is checked with axe.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The price strip of the results screen (issue 16, item 2): the cheapest one-way price of the days
 * around the chosen one, seven on a phone and eleven from 768 px, the chosen day current, the
 * cheapest day labelled, each other day a link that searches it, with and without JavaScript; none
 * on the empty-leg page or for a round trip. The days are chosen from the same calendar the page
 * reads (GET /api/prices/calendar), so the test knows which day is cheapest.
 */

const TEXT = {
  ru: { prefix: "", strip: "Цены соседних дней", badge: "дешевле всего", rates: /по курсу ЦБ РФ на/ },
  en: { prefix: "/en", strip: "Prices on nearby days", badge: "cheapest", rates: /Bank of Russia rate of/ },
} as const;

const REQUEST_PATH = /\/search\/[0-9a-z]{12}\/(\?.*)?$/;
const PAX = 3;

interface CalendarDay {
  date: string;
  price: { eur: number } | null;
}

/**
 * A day to search whose neighbours differ in price (so one is marked cheapest on either width) and
 * another priced day near it to tap: from the dev seed's Moscow → Istanbul calendar, at least five
 * days ahead so the whole strip lies inside the order window.
 */
async function chooseDays(request: APIRequestContext) {
  const from = moscowDayPlus(5);
  const to = moscowDayPlus(45);
  const response = await request.get(
    `/api/prices/calendar?departure_airport=UUWW&arrival_airport=LTFM&date_from=${from}&date_to=${to}&pax_there=${PAX}`,
  );
  expect(response.ok()).toBe(true);
  const { days } = (await response.json()) as { days: CalendarDay[] };
  const varied = (run: CalendarDay[]) =>
    new Set(run.flatMap((day) => (day.price ? [day.price.eur] : []))).size > 1;
  for (let index = 5; index + 5 < days.length; index += 1) {
    const narrow = days.slice(index - 3, index + 4);
    if (!varied(narrow) || !varied(days.slice(index - 5, index + 6))) continue;
    const target = narrow.find((day, offset) => offset !== 3 && day.price !== null);
    if (target && days[index]!.price) return { chosen: days[index]!.date, target: target.date };
  }
  throw new Error("the seeded calendar has no week with two different prices");
}

const searchAddress = (prefix: string, day: string) => `${prefix}/search/UUWW/LTFM/${day}T12:00/${PAX}/`;

test.beforeEach(async ({ context, baseURL }) => {
  // The sticky cookie notice would cover the results; it has its own tests.
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
});

const stripOf = (page: Page, lang: keyof typeof TEXT) =>
  page.getByRole("navigation", { name: TEXT[lang].strip });

/** The days a visitor sees at this width: seven on a phone, eleven from 768 px. */
async function expectDays(page: Page, strip: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  await expect(strip.locator(".price-strip__day:visible")).toHaveCount(width < 768 ? 7 : 11);
}

async function expectChosen(strip: Locator, day: string) {
  const current = strip.locator('[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(strip.locator(`li[data-date="${day}"] [aria-current="date"]`)).toHaveCount(1);
}

/** One visible day labelled cheapest, in words, and its price is the lowest shown. */
async function expectCheapestMarked(strip: Locator, lang: keyof typeof TEXT) {
  const badges = strip.locator(".price-strip__badge:visible");
  await expect(badges).toHaveCount(1);
  await expect(badges).toHaveText(TEXT[lang].badge, { ignoreCase: true });
}

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(
    `${lang}: the strip shows the days around the search, the cheapest marked, and a tap searches that day`,
    { tag: "@both-viewports" },
    async ({ page, visit, request }, testInfo) => {
      const { chosen, target } = await chooseDays(request);
      await visit(searchAddress(text.prefix, chosen), `price-strip-${lang}`);
      await expect(page).toHaveURL(REQUEST_PATH);
      const firstSet = page.url();
      const strip = stripOf(page, lang);
      await expect(strip).toBeVisible();
      await expectDays(page, strip);
      await expectChosen(strip, chosen);
      await expectCheapestMarked(strip, lang);
      await expect(strip).toContainText(text.rates);
      // The first screen as a visitor sees it, the strip in it (kept with the page's full screenshot).
      await strip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(testInfo.project.name, `price-strip-${lang}-screen`) });

      // A day is a link to that day's search address, as the search form would write it.
      const link = strip.locator(`li[data-date="${target}"] a`);
      await expect(link).toHaveAttribute("href", searchAddress(text.prefix, target));
      await link.click();
      await expect(page).toHaveURL(REQUEST_PATH);
      await expect(page).not.toHaveURL(firstSet);
      await expectChosen(stripOf(page, lang), target);
    },
  );
}

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width, height: 844 },
  });
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
  return { context, page: await context.newPage() };
}

// Without JavaScript: a context of its own, as in search.spec.ts (the fixtures' axe check needs
// scripts), at the width of the project that runs it.
test.describe("without JavaScript", () => {
  for (const lang of ["ru", "en"] as const) {
    const text = TEXT[lang];

    test(
      `${lang}: the strip is plain links that search their day`,
      { tag: ["@both-viewports", "@language-neutral"] },
      async ({ browser, baseURL, request, page }) => {
        const { chosen, target } = await chooseDays(request);
        const noScript = await withoutJavaScript(browser, baseURL, page.viewportSize()?.width ?? 390);
        try {
          await noScript.page.goto(searchAddress(text.prefix, chosen));
          await expect(noScript.page).toHaveURL(REQUEST_PATH);
          const strip = stripOf(noScript.page, lang);
          await expectDays(noScript.page, strip);
          await expectChosen(strip, chosen);
          await expectCheapestMarked(strip, lang);
          await strip.locator(`li[data-date="${target}"] a`).click();
          await expect(noScript.page).toHaveURL(REQUEST_PATH);
          await expectChosen(stripOf(noScript.page, lang), target);
        } finally {
          await noScript.context.close();
        }
      },
    );
  }
});

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(
    `${lang}: no strip on the empty-leg page or beside a round trip`,
    { tag: "@language-neutral" },
    async ({ page, request }) => {
      await page.goto(`${text.prefix}/el/`);
      await expect(page.locator(".empty-legs, .results").first()).toBeVisible();
      await expect(page.locator(".price-strip")).toHaveCount(0);

      const { chosen } = await chooseDays(request);
      await page.goto(`${searchAddress(text.prefix, chosen)}?back=${chosen}T20:00`);
      await expect(page).toHaveURL(REQUEST_PATH);
      await expect(page.locator(".results__list, [data-not-found]").first()).toBeVisible();
      await expect(page.locator(".price-strip")).toHaveCount(0);
    },
  );
}
