import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/content/site-settings";
import { languageFromPath } from "~/utils/language";
import { MESSENGER_NAMES } from "./contact-links";
import { NAV_ITEMS, navHref } from "./nav-items";

/** The footer with contacts (spec §2), the sections, and the legal documents (spec §1). */
export function Footer({
  settings,
  brand,
  year,
}: {
  settings: SiteSettings | null;
  brand: string;
  year: number;
}) {
  const { t } = useTranslation();
  const language = languageFromPath(useLocation().pathname);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="site-footer__heading">
            {t("footer.contactsHeading")}
          </h2>
          {settings ? (
            <dl className="site-footer__contacts">
              <dt>{t("contacts.phoneHeading")}</dt>
              <dd>
                <a href={settings.phoneHref}>{settings.phone}</a>
              </dd>
              <dt>{t("contacts.emailHeading")}</dt>
              <dd>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </dd>
              {settings.messengers.length > 0 ? (
                <>
                  <dt>{t("contacts.messengersHeading")}</dt>
                  <dd className="site-footer__inline-list">
                    {settings.messengers.map((messenger) => (
                      <a key={messenger.kind} href={messenger.url} target="_blank" rel="noopener noreferrer">
                        {MESSENGER_NAMES[messenger.kind]}
                      </a>
                    ))}
                  </dd>
                </>
              ) : null}
              <dt>{t("contacts.addressHeading")}</dt>
              <dd>{settings.address}</dd>
              {settings.workingHours ? (
                <>
                  <dt>{t("contacts.hoursHeading")}</dt>
                  <dd>{settings.workingHours}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className="site-footer__heading">
            {t("footer.navHeading")}
          </h2>
          <ul className="site-footer__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link to={navHref(item.path, language)}>{t(`nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {settings && settings.legalDocuments.length > 0 ? (
          <section aria-labelledby="footer-documents">
            <h2 id="footer-documents" className="site-footer__heading">
              {t("footer.documentsHeading")}
            </h2>
            <ul className="site-footer__list">
              {settings.legalDocuments.map((document) => (
                <li key={document.kind}>
                  <a href={document.href} target="_blank" rel="noopener noreferrer">
                    {document.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="container site-footer__bottom">
        {settings?.footerNote ? <p className="site-footer__note">{settings.footerNote}</p> : null}
        <p>{t("footer.copyright", { year, brand })}</p>
      </div>
    </footer>
  );
}
