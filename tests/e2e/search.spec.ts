import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { moscowDayPlus } from "./dates";

/**
 * The results screen (issue 5 items 2, 5 and 6; spec §2 "Search and flight screen" and "Address
 * behaviour", spec §4 sort, class, currency, price cap, return, new queries and the filter panel).
 * Every search runs against the dev seed, where UUWW → LTFM has offers, UUWW → SCEL none (beyond
 * every aircraft's range) and UUWW → KLAX none (US airspace is closed to flights from Russia: the
 * sanctions message of tests/e2e/honest-offers.spec.ts).
 */

/** spec §9: the window starts tomorrow at 12:00 on Moscow's clock; three days ahead is inside it. */

const DAY = moscowDayPlus(3);
const SEARCH = `/search/UUWW/LTFM/${DAY}T12:00/3/`;
const REQUEST_PATH = /\/search\/[0-9a-z]{12}\/(\?.*)?$/;

const TEXT = {
  ru: {
    prefix: "",
    found: /Найдено \d+ предложени/,
    filters: "Фильтры",
    sorts: {
      LowPrice: "Сначала дешёвые",
      HightPrice: "Сначала дорогие",
      MaxPax: "Больше мест",
      Year: "Новее самолёт",
    },
    midsize: "Лёгкие и средние",
    // A currency other than the page's own (roubles on Russian pages, issue 28, item 10).
    otherCurrency: { name: "Доллары, $", param: "usd", sign: "$" },
    cap: "Цена до",
    closePanel: "Закрыть фильтры",
    more: "Больше пассажиров",
    returnToggle: "Обратный рейс",
    back: "Обратно",
    pickerApply: "Применить",
    backInput: "Дата и время обратного вылета",
    notFound: "Не нашли самолётов на этот маршрут",
    sanctions: /санкционные ограничения/,
    phone: "Телефон",
    submit: "Отправить заявку",
    badPhone: /Проверьте номер/,
    errorHeading: "Не получается выполнить поиск",
    sameAirports: /Аэропорты вылета и прилёта совпадают/,
    paxProblem: /Число пассажиров указано неверно/,
  },
  en: {
    prefix: "/en",
    found: /\d+ offers? found/,
    filters: "Filters",
    sorts: {
      LowPrice: "Cheapest",
      HightPrice: "Most expensive",
      MaxPax: "Most seats",
      Year: "Newest aircraft",
    },
    midsize: "Light and midsize jets",
    // A currency other than the page's own (dollars on English pages, issue 28, item 10).
    otherCurrency: { name: "Roubles, ₽", param: "rub", sign: "₽" },
    cap: "Price up to",
    closePanel: "Close filters",
    more: "More passengers",
    returnToggle: "Return flight",
    back: "Return",
    pickerApply: "Apply",
    backInput: "Return date and time",
    notFound: "No aircraft found for this route",
    sanctions: /Sanctions may apply/,
    phone: "Phone",
    submit: "Send request",
    badPhone: /Please check the number/,
    errorHeading: "We cannot run this search",
    sameAirports: /departure and arrival airports are the same/,
    paxProblem: /number of passengers is not valid/,
  },
} as const;

type Language = keyof typeof TEXT;

/**
 * Chromium logs a document or fetch answered with an error status as a console error; the fixture
 * forgives 404 only. Where this spec expects a 400 or 503 by design, that one line is taken out.
 */
function forgiveStatus(pageErrors: string[], status: number) {
  const pattern = new RegExp(`status of ${status} `);
  for (let index = pageErrors.length - 1; index >= 0; index -= 1) {
    if (pattern.test(pageErrors[index] ?? "")) pageErrors.splice(index, 1);
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  // The sticky cookie notice would cover the lower cards; it has its own tests.
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
});

const items = (page: Page) => page.locator(".results__item");

async function numbers(list: Locator, attribute: string): Promise<number[]> {
  return list.evaluateAll((nodes, name) => nodes.map((node) => Number(node.getAttribute(name))), attribute);
}

/** The list's values of a data attribute are in the given order (polled: the list re-renders). */
async function expectOrder(page: Page, attribute: string, direction: "asc" | "desc") {
  await expect
    .poll(async () => {
      const values = await numbers(items(page), attribute);
      const sorted = [...values].sort((a, b) => (direction === "asc" ? a - b : b - a));
      return values.length > 1 && values.every((value, index) => value === sorted[index]);
    })
    .toBe(true);
}

/** Issue 28, item 1 (decision 041): from 1024 px the panel stands in the left column, no drawer. */
const drawerWidth = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The filter panel: opened as a drawer on a phone, the left column's region at a desktop width. */
async function openPanel(page: Page, lang: Language) {
  if (!drawerWidth(page)) {
    const column = page.getByRole("region", { name: TEXT[lang].filters });
    await expect(column).toBeVisible();
    return column;
  }
  await page.getByRole("button", { name: new RegExp(`^${TEXT[lang].filters}`) }).click();
  const panel = page.getByRole("dialog", { name: TEXT[lang].filters });
  await expect(panel).toBeVisible();
  return panel;
}

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(
    `${lang}: a search address opened cold settles on its result set with cards`,
    { tag: "@both-viewports" },
    async ({ page, visit }) => {
      await visit(`${text.prefix}${SEARCH}`, `search-results-${lang}`);
      await expect(page).toHaveURL(REQUEST_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.found);
      expect(await items(page).count()).toBeGreaterThan(1);
      // spec §2: the top block names both airports with their codes.
      await expect(page.locator(".top-block")).toContainText("UUWW");
      await expect(page.locator(".top-block")).toContainText("LTFM");
    },
  );

  // One browser walk of the filters, in Russian at both widths (decision 039): the rules are the
  // Vitest suites' (app/offers/results.test.ts), the English labels the components'.
  if (lang === "ru")
    test(
      `${lang}: sort, class, currency and price cap filter the list and the address`,
      { tag: "@both-viewports" },
      async ({ page, visit, checkPage }) => {
        // Many steps, each waiting for the list: more than the default 30 s on a busy machine.
        test.setTimeout(120_000);
        await visit(`${text.prefix}${SEARCH}`, `search-filters-${lang}`);
        const total = await items(page).count();
        // spec §4: LowPrice is the default order.
        await expectOrder(page, "data-total", "asc");

        const panel = await openPanel(page, lang);
        if (drawerWidth(page)) await expect(page.locator("html")).toHaveClass(/scroll-locked/);
        await checkPage(`search-panel-${lang}`);

        const sort = (name: string) => panel.getByRole("link", { name, exact: true });
        await sort(text.sorts.HightPrice).click();
        await expect(page).toHaveURL(/sort=HightPrice/);
        await expect(sort(text.sorts.HightPrice)).toHaveAttribute("aria-current", "true");
        await expectOrder(page, "data-total", "desc");

        await sort(text.sorts.MaxPax).click();
        await expect(page).toHaveURL(/sort=MaxPax/);
        await expectOrder(page, "data-seats", "desc");

        await sort(text.sorts.Year).click();
        await expect(page).toHaveURL(/sort=Year/);
        await expectOrder(page, "data-year", "desc");

        // spec §4: tapping the active sort clears it.
        await sort(text.sorts.Year).click();
        await expect(page).toHaveURL(/sort=none/);
        for (const name of Object.values(text.sorts))
          await expect(sort(name)).not.toHaveAttribute("aria-current");

        await sort(text.sorts.LowPrice).click();
        await expect(page).not.toHaveURL(/sort=/);
        await expectOrder(page, "data-total", "asc");

        // Class filter: Light jet or Mid-size jet only; tapping it again clears it.
        const midsize = panel.getByRole("link", { name: text.midsize });
        await midsize.click();
        await expect(page).toHaveURL(/class=MidSizeJet/);
        // The address can change a frame before the list re-renders: read the list once it has.
        await expect(items(page)).not.toHaveCount(total);
        const classes = await items(page).evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute("data-class")),
        );
        expect(classes.length).toBeGreaterThan(0);
        expect(classes.length).toBeLessThan(total);
        for (const value of classes) expect(["Light jet", "Mid-size jet"]).toContain(value);
        await midsize.click();
        await expect(page).not.toHaveURL(/class=/);
        await expect(items(page)).toHaveCount(total);

        // Price cap: the slider's middle hides the dearer cards and goes into the address.
        const slider = panel.getByRole("slider", { name: text.cap });
        const min = Number(await slider.getAttribute("min"));
        const max = Number(await slider.getAttribute("max"));
        const step = Number(await slider.getAttribute("step"));
        const middle = min + Math.round((max - min) / 2 / step) * step;
        await slider.fill(String(middle));
        await expect(page).toHaveURL(new RegExp(`cap=${middle}`));
        // As with the class, the list may re-render a frame after the address changes.
        await expect(items(page)).not.toHaveCount(total);
        const capped = await numbers(items(page), "data-total");
        expect(capped.length).toBeLessThan(total);
        for (const value of capped) expect(value).toBeLessThanOrEqual(middle);

        // A filtered address reloads to the same view.
        await page.reload();
        await expect(items(page)).toHaveCount(capped.length);
        expect(await numbers(items(page), "data-total")).toEqual(capped);

        // spec §4: a currency change shows its sign and resets the cap.
        const reopened = await openPanel(page, lang);
        await reopened.getByRole("link", { name: text.otherCurrency.name }).click();
        await expect(page).toHaveURL(new RegExp(`currency=${text.otherCurrency.param}`));
        await expect(page).not.toHaveURL(/cap=/);
        await expect(items(page)).toHaveCount(total);
        await expect(items(page).first()).toContainText(text.otherCurrency.sign);

        // On a phone Escape closes the drawer and unlocks the page.
        if (!drawerWidth(page)) return;
        await page.keyboard.press("Escape");
        await expect(reopened).toBeHidden();
        await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
      },
    );
}

test("without JavaScript the search address renders the cards and the filters are links", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await page.goto(SEARCH);
  await expect(page).toHaveURL(REQUEST_PATH);
  expect(await items(page).count()).toBeGreaterThan(1);
  // The filters button is a link to the panel, whose options are links; at this desktop width the
  // panel stands open in the left column (issue 28, item 1), and the link is for a phone.
  await expect(page.locator("[data-testid=filters-button]")).toHaveAttribute("href", "#filters");
  await page.getByRole("link", { name: TEXT.ru.sorts.Year, exact: true }).click();
  await expect(page).toHaveURL(/sort=Year/);
  await expectOrder(page, "data-year", "desc");
  await context.close();
});

test("more passengers builds a new search: skeletons while it loads, then a new result set", async ({
  page,
  visit,
}) => {
  await visit(SEARCH, "search-before-pax");
  const before = page.url();
  // Hold the new search's request so its loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\/UUWW\/LTFM\/[^/]+\/4/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: TEXT.ru.more }).click();
  await expect(page.locator("[data-skeleton]")).toHaveCount(5);
  release();
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(REQUEST_PATH);
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
  await expect(page.locator("#results-pax")).toHaveValue("4");
  expect(await items(page).count()).toBeGreaterThan(0);
});

/** The picker's calendar showing `day`'s month (it opens on the outbound's). */
async function showMonthOf(dialog: Locator, day: string) {
  const cell = dialog.locator(`[data-day="${day}"]:not([data-outside])`);
  for (let step = 0; step < 4 && !(await cell.count()); step += 1) {
    const forward =
      day > (await dialog.locator("[data-day]:not([data-outside])").first().getAttribute("data-day"))!;
    await dialog.locator(forward ? ".rdp-button_next" : ".rdp-button_previous").click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

// Issue 28, item 6: the return button searched at once with the return at the outbound's date and
// time (the cards then showed same-day returns marked «Время изменено»). It now asks for the date:
// the date picker opens on the return tab, and the search runs when the visitor applies a date.
const BACK_DAY = moscowDayPlus(6);
for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];
  test(`${lang}: the return button opens the date picker on the return tab and searches only once a date is applied`, async ({
    page,
    visit,
  }) => {
    await visit(`${text.prefix}${SEARCH}`, `search-one-way-${lang}`);
    const toggle = page.getByRole("button", { name: text.returnToggle });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const oneWay = page.url();
    await toggle.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { pressed: true })).toContainText(text.back);
    // Nothing is searched while the visitor chooses.
    await expect(page).toHaveURL(oneWay);
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);

    await (await showMonthOf(dialog, BACK_DAY)).locator("button").click();
    await dialog.getByRole("radio", { name: "15:00" }).check();
    await dialog.getByRole("button", { name: text.pickerApply }).click();
    await expect(page).not.toHaveURL(oneWay);
    await expect(page).toHaveURL(REQUEST_PATH);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".top-block__date")).toHaveCount(2);
    await expect(page.locator(".top-block__date--empty")).toHaveCount(0);
    await expect(page.locator('.offer-leg[data-leg="back"] time').first()).toHaveAttribute(
      "datetime",
      new RegExp(`^${BACK_DAY}T`),
    );

    // Off removes the return at once (spec §4).
    const withReturn = page.url();
    await toggle.click();
    await expect(page).not.toHaveURL(withReturn);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test(`${lang}: closing the return's date picker keeps the one-way search`, async ({ page, visit }) => {
    await visit(`${text.prefix}${SEARCH}`);
    const oneWay = page.url();
    await page.getByRole("button", { name: text.returnToggle }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(oneWay);
    // The return's cell is still the empty one that offers to add it.
    await expect(page.locator(".top-block__date--empty")).toHaveCount(1);
  });

  test(`${lang}: without JavaScript the return button leads to a return date field`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
    const plain = await context.newPage();
    await plain.goto(`${text.prefix}${SEARCH}`);
    await expect(plain).toHaveURL(REQUEST_PATH);
    const oneWay = plain.url();
    await plain.getByRole("link", { name: text.returnToggle }).click();
    // The link opens the top block's return field; nothing is searched yet.
    const field = plain.getByLabel(text.backInput);
    await expect(field).toBeVisible();
    expect(plain.url().split("#")[0]).toBe(oneWay);
    await field.fill(`${BACK_DAY}T15:00`);
    await plain.locator(".top-block__date-form").filter({ has: field }).getByRole("button").click();
    await plain.waitForLoadState("load");
    await expect(plain).toHaveURL(REQUEST_PATH);
    await expect(plain.locator('.offer-leg[data-leg="back"] time').first()).toHaveAttribute(
      "datetime",
      new RegExp(`^${BACK_DAY}T`),
    );
    await context.close();
  });
}

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(
    `${lang}: a route without offers shows the not-found block and its phone form`,
    { tag: "@both-viewports" },
    async ({ page, visit }) => {
      await visit(`${text.prefix}/search/UUWW/SCEL/${DAY}T12:00/3/`, `search-not-found-${lang}`);
      await expect(page).toHaveURL(REQUEST_PATH);
      await expect(page.getByRole("heading", { name: text.notFound })).toBeVisible();
      await expect(page.locator("[data-not-found]")).toContainText(text.sanctions);
      // spec §4: the filter panel opens only when results exist.
      await expect(page.getByRole("button", { name: text.filters })).toBeDisabled();
      // spec §5 and issue 28 (item 9): the send button is in sight, inactive until the number is
      // valid and the consent box ticked (sending: tests/e2e/leads.spec.ts, consent.spec.ts).
      const phone = page.getByLabel(text.phone);
      const submit = page.getByRole("button", { name: text.submit });
      await expect(submit).toBeVisible();
      await expect(submit).toBeDisabled();
      await phone.fill("12");
      await phone.blur();
      await expect(submit).toBeDisabled();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await phone.fill("+79991234567");
      await expect(submit).toBeDisabled();
      await page.locator("[data-not-found] input[name=consent]").check();
      await expect(submit).toBeEnabled();
    },
  );
}

test("without JavaScript a bad phone in the not-found form is refused with the reason", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await page.goto(`/search/UUWW/KLAX/${DAY}T12:00/3/`);
  await page.getByLabel(TEXT.ru.phone).fill("12");
  await page.getByRole("button", { name: TEXT.ru.submit }).click();
  await expect(page.locator("[data-request-status]")).toContainText(TEXT.ru.badPhone);
  // Nothing typed is lost, and the field says it is the one to fix.
  await expect(page.getByLabel(TEXT.ru.phone)).toHaveValue("12");
  await expect(page.getByLabel(TEXT.ru.phone)).toHaveAttribute("aria-invalid", "true");
  await context.close();
});

for (const lang of ["ru", "en"] as const) {
  test(`${lang}: an invalid search address answers 400 with what is wrong`, async ({ page, pageErrors }) => {
    const text = TEXT[lang];
    const response = await page.goto(`${text.prefix}/search/UUWW/UUWW/2020-01-01T12:00/0/`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.errorHeading);
    await expect(page.getByRole("listitem").filter({ hasText: text.sameAirports })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: text.paxProblem })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    forgiveStatus(pageErrors, 400);
  });
}

test("a search the engine refuses (a date in the past) answers 400, not 500", async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto("/search/UUWW/LTFM/2020-01-01T12:00/3/");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("listitem").filter({ hasText: /вне доступного периода/ })).toBeVisible();
  forgiveStatus(pageErrors, 400);
});

test("keyboard alone: Tab to the filters button, open, choose a sort with Enter, close with Escape", async ({
  page,
  visit,
}) => {
  // The drawer is a phone's (issue 28, item 1: from 1024 px the filters stand in the left column).
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(SEARCH, "search-keyboard");
  const button = page.getByRole("button", { name: /^Фильтры/ });
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    if (await button.evaluate((node) => node === document.activeElement)) break;
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Фильтры" });
  await expect(panel).toBeVisible();
  const year = panel.getByRole("link", { name: TEXT.ru.sorts.Year, exact: true });
  for (let presses = 0; presses < 20; presses += 1) {
    if (await year.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(year).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=Year/);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  // Focus returns to the button that opened the panel.
  await expect(button).toBeFocused();
});
