import { useFetcher, type ClientActionFunctionArgs } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { postedValues, reachServer, type UnreachedReason } from "~/forms/client-action";
import { Honeypot } from "~/forms/honeypot";
import { FormField, type FieldClasses } from "~/ui/form-field";
import { PhoneInput } from "~/ui/phone-input";
import { LEAD_LIMITS, type FieldProblem } from "~/forms/lead-rules";
import { phoneCheck, usePhoneRule } from "~/utils/phone-rule";
import { useHydrated } from "~/utils/use-hydrated";
import type { SearchQuery } from "~/offers/address";
import { useSiteSettings } from "~/shell/root-data";
import { ConsentField } from "~/forms/consent-field";

/** The form's `intent`, which the results route's action answers. */
export const SEARCH_REQUEST_INTENT = "search-request";

const REQUEST_FIELD: FieldClasses = {
  field: "offer-request__field",
  label: "offer-request__label",
  hint: "offer-request__hint",
  error: "offer-request__error",
};

export type SearchRequestProblems = Partial<Record<"name" | "phone" | "consent", FieldProblem>>;

/**
 * The action's answer. A refusal is worded on the server in the page's language and carries what
 * was typed, so a page rendered without JavaScript shows it again. When the browser could not
 * reach the action at all (`searchRequestClientAction`), there is no server wording: `reason` says
 * why and the form words it.
 */
export type SearchRequestResult =
  | { ok: true }
  | {
      ok: false;
      message?: string;
      reason?: UnreachedReason;
      problems?: SearchRequestProblems;
      values?: { name: string; phone: string; consent: string };
    };

/**
 * The `clientAction` of a route that shows this form (the results route): with JavaScript, a send
 * that cannot reach the server is answered in the form instead of by the route's error page
 * (issue 6 §5: never silence, always a retry).
 */
export function searchRequestClientAction(args: ClientActionFunctionArgs): Promise<SearchRequestResult> {
  return reachServer<SearchRequestResult>(args, (reason, form) => ({
    ok: false,
    reason,
    values: postedValues(form, ["name", "phone", "consent"] as const),
  }));
}

/**
 * spec §2, §4 and §8: when a search finds nothing, the visitor leaves a phone number and a manager
 * looks for an aircraft by hand (API.md POST /api/search-email: name, phone, route and dates). The
 * form has two states, phone entry and sent. A POST to the current route with
 * `intent=search-request`; with JavaScript a fetcher sends it and the page stays, the send button
 * (always in sight, issue 28 item 9) is active once the number is valid and consent given, and
 * cannot be pressed twice while sending; without it the server checks the number and the consent. A refusal is shown with its reason and
 * the number to call, and the button stays for another try: never silence.
 */
export function SearchRequestForm({
  query,
  actionData,
}: {
  query: SearchQuery | null;
  /** The route action's answer after a submission without JavaScript. */
  actionData?: SearchRequestResult;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const settings = useSiteSettings();
  const fetcher = useFetcher<SearchRequestResult>();
  const id = useId();
  const typed = actionData && !actionData.ok ? actionData.values : undefined;
  const [name, setName] = useState(typed?.name ?? "");
  const [phone, setPhone] = useState(typed?.phone ?? "");
  const [touched, setTouched] = useState(false);
  // Issue 28, item 8: unticked until the visitor ticks it; a refused post shows it as it was sent.
  const [consent, setConsent] = useState(typed?.consent === "on");
  const [consentTouched, setConsentTouched] = useState(false);
  // The full rule once the phone field has fetched it; until then the cheap checks, and the server
  // judges the number (app/utils/phone-rule.ts).
  const valid = phoneCheck(usePhoneRule())(phone) === null;
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data ?? actionData;
  const sent = result?.ok === true;
  // The server's verdict on the number holds while the number is the one it judged.
  const serverPhoneProblem =
    result && !result.ok && result.values?.phone === phone ? result.problems?.phone : undefined;
  const showPhoneError = hydrated && touched && phone.trim() !== "" && !valid;
  // The server's refusal for want of consent holds until the box is ticked.
  const consentProblem =
    (hydrated && consentTouched && !consent) ||
    (!consent && Boolean(result && !result.ok && result.problems?.consent));
  const ready = valid && consent;
  const hintId = `${id}-disabled-hint`;
  const phoneInvalid = showPhoneError || Boolean(serverPhoneProblem);
  const statusId = `${id}-status`;
  const statusRef = useRef<HTMLDivElement>(null);

  // The fields give way to the confirmation: focus follows, so it is not lost with the button.
  useEffect(() => {
    if (fetcher.data?.ok) statusRef.current?.focus();
  }, [fetcher.data]);

  const status = (
    <div
      ref={statusRef}
      id={statusId}
      tabIndex={-1}
      className={
        result
          ? `offer-request__status offer-request__status--${result.ok ? "ok" : "error"}`
          : "offer-request__status"
      }
      role="status"
      data-request-status={result ? (result.ok ? "sent" : "failed") : undefined}
    >
      {result?.ok ? t("offers.request.sent") : null}
      {result && !result.ok ? (
        <>
          <strong>{t("offers.request.failed")}</strong>{" "}
          {result.message ??
            t(result.reason === "network" ? "leads.failure.network" : "leads.failure.unavailable")}
          {/* The number to dial right here, whatever the message says (spec §8: never silence). */}
          {settings ? (
            <>
              {" "}
              <a href={settings.phoneHref}>{t("offers.request.callUs", { phone: settings.phone })}</a>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );

  return (
    <section className="offer-request" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="offer-request__heading">
        {t("offers.request.heading")}
      </h3>
      {sent ? (
        status
      ) : (
        <fetcher.Form
          method="post"
          className="offer-request__form"
          noValidate={hydrated}
          aria-busy={submitting || undefined}
        >
          <input type="hidden" name="intent" value={SEARCH_REQUEST_INTENT} />
          <input type="hidden" name="departure_airport" value={query?.from ?? ""} />
          <input type="hidden" name="arrival_airport" value={query?.to ?? ""} />
          <input type="hidden" name="departure_datetime" value={query?.date ?? ""} />
          <input type="hidden" name="departure_datetime_back" value={query?.back ?? ""} />
          <Honeypot />
          <div className="offer-request__fields">
            <FormField
              id={`${id}-name`}
              label={
                <>
                  {t("offers.request.name")}{" "}
                  <span className="offer-request__optional">({t("offers.request.nameHint")})</span>
                </>
              }
              classes={REQUEST_FIELD}
            >
              {(control) => (
                <input
                  {...control}
                  className="offer-request__input"
                  name="name"
                  type="text"
                  autoComplete="name"
                  maxLength={LEAD_LIMITS.name}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-phone`}
              label={t("offers.request.phone")}
              hint={t("offers.request.phoneHint")}
              error={showPhoneError ? t("offers.request.phoneInvalid") : undefined}
              // The server's reason is said in the form's status line.
              describedBy={!showPhoneError && serverPhoneProblem ? [statusId] : []}
              classes={REQUEST_FIELD}
            >
              {(control) => (
                <PhoneInput
                  {...control}
                  className="offer-request__input"
                  value={phone}
                  onChange={(event) => setPhone(event.currentTarget.value)}
                  onBlur={() => setTouched(true)}
                  aria-invalid={phoneInvalid ? "true" : undefined}
                />
              )}
            </FormField>
          </div>
          <ConsentField
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              setConsentTouched(true);
            }}
            error={consentProblem ? t("leads.problems.consent.required") : undefined}
            classes={REQUEST_FIELD}
          />
          {/*
           * Issue 28, item 9: the button is always in sight. With JS it stays inactive, saying why,
           * until the number is valid (spec §5) and consent given, so neither a click nor Enter in
           * a field sends the form; without JS the server checks both and answers with the page.
           */}
          <div className="offer-request__actions">
            <button
              className="button button--primary"
              type="submit"
              disabled={submitting || (hydrated && !ready)}
              aria-describedby={hydrated && !ready ? hintId : undefined}
            >
              {t(submitting ? "offers.request.submitting" : "offers.request.submit")}
            </button>
            {hydrated && !ready ? (
              <p className="offer-request__hint" id={hintId}>
                {t(valid ? "leads.consent.missing" : "offers.request.disabledHint")}
              </p>
            ) : null}
          </div>
          {status}
        </fetcher.Form>
      )}
    </section>
  );
}
