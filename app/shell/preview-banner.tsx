import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export const PREVIEW_EXIT_PATH = "/api/preview/exit";

/**
 * Says, on every page an editor opens in draft preview (issue 17, item 1), that the page shows
 * unpublished changes, with the way out back to the same page as visitors see it. It opens the
 * page, in the flow, so neither the sticky header nor the cookie notice ever covers it; a named
 * region, so a screen reader finds it among the landmarks. The exit link is a plain link: it
 * leaves through the server, which clears the cookie.
 */
export function PreviewBanner() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const exit = `${PREVIEW_EXIT_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <section className="preview-banner" aria-label={t("preview.label")}>
      <div className="container preview-banner__inner">
        <p className="preview-banner__text">
          <strong>{t("preview.message")}</strong>{" "}
          <span className="preview-banner__hint">{t("preview.hint")}</span>
        </p>
        <a className="preview-banner__exit" href={exit}>
          {t("preview.exit")}
        </a>
      </div>
    </section>
  );
}
