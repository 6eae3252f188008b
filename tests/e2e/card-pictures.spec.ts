import type { Locator } from "@playwright/test";
import { AIRCRAFT_TYPES } from "~/charter/fleet/aircraft-types";
import { isTypeDrawing, typePictureUrls } from "~/charter/fleet/type-pictures";
import { expect, test } from "./fixtures";
import { moscowDayPlus } from "./dates";

/**
 * A picture on every card (issue 16, item 3): on the seed's Moscow Vnukovo → Istanbul route, where
 * most offers are partners' aircraft without pictures of their own, every card shows a picture that
 * loaded (its type's drawing when the aircraft has none) and none shows the grey placeholder; the
 * flight page of such an aircraft shows the drawing in its gallery and the type's typical seat map.
 */
/** spec §9: the window starts tomorrow at 12:00 on Moscow's clock; three days ahead is inside it. */

const SEARCH = `/search/UUWW/LTFM/${moscowDayPlus(3)}T12:00/3/`;

const TEXT = {
  ru: {
    prefix: "",
    drawing: /: рисунок типа, вид сбоку$/,
    typicalAlt: /^Типовая схема расположения кресел /,
    typicalNote: /Типовая компоновка этого типа самолёта/,
  },
  en: {
    prefix: "/en",
    drawing: /: a drawing of the type, side view$/,
    typicalAlt: /^Typical seat layout of the /,
    typicalNote: /A typical layout of this aircraft type/,
  },
} as const;

/** Scrolls a lazy picture into view and waits until it has loaded with a size. */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((node: HTMLImageElement) => (node.complete ? node.naturalWidth : 0)), {
      message: "the picture loaded",
    })
    .toBeGreaterThan(0);
}

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(`${lang}: every card of Moscow → Istanbul shows a picture, a partner's its type's drawing`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(90_000);
    await visit(`${text.prefix}${SEARCH}`, `card-pictures-${lang}`);
    const cards = page.locator(".results__item .offer-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(5);
    await expect(page.locator(".offer-card__placeholder")).toHaveCount(0);

    const drawnTypes = new Set<string>();
    let drawing: string | null = null;
    for (const card of await cards.all()) {
      const img = card.locator("img.offer-card__photo");
      await expect(img).toHaveCount(1);
      await expectLoaded(img);
      const src = (await img.getAttribute("src")) ?? "";
      const type = (await card.locator(".offer-card__link").innerText()).split(",")[0]!.trim();
      if (isTypeDrawing(src)) {
        // A type's drawing says what it is; the aircraft's own picture adds no words to the link.
        await expect(img).toHaveAttribute("alt", text.drawing);
        await expect(img).toHaveAttribute("alt", new RegExp(`^${type.replace(/[+.]/g, "\\$&")}:`));
        drawnTypes.add(type);
        drawing ??= (await card.locator(".offer-card__link").getAttribute("href")) ?? null;
      } else {
        await expect(img).toHaveAttribute("alt", "");
      }
    }
    // The seed's partners on this route fly several types, all drawn.
    expect(drawnTypes.size).toBeGreaterThan(1);

    // The flight page of a drawn aircraft: the drawing in its gallery, the typical seat map.
    expect(drawing).toBeTruthy();
    await page.goto(drawing!);
    const thumb = page.locator(".flight-gallery__thumb img").first();
    await expect(thumb).toHaveAttribute("alt", text.drawing);
    await expectLoaded(thumb);
    const layout = page.locator(".flight-cabin__layout img");
    await expect(layout).toHaveAttribute("alt", text.typicalAlt);
    await expectLoaded(layout);
    await expect(page.locator(".flight-cabin")).toContainText(text.typicalNote);
  });
}

test("every type the engine can offer has its two drawings served as SVG", async ({ request }) => {
  for (const type of AIRCRAFT_TYPES) {
    const urls = typePictureUrls(type.id);
    for (const url of [urls.avatar, urls.seats]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toContain("image/svg+xml");
      expect(await response.text(), url).toContain(`<title id="t">${type.name}: `);
    }
  }
});
