import { Form, Link } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AirportSummary } from "~/offers/airport-summary";
import { AirportPicker } from "~/search-form/airport-picker";
import { FormField } from "~/ui/form-field";
import { WATCH_MAX_PAX } from "~/charter";
import { LOCALE_TAGS, localizePath, type Language } from "~/utils/language";
import { useHydrated } from "~/utils/use-hydrated";
import { ConsentField } from "./consent-field";
import { Honeypot } from "./honeypot";
import { LEAD_FIELD } from "./lead-field";
import {
  WATCH_WINDOWS,
  parseWindow,
  watchFormPath,
  watchProblemKey,
  windowValue,
  type WatchField,
  type WatchProblems,
  type WatchValues,
  type WatchWindow,
} from "./watch-rules";

/**
 * The empty-leg watch form (issue 29, item 2) in its two sizes, both posting to /watches/new/
 * (watch-actions.server.ts), both working without JavaScript:
 * - `WatchForm`, the full page's: channel, e-mail, from and to (the search form's airport picker,
 *   empty for any airport), the window, passengers, an optional price cap, consent;
 * - `WatchBlock`, embedded in /el/: the page's route and window as text with a link to change
 *   them on the full form, and only what the visitor must add: the channel, e-mail and consent.
 * `WatchCallout` is the link the results page with no offers and the flight page show: it opens
 * the full form with their route prefilled.
 * Telegram is offered only where the bot is configured (`telegram`). The consent box starts
 * unticked, and the action refuses a post without it (decision 031).
 */

const WATCH_FIELD = LEAD_FIELD;

/** A field's first airport (its picker shows the airport) or text («Сочи», a typed value). */
export interface PlaceInitial {
  airport: AirportSummary | null;
  text: string;
}

function dayText(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The window as a select option or a page names it: «Ближайшие 30 дней», «С 1 по 15 декабря». */
export function useWindowLabel(language: Language) {
  const { t } = useTranslation();
  return (window: WatchWindow, kind: "option" | "text" = "option") =>
    "days_ahead" in window
      ? t(kind === "option" ? "watches.form.windowDays" : "watches.window.days", { count: window.days_ahead })
      : t(kind === "option" ? "watches.form.windowDates" : "watches.window.dates", {
          from: dayText(window.date_from, language),
          to: dayText(window.date_to, language),
        });
}

function ChannelChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: "email" | "telegram") => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="watch-form__channel" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="lead-form__label">{t("watches.form.channel")}</legend>
      {(["email", "telegram"] as const).map((channel) => (
        <label key={channel} className="watch-form__radio">
          <input
            type="radio"
            name="channel"
            value={channel}
            checked={value === channel}
            onChange={() => onChange(channel)}
          />{" "}
          {t(channel === "email" ? "watches.form.channelEmail" : "watches.form.channelTelegram")}
        </label>
      ))}
      {error ? (
        <p className="lead-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The fields every size asks for, after the route and window the full form puts first (`children`):
 * channel, e-mail, consent, the honeypot; and the honest note.
 */
function ContactFields({
  values,
  telegram,
  problem,
  children,
}: {
  values: WatchValues;
  telegram: boolean;
  problem: (field: WatchField) => string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [channel, setChannel] = useState(values.channel === "telegram" && telegram ? "telegram" : "email");
  const [email, setEmail] = useState(values.email);
  const [consent, setConsent] = useState(values.consent === "on");
  // Without JavaScript the e-mail field stays in sight whatever the channel; the action ignores it
  // for Telegram.
  const showEmail = channel === "email" || !hydrated;
  return (
    <>
      {children}
      {telegram ? <ChannelChoice value={channel} onChange={setChannel} error={problem("channel")} /> : null}
      {showEmail ? (
        <FormField
          id={`${id}-email`}
          label={t("watches.form.email")}
          hint={t("watches.form.emailHint")}
          error={problem("email")}
          classes={WATCH_FIELD}
          errorTestId="watch-email-error"
        >
          {(control) => (
            <input
              {...control}
              className="lead-form__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          )}
        </FormField>
      ) : (
        <p className="lead-form__hint">{t("watches.form.telegramHint")}</p>
      )}
      <ConsentField
        checked={consent}
        onChange={setConsent}
        error={problem("consent")}
        classes={WATCH_FIELD}
        className="watch-form__consent"
      />
      <Honeypot />
      <p className="watch-form__note">{t("watches.form.note")}</p>
    </>
  );
}

function useProblem(problems: WatchProblems | undefined) {
  const { t } = useTranslation();
  return (field: WatchField) => {
    const problem = problems?.[field];
    return problem ? t(watchProblemKey(field, problem)) : undefined;
  };
}

/** The full form of /watches/new/. */
export function WatchForm({
  language,
  telegram,
  values,
  places,
  problems,
  status,
}: {
  language: Language;
  telegram: boolean;
  values: WatchValues;
  places: { from: PlaceInitial; to: PlaceInitial };
  problems?: WatchProblems;
  /** The form-wide reason after a refusal (too many requests, the service down, check the fields). */
  status?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problem = useProblem(problems);
  const windowLabel = useWindowLabel(language);
  const posted = parseWindow(values.window);
  // A window of dates (from a page's prefill) is offered beside the rolling ones.
  const windows: WatchWindow[] = WATCH_WINDOWS.map((days) => ({ days_ahead: days }));
  if (
    posted &&
    !("days_ahead" in posted && (WATCH_WINDOWS as readonly number[]).includes(posted.days_ahead))
  ) {
    windows.unshift(posted);
  }
  return (
    <Form
      method="post"
      action={localizePath("/watches/new/", language)}
      className="lead-form watch-form"
      noValidate
      data-watch-form="full"
    >
      {status ? (
        <p className="lead-status lead-status--failed" role="alert" data-testid="watch-status">
          {status}
        </p>
      ) : null}
      <ContactFields values={values} telegram={telegram} problem={problem}>
        <div className="watch-form__route">
          {(["from", "to"] as const).map((field) => (
            <div className="watch-form__place" key={field}>
              <AirportPicker
                id={`${id}-${field}`}
                language={language}
                name={field}
                label={t(`watches.form.${field}`)}
                initial={places[field].airport}
                initialText={places[field].text}
                error={problem(field)}
                errorId={`${id}-${field}-error`}
              />
              {problem(field) ? (
                <p
                  className="lead-form__error"
                  id={`${id}-${field}-error`}
                  data-testid={`watch-${field}-error`}
                >
                  {problem(field)}
                </p>
              ) : null}
            </div>
          ))}
          <p className="lead-form__hint watch-form__place-hint">{t("watches.form.placeHint")}</p>
        </div>
        <div className="watch-form__row">
          <FormField
            id={`${id}-window`}
            label={t("watches.form.window")}
            error={problem("window")}
            classes={WATCH_FIELD}
          >
            {(control) => (
              <select {...control} className="lead-form__input" name="window" defaultValue={values.window}>
                {windows.map((window) => (
                  <option key={windowValue(window)} value={windowValue(window)}>
                    {windowLabel(window)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={`${id}-pax`}
            label={t("watches.form.pax")}
            error={problem("pax")}
            classes={WATCH_FIELD}
          >
            {(control) => (
              <input
                {...control}
                className="lead-form__input"
                type="number"
                name="pax"
                min={1}
                max={WATCH_MAX_PAX}
                inputMode="numeric"
                defaultValue={values.pax}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-price`}
            label={t("watches.form.maxPrice")}
            hint={t("watches.form.maxPriceHint")}
            error={problem("max_price_eur")}
            classes={WATCH_FIELD}
          >
            {(control) => (
              <input
                {...control}
                className="lead-form__input"
                type="text"
                name="max_price_eur"
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                defaultValue={values.max_price_eur}
              />
            )}
          </FormField>
        </div>
      </ContactFields>
      <div className="lead-form__actions">
        <button type="submit" className="button button--primary">
          {t("watches.form.submit")}
        </button>
      </div>
    </Form>
  );
}

/** What an embedding page knows of the watch: its route (API place strings and names) and window. */
export interface WatchPrefill {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  window: WatchWindow;
  pax: number;
}

/** The block of /el/: the page's route and window as text, the contact and consent to add. */
export function WatchBlock({
  language,
  telegram,
  prefill,
}: {
  language: Language;
  telegram: boolean;
  prefill: WatchPrefill;
}) {
  const { t } = useTranslation();
  const windowLabel = useWindowLabel(language);
  const problem = useProblem(undefined);
  const route = t("watches.route", { from: prefill.fromLabel, to: prefill.toLabel });
  return (
    <section className="watch-block" aria-labelledby="watch-block-title" data-watch-block="">
      <h2 id="watch-block-title" className="watch-block__title">
        {t("watches.block.heading")}
      </h2>
      <p className="watch-block__text">{t("watches.block.text")}</p>
      <p className="watch-block__route">
        <strong>{t("watches.block.route", { route })}</strong>, {windowLabel(prefill.window, "text")}.{" "}
        <Link to={watchFormPath(language, prefill)}>{t("watches.block.change")}</Link>
      </p>
      <Form
        method="post"
        action={localizePath("/watches/new/", language)}
        className="lead-form watch-form watch-form--compact"
        noValidate
        data-watch-form="block"
      >
        <input type="hidden" name="from" value={prefill.from} />
        <input type="hidden" name="to" value={prefill.to} />
        <input type="hidden" name="window" value={windowValue(prefill.window)} />
        <input type="hidden" name="pax" value={String(prefill.pax)} />
        <ContactFields values={{ ...EMPTY_CONTACT }} telegram={telegram} problem={problem} />
        <div className="lead-form__actions">
          <button type="submit" className="button button--primary">
            {t("watches.form.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

const EMPTY_CONTACT: WatchValues = {
  channel: "email",
  email: "",
  from: "",
  to: "",
  window: "",
  pax: "",
  max_price_eur: "",
  consent: "",
};

/** The results page with no offers and the flight page: a link to the full form, route prefilled. */
export function WatchCallout({
  language,
  prefill,
  text,
}: {
  language: Language;
  prefill: { from: string; to: string; window: WatchWindow; pax: number };
  text: "search" | "flight";
}) {
  const { t } = useTranslation();
  return (
    <div className="watch-callout" data-watch-callout="">
      <p className="watch-callout__text">
        {t(text === "search" ? "watches.block.searchText" : "watches.block.flightText")}
      </p>
      <Link className="button watch-callout__link" to={watchFormPath(language, prefill)}>
        {t("watches.block.link")}
      </Link>
    </div>
  );
}
