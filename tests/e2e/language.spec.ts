import { expect, test } from "./fixtures";

// spec §1-§2 and issue 2: language from the path, a switch that keeps the page and is
// remembered, and a one-time redirect of English-preferring browsers from `/` to `/en/`.
test("the language switch leads to the same page in the other language", async ({ page, visit }) => {
  await visit("/some/missing/page/", "not-found-deep-ru");
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/some\/missing\/page\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Перейти на русский" }).click();
  await expect(page).toHaveURL(/\/some\/missing\/page\/$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9,ru;q=0.5" } });

  test("is sent from / to /en/ once, and the switch back to Russian is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.getByRole("link", { name: "Перейти на русский" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie).toMatchObject({ value: "ru", httpOnly: true });

    // The choice wins over the browser's preference from now on.
    await page.goto("/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe("a browser that prefers Russian", () => {
  test.use({ locale: "ru-RU", extraHTTPHeaders: { "Accept-Language": "ru-RU,ru;q=0.9,en;q=0.8" } });

  test("stays on the Russian root", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
});

test("English pages are not redirected for an English browser, and crawlers stay on /", async ({
  request,
}) => {
  const crawler = await request.get("/", {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    maxRedirects: 0,
  });
  expect(crawler.status()).toBe(200);
  // `/` answers by the browser's languages and cookies: shared caches must keep the variants apart.
  expect(crawler.headers()["vary"]).toMatch(/Cookie, Accept-Language/);
  const english = await request.get("/", { headers: { "Accept-Language": "en-GB,en" }, maxRedirects: 0 });
  expect(english.status()).toBe(302);
  expect(english.headers()["location"]).toBe("/en/");
});
