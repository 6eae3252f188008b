import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { phoneCheck, preloadPhoneRule, usePhoneRule } from "~/utils/phone-rule";
import { useHydrated } from "~/utils/use-hydrated";
import { FormField } from "~/ui/form-field";
import { Honeypot } from "./honeypot";
import { LEAD_FIELD } from "~/forms/lead-field";
import { fieldReasons } from "./form-schema";
import {
  LEAD_LIMITS,
  PARTNER_INTENT,
  partnerSchema,
  type FieldProblem,
  type PartnerAnswer,
  type PartnerField,
  type PartnerSchema,
  type PartnerValues,
} from "./lead-rules";
import { LeadStatus } from "~/forms/lead-status";
import { ConsentField } from "./consent-field";

// Issue 28, item 8: the consent box starts unticked.
const EMPTY: PartnerValues = { name: "", contact: "", message: "", consent: "" };

/** The `{{max}}` of each field's "too long" sentence. */
const MAX: Record<PartnerField, number> = {
  name: LEAD_LIMITS.name,
  contact: LEAD_LIMITS.contact,
  message: LEAD_LIMITS.message,
};

/**
 * The partner enquiry form of /partners/ (spec §2 "Partners"; spec §4: the button is active only
 * when the form is valid, and inactive after one successful send; spec §5: name and message
 * non-empty, contact an e-mail or a phone). Where spec §5 shows no error message, each field here
 * says what is wrong with it, in the visitor's language, once it has been left or the server has
 * refused it. It posts `intent=partner-enquiry` to the partners route. With JavaScript a fetcher
 * sends it and the page stays; without it the server checks the same rules and answers with the
 * page, the typed values and the reasons (nothing typed is lost).
 */
export function PartnerEnquiryForm({ actionData }: { actionData?: PartnerAnswer }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PartnerAnswer>();
  const id = useId();
  const [values, setValues] = useState<PartnerValues>(actionData?.values ?? EMPTY);
  const [touched, setTouched] = useState<Partial<Record<PartnerField | "consent", boolean>>>({});
  const statusRef = useRef<HTMLDivElement>(null);

  const answer = fetcher.data ?? actionData;
  const sent = answer?.ok === true;
  const submitting = fetcher.state !== "idle";
  // The form's schema, the action's. The contact may be a phone: the full rule once it has come
  // (asked for when the field is focused), else the cheap checks, and the server judges the number
  // (app/utils/phone-rule.ts).
  const phoneRule = usePhoneRule();
  const schema = useMemo(() => partnerSchema(phoneCheck(phoneRule)), [phoneRule]);
  const problems = fieldReasons<PartnerSchema, FieldProblem>(schema, values);
  const valid = Object.keys(problems).length === 0;
  const onlyConsentMissing = Object.keys(problems).join() === "consent";
  // Without JavaScript the button cannot follow the fields, so it stays active and the server checks.
  const disabled = sent || submitting || (hydrated && !valid);
  const inputId = (field: PartnerField) => `${id}-${field}`;
  const hintId = `${id}-disabled-hint`;
  const statusId = `${id}-status`;

  const shownProblem = (field: PartnerField | "consent"): FieldProblem | null => {
    // The server's verdict holds while the value is the one it judged.
    const server =
      answer && !answer.ok && answer.values[field] === values[field] ? answer.problems[field] : undefined;
    return (hydrated && touched[field] ? problems[field] : null) ?? server ?? null;
  };

  useEffect(() => {
    // The button goes inactive under the visitor's finger: focus moves to the thanks.
    if (fetcher.data?.ok) statusRef.current?.focus();
  }, [fetcher.data]);

  const field = (
    name: PartnerField,
    options: { hint?: string; multiline?: boolean; autoComplete: string },
  ) => {
    const problem = shownProblem(name);
    // The value is read in the handler: React clears the event's target before an updater runs.
    const change = (value: string) => setValues((current) => ({ ...current, [name]: value }));
    const common = {
      name,
      className: options.multiline ? "lead-form__input lead-form__input--multiline" : "lead-form__input",
      required: true,
      readOnly: sent,
      maxLength: MAX[name],
      autoComplete: options.autoComplete,
      value: values[name],
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      onFocus: name === "contact" ? preloadPhoneRule : undefined,
    };
    return (
      <FormField
        id={inputId(name)}
        label={t(`leads.partner.${name}`)}
        hint={options.hint}
        error={problem ? t(`leads.problems.${name}.${problem}`, { max: MAX[name] }) : undefined}
        classes={LEAD_FIELD}
        className={`lead-form__field--${name}`}
      >
        {(control) =>
          options.multiline ? (
            <textarea
              {...control}
              {...common}
              rows={5}
              onChange={(event) => change(event.currentTarget.value)}
            />
          ) : (
            <input
              {...control}
              {...common}
              type="text"
              onChange={(event) => change(event.currentTarget.value)}
            />
          )
        }
      </FormField>
    );
  };

  return (
    <fetcher.Form
      method="post"
      className="lead-form lead-form--partner"
      noValidate={hydrated}
      aria-busy={submitting || undefined}
      data-partner-form=""
    >
      <input type="hidden" name="intent" value={PARTNER_INTENT} />
      <Honeypot />
      <div className="lead-form__grid">
        {field("name", { autoComplete: "name" })}
        {field("contact", { hint: t("leads.partner.contactHint"), autoComplete: "email" })}
        {field("message", {
          hint: t("leads.partner.messageHint", { max: LEAD_LIMITS.message }),
          multiline: true,
          autoComplete: "off",
        })}
      </div>
      <ConsentField
        checked={values.consent === "on"}
        onChange={(checked) => {
          setValues((current) => ({ ...current, consent: checked ? "on" : "" }));
          setTouched((current) => ({ ...current, consent: true }));
        }}
        error={shownProblem("consent") ? t("leads.problems.consent.required") : undefined}
        classes={LEAD_FIELD}
        readOnly={sent}
      />
      <div className="lead-form__actions">
        <button
          className="button button--primary lead-form__submit"
          type="submit"
          disabled={disabled}
          aria-describedby={hydrated && !valid && !sent ? hintId : undefined}
        >
          {t(
            sent
              ? "leads.partner.sentButton"
              : submitting
                ? "leads.partner.submitting"
                : "leads.partner.submit",
          )}
        </button>
        {hydrated && !valid && !sent ? (
          <p className="lead-form__hint" id={hintId}>
            {t(onlyConsentMissing ? "leads.consent.missing" : "leads.partner.disabledHint")}
          </p>
        ) : null}
      </div>
      <LeadStatus
        ref={statusRef}
        id={statusId}
        answer={answer}
        failed={t("leads.partner.failed")}
        sent={t("leads.partner.sent")}
      />
    </fetcher.Form>
  );
}
