import type { APIRequestContext } from "@playwright/test";
import { E2E_OUTBOX_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { RUN } from "./outbox";

/**
 * Empty-leg watches (issue 29, item 2) as a visitor meets them: subscribing from /el/ by e-mail,
 * the double opt-in e-mail read from the outbox, the Confirm button (never a GET: mail scanners
 * open links), the manage page and its Delete; the full form refusing a post without consent and
 * with a malformed e-mail, in English, keeping what was typed; and RFC 8058's one-click
 * unsubscribe, posted to the List-Unsubscribe header's URL as a mail provider does (no cookie,
 * no Origin). One language each (decision 039): both languages' words are in the locales and
 * app/forms/watch-rules.test.ts.
 */

interface Message {
  subject?: string;
  body: string;
  headers: Record<string, string> | null;
}

/** A client address of the test's own: the per-address limits of one test never touch another's. */
const addressFor = (seed: number) => `198.51.${(Date.now() >> 10) % 250}.${seed}`;

async function mailsTo(request: APIRequestContext, email: string): Promise<Message[]> {
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Message[];
}

/** The confirmation link of the double opt-in e-mail, once it is in the outbox. */
async function confirmLink(request: APIRequestContext, email: string): Promise<URL> {
  let link = "";
  await expect
    .poll(async () => {
      const bodies = (await mailsTo(request, email)).map((message) => message.body);
      link =
        bodies
          .map((body) => /https?:\/\/\S+\/watches\/confirm\/\?token=[\w-]+/.exec(body)?.[0])
          .find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");
  return new URL(link);
}

test("a visitor subscribes from /el/ by e-mail, confirms by the e-mailed link, sees the watch and deletes it", async ({
  page,
  request,
  checkPage,
}) => {
  test.setTimeout(60_000);
  const email = `watch-el-${RUN}@example.com`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(1) });
  await page.goto("/el/?from=UUWW&to=URSS");
  const block = page.locator("[data-watch-block]");
  await expect(block.getByRole("heading", { name: "Сообщить о пустом перелёте" })).toBeVisible();
  await expect(block).toContainText("Маршрут: Внуково (VKO) → Сочи (Адлер, AER), на 30 дней вперёд.");
  await block.getByLabel("Электронная почта").fill(email);
  await block.getByLabel(/^Даю согласие на обработку моих персональных данных/).check();
  await block.getByRole("button", { name: "Подписаться" }).click();

  await expect(page).toHaveURL("/watches/new/");
  await expect(page.getByRole("heading", { level: 1, name: "Проверьте почту" })).toBeVisible();
  await expect(page.getByTestId("watch-sent")).toContainText("w***@example.com");

  const link = await confirmLink(request, email);
  expect(link.pathname).toBe("/watches/confirm/");
  await page.goto(`${link.pathname}${link.search}`);
  // Opening the link confirms nothing by itself.
  await expect(page.getByRole("heading", { level: 1, name: "Подтвердите подписку" })).toBeVisible();
  await checkPage("watch-confirm-ru");
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Подписка включена" })).toBeVisible();
  await expect(page.getByTestId("watch-confirmed")).toContainText("Внуково (VKO) → Сочи (Адлер, AER)");

  await page.getByRole("link", { name: "Мои подписки" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ваши подписки" })).toBeVisible();
  await expect(page.getByText("Сообщения приходят: w***@example.com")).toBeVisible();
  const watch = page.getByRole("listitem").filter({ hasText: "Внуково (VKO) → Сочи (Адлер, AER)" });
  await expect(watch).toHaveCount(1);
  await checkPage("watch-manage-ru");
  await watch.getByRole("button", { name: "Удалить подписку Внуково (VKO) → Сочи (Адлер, AER)" }).click();
  await expect(page.getByText("Подписка удалена.")).toBeVisible();
  await expect(page.getByTestId("watch-manage-empty")).toBeVisible();
});

test("en: the full form refuses a post without consent and with a malformed e-mail, keeping what was typed", async ({
  page,
  checkPage,
  pageErrors,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(2) });
  await page.goto("/en/watches/new/?from=UUWW&to=city:RU:Sochi&days_ahead=14&pax=3");
  await expect(page.getByRole("heading", { level: 1, name: "Empty-leg watch" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Vnukovo, Moscow (VKO)");
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Sochi");
  await expect(page.getByLabel("When", { exact: true })).toHaveValue("14");
  await page.getByLabel("E-mail", { exact: true }).fill("anna@");
  await page.getByLabel("Maximum price, €").fill("25000");
  await page.getByRole("button", { name: "Watch" }).click();

  await expect(page.getByTestId("watch-status")).toHaveText("Check the marked fields.");
  await expect(page.getByTestId("watch-email-error")).toHaveText(
    "Check the address: it should look like name@example.com.",
  );
  await expect(
    page.getByText("To subscribe, tick the consent to the processing of personal data."),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("anna@");
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Vnukovo, Moscow (VKO)");
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Sochi");
  await expect(page.getByLabel("When", { exact: true })).toHaveValue("14");
  await expect(page.getByLabel("Passengers", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Maximum price, €")).toHaveValue("25000");
  await expect(page.getByLabel(/^I consent to Charterline processing/)).not.toBeChecked();
  // The 400 is the action's answer by design; Chromium logs a refused post's status to the console.
  await page.waitForLoadState("networkidle");
  const logged = pageErrors.findIndex((text) => /status of 400/.test(text));
  if (logged >= 0) pageErrors.splice(logged, 1);
  await checkPage("watch-new-refused-en");
});

test("a watch ends by RFC 8058's one-click POST to its messages' List-Unsubscribe URL @language-neutral", async ({
  request,
  playwright,
}) => {
  test.setTimeout(60_000);
  const email = `watch-stop-${RUN}@example.com`;
  const headers = { "X-Forwarded-For": addressFor(3) };
  const created = await request.post("/api/watches", {
    headers,
    data: { email, from: "UUEE", to: "ULLI", days_ahead: 30, pax: 2, language: "ru", its_legal: true },
  });
  expect(created.status()).toBe(202);
  const link = await confirmLink(request, email);
  const confirmed = await request.post(`${link.pathname}${link.search}`, {
    headers,
    form: { token: link.searchParams.get("token")! },
  });
  expect(confirmed.status()).toBe(200);

  // The scanner's first message after the confirmation carries the headers (RFC 2369, RFC 8058).
  let welcome: Message | undefined;
  await expect
    .poll(
      async () => {
        welcome = (await mailsTo(request, email)).find((message) => message.headers?.["List-Unsubscribe"]);
        return welcome !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(welcome!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = /^<(.+)>$/.exec(welcome!.headers!["List-Unsubscribe"]!)?.[1];
  expect(unsubscribe).toMatch(/\/watches\/stop\/\?token=[\w-]+$/);
  const manage = /https?:\/\/\S+\/watches\/\?token=[\w-]+/.exec(welcome!.body)?.[0];
  expect(manage).toBeDefined();

  // A mail provider's POST: a fresh client with no cookie and no Origin, the body form-encoded.
  const provider = await playwright.request.newContext();
  const answer = await provider.post(unsubscribe!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain(
    "Больше не будем писать о пустых перелётах Шереметьево (SVO) → Пулково (LED)",
  );
  const after = await provider.get(manage!);
  expect(after.status()).toBe(200);
  const page = await after.text();
  expect(page).toContain("Активных подписок нет.");
  expect(page).not.toContain("Шереметьево (SVO) → Пулково (LED)");
  // An unknown link is a friendly 404, never a 500.
  expect(
    (await provider.post(new URL("/watches/stop/?token=unknown-token", unsubscribe).toString())).status(),
  ).toBe(404);
  await provider.dispose();
});
