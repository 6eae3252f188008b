import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { RUN, RUN_HEX } from "./outbox";

/*
 * Booking steps several specs share (booking.spec.ts, multi-leg.spec.ts): a phone and client address
 * of one test alone, and the booking dialog's registration step.
 */

/**
 * A Russian mobile number and a client address of this test alone: the test's number `n`, the
 * project (mobile 1, desktop 2) and the run. The number is typed as people write it, shown as the
 * phone field lays it out (API.md "Conventions", app/utils/phone.ts), and stored in E.164.
 */
export function identity(testInfo: TestInfo, n: number) {
  const id = `${testInfo.project.name === "mobile" ? 1 : 2}${n}`;
  const digits = `985${RUN}${id}`;
  const [code, a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8)];
  return {
    typed: `+7 ${code} ${a}-${b}-${c}`,
    shown: `+7 (${code}) ${a}-${b}-${c}`,
    e164: `+7${digits}`,
    address: `2001:db8:b00c:${RUN_HEX}::${id}`,
  };
}

/** The words of the registration step a test reads, in the page's language (booking.spec.ts's TEXT). */
export interface RegisterText {
  order: RegExp;
  dialog: RegExp;
  name: string;
  phone: string;
  consent: RegExp;
  submit: string;
  sent: (phone: string) => string;
}

export const REGISTER_TEXT = {
  ru: {
    order: /Заказать/,
    dialog: /^Заказ рейса на /,
    name: "Имя",
    phone: "Телефон",
    consent: /^Даю согласие на обработку моих персональных данных/,
    submit: "Получить код",
    sent: (phone: string) => `Мы отправили код на номер ${phone}.`,
  },
  en: {
    order: /Order/,
    dialog: /^Order a flight on the /,
    name: "Name",
    phone: "Phone",
    consent: /^I consent to Charterline processing the personal data/,
    submit: "Get the code",
    sent: (phone: string) => `We sent a code to ${phone}.`,
  },
} as const satisfies Record<"ru" | "en", RegisterText>;

/** Opens the dialog with the price line's Order and fills the registration step. */
export async function register(
  page: Page,
  text: RegisterText,
  phone: { typed: string; shown: string },
  name = "Анна Петрова",
) {
  await page.locator(".flight-price").getByRole("link", { name: text.order }).click();
  const dialog = page.getByRole("dialog", { name: text.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(text.name)).toBeFocused();
  await dialog.getByLabel(text.name).fill(name);
  await dialog.getByLabel(text.phone).fill(phone.typed);
  await dialog.getByRole("checkbox", { name: text.consent }).check();
  await dialog.getByRole("button", { name: text.submit }).click();
  await expect(dialog.getByText(text.sent(phone.shown))).toBeVisible();
  return dialog;
}
