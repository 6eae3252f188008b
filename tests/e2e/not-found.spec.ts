import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// spec §2 (last row of the route table) and §8: unknown paths answer 404 with the not-found
// page in the path's language: error code, message, link to the main page. The texts are the
// editors' `notFoundPage`, read from the dataset the server under test serves.
type Localized = { ru: string; en?: string };
const datasetFile = process.env.CONTENT_DATASET_FILE ?? "content/production.ndjson";
const notFound = readFileSync(datasetFile, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as { _id: string } & Record<string, unknown>)
  .find((document) => document._id === "notFoundPage") as unknown as {
  title: Localized;
  errorCode?: string;
  message: Localized;
  homeLinkLabel: Localized;
};
const ru = { title: notFound.title.ru, home: notFound.homeLinkLabel.ru };
const en = {
  title: notFound.title.en ?? notFound.title.ru,
  home: notFound.homeLinkLabel.en ?? notFound.homeLinkLabel.ru,
};

// Three unknown addresses per language (one segment, several, and /404/ itself), one test per
// language: the page's axe check and screenshot are pages.spec.ts's (decision 039).
const CASES = [
  { lang: "ru", paths: ["/nonexistent/", "/a/b/c/d/", "/404/"], ...ru, homeHref: "/" },
  { lang: "en", paths: ["/en/nonexistent/", "/en/a/b/c/", "/en/404/"], ...en, homeHref: "/en/" },
] as const;

for (const c of CASES) {
  test(`unknown addresses answer 404 with the not-found page in ${c.lang}`, async ({ page }) => {
    for (const path of c.paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
      await expect(page).toHaveTitle(c.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
      await expect(
        page.getByRole("main").getByText(notFound.errorCode ?? "404", { exact: true }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    await page.getByRole("main").getByRole("link", { name: c.home }).click();
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${c.homeHref}$`));
  });
}

test("a URL without its trailing slash answers 301 to the canonical one", async ({ request }) => {
  for (const [from, to] of [
    ["/en", "/en/"],
    ["/nonexistent", "/nonexistent/"],
    ["/en/some/page?utm_source=mail", "/en/some/page/?utm_source=mail"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
  // Files, the API and the health check keep their addresses.
  expect((await request.get("/favicon.svg", { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get("/healthz", { maxRedirects: 0 })).status()).toBe(200);
});
