import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * One phone, one key (API.md: "The phone is normalised before counting"): `+7 916 123-45-67`,
 * `8 (916) 1234567` and `+79161234567` are the same subscriber, so they share the send caps and the
 * login. A number without a country code is read as Russian, the site's home market (a leading 8
 * is the Russian trunk prefix). Null when libphonenumber-js does not hold it a valid number.
 */
export function normalisePhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), "RU");
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}
