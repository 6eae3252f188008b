import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { SEED_PEAK_PERIODS } from "~/charter/seed/peak-days";
import { expect, test } from "./fixtures";
import { moscowDayPlus } from "./dates";

/**
 * The flight view (spec §2 "Flight view", spec §3 "Registration-mark lookup" and "Aircraft images
 * response", spec §7 FLIGHT_INFO), reached as a visitor reaches it: a search for UUWW → LTFM three
 * days ahead with 3 passengers through its address, then a tap on an offer.
 */

const DATASET_FILE = process.env.CONTENT_DATASET_FILE ?? "content/production.ndjson";
// The marks that have carrier documents in the dataset the server reads (spec §3).
const DOCUMENTED_MARKS = new Set(
  readFileSync(DATASET_FILE, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { _id: string; _type: string; marks?: string[] })
    .filter(
      (document) => document._type === "registrationMarkDocument" && !document._id.startsWith("drafts."),
    )
    .flatMap((document) => document.marks ?? []),
);

const COPY = {
  ru: {
    prefix: "",
    there: "Туда",
    orderInfo:
      /^Рейс [A-Z0-9]+-1, \d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4} г\., \d{2}:\d{2}$/,
    title: /^.+ · Москва → Стамбул, \d{1,2} [а-я]+$/,
    order: "Заказать",
    orderHeading: "Как заказать этот рейс",
    dimensions: [
      "Высота салона",
      "Размах крыла",
      "Длина салона",
      "Высота самолёта",
      "Ширина салона",
      "Длина самолёта",
    ],
    metres: /^\d+,\d{2}\s?м$/,
    co2: /^Всего за поездку: около [\d\s\u00a0\u202f]+,\d т$/,
    co2Method: "3,16",
    specs: { range: /км$/, speed: /км\/ч$/ },
    compensations: "Компенсации пассажирам",
    flights: "Права пассажиров: ФАП-82",
    telegram: "Отправить в Telegram",
    whatsapp: "Отправить в WhatsApp",
    email: "Отправить по почте",
    copy: "Скопировать ссылку",
    copied: "Ссылка скопирована",
    layoutOnRequest: "Схему расположения кресел",
    notFound: "Страница не найдена",
    sign: "₽",
  },
  en: {
    prefix: "/en",
    there: "Outbound",
    orderInfo: /^Flight [A-Z0-9]+-1, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{2}:\d{2}$/,
    title: /^.+ · Moscow → Istanbul, [A-Z][a-z]+ \d{1,2}$/,
    order: "Order",
    orderHeading: "How to order this flight",
    dimensions: [
      "Cabin height",
      "Wingspan",
      "Cabin length",
      "Aircraft height",
      "Cabin width",
      "Aircraft length",
    ],
    metres: /^\d+\.\d{2}\s?m$/,
    co2: /^Whole trip: about [\d,]+\.\d t$/,
    co2Method: "3.16",
    specs: { range: /km$/, speed: /km\/h$/ },
    compensations: "Passenger compensation",
    flights: "Passenger rights: FAP-82",
    telegram: "Share on Telegram",
    whatsapp: "Share on WhatsApp",
    email: "Share by e-mail",
    copy: "Copy link",
    copied: "Link copied",
    layoutOnRequest: "seat layout on request",
    notFound: "Page not found",
    // Issue 28, item 10: an English page prices in dollars unless the visitor picks another currency.
    sign: "$",
  },
} as const;

type Lang = keyof typeof COPY;

// Each test runs a real search first, and the first opens the flight three times over.
test.describe.configure({ timeout: 120_000 });

/** Three days ahead at 12:00, airport-local (spec §9's window starts tomorrow at 12:00). */
function threeDaysAhead(): string {
  const date = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T12:00`;
}

/**
 * The first seeded peak day (app/charter/seed/peak-days.ts) from three to 80 days ahead in
 * Moscow, with a route that leaves from an airport the period covers.
 */
function firstPeakDay() {
  const earliest = moscowDayPlus(3);
  const latest = moscowDayPlus(80);
  const period = [...SEED_PEAK_PERIODS]
    .sort((a, b) => a.from.localeCompare(b.from))
    .find((candidate) => candidate.to >= earliest && candidate.from <= latest);
  if (!period) throw new Error("no seeded peak day in the order window: seed the next year's holidays");
  const from = period.airports[0] ?? "UUWW";
  return {
    period,
    day: period.from > earliest ? period.from : earliest,
    from,
    to: from === "UUWW" ? "URSS" : "UUWW",
  };
}

/** Runs the search through its address and answers the saved result set's id. */
async function search(page: Page, lang: Lang): Promise<string> {
  await page.goto(`${COPY[lang].prefix}/search/UUWW/LTFM/${threeDaysAhead()}/3/`);
  await expect(page).toHaveURL(/\/search\/[A-Za-z0-9_-]+\/$/);
  const id = /\/search\/([A-Za-z0-9_-]+)\/$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id).toBeTruthy();
  return id ?? "";
}

interface ApiCard {
  id: string;
  aircraft: string;
  routes: { price: { rub: number } }[];
}

async function cardsOf(request: APIRequestContext, requestId: string): Promise<ApiCard[]> {
  const response = await request.get(`/api/requests/${requestId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cards: ApiCard[] }).cards;
}

const digits = (text: string) => Number(text.replace(/[^\d-]/g, ""));

/** Every element of spec §2's flight view, checked on the page as it stands. */
async function expectFlightView(page: Page, lang: Lang) {
  const copy = COPY[lang];
  const detail = page.locator("#flight-detail");
  await expect(detail.getByRole("heading", { level: 2 })).toBeVisible();
  // One way: a heading for the direction without "there" (spec §2: only when a return exists).
  const legHeading = detail.locator(".flight-leg__heading");
  await expect(legHeading).toHaveCount(1);
  await expect(legHeading).not.toContainText(copy.there);
  await expect(legHeading).toContainText(lang === "ru" ? "Москва → Стамбул" : "Moscow → Istanbul");
  // Aircraft type, date and time, build year, seats, class, average flight time.
  await expect(detail.locator(".flight-leg .flight-facts__row")).toHaveCount(7);
  // Specifications: range, cruising speed, seats, year of manufacture.
  const specs = detail.locator(".flight-specs dd");
  await expect(specs).toHaveCount(4);
  await expect(specs.nth(0)).toHaveText(copy.specs.range);
  await expect(specs.nth(1)).toHaveText(copy.specs.speed);
  // The order-info text: number and date in the locale's format.
  await expect(detail.locator(".flight-order-info__line")).toHaveText(copy.orderInfo);
  // Price line with Order, a link to the card's order page (the booking dialog with JavaScript).
  const total = await detail.getByTestId("flight-total").innerText();
  expect(total).toContain(copy.sign);
  await expect(
    detail.locator(".flight-price").getByRole("link", { name: new RegExp(copy.order) }),
  ).toHaveAttribute("href", new RegExp(`^${copy.prefix}/flight/[A-Za-z0-9_-]+/order/$`));
  // The breakdown adds up to the leg's price within a unit a line (each line is rounded).
  const amounts = await detail.locator(".flight-breakdown tbody td").allInnerTexts();
  expect(amounts.length).toBeGreaterThan(1);
  const sum = amounts.reduce((acc, text) => acc + digits(text), 0);
  const legTotal = digits(await detail.locator(".flight-breakdown tfoot td[data-leg-total]").innerText());
  expect(Math.abs(sum - legTotal)).toBeLessThanOrEqual(amounts.length);
  expect(legTotal).toBe(digits(total));
  // CO2: an estimate, with how it is computed.
  await expect(detail.locator(".flight-co2__total")).toHaveText(copy.co2);
  await expect(detail.locator(".flight-co2")).toContainText(copy.co2Method);
  // The cabin section: six dimensions in metres, in the spec's order.
  const rows = detail.locator(".flight-dimensions .flight-facts__row");
  await expect(rows.locator("dt")).toHaveText([...copy.dimensions]);
  for (const value of await rows.locator("dd").allInnerTexts()) expect(value.trim()).toMatch(copy.metres);
  // The seat layout, or the word that it comes on request.
  const layout = detail.locator(".flight-cabin__layout img");
  if ((await layout.count()) === 0)
    await expect(detail.locator(".flight-cabin")).toContainText(copy.layoutOnRequest);
  else await expect(layout).toHaveAttribute("width", /\d+/);
  // The section on ordering by phone or messenger, for a visitor who would rather call.
  await expect(detail.locator("#order").getByRole("heading", { name: copy.orderHeading })).toBeVisible();
  // The sticky line: price, Order, and share links carrying the page's absolute address.
  const sticky = page.getByRole("region", { name: lang === "ru" ? "Цена и заказ" : "Price and order" });
  await expect(sticky.getByTestId("sticky-total")).toHaveText(total);
  const url = encodeURIComponent(page.url());
  await expect(sticky.getByRole("link", { name: copy.telegram })).toHaveAttribute(
    "href",
    new RegExp(`^https://t\\.me/share/url\\?url=${escapeRegExp(url)}&text=`),
  );
  await expect(sticky.getByRole("link", { name: copy.whatsapp })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${escapeRegExp(url)}$`),
  );
  await expect(sticky.getByRole("link", { name: copy.email })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:\\?subject=.+&body=${escapeRegExp(url)}$`),
  );
  return { total };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

for (const lang of ["ru", "en"] as const) {
  const copy = COPY[lang];

  // The whole flight view is walked in Russian at both widths; the English flight page's first screen
  // is checked by results-layout.spec.ts and its words by component tests (decision 039).
  if (lang === "ru")
    test(
      `${lang}: a search, a tap on the first offer, and the flight view with every element`,
      { tag: "@both-viewports" },
      async ({ page, checkPage, browser, baseURL }) => {
        await search(page, lang);
        const first = page.locator(".offer-card__link").first();
        const type = (
          await page.locator(".offer-card").first().locator(".offer-card__title").innerText()
        ).split(",")[0];
        await first.click();
        await expect(page).toHaveURL(
          new RegExp(`^${escapeRegExp(baseURL ?? "")}${copy.prefix}/flight/[A-Za-z0-9_-]+/$`),
        );
        await expect(page).toHaveTitle(copy.title);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await expect(page.locator("#flight-detail h2.flight__title")).toHaveText(type?.trim() ?? "");
        // spec §2: the flight is one card of the results; it is marked as the selected one.
        await expect(page.locator(".offer-card__link[aria-current='true']")).toHaveCount(1);
        const { total } = await expectFlightView(page, lang);
        await checkPage(`flight-${lang}`);

        // The address opened cold, in a new page and with JavaScript off: the same flight.
        const url = page.url();
        const orderInfo = await page.locator(".flight-order-info__line").innerText();
        const cold = await page.context().newPage();
        await cold.goto(url);
        await expect(cold.locator(".flight-order-info__line")).toHaveText(orderInfo);
        await expectFlightView(cold, lang);
        await cold.close();

        const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "ru-RU" });
        const plain = await noScript.newPage();
        await plain.goto(url);
        await expect(plain.locator(".flight-order-info__line")).toHaveText(orderInfo);
        await expect(plain.getByTestId("flight-total")).toHaveText(total);
        // Copying needs the clipboard: without scripts the button is not offered.
        await expect(plain.getByRole("button", { name: copy.copy })).toHaveCount(0);
        // Order is a plain link to the order page (tests/e2e/booking.spec.ts books there).
        await plain
          .locator(".flight-price")
          .getByRole("link", { name: new RegExp(copy.order) })
          .click();
        await expect(plain).toHaveURL(`${url}order/`);
        await noScript.close();
      },
    );

  test(
    `${lang}: carrier documents for an aircraft with a registration-mark document, none without`,
    { tag: "@language-neutral" },
    async ({ page, request }) => {
      const requestId = await search(page, lang);
      const cards = await cardsOf(request, requestId);
      const documented = cards.find((card) => DOCUMENTED_MARKS.has(card.aircraft));
      const partner = cards.find((card) => !DOCUMENTED_MARKS.has(card.aircraft));
      expect(documented, "a house-fleet aircraft among the offers").toBeTruthy();
      expect(partner, "a partner's aircraft among the offers").toBeTruthy();

      await page.goto(`${copy.prefix}/flight/${documented?.id}/`);
      const compensations = page.getByRole("link", { name: new RegExp(copy.compensations) });
      const pdf =
        lang === "ru"
          ? /^\/docs\/compensation-[a-z0-9-]+\.pdf$/
          : /^\/docs\/en\/compensation-[a-z0-9-]+\.pdf$/;
      await expect(compensations).toHaveAttribute("href", pdf);
      const href = (await compensations.getAttribute("href")) ?? "";
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toContain("application/pdf");
      await expect(page.getByRole("link", { name: new RegExp(copy.flights) })).toHaveAttribute(
        "href",
        "https://www.consultant.ru/document/cons_doc_LAW_71153/",
      );
      // The house fleet's pictures: thumbnails with a size, all lazy but the first, each a link to
      // the large picture.
      const thumbs = page.locator(".flight-gallery__thumb img");
      expect(await thumbs.count()).toBeGreaterThan(0);
      await expect(thumbs.first()).not.toHaveAttribute("loading", "lazy");
      for (const img of (await thumbs.all()).slice(1)) await expect(img).toHaveAttribute("loading", "lazy");
      for (const img of await thumbs.all()) {
        await expect(img).toHaveAttribute("width", /\d+/);
        await expect(img).toHaveAttribute("height", /\d+/);
      }
      await page.locator(".flight-gallery__thumb").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      await page.goto(`${copy.prefix}/flight/${partner?.id}/`);
      await expect(page.locator("#flight-detail h2.flight__title")).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(copy.compensations) })).toHaveCount(0);
      await expect(page.getByRole("link", { name: new RegExp(copy.flights) })).toHaveCount(0);
    },
  );

  // Issue 26, item 6: a flight leaving on a seeded peak day bills the operator's surcharge as its
  // own line, named with the period. The day is the first seeded peak day at least three days
  // ahead and well inside the order window (spec §9: 90 days), so the run's date picks it.
  test(
    `${lang}: a flight on a peak day names the peak-day surcharge in the breakdown`,
    { tag: "@language-neutral" },
    async ({ page }) => {
      const peak = firstPeakDay();
      await page.goto(`${copy.prefix}/search/${peak.from}/${peak.to}/${peak.day}T12:00/2/`);
      await expect(page).toHaveURL(/\/search\/[A-Za-z0-9_-]+\/$/);
      await page.locator(".offer-card__link").first().click();
      await expect(page).toHaveURL(/\/flight\/[A-Za-z0-9_-]+\/$/);
      const label =
        lang === "ru"
          ? `Надбавка за пиковый день: ${peak.period.name.ru}, 15\u00a0%`
          : `Peak-day surcharge: ${peak.period.name.en}, 15%`;
      const row = page.locator('#flight-detail .flight-breakdown tr[data-item="peak_day"]');
      await expect(row.first().locator("th")).toContainText(label);
    },
  );

  test(`${lang}: an unknown flight is the 404 page`, { tag: "@language-neutral" }, async ({ page }) => {
    for (const id of ["unknown-card-0000", "bad!id"]) {
      const response = await page.goto(`${copy.prefix}/flight/${encodeURIComponent(id)}/`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(new RegExp(copy.notFound));
    }
  });
}

test(
  "the sticky line stays on screen, and Order and the share buttons are reached by keyboard",
  { tag: "@both-viewports" },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await search(page, "ru");
    await page.locator(".offer-card__link").first().click();
    await expect(page).toHaveURL(/\/flight\//);
    const sticky = page.getByRole("region", { name: "Цена и заказ" });
    await expect(sticky).toBeInViewport();
    const viewport = page.viewportSize();
    const box = await sticky.boundingBox();
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - (viewport?.height ?? 0))).toBeLessThanOrEqual(1);
    // Still there after scrolling half the page.
    await page.mouse.wheel(0, 1200);
    await expect(sticky).toBeInViewport();

    // Keyboard: Tab through the page until the sticky Order, then the share buttons in order.
    const order = sticky.getByRole("link", { name: /Заказать/ });
    // From the order section, the last part of the detail, onwards.
    await page.locator("#order").focus();
    for (let i = 0; i < 300 && !(await order.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(order).toBeFocused();
    for (const name of [
      "Отправить в Telegram",
      "Отправить в WhatsApp",
      "Отправить по почте",
      "Скопировать ссылку",
    ]) {
      await page.keyboard.press("Tab");
      await expect(
        sticky.getByRole(name === "Скопировать ссылку" ? "button" : "link", { name }),
      ).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(sticky.getByRole("status")).toHaveText("Ссылка скопирована");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // Order opens the booking dialog in place (tests/e2e/booking.spec.ts goes through it).
    await order.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: /^Заказ рейса / })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(order).toBeFocused();
    // The section on ordering by phone stays, with the offer number.
    const orderSection = page.locator("#order");
    await orderSection.scrollIntoViewIfNeeded();
    await expect(orderSection).toBeInViewport();
    await expect(orderSection).toContainText(/Рейс|номер рейса/);
  },
);

test(
  "FLIGHT_INFO is reported once per flight opened, and the tapped flight's detail is in view",
  { tag: "@both-viewports" },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await search(page, "ru");
    // A card further down the list: after the tap its detail, which opens the list column (issue
    // 28, item 3), is in view.
    const cards = page.locator(".offer-card");
    const index = Math.min(6, (await cards.count()) - 1);
    await cards.nth(index).locator(".offer-card__link").click();
    await expect(page).toHaveURL(/\/flight\//);
    const first = /\/flight\/([^/]+)\//.exec(page.url())?.[1] ?? "";
    await expect(page.locator(`[data-card-id="${first}"] .offer-card__link`)).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByTestId("flight-summary")).toBeInViewport();

    type YmQueue = { a?: unknown[][] } | undefined;
    const flightGoals = () =>
      page.evaluate(() =>
        ((window as { ym?: YmQueue }).ym?.a ?? [])
          .filter((call) => call[1] === "reachGoal" && call[2] === "FLIGHT_INFO")
          .map((call) => (call[3] as { card?: string }).card),
      );
    await expect.poll(flightGoals).toEqual([first]);

    // Another flight, then back to the first: each is counted once.
    await cards.nth(0).locator(".offer-card__link").click();
    await expect(page).not.toHaveURL(new RegExp(first));
    const second = /\/flight\/([^/]+)\//.exec(page.url())?.[1] ?? "";
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/flight/${first}/`));
    await expect(page.locator("#flight-detail")).toBeVisible();
    await expect.poll(flightGoals).toEqual([first, second]);
  },
);

test("the flight shows its total and breakdown in the currency of the view", async ({ page }) => {
  await search(page, "ru");
  await page.locator(".offer-card__link").first().click();
  await expect(page).toHaveURL(/\/flight\//);
  // The view's currency rides in the query string (decision 008); the shared address keeps it.
  await page.goto(`${new URL(page.url()).pathname}?currency=eur`);
  await expect(page.getByTestId("flight-total")).toContainText("€");
  await expect(page.locator(".flight-breakdown tbody td").first()).toContainText("€");
  await expect(
    page.getByRole("region", { name: "Цена и заказ" }).getByRole("link", { name: "Отправить по почте" }),
  ).toHaveAttribute("href", new RegExp(`${escapeRegExp(encodeURIComponent("?currency=eur"))}$`));
});

test("the gallery scrolls by 50 px a step", { tag: "@both-viewports" }, async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const requestId = await search(page, "ru");
  const cards = await cardsOf(request, requestId);
  const documented = cards.find((card) => DOCUMENTED_MARKS.has(card.aircraft));
  await page.goto(`/flight/${documented?.id}/`);
  const next = page.getByRole("button", { name: "Прокрутить фотографии вперёд" });
  const strip = page.locator(".flight-gallery__strip");
  const overflows = await strip.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  test.skip(!overflows, "every thumbnail fits at this width: no buttons to press");
  await next.click();
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft))).toBe(50);
  await page.getByRole("button", { name: "Прокрутить фотографии назад" }).click();
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft))).toBe(0);
});
