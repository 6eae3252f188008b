import { phoneE164 } from "~/utils/phone";

/**
 * One phone, one key (API.md: "The phone is normalised before counting"): `+7 916 123-45-67`,
 * `8 (916) 1234567`, `007 916 123 45 67` and `+79161234567` are the same subscriber, so they share
 * the send caps and the login, and the text message goes to that one E.164 number. The rule is the
 * site's one phone rule (app/utils/phone.ts: default region RU, any country, up to 24 characters).
 * Null when it is not a valid number.
 */
export function normalisePhone(raw: string): string | null {
  return phoneE164(raw);
}
