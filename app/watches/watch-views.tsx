import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { WatchForm, useWindowLabel, type PlaceInitial } from "~/forms/watch-form";
import type { WatchValues } from "~/forms/watch-rules";
import { LOCALE_TAGS, localizePath, type Language } from "~/utils/language";
import type { ConfirmResult, NewWatchResult, StopResult } from "./watch-pages.server";
import type { WatchSummary } from "./watch-summary";

/**
 * The views of the watch pages (issue 29, item 2; ./watch-pages.server.ts). Every button is a plain
 * form post, so each page works without JavaScript.
 */

function Page({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <article className="container watch-page" aria-labelledby="watch-page-title" data-testid={testId}>
      <h1 id="watch-page-title" className="watch-page__title">
        {title}
      </h1>
      {children}
    </article>
  );
}

export function NewWatchView({
  language,
  telegram,
  values,
  places,
  answer,
}: {
  language: Language;
  telegram: boolean;
  values: WatchValues;
  places: { from: PlaceInitial; to: PlaceInitial };
  answer: NewWatchResult | undefined;
}) {
  const { t } = useTranslation();
  if (answer?.ok) {
    const emailSent = answer.channel === "email";
    return (
      <Page
        title={t(emailSent ? "watches.sent.emailHeading" : "watches.sent.telegramHeading")}
        testId="watch-sent"
      >
        <div className="watch-page__status" role="status">
          {answer.channel === "email" ? (
            <>
              <p className="watch-page__lead">{t("watches.sent.email", { email: answer.email })}</p>
              <p className="watch-page__muted">{t("watches.sent.emailHint")}</p>
            </>
          ) : (
            <>
              <p className="watch-page__lead">{t("watches.sent.telegram")}</p>
              {answer.telegramUrl ? (
                <p>
                  <a className="button button--primary" href={answer.telegramUrl} rel="noopener noreferrer">
                    {t("watches.sent.telegramButton")}
                  </a>
                </p>
              ) : null}
            </>
          )}
        </div>
        <p>
          <Link to={localizePath("/el/", language)}>{t("watches.sent.back")}</Link>
        </p>
      </Page>
    );
  }
  const failed = answer && !answer.ok ? answer : null;
  const status = failed
    ? failed.reason === "rate_limited"
      ? t("watches.failed.rateLimited", { minutes: failed.retryAfterMinutes ?? 10 })
      : failed.reason === "unavailable"
        ? t("watches.failed.unavailable")
        : t("watches.failed.invalid")
    : undefined;
  return (
    <Page title={t("watches.form.heading")} testId="watch-new">
      <p className="watch-page__lead">{t("watches.form.intro")}</p>
      {/* A refused post comes back with everything typed; a new key resets the fields to it. */}
      <WatchForm
        key={failed ? JSON.stringify(failed.values) : "initial"}
        language={language}
        telegram={telegram}
        values={failed?.values ?? values}
        places={failed?.places ?? places}
        problems={failed?.problems}
        status={status}
      />
    </Page>
  );
}

export function ConfirmView({
  language,
  token,
  result,
}: {
  language: Language;
  token: string;
  result: ConfirmResult | undefined;
}) {
  const { t } = useTranslation();
  const windowLabel = useWindowLabel(language);
  if (result?.outcome === "confirmed") {
    return (
      <Page title={t("watches.confirm.doneHeading")} testId="watch-confirmed">
        <p className="watch-page__lead" role="status">
          {t("watches.confirm.done", {
            route: result.watch.route,
            window: windowLabel(result.watch.window, "text"),
          })}
        </p>
        <p>
          <Link className="button button--primary" to={result.managePath}>
            {t("watches.confirm.manage")}
          </Link>
        </p>
      </Page>
    );
  }
  if (result?.outcome === "ended" || !token) {
    return (
      <Page title={t("watches.confirm.endedHeading")} testId="watch-confirm-ended">
        <p className="watch-page__lead">{t("watches.confirm.ended")}</p>
        <p>
          <Link to={localizePath("/el/", language)}>{t("watches.confirm.subscribeAgain")}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t("watches.confirm.heading")} testId="watch-confirm">
      <p className="watch-page__lead">{t("watches.confirm.text")}</p>
      <Form
        method="post"
        action={`${localizePath("/watches/confirm/", language)}?token=${encodeURIComponent(token)}`}
      >
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary">
          {t("watches.confirm.button")}
        </button>
      </Form>
    </Page>
  );
}

const PRICE = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });

function dayText(day: string, language: Language): string {
  return (
    new Intl.DateTimeFormat(LOCALE_TAGS[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    })
      .format(new Date(`${day}T00:00:00Z`))
      // «26 февраля 2027 г.»: the year's «г.» never wraps alone onto a line of its own.
      .replace(/ г\.$/, "\u00a0г.")
  );
}

export function ManageView({
  language,
  token,
  managed,
  deleted,
}: {
  language: Language;
  token: string;
  managed: { contact: string; watches: WatchSummary[] } | null;
  deleted: boolean;
}) {
  const { t } = useTranslation();
  const windowLabel = useWindowLabel(language);
  if (!managed) {
    return (
      <Page title={t("watches.manage.notFoundHeading")} testId="watch-manage-not-found">
        <p className="watch-page__lead">{t("watches.manage.notFound")}</p>
        <p>
          <Link to={localizePath("/el/", language)}>{t("watches.confirm.subscribeAgain")}</Link>
        </p>
      </Page>
    );
  }
  const action = `${localizePath("/watches/", language)}?token=${encodeURIComponent(token)}`;
  return (
    <Page title={t("watches.manage.heading")} testId="watch-manage">
      <p className="watch-page__lead">{t("watches.manage.contact", { contact: managed.contact })}</p>
      {deleted ? (
        <p className="lead-status lead-status--sent" role="status">
          {t("watches.manage.deleted")}
        </p>
      ) : null}
      {managed.watches.length === 0 ? (
        <p className="watch-page__empty" data-testid="watch-manage-empty">
          {t("watches.manage.empty")}
        </p>
      ) : (
        <ul className="watch-list">
          {managed.watches.map((watch) => (
            <li key={watch.id} className="watch-list__item" data-watch-id={watch.id}>
              <h2 className="watch-list__route">{watch.route}</h2>
              <dl className="watch-list__facts">
                <div>
                  <dt>{t("watches.manage.window")}</dt>
                  <dd>{windowLabel(watch.window, "text")}</dd>
                </div>
                <div>
                  <dt>{t("watches.manage.pax")}</dt>
                  <dd>{watch.pax}</dd>
                </div>
                <div>
                  <dt>{t("watches.manage.maxPrice")}</dt>
                  <dd>
                    {watch.maxPriceEur === null
                      ? t("watches.manage.noMaxPrice")
                      : t("watches.manage.upTo", { price: PRICE.format(watch.maxPriceEur) })}
                  </dd>
                </div>
                <div>
                  <dt>{t("watches.manage.expires")}</dt>
                  <dd>
                    {dayText(watch.expiresOn, language)}
                    {watch.pending ? ` (${t("watches.manage.pending")})` : null}
                  </dd>
                </div>
              </dl>
              <Form method="post" action={action} className="watch-list__delete">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={watch.id} />
                <button
                  type="submit"
                  className="button"
                  aria-label={t("watches.manage.deleteLabel", { route: watch.route })}
                >
                  {t("watches.manage.delete")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={localizePath("/watches/new/", language)}>{t("watches.manage.add")}</Link>
      </p>
    </Page>
  );
}

export function StopView({
  language,
  token,
  known,
  result,
}: {
  language: Language;
  token: string;
  known: boolean;
  result: StopResult | undefined;
}) {
  const { t } = useTranslation();
  if (result?.stopped) {
    return (
      <Page title={t("watches.stop.doneHeading")} testId="watch-stopped">
        <p className="watch-page__lead" role="status">
          {t("watches.stop.done", { route: result.route })}
        </p>
        <p>
          <Link to={result.managePath}>{t("watches.stop.others")}</Link>
        </p>
      </Page>
    );
  }
  if (!known || result) {
    return (
      <Page title={t("watches.manage.notFoundHeading")} testId="watch-stop-not-found">
        <p className="watch-page__lead">{t("watches.manage.notFound")}</p>
        <p>
          <Link to={localizePath("/el/", language)}>{t("watches.confirm.subscribeAgain")}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t("watches.stop.heading")} testId="watch-stop">
      <p className="watch-page__lead">{t("watches.stop.text")}</p>
      <Form
        method="post"
        action={`${localizePath("/watches/stop/", language)}?token=${encodeURIComponent(token)}`}
      >
        <button type="submit" className="button button--primary">
          {t("watches.stop.button")}
        </button>
      </Form>
    </Page>
  );
}
