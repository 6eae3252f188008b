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
  return (
    <section className="cookie-notice" aria-label={t("cookieNotice.label")}>
      <div className="container cookie-notice__inner">
        <p className="cookie-notice__text">
          {settings.cookieNotice}{" "}
          {settings.legalDocuments.length > 0 ? (
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
          ) : null}
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
