import { expect, screenshotPath, test } from "./fixtures";

// spec §2 "Header and footer", spec §1 cookie notice; the texts come from the site-settings
// document of the embedded CMS dataset (content/production.ndjson).
const LANGUAGES = [
  {
    path: "/",
    lang: "ru",
    menuButton: "Открыть меню",
    items: ["Главная", "Флот", "Партнёры", "О компании", "Контакты", "Как это работает"],
    accept: "Понятно",
    short: "Cookie и персональные данные.",
    privacyHref: "/docs/privacy.pdf",
    personalDataHref: "/docs/politics.pdf",
  },
  {
    path: "/en/",
    lang: "en",
    menuButton: "Open menu",
    items: ["Home", "Fleet", "Partners", "About us", "Contacts", "How it works"],
    accept: "Got it",
    short: "Cookies and personal data.",
    privacyHref: "/docs/en/privacy.pdf",
    personalDataHref: "/docs/en/politics.pdf",
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(`shell in ${language.lang}`, () => {
    test(
      "header, footer and cookie notice come from the CMS",
      { tag: "@both-viewports" },
      async ({ page, visit }) => {
        await visit(language.path, `home-${language.lang}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: /Charterline/ })).toHaveAttribute(
          "href",
          language.path,
        );
        const chatsAndMail = [
          'a[href="mailto:sales@charterline.ru"]',
          'a[href="https://t.me/charterline"]',
          'a[href="https://wa.me/74951204545"]',
        ];
        await expect(header.locator('a[href="tel:+74951204545"]').first()).toBeVisible();
        // A phone-width header keeps the phone link; chats and mail are one tap away in the menu.
        const bar = header.locator(".contact-icons--header");
        for (const link of chatsAndMail) {
          if (test.info().project.name === "desktop") await expect(bar.locator(link)).toBeVisible();
          else await expect(bar.locator(link)).toBeHidden();
        }
        await header.getByRole("button", { name: language.menuButton }).click();
        for (const link of chatsAndMail) await expect(page.getByRole("dialog").locator(link)).toBeVisible();
        await page.keyboard.press("Escape");

        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: "+7 495 120-45-45" })).toBeVisible();
        await expect(footer.getByRole("link", { name: "sales@charterline.ru" })).toBeVisible();

        const notice = page.getByRole("region", { name: /cookie/i });
        await expect(notice).toBeVisible();
        // Issue 16, item 6 and issue 28, item 3: at every width the notice is a short line (two at
        // most on a phone) beside its button, at the top of the page and in its flow, so it covers
        // nothing (a notice fixed to a desktop's bottom edge sat over the order bar); "More" opens
        // the full text and the documents, by keyboard as by touch.
        const box = (await notice.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(72);
        const headerBox = (await page.getByRole("banner").boundingBox())!;
        expect(box.y).toBe(0);
        expect(headerBox.y).toBeGreaterThanOrEqual(box.height - 1);
        await expect(notice.getByText(language.short)).toBeVisible();
        await expect(notice.locator(`a[href="${language.privacyHref}"]`)).toBeHidden();
        const more = notice.locator("summary");
        await more.focus();
        await page.keyboard.press("Enter");
        await expect(more).toBeFocused();
        await expect(notice.locator(`a[href="${language.privacyHref}"]`)).toBeVisible();
        await expect(notice.locator(`a[href="${language.personalDataHref}"]`)).toBeVisible();
        const pdf = await page.request.get(language.personalDataHref);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()["content-type"]).toBe("application/pdf");
      },
    );

    test(
      "the menu opens as an overlay, locks scroll and closes",
      { tag: ["@both-viewports", "@language-neutral"] },
      async ({ page, visit }) => {
        await visit(language.path, `home-${language.lang}`);
        const button = page.getByRole("button", { name: language.menuButton });
        const menu = page.getByRole("dialog");
        const html = page.locator("html");

        await button.click();
        await expect(menu).toBeVisible();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        for (const item of language.items) await expect(menu.getByRole("link", { name: item })).toBeVisible();
        await expect(html).toHaveClass(/scroll-locked/);
        expect(await html.evaluate((el) => getComputedStyle(el).overflow)).toBe("hidden");
        await page.screenshot({
          path: screenshotPath(test.info().project.name, `menu-${language.lang}`),
        });

        // Focus is inside the menu and stays there.
        await expect(menu.getByRole("button")).toBeFocused();
        for (let i = 0; i < language.items.length + 2; i += 1) await page.keyboard.press("Tab");
        expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(html).not.toHaveClass(/scroll-locked/);
        await expect(button).toBeFocused();

        await button.click();
        await page.getByTestId("menu-overlay").click({ position: { x: 10, y: 300 } });
        await expect(menu).toBeHidden();

        await button.click();
        await menu.getByRole("link", { name: language.items[1] }).click();
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${language.path}fleet/$`));
        await expect(html).not.toHaveClass(/scroll-locked/);
      },
    );

    test(
      "the cookie notice is dismissed and remembered",
      { tag: "@language-neutral" },
      async ({ page, visit }) => {
        await visit(language.path, `home-${language.lang}`);
        const notice = page.getByRole("region", { name: /cookie/i });
        const saved = page.waitForResponse(
          (r) => r.url().includes("/cookie-notice") && r.request().method() === "POST",
        );
        await notice.getByRole("button", { name: language.accept }).click();
        await expect(notice).toBeHidden();
        expect((await saved).status()).toBe(200);
        await page.reload();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("region", { name: /cookie/i })).toHaveCount(0);
      },
    );
  });
}

test("the cookie notice works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/");
  await page.getByRole("button", { name: "Got it" }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole("region", { name: /cookie/i })).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "cookie_notice");
  expect(cookie).toMatchObject({ value: "accepted", httpOnly: true, sameSite: "Lax" });
  await context.close();
});
