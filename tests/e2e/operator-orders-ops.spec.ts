import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_OUTBOX_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { signInAsOperator } from "./operator-fixtures";

/**
 * Issue 27, item 3, "Done when": an operator confirms a visitor's pre-order, and both the seller
 * and the customer see the confirmation. The operator is Ladoga Jet (seeded partner `ladoga-jet`):
 * a visitor orders one of its aircraft from Vnukovo to Sochi (its Phenom 300E RA-09711 when the
 * search offers it), its member confirms with a price change and a reason, our seller reads the
 * answer on the deal, and the customer's SMS is in the outbox. Desktop, the console project.
 */

const OUTBOX = { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` };
const LADOGA_TAILS = ["RA-09711", "RA-09704", "RA-09620", "RA-09617", "RA-09642"];
const SELLER = "e2e-operator-orders@charterline.ru";
const addressFor = (seed: number) => `198.18.${(Date.now() >> 10) % 250}.${seed}`;

function localDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A visitor's order of a Ladoga Jet aircraft, placed as the site places it (code by SMS, token, pre-order). */
async function orderLadogaAircraft(request: APIRequestContext) {
  const headers = { "X-Forwarded-For": addressFor(71) };
  const search = await request.get(
    `/api/cards?departure_airport=UUWW&arrival_airport=URSS&departure_date_there=${localDay(9)}T12:00&pax_there=2`,
    { headers },
  );
  const { cards } = (await search.json()) as { cards: Array<{ id: string; aircraft: string }> };
  const card = LADOGA_TAILS.map((tail) => cards.find((candidate) => candidate.aircraft === tail)).find(
    Boolean,
  );
  expect(card, "the search offers a Ladoga Jet aircraft").toBeDefined();
  const phone = `+7917${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const post = (path: string, data: object, extra: Record<string, string> = {}) =>
    request.post(path, { data, headers: { ...headers, ...extra, "Idempotency-Key": crypto.randomUUID() } });
  expect(
    (
      await post("/api/auth/send_login_sms", {
        phone,
        name: "Ольга Смирнова",
        url: `http://localhost/flight/${card!.id}/`,
        its_legal: true,
      })
    ).status(),
  ).toBe(200);
  const sms = (await (
    await request.get(`/api/outbox?to=${encodeURIComponent(phone)}`, { headers: OUTBOX })
  ).json()) as Array<{
    body: string;
  }>;
  const code = /#(\d{4})/.exec(sms[0]!.body)![1]!;
  const { access_token: token } = (await (await post("/api/auth/confirm_sms", { phone, code })).json()) as {
    access_token: string;
  };
  const created = await post(
    "/api/pre-orders",
    { access_token: token, card_id: card!.id },
    { Authorization: `Bearer ${token}` },
  );
  expect(created.status()).toBe(201);
  return { phone, id: ((await created.json()) as { id: string }).id };
}

/** Our seller signs in by the e-mailed link, in a browser of their own. */
async function sellerPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(72) });
  await page.goto("/ops/login/");
  await page.getByLabel("Рабочая почта").fill(SELLER);
  await page.getByRole("button", { name: "Получить ссылку" }).click();
  await expect(page.getByRole("status")).toContainText(/ссылка уже в пути/);
  const mail = (await (
    await request.get(`/api/outbox?to=${encodeURIComponent(SELLER)}`, { headers: OUTBOX })
  ).json()) as Array<{
    body: string;
  }>;
  const link = /https?:\/\/[^\s]+\/ops\/login\/[\w-]+\//.exec(mail[0]!.body)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: /^Войти как / }).click();
  await expect(page).toHaveURL("/ops/");
  return page;
}

test("an operator confirms a visitor's pre-order; the seller and the customer see it (issue 27, item 3)", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  // The member first: an operator with people on the marketplace gets the orders for its aircraft.
  await signInAsOperator(page, {
    // Not operators-ops.spec.ts's supervisor: the two tests run at once, and each takes the newest
    // sign-in link mailed to its supervisor, so one address would hand both the same single-use link.
    supervisor: "e2e-operators2@charterline.ru",
    operatorId: "ladoga-jet",
    email: "e2e-dispatch@ladogajet.example",
    name: "Ирина Ладогина",
  });
  const order = await orderLadogaAircraft(request);
  const number = order.id.toUpperCase();

  await page.goto("/ops/operator/orders/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Заказы на ваши самолёты");
  const row = page.locator("tbody tr", { hasText: number });
  await expect(row).toContainText("Ждёт ответа");
  // The operator sees the trip, not the customer.
  await expect(page.getByText("Ольга Смирнова")).toHaveCount(0);
  await row.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Заказ ${number}`);
  await page.getByLabel("Изменение цены, %").fill("5");
  await page.getByLabel("Причина изменения цены").fill("Выросли сборы за стоянку в Сочи");
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
  await expect(page.getByRole("status")).toContainText("Заказ подтверждён");
  await expect(page.getByRole("button", { name: "Подтвердить заказ" })).toHaveCount(0);

  // The customer's SMS: the order number, the confirmation, the new price.
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`/api/outbox?to=${encodeURIComponent(order.phone)}`, { headers: OUTBOX })
      ).json()) as Array<{ body: string }>;
      return messages[0]?.body ?? "";
    })
    .toMatch(
      new RegExp(
        `авиакомпания подтвердила ваш заказ ${number}.*Цена: .*₽ \\(авиакомпания изменила цену на \\+5%\\)`,
      ),
    );

  // Our seller reads the answer on the deal.
  const seller = await sellerPage(browser, request);
  await seller.goto(`/ops/orders/${order.id}/`);
  const answer = seller.getByRole("region", { name: "Ответ авиакомпании" });
  await expect(answer).toContainText("Подтвердила");
  await expect(answer).toContainText("Ирина Ладогина");
  await expect(answer).toContainText("+5%");
  await expect(answer).toContainText("Выросли сборы за стоянку в Сочи");
  await seller.context().close();
});
