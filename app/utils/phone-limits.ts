/*
 * The part of the site's phone rule (./phone.ts) that needs no libphonenumber-js: the length
 * limit, the characters a phone may have and the reasons a phone is refused. The browser checks
 * these at once; the number itself is judged by ./phone.ts, which the browser downloads only when a
 * visitor starts on a phone field (./phone-rule.ts), and the server always.
 */

/** API.md: phones come "up to 24 characters" as typed; longer is refused before any parsing. */
export const PHONE_MAX_LENGTH = 24;

/**
 * What a person types into a phone field: a leading plus, digits, and the separators people use
 * (spaces, also the non-breaking ones a copied number carries, dots, hyphens and dashes, brackets).
 * Letters are refused: libphonenumber-js would read "+7 916 123-45-67 доб. 5" or "tel: 8916…" as
 * the number and silently drop the rest.
 */
export const PHONE_CHARACTERS = /^\+?[\d \u00A0\u2009\u202F.()\u2010-\u2013-]+$/;

/** Why a phone is refused, for the forms to word: nothing typed, too long, or not a number. */
export type PhoneProblem = "required" | "tooLong" | "invalid";

/** A phone check: the full rule (./phone.ts `phoneProblem`) or the cheap one below. */
export type PhoneCheck = (typed: string) => PhoneProblem | null;

/**
 * What can be said of a phone without libphonenumber-js: nothing typed, longer than 24
 * characters, or anything but digits and separators. Null means it may be a number: only the full
 * rule (./phone.ts `phoneProblem`) can tell, which refuses everything this refuses, for the same
 * reason.
 */
export function phoneShapeProblem(typed: string): PhoneProblem | null {
  const text = typed.trim();
  if (text === "") return "required";
  if (text.length > PHONE_MAX_LENGTH) return "tooLong";
  return PHONE_CHARACTERS.test(text) ? null : "invalid";
}
