import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { latestCode, outbox, RUN, RUN_HEX, threeDaysAhead } from "./outbox";

/**
 * Phones and e-mails as people type them (issue 16, item 1; API.md "Conventions"; decision 018):
 * the booking dialog lays the usual Russian spellings out as they are typed and takes them, a
 * foreign number too; the callback form without JavaScript takes `8 (916) …`; `12345` is refused
 * with a reason in the page's language; the API takes `8 (916) …` and `name@company.travel`, and
 * texts the number in E.164.
 *
 * The spellings are typed as written; a number that is sent is that spelling with digits of this
 * test, the project (mobile 1, desktop 2) and the run, so the per-phone and per-address limits of
 * one test never touch another, nor a rerun on the same server.
 */

const TEXT = {
  ru: {
    prefix: "",
    order: /Заказать/,
    dialog: /^Заказ рейса на /,
    name: "Имя",
    phone: "Телефон",
    hint: /Например, \+7 \(916\) 123-45-67/,
    submit: "Получить код",
    sent: (phone: string) => `Мы отправили код на номер ${phone}.`,
    bookingInvalid: "Проверьте номер телефона: например, +7 (916) 123-45-67",
    callbackToggle: "Заказать обратный звонок",
    callbackPhone: "Ваш телефон",
    callbackSubmit: "Перезвоните мне",
    callbackSent: /Спасибо! Мы получили ваш номер/,
    callbackInvalid: "Проверьте номер: например, +7 (916) 123-45-67",
  },
  en: {
    prefix: "/en",
    order: /Order/,
    dialog: /^Order a flight on the /,
    name: "Name",
    phone: "Phone",
    hint: /For example \+7 \(916\) 123-45-67/,
    submit: "Get the code",
    sent: (phone: string) => `We sent a code to ${phone}.`,
    bookingInvalid: "Check the phone number: for example +7 (916) 123-45-67",
    callbackToggle: "Request a call back",
    callbackPhone: "Your phone",
    callbackSubmit: "Call me back",
    callbackSent: /Thank you! We have your number/,
    callbackInvalid: "Check the number: for example +7 (916) 123-45-67",
  },
} as const;

type Lang = keyof typeof TEXT;

// The booking tests run a real search first.
test.describe.configure({ timeout: 90_000 });

/**
 * A Moscow mobile number of this test (+7 916 …), in the spellings of issue 16, and a client
 * address of its own.
 */
function identity(testInfo: TestInfo, n: number) {
  const id = `${testInfo.project.name === "mobile" ? 1 : 2}${n}`;
  const digits = `${RUN}${id}`;
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
  return {
    plus: `+7 (916) ${a}-${b}-${c}`,
    spaced: `8 916 ${a} ${b} ${c}`,
    eight: `8 (916) ${a}-${b}-${c}`,
    dotted: `+7.916.${a}.${b}.${c}`,
    shown: `+7 (916) ${a}-${b}-${c}`,
    e164: `+7916${digits}`,
    address: `2001:db8:f0e:${RUN_HEX}::${id}`,
  };
}

/** A search, the first offer, Order: the booking dialog, with the name filled in. */
async function openDialog(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.goto(`${text.prefix}/search/UUWW/LTFM/${threeDaysAhead()}/3/`);
  await expect(page).toHaveURL(/\/search\/[A-Za-z0-9_-]+\/$/);
  await page.locator(".offer-card__link").first().click();
  await expect(page.locator("#flight-detail")).toBeVisible();
  // Until the page has hydrated, Order is a link to the order page; then it opens the dialog.
  const order = page.locator(".flight-price").getByRole("link", { name: text.order });
  await expect(order).toHaveAttribute("aria-haspopup", "dialog");
  await order.click();
  const dialog = page.getByRole("dialog", { name: text.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.name).fill(lang === "ru" ? "Анна Петрова" : "Anna Petrova");
  return dialog;
}

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  test(`${lang}: the booking dialog lays out and takes the usual spellings, refuses 12345, and shows the number it texted`, async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    const me = identity(testInfo, lang === "ru" ? 1 : 2);
    await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });
    const dialog = await openDialog(page, lang);
    const phone = dialog.getByLabel(text.phone);
    const submit = dialog.getByRole("button", { name: text.submit });
    await expect(dialog.getByText(text.hint)).toBeVisible();
    // The consent box starts unticked (issue 28, item 8); ticked, only the phone decides.
    await dialog.locator("input[name=consent]").check();

    // Typed key by key as written: laid out the Russian way, and valid.
    for (const [typed, shown] of [
      ["+7 (916) 123-45-67", "+7 (916) 123-45-67"],
      ["8 916 123 45 67", "8 (916) 123-45-67"],
      ["+971 50 123 4567", "+971 50 123 4567"],
    ] as const) {
      await phone.fill("");
      await phone.pressSequentially(typed);
      await expect(phone, typed).toHaveValue(shown);
      await expect(submit, typed).toBeEnabled();
    }

    // Too short: the reason in the page's language, tied to the field; no code can be asked for.
    await phone.fill("");
    await phone.pressSequentially("12345");
    await phone.blur();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(text.bookingInvalid)).toBeVisible();
    await expect(submit).toBeDisabled();

    // This test's own number in the spaced spelling: sent, and shown back laid out.
    await phone.fill("");
    await phone.pressSequentially(me.spaced);
    await expect(phone).toHaveValue(me.eight);
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await submit.click();
    await expect(dialog.getByTestId("booking-sent")).toHaveText(text.sent(me.shown));
    // The text message went to the number in E.164.
    expect(await latestCode(request, me.e164)).toMatch(/^\d{4}$/);
  });

  test(
    `${lang}: the bracketed spelling with +7 reaches the code step`,
    { tag: "@language-neutral" },
    async ({ page, context, baseURL, request }, testInfo) => {
      const me = identity(testInfo, lang === "ru" ? 3 : 4);
      await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });
      const dialog = await openDialog(page, lang);
      const phone = dialog.getByLabel(text.phone);
      await phone.pressSequentially(me.plus);
      await expect(phone).toHaveValue(me.plus);
      const submit = dialog.getByRole("button", { name: text.submit });
      await dialog.locator("input[name=consent]").check();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(dialog.getByTestId("booking-sent")).toHaveText(text.sent(me.shown));
      expect(await latestCode(request, me.e164)).toMatch(/^\d{4}$/);
    },
  );
}

/**
 * Without JavaScript: a context of its own, as leads.spec.ts does, since the fixtures' axe check
 * needs scripts to run in the page it checks.
 */
async function withoutJavaScript(browser: Browser, baseURL: string | undefined, address: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    locale: "ru-RU",
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  for (const lang of ["ru", "en"] as const) {
    const text = TEXT[lang];

    test(
      `${lang}: the callback form refuses 12345 with the reason, then takes 8 (916) … and stores it in E.164`,
      { tag: "@language-neutral" },
      async ({ browser, baseURL, request }, testInfo) => {
        const me = identity(testInfo, lang === "ru" ? 5 : 6);
        const { context, page } = await withoutJavaScript(browser, baseURL, me.address);
        await page.goto(`${text.prefix}/`);
        const widget = page.locator("[data-callback]");
        await widget.getByText(text.callbackToggle).click();

        const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
        await widget.getByLabel(text.callbackPhone).fill("12345");
        await widget.getByRole("button", { name: text.callbackSubmit }).click();
        expect((await refused).status()).toBe(400);
        const field = page.locator("[data-callback]").getByLabel(text.callbackPhone);
        await expect(field).toHaveValue("12345");
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("[data-callback]").getByText(text.callbackInvalid)).toBeVisible();

        const accepted = page.waitForResponse((answer) => answer.request().method() === "POST");
        await field.fill(me.eight);
        await page.locator("[data-callback] input[name=consent]").check();
        await page.locator("[data-callback]").getByRole("button", { name: text.callbackSubmit }).click();
        expect((await accepted).status()).toBe(200);
        await expect(page.locator("[data-callback] [data-lead-status]")).toHaveText(text.callbackSent);

        // The sales team's e-mail carries the number in E.164.
        await expect
          .poll(async () =>
            (await outbox(request, "sales@charterline.ru")).some(
              (message) => message.channel === "email" && message.body.includes(me.e164),
            ),
          )
          .toBe(true);
        await context.close();
      },
    );
  }
});

test("the API takes 8 (916) …, texts it in E.164, confirms it in another spelling, and takes name@company.travel", async ({
  request,
}, testInfo) => {
  const me = identity(testInfo, 7);
  const headers = { "X-Forwarded-For": me.address };
  const sent = await request.post("/api/auth/send_login_sms", {
    headers,
    data: { phone: me.eight, name: "Anna Petrova", email: "name@company.travel", its_legal: true },
  });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toMatchObject({ sent: true });

  // One phone however it is written: the code went to E.164 and is confirmed with dots.
  const code = await latestCode(request, me.e164);
  const confirmed = await request.post("/api/auth/confirm_sms", {
    headers,
    data: { phone: me.dotted, code },
  });
  expect(confirmed.status()).toBe(200);
  expect(((await confirmed.json()) as { access_token: string }).access_token.length).toBeGreaterThan(16);

  // A partner writing from a long top-level domain.
  const lead = await request.post("/api/partner-email", {
    headers,
    data: { name: "Irina Volkova", contact: `ops-${RUN}@aviacompany.aero`, message: "Two Challengers." },
  });
  expect(lead.status()).toBe(201);

  // Garbage is refused with the field named, never a 500.
  for (const phone of ["12345", "+7 916 abc-45-67", "+7 (916) 123 - 45 - 67 . . ."]) {
    const refused = await request.post("/api/auth/send_login_sms", {
      headers,
      data: { phone, name: "Anna Petrova", its_legal: true },
    });
    expect(refused.status(), phone).toBe(400);
    const body = (await refused.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields ?? {}), phone).toEqual(["phone"]);
  }
});
