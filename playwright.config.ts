import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * End-to-end tests in Debian's Chromium (TOOLCHAIN.md: Playwright cannot download its own
 * browser here) against the production build, at a phone width and a desktop width.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_WEBHOOK_SECRET = "e2e-webhook-secret";
export const E2E_METRIKA_COUNTER_ID = "98765432";
/** Opens draft preview (issue 17, item 1): /api/preview?secret=<this>. */
export const E2E_PREVIEW_SECRET = "e2e-draft-preview-secret";
/** Lets the tests read login codes and e-mails from the outbox (GET /api/outbox). */
export const E2E_OUTBOX_TOKEN = "e2e-outbox-inspection-token";
/**
 * The console's supervisors in the e2e server (issue 18): one per test that signs in, so the
 * per-e-mail limit on sign-in links (5 an hour) never counts one test's links against another's.
 */
export const E2E_OPS_EMAILS = [
  "ops@charterline.ru",
  "e2e-orders@charterline.ru",
  "e2e-orders2@charterline.ru",
  "e2e-supply@charterline.ru",
  "e2e-legs@charterline.ru",
  "e2e-staff@charterline.ru",
  "e2e-staff-en@charterline.ru",
  "e2e-staff404@charterline.ru",
  "e2e-en@charterline.ru",
  // Issue 27, item 3: the seller who reads an operator's answer (operator-orders-ops.spec.ts).
  "e2e-operator-orders@charterline.ru",
  // Issue 27: the supervisors of tests/e2e/operator-fixtures.ts, who invite operators' people: one
  // per spec that uses it, as the two run at once (a shared address raced for one sign-in link).
  "e2e-operators@charterline.ru",
  "e2e-operators2@charterline.ru",
  // Issue 29, item 2: the supervisor of tests/e2e/watches-ops.spec.ts, who also invites a seller.
  "e2e-watches@charterline.ru",
];
/**
 * Debian's headless shell (package chromium-headless-shell) when the machine has it: the same engine
 * as Debian's Chromium without the browser's UI layer, as Playwright itself runs headless tests. It
 * took the e2e phase from 268 to 164 s on three specs (issue 31, item 6; docs/benchmarks.md).
 * CHROMIUM_PATH=/usr/bin/chromium runs the full browser, e.g. to watch a test with --headed.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, where two browsers share two cores with the server: a test that fails and
  // then passes is reported as flaky (and counted in .ci/run's closing line) to be fixed, not hidden;
  // a behaviour that is broken fails both times. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  // A ceiling for a stuck test, not a speed check: this 2-core machine is shared and noisy.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The site's audience reads Russian first; tests of the English redirect set their own.
    locale: "ru-RU",
    // Recording a trace of every test to keep the failed ones cost about a tenth of the phase
    // (issue 31, item 6); PW_TRACE=1 turns it on when a failure needs one.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Which visitor tests run at which width (issue 31, item 6): each runs once, at the desktop width,
  // unless the width matters to it. Those are tagged @both-viewports and run at the phone width too:
  // a test of layout, the phone menu, a drawer or dialog that fills a phone's screen, a sticky bar or
  // a scrolling strip; a test that reads the project or the viewport; and, per page type, the one
  // test that keeps that page's screenshot and axe check at both widths. A test of the phone layout
  // alone is tagged @phone-only and runs only at the phone width.
  projects: [
    {
      name: "mobile",
      testIgnore: /ops\.spec\.ts/,
      grep: /@both-viewports|@phone-only/,
      // At the phone width the Russian run of a test stands for both languages: the layout is the
      // same, and the English pages are screenshot and checked with axe at the desktop width.
      grepInvert: /\bin en\b|(^|\s)en: |\(en\)/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      name: "desktop",
      testIgnore: /ops\.spec\.ts/,
      // A test tagged @language-neutral runs in Russian only: what it checks (a sort, a carousel, a
      // modal, a rule's effect) does not change with the language, whose copy the unit tests hold
      // (every key in both locale files) and whose pages pages.spec.ts checks with axe (decision 039).
      grepInvert: [/@phone-only/, /^(?=.*@language-neutral)(?=.*(?:\bin en\b|(?:^|\s)en: |\(en\)))/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The operations console (issue 18) changes the supply every visitor's search reads (a block,
    // a booking, a published leg): it runs once the visitor's tests are done, so no list a visitor
    // test compares twice changes under it. A desk tool, at a desktop width.
    {
      name: "console",
      testMatch: /ops\.spec\.ts/,
      dependencies: ["mobile", "desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node build/express/index.js",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    // A ceiling for a first start that migrates an empty database, on a machine shared with others.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      SITE_URL: `http://localhost:${PORT}`,
      DATA_DIR: path.join(os.tmpdir(), `charter-e2e-${process.pid}`),
      SANITY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      SANITY_PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      METRIKA_COUNTER_ID: E2E_METRIKA_COUNTER_ID,
      LOG_LEVEL: "warn",
      // Each test that posts a form names its own client with X-Forwarded-For, so the per-address
      // limits of issue 6 apply per test as they would per visitor.
      TRUST_PROXY: "1",
      // The browsers' searches and airport look-ups all come from 127.0.0.1, many tests at once:
      // the read limits (issue 15, item 2) are off here and tested in
      // tests/integration/read-limits.test.ts.
      READ_LIMIT_SEARCHES_PER_MINUTE: "0",
      READ_LIMIT_LOOKUPS_PER_MINUTE: "0",
      // Searches priced in process: the pages are what these tests check, and the pricing pool has
      // its own tests (pricing-pool.server.test.ts); a worker thread beside two browsers on CI's two
      // cores only slows both (issue 26, item 11).
      PRICING_WORKERS: "0",
      OUTBOX_INSPECT_TOKEN: E2E_OUTBOX_TOKEN,
      // The one re-request of a login code opens after 2 s, not 30 (booking.spec.ts waits for it).
      LOGIN_CODE_RESEND_SECONDS: "2",
      OPS_ADMIN_EMAILS: E2E_OPS_EMAILS.join(","),
    },
  },
});
