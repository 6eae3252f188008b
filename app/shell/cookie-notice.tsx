import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/content/site-settings";
import { useHydrated } from "~/utils/use-hydrated";

export const COOKIE_NOTICE_ACTION = "/cookie-notice/";

/**
 * The cookies and personal-data notice of spec §1, with links to the legal documents. Dismissing
 * it posts to /cookie-notice/, which remembers it in a cookie; with JavaScript it hides at once,
 * without it the form posts and the server sends the visitor back to the same page.
 */
export function CookieNotice({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  const documents =
    settings.legalDocuments.length > 0 ? (
      <span className="cookie-notice__documents">
        {t("cookieNotice.documentsIntro")}{" "}
        {settings.legalDocuments.map((document, index) => (
          <span key={document.kind}>
            {index > 0 ? ", " : null}
            <a href={document.href} target="_blank" rel="noopener noreferrer">
              {document.title}
            </a>
          </span>
        ))}
        .
      </span>
    ) : null;
  // At every width (issue 16, item 6; issue 28, item 3) the notice is one short line and its
  // button at the top of the page, in its flow, so it covers nothing; the editor's full text and
  // the documents open under "More" (a <details>, so it works without JavaScript and is reached
  // by Tab).
  return (
    <section className="cookie-notice" aria-label={t("cookieNotice.label")}>
      <div className="container cookie-notice__inner">
        <details className="cookie-notice__details">
          <summary className="cookie-notice__summary">
            {t("cookieNotice.short")} <span className="cookie-notice__more">{t("cookieNotice.more")}</span>
          </summary>
        </details>
        <p className="cookie-notice__text">
          {settings.cookieNotice} {documents}
        </p>
        <fetcher.Form method="post" action={COOKIE_NOTICE_ACTION} className="cookie-notice__form">
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className="button button--primary" name="intent" value="accept">
            {t("cookieNotice.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
