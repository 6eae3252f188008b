import { AsYouType, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { PHONE_CHARACTERS, PHONE_MAX_LENGTH, phoneShapeProblem, type PhoneProblem } from "./phone-limits";

/*
 * The one phone rule of the site (../shared/API.md "Conventions", docs/decisions/018): the API
 * contract, the booking dialog, the lead forms, the search request, the site settings and the
 * ordering service all ask this module, in the browser and on the server alike. It replaces spec
 * §5's 16-character regex, which refused the usual Russian spelling `+7 (916) 123-45-67`.
 *
 * `libphonenumber-js/min` (the "min" metadata, about 36 KB gzipped with the as-you-type formatter)
 * validates by country, number length and leading digits: enough to refuse a wrong or short number
 * without the "max" set's per-type patterns, which would double the size for the browser.
 *
 * The server imports this module; the browser never does statically: it loads it when a visitor
 * starts on a phone field (./phone-rule.ts), and checks only ./phone-limits.ts until then.
 */

export { PHONE_MAX_LENGTH, type PhoneProblem };

/** A number without a country code is read as Russian, the site's home market (API.md). */
export const PHONE_DEFAULT_COUNTRY: CountryCode = "RU";

/** Digits and the plus: what formatting keeps and the caret is counted by. */
const SIGNIFICANT = /[\d+]/;

/**
 * The `00` international prefix dialled from most of the world (and from Russian mobiles): the
 * RU metadata knows only `810`, so `007 916 …` is read as `+7 916 …` here.
 */
function withPlus(significant: string): string {
  return significant.startsWith("00") ? `+${significant.slice(2)}` : significant;
}

/**
 * The number in E.164 (`+79161234567`), as it is stored, counted and sent; null when the text is
 * empty, longer than 24 characters, has anything but digits and separators, or libphonenumber-js
 * finds no valid number in it. `+7 (916) 123-45-67`, `8 916 123 45 67`, `89161234567`,
 * `+7.916.123.45.67` and `007 916 123 45 67` are all `+79161234567`; `+44 20 7946 0958` is British.
 */
export function phoneE164(typed: string): string | null {
  const text = typed.trim();
  if (text === "" || text.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return null;
  const digits = withPlus(text.replace(/[^\d+]/g, ""));
  const parsed = parsePhoneNumberFromString(digits, PHONE_DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

export function isValidPhone(typed: string): boolean {
  return phoneE164(typed) !== null;
}

/** Why a phone is refused (./phone-limits.ts), or null when it is a number. */
export function phoneProblem(typed: string): PhoneProblem | null {
  return phoneShapeProblem(typed) ?? (isValidPhone(typed) ? null : "invalid");
}

/**
 * The digits and plus of a phone field, laid out as libphonenumber-js's `AsYouType` does for the
 * default region RU: `8 (916) 123-45-67` for a number typed with the trunk prefix, `+971 50 123
 * 4567` for a foreign one. A Russian number typed with `+7` takes the Russian layout too,
 * `+7 (916) 123-45-67`, the spelling the hints show (AsYouType would space it as `+7 916 123 45
 * 67`). Text with anything but digits and separators is left as typed, so the visitor sees what
 * the error message is about.
 */
export function formatPhoneInput(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "" || !PHONE_CHARACTERS.test(trimmed)) return text;
  const digits = withPlus(trimmed.replace(/[^\d+]/g, ""));
  if (digits.startsWith("+7")) {
    const national = new AsYouType(PHONE_DEFAULT_COUNTRY).input(`8${digits.slice(2)}`);
    if (national.startsWith("8")) return `+7${national.slice(1)}`;
  }
  return new AsYouType(PHONE_DEFAULT_COUNTRY).input(digits);
}

/**
 * `formatPhoneInput` for a field being typed into, with where the caret goes: after the same
 * number of digits as before (the plus counts as one), or at the end when it was at the end. A
 * `00` read as `+` counts as one.
 */
export function formatPhoneTyping(value: string, caret: number): { value: string; caret: number } {
  const formatted = formatPhoneInput(value);
  if (formatted === value) return { value, caret };
  if (caret >= value.length) return { value: formatted, caret: formatted.length };
  let before = [...value.slice(0, caret)].filter((character) => SIGNIFICANT.test(character)).length;
  if (
    value
      .trim()
      .replace(/[^\d+]/g, "")
      .startsWith("00") &&
    before >= 2
  )
    before -= 1;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < before; position += 1) {
    if (SIGNIFICANT.test(formatted.charAt(position))) seen += 1;
  }
  return { value: formatted, caret: position };
}

/**
 * A phone as the site shows it back (the code step, the thanks): the number laid out as the field
 * lays it out, from its E.164 form, so `89161234567` shows as `+7 (916) 123-45-67`; text that is
 * not a number is shown as typed.
 */
export function formatPhone(typed: string): string {
  const e164 = phoneE164(typed);
  return e164 === null ? typed.trim() : formatPhoneInput(e164);
}
