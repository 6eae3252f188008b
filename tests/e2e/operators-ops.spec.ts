import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsOperator } from "./operator-fixtures";

/*
 * Issue 27, "Done when" (e2e): someone signs in as an operator from an invitation, edits a rate,
 * and the search price changes. Galata Executive's Citation XLS+ TC-GEL (Istanbul Atatürk) is one
 * no other spec prices; the rate goes back to the type's at the end. Desktop only.
 */
const TAIL = "TC-GEL";
const SEARCH = () => {
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  return `/api/cards?departure_airport=LTBA&arrival_airport=LTAI&departure_date_there=${day}T12:00:00&pax_there=2`;
};

async function priceOf(request: APIRequestContext): Promise<number | null> {
  const response = await request.get(SEARCH(), { headers: { "X-Forwarded-For": "198.19.7.7" } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    cards: Array<{ aircraft: string; routes: Array<{ price: { eur: number } }> }>;
  };
  return body.cards.find((card) => card.aircraft === TAIL)?.routes[0]?.price.eur ?? null;
}

test("an operator invited by a supervisor signs in, raises its aircraft's hourly rate, and the search price rises", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const before = await priceOf(request);
  expect(before, `${TAIL} is offered Istanbul → Antalya`).not.toBeNull();
  await signInAsOperator(page, { operatorId: "galata-executive", email: "e2e-dispatch@galata.example" });
  // Its own navigation: its supply, none of the house's sections.
  await expect(
    page.getByRole("navigation", { name: "Разделы консоли" }).getByRole("link", { name: "Журнал" }),
  ).toHaveCount(0);
  await page.goto(`/ops/supply/aircraft/${TAIL}/`);
  const rate = page.getByLabel("Ставка, € за лётный час");
  try {
    await rate.fill("9000");
    await page.getByRole("button", { name: "Сохранить параметры" }).click();
    await expect(page.getByRole("status")).toContainText("Параметры борта сохранены");
    await expect.poll(() => priceOf(request)).toBeGreaterThan(before!);
    // Another operator's aircraft is not there for it.
    const other = await page.goto("/ops/supply/aircraft/RA-67470/");
    expect(other?.status()).toBe(404);
  } finally {
    await page.goto(`/ops/supply/aircraft/${TAIL}/`);
    await page.getByLabel("Ставка, € за лётный час").fill("");
    await page.getByRole("button", { name: "Сохранить параметры" }).click();
    await expect(page.getByRole("status")).toContainText("Параметры борта сохранены");
  }
});
