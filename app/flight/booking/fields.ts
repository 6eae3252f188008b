import { localizePath, type Language } from "~/utils/language";
import { EMAIL_MAX_LENGTH, isValidEmail } from "~/utils/email";
import { phoneProblem } from "~/utils/phone";
import { PHONE_MAX_LENGTH, type PhoneCheck } from "~/utils/phone-limits";

/*
 * The booking form's rules, shared by the dialog in the browser and the order action on the
 * server, so that both give the same reason for the same value. The phone and e-mail rules are
 * the site's one rule each (app/utils/phone.ts, app/utils/email.ts; API.md "Conventions"), which
 * the API contract checks too. Nothing here imports the contract itself: app/charter/contract/
 * schemas.ts builds every zod and OpenAPI schema when imported, which the browser should not
 * download to check four fields.
 *
 * Nor does the browser download the phone rule with them: it uses the `…With` functions, given
 * the check it has (app/utils/phone-rule.ts: the full rule once loaded, else the cheap one), so
 * nothing it calls refers to app/utils/phone.ts and the bundler leaves that module out of the
 * page. The server calls `phoneReason` and `registrationErrors`, which check by the full rule.
 */

export { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH };

/** API.md "Writes": the contract's LIMITS.nameLength (a test holds them equal). */
export const NAME_MAX_LENGTH = 200;

/** API.md "Rules behind the writes": the one-time code has 4 digits. */
export const CODE_LENGTH = 4;

// A name goes into the sales team's e-mail; the contract refuses control characters in it.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** What the visitor typed into the registration step, as the form posts it. */
export interface RegistrationFields {
  name: string;
  phone: string;
  /** Optional (docs/decisions/009-booking-email-field.md): "" when left empty. */
  email: string;
  consent: boolean;
}

export type RegistrationField = keyof RegistrationFields;

/** Why a field is refused; the interface words each one (booking.errors.<field>.<reason>). */
export type FieldReason = "required" | "format" | "tooLong" | "control" | "unreachable";

export type RegistrationErrors = Partial<Record<RegistrationField, FieldReason>>;

export function nameReason(value: string): FieldReason | null {
  const name = value.trim();
  if (name === "") return "required";
  if (name.length > NAME_MAX_LENGTH) return "tooLong";
  if (CONTROL_CHARACTERS.test(name)) return "control";
  return null;
}

export function phoneReason(value: string): FieldReason | null {
  return phoneReasonWith(value, phoneProblem);
}

/** `phoneReason` by the given phone check (the browser's, app/utils/phone-rule.ts). */
export function phoneReasonWith(value: string, check: PhoneCheck): FieldReason | null {
  const problem = check(value);
  return problem === "invalid" ? "format" : problem;
}

/** The e-mail is optional; once something is typed it must be an address (decision 009). */
export function emailReason(value: string): FieldReason | null {
  const email = value.trim();
  if (email === "") return null;
  if (email.length > EMAIL_MAX_LENGTH) return "tooLong";
  return isValidEmail(email) ? null : "format";
}

/**
 * Every refused field of the registration step. Spec §5: the submit button is active only when
 * the name is non-empty, the phone valid, the e-mail valid and consent given; with the e-mail
 * optional, "valid" means empty or an address (decision 009).
 */
export function registrationErrors(fields: RegistrationFields): RegistrationErrors {
  return registrationErrorsWith(fields, phoneProblem);
}

/** `registrationErrors` by the given phone check (the browser's, app/utils/phone-rule.ts). */
export function registrationErrorsWith(fields: RegistrationFields, check: PhoneCheck): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const name = nameReason(fields.name);
  if (name) errors.name = name;
  const phone = phoneReasonWith(fields.phone, check);
  if (phone) errors.phone = phone;
  const email = emailReason(fields.email);
  if (email) errors.email = email;
  if (!fields.consent) errors.consent = "required";
  return errors;
}

/** Spec §4: the code is submitted once it is longer than 3 characters, i.e. its 4 digits. */
export function isCompleteCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value.trim());
}

/**
 * The digits of what was typed or pasted into the code field, at most four: a pasted "Код: 1234"
 * or "12 34" still gives the code (issue 6: paste allowed).
 */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/** The order page of a card: `/flight/<id>/order/`, `/en/flight/<id>/order/`, the action's address. */
export function orderPath(cardId: string, language: Language): string {
  return localizePath(`/flight/${encodeURIComponent(cardId)}/order/`, language);
}
