import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/content/site-settings";
import { StaticIsland } from "~/utils/static-island";
import { CookieNotice } from "./cookie-notice";
import { Footer } from "./footer";
import { Header } from "./header";
import { PreviewBanner } from "./preview-banner";

/** Fallback brand while the site settings cannot be read: the shell still renders. */
const FALLBACK_BRAND = "Charterline";

export function Shell({
  settings,
  showCookieNotice,
  year,
  preview = false,
  children,
}: {
  settings: SiteSettings | null;
  showCookieNotice: boolean;
  year: number;
  /** Draft preview is on for this browser (issue 17, item 1): the banner opens the page. */
  preview?: boolean;
  children: ReactNode;
}) {
  const brand = settings?.brandName ?? FALLBACK_BRAND;
  return (
    <div className="page">
      <SkipLink />
      {preview ? <PreviewBanner /> : null}
      {/*
       * The notice comes before the header (issue 16, item 6): on a phone it opens the page, and an
       * element parsed after the footer but shown at the top moved the whole page down once it
       * arrived (a layout shift). From 700 px it is drawn at the bottom, stuck to the screen's edge.
       */}
      {showCookieNotice && settings ? <CookieNotice settings={settings} /> : null}
      <Header settings={settings} brand={brand} />
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      {/*
       * Served, not hydrated (issue 28, item 12; decision 043): the footer is links and text, the
       * same on every page of one language. A new language is a new document (LanguageSwitch).
       */}
      <StaticIsland version={`${brand} ${year}`}>
        <Footer settings={settings} brand={brand} year={year} />
      </StaticIsland>
    </div>
  );
}

/** The first stop of the keyboard on every page: straight to the content. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("nav.skipToContent")}
    </a>
  );
}
