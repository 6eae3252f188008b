import type { ReactNode } from "react";
import type { SiteSettings } from "~/content/site-settings";
import { CookieNotice } from "./cookie-notice";
import { Footer } from "./footer";
import { Header } from "./header";

/** Fallback brand while the site settings cannot be read: the shell still renders. */
const FALLBACK_BRAND = "Charterline";

export function Shell({
  settings,
  showCookieNotice,
  year,
  children,
}: {
  settings: SiteSettings | null;
  showCookieNotice: boolean;
  year: number;
  children: ReactNode;
}) {
  const brand = settings?.brandName ?? FALLBACK_BRAND;
  return (
    <div className="page">
      <Header settings={settings} brand={brand} />
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} brand={brand} year={year} />
      {showCookieNotice && settings ? <CookieNotice settings={settings} /> : null}
    </div>
  );
}
