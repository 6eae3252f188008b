import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { notFoundPageFromError } from "~/errors/not-found-texts";
import { languageFromPath, localizePath } from "~/utils/language";
import { isChunkLoadError } from "./chunk-errors";

/**
 * The one error boundary every route uses (STYLE.md, practice 2). A 404 shows the not-found page
 * of spec §2/§8; a 503 (the database or the CMS away, issue 7 "database down") says the service is
 * temporarily unavailable and to try again in a minute; anything else shows an error page in the
 * path's language with a way back and a reload, never a stack trace.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 503 ? "unavailable" : isChunkLoadError(error) ? "chunk" : "error";
  return <ErrorPage status={status} kind={kind} />;
}

/**
 * The not-found page (spec §2: error code, message, link to the main page). Its texts are the
 * editors' `notFoundPage` when the thrown 404 carries them (app/company/not-found.server.ts), else
 * the interface's own words, so a 404 thrown by any route, or while the CMS is down, still reads well.
 */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const error = useRouteError();
  const texts = notFoundPageFromError(isRouteErrorResponse(error) ? error.data : null) ?? {
    errorCode: t("notFound.code"),
    title: t("notFound.title"),
    message: t("notFound.message"),
    homeLinkLabel: t("notFound.home"),
  };
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">{texts.errorCode}</p>
      <h1 id="status-title" className="status-page__title">
        {texts.title}
      </h1>
      <p className="status-page__message">{texts.message}</p>
      <Link className="button button--primary" to={localizePath("/", languageFromPath(pathname))}>
        {texts.homeLinkLabel}
      </Link>
    </section>
  );
}

const TEXTS = {
  error: { title: "error.title", message: "error.message" },
  chunk: { title: "error.chunkTitle", message: "error.chunkMessage" },
  unavailable: { title: "error.unavailableTitle", message: "error.unavailableMessage" },
} as const;

function ErrorPage({ status, kind }: { status: number; kind: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">{t("error.code", { status })}</p>
      <h1 id="status-title" className="status-page__title">
        {t(TEXTS[kind].title)}
      </h1>
      <p className="status-page__message">{t(TEXTS[kind].message)}</p>
      <div className="status-page__actions">
        {/* A plain link to the same address reloads it without JavaScript too. */}
        <a className="button button--primary" href={pathname} onClick={reload}>
          {t("error.reload")}
        </a>
        <button type="button" className="button" onClick={() => window.history.back()}>
          {t("error.back")}
        </button>
        <Link
          className="button button--ghost"
          to={localizePath("/", languageFromPath(pathname))}
          reloadDocument
        >
          {t("error.home")}
        </Link>
      </div>
    </section>
  );
}

function reload(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.location.reload();
}
