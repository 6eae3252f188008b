import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { threeDaysAhead } from "./outbox";

/**
 * What a visitor's page makes the browser run (issue 28, item 12; decision 048). The home, results,
 * flight and empty-leg pages load neither the phone rule's metadata (libphonenumber-js, about
 * 150 KB of script that was evaluated at every visit) nor the console's code: the phone rule comes
 * when a visitor starts on a phone field, and the console's modules only with the console.
 *
 * Read from the scripts the browser actually fetched, so a change of import or of chunking that
 * brings either back onto these pages fails here, whatever the chunks are called.
 */

/** Only in libphonenumber-js's metadata. */
const PHONE_METADATA = "country_calling_codes";
/** Only in the console's copy: its sign-in page and an order's state. */
const CONSOLE_COPY = ["Рабочая почта", "Проиграна"];

/** Collects the body of every script the page fetches from now on. */
function scriptsOf(page: Page): { bodies: () => Promise<string[]>; urls: string[] } {
  // Read as each arrives: a body is gone once its page is navigated away from.
  const bodies: Promise<string>[] = [];
  const urls: string[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") {
      bodies.push(response.text());
      urls.push(new URL(response.url()).pathname);
    }
  });
  return { urls, bodies: () => Promise.all(bodies) };
}

/** `goto` has waited for hydration (./fixtures.ts); then whatever the page fetches by itself. */
async function loaded(page: Page) {
  await page.waitForLoadState("networkidle");
}

test("the visitor's main pages load neither the phone rule nor the console's code", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto("/");
  await loaded(page);
  await page.goto(`/search/UUWW/LTFM/${threeDaysAhead()}/3/`);
  await loaded(page);
  await expect(page).toHaveURL(/\/search\/[A-Za-z0-9_-]+\/$/);
  const flight = await page.locator('a[href^="/flight/"]').first().getAttribute("href");
  expect(flight).toBeTruthy();
  await page.goto(flight!);
  await loaded(page);
  await page.goto("/el/");
  await loaded(page);

  const bodies = await scripts.bodies();
  // The framework, the entry and each page's own module were all read.
  expect(scripts.urls.filter((url) => url.startsWith("/assets/")).length).toBeGreaterThan(10);
  for (const [index, body] of bodies.entries()) {
    expect(body.includes(PHONE_METADATA), `${scripts.urls[index]} carries the phone metadata`).toBe(false);
    for (const copy of CONSOLE_COPY) {
      expect(body.includes(copy), `${scripts.urls[index]} carries the console's "${copy}"`).toBe(false);
    }
  }
});

test("the phone rule comes when a visitor starts on a phone field, and lays the number out", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto("/");
  await loaded(page);
  const before = (await scripts.bodies()).length;
  expect((await scripts.bodies()).some((body) => body.includes(PHONE_METADATA))).toBe(false);

  const widget = page.locator("[data-callback]");
  await widget.getByText("Заказать обратный звонок").click();
  const field = widget.getByLabel("Ваш телефон");
  await field.focus();
  await expect
    .poll(async () => (await scripts.bodies()).slice(before).some((b) => b.includes(PHONE_METADATA)))
    .toBe(true);
  await field.pressSequentially("89161234567");
  await expect(field).toHaveValue("8 (916) 123-45-67");
});
