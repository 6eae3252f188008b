import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInAsOperator } from "./operator-fixtures";

/*
 * Issue 27, "Done when" (e2e): someone signs in as an operator from an invitation, edits a rate,
 * and the search price changes; uploads a photo, and sees it on the visitor's card. Galata
 * Executive's Citation XLS+ TC-GEL (Istanbul Atatürk) is one no other spec prices; the rate goes
 * back to the type's at the end. Desktop only. The photo rules (formats, limits, metadata, scope)
 * are the Vitest suites' (photos.server.test.ts, photo-variants.server.test.ts).
 */
const TAIL = "TC-GEL";
const SEARCH_DAY = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const SEARCH = () =>
  `/api/cards?departure_airport=LTBA&arrival_airport=LTAI&departure_date_there=${SEARCH_DAY()}T12:00:00&pax_there=2`;

async function priceOf(request: APIRequestContext): Promise<number | null> {
  const response = await request.get(SEARCH(), { headers: { "X-Forwarded-For": "198.19.7.7" } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    cards: Array<{ aircraft: string; routes: Array<{ price: { eur: number } }> }>;
  };
  return body.cards.find((card) => card.aircraft === TAIL)?.routes[0]?.price.eur ?? null;
}

test("an operator invited by a supervisor signs in, raises its aircraft's hourly rate and the search price rises, uploads a photo and the card shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
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

    // Issue 27, item 5: a photo from the aircraft page (a real JPEG, made here) on the visitor's card,
    // as a <picture> with AVIF and WebP sizes.
    await page.goto(`/ops/supply/aircraft/${TAIL}/`);
    const photo = await sharp({ create: { width: 960, height: 640, channels: 3, background: "#2b4c7e" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Снаружи").check();
    await page.getByLabel("Файл").setInputFiles({ name: "side.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Загрузить фото" }).click();
    await expect(page).toHaveURL(`/ops/supply/aircraft/${TAIL}/photos/`);
    await expect(page.getByRole("status")).toContainText("Фото загружено");
    await page.goto(`/search/LTBA/LTAI/${SEARCH_DAY()}T12:00/2/`);
    const picture = page.getByRole("img", { name: new RegExp(`${TAIL}, фото снаружи`) }).first();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("src", /^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const sources = picture.locator("xpath=..").locator("source");
    await expect(sources.first()).toHaveAttribute("type", "image/avif");
    const image = await request.get((await picture.getAttribute("src"))!);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toContain("immutable");
  } finally {
    await page.goto(`/ops/supply/aircraft/${TAIL}/`);
    await page.getByLabel("Ставка, € за лётный час").fill("");
    await page.getByRole("button", { name: "Сохранить параметры" }).click();
    await expect(page.getByRole("status")).toContainText("Параметры борта сохранены");
  }
});
