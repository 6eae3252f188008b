import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The fleet page (spec §2 "Information pages → Fleet", spec §3 "Fleet item", spec §4 "Fleet sort",
 * spec §9 gallery step), checked against the fleet documents of the dataset the server reads.
 */
interface FleetDocument {
  _type: string;
  number: string;
  type: string;
  year_of_creation: number;
  year_of_renewal: number;
  year_of_overhaul: number;
  max_pax: number;
}

const DATASET_FILE = process.env.CONTENT_DATASET_FILE ?? "content/production.ndjson";
const FLEET = readFileSync(DATASET_FILE, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as FleetDocument & { _id: string })
  .filter((document) => document._type === "fleetAircraft" && !document._id.startsWith("drafts."));

// spec §4: by name (type, then tail number), by year of creation newest first, by seats most first;
// ties in the name order.
const collator = new Intl.Collator("ru-RU", { numeric: true });
const byName = (a: FleetDocument, b: FleetDocument) =>
  collator.compare(a.type, b.type) || collator.compare(a.number, b.number);
const EXPECTED_ORDER = {
  name: [...FLEET].sort(byName),
  year: [...FLEET].sort((a, b) => b.year_of_creation - a.year_of_creation || byName(a, b)),
  seats: [...FLEET].sort((a, b) => b.max_pax - a.max_pax || byName(a, b)),
};
const tails = (list: FleetDocument[]) => list.map((aircraft) => aircraft.number);

const LANGUAGES = [
  {
    lang: "ru",
    path: "/fleet/",
    sort: { name: "по названию", year: "по году выпуска", seats: "по числу мест" },
    sorted: "Самолёты упорядочены по году выпуска, сначала новые",
    overhaul: "Капитальный ремонт",
    renewal: "Обновление салона",
    next: "Прокрутить фотографии вперёд",
    previous: "Прокрутить фотографии назад",
    layout: "Схема салона",
    home: "Главная",
    crumb: "Флот",
  },
  {
    lang: "en",
    path: "/en/fleet/",
    sort: { name: "by name", year: "by year built", seats: "by seats" },
    sorted: "Aircraft sorted by year built, newest first",
    overhaul: "Overhaul",
    renewal: "Cabin refurbishment",
    next: "Scroll photos forward",
    previous: "Scroll photos back",
    layout: "Cabin layout",
    home: "Home",
    crumb: "Fleet",
  },
] as const;

/**
 * Opens the page and waits until it is hydrated. The fixtures check every page with axe when the
 * test ends; `visit` (which checks and screenshots on arrival too) is kept for the first look.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** The tail numbers of the cards in the order the page shows them. */
async function shownTails(page: Page): Promise<string[]> {
  const texts = await page.locator(".fleet-card__tail").allTextContents();
  return texts.map((text) => text.trim().split(/\s+/).at(-1) ?? "");
}

function card(page: Page, tail: string): Locator {
  return page.locator(".fleet-card").filter({ has: page.locator(".fleet-card__tail", { hasText: tail }) });
}

// The cookie notice (spec §1; tests/e2e/shell.spec.ts) is acknowledged, so that it does not sit over
// the cards these tests scroll to and click.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL }]);
});

test("the dataset holds the eleven aircraft of spec §3", () => {
  expect(FLEET).toHaveLength(11);
});

for (const language of LANGUAGES) {
  test.describe(`fleet in ${language.lang}`, () => {
    test(
      "lists every aircraft in name order, with SEO and breadcrumbs",
      { tag: "@both-viewports" },
      async ({ page, visit }) => {
        await visit(language.path, `fleet-${language.lang}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator(".fleet-card")).toHaveCount(11);
        expect(await shownTails(page)).toEqual(tails(EXPECTED_ORDER.name));
        await expect(page.getByRole("link", { name: language.sort.name })).toHaveAttribute(
          "aria-current",
          "true",
        );

        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${language.path}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
          "href",
          /\/en\/fleet\/$/,
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        const breadcrumbs = jsonLd
          .map((text) => JSON.parse(text))
          .find((block) => block["@type"] === "BreadcrumbList");
        expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
          language.home,
          language.crumb,
        ]);
      },
    );

    test(
      "sorts by year and seats in place, keeping ?sort= in the URL",
      { tag: "@language-neutral" },
      async ({ page }) => {
        await open(page, language.path);
        // A marker on window survives a client-side navigation and is lost on a reload.
        await page.evaluate(() => Object.assign(window, { fleetMarker: true }));

        await page.getByRole("link", { name: language.sort.year }).click();
        await expect(page).toHaveURL(new RegExp(`${language.path}\\?sort=year$`));
        await expect(page.getByRole("link", { name: language.sort.year })).toHaveAttribute(
          "aria-current",
          "true",
        );
        await expect(page.getByRole("link", { name: language.sort.name })).not.toHaveAttribute(
          "aria-current",
        );
        await expect(page.getByRole("status").filter({ hasText: language.sorted })).toHaveCount(1);
        await expect.poll(() => shownTails(page)).toEqual(tails(EXPECTED_ORDER.year));

        await page.getByRole("link", { name: language.sort.seats }).click();
        await expect(page).toHaveURL(new RegExp(`${language.path}\\?sort=seats$`));
        await expect.poll(() => shownTails(page)).toEqual(tails(EXPECTED_ORDER.seats));

        await page.getByRole("link", { name: language.sort.name }).click();
        await expect(page).toHaveURL(new RegExp(`${language.path}$`));
        await expect.poll(() => shownTails(page)).toEqual(tails(EXPECTED_ORDER.name));
        expect(await page.evaluate(() => "fleetMarker" in window)).toBe(true);
      },
    );

    test(
      "sorts without JavaScript by following the sort links",
      { tag: "@language-neutral" },
      async ({ browser, baseURL }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "ru-RU" });
        const page = await context.newPage();
        await page.goto(language.path);
        expect(await shownTails(page)).toEqual(tails(EXPECTED_ORDER.name));
        for (const sort of ["year", "seats", "name"] as const) {
          await page.getByRole("link", { name: language.sort[sort] }).click();
          await page.waitForLoadState("load");
          await expect(page.getByRole("link", { name: language.sort[sort] })).toHaveAttribute(
            "aria-current",
            "true",
          );
          expect(await shownTails(page)).toEqual(tails(EXPECTED_ORDER[sort]));
        }
        // The cabin layout is a plain link to the picture.
        const layout = page.getByRole("link", { name: new RegExp(language.layout) }).first();
        await expect(layout).toHaveAttribute("href", /\.(svg|png|jpe?g|webp)/);
        await context.close();
      },
    );

    test(
      "shows the overhaul year instead of the renewal year when there is one",
      { tag: "@language-neutral" },
      async ({ page }) => {
        await open(page, language.path);
        for (const aircraft of FLEET) {
          const facts = card(page, aircraft.number).locator(".fleet-card__facts");
          await expect(facts.locator('[data-fact="seats"]')).toHaveText(String(aircraft.max_pax));
          await expect(facts.locator('[data-fact="year"]')).toHaveText(String(aircraft.year_of_creation));
          const overhaul = facts.getByText(language.overhaul, { exact: true });
          const renewal = facts.getByText(language.renewal, { exact: true });
          if (aircraft.year_of_overhaul > 0) {
            await expect(overhaul, aircraft.number).toBeVisible();
            await expect(renewal, aircraft.number).toHaveCount(0);
            await expect(facts.locator('[data-fact="overhaul"]')).toHaveText(
              String(aircraft.year_of_overhaul),
            );
          } else if (aircraft.year_of_renewal > 0) {
            await expect(renewal, aircraft.number).toBeVisible();
            await expect(overhaul, aircraft.number).toHaveCount(0);
            await expect(facts.locator('[data-fact="renewal"]')).toHaveText(String(aircraft.year_of_renewal));
          } else {
            await expect(overhaul, aircraft.number).toHaveCount(0);
            await expect(renewal, aircraft.number).toHaveCount(0);
          }
        }
      },
    );

    test(
      "the thumbnail gallery scrolls by 50 px a step",
      { tag: ["@both-viewports", "@language-neutral"] },
      async ({ page }) => {
        await open(page, language.path);
        // The first card whose thumbnails overflow their strip: its buttons are shown.
        const gallery = page
          .locator(".fleet-gallery")
          .filter({ has: page.getByRole("button", { name: language.next }) })
          .first();
        const next = gallery.getByRole("button", { name: language.next });
        const previous = gallery.getByRole("button", { name: language.previous });
        const strip = gallery.getByRole("list");
        await expect(next).toBeVisible();
        const scrollLeft = () => strip.evaluate((element) => Math.round(element.scrollLeft));
        const maxScroll = await strip.evaluate((element) => element.scrollWidth - element.clientWidth);

        await expect(previous).toHaveAttribute("aria-disabled", "true");
        await expect(next).toHaveAttribute("aria-disabled", "false");
        await next.click();
        await expect.poll(scrollLeft).toBe(Math.min(50, maxScroll));
        await expect(previous).toHaveAttribute("aria-disabled", "false");
        await previous.click();
        await expect.poll(scrollLeft).toBe(0);
        await expect(previous).toHaveAttribute("aria-disabled", "true");

        // To the end: the next button turns disabled, and stays focused for the keyboard.
        await next.focus();
        for (let step = 0; step < Math.ceil(maxScroll / 50); step += 1) {
          await page.keyboard.press("Enter");
          await expect.poll(scrollLeft).toBe(Math.min((step + 1) * 50, maxScroll));
        }
        await expect(next).toHaveAttribute("aria-disabled", "true");
        await expect(next).toBeFocused();

        // A thumbnail opens its picture in a dialog, named by the picture's description.
        const thumbnail = strip.getByRole("link").last();
        const alt = await thumbnail.getByRole("img").getAttribute("alt");
        await thumbnail.click();
        const dialog = page.getByRole("dialog", { name: alt ?? "" });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator("img")).toHaveAttribute(
          "src",
          (await thumbnail.getAttribute("href")) ?? "",
        );
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(thumbnail).toBeFocused();
      },
    );

    test(
      "the cabin layout opens in a modal and closes on Escape",
      { tag: ["@both-viewports", "@language-neutral"] },
      async ({ page, checkPage }) => {
        await open(page, language.path);
        const first = page.locator(".fleet-card").first();
        const opener = first.getByRole("link", { name: new RegExp(language.layout) });
        const href = await opener.getAttribute("href");
        await opener.click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("heading", { name: new RegExp(language.layout) })).toBeVisible();
        const image = dialog.getByRole("img");
        await expect(image).toHaveAttribute("src", href ?? "");
        await expect(image).toHaveAttribute("alt", /.+/);
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
        await checkPage(`fleet-layout-${language.lang}`);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      },
    );
  });
}
