import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_OUTBOX_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The operations console (issue 18) as the team uses it: a member signs in by the link e-mailed
 * through the outbox (read back as a developer reads it), works a visitor's pre-order from New to
 * Booked with a note and a text message to the customer, blocks an aircraft and sees it leave the
 * search results, publishes an empty leg and sees it on /el/; the audit log records each step.
 * They run in the "console" project (playwright.config.ts), after the visitor's tests, since they
 * change the supply those read; at a desktop width, but the sign-in page, which a member may well
 * open on a phone, in Russian at 390 px.
 */

const LOGIN = {
  ru: {
    prefix: "",
    email: "Рабочая почта",
    submit: "Получить ссылку",
    sent: /ссылка уже в пути/,
    confirm: /^Войти как /,
  },
  en: {
    prefix: "/en",
    email: "Work e-mail",
    submit: "Send me a link",
    sent: /a link is on its way/,
    confirm: /^Sign in as /,
  },
} as const;

type Lang = keyof typeof LOGIN;

/** A client address of the test's own, so per-address limits of one test never touch another. */
const addressFor = (seed: number) => `198.18.${(Date.now() >> 10) % 250}.${seed}`;

async function latestMailTo(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const messages = (await response.json()) as Array<{ body: string }>;
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!.body;
}

/** Signs in as a member by the e-mailed link, landing on the console's overview. */
async function signIn(page: Page, request: APIRequestContext, email: string, lang: Lang, seed: number) {
  const text = LOGIN[lang];
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(seed) });
  await page.goto(`${text.prefix}/ops/orders/`);
  // Anonymous: sent to the sign-in page, which remembers where to come back to.
  await expect(page).toHaveURL(
    `${text.prefix}/ops/login/?next=${encodeURIComponent(`${text.prefix}/ops/orders/`)}`,
  );
  await page.getByLabel(text.email).fill(email);
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page.getByRole("status")).toContainText(text.sent);
  const body = await latestMailTo(request, email);
  const link = /https?:\/\/[^\s]+\/ops\/login\/[\w-]+\//.exec(body)?.[0];
  expect(link, "the e-mail carries a sign-in link").toBeDefined();
  await page.goto(new URL(link!).pathname);
  await page.getByRole("button", { name: text.confirm }).click();
  await expect(page).toHaveURL(`${text.prefix}/ops/`);
  return new URL(link!).pathname;
}

/**
 * Every console page, each checked by axe (the fixture's checkPage) once it has its heading, in one
 * language: the Russian test takes every other page and the English one the rest, since the
 * console's markup is the same in both and axe checks markup and contrast (decision 039). First in
 * the file: they are the console's longest tests, and started last they kept one worker busy after
 * the other had finished (issue 31, item 6).
 */
const CONSOLE_PAGES = [
  "",
  "orders/",
  "supply/",
  "supply/aircraft/RA-67631/",
  "supply/blocks/",
  "supply/empty-legs/",
  "staff/",
  "audit/",
];

for (const lang of ["ru", "en"] as const) {
  test(`every console page reads well to a screen reader (axe), ${lang}`, async ({
    page,
    request,
    checkPage,
  }) => {
    // Four pages, each rendered and audited: the default 30 s is a budget for one page's story,
    // and a loaded CI machine (two workers, two cores) ran eight of them past it.
    test.setTimeout(90_000);
    const email = lang === "ru" ? "e2e-staff@charterline.ru" : "e2e-staff-en@charterline.ru";
    await signIn(page, request, email, lang, lang === "ru" ? 51 : 52);
    const prefix = LOGIN[lang].prefix;
    for (const path of CONSOLE_PAGES.filter((_, index) => index % 2 === (lang === "ru" ? 0 : 1))) {
      await page.goto(`${prefix}/ops/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkPage(`ops${prefix.replace("/", "-")}-${path.replace(/[^a-z0-9]+/gi, "-") || "overview"}`);
    }
  });
}

test.describe("console sign-in (issue 18, item 1)", () => {
  for (const lang of ["ru", "en"] as const) {
    test(`a member signs in by the e-mailed link, once, and signs out (${lang})`, async ({
      page,
      request,
    }) => {
      const email = lang === "ru" ? "ops@charterline.ru" : "e2e-en@charterline.ru";
      if (lang === "ru") await page.setViewportSize({ width: 390, height: 844 });
      const linkPath = await signIn(page, request, email, lang, lang === "ru" ? 11 : 12);
      await expect(page.getByRole("navigation")).toBeVisible();
      // A used link signs nobody in again.
      await page.goto(linkPath);
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByRole("button", { name: LOGIN[lang].confirm })).toHaveCount(0);
      // Signing out ends the session: the console is closed again.
      await page.goto(`${LOGIN[lang].prefix}/ops/`);
      await page.getByRole("button", { name: lang === "ru" ? "Выйти" : "Sign out", exact: true }).click();
      await expect(page).toHaveURL(`${LOGIN[lang].prefix}/ops/login/`);
      await page.goto(`${LOGIN[lang].prefix}/ops/orders/`);
      await expect(page).toHaveURL(/\/ops\/login\/\?next=/);
    });
  }

  test("a stranger gets the same answer and no e-mail; console answers are never stored or indexed", async ({
    page,
    request,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(13) });
    const response = await page.goto("/ops/login/");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await page.getByLabel(LOGIN.ru.email).fill("stranger@example.com");
    await page.getByRole("button", { name: LOGIN.ru.submit }).click();
    await expect(page.getByRole("status")).toContainText(LOGIN.ru.sent);
    const none = await request.get(`/api/outbox?to=${encodeURIComponent("stranger@example.com")}`, {
      headers: { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` },
    });
    expect(await none.json()).toEqual([]);
  });
});

const OUTBOX = { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` };

/** An airport-local date `days` from today, `YYYY-MM-DD` (Moscow and Saint Petersburg are UTC+3). */
function localDay(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A visitor's order placed as the site places it (API.md: code by SMS, token, pre-order). */
async function visitorPreOrder(request: APIRequestContext, seed: number) {
  const headers = { "X-Forwarded-For": addressFor(seed) };
  const date = localDay(12);
  const search = await request.get(
    `/api/cards?departure_airport=UUWW&arrival_airport=LTFM&departure_date_there=${date}T12:00&pax_there=2`,
    { headers },
  );
  const card = ((await search.json()) as { cards: Array<{ id: string; aircraft: string }> }).cards[0]!;
  const phone = `+7916${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const post = (path: string, data: object, extra: Record<string, string> = {}) =>
    request.post(path, { data, headers: { ...headers, ...extra, "Idempotency-Key": crypto.randomUUID() } });
  expect(
    (
      await post("/api/auth/send_login_sms", {
        phone,
        name: "Ирина Соколова",
        email: "irina@example.com",
        url: `http://localhost/flight/${card.id}/`,
        its_legal: true,
      })
    ).status(),
  ).toBe(200);
  const sms = (await (
    await request.get(`/api/outbox?to=${encodeURIComponent(phone)}`, { headers: OUTBOX })
  ).json()) as Array<{ body: string }>;
  const code = /#(\d{4})/.exec(sms[0]!.body)![1]!;
  const token = (
    (await (await post("/api/auth/confirm_sms", { phone, code })).json()) as { access_token: string }
  ).access_token;
  const created = await post(
    "/api/pre-orders",
    { access_token: token, card_id: card.id },
    { Authorization: `Bearer ${token}` },
  );
  expect(created.status()).toBe(201);
  const preOrder = (await created.json()) as { id: string };
  return { phone, card, preOrderId: preOrder.id };
}

test.describe("the console at work (issue 18)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a seller takes a visitor's pre-order from New to Booked, with a note and a text message", async ({
    page,
    request,
  }) => {
    const order = await visitorPreOrder(request, 21);
    await signIn(page, request, "e2e-orders@charterline.ru", "ru", 22);
    await page.goto("/ops/orders/");
    // The inbox finds it by the phone as a customer would dictate it.
    await page
      .getByLabel("Поиск")
      .fill(`8 916 ${order.phone.slice(5, 8)}-${order.phone.slice(8, 10)}-${order.phone.slice(10)}`);
    await page.getByRole("button", { name: "Показать" }).click();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.locator("tbody tr")).toContainText("Ирина Соколова");
    await expect(page.locator("tbody tr")).toContainText("Новая");
    await page.locator("tbody th a").click();
    await expect(page).toHaveURL(`/ops/orders/${order.preOrderId}/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ирина Соколова");

    // Contacted, telling the customer by SMS.
    await page.getByLabel("Новый статус").selectOption({ label: "Связались" });
    await page.getByRole("radio", { name: "SMS" }).check();
    await expect(page.getByLabel("Текст сообщения")).not.toBeEmpty();
    await page.getByRole("button", { name: "Сменить статус" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Статус изменён, сообщение клиенту поставлено в очередь.",
    );
    const sms = (await (
      await request.get(`/api/outbox?to=${encodeURIComponent(order.phone)}`, { headers: OUTBOX })
    ).json()) as Array<{ body: string }>;
    expect(sms[0]!.body).toContain("Ирина Соколова");
    expect(sms[0]!.body).not.toMatch(/#\d{4}/);

    // A note, then the quote and the booking.
    await page
      .getByLabel("Новая заметка")
      .fill("Клиент просит кейтеринг без орехов и трансфер от Внуково-3.");
    await page.getByRole("button", { name: "Добавить заметку" }).click();
    await expect(page.getByRole("status")).toHaveText("Заметка добавлена.");
    await expect(page.getByText("Клиент просит кейтеринг без орехов").first()).toBeVisible();
    for (const status of ["Предложение", "Забронирован"]) {
      await page.getByLabel("Новый статус").selectOption({ label: status });
      await page.getByRole("button", { name: "Сменить статус" }).click();
      await expect(page.getByRole("status")).toHaveText("Статус изменён.");
    }
    await expect(page.locator(".ops-badge").first()).toContainText("Забронирован");

    // The history on the page and the audit log both record every step, by whom.
    const history = page
      .getByRole("region", { name: "История" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "История" }) }));
    for (const step of [
      "Новая → Связались",
      "Связались → Предложение",
      "Предложение → Забронирован",
      "Заметка",
    ]) {
      await expect(history.getByText(step).first()).toBeVisible();
    }
    await page.goto(`/ops/audit/?entity=deal&id=${order.preOrderId}`);
    // Four rows by the seller. When the aircraft's operator has its own people (issue 27, item 3;
    // the operators' specs of this project invite some), the system's routing to its queue adds one.
    await expect(page.locator("tbody tr", { hasText: "e2e-orders" })).toHaveCount(4);
  });

  test("two sellers change one order at once: the second gets 409 and the latest state", async ({
    page,
    request,
    pageErrors,
  }) => {
    const order = await visitorPreOrder(request, 25);
    await signIn(page, request, "e2e-orders2@charterline.ru", "ru", 26);
    const other = await page.context().newPage();
    for (const tab of [page, other]) await tab.goto(`/ops/orders/${order.preOrderId}/`);
    // The first seller moves it on.
    await page.getByLabel("Новый статус").selectOption({ label: "Связались" });
    await page.getByRole("button", { name: "Сменить статус" }).click();
    await expect(page.getByRole("status")).toHaveText("Статус изменён.");
    // The second, on the page as it was, tries another move.
    await other.getByLabel("Новый статус").selectOption({ label: "Проиграна" });
    await other.getByLabel("Причина").fill("Клиент выбрал другой рейс");
    const answer = other.waitForResponse((response) => response.request().method() === "POST");
    await other.getByRole("button", { name: "Сменить статус" }).click();
    expect((await answer).status()).toBe(409);
    await expect(other.getByText(/Заявку только что изменил другой сотрудник/)).toBeVisible();
    await expect(other.locator(".ops-badge").first()).toContainText("Связались");
    // Chromium reports the 409 of that fetch on the console; it is the answer this test expects.
    const expected = pageErrors.findIndex((error) => /status of 409/.test(error));
    if (expected >= 0) pageErrors.splice(expected, 1);
    await other.close();
  });

  test("a supervisor blocks an aircraft and it leaves the search results, wherever the block is", async ({
    page,
    request,
  }) => {
    // Issue 31: a block takes its aircraft out of every plan it overlaps, at the search's own
    // airport or at another one, even where it was entered over a booking (inside the seeded
    // schedule's 30 days, the aircraft may have one). The two aircraft are chosen by tail number,
    // not by what the day's schedule happens to offer once.
    const date = localDay(20);
    const path = `/search/UUWW/URSS/${date}T12:00/2/`;
    const offered = async () =>
      (
        (await (
          await request.get(
            `/api/cards?departure_airport=UUWW&arrival_airport=URSS&departure_date_there=${date}T12:00&pax_there=2`,
          )
        ).json()) as { cards: Array<{ aircraft: string; aircraft_type: string }> }
      ).cards;
    const before = await offered();
    const [atDeparture, elsewhere] = [...new Set(before.map((card) => card.aircraft))].sort();
    expect(elsewhere, "two aircraft offered").toBeDefined();
    const typeOf = (tail: string) => before.find((card) => card.aircraft === tail)!.aircraft_type;
    const shown = (type: string) => page.locator(".offer-card__title", { hasText: type });
    const types = [...new Set([typeOf(atDeparture!), typeOf(elsewhere!)])];

    await signIn(page, request, "e2e-supply@charterline.ru", "ru", 31);
    await page.goto(path);
    const counts = new Map<string, number>();
    for (const type of types) counts.set(type, await shown(type).count());
    for (const type of types) expect(counts.get(type)).toBeGreaterThan(0);

    for (const [tail, airport] of [
      [atDeparture!, "UUWW"],
      [elsewhere!, "ULLI"],
    ] as const) {
      await page.goto("/ops/supply/blocks/");
      await page.getByLabel("Борт", { exact: true }).selectOption({ value: tail });
      await page.getByLabel("Причина", { exact: true }).selectOption({ value: "maintenance" });
      await page.getByLabel("Аэропорт", { exact: true }).fill(airport);
      await page.getByLabel("Начало", { exact: true }).fill(`${localDay(19)}T00:00`);
      await page.getByLabel("Окончание", { exact: true }).fill(`${localDay(21)}T23:00`);
      await page.getByRole("button", { name: "Внести период" }).click();
      // A clash with the aircraft's other work is shown once, to confirm.
      const confirm = page.getByLabel(/Я проверил/);
      await expect(page.getByRole("status").or(confirm)).toBeVisible();
      if (await confirm.isVisible()) {
        await confirm.check();
        await page.getByRole("button", { name: "Внести период" }).click();
      }
      await expect(page.getByRole("status")).toContainText("в это время борт не предлагается");
    }

    const after = await offered();
    expect(after.map((card) => card.aircraft)).not.toContain(atDeparture);
    expect(after.map((card) => card.aircraft)).not.toContain(elsewhere);
    await page.goto(path);
    await expect(page.locator(".offer-card").first()).toBeVisible();
    for (const type of types) {
      const blocked = [atDeparture, elsewhere].filter((tail) => typeOf(tail!) === type).length;
      await expect(shown(type)).toHaveCount(counts.get(type)! - blocked);
    }
  });

  test("a supervisor publishes an empty leg and it is on /el/", async ({ page, request }) => {
    const day = localDay(9);
    const listed = `/en/el/?from=ULLI&to=UWKD&date_from=${day}&date_to=${day}`;
    const pilatus = page.locator(".offer-card").filter({ hasText: "Pilatus" });
    // What /el/ lists on that day before (none on a fresh server; a rerun may find its earlier leg).
    await page.goto(listed);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const before = await pilatus.count();
    await signIn(page, request, "e2e-legs@charterline.ru", "en", 41);
    await page.goto("/en/ops/supply/empty-legs/");
    await page.getByLabel("Aircraft", { exact: true }).selectOption({ value: "RA-67631" });
    await page.getByLabel("From", { exact: true }).fill("ULLI");
    await page.getByLabel("To", { exact: true }).fill("UWKD");
    await page.getByLabel("Departure window from", { exact: true }).fill(`${day}T10:00`);
    await page.getByLabel("Departure window to", { exact: true }).fill(`${day}T14:00`);
    await page.getByLabel(/Price/).fill("2750");
    await page.getByRole("button", { name: "Publish an empty leg" }).click();
    // A clash with the aircraft's other work is shown once, to confirm.
    const confirm = page.getByLabel(/I have checked/);
    await expect(page.getByRole("status").or(confirm)).toBeVisible();
    if (await confirm.isVisible()) {
      await confirm.check();
      await page.getByRole("button", { name: "Publish an empty leg" }).click();
    }
    await expect(page.getByRole("status")).toBeVisible();

    await page.goto(listed);
    await expect(pilatus).toHaveCount(before + 1);
    await expect(pilatus.last()).toContainText("Kazan");
    // Issue 28, item 11: the card shows the window staff entered, not only its first minute, in
    // both languages.
    await expect(pilatus.last().locator('[data-fact="window"]')).toHaveText(
      "Departure window 10:00–14:00, the manager confirms the exact time",
    );
    await page.goto(listed.replace("/en/el/", "/el/"));
    await expect(pilatus.last().locator('[data-fact="window"]')).toHaveText(
      "Окно вылета 10:00–14:00, точное время подтвердит менеджер",
    );
  });
});

/**
 * A visitor books on the site, in Russian or English, as booking.spec.ts does: the search, the
 * first offer, Order, the registration with the consent box ticked, the code from the text message.
 * Answers the order number the confirmation showed.
 */
async function bookOnTheSite(page: Page, request: APIRequestContext, lang: Lang, phone: string) {
  const text = BOOKING[lang];
  await page.goto(`${LOGIN[lang].prefix}/search/UUWW/LTFM/${localDay(14)}T12:00/2/`);
  await page.locator(".offer-card__link").first().click();
  const order = page.locator(".flight-price").getByRole("link", { name: text.order });
  await expect(order).toHaveAttribute("aria-haspopup", "dialog");
  await order.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(text.name, { exact: true }).fill(text.customer);
  await dialog.getByLabel(text.phone, { exact: true }).fill(phone);
  await dialog.getByRole("checkbox", { name: text.consent }).check();
  await dialog.getByRole("button", { name: text.submit }).click();
  await expect(dialog.getByTestId("booking-sent")).toBeVisible();
  await dialog.getByLabel(text.code).pressSequentially(await latestCode(request, phone));
  const shown = dialog.getByTestId("booking-pre-order");
  await expect(shown).toHaveText(text.number);
  return text.number.exec((await shown.textContent()) ?? "")![1]!;
}

const BOOKING = {
  ru: {
    order: /Заказать/,
    name: "Имя",
    phone: "Телефон",
    consent: /^Даю согласие на обработку моих персональных данных/,
    submit: "Получить код",
    code: "Код из SMS",
    customer: "Ольга Смирнова",
    number: /^Номер заказа: ([0-9A-Z]{12})$/,
    search: "Поиск",
    apply: "Показать",
    title: (number: string) => `Заявка ${number}`,
    consentShown: /текст согласия версии pd-\d{4}-\d{2}-\d{2}/,
  },
  en: {
    order: /Order/,
    name: "Name",
    phone: "Phone",
    consent: /^I consent to Charterline processing the personal data/,
    submit: "Get the code",
    code: "Code from the text message",
    customer: "Olga Smith",
    number: /^Order number: ([0-9A-Z]{12})$/,
    search: "Search",
    apply: "Apply",
    title: (number: string) => `Order ${number}`,
    consentShown: /consent text version pd-\d{4}-\d{2}-\d{2}/,
  },
} as const;

/** The newest login code texted to `phone` (the message ends "#1234"). */
async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const sms = (await (
        await request.get(`/api/outbox?to=${encodeURIComponent(phone)}`, { headers: OUTBOX })
      ).json()) as Array<{ channel: string; body: string }>;
      code = /#(\d{4})\s*$/.exec(sms.find((message) => message.channel === "sms")?.body ?? "")?.[1] ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}

// One member's session for both tests, one after the other: a sign-in link read from the outbox
// must not be another test's.
test.describe.serial("one member, one session at a time", () => {
  test("the order number the customer is given is the one the console shows, finds and sends (issue 28, item 5)", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = String(Date.now() % 100_000).padStart(5, "0");
    const numbers: Record<Lang, { number: string; phone: string }> = {
      ru: { number: "", phone: `+7903${stamp}41` },
      en: { number: "", phone: `+7903${stamp}42` },
    };
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(54) });
    for (const lang of ["ru", "en"] as const) {
      numbers[lang].number = await bookOnTheSite(page, request, lang, numbers[lang].phone);
    }
    await signIn(page, request, "e2e-staff404@charterline.ru", "ru", 53);

    for (const lang of ["ru", "en"] as const) {
      const text = BOOKING[lang];
      const { number, phone } = numbers[lang];
      // The customer dictates the number as they read it, in groups: the inbox finds it.
      await page.goto(`${LOGIN[lang].prefix}/ops/orders/`);
      await page
        .getByLabel(text.search)
        .fill(`${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`);
      await page.getByRole("button", { name: text.apply }).click();
      await expect(page.locator("tbody tr")).toHaveCount(1);
      const link = page.locator("tbody th [data-order-number]");
      await expect(link).toHaveText(number);
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(text.title(number));
      // Issue 28, item 8: the console shows when the customer consented, and to which text.
      await expect(page.locator("[data-consent] dd")).toContainText(text.consentShown);

      // The message a seller sends names the order by the same number.
      await page.getByLabel(lang === "ru" ? "Новый статус" : "New status").selectOption({
        label: lang === "ru" ? "Связались" : "Contacted",
      });
      await page.getByRole("radio", { name: lang === "ru" ? "SMS" : "Text message" }).check();
      await expect(page.getByLabel(lang === "ru" ? "Текст сообщения" : "Message text")).toHaveValue(
        new RegExp(number),
      );
      await page.getByRole("button", { name: lang === "ru" ? "Сменить статус" : "Change status" }).click();
      await expect(page.getByRole("status")).toBeVisible();
      await expect
        .poll(async () => {
          const sms = (await (
            await request.get(`/api/outbox?to=${encodeURIComponent(phone)}`, { headers: OUTBOX })
          ).json()) as Array<{ body: string }>;
          return sms[0]?.body ?? "";
        })
        // The seller's message, not the confirmation the customer had on ordering (issue 28, item 4),
        // which carries the number too.
        .toMatch(new RegExp(`${number} \\(.+\\) (в работе|is being handled)`));
    }
  });

  test("an unknown console page is a 404 in the console's language", async ({ page, request }) => {
    await signIn(page, request, "e2e-staff404@charterline.ru", "ru", 53);
    const missing = await page.goto("/ops/nowhere/");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("Такой страницы в консоли нет.");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
});
