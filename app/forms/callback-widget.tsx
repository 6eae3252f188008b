import { useSiteSettings } from "~/shell/root-data";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnalytics } from "~/analytics/analytics";
import { useHydrated } from "~/utils/use-hydrated";
import { FormField } from "~/ui/form-field";
import { PhoneInput } from "~/ui/phone-input";
import { Honeypot } from "./honeypot";
import { LEAD_FIELD } from "~/forms/lead-field";
import { phoneCheck, usePhoneRule } from "~/utils/phone-rule";
import { fieldReasons } from "./form-schema";
import {
  CALLBACK_INTENT,
  LEAD_LIMITS,
  callbackSchema,
  type CallbackAnswer,
  type CallbackSchema,
  type FieldProblem,
} from "./lead-rules";
import { LeadStatus } from "~/forms/lead-status";
import { ConsentField } from "./consent-field";

/**
 * The callback widget of the home page (spec §2 "Home", after the partners; spec §4: collapsed,
 * phone input, sent). A native <details> holds it, so the button opens it without JavaScript too.
 * It posts `intent=callback` to the home route, whose action sends the request to the sales team
 * (spec §7 POST /api/partner-email). With JavaScript a fetcher sends it and the page stays, the
 * send button is active only once the number passes the phone rule (API.md) and the visitor has
 * ticked the consent box (issue 28, item 8), cannot be pressed twice while sending, and a successful
 * send reports the CALLBACK goal once (spec §7); without it the server checks both, answering with
 * the page.
 */
export function CallbackWidget({ actionData }: { actionData?: CallbackAnswer }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const analytics = useAnalytics();
  const settings = useSiteSettings();
  const fetcher = useFetcher<CallbackAnswer>();
  const id = useId();
  const [open, setOpen] = useState(Boolean(actionData));
  const [phone, setPhone] = useState(actionData && !actionData.ok ? actionData.values.phone : "");
  const [touched, setTouched] = useState(false);
  // Issue 28, item 8: unticked until the visitor ticks it; a refused post shows it as it was sent.
  const [consent, setConsent] = useState(
    actionData && !actionData.ok ? actionData.values.consent === "on" : false,
  );
  const [consentTouched, setConsentTouched] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const reported = useRef(false);

  const answer = fetcher.data ?? actionData;
  const sent = answer?.ok === true;
  const submitting = fetcher.state !== "idle";
  // The form's schema, the action's, by the full rule once the phone field has fetched it; until
  // then by the cheap checks, and the server judges the number (app/utils/phone-rule.ts).
  const phoneRule = usePhoneRule();
  const schema = useMemo(() => callbackSchema(phoneCheck(phoneRule)), [phoneRule]);
  const reasons = fieldReasons<CallbackSchema, FieldProblem>(schema, { phone, consent: consent ? "on" : "" });
  const problem = reasons.phone ?? null;
  const valid = Object.keys(reasons).length === 0;
  const consentProblem =
    (hydrated && consentTouched ? reasons.consent : undefined) ??
    (answer && !answer.ok && !consent ? answer.problems.consent : undefined);
  // The server's verdict holds while the number is the one it judged; in the browser the rule is
  // checked as the visitor types, once the field has been left.
  const serverProblem =
    answer && !answer.ok && answer.values.phone === phone ? answer.problems.phone : undefined;
  const shownProblem = (hydrated && touched && phone.trim() !== "" ? problem : null) ?? serverProblem ?? null;
  const ids = {
    title: `${id}-title`,
    phone: `${id}-phone`,
    status: `${id}-status`,
    hint: `${id}-disabled-hint`,
  };

  useEffect(() => {
    if (!fetcher.data?.ok || reported.current) return;
    reported.current = true;
    analytics.reachGoal("CALLBACK");
    // The form gives way to the thanks: focus follows, so it is not lost with the button.
    statusRef.current?.focus();
  }, [fetcher.data, analytics]);

  return (
    <section className="home-section callback" aria-labelledby={ids.title} data-callback="">
      <div className="container callback__inner">
        <div className="callback__intro">
          <h2 id={ids.title} className="callback__title">
            {t("leads.callback.title")}
          </h2>
          <p className="callback__text">{t("leads.callback.text")}</p>
        </div>
        <details
          className="callback__details"
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          <summary className="button button--primary callback__toggle">{t("leads.callback.toggle")}</summary>
          <div className="callback__panel">
            {sent ? null : (
              <fetcher.Form
                method="post"
                className="lead-form"
                noValidate={hydrated}
                aria-busy={submitting || undefined}
              >
                <input type="hidden" name="intent" value={CALLBACK_INTENT} />
                <Honeypot />
                <FormField
                  id={ids.phone}
                  label={t("leads.callback.phone")}
                  hint={t("leads.callback.phoneHint")}
                  error={
                    shownProblem
                      ? t(`leads.problems.phone.${shownProblem}`, { max: LEAD_LIMITS.phone })
                      : undefined
                  }
                  classes={LEAD_FIELD}
                >
                  {(control) => (
                    <PhoneInput
                      {...control}
                      className="lead-form__input"
                      value={phone}
                      onChange={(event) => setPhone(event.currentTarget.value)}
                      onBlur={() => setTouched(true)}
                    />
                  )}
                </FormField>
                <ConsentField
                  checked={consent}
                  onChange={(checked) => {
                    setConsent(checked);
                    setConsentTouched(true);
                  }}
                  error={consentProblem ? t("leads.problems.consent.required") : undefined}
                  classes={LEAD_FIELD}
                />
                {/*
                 * spec §5 asks for a valid number before sending; issue 28 (items 8 and 9) for a
                 * button in sight, as on the other forms: with JS it stays inactive, saying why,
                 * until the number is valid and consent given; without JS the server checks both.
                 */}
                <div className="lead-form__actions">
                  <button
                    className="button button--primary lead-form__submit"
                    type="submit"
                    disabled={submitting || (hydrated && !valid)}
                    aria-describedby={hydrated && !valid ? ids.hint : undefined}
                  >
                    {t(submitting ? "leads.callback.submitting" : "leads.callback.submit")}
                  </button>
                  {hydrated && !valid ? (
                    <p className="lead-form__hint" id={ids.hint}>
                      {t(problem ? "leads.callback.disabledHint" : "leads.consent.missing")}
                    </p>
                  ) : null}
                </div>
              </fetcher.Form>
            )}
            <LeadStatus
              ref={statusRef}
              id={ids.status}
              answer={answer}
              failed={t("leads.callback.failed")}
              sent={
                <>
                  {t("leads.callback.sent")}
                  {settings?.workingHours ? (
                    <>
                      {" "}
                      {t("leads.callback.hours", {
                        hours: hoursAfterColon(settings.workingHours, i18n.language),
                      })}
                    </>
                  ) : null}
                </>
              }
            />
          </div>
        </details>
      </div>
    </section>
  );
}

/** "Круглосуточно, без выходных" follows a colon in Russian, where it starts in lower case. */
function hoursAfterColon(hours: string, language: string): string {
  return language === "ru" ? hours.charAt(0).toLocaleLowerCase("ru") + hours.slice(1) : hours;
}
