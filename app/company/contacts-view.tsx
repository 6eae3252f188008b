import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/content/site-settings";
import { MESSENGER_NAMES } from "~/shell/contact-links";
import { MailIcon, PhoneIcon, TelegramIcon, ViberIcon, WhatsAppIcon } from "~/shell/icons";
import { PageHeader, type Breadcrumb } from "~/ui/page-header";
import type { ContactsPage } from "./contacts-page";
import { Paragraphs } from "~/ui/line-paragraphs";

const MESSENGER_ICONS = { telegram: TelegramIcon, whatsapp: WhatsAppIcon, viber: ViberIcon } as const;

/**
 * The contacts page of spec §2 (and §1: phone, e-mail, messenger links and address): the site
 * settings' contacts as tel:, mailto: and chat links, then the page's directions and the company's
 * details. Without the site settings (the CMS unreachable since start) the page keeps its own texts.
 */
export function ContactsView({
  page,
  settings,
  breadcrumbs,
}: {
  page: Omit<ContactsPage, "seo">;
  settings: SiteSettings | null;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useTranslation();
  return (
    <article className="company" aria-labelledby="contacts-title">
      <PageHeader
        breadcrumbs={breadcrumbs}
        heading={page.heading}
        headingId="contacts-title"
        intro={page.intro}
      />
      <div className="container company-section contacts">
        {settings ? (
          <section className="contact-card contact-card--primary" aria-labelledby="contacts-reach">
            <h2 id="contacts-reach" className="contact-card__title">
              {t("company.contacts.reachHeading")}
            </h2>
            <address className="contact-list">
              <dl>
                <div className="contact-list__row">
                  <dt>{t("contacts.phoneHeading")}</dt>
                  <dd>
                    <a className="contact-list__primary" href={settings.phoneHref}>
                      <PhoneIcon className="contact-list__icon" />
                      {settings.phone}
                    </a>
                  </dd>
                </div>
                <div className="contact-list__row">
                  <dt>{t("contacts.emailHeading")}</dt>
                  <dd>
                    <a className="contact-list__primary" href={`mailto:${settings.email}`}>
                      <MailIcon className="contact-list__icon" />
                      {settings.email}
                    </a>
                  </dd>
                </div>
                {settings.messengers.length > 0 ? (
                  <div className="contact-list__row">
                    <dt>{t("contacts.messengersHeading")}</dt>
                    <dd className="contact-list__messengers">
                      {settings.messengers.map((messenger) => {
                        const Icon = MESSENGER_ICONS[messenger.kind];
                        return (
                          <a
                            key={messenger.kind}
                            className="company-chip"
                            href={messenger.url}
                            rel="noopener noreferrer"
                          >
                            <Icon className="company-chip__icon" />
                            {MESSENGER_NAMES[messenger.kind]}
                          </a>
                        );
                      })}
                    </dd>
                  </div>
                ) : null}
                <div className="contact-list__row">
                  <dt>{t("contacts.addressHeading")}</dt>
                  <dd>{settings.address}</dd>
                </div>
                {settings.workingHours ? (
                  <div className="contact-list__row">
                    <dt>{t("contacts.hoursHeading")}</dt>
                    <dd>{settings.workingHours}</dd>
                  </div>
                ) : null}
              </dl>
            </address>
          </section>
        ) : null}
        {page.directions || page.requisites ? (
          <div className="contacts__aside">
            {page.directions ? (
              <section className="contact-card" aria-labelledby="contacts-directions">
                <h2 id="contacts-directions" className="contact-card__title">
                  {t("company.contacts.directionsHeading")}
                </h2>
                <Paragraphs text={page.directions} />
              </section>
            ) : null}
            {page.requisites ? (
              <section className="contact-card" aria-labelledby="contacts-requisites">
                <h2 id="contacts-requisites" className="contact-card__title">
                  {t("company.contacts.requisitesHeading")}
                </h2>
                <Paragraphs text={page.requisites} className="contact-card__requisites" />
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
