import { documentsOfType, readDataset } from "../support/content-fixtures";
import { expect, test } from "./fixtures";

/**
 * Editors' redirects (issue 17, item 2) on the built server, with the example the dataset ships:
 * /arenda-samoleta/ → /arenda-chastnogo-samoleta/, permanent. The rules (chains, loops, the site's
 * own paths, a content outage) are unit-tested in server/redirects.test.ts.
 */
const example = documentsOfType<{ from: string; to: string; permanent: boolean }>(
  readDataset(),
  "redirect",
).find((document) => document.from === "/arenda-samoleta/");

test("the dataset ships the example redirect", () => {
  expect(example).toMatchObject({ to: "/arenda-chastnogo-samoleta/", permanent: true });
});

test("the old address answers 301 to the new one in one hop, query string kept", async ({ request }) => {
  for (const path of ["/arenda-samoleta/", "/arenda-samoleta"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()["location"], path).toBe("/arenda-chastnogo-samoleta/");
    expect(response.headers()["cache-control"], path).toBe("public, max-age=3600");
  }
  const tagged = await request.get("/arenda-samoleta?utm_source=yandex&utm_medium=cpc", { maxRedirects: 0 });
  expect(tagged.status()).toBe(301);
  expect(tagged.headers()["location"]).toBe("/arenda-chastnogo-samoleta/?utm_source=yandex&utm_medium=cpc");
});

test("a form posted to the old address is sent on with its method (308)", async ({ request }) => {
  const response = await request.post("/arenda-samoleta/", { maxRedirects: 0, form: { name: "Анна" } });
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toBe("/arenda-chastnogo-samoleta/");
});

test("a visitor opening the old address lands on the landing page", async ({ page }) => {
  await page.goto("/arenda-samoleta/");
  await expect(page).toHaveURL(/\/arenda-chastnogo-samoleta\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Аренда частного самолёта");
});
