import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languageFromPath, localizePath, otherLanguage } from "~/utils/language";

/**
 * Leads to the same page in the other language (spec §2). It goes through /language/, which
 * remembers the choice in a cookie and redirects, so it works without JavaScript and the cookie
 * can stay HttpOnly. A full document load follows, which brings the other language's resources.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = otherLanguage(languageFromPath(pathname));
  const to = `${localizePath(pathname, target)}${search}`;
  return (
    <a
      className="language-switch"
      href={`/language/?to=${encodeURIComponent(to)}`}
      hrefLang={target}
      lang={target}
      aria-label={t("language.switchLabel")}
    >
      {t("language.switchText")}
    </a>
  );
}
