import { E2E_METRIKA_COUNTER_ID } from "../../playwright.config";
import { expect, test } from "./fixtures";

type YmQueue = { a?: unknown[][] } | undefined;

// spec §7 and issue 2: a hit per navigation to the configured Yandex Metrika counter, and
// nothing before the visitor has acknowledged the cookie notice.
test("analytics starts after the cookie notice and reports a hit per navigation", async ({ page }) => {
  await page.goto("/en/");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => typeof (window as { ym?: unknown }).ym)).toBe("undefined");

  await page.getByRole("button", { name: "Got it" }).click();
  await expect
    .poll(() => page.evaluate(() => ((window as { ym?: YmQueue }).ym?.a ?? []).length))
    .toBeGreaterThan(1);

  await page
    .getByRole("link", { name: "Open menu" })
    .or(page.getByRole("button", { name: "Open menu" }))
    .click();
  await page.getByRole("dialog").getByRole("link", { name: "Fleet" }).click();
  await expect(page).toHaveURL(/\/en\/fleet\/$/);

  const calls = () =>
    page.evaluate((): unknown[][] => JSON.parse(JSON.stringify((window as { ym?: YmQueue }).ym?.a ?? [])));
  // The hit of a client-side navigation is sent from an effect after the URL changes.
  await expect
    .poll(async () => (await calls()).filter((call) => call[1] === "hit").map((call) => call[2]))
    .toEqual(["/en/", "/en/fleet/"]);
  const counter = Number(E2E_METRIKA_COUNTER_ID);
  expect((await calls())[0]).toEqual([
    counter,
    "init",
    expect.objectContaining({ defer: true, webvisor: true, clickmap: true }),
  ]);
});
