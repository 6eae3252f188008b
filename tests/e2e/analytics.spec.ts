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

  const calls = await page.evaluate(() =>
    JSON.parse(JSON.stringify((window as { ym?: YmQueue }).ym?.a ?? [])),
  );
  const counter = Number(E2E_METRIKA_COUNTER_ID);
  expect(calls[0]).toEqual([
    counter,
    "init",
    expect.objectContaining({ defer: true, webvisor: true, clickmap: true }),
  ]);
  const hits = calls.filter((call: unknown[]) => call[1] === "hit").map((call: unknown[]) => call[2]);
  expect(hits).toEqual(["/en/", "/en/fleet/"]);
});
