import { useSiteSettings } from "~/shell/root-data";
import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAnalytics } from "~/analytics/analytics";
import type { Language } from "~/utils/language";
import { fieldReasons } from "~/forms/form-schema";
import { Honeypot } from "~/forms/honeypot";
import { FormField, type FieldClasses } from "~/ui/form-field";
import { PhoneInput } from "~/ui/phone-input";
import { flightPath } from "~/offers/address";
import { formatLegDateTime, legLabel } from "~/offers/card-facts";
import { currencyOf, formatMoney, type Currency } from "~/offers/results";
import { phoneCheck, useFormattedPhone, usePhoneRule } from "~/utils/phone-rule";
import { useHydrated } from "~/utils/use-hydrated";
import {
  EMPTY_FIELDS,
  type BookingFailure,
  type BookingResult,
  type ConfirmationStep,
  type DoneStep,
  type RegistrationStep,
} from "./booking-result";
import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  codeDigits,
  isCompleteCode,
  orderPath,
  registrationSchema,
  type FieldReason,
  type RegistrationField,
  type RegistrationFields,
  type RegistrationSchema,
} from "./fields";
import { dueTimeText, visitorDueTimeText } from "./due-time";
import "~/flight/booking/booking.css";

type Fetcher = ReturnType<typeof useFetcher<BookingResult>>;
type HeadingLevel = 2 | 3;

interface StepProps {
  fetcher: Fetcher;
  action: string;
  hydrated: boolean;
  busy: boolean;
  headingLevel: HeadingLevel;
  /** The currency of the page the booking is on (decision 033), posted with every step. */
  currency: Currency;
}

/**
 * The booking of one card (spec §2 "Booking dialog", §4 "Booking"): registration, then the code
 * from the text message, then the confirmation: what was ordered, its number, and who answers next
 * by when (issue 28, item 4). Used inside the dialog of the flight page
 * and on the order page; either way a fetcher posts each step to the order action, and without
 * JavaScript the same forms post as pages (the page passes the action's answer as `actionData`).
 */
export function BookingFlow({
  cardId,
  language,
  actionData,
  headingLevel,
  onClose,
}: {
  cardId: string;
  language: Language;
  actionData?: BookingResult | null;
  headingLevel: HeadingLevel;
  /** In the dialog: closes it from the completion step. */
  onClose?: () => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<BookingResult>();
  const { reachGoal } = useAnalytics();
  const container = useRef<HTMLDivElement>(null);
  const result = fetcher.data ?? actionData ?? null;
  const busy = fetcher.state !== "idle";
  const action = orderPath(cardId, language);
  const resendWait = useResendCountdown(result);
  // The flight page's `?currency=` (the dialog) or the order page's: the price the visitor saw.
  const [params] = useSearchParams();
  const currency = currencyOf(params, language);

  // A new answer remounts its step, so the forms start from what the server echoed back.
  const version = useRef<{ result: BookingResult | null; key: number }>({ result: null, key: 0 });
  if (version.current.result !== result) version.current = { result, key: version.current.key + 1 };

  const handled = useRef<BookingResult | null>(null);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    // spec §7: BOOKING_FORM is reached when the registration is accepted and the code requested.
    if (result.step === "confirmation" && result.event === "sent")
      reachGoal("BOOKING_FORM", { card: cardId });
    // Focus follows the answer: the first refused field, else the step's own first control.
    const root = container.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>("[aria-invalid='true']") ??
      root.querySelector<HTMLElement>("[data-autofocus]");
    target?.focus();
    if (target instanceof HTMLInputElement && target.value !== "") target.select();
  }, [result, reachGoal, cardId]);

  const step = result?.step ?? "registration";
  const props: StepProps = { fetcher, action, hydrated, busy, headingLevel, currency };
  return (
    <div className="booking" ref={container} data-step={step}>
      <StepList step={step} />
      {result?.step === "done" ? (
        <Done
          result={result}
          language={language}
          headingLevel={headingLevel}
          onClose={onClose}
          backTo={flightPath(cardId, language)}
        />
      ) : result?.step === "confirmation" ? (
        <Confirmation key={version.current.key} {...props} result={result} resendWait={resendWait} />
      ) : (
        <Registration
          key={version.current.key}
          {...props}
          result={result}
          backTo={flightPath(cardId, language)}
        />
      )}
    </div>
  );
}

/**
 * Seconds until the one re-request is accepted (API.md `resend_after`), ticking down once a second
 * after each code sent. Zero before hydration: without JavaScript the button stays active and the
 * server says how long to wait if it is pressed too early.
 */
function useResendCountdown(result: BookingResult | null): number {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (result?.step !== "confirmation") return;
    if (result.event !== "sent" && result.event !== "resent") return;
    const at = Date.now();
    setNow(at);
    setDeadline(result.resendAfterSeconds > 0 ? at + result.resendAfterSeconds * 1000 : null);
  }, [result]);
  useEffect(() => {
    if (deadline === null || now >= deadline) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, deadline - now));
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

function StepList({ step }: { step: BookingResult["step"] }) {
  const { t } = useTranslation();
  const steps = ["registration", "confirmation", "done"] as const;
  return (
    <ol className="booking-steps" aria-label={t("booking.steps.label")}>
      {steps.map((name, index) => (
        <li
          key={name}
          className={
            name === step ? "booking-steps__item booking-steps__item--current" : "booking-steps__item"
          }
          aria-current={name === step ? "step" : undefined}
        >
          <span className="booking-steps__number" aria-hidden="true">
            {index + 1}
          </span>{" "}
          {t(`booking.steps.${name}`)}
        </li>
      ))}
    </ol>
  );
}

function StepHeading({
  id,
  level,
  children,
  focusable,
}: {
  id: string;
  level: HeadingLevel;
  children: ReactNode;
  /** The completion step has no control to focus: its heading takes focus instead. */
  focusable?: boolean;
}) {
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <Tag
      id={id}
      className="booking__heading"
      tabIndex={focusable ? -1 : undefined}
      data-autofocus={focusable ? "" : undefined}
    >
      {children}
    </Tag>
  );
}

/** A heading one level below the step's. */
function SubHeading({ id, level, children }: { id?: string; level: HeadingLevel; children: ReactNode }) {
  const Tag = level === 2 ? "h3" : "h4";
  return (
    <Tag id={id} className="booking-done__subheading">
      {children}
    </Tag>
  );
}

/** "30 секунд" / "15 minutes": a wait from Retry-After in the unit a person reads it in. */
function waitText(t: TFunction, seconds: number): string {
  if (seconds < 60) return t("booking.wait.seconds", { count: Math.max(1, Math.ceil(seconds)) });
  return t("booking.wait.minutes", { count: Math.ceil(seconds / 60) });
}

function useSettings() {
  return useSiteSettings();
}

/** A refusal no field explains: a limit, a fault of ours, a card gone; always with what to do. */
function FailureMessage({ failure, backTo }: { failure: BookingFailure; backTo?: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const text =
    failure.reason === "rate_limited"
      ? t("booking.failure.rateLimited", { wait: waitText(t, failure.retryAfterSeconds ?? 60) })
      : failure.reason === "not_found"
        ? t("booking.failure.notFound")
        : failure.reason === "network"
          ? t("booking.failure.network")
          : t("booking.failure.unavailable");
  return (
    <div className="booking-alert" role="alert" data-failure={failure.reason}>
      <p>
        <strong>{t("booking.failure.heading")}.</strong> {text}
      </p>
      {failure.reason === "not_found" && backTo ? (
        <p>
          <Link to={backTo}>{t("booking.page.back")}</Link>
        </p>
      ) : null}
      {settings ? (
        <p>
          <a href={settings.phoneHref}>{t("booking.failure.callUs", { phone: settings.phone })}</a>
        </p>
      ) : null}
    </div>
  );
}

/** The registration fields the later steps carry as hidden inputs (no session needed). */
function CarriedFields({
  fields,
  resendUsed,
  currency,
}: {
  fields: RegistrationFields;
  resendUsed: boolean;
  currency: Currency;
}) {
  return (
    <>
      <input type="hidden" name="currency" value={currency} />
      <input type="hidden" name="name" value={fields.name} />
      <input type="hidden" name="phone" value={fields.phone} />
      <input type="hidden" name="email" value={fields.email} />
      <input type="hidden" name="consent" value={fields.consent ? "on" : ""} />
      <input type="hidden" name="resend_used" value={resendUsed ? "1" : "0"} />
    </>
  );
}

const FIELD: FieldClasses = {
  field: "booking-field",
  label: "booking-field__label",
  hint: "booking-field__hint",
  error: "booking-field__error",
  checkLabel: "booking-field__check-label",
};

function Registration({
  fetcher,
  action,
  hydrated,
  busy,
  headingLevel,
  currency,
  result,
  backTo,
}: StepProps & { result: RegistrationStep | null; backTo: string }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSettings();
  const [values, setValues] = useState<RegistrationFields>(result?.fields ?? EMPTY_FIELDS);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [edited, setEdited] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const serverErrors = result?.errors ?? {};
  // The step's schema, the action's: the phone by the full rule once it has come (the phone field
  // asks for it), else the cheap checks only, and the server judges the number.
  const phoneRule = usePhoneRule();
  const schema = useMemo(() => registrationSchema(phoneCheck(phoneRule)), [phoneRule]);
  const clientErrors = fieldReasons<RegistrationSchema, FieldReason>(schema, values);
  const valid = Object.keys(clientErrors).length === 0;
  // Issue 28, item 8: when the box is all that is missing, the hint says so in as many words.
  const onlyConsentMissing = Object.keys(clientErrors).join() === "consent";

  // The server's reason stands until the field is changed; the browser's shows once the field is
  // left (or at once for the consent box), so nobody is told off while still typing.
  const reasonOf = (field: RegistrationField): FieldReason | null => {
    if (serverErrors[field] && !edited[field]) return serverErrors[field] ?? null;
    if (hydrated && touched[field]) return clientErrors[field] ?? null;
    return null;
  };
  const set = (field: RegistrationField, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => ({ ...current, [field]: true }));
  };
  const leave = (field: RegistrationField) => setTouched((current) => ({ ...current, [field]: true }));

  const reasonText = (field: RegistrationField): string | undefined => {
    const reason = reasonOf(field);
    return reason
      ? t(`booking.errors.${field}.${reason}`, {
          max: field === "email" ? EMAIL_MAX_LENGTH : field === "phone" ? PHONE_MAX_LENGTH : NAME_MAX_LENGTH,
        })
      : undefined;
  };
  const documents = settings?.legalDocuments ?? [];
  // spec §5: with JavaScript, submit is active only when the form is valid (decision 009).
  const disabled = busy || (hydrated && !valid);

  return (
    <section className="booking-step" aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} level={headingLevel}>
        {t("booking.register.heading")}
      </StepHeading>
      <p className="booking__intro">{t("booking.register.intro")}</p>
      <fetcher.Form method="post" action={action} className="booking-form" noValidate={hydrated}>
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="currency" value={currency} />
        {/* First in the form: the dialog's focus trap wraps at its last control, never this field. */}
        <Honeypot />
        <FormField
          id={`${id}-name`}
          label={t("booking.register.name")}
          error={reasonText("name")}
          classes={FIELD}
        >
          {(control) => (
            <input
              {...control}
              className="booking-field__input"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={NAME_MAX_LENGTH}
              value={values.name}
              onChange={(event) => set("name", event.currentTarget.value)}
              onBlur={() => leave("name")}
              data-autofocus=""
            />
          )}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={t("booking.register.phone")}
          hint={t("booking.register.phoneHint")}
          error={reasonText("phone")}
          classes={FIELD}
        >
          {(control) => (
            <PhoneInput
              {...control}
              className="booking-field__input"
              value={values.phone}
              onChange={(event) => set("phone", event.currentTarget.value)}
              onBlur={() => leave("phone")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-email`}
          label={
            <>
              {t("booking.register.email")}{" "}
              <span className="booking-field__optional">({t("booking.register.optional")})</span>
            </>
          }
          hint={t("booking.register.emailHint")}
          error={reasonText("email")}
          classes={FIELD}
        >
          {(control) => (
            <input
              {...control}
              className="booking-field__input"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={values.email}
              onChange={(event) => set("email", event.currentTarget.value)}
              onBlur={() => leave("email")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-consent`}
          layout="check"
          label={t("leads.consent.label")}
          error={reasonText("consent")}
          describedBy={documents.length > 0 ? [`${id}-documents`] : []}
          classes={FIELD}
          className="booking-field--check"
          extra={
            documents.length > 0 ? (
              <p className="booking-field__hint booking-documents" id={`${id}-documents`}>
                {t("booking.register.documents")}{" "}
                {documents.map((document, index) => (
                  <span key={document.kind}>
                    {index > 0 ? ", " : null}
                    <a href={document.href} target="_blank" rel="noopener noreferrer">
                      {document.title}
                      <span className="visually-hidden"> {t("booking.register.opensInNewTab")}</span>
                    </a>
                  </span>
                ))}
              </p>
            ) : null
          }
        >
          {(control) => (
            <input
              {...control}
              className="booking-field__checkbox"
              name="consent"
              type="checkbox"
              // Not `required`: the browser's bubble would speak its own language; the server's
              // reason, next to the box, speaks the page's (issue 28, item 8).
              aria-required="true"
              checked={values.consent}
              onChange={(event) => {
                set("consent", event.currentTarget.checked);
                leave("consent");
              }}
            />
          )}
        </FormField>
        {result?.failure ? <FailureMessage failure={result.failure} backTo={backTo} /> : null}
        <div className="booking-form__actions">
          <button
            className="button button--primary booking-form__submit"
            type="submit"
            disabled={disabled}
            aria-describedby={hydrated && !valid ? `${id}-disabled` : undefined}
          >
            {t(busy ? "booking.register.submitting" : "booking.register.submit")}
          </button>
          {hydrated && !valid ? (
            <p className="booking-field__hint" id={`${id}-disabled`}>
              {t(onlyConsentMissing ? "booking.register.consentHint" : "booking.register.disabledHint")}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}

function Confirmation({
  fetcher,
  action,
  hydrated,
  busy,
  headingLevel,
  currency,
  result,
  resendWait,
}: StepProps & { result: ConfirmationStep; resendWait: number }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSettings();
  const form = useRef<HTMLFormElement>(null);
  // The code the server echoed back (a wrong one, kept to be typed over) has been sent already.
  const autoSubmitted = useRef<string | null>(result.code);
  const [code, setCode] = useState(result.code);
  const { fields, event, resendUsed } = result;

  const outOfTries = event === "wrong_code" && result.attemptsLeft === 0;
  const locked = event === "locked" || outOfTries;
  const expired = event === "expired";
  const codeUsed = Boolean(result.codeUsed);
  const codeClosed = locked || expired || codeUsed;
  // After an expired code the one re-request is the way on; once it is spent, a new registration.
  const restart = (expired && resendUsed) || locked;
  const resendDisabled = busy || resendUsed || resendWait > 0 || locked;

  const codeReason =
    event === "invalid_code" ? "format" : event === "wrong_code" && !outOfTries ? "wrong" : null;

  // spec §4: the code is sent as soon as it is longer than 3 characters, once per completed entry.
  const send = (digits: string) => {
    if (!isCompleteCode(digits)) return;
    if (!hydrated || busy || codeClosed || autoSubmitted.current === digits || !form.current) return;
    autoSubmitted.current = digits;
    const data = new FormData(form.current);
    data.set("code", digits);
    fetcher.submit(data, { method: "post", action });
  };
  const update = (raw: string) => {
    const digits = codeDigits(raw);
    setCode(digits);
    if (!isCompleteCode(digits)) autoSubmitted.current = null;
    else send(digits);
  };
  // A code completed while the page was still busy (the answer that asked for it arrives before
  // the page's data is reloaded behind it) is sent as soon as the page is free, not dropped.
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (!busy) sendRef.current(code);
  }, [busy, code]);

  // The number the code went to, laid out whatever spelling was typed (+7 (916) 123-45-67).
  const phone = useFormattedPhone(fields.phone);
  const statusText =
    event === "resent" ? t("booking.confirm.resent", { phone }) : t("booking.confirm.sent", { phone });

  return (
    <section className="booking-step" aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`} level={headingLevel}>
        {t("booking.confirm.heading")}
      </StepHeading>
      <p
        className="booking__intro"
        role="status"
        id={`${id}-sent`}
        data-testid="booking-sent"
        suppressHydrationWarning
      >
        {statusText}
      </p>

      <fetcher.Form method="post" action={action} className="booking-form" ref={form} noValidate={hydrated}>
        <input type="hidden" name="intent" value="confirm" />
        <CarriedFields fields={fields} resendUsed={resendUsed} currency={currency} />
        <FormField
          id={`${id}-code`}
          label={t("booking.confirm.code")}
          hint={t("booking.confirm.codeHint")}
          error={
            codeReason === "format"
              ? t("booking.errors.code.format")
              : codeReason === "wrong"
                ? result.attemptsLeft !== undefined
                  ? t("booking.errors.code.wrong", { count: result.attemptsLeft })
                  : t("booking.errors.code.wrongNoCount")
                : undefined
          }
          errorTestId="booking-code-error"
          describedByFirst={[`${id}-sent`]}
          classes={FIELD}
        >
          {(control) => (
            <input
              {...control}
              className="booking-field__input booking-field__input--code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{4}"
              maxLength={CODE_LENGTH}
              required
              disabled={codeClosed}
              value={code}
              onChange={(event) => update(event.currentTarget.value)}
              onPaste={(event) => {
                // A pasted message ("Код: 1234") gives its digits; maxLength alone would cut it short.
                const pasted = codeDigits(event.clipboardData.getData("text"));
                if (pasted === "") return;
                event.preventDefault();
                update(pasted);
              }}
              data-autofocus={codeClosed ? undefined : ""}
            />
          )}
        </FormField>
        <ConfirmationNotice result={result} outOfTries={outOfTries} />
        {result.failure && event === "failed" && !codeUsed ? (
          <FailureMessage failure={result.failure} />
        ) : null}
        <div className="booking-form__actions">
          <button className="button button--primary" type="submit" disabled={busy || codeClosed}>
            {t(busy ? "booking.confirm.submitting" : "booking.confirm.submit")}
          </button>
        </div>
      </fetcher.Form>

      <div className="booking-secondary">
        {restart ? null : (
          <fetcher.Form method="post" action={action} className="booking-secondary__form">
            <input type="hidden" name="intent" value="resend" />
            <CarriedFields fields={fields} resendUsed={resendUsed} currency={currency} />
            <button
              className={expired || codeUsed ? "button button--primary" : "button"}
              type="submit"
              disabled={resendDisabled}
              aria-describedby={resendUsed || resendWait > 0 ? `${id}-resend-note` : undefined}
              data-autofocus={expired || codeUsed ? "" : undefined}
            >
              {t(expired || codeUsed ? "booking.confirm.askAgain" : "booking.confirm.resend")}
            </button>
            {resendUsed ? (
              <p className="booking-field__hint" id={`${id}-resend-note`} data-testid="booking-resend-note">
                {t("booking.confirm.resendUsed")}
              </p>
            ) : resendWait > 0 ? (
              <p className="booking-field__hint" id={`${id}-resend-note`}>
                {t("booking.confirm.resendWait", { seconds: resendWait })}
              </p>
            ) : null}
          </fetcher.Form>
        )}
        <fetcher.Form method="post" action={action} className="booking-secondary__form">
          <input type="hidden" name="intent" value="edit" />
          <CarriedFields fields={fields} resendUsed={resendUsed} currency={currency} />
          <button
            className={restart ? "button button--primary" : "button button--ghost"}
            type="submit"
            disabled={busy}
            data-autofocus={restart ? "" : undefined}
          >
            {t(restart ? "booking.confirm.restart" : "booking.confirm.changePhone")}
          </button>
        </fetcher.Form>
        {settings && (resendUsed || codeClosed) ? (
          <p className="booking-field__hint">
            <a href={settings.phoneHref}>{t("booking.failure.callUs", { phone: settings.phone })}</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** What stops the code from being entered: expired, locked, out of tries, or spent on a failed order. */
function ConfirmationNotice({ result, outOfTries }: { result: ConfirmationStep; outOfTries: boolean }) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (result.event === "expired") {
    text =
      `${t("booking.confirm.expired")} ${result.resendUsed ? t("booking.confirm.expiredRestart") : ""}`.trim();
  } else if (result.event === "locked") {
    text = t("booking.confirm.locked", { wait: waitText(t, result.failure?.retryAfterSeconds ?? 900) });
  } else if (outOfTries) {
    text = `${t("booking.errors.code.wrongNoCount")} ${t("booking.confirm.noAttempts")}`;
  } else if (result.event === "resend_refused") {
    text = t("booking.confirm.resendRefused", { wait: waitText(t, result.failure?.retryAfterSeconds ?? 30) });
  } else if (result.codeUsed) {
    text = t("booking.confirm.codeUsed");
  }
  if (!text) return null;
  return (
    <div className="booking-alert" role="alert" data-event={result.event}>
      <p>{text}</p>
    </div>
  );
}

/**
 * The order accepted (issue 28, item 4): its number, the one the console shows, finds and sends
 * (item 5); who answers next and by when, on Moscow time, and the visitor's own time once the page
 * runs in their browser; where the confirmation went; and what was ordered. The server renders it
 * whole, so the order page shows the same without JavaScript.
 */
function Done({
  result,
  language,
  headingLevel,
  onClose,
  backTo,
}: {
  result: DoneStep;
  language: Language;
  headingLevel: HeadingLevel;
  onClose?: () => void;
  backTo: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSettings();
  const hydrated = useHydrated();
  const phone = useFormattedPhone(result.phone);
  const { summary, next } = result;
  const due = next ? dueTimeText(next.dueAt, result.placedAt, language) : null;
  const visitorTime =
    next && hydrated
      ? visitorDueTimeText(
          next.dueAt,
          result.placedAt,
          language,
          Intl.DateTimeFormat().resolvedOptions().timeZone,
        )
      : null;
  const nextText =
    next && due
      ? t(next.by === "operator" ? "booking.done.nextOperator" : "booking.done.nextManager", {
          time: due,
          phone,
        })
      : t("booking.done.text", { phone });
  return (
    <section
      className="booking-step booking-done"
      aria-labelledby={`${id}-heading`}
      data-testid="booking-done"
    >
      <StepHeading id={`${id}-heading`} level={headingLevel} focusable>
        {t("booking.done.heading")}
      </StepHeading>
      {/* Issue 28, item 5: the one number the console shows, finds and sends. */}
      <p className="booking-done__number" data-testid="booking-pre-order">
        {t("booking.done.preOrder", { id: result.orderNumber })}
      </p>
      <div className="booking-done__next" data-testid="booking-next" data-next={next?.by ?? "unknown"}>
        <SubHeading level={headingLevel}>{t("booking.done.nextHeading")}</SubHeading>
        <p suppressHydrationWarning>
          {nextText}
          {visitorTime ? (
            <>
              {" "}
              <span data-testid="booking-next-visitor-time">
                {t("booking.done.visitorTime", { time: visitorTime })}
              </span>
            </>
          ) : null}
        </p>
        <p className="booking-done__sent">
          {result.email ? t("booking.done.sentBoth", { email: result.email }) : t("booking.done.sentSms")}
        </p>
      </div>
      <DoneSummaryList summary={summary} language={language} headingLevel={headingLevel} />
      {settings ? (
        <p className="booking-field__hint booking-done__call">
          {t("booking.done.callUs", { number: result.orderNumber })}{" "}
          <a href={settings.phoneHref}>{settings.phone}</a>
        </p>
      ) : null}
      {onClose ? (
        <button type="button" className="button button--primary" onClick={onClose}>
          {t("booking.done.close")}
        </button>
      ) : (
        <Link className="button button--primary" to={backTo}>
          {t("booking.done.back")}
        </Link>
      )}
    </section>
  );
}

/** What was ordered: the aircraft, each leg with its local times and passengers, the price. */
function DoneSummaryList({
  summary,
  language,
  headingLevel,
}: {
  summary: DoneStep["summary"];
  language: Language;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const id = useId();
  const when = (local: string) => {
    const { date, time } = formatLegDateTime(local, language);
    return (
      <time dateTime={local.slice(0, 16)}>
        {date}, {time}
      </time>
    );
  };
  const twoLegs = summary.legs.length > 1;
  return (
    <section className="booking-done__summary" aria-labelledby={id} data-testid="booking-summary">
      <SubHeading id={id} level={headingLevel}>
        {t("booking.done.summary")}
      </SubHeading>
      <dl className="booking-done__facts">
        <div className="booking-done__row">
          <dt>{t("booking.done.aircraft")}</dt>
          <dd data-fact="aircraft">
            {summary.aircraftType}, {t("booking.done.tail", { tail: summary.tail })}
            {summary.isEmptyLeg ? ` · ${t("booking.done.emptyLeg")}` : null}
          </dd>
        </div>
        {summary.legs.map((leg) => (
          <div
            key={leg.number}
            className="booking-done__row booking-done__leg"
            data-leg={leg.kind}
            data-leg-number={leg.number}
          >
            {/* Every leg with its label (issue 29, item 1): «Перелёт 3», never a third «Обратно». */}
            <dt>{twoLegs ? legLabel(leg, t) : t("booking.done.route")}</dt>
            <dd>
              <span className="booking-done__route" data-fact="route">
                {t("booking.summary.route", { from: leg.fromCity, to: leg.toCity })}
              </span>
              <span className="booking-done__time" data-fact="departure">
                {t("booking.done.departs")} {when(leg.departsLocal)}{" "}
                <span className="booking-done__hint">
                  {leg.fromAirport} · {t("booking.summary.localTime")}
                </span>
              </span>
              <span className="booking-done__time" data-fact="arrival">
                {t("booking.done.arrives")} {when(leg.arrivesLocal)}{" "}
                <span className="booking-done__hint">
                  {leg.toAirport} · {t("booking.summary.localTime")}
                </span>
              </span>
              <span className="booking-done__time" data-fact="passengers">
                {t("booking.done.passengers", { count: leg.passengers })}
              </span>
            </dd>
          </div>
        ))}
        <div className="booking-done__row">
          <dt>{t("booking.done.price")}</dt>
          <dd data-fact="price">
            <strong>{formatMoney(summary.price.amount, summary.price.currency, language)}</strong>{" "}
            <span className="booking-done__hint">{t("booking.done.priceNote")}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
