import { EMAIL_MAX_LENGTH, isValidEmail } from "~/utils/email";
import { phoneProblem } from "~/utils/phone";
import { PHONE_MAX_LENGTH, type PhoneCheck } from "~/utils/phone-limits";

/**
 * The field rules of the lead forms (spec §5; issue 6 §5), shared by the forms in the browser and
 * by their actions on the server, so both name the same problem for the same value.
 *
 * The phone and e-mail rules are the site's one rule each (app/utils/phone.ts, app/utils/email.ts;
 * API.md "Conventions"), which the API contract checks with too: the actions send what passes here
 * to the charter client, whose schemas check it again and store a phone in E.164.
 *
 * The browser downloads the phone rule only when a visitor starts on a phone (app/utils/
 * phone-rule.ts), so it calls the `…With` functions with the check it has and never `phoneProblem`,
 * `contactProblem` or `partnerProblems`: nothing it calls refers to app/utils/phone.ts, and the
 * bundler leaves that module out of the page. The server calls those three, by the full rule.
 */

/** API.md "Writes" (the contract's LIMITS): the longest name, message and e-mail it takes. */
export const LEAD_LIMITS = {
  name: 200,
  message: 2_000,
  contact: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
} as const;

/** Why a field is refused; each has its sentence in the visitor's language (locales/leads.ts). */
export type FieldProblem = "required" | "invalid" | "tooLong";

/** The callback's and the not-found form's phone (API.md "Conventions"): required, tooLong, invalid. */
export { phoneProblem };

/** A required free text: non-empty once trimmed, at most `max` characters. */
export function textProblem(value: string, max: number): FieldProblem | null {
  const text = value.trim();
  if (text === "") return "required";
  return text.length > max ? "tooLong" : null;
}

/** The partner form's contact: an e-mail or a phone (spec §5 "Partner form"). */
export function contactProblem(value: string): FieldProblem | null {
  return contactProblemWith(value, phoneProblem);
}

/** `contactProblem` by the given phone check (the browser's, app/utils/phone-rule.ts). */
export function contactProblemWith(value: string, check: PhoneCheck): FieldProblem | null {
  const contact = value.trim();
  if (contact === "") return "required";
  if (contact.length > LEAD_LIMITS.contact) return "tooLong";
  return isValidEmail(contact) || check(contact) === null ? null : "invalid";
}

export const PARTNER_FIELDS = ["name", "contact", "message"] as const;
export type PartnerField = (typeof PARTNER_FIELDS)[number];
export type PartnerValues = Record<PartnerField, string>;

/**
 * Spec §5: the partner form may be sent only when name and message are non-empty and the contact
 * passes the e-mail or the phone rule. An empty result means it may be sent.
 */
export function partnerProblems(values: PartnerValues): Partial<Record<PartnerField, FieldProblem>> {
  return partnerProblemsWith(values, phoneProblem);
}

/** `partnerProblems` by the given phone check (the browser's, app/utils/phone-rule.ts). */
export function partnerProblemsWith(
  values: PartnerValues,
  check: PhoneCheck,
): Partial<Record<PartnerField, FieldProblem>> {
  const problems: Partial<Record<PartnerField, FieldProblem>> = {};
  const name = textProblem(values.name, LEAD_LIMITS.name);
  const contact = contactProblemWith(values.contact, check);
  const message = textProblem(values.message, LEAD_LIMITS.message);
  if (name) problems.name = name;
  if (contact) problems.contact = contact;
  if (message) problems.message = message;
  return problems;
}

/** The reasons a write can fail, as app/leads/write-failure.server.ts names them. */
export type FailureReason =
  "invalid" | "wrong_code" | "expired" | "rate_limited" | "not_found" | "unavailable";

/**
 * A lead form's answer. A refusal carries what the visitor typed, so a page rendered without
 * JavaScript shows it again (nothing typed is lost), and the problem of each field it names.
 */
export type LeadAnswer<F extends string> =
  | { ok: true; values?: Record<F, string> }
  | {
      ok: false;
      /** `network`: with JavaScript, the server could not be reached at all (client-action.ts). */
      reason: FailureReason | "network";
      problems: Partial<Record<F, FieldProblem>>;
      values: Record<F, string>;
      /** On rate_limited: whole minutes to wait. */
      retryAfterMinutes?: number;
    };

/** The hidden `intent` of each form, which its route's action checks. */
export const CALLBACK_INTENT = "callback";
export const PARTNER_INTENT = "partner-enquiry";

export type CallbackAnswer = LeadAnswer<"phone">;
export type PartnerAnswer = LeadAnswer<PartnerField>;
