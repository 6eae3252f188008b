import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";
import type { SearchQuery } from "./address";
import { useSiteSettings } from "./contact-manager";

/**
 * Spec §5's phone rule, the same expression as `PHONE_PATTERN` of the API contract
 * (app/charter/contract/schemas.ts; a test holds the two equal). It is repeated here because that
 * module builds every zod and OpenAPI schema when imported, which the browser should not download
 * to check one field.
 */
export const REQUEST_PHONE_PATTERN = /^[+\d][\d() -]{3,14}\d$/;

/** API.md "Writes": a name of at most 200 characters (LIMITS.nameLength). */
const NAME_MAX_LENGTH = 200;

/** The form's `intent`, which the results route's action answers. */
export const SEARCH_REQUEST_INTENT = "search-request";

export type SearchRequestResult = { ok: true } | { ok: false; message: string };

export function isValidRequestPhone(value: string): boolean {
  return REQUEST_PHONE_PATTERN.test(value.trim());
}

/**
 * spec §2, §8: when a search finds nothing, the visitor leaves a phone number and a manager looks
 * for an aircraft by hand (API.md POST /api/search-email: name, phone, route and dates). A POST to
 * the current route with `intent=search-request`; with JavaScript a fetcher sends it and the page
 * stays, and the send button appears once the number is valid; without it the button is always
 * there and the server checks the number. Either way the answer is shown: sent, or the reason with
 * the number to call — never silence.
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
  const [phone, setPhone] = useState("");
  const [touched, setTouched] = useState(false);
  const valid = isValidRequestPhone(phone);
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data ?? actionData;
  const showPhoneError = hydrated && touched && phone.trim() !== "" && !valid;
  const hintId = `${id}-phone-hint`;
  const errorId = `${id}-phone-error`;

  return (
    <section className="offer-request" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="offer-request__heading">
        {t("offers.request.heading")}
      </h3>
      <fetcher.Form method="post" className="offer-request__form" noValidate={hydrated}>
        <input type="hidden" name="intent" value={SEARCH_REQUEST_INTENT} />
        <input type="hidden" name="departure_airport" value={query?.from ?? ""} />
        <input type="hidden" name="arrival_airport" value={query?.to ?? ""} />
        <input type="hidden" name="departure_datetime" value={query?.date ?? ""} />
        <input type="hidden" name="departure_datetime_back" value={query?.back ?? ""} />
        <div className="offer-request__fields">
          <div className="offer-request__field">
            <label className="offer-request__label" htmlFor={`${id}-name`}>
              {t("offers.request.name")}{" "}
              <span className="offer-request__optional">({t("offers.request.nameHint")})</span>
            </label>
            <input
              className="offer-request__input"
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
            />
          </div>
          <div className="offer-request__field">
            <label className="offer-request__label" htmlFor={`${id}-phone`}>
              {t("offers.request.phone")}
            </label>
            <input
              className="offer-request__input"
              id={`${id}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              aria-invalid={showPhoneError ? "true" : undefined}
              aria-describedby={showPhoneError ? `${hintId} ${errorId}` : hintId}
            />
            <p className="offer-request__hint" id={hintId}>
              {t("offers.request.phoneHint")}
            </p>
            {showPhoneError ? (
              <p className="offer-request__error" id={errorId}>
                {t("offers.request.phoneInvalid")}
              </p>
            ) : null}
          </div>
        </div>
        {/* With JS the button waits for a valid number (spec §5); without JS the server checks it. */}
        {!hydrated || valid ? (
          <div className="offer-request__actions">
            <button className="button button--primary" type="submit" disabled={submitting}>
              {t(submitting ? "offers.request.submitting" : "offers.request.submit")}
            </button>
          </div>
        ) : null}
        <div
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
              <strong>{t("offers.request.failed")}</strong> {result.message}
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
      </fetcher.Form>
    </section>
  );
}
