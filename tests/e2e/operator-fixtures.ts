import type { Page } from "@playwright/test";
import { E2E_OUTBOX_TOKEN } from "../../playwright.config";
import { expect } from "./fixtures";

/**
 * Signing in as an operator's member (issue 27, item 1), for every e2e test of the operators'
 * side: a supervisor signs in by the e-mailed link (as tests/e2e/ops.spec.ts does), invites the
 * person from the operator's page, and the person then asks for their own single-use link on the
 * sign-in page, reads it from the outbox and opens it, landing on the operator's home. The page
 * ends signed in as the member. Reuse an address: an existing member is not invited again.
 */
const SUPERVISOR = "e2e-operators@charterline.ru";

const TEXT = {
  ru: {
    prefix: "",
    email: "Рабочая почта",
    submit: "Получить ссылку",
    confirm: /^Войти как /,
    invite: "Пригласить",
  },
  en: {
    prefix: "/en",
    email: "Work e-mail",
    submit: "Send me a link",
    confirm: /^Sign in as /,
    invite: "Invite",
  },
} as const;

/** A client address of the caller's own, so the sign-in limits of one test never touch another's. */
const addressFor = (email: string) => {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 250;
  return `198.19.${(Date.now() >> 12) % 250}.${hash + 1}`;
};

async function signInByLink(page: Page, email: string, language: "ru" | "en") {
  const text = TEXT[language];
  const before = await mailsTo(page, email);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": addressFor(email) });
  await page.goto(`${text.prefix}/ops/login/`);
  await page.getByLabel(text.email).fill(email);
  await page.getByRole("button", { name: text.submit }).click();
  let link = "";
  await expect
    .poll(async () => {
      const messages = await mailsTo(page, email);
      const fresh = messages.slice(0, Math.max(0, messages.length - before.length));
      link =
        fresh.map((body) => /https?:\/\/[^\s]+\/ops\/login\/[\w-]+\//.exec(body)?.[0]).find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: text.confirm }).click();
  // The session cookie comes with the answer to that post: wait for it before going anywhere.
  await expect(page).not.toHaveURL(/\/ops\/login\//);
}

async function mailsTo(page: Page, email: string): Promise<string[]> {
  const response = await page.context().request.get(`/api/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${E2E_OUTBOX_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ body: string }>).map((message) => message.body);
}

export async function signInAsOperator(
  page: Page,
  options: { operatorId: string; email: string; name?: string; language?: "ru" | "en"; supervisor?: string },
): Promise<void> {
  const language = options.language ?? "ru";
  const text = TEXT[language];
  const email = options.email.toLowerCase();
  // The supervisor invites the person from the operator's page (OPS_ADMIN_EMAILS lists SUPERVISOR).
  await signInByLink(page, options.supervisor ?? SUPERVISOR, language);
  await page.goto(`${text.prefix}/ops/supply/operators/${encodeURIComponent(options.operatorId)}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const alreadyMember = (await page.getByRole("cell", { name: email, exact: true }).count()) > 0;
  if (!alreadyMember) {
    const form = page.locator("form", { has: page.locator('input[name="intent"][value="invite"]') });
    await form.getByLabel(language === "en" ? "Name" : "Имя").fill(options.name ?? "Диспетчер e2e");
    await form.getByLabel(text.email).fill(email);
    await form.getByRole("button", { name: text.invite, exact: true }).click();
    await expect(page.getByRole("status")).toBeVisible();
    // The invitation names the operator and says where to sign in.
    await expect.poll(async () => (await mailsTo(page, email)).length).toBeGreaterThan(0);
  }
  await page.context().clearCookies();
  await signInByLink(page, email, language);
  await expect(page).toHaveURL(`${text.prefix}/ops/operator/`);
}
