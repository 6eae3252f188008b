import sharp from "sharp";
import { E2E_OUTBOX_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Issue 27, item 5, "Done when": a supervisor uploads a photo of an aircraft in the console and
 * sees it on the visitor's search card, as a <picture> with AVIF and WebP sizes. The rules (the
 * formats, the limits, metadata, the scope) are the Vitest suites' (photos.server.test.ts,
 * photo-variants.server.test.ts); this walks the one path through the real server and browser.
 */
const EMAIL = "e2e-photos@charterline.ru";

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

test("a supervisor uploads a photo and the search card shows it", async ({ page, request }) => {
  const date = `${day(24)}T12:00`;
  const answer = await request.get(
    `/api/cards?departure_airport=UUWW&arrival_airport=ULLI&departure_date_there=${date}&pax_there=2`,
  );
  const cards = ((await answer.json()) as { cards: Array<{ aircraft: string }> }).cards;
  const tail = cards[0]?.aircraft;
  expect(tail, "an aircraft is offered").toBeDefined();

  // Sign in by the e-mailed link, as tests/e2e/ops.spec.ts does.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${(Date.now() >> 10) % 250}.71` });
  await page.goto("/ops/login/");
  await page.getByLabel("Рабочая почта").fill(EMAIL);
  await page.getByRole("button", { name: "Получить ссылку" }).click();
  await expect(page.getByRole("status")).toContainText(/ссылка уже в пути/);
  const mail = await request.get(`/api/outbox?to=${encodeURIComponent(EMAIL)}`, {
    headers: { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` },
  });
  const body = ((await mail.json()) as Array<{ body: string }>)[0]!.body;
  await page.goto(new URL(/https?:\/\/[^\s]+\/ops\/login\/[\w-]+\//.exec(body)![0]).pathname);
  await page.getByRole("button", { name: /^Войти как / }).click();
  await expect(page).toHaveURL("/ops/");

  // The aircraft page's photo form: a real JPEG, made here.
  await page.goto(`/ops/supply/aircraft/${tail}/`);
  const photo = await sharp({ create: { width: 960, height: 640, channels: 3, background: "#2b4c7e" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Снаружи").check();
  await page.getByLabel("Файл").setInputFiles({ name: "side.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Загрузить фото" }).click();
  await expect(page).toHaveURL(`/ops/supply/aircraft/${tail}/photos/`);
  await expect(page.getByRole("status")).toContainText("Фото загружено");
  await expect(page.getByRole("img", { name: new RegExp(`Снаружи: фото 1 борта ${tail}`) })).toBeVisible();

  // The visitor's search: the card of that aircraft shows the photo in AVIF and WebP.
  await page.goto(`/search/UUWW/ULLI/${date}/2/`);
  const picture = page.getByRole("img", { name: new RegExp(`${tail}, фото снаружи`) }).first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("src", /^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
  const sources = picture.locator("xpath=..").locator("source");
  await expect(sources.first()).toHaveAttribute("type", "image/avif");
  await expect(sources.first()).toHaveAttribute("srcset", /\.avif 320w, .*\.avif 640w, .*\.avif 960w$/);
  const image = await request.get((await picture.getAttribute("src"))!);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
});
