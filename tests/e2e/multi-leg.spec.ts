import fs from "node:fs";
import { expect, test } from "./fixtures";
import { identity, register, REGISTER_TEXT } from "./booking-helpers";
import { latestCode, outbox } from "./outbox";

/**
 * Issue 29, item 1, "done when: e2e books a three-leg trip in both languages": a tour of Moscow →
 * Kazan → Yekaterinburg → Moscow, days apart, through its multi-leg address, at the desktop width.
 * Every leg shows on the results (the search block and the card), on the flight page (with what the
 * aircraft does between the legs), in the booking's confirmation and in the customer's text message.
 * The rules themselves (labels, the between-legs words) are unit-tested: this walk keeps to one
 * booking per language (CI's 20 minutes).
 */

const TEXT = {
  ru: {
    prefix: "",
    legs: ["Перелёт 1", "Перелёт 2", "Перелёт 3"],
    summary: "Маршрут из 3 перелётов",
    cities: ["Москва → Казань", "Казань → Екатеринбург", "Екатеринбург → Москва"],
    between: /^Между перелётами (1 и 2|2 и 3) самолёт /,
    code: "Код из SMS",
    done: "Заказ принят",
    sms: /Перелёт 1: Москва → Казань .+, Перелёт 2: Казань → Екатеринбург .+, Перелёт 3: Екатеринбург → Москва /,
    notBack: /Обратно/i,
  },
  en: {
    prefix: "/en",
    legs: ["Leg 1", "Leg 2", "Leg 3"],
    summary: "A trip of 3 legs",
    cities: ["Moscow → Kazan", "Kazan → Yekaterinburg", "Yekaterinburg → Moscow"],
    between: /^Between legs (1 and 2|2 and 3) the aircraft /,
    code: "Code from the text message",
    done: "Order received",
    sms: /Leg 1: Moscow to Kazan .+, Leg 2: Kazan to Yekaterinburg .+, Leg 3: Yekaterinburg to Moscow /,
    notBack: /\bReturn\b/,
  },
} as const;

/** `days` days ahead at `time`, airport-local, as a leg of the address carries it. */
const ahead = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

const SCREENS = "/work/screens/multi";

test.describe.configure({ timeout: 150_000 });

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(`${lang}: a three-leg trip shows every leg on results, flight page and confirmation, and books`, async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    const me = identity(testInfo, lang === "ru" ? 8 : 9);
    await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });

    const legs = [
      `UUWW-UWKD-${ahead(3, "09:00")}-3`,
      `UWKD-USSS-${ahead(5, "10:00")}-3`,
      `USSS-UUWW-${ahead(8, "16:30")}-2`,
    ];
    await page.goto(`${text.prefix}/search/multi/${legs.join("/")}/`);
    await expect(page).toHaveURL(/\/search\/[A-Za-z0-9_-]+\/$/);

    // Results: the search block lists all three legs, and a card has one line per leg.
    const summary = page.getByTestId("multi-leg-summary");
    await expect(summary.getByRole("heading", { name: text.summary })).toBeVisible();
    const asked = summary.locator("[data-leg-number]");
    await expect(asked).toHaveCount(3);
    for (const [index, label] of text.legs.entries()) {
      await expect(asked.nth(index)).toContainText(label);
      await expect(asked.nth(index)).toContainText(text.cities[index]!);
    }
    const card = page.locator(".offer-card").first();
    await expect(card.locator(".offer-leg")).toHaveCount(3);
    await expect(card.locator('.offer-leg[data-leg="leg"]')).toHaveCount(3);
    for (const [index, label] of text.legs.entries()) {
      await expect(card.locator(`.offer-leg[data-leg-number="${index + 1}"]`)).toContainText(label);
    }

    // The flight page: every leg by its label, and what the aircraft does between them.
    await card.locator(".offer-card__link").click();
    await expect(page).toHaveURL(/\/flight\/[A-Za-z0-9_-]+\/$/);
    const detail = page.locator("#flight-detail");
    await expect(detail.getByTestId("flight-summary").locator(".flight-summary__leg")).toHaveCount(3);
    const sections = detail.locator("section.flight-leg");
    await expect(sections).toHaveCount(3);
    for (const [index, label] of text.legs.entries()) {
      await expect(sections.nth(index).locator(".flight-leg__direction")).toHaveText(label);
    }
    const between = detail.locator(".flight-between");
    await expect(between).toHaveCount(2);
    for (const note of await between.all()) await expect(note).toHaveText(text.between);
    await expect(detail.locator(".flight-leg__direction", { hasText: text.notBack })).toHaveCount(0);
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/flight-${lang}.png`, fullPage: true });

    // Booking: the code from the text message, then the confirmation lists all three legs.
    await expect(
      page.locator(".flight-price").getByRole("link", { name: REGISTER_TEXT[lang].order }),
    ).toHaveAttribute("aria-haspopup", "dialog");
    const dialog = await register(
      page,
      REGISTER_TEXT[lang],
      me,
      lang === "ru" ? "Анна Петрова" : "Anna Petrova",
    );
    await dialog.getByLabel(text.code).pressSequentially(await latestCode(request, me.e164));
    await expect(dialog.getByRole("heading", { name: text.done })).toBeVisible();
    const done = dialog.getByTestId("booking-summary").locator(".booking-done__leg");
    await expect(done).toHaveCount(3);
    for (const [index, label] of text.legs.entries()) {
      await expect(done.nth(index).locator("dt")).toHaveText(label);
      await expect(done.nth(index).locator('[data-fact="route"]')).toHaveText(text.cities[index]!);
    }
    await expect(dialog.getByTestId("booking-summary")).not.toContainText(text.notBack);

    // The customer's text message names every leg too (never a third «Обратно»).
    await expect
      .poll(async () => (await outbox(request, me.e164)).find((m) => /Charterline:/.test(m.body))?.body ?? "")
      .toMatch(text.sms);
  });
}
