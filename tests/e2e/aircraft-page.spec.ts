import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A page per aircraft (issue 17, item 4): reached from its fleet card in both languages, with its
 * gallery, specification grid, cabin dimensions, seat map, a search form from its base, JSON-LD
 * and hreflang; linked from a flight of that aircraft; an unknown slug is 404. The rules behind
 * the page (which figures, which pictures) are unit-tested in app/fleet/aircraft-page.server.test.ts.
 */
const DATASET_FILE = process.env.CONTENT_DATASET_FILE ?? "content/production.ndjson";
const FLEET_MARKS = new Set(
  readFileSync(DATASET_FILE, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { _id: string; _type: string; number?: string })
    .filter((document) => document._type === "fleetAircraft" && !document._id.startsWith("drafts."))
    .flatMap((document) => (document.number ? [document.number] : [])),
);

// A Challenger 850 of the house fleet, 14 seats, based at Vnukovo (app/charter/fleet/fleet.ts).
const TAIL = "RA-67470";

const COPY = {
  ru: {
    prefix: "",
    home: "Главная",
    fleet: "Флот",
    tail: `Бортовой номер ${TAIL}`,
    seats: "Мест в салоне",
    aircraftClass: "Большой джет",
    cabinHeight: /^1,86\s?м$/,
    seatMap: "Схема салона",
    search: "Найти рейс",
    from: "Внуково, Москва (VKO)",
    flightLink: "Всё о самолёте",
  },
  en: {
    prefix: "/en",
    home: "Home",
    fleet: "Fleet",
    tail: `Registration ${TAIL}`,
    seats: "Passenger seats",
    aircraftClass: "Large jet",
    cabinHeight: /^1\.86\s?m$/,
    seatMap: "Seat map",
    search: "Find a flight",
    from: "Vnukovo, Moscow (VKO)",
    flightLink: "All about aircraft",
  },
} as const;
type Lang = keyof typeof COPY;

const pagePath = (lang: Lang, tail = TAIL) => `${COPY[lang].prefix}/fleet/${tail.toLowerCase()}/`;

/** Every picture in `scope` has loaded (scrolled to first: all but the first load lazily). */
async function expectLoaded(images: Locator) {
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

// The cookie notice (spec §1) is acknowledged, so that it does not sit over what the tests click.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL }]);
});

test.describe("on a desktop", () => {
  for (const lang of ["ru", "en"] as const) {
    const copy = COPY[lang];

    test(
      `${lang}: a fleet card leads to its aircraft's page, which shows the aircraft`,
      { tag: "@language-neutral" },
      async ({ page, baseURL, checkPage }) => {
        await page.goto(`${copy.prefix}/fleet/`);
        const card = page
          .locator(".fleet-card")
          .filter({ has: page.locator(".fleet-card__tail", { hasText: TAIL }) });
        const link = card.getByRole("heading", { level: 2 }).getByRole("link");
        await expect(link).toHaveAttribute("href", pagePath(lang));
        // Reachable and followed with the keyboard, as any link.
        await link.focus();
        await expect(link).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${baseURL}${pagePath(lang)}`);

        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Challenger 850");
        await expect(page.getByText(copy.tail, { exact: true })).toBeVisible();
        const crumbs = page
          .getByRole("navigation")
          .filter({ has: page.locator("ol") })
          .first();
        await expect(crumbs.getByRole("link", { name: copy.fleet })).toHaveAttribute(
          "href",
          `${copy.prefix}/fleet/`,
        );

        await expectLoaded(page.locator(".aircraft-gallery .fleet-gallery__thumb img"));
        await expect(page.locator('[data-spec="seats"]')).toContainText(copy.seats);
        await expect(page.locator('[data-spec="seats"] dd')).toHaveText("14");
        await expect(page.locator('[data-spec="aircraftClass"] dd')).toHaveText(copy.aircraftClass);
        await expect(page.locator('[data-cabin="cabinHeight"] dd')).toHaveText(copy.cabinHeight);
        await expect(page.getByRole("heading", { level: 3, name: copy.seatMap })).toBeVisible();
        await expectLoaded(page.locator(".aircraft-seat-map__link img"));

        // The search starts at the aircraft's base.
        const search = page.getByRole("region", { name: copy.search });
        await expect(search.locator('input[type="hidden"][name="from"]')).toHaveValue("UUWW");
        await expect(search.getByRole("combobox").first()).toHaveValue(copy.from);

        await checkPage(`aircraft-${lang}`);
      },
    );

    test(`${lang}: the page answers with its SEO fields, hreflang pair and JSON-LD`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(pagePath(lang));
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toContain("s-maxage");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(/Challenger 850 RA-67470/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{70,160}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${pagePath(lang)}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
        "href",
        /\/fleet\/ra-67470\/$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        /\/en\/fleet\/ra-67470\/$/,
      );

      const blocks = await jsonLdBlocks(page);
      const breadcrumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string }[];
      };
      expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
        copy.home,
        copy.fleet,
        `Challenger 850 ${TAIL}`,
      ]);
      const product = blocks.find((block) => block["@type"] === "Product");
      expect(product).toMatchObject({
        name: `Challenger 850 ${TAIL}`,
        brand: { "@type": "Brand", name: "Bombardier" },
        category: copy.aircraftClass,
      });
      expect(product).not.toHaveProperty("offers");
      // Every picture it names is served.
      for (const url of (product?.image as string[]) ?? []) {
        const picture = await page.request.get(new URL(new URL(url).pathname, baseURL).toString());
        expect(picture.status(), url).toBe(200);
      }
    });
  }

  test("a flight of an aircraft with a page links to it; a partner's flight does not", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const cards = await searchCards(page, request);
    const house = cards.find((card) => FLEET_MARKS.has(card.aircraft));
    const partner = cards.find((card) => !FLEET_MARKS.has(card.aircraft));
    expect(house, "a house-fleet aircraft among the offers").toBeTruthy();
    expect(partner, "a partner's aircraft among the offers").toBeTruthy();

    await page.goto(`/en/flight/${house?.id}/`);
    const link = page.getByRole("link", { name: new RegExp(COPY.en.flightLink) });
    await expect(link).toHaveAttribute("href", pagePath("en", house?.aircraft));
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(`Registration ${house?.aircraft}`, { exact: true })).toBeVisible();

    await page.goto(`/flight/${partner?.id}/`);
    await expect(page.locator("#flight-detail h2.flight__title")).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(COPY.ru.flightLink) })).toHaveCount(0);
  });

  test("an unknown aircraft is the not-found page in the path's language", async ({ page }) => {
    for (const path of ["/fleet/ra-00000/", "/en/fleet/ra-00000/", "/fleet/not-a-tail-number/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", path.startsWith("/en/") ? "en" : "ru");
    }
  });
});

test(
  "on a phone the page keeps to the screen's width",
  { tag: "@phone-only" },
  async ({ page, checkPage }) => {
    await page.goto(pagePath("ru"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The specification grid and the cabin tiles fit the screen, one column each.
    for (const selector of [".aircraft-specs", ".aircraft-cabin", ".aircraft-seat-map__link img"]) {
      const box = await page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), selector).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    }
    await checkPage("aircraft-ru-phone");
  },
);

/** Three days ahead at 12:00, airport-local (spec §9's window starts tomorrow at 12:00). */
function threeDaysAhead(): string {
  const date = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T12:00`;
}

/** Runs a search from Vnukovo to Istanbul and answers its cards (house and partner aircraft). */
async function searchCards(
  page: Page,
  request: APIRequestContext,
): Promise<{ id: string; aircraft: string }[]> {
  await page.goto(`/search/UUWW/LTFM/${threeDaysAhead()}/3/`);
  await expect(page).toHaveURL(/\/search\/[A-Za-z0-9_-]+\/$/);
  const id = /\/search\/([A-Za-z0-9_-]+)\/$/.exec(new URL(page.url()).pathname)?.[1];
  const response = await request.get(`/api/requests/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cards: { id: string; aircraft: string }[] }).cards;
}
