import { E2E_PREVIEW_SECRET } from "../../playwright.config";
import { readDataset } from "../support/content-fixtures";
import { expect, screenshotPath, test } from "./fixtures";

/**
 * Draft preview (issue 17, item 1; decision 020): the secret link of the Studio's "Preview" action
 * sets a signed cookie, and that browser alone reads the shipped draft of /zakaz-chartera/, marked
 * by a banner, never stored by a shared cache or indexed; "exit preview" brings the published page
 * back. The rules (signing, expiry, redirect targets, the page cache) are unit-tested; this is the
 * whole path in a browser against the built server.
 */
const PATH = "/zakaz-chartera/";
const ENTER = `/api/preview?secret=${E2E_PREVIEW_SECRET}&redirect=${encodeURIComponent(PATH)}`;

interface Landing {
  _id: string;
  title: string;
  header: string;
}
const documents = readDataset() as unknown as Landing[];
const published = documents.find((document) => document._id === "landing-zakaz-chartera")!;
const draft = documents.find((document) => document._id === "drafts.landing-zakaz-chartera")!;

const BANNER = { name: "Предпросмотр черновиков" } as const;
const EXIT = { name: "Выйти из предпросмотра" } as const;

test.describe("at one width", () => {
  test("the shipped draft differs from the published page, so preview shows a change", () => {
    expect(draft.header).not.toBe(published.header);
    expect(draft.title).not.toBe(published.title);
  });

  test("a wrong or missing secret is a 401; the right one goes only to this site's paths", async ({
    request,
  }) => {
    for (const url of [
      `/api/preview?secret=wrong-secret&redirect=${PATH}`,
      `/api/preview?redirect=${PATH}`,
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
      expect(response.headers()["set-cookie"]).toBeUndefined();
      expect(response.headers()["cache-control"]).toBe("no-store");
    }
    const elsewhere = await request.get(
      `/api/preview?secret=${E2E_PREVIEW_SECRET}&redirect=${encodeURIComponent("//evil.example/")}`,
      { maxRedirects: 0 },
    );
    expect(elsewhere.status()).toBe(307);
    expect(elsewhere.headers()["location"]).toBe("/");
    expect(elsewhere.headers()["cache-control"]).toBe("no-store");
  });

  test("preview shows the draft to its browser only, uncached and unindexed, until the editor exits", async ({
    page,
    browser,
    baseURL,
    checkPage,
  }) => {
    const entered = await page.goto(ENTER);
    expect(new URL(page.url()).pathname).toBe(PATH);
    expect(entered?.status()).toBe(200);
    expect(entered?.headers()["cache-control"]).toBe("private, no-store");
    expect(entered?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.header);
    await expect(page).toHaveTitle(draft.title);
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toContainText("вы видите неопубликованные изменения");
    await expect(banner.getByRole("link", EXIT)).toHaveAttribute(
      "href",
      `/api/preview/exit?redirect=${encodeURIComponent(PATH)}`,
    );
    const cookie = (await page.context().cookies()).find((item) => item.name === "preview");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 3 * 3600_000);
    await checkPage("preview-landing");

    // Another visitor right after the editor: the published page, from or into the shared cache.
    const visitor = await browser.newContext({ baseURL, locale: "ru-RU" });
    try {
      const other = await visitor.newPage();
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await other.goto(PATH);
        expect(response?.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
        expect(response?.headers()["x-robots-tag"]).toBeUndefined();
        await expect(other.getByRole("heading", { level: 1 })).toHaveText(published.header);
        await expect(other.getByRole("region", BANNER)).toHaveCount(0);
      }
    } finally {
      await visitor.close();
    }

    // Exit: back on the same page, published, cacheable again, the cookie gone.
    const [exited] = await Promise.all([
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === PATH && response.status() === 200,
      ),
      banner.getByRole("link", EXIT).click(),
    ]);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.header);
    await expect(page).toHaveTitle(published.title);
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);
    expect(exited.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    expect(exited.headers()["x-robots-tag"]).toBeUndefined();
    expect((await page.context().cookies()).map((item) => item.name)).not.toContain("preview");
  });
});

test(
  "the banner opens the page at every width, clear of the cookie notice",
  { tag: "@both-viewports" },
  async ({ page }) => {
    await page.goto(ENTER);
    const banner = page.getByRole("region", BANNER);
    const exit = banner.getByRole("link", EXIT);
    await expect(exit).toBeInViewport();
    const notice = page.locator(".cookie-notice");
    await expect(notice).toBeVisible();
    const [bannerBox, noticeBox, exitBox] = await Promise.all([
      banner.boundingBox(),
      notice.boundingBox(),
      exit.boundingBox(),
    ]);
    expect(bannerBox!.y).toBe(0);
    // Stacked, never overlapping: the banner above the notice at every width (issue 28, item 3).
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(noticeBox!.y);
    expect(exitBox!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: screenshotPath(test.info().project.name, "preview-banner") });
  },
);
