import { Link, useLocation, useMatches } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/content/site-settings";
import { languageFromPath, localizePath } from "~/utils/language";
import type { HeaderHandle, HeaderInfo } from "~/offers/results-data";
import { useFocusTrap } from "~/utils/use-focus-trap";
import { useScrollLock } from "~/utils/use-scroll-lock";
import { ContactIcons } from "./contact-links";
import { CloseIcon, LogoMark, MenuIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { NAV_ITEMS, navHref } from "./nav-items";

export function Header({ settings, brand }: { settings: SiteSettings | null; brand: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const info = useHeaderInfo();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link className="logo" to={localizePath("/", language)} aria-label={t("header.homeLink", { brand })}>
          <LogoMark className="logo__mark" />
          <span className="logo__text" aria-hidden="true">
            {brand}
          </span>
        </Link>
        {info?.tagline ? <p className="site-header__tagline">{t("search.header.tagline")}</p> : null}
        {info?.variants ? (
          // spec §2: on mobile the header shows the number of variants, linking to the search address.
          <Link
            className="site-header__variants"
            to={info.variants.href}
            aria-label={`${t("search.header.variants", { count: info.variants.count })}. ${t("search.header.variantsLabel")}`}
          >
            {t("search.header.variants", { count: info.variants.count })}
          </Link>
        ) : null}
        <div className="site-header__actions">
          {settings ? <ContactIcons settings={settings} className="contact-icons--header" /> : null}
          <LanguageSwitch />
          <SiteMenu settings={settings} />
        </div>
      </div>
    </header>
  );
}

/**
 * What the deepest route with a `handle.header` says about the header (spec §2: a tagline on the
 * search page, the number of variants on mobile). The header reads it from the route's handle, so
 * it knows nothing of the search itself.
 */
function useHeaderInfo(): HeaderInfo | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const header = (match?.handle as HeaderHandle | undefined)?.header;
    if (header) return header(match?.data);
  }
  return null;
}

/**
 * The hamburger menu of spec §2: an overlay that locks page scroll while open; a click on the
 * overlay or an item closes it, and so does Escape. Focus stays inside while it is open.
 */
function SiteMenu({ settings }: { settings: SiteSettings | null }) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const language = languageFromPath(pathname);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useScrollLock(open);
  useFocusTrap(panel, open, close);
  // Any navigation (including back and forward) closes the menu.
  useEffect(close, [pathname, hash, close]);

  return (
    <>
      <button
        type="button"
        className="icon-link menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("nav.openMenu")}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {/* The overlay is a pointer shortcut only: keyboard users close with Escape or the close
          button, so it stays out of the accessibility tree (spec §2: a click on it closes). */}
      <div
        className="menu-overlay"
        hidden={!open}
        onClick={close}
        aria-hidden="true"
        data-testid="menu-overlay"
      />
      <div
        ref={panel}
        id={panelId}
        className="menu-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t("nav.label")}
        hidden={!open}
      >
        <button
          type="button"
          className="icon-link menu-panel__close"
          aria-label={t("nav.closeMenu")}
          onClick={close}
        >
          <CloseIcon />
        </button>
        <nav aria-label={t("nav.label")}>
          <ul className="menu-panel__list">
            {NAV_ITEMS.map((item) => {
              const href = navHref(item.path, language);
              const current = href === pathname;
              return (
                <li key={item.key}>
                  <Link
                    className="menu-panel__link"
                    to={href}
                    aria-current={current ? "page" : undefined}
                    onClick={close}
                  >
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {settings ? <ContactIcons settings={settings} /> : null}
      </div>
    </>
  );
}
