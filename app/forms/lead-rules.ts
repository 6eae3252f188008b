import * as z from "zod/v4/mini";
import { EMAIL_MAX_LENGTH, isValidEmail } from "~/utils/email";
import { phoneProblem } from "~/utils/phone";
import { PHONE_MAX_LENGTH, type PhoneCheck } from "~/utils/phone-limits";
import { checkForm, phoneRule, requiredText, type FormCheck } from "./form-schema";
import { consentRule } from "./consent";

/**
 * The lead forms' schemas (spec §5; issue 6 §5; STYLE.md 14, ./form-schema.ts), one per form,
 * checked by the forms in the browser and by their actions on the server, so both name the same
 * problem for the same value.
 *
 * The phone and e-mail rules are the site's one rule each (app/utils/phone.ts, app/utils/email.ts;
 * API.md "Conventions"), which the API contract checks with too: the actions send what passes here
 * to the charter client, whose schemas check it again and store a phone in E.164.
 *
 * The browser downloads the phone rule only when a visitor starts on a phone (app/utils/
 * phone-rule.ts), so it builds a schema with the check it has and never calls `checkCallback`,
 * `checkPartner` or `partnerProblems`: nothing it calls refers to app/utils/phone.ts, and the
 * bundler leaves that module out of the page. Those three check by `phoneProblem`, the full rule.
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

/** The callback's and the search request's phone (API.md "Conventions"): required, tooLong, invalid. */
export { phoneProblem };

/**
 * The callback widget (spec §4): the phone, by the given check, sent trimmed; and the consent to
 * the processing of personal data, ticked by the visitor (issue 28, item 8).
 */
export function callbackSchema(check: PhoneCheck) {
  return z.object({
    phone: z.string("required").check(
      phoneRule(check, (problem) => problem),
      z.trim(),
    ),
    consent: consentRule(),
  });
}

/**
 * The partner form (spec §5 "Partner form"): name and message non-empty, the contact an e-mail or
 * a phone by the given check; each at most its LEAD_LIMITS, and sent trimmed; the consent box ticked.
 */
export function partnerSchema(check: PhoneCheck) {
  return z.object({
    name: requiredText(LEAD_LIMITS.name),
    contact: z.string("required").check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(LEAD_LIMITS.contact, "tooLong"),
      z.refine((contact) => isValidEmail(contact) || check(contact) === null, "invalid"),
    ),
    message: requiredText(LEAD_LIMITS.message),
    // Issue 28, item 8: the visitor's own consent to the processing of personal data.
    consent: consentRule(),
  });
}

export type CallbackSchema = ReturnType<typeof callbackSchema>;
export type PartnerSchema = ReturnType<typeof partnerSchema>;

/** The partner form's text fields; the consent box is posted beside them as `consent`. */
export const PARTNER_FIELDS = ["name", "contact", "message"] as const;
export type PartnerField = (typeof PARTNER_FIELDS)[number];
/** What the partner form posts: its texts and the consent box ("on" when ticked, else ""). */
export type PartnerValues = Record<PartnerField | "consent", string>;

// The schemas by the full phone rule, the server's: built on first use, once per process.
let byFullRule: { callback: CallbackSchema; partner: PartnerSchema } | null = null;

function fullRuleSchemas() {
  byFullRule ??= { callback: callbackSchema(phoneProblem), partner: partnerSchema(phoneProblem) };
  return byFullRule;
}

/** The callback widget's phone by the full rule (its action's check): trimmed, or its reason. */
export function checkCallback(values: {
  phone: string;
  consent: string;
}): FormCheck<CallbackSchema, FieldProblem> {
  return checkForm(fullRuleSchemas().callback, values);
}

/** The partner form by the full rule (its action's check): the values trimmed, or the reasons. */
export function checkPartner(values: PartnerValues): FormCheck<PartnerSchema, FieldProblem> {
  return checkForm(fullRuleSchemas().partner, values);
}

/**
 * Spec §5: the partner form may be sent only when name and message are non-empty and the contact
 * passes the e-mail or the phone rule. An empty result means it may be sent.
 */
export function partnerProblems(
  values: PartnerValues,
): Partial<Record<PartnerField | "consent", FieldProblem>> {
  const checked = checkPartner(values);
  return checked.success ? {} : checked.reasons;
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

export type CallbackAnswer = LeadAnswer<"phone" | "consent">;
export type PartnerAnswer = LeadAnswer<PartnerField | "consent">;
