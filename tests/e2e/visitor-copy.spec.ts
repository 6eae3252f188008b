import { expect, test } from "./fixtures";

/**
 * Issue 28, item 10: copy a new visitor tripped on, checked where they met it and in both
 * languages where the page has both.
 * - «Заказ в пять шагов» listed four steps;
 * - the fleet page said «Одиннадцать самолётов» while the search offers aircraft not on it;
 * - the same figure was «Высота фюзеляжа» on the fleet page and «Высота самолёта» on the aircraft
 *   page (it is the whole aircraft's height: app/charter/fleet/aircraft-types.ts);
 * - Russian pages priced in euros (the landing pages) and English visitors got roubles.
 * The suggestions' «Стамбул Стамбул» and the phone-width airport field are in search-form.spec.ts,
 * the sitemap against robots.txt in seo.spec.ts.
 */

// A Challenger 850 of the house fleet (app/charter/fleet/fleet.ts), on the fleet page and its own.
const TAIL = "RA-67470";

const COPY = {
  ru: {
    prefix: "",
    height: "Высота самолёта",
    length: "Длина самолёта",
    selection: /Подборка самолётов наших партнёров-эксплуатантов.+Это не весь парк/,
    sign: "₽",
  },
  en: {
    prefix: "/en",
    height: "Aircraft height",
    length: "Aircraft length",
    selection: /A selection of our partner operators' aircraft.+It is not the whole fleet/,
    sign: "$",
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
});

test("the ordering steps block counts the steps it lists", async ({ page }) => {
  await page.goto("/zakaz-chartera/");
  const steps = page.locator(".landing-benefits__item");
  await expect(steps).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Заказ в четыре шага" })).toBeVisible();
  await expect(page).toHaveTitle(/четыре шага/);
  await expect(page.locator("main")).not.toContainText("пять шагов");
});

for (const lang of ["ru", "en"] as const) {
  const copy = COPY[lang];

  test(`${lang}: the fleet page calls itself a selection, not a count the search contradicts`, async ({
    page,
  }) => {
    await page.goto(`${copy.prefix}/fleet/`);
    const main = page.locator("main");
    await expect(main).toContainText(copy.selection);
    await expect(main).not.toContainText(/Одиннадцать|Eleven/);
    await expect(page).not.toHaveTitle(/11/);
  });

  test(`${lang}: the aircraft's height and length have one name on the fleet, aircraft and flight pages`, async ({
    page,
  }) => {
    await page.goto(`${copy.prefix}/fleet/`);
    const card = page.locator(".fleet-card").filter({ hasText: TAIL });
    await expect(card.getByText(copy.height, { exact: true })).toBeVisible();
    await expect(card.getByText(copy.length, { exact: true })).toBeVisible();
    await page.goto(`${copy.prefix}/fleet/${TAIL.toLowerCase()}/`);
    const specs = page.locator(".aircraft-specs");
    await expect(specs.getByText(copy.height, { exact: true })).toBeVisible();
    await expect(specs.getByText(copy.length, { exact: true })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/фюзеляжа|[Ff]uselage|Overall/);
  });

  test(`${lang}: prices are in the language's own currency until the visitor picks another`, async ({
    page,
  }) => {
    await page.goto(`${copy.prefix}/el/`);
    await expect(page.locator('.el-list [data-fact="price"]').first()).toContainText(copy.sign);
    await expect(page.getByRole("link", { name: lang === "ru" ? /RUB/ : /USD/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
}

test("a Russian landing page prices its routes and empty legs in roubles, not euros", async ({ page }) => {
  await page.goto("/arenda-chastnogo-samoleta/");
  const prices = page.locator(".route-card__price, .landing-leg__price");
  expect(await prices.count()).toBeGreaterThan(0);
  for (const text of await prices.allTextContents()) {
    expect(text).toContain("₽");
    expect(text).not.toContain("€");
  }
});
