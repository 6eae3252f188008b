import type { APIRequestContext, Browser, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { moscowDayPlus } from "./dates";
import { outbox, RUN, RUN_HEX } from "./outbox";

/**
 * Consent to the processing of personal data on every form that takes it (issue 28, item 8;
 * docs/decisions/031-consent-records.md), where it needs a browser: Enter in a field of the
 * closed-route request form (item 9) files nothing without consent, and a page posted without
 * JavaScript is refused with the reason, then taken once the box is ticked. One language per form
 * (decision 039): the words of both languages, the unticked box and the inactive button of every
 * form are in app/forms/consent-forms.test.tsx, the callback's and partner form's live states also
 * in leads.spec.ts, the booking's box with the booking (booking.spec.ts), and the actions' refusals
 * in lead-actions.server.test.ts and search-request.server.test.ts.
 */

const SALES = "sales@charterline.ru";

const TEXT = {
  ru: {
    prefix: "",
    consent: /^Даю согласие на обработку моих персональных данных/,
    missing: "Чтобы отправить, отметьте согласие на обработку персональных данных.",
    required: "Отметьте согласие на обработку персональных данных: без него мы не можем принять заявку.",
    requestRefused: /Заявка не отправлена\. Отметьте согласие на обработку персональных данных/,
    requestSubmit: "Отправить заявку",
    requestSent: /Заявка отправлена\. Менеджер перезвонит вам/,
    requestPhone: "Телефон",
    restricted: "Этот маршрут сейчас закрыт",
    callbackToggle: "Заказать обратный звонок",
    callbackPhone: "Ваш телефон",
    callbackSubmit: "Перезвоните мне",
    callbackSent: /Спасибо! Мы получили ваш номер/,
    name: "Имя",
    contact: "E-mail или телефон",
    message: "Сообщение",
    partnerSubmit: "Отправить заявку",
    partnerThanks: /Спасибо! Заявка отправлена/,
  },
  en: {
    prefix: "/en",
    consent: /^I consent to Charterline processing the personal data/,
    missing: "To send this, tick the consent to the processing of your personal data.",
    required:
      "Tick the consent to the processing of your personal data: we cannot accept the request without it.",
    requestRefused:
      /The request was not sent\. Please tick the consent to the processing of your personal data/,
    requestSubmit: "Send request",
    requestSent: /Request sent\. A manager will call you back/,
    requestPhone: "Phone",
    restricted: "This route is closed at present",
    callbackToggle: "Request a call back",
    callbackPhone: "Your phone",
    callbackSubmit: "Call me back",
    callbackSent: /Thank you! We have your number/,
    name: "Name",
    contact: "E-mail or phone",
    message: "Message",
    partnerSubmit: "Send enquiry",
    partnerThanks: /Thank you! Your enquiry has been sent/,
  },
} as const;

/** A phone and a client address of this test alone: the test's number `n`, the project and the run. */
function identity(testInfo: TestInfo, n: number) {
  const id = `${testInfo.project.name === "mobile" ? 1 : 2}${String(n).padStart(2, "0")}`;
  return {
    phone: `+79${RUN}1${id}`,
    email: `consent-${RUN}-${id}@aero-partner.ru`,
    address: `2001:db8:c0de:${RUN_HEX}::${id}`,
  };
}

/** How many of the sales team's e-mails carry `needle`: a lead filed is one e-mail. */
async function salesMails(request: APIRequestContext, needle: string): Promise<number> {
  return (await outbox(request, SALES)).filter(
    (message) => message.channel === "email" && message.body.includes(needle),
  ).length;
}

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, address: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
  return { context, page: await context.newPage() };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
});

// Issue 28, item 9: the trap was met on the Russian page (the form had no button, and Enter filed a
// lead without consent).
test("ru: the closed-route request form has its button in sight and files nothing on Enter without consent", async ({
  page,
  visit,
  request,
}, testInfo) => {
  const text = TEXT.ru;
  const me = identity(testInfo, 1);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": me.address });
  // Moscow → Nice: airspace closed to flights from Russia (honest-offers.spec.ts).
  await visit(`${text.prefix}/search/UUWW/LFMN/${moscowDayPlus(4)}T12:00/2/`);
  const block = page.locator("[data-not-found][data-restriction]");
  await expect(block.getByRole("heading", { name: text.restricted })).toBeVisible();
  const submit = block.getByRole("button", { name: text.requestSubmit });
  const consent = block.getByRole("checkbox", { name: text.consent });
  // Item 9: the button is there from the start, and so is the consent box, unticked.
  await expect(submit).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(consent).not.toBeChecked();

  // A valid number and Enter, without consent: nothing is sent, and the form says why.
  const phone = block.getByLabel(text.requestPhone);
  await phone.fill(me.phone);
  await phone.press("Enter");
  await expect(block.getByText(text.missing)).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(page.locator("[data-request-status]")).toHaveCount(0);

  // Ticked, Enter sends it: one request, this one.
  await consent.check();
  await expect(submit).toBeEnabled();
  await phone.press("Enter");
  await expect(page.locator("[data-request-status]")).toHaveAttribute("data-request-status", "sent");
  await expect(page.locator("[data-request-status]")).toHaveText(text.requestSent);
  await expect.poll(() => salesMails(request, me.phone)).toBe(1);
});

test("en: without JavaScript the closed-route request is refused without consent, with the reason", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const text = TEXT.en;
  const me = identity(testInfo, 4);
  const { context, page } = await withoutJavaScript(browser, baseURL, me.address);
  await page.goto(`${text.prefix}/search/UUWW/LFMN/${moscowDayPlus(4)}T12:00/1/`);
  const block = page.locator("[data-not-found]");
  await expect(block.getByRole("checkbox", { name: text.consent })).not.toBeChecked();
  await block.getByLabel(text.requestPhone).fill(me.phone);
  // Enter in the field submits the form as the button would.
  const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
  await block.getByLabel(text.requestPhone).press("Enter");
  expect((await refused).status()).toBe(400);
  await expect(page.locator("[data-request-status]")).toContainText(text.requestRefused);
  await expect(page.locator("[data-not-found]").getByText(text.required)).toBeVisible();
  await expect(page.locator("[data-not-found]").getByLabel(text.requestPhone)).toHaveValue(me.phone);
  expect(await salesMails(request, me.phone)).toBe(0);

  await page.locator("[data-not-found]").getByRole("checkbox", { name: text.consent }).check();
  await page.locator("[data-not-found]").getByRole("button", { name: text.requestSubmit }).click();
  await expect(page.locator("[data-request-status]")).toContainText(text.requestSent);
  await expect.poll(() => salesMails(request, me.phone)).toBe(1);
  await context.close();
});

test("ru: without JavaScript the callback widget refuses to go without consent, then goes with it", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const text = TEXT.ru;
  const me = identity(testInfo, 5);
  const { context, page: plain } = await withoutJavaScript(browser, baseURL, me.address);
  await plain.goto(`${text.prefix}/`);
  const form = plain.locator("[data-callback]");
  await form.getByText(text.callbackToggle).click();
  await expect(form.getByRole("checkbox", { name: text.consent })).not.toBeChecked();
  await form.getByLabel(text.callbackPhone).fill(me.phone);
  const refused = plain.waitForResponse((answer) => answer.request().method() === "POST");
  await form.getByRole("button", { name: text.callbackSubmit }).click();
  expect((await refused).status()).toBe(400);
  const again = plain.locator("[data-callback]");
  await expect(again.getByText(text.required)).toBeVisible();
  await expect(again.getByLabel(text.callbackPhone)).toHaveValue(me.phone);
  expect(await salesMails(request, me.phone)).toBe(0);
  await again.getByRole("checkbox", { name: text.consent }).check();
  await again.getByRole("button", { name: text.callbackSubmit }).click();
  await expect(plain.locator("[data-callback] [data-lead-status]")).toContainText(text.callbackSent);
  await expect.poll(() => salesMails(request, me.phone)).toBe(1);
  await context.close();
});

test("en: without JavaScript the partner form refuses to go without consent, then goes with it", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const text = TEXT.en;
  const me = identity(testInfo, 8);
  const { context, page: plain } = await withoutJavaScript(browser, baseURL, me.address);
  await plain.goto(`${text.prefix}/partners/`);
  const form = plain.locator("[data-partner-form]");
  await expect(form.getByRole("checkbox", { name: text.consent })).not.toBeChecked();
  await form.getByLabel(text.name, { exact: true }).fill("Ирина Волкова");
  await form.getByLabel(text.contact).fill(me.email);
  await form.getByLabel(text.message).fill("Два Challenger 850 во Внуково.");
  const refused = plain.waitForResponse((answer) => answer.request().method() === "POST");
  await form.getByRole("button", { name: text.partnerSubmit }).click();
  expect((await refused).status()).toBe(400);
  const again = plain.locator("[data-partner-form]");
  await expect(again.getByText(text.required)).toBeVisible();
  await expect(again.getByRole("checkbox", { name: text.consent })).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel(text.contact)).toHaveValue(me.email);
  expect(await salesMails(request, me.email)).toBe(0);
  await again.getByRole("checkbox", { name: text.consent }).check();
  await again.getByRole("button", { name: text.partnerSubmit }).click();
  await expect(plain.locator("[data-partner-form] [data-lead-status]")).toContainText(text.partnerThanks);
  await expect.poll(() => salesMails(request, me.email)).toBe(1);
  await context.close();
});
