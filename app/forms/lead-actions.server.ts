import type { CharterClient } from "~/charter";
import { languageFromPath, type Language } from "~/utils/language";
import type { Logger } from "~/utils/logger.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { readForm, textField } from "~/forms/form.server";
import {
  CALLBACK_INTENT,
  PARTNER_FIELDS,
  PARTNER_INTENT,
  checkCallback,
  checkPartner,
  type CallbackAnswer,
  type FieldProblem,
  type PartnerAnswer,
  type PartnerField,
} from "~/forms/lead-rules";
import { failureStatus, writeFailure } from "~/forms/write-failure.server";
import { CONSENT_FIELD, GIVEN_CONSENT, consentPosted } from "~/forms/consent";

/**
 * The actions of the callback widget (home) and the partner enquiry form (/partners/), issue 6 §5.
 * Both send through `charterClient.createPartnerLead` (POST /api/partner-email, spec §7), which
 * stores the lead and queues the sales team's e-mail before it answers. Each returns the HTTP
 * status and the answer the form renders, with or without JavaScript.
 */
export interface LeadServices {
  charterClient: Pick<CharterClient, "createPartnerLead">;
  logger: Logger;
}

export interface LeadResponse<A> {
  status: number;
  body: A;
}

/**
 * Spec §3 gives a callback request a name, but the widget asks only for the phone (spec §4), so
 * the lead carries this label where the contract wants a non-empty name.
 */
export const CALLBACK_NAME = "Обратный звонок с сайта";

/**
 * Spec §7: the message says the visitor asked for a call from the home page. It is written for the
 * Russian sales team, with the page's language, so the manager knows which language to call in.
 */
export function callbackMessage(language: Language): string {
  const page = language === "en" ? "английская версия сайта, /en/" : "русская версия сайта, /";
  return [
    "Посетитель попросил перезвонить ему: номер оставлен в виджете «Заказать обратный звонок» на главной странице.",
    `Язык страницы: ${language === "en" ? "английский" : "русский"} (${page}).`,
  ].join("\n");
}

/** The API's field names that failed, as the form's own fields (others are not the visitor's). */
function problemsOf<F extends string>(
  fields: string[],
  known: readonly F[],
): Partial<Record<F, FieldProblem>> {
  const problems: Partial<Record<F, FieldProblem>> = {};
  for (const field of fields) {
    if ((known as readonly string[]).includes(field)) problems[field as F] = "invalid";
  }
  return problems;
}

/** Spec §4 "Callback widget": the phone, then thanks. */
export async function sendCallback(
  request: Request,
  services: LeadServices,
  clientAddress: string,
): Promise<LeadResponse<CallbackAnswer>> {
  const language = languageFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const values = { phone: textField(form, "phone"), consent: consentPosted(form) ? "on" : "" };
  if (textField(form, "intent") !== CALLBACK_INTENT) {
    return { status: 400, body: { ok: false, reason: "invalid", problems: {}, values } };
  }
  // Issue 6 "Abuse": a filled honeypot is answered as a success and nothing is stored.
  if (isHoneypotFilled(form)) {
    services.logger.info("callback dropped by the honeypot");
    return { status: 200, body: { ok: true } };
  }
  const checked = checkCallback(values);
  if (!checked.success) {
    return { status: 400, body: { ok: false, reason: "invalid", problems: checked.reasons, values } };
  }
  try {
    await services.charterClient.createPartnerLead(
      {
        name: CALLBACK_NAME,
        contact: checked.data.phone,
        message: callbackMessage(language),
        // Issue 28, item 8: the schema refused a post without the ticked box.
        ...GIVEN_CONSENT,
      },
      { clientAddress },
    );
    return { status: 200, body: { ok: true } };
  } catch (error) {
    const { fields, ...failure } = writeFailure(error, services.logger, "callback request");
    // The API names the contact `contact`; the widget calls it the phone.
    const problems = fields.includes("contact") ? { phone: "invalid" as const } : {};
    return { status: failureStatus({ fields, ...failure }), body: { ...failure, problems, values } };
  }
}

/** Spec §4 "Partner form": name, contact and message, sent once. */
export async function sendPartnerEnquiry(
  request: Request,
  services: LeadServices,
  clientAddress: string,
): Promise<LeadResponse<PartnerAnswer>> {
  const form = await readForm(request);
  const values = {
    ...(Object.fromEntries(PARTNER_FIELDS.map((field) => [field, textField(form, field)])) as Record<
      PartnerField,
      string
    >),
    [CONSENT_FIELD]: consentPosted(form) ? "on" : "",
  };
  if (textField(form, "intent") !== PARTNER_INTENT) {
    return { status: 400, body: { ok: false, reason: "invalid", problems: {}, values } };
  }
  if (isHoneypotFilled(form)) {
    services.logger.info("partner enquiry dropped by the honeypot");
    return { status: 200, body: { ok: true, values } };
  }
  const checked = checkPartner(values);
  if (!checked.success) {
    return { status: 400, body: { ok: false, reason: "invalid", problems: checked.reasons, values } };
  }
  try {
    const { name, contact, message } = checked.data;
    // Issue 28, item 8: the schema refused a post without the ticked box.
    await services.charterClient.createPartnerLead(
      { name, contact, message, ...GIVEN_CONSENT },
      { clientAddress },
    );
    return { status: 200, body: { ok: true, values } };
  } catch (error) {
    const { fields, ...failure } = writeFailure(error, services.logger, "partner enquiry");
    return {
      status: failureStatus({ fields, ...failure }),
      body: { ...failure, problems: problemsOf(fields, PARTNER_FIELDS), values },
    };
  }
}
