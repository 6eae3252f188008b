import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Shared e2e fixtures (STYLE.md, practice 9):
 * - every test fails on a console error or a Content-Security-Policy violation in the page;
 * - Yandex Metrika's tag is answered locally (the machine has no internet), so analytics runs
 *   exactly as in production up to the network;
 * - `visit` opens a page and waits for it to hydrate;
 * - `checkPage` checks the page with axe (no serious or critical violation) and keeps a screenshot
 *   at the project's width under test-results/screenshots/. Axe runs where a test asks for it, not
 *   after every visit and every test: at about 4 s a run that was a third of the e2e phase (issue 31,
 *   item 6). tests/e2e/pages.spec.ts checks every page type in both languages at both widths; a
 *   test checks the states it brings about (an open dialog, a refused form, a filtered list).
 */
type Fixtures = {
  pageErrors: string[];
  visit: (path: string, name?: string) => Promise<Page>;
  checkPage: (name: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  /**
   * A page's scripts start after its first paint (decision 019), so a click right after `goto`
   * could land before hydration, where only plain links and forms work. `goto` and `reload` wait
   * until a site page says it has hydrated (root.tsx); other documents (JSON, PDF) and pages
   * without JavaScript are not waited for.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () =>
        page.waitForFunction(
          () => !document.getElementById("i18n-resources") || "hydrated" in document.documentElement.dataset,
          undefined,
          { timeout: 15_000 },
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A 404 page answers 404 by design; Chromium logs the document's status as an error.
        if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await page.route("https://mc.yandex.ru/**", (route) =>
        route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
      );
      await use(errors);
      expect(errors, "console errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  checkPage: async ({ page }, use, testInfo) => {
    await use(async (name: string) => {
      // Axe and the screenshot see the page once its lazy pictures and late fetches have arrived.
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, name);
      await page.screenshot({
        path: screenshotPath(testInfo.project.name, name),
        fullPage: true,
      });
    });
  },
  visit: async ({ page }, use) => {
    // `name` was the screenshot's name when every visit took one; the page types' screenshots and
    // axe checks are now in pages.spec.ts. Kept so a call still says what the page is.
    // A visit waits for hydration (the `page` fixture), not for the network to idle: that wait of
    // at least half a second a visit is kept for `checkPage`, and assertions wait for what they read.
    await use(async (path: string, _name?: string) => {
      await page.goto(path);
      return page;
    });
  },
});

/**
 * Ends every finite CSS transition and animation running in the page, so axe measures what the
 * visitor sees once motion settles (a slide caption halfway through its fade is not a contrast
 * failure). Infinite animations (spinners) are left alone.
 */
async function settleMotion(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const { iterations } = animation.effect?.getComputedTiming() ?? {};
      if (iterations !== Infinity && animation.playState === "running") animation.finish();
    }
  });
}

/**
 * Axe in legacy mode: `axe.run` in the page itself. The default mode runs `axe.runPartial` in every
 * frame and then opens a new blank page to merge the partial results, which tripled the cost of a
 * check (about 2 s more a page on this machine; issue 31, item 6, docs/benchmarks.md). Legacy mode
 * checks same-origin frames only; the site's pages have no other frames (Metrika's tag is answered
 * locally, and no page embeds a third-party frame).
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  await settleMotion(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * No serious or critical axe finding against WCAG 2.2 AA (issue 2). A finding is confirmed by a
 * second pass: the home slider turns every 5 s and may start a new fade while axe runs, and a
 * finding that holds in the settled page shows in both passes.
 */
async function expectAccessible(page: Page, name: string) {
  let findings = await seriousFindings(page);
  if (findings.length > 0) findings = await seriousFindings(page);
  expect(findings, `axe on ${name}`).toEqual([]);
}

/** Screenshots are kept as CI artifacts in test-results/screenshots/<project>/<name>.png. */
export function screenshotPath(project: string, name: string): string {
  return path.join("test-results", "screenshots", project, `${name}.png`);
}

export { expect };
