import * as z from "zod/v4/mini";
import { fieldReasons, phoneRule } from "~/forms/form-schema";
import { localizePath, type Language } from "~/utils/language";
import { EMAIL_MAX_LENGTH, isValidEmail } from "~/utils/email";
import { phoneProblem } from "~/utils/phone";
import { PHONE_MAX_LENGTH, type PhoneCheck } from "~/utils/phone-limits";

/*
 * The booking form's schemas (STYLE.md 14, app/forms/form-schema.ts), one per step's form, checked
 * by the dialog in the browser and by the order action on the server, so that both give the same
 * reason for the same value. The phone and e-mail rules are the site's one rule each
 * (app/utils/phone.ts, app/utils/email.ts; API.md "Conventions"), which the API contract checks
 * too. Nothing here imports the contract itself: app/charter/contract/schemas.ts builds every zod
 * and OpenAPI schema when imported, which the browser should not download to check four fields.
 *
 * Nor does the browser download the phone rule with them: it builds `registrationSchema` with the
 * check it has (app/utils/phone-rule.ts: the full rule once loaded, else the cheap one), so nothing
 * it calls refers to app/utils/phone.ts and the bundler leaves that module out of the page. The
 * server calls `registrationErrors`, which checks by the full rule.
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

/**
 * The registration step, by the given phone check. Spec §5: the submit button is active only when
 * the name is non-empty, the phone valid, the e-mail valid and consent given; with the e-mail
 * optional, "valid" means empty or an address (decision 009). Name and e-mail come out trimmed.
 */
export function registrationSchema(check: PhoneCheck) {
  return z.object({
    name: z.string("required").check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(NAME_MAX_LENGTH, "tooLong"),
      z.refine((name) => !CONTROL_CHARACTERS.test(name), "control"),
    ),
    phone: z.string("required").check(
      phoneRule(check, (problem) => (problem === "invalid" ? "format" : problem)),
      z.trim(),
    ),
    email: z.string("format").check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, "tooLong"),
      z.refine((email) => email === "" || isValidEmail(email), "format"),
    ),
    consent: z.boolean("required").check(z.refine((consent) => consent, "required")),
  });
}

export type RegistrationSchema = ReturnType<typeof registrationSchema>;

// The schema by the full phone rule, the server's: built on first use, once per process.
let byFullRule: RegistrationSchema | null = null;

/** Every refused field of the registration step, by the full phone rule (none: it may be sent). */
export function registrationErrors(fields: RegistrationFields): RegistrationErrors {
  byFullRule ??= registrationSchema(phoneProblem);
  return fieldReasons<RegistrationSchema, FieldReason>(byFullRule, fields);
}

/** The confirmation step: spec §4, the code is its 4 digits (typed around with spaces or not). */
export const confirmationSchema = z.object({
  code: z.string("format").check(z.trim(), z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), "format")),
});

/** Spec §4: the code is submitted once it is longer than 3 characters, i.e. its 4 digits. */
export function isCompleteCode(value: string): boolean {
  return confirmationSchema.safeParse({ code: value }).success;
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
