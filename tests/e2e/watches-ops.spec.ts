import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_OUTBOX_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { RUN } from "./outbox";

/**
 * The console's view of empty-leg watches (issue 29, item 2: "supervisors see the watches: counts
 * by route, messages sent and unsubscribes"; "the console's view of watches is tested"). A watch
 * made through POST /api/watches shows on /ops/watches/ under its route; a seller, who is not a
 * supervisor, neither sees the section in the navigation nor opens it (403). In Russian only: the
 * console's markup is the same in English (decision 039). The file's name ends in "ops.spec.ts",
 * so it runs in the console project (playwright.config.ts).
 */

const SUPERVISOR = "e2e-watches@charterline.ru";
const SELLER = `e2e-watches-seller-${RUN}@charterline.ru`;

const addressFor = (seed: number) => `198.51.${(Date.now() >> 10) % 250}.${100 + seed}`;

async function mails(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ body: string }>).map((message) => message.body);
}

/** Signs in by the e-mailed single-use link, as ops.spec.ts does. */
async function signIn(page: Page, request: APIRequestContext, email: string, seed: number) {
  const before = (await mails(request, email)).length;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(seed) });
  await page.goto("/ops/login/");
  await page.getByLabel("Рабочая почта").fill(email);
  await page.getByRole("button", { name: "Получить ссылку" }).click();
  let link = "";
  await expect
    .poll(async () => {
      const all = await mails(request, email);
      link =
        all
          .slice(0, Math.max(0, all.length - before))
          .map((body) => /https?:\/\/\S+\/ops\/login\/[\w-]+\//.exec(body)?.[0])
          .find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: /^Войти как / }).click();
  await expect(page).not.toHaveURL(/\/ops\/login\//);
}

test("a supervisor sees the watches by route and the totals; a seller gets 403", async ({
  page,
  request,
  browser,
  checkPage,
}) => {
  test.setTimeout(90_000);
  const made = await request.post("/api/watches", {
    headers: { "X-Forwarded-For": addressFor(1) },
    data: {
      email: `watch-ops-${RUN}@example.com`,
      from: "UNNT",
      to: "UHWW",
      days_ahead: 30,
      pax: 1,
      language: "ru",
      its_legal: true,
    },
  });
  expect(made.status()).toBe(202);

  await signIn(page, request, SUPERVISOR, 2);
  await page
    .getByRole("navigation", { name: "Разделы консоли" })
    .getByRole("link", { name: "Подписки" })
    .click();
  await expect(page).toHaveURL("/ops/watches/");
  await expect(page.getByRole("heading", { level: 1, name: "Подписки на пустые перелёты" })).toBeVisible();
  const route = page
    .getByTestId("watch-routes")
    .getByRole("row")
    .filter({ hasText: "(OVB)" })
    .filter({ hasText: "(VVO)" });
  await expect(route).toHaveCount(1);
  // Waiting for its confirmation: pending, not yet active.
  await expect(route.getByRole("cell").nth(2)).not.toHaveText("0");
  await expect(page.locator('[data-total="pending"] td')).not.toHaveText("0");
  await checkPage("ops-watches");

  // A seller: invited by the supervisor, signed in in a browser of their own.
  await page.goto("/ops/staff/");
  await page.getByLabel("Имя").fill("Продавец подписок");
  await page.getByLabel("Почта").fill(SELLER);
  await page.getByRole("button", { name: "Пригласить", exact: true }).click();
  await expect(page.getByRole("status")).toBeVisible();
  const context = await browser.newContext();
  const seller = await context.newPage();
  await signIn(seller, request, SELLER, 3);
  await expect(
    seller.getByRole("navigation", { name: "Разделы консоли" }).getByRole("link", { name: "Подписки" }),
  ).toHaveCount(0);
  const refused = await seller.goto("/ops/watches/");
  expect(refused?.status()).toBe(403);
  await context.close();
});
