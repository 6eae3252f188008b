import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { identity, register, REGISTER_TEXT } from "./booking-helpers";
import { latestCode, outbox, RUN, smsCount, threeDaysAhead } from "./outbox";

/**
 * The booking of issue 6 §1 (spec §2 "Booking dialog", §4 "Booking", §5, §7 BOOKING_FORM), as a
 * visitor books: a search, a tap on an offer, Order, the registration, the code read from the
 * text message (the outbox, as a developer reads it), and the completion. With JavaScript in the
 * dialog; without it as pages.
 *
 * Every test names its own client address (the server trusts X-Forwarded-For here) and its own
 * phone, so the per-address and per-phone limits of one test never touch another, nor a rerun.
 */

const TEXT = {
  ru: {
    prefix: "",
    ...REGISTER_TEXT.ru,
    email: /Электронная почта/,
    consentHint: "Чтобы получить код, отметьте согласие на обработку персональных данных.",
    consentRequired:
      /^Отметьте согласие на обработку персональных данных: без него мы не можем отправить код/,
    code: "Код из SMS",
    confirm: "Подтвердить",
    done: "Заказ принят",
    // Issue 28, item 4: a house aircraft (no operator has people on the marketplace while the
    // visitors' tests run): the manager's call by the house's first-call time, on Moscow time.
    next: (phone: string) =>
      new RegExp(
        `Менеджер позвонит вам до (\\d{2}:\\d{2}) \\(по московскому времени\\) по номеру ${escape(phone)}: уточнит детали рейса и пришлёт договор\\.`,
      ),
    visitorTime: (time: string) => `По вашему времени это ${time}.`,
    sentTo: "Номер заказа и детали рейса мы отправили вам в SMS и на",
    route: "Москва → Стамбул",
    passengers: "3 пассажира",
    currency: "₽",
    orderSms:
      /^Charterline: заказ ([0-9A-Z]{12}) принят\. .+, Москва → Стамбул \d{2}\.\d{2} 12:00, .+ ₽\. Менеджер позвонит до (\d{2}:\d{2}) мск\.$/,
    preOrder: /^Номер заказа: [0-9A-Z]{12}$/,
    close: "Готово",
    wrong: "Неверный код. Осталось 4 попытки.",
    resend: "Отправить код ещё раз",
    resent: /Новый код отправлен на номер/,
    resendUsed: /Код уже отправлен повторно: ещё раз его запросить нельзя/,
    phoneInvalid: /Проверьте номер телефона: например, \+7 \(916\) 123-45-67/,
    disabledHint: /Чтобы получить код, укажите имя и телефон/,
    documents: ["Пользовательское соглашение", "Политика конфиденциальности"],
    pageTitle: /^Заказ рейса: .+ · Москва → Стамбул/,
    back: "Вернуться к рейсу",
  },
  en: {
    prefix: "/en",
    ...REGISTER_TEXT.en,
    email: /E-mail/,
    consentHint: "To get the code, tick the consent to the processing of your personal data.",
    consentRequired:
      /^Tick the consent to the processing of your personal data: without it we cannot send the code/,
    code: "Code from the text message",
    confirm: "Confirm",
    done: "Order received",
    next: (phone: string) =>
      new RegExp(
        `Your manager will call you by (\\d{2}:\\d{2}) \\(Moscow time\\) on ${escape(phone)} to go through the flight and send you the contract\\.`,
      ),
    visitorTime: (time: string) => `That is ${time} your time.`,
    sentTo: "We have sent the order number and the flight details to you by text message and to",
    route: "Moscow → Istanbul",
    passengers: "3 passengers",
    currency: "$",
    orderSms:
      /^Charterline: order ([0-9A-Z]{12}) received\. .+, Moscow to Istanbul \d{1,2} [A-Z][a-z]{2} 12:00, \$[\d,]+\. Your manager will call you by (\d{2}:\d{2}) Moscow time\.$/,
    preOrder: /^Order number: [0-9A-Z]{12}$/,
    close: "Done",
    wrong: "Wrong code. 4 tries left.",
    resend: "Send the code again",
    resent: /A new code was sent to/,
    resendUsed: /The code has already been sent again and cannot be requested once more/,
    phoneInvalid: /Check the phone number: for example \+7 \(916\) 123-45-67/,
    disabledHint: /To get the code, enter your name and phone/,
    documents: ["Terms of use", "Privacy policy"],
    pageTitle: /^Order: .+ · Moscow → Istanbul/,
    back: "Back to the flight",
  },
} as const;

type Lang = keyof typeof TEXT;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "14:45" on Moscow's clock (UTC+3) as London reads it in winter (UTC+0): three hours earlier. */
const londonOf = (moscow: string) => {
  const [hours = 0, minutes = 0] = moscow.split(":").map(Number);
  return `${String((hours + 21) % 24).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
};

// Each test runs a real search first.
test.describe.configure({ timeout: 120_000 });
// The visitor's clock is London's, not Moscow's: the confirmation adds their own time (issue 28,
// item 4). The site's times do not depend on the browser's zone otherwise (airport-local, Moscow).
test.use({ timezoneId: "Europe/London" });

/** A search through its address, then a tap on the first offer: the flight page. */
async function openFlight(page: Page, lang: Lang) {
  await page.goto(`${TEXT[lang].prefix}/search/UUWW/LTFM/${threeDaysAhead()}/3/`);
  await expect(page).toHaveURL(/\/search\/[A-Za-z0-9_-]+\/$/);
  await page.locator(".offer-card__link").first().click();
  await expect(page).toHaveURL(/\/flight\/[A-Za-z0-9_-]+\/$/);
  await expect(page.locator("#flight-detail")).toBeVisible();
  // Until the page has hydrated, Order is a link to the order page; then it opens the dialog.
  await expect(page.locator(".flight-price").getByRole("link", { name: TEXT[lang].order })).toHaveAttribute(
    "aria-haspopup",
    "dialog",
  );
}

/**
 * Chromium logs a fetch answered with an error status as a console error; the fixture forgives 404
 * only. Where a test expects a refusal by design, that line is taken out.
 */
function forgiveStatus(pageErrors: string[], status: number) {
  const pattern = new RegExp(`status of ${status} `);
  for (let index = pageErrors.length - 1; index >= 0; index -= 1) {
    if (pattern.test(pageErrors[index] ?? "")) pageErrors.splice(index, 1);
  }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

type YmQueue = { a?: unknown[][] } | undefined;
const bookingGoals = (page: Page) =>
  page.evaluate(
    () =>
      ((window as { ym?: YmQueue }).ym?.a ?? []).filter(
        (call) => call[1] === "reachGoal" && call[2] === "BOOKING_FORM",
      ).length,
  );

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  // In English the whole booking is walked by multi-leg.spec.ts (a three-leg trip, issue 29), so
  // this one-way walk runs in Russian (decision 039).
  test(
    `${lang}: Order opens the dialog, the code from the text message completes the booking`,
    { tag: ["@both-viewports", "@language-neutral"] },
    async ({ page, context, baseURL, request, checkPage }, testInfo) => {
      const me = identity(testInfo, lang === "ru" ? 1 : 2);
      await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });
      await openFlight(page, lang);

      // Registration: name, phone, an optional e-mail and the consent box, unticked: the visitor
      // gives consent themselves (issue 28, item 8; 152-FZ wins over spec §5's "starts checked").
      await page.locator(".flight-price").getByRole("link", { name: text.order }).click();
      const dialog = page.getByRole("dialog", { name: text.dialog });
      await expect(dialog).toBeVisible();
      await expect(page.locator("html")).toHaveClass(/scroll-locked/);
      const submit = dialog.getByRole("button", { name: text.submit });
      const consent = dialog.getByRole("checkbox", { name: text.consent });
      await expect(consent).not.toBeChecked();
      for (const name of text.documents) {
        await expect(dialog.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", /\.pdf$/);
      }
      // spec §5: submit is active only once the name and a valid phone are there.
      await expect(submit).toBeDisabled();
      await expect(dialog.getByText(text.disabledHint)).toBeVisible();
      await checkPage(`booking-registration-${lang}`);

      await dialog.getByLabel(text.name).fill(lang === "ru" ? "Анна Петрова" : "Anna Petrova");
      const phone = dialog.getByLabel(text.phone);
      await phone.fill("12345");
      await phone.blur();
      // The reason next to the field, tied to it for assistive technology; nothing typed is lost.
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByText(text.phoneInvalid)).toBeVisible();
      await expect(submit).toBeDisabled();
      await phone.fill(me.typed);
      // Laid out as typed (AsYouType), the Russian way.
      await expect(phone).toHaveValue(me.shown);
      await expect(phone).not.toHaveAttribute("aria-invalid", "true");
      await dialog.getByLabel(text.email).fill(`anna-${RUN}@example.ru`);
      // Everything but consent is right: the code cannot be asked for, and the hint says why.
      await expect(submit).toBeDisabled();
      await expect(dialog.getByText(text.consentHint)).toBeVisible();
      await consent.check();
      await expect(submit).toBeEnabled();
      await consent.uncheck();
      await expect(dialog.getByText(text.consentRequired)).toBeVisible();
      await expect(submit).toBeDisabled();
      await consent.check();
      await expect(submit).toBeEnabled();
      await submit.click();

      // Confirmation: the number the code went to, one code input for the one-time code.
      await expect(dialog.getByText(text.sent(me.shown))).toBeVisible();
      const codeInput = dialog.getByLabel(text.code);
      await expect(codeInput).toBeFocused();
      await expect(codeInput).toHaveAttribute("autocomplete", "one-time-code");
      await expect(codeInput).toHaveAttribute("inputmode", "numeric");
      await expect(codeInput).toHaveAttribute("maxlength", "4");
      // spec §7: BOOKING_FORM once the registration is accepted.
      await expect.poll(() => bookingGoals(page)).toBe(1);
      await checkPage(`booking-confirmation-${lang}`);

      // spec §4: typed digit by digit, the code goes by itself once it has four.
      const total = (await page.getByTestId("flight-total").textContent()) ?? "";
      const code = await latestCode(request, me.e164);
      await codeInput.pressSequentially(code);
      await expect(dialog.getByRole("heading", { name: text.done })).toBeVisible();
      await expect(dialog.getByTestId("booking-pre-order")).toHaveText(text.preOrder);
      const number = /([0-9A-Z]{12})$/.exec(
        (await dialog.getByTestId("booking-pre-order").textContent()) ?? "",
      )![1]!;

      // Issue 28, item 4: what happens next and by when, on Moscow time and on the visitor's clock.
      const next = dialog.getByTestId("booking-next");
      await expect(next).toContainText(text.next(me.shown));
      const due = text.next(me.shown).exec((await next.locator("p").first().textContent()) ?? "")![1]!;
      await expect(next.getByTestId("booking-next-visitor-time")).toHaveText(text.visitorTime(londonOf(due)));
      await expect(next).toContainText(`${text.sentTo} anna-${RUN}@example.ru.`);
      // The summary: the aircraft with its tail, the route, the passengers, the price the page showed.
      const summary = dialog.getByTestId("booking-summary");
      await expect(summary.locator('[data-fact="aircraft"]')).toContainText(/RA-|EW-|[A-Z]{2}-/);
      await expect(summary.locator('[data-fact="route"]')).toHaveText(text.route);
      await expect(summary.locator('[data-fact="departure"]')).toContainText("12:00");
      await expect(summary.locator('[data-fact="passengers"]')).toHaveText(text.passengers);
      await expect(summary.locator('[data-fact="price"] strong')).toHaveText(total);
      expect(total).toContain(text.currency);
      await checkPage(`booking-done-${lang}`);

      // The customer's text message says the same: the number, the route, the price, by when.
      const sms = (await outbox(request, me.e164)).find((message) => message.channel === "sms");
      const said = text.orderSms.exec(sms?.body ?? "");
      expect(said?.slice(1)).toEqual([number, due]);

      // The sales team has the pre-order, with the visitor's number.
      const mail = await outbox(request, "sales@charterline.ru");
      expect(mail.some((message) => message.channel === "email" && message.body.includes(me.e164))).toBe(
        true,
      );

      // Closing gives focus back to the Order button that opened the dialog.
      await dialog.getByRole("button", { name: text.close }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator(".flight-price").getByRole("link", { name: text.order })).toBeFocused();
      await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
    },
  );

  test(`${lang}: without JavaScript the booking works as pages`, async ({ browser, baseURL }, testInfo) => {
    const me = identity(testInfo, lang === "ru" ? 3 : 4);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      locale: "ru-RU",
      extraHTTPHeaders: { "X-Forwarded-For": me.address },
    });
    const page = await context.newPage();
    await page.goto(`${text.prefix}/search/UUWW/LTFM/${threeDaysAhead()}/3/`);
    await page.locator(".offer-card__link").first().click();
    await expect(page).toHaveURL(/\/flight\/[A-Za-z0-9_-]+\/$/);
    const flightUrl = page.url();

    // Order is a link to the order page: the card, then the registration form.
    await page.locator(".flight-price").getByRole("link", { name: text.order }).click();
    await expect(page).toHaveURL(`${flightUrl}order/`);
    await expect(page).toHaveTitle(text.pageTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("order-total")).toContainText(text.currency);
    await expect(page.getByRole("link", { name: text.back })).toHaveAttribute(
      "href",
      new URL(flightUrl).pathname,
    );

    // A refused field comes back with its reason and with everything typed.
    await page.getByLabel(text.name).fill("Anna");
    await page.getByLabel(text.phone).fill("12");
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(text.phoneInvalid)).toBeVisible();
    await expect(page.getByLabel(text.phone)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(text.name)).toHaveValue("Anna");

    // The server renders the consent box unticked, and asks for no code until it is ticked, saying
    // why next to it (issue 28, item 8), with the rest of what was typed kept.
    await page.getByLabel(text.phone).fill(me.typed);
    const consent = page.getByRole("checkbox", { name: text.consent });
    await expect(consent).not.toBeChecked();
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(text.consentRequired)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: text.consent })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(text.phone)).toHaveValue(/985/);
    expect(await smsCount(context.request, me.e164)).toBe(0);
    await page.getByRole("checkbox", { name: text.consent }).check();
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(text.sent(me.shown))).toBeVisible();
    const code = await latestCode(context.request, me.e164);
    await page.getByLabel(text.code).fill(code);
    await page.getByRole("button", { name: text.confirm }).click();
    await expect(page.getByRole("heading", { name: text.done })).toBeVisible();
    await expect(page.getByTestId("booking-pre-order")).toHaveText(text.preOrder);
    // The server renders the confirmation whole: the next step on Moscow time and the summary.
    await expect(page.getByTestId("booking-next")).toContainText(text.next(me.shown));
    await expect(page.getByTestId("booking-summary").locator('[data-fact="route"]')).toHaveText(text.route);

    // An order page of a card that does not exist is the not-found page.
    const unknown = await page.goto(`${text.prefix}/flight/zzzzzzzzzzzz/order/`);
    expect(unknown?.status()).toBe(404);
    await context.close();
  });
}

test("a wrong code shows the tries left; the code can be sent again once, then the button is disabled", async ({
  page,
  request,
  pageErrors,
}, testInfo) => {
  const me = identity(testInfo, 5);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });
  await openFlight(page, "ru");
  const dialog = await register(page, TEXT.ru, me);
  // The re-request waits for the server's pause (API.md resend_after): 2 s on the e2e server
  // (LOGIN_CODE_RESEND_SECONDS in playwright.config.ts), 30 s by default. Checked first, as soon as
  // the code was sent: the steps below may take longer than those 2 s on a busy machine.
  const resend = dialog.getByRole("button", { name: TEXT.ru.resend });
  await expect(resend).toBeDisabled();
  const first = await latestCode(request, me.e164);

  const codeInput = dialog.getByLabel(TEXT.ru.code);
  await codeInput.pressSequentially(wrongCode(first));
  await expect(dialog.getByTestId("booking-code-error")).toHaveText(TEXT.ru.wrong);
  await expect(codeInput).toHaveAttribute("aria-invalid", "true");
  // The wrong code stays in the field, selected, so the next one types over it.
  await expect(codeInput).toHaveValue(wrongCode(first));
  // The action answers a wrong code with 401 by design; Chromium logs the status as a console error.
  forgiveStatus(pageErrors, 401);

  // The re-request opens once the server's wait has passed.
  await expect(resend).toBeEnabled({ timeout: 10_000 });
  await resend.click();
  await expect(dialog.getByText(TEXT.ru.resent)).toBeVisible();
  const second = await latestCode(request, me.e164, first);
  await expect(resend).toBeDisabled();
  await expect(dialog.getByTestId("booking-resend-note")).toHaveText(TEXT.ru.resendUsed);
  expect(await smsCount(request, me.e164)).toBe(2);

  // The new code completes the booking.
  await dialog.getByLabel(TEXT.ru.code).pressSequentially(second);
  await expect(dialog.getByRole("heading", { name: TEXT.ru.done })).toBeVisible();
});

test("a post that cannot reach the server says so, keeps what was typed, and goes through on retry", async ({
  page,
  pageErrors,
}, testInfo) => {
  const me = identity(testInfo, 7);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });
  await openFlight(page, "ru");
  await page.locator(".flight-price").getByRole("link", { name: TEXT.ru.order }).click();
  const dialog = page.getByRole("dialog", { name: TEXT.ru.dialog });
  await dialog.getByLabel(TEXT.ru.name).fill("Анна Петрова");
  await dialog.getByLabel(TEXT.ru.phone).fill(me.typed);
  await dialog.getByRole("checkbox", { name: TEXT.ru.consent }).check();
  // The phone rule arrives a moment after the dialog opens and lays out what was typed.
  await expect(dialog.getByLabel(TEXT.ru.phone)).toHaveValue(me.shown, { timeout: 10_000 });

  // The connection drops while the registration is posted (Remix posts to `<path>.data`).
  await page.route("**/order.data*", (route) => route.abort("internetdisconnected"));
  await dialog.getByRole("button", { name: TEXT.ru.submit }).click();
  await expect(dialog.getByRole("alert")).toContainText("Не удалось связаться с сервером");
  await expect(dialog.getByLabel(TEXT.ru.name)).toHaveValue("Анна Петрова");
  await expect(dialog.getByLabel(TEXT.ru.phone)).toHaveValue(me.shown);
  // The page under the dialog is still the flight, not an error page.
  await expect(page.locator("#flight-detail")).toBeAttached();
  const cut = pageErrors.findIndex((line) => /ERR_INTERNET_DISCONNECTED/.test(line));
  if (cut !== -1) pageErrors.splice(cut, 1);

  await page.unroute("**/order.data*");
  await dialog.getByRole("button", { name: TEXT.ru.submit }).click();
  await expect(dialog.getByText(TEXT.ru.sent(me.shown))).toBeVisible();
});

test("Escape closes the dialog and gives focus back to Order; what was typed is still there", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const me = identity(testInfo, 6);
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });
  await openFlight(page, "en");

  // From the keyboard, with the sticky line's Order.
  const order = page.getByRole("region", { name: "Price and order" }).getByRole("link", { name: /Order/ });
  await expect(order).toHaveAttribute("aria-haspopup", "dialog");
  await order.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: TEXT.en.dialog });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel(TEXT.en.name);
  await expect(name).toBeFocused();
  await name.fill("Anna");

  // Focus stays in the dialog: back from the first control lands on the last, and forward again.
  const close = dialog.getByRole("button", { name: "Close" });
  await close.focus();
  await page.keyboard.press("Shift+Tab");
  const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
  expect(await inDialog()).toBe(true);
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(order).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(TEXT.en.name)).toHaveValue("Anna");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(order).toBeFocused();
});
