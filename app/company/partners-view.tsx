import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import type { SiteSettings } from "~/content/site-settings";
import { PartnerEnquiryForm } from "~/forms/partner-form";
import type { PartnerAnswer } from "~/forms/lead-rules";
import { MailIcon, PhoneIcon } from "~/shell/icons";
import { PageHeader, type Breadcrumb } from "~/ui/page-header";
import { Paragraphs } from "~/ui/line-paragraphs";
import type { Partner, PartnersPage } from "./partners-page";

/**
 * The partners page of spec §2: every partner operator in the editors' order, then the invitation
 * to airlines and brokers (spec §1) with its enquiry form (spec §4, app/leads/partner-form.tsx),
 * and the phone and e-mail of the site settings for those who would rather write or call.
 */
export function PartnersView({
  page,
  settings,
  breadcrumbs,
  actionData,
}: {
  page: Omit<PartnersPage, "seo">;
  settings: SiteSettings | null;
  breadcrumbs: Breadcrumb[];
  /** The route action's answer to the enquiry form, after a submission without JavaScript. */
  actionData?: PartnerAnswer;
}) {
  const { t } = useTranslation();
  return (
    <article className="company" aria-labelledby="partners-title">
      <PageHeader
        breadcrumbs={breadcrumbs}
        heading={page.heading}
        headingId="partners-title"
        intro={page.intro}
      />
      {page.partners.length > 0 ? (
        <section className="container company-section" aria-labelledby="partners-list">
          <h2 id="partners-list" className="company-section__title">
            {page.partnersHeading}
          </h2>
          <ul className="partners">
            {page.partners.map((partner) => (
              <PartnerCard key={partner._id} partner={partner} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="container company-section" aria-labelledby="partners-enquiry">
        <div className="company-cta partner-enquiry">
          <div className="company-cta__text">
            <h2 id="partners-enquiry" className="company-cta__title">
              {page.formHeading}
            </h2>
            {page.formText ? <Paragraphs text={page.formText} /> : null}
            {settings ? (
              <div className="partner-enquiry__direct">
                <p className="partner-enquiry__direct-label">{t("leads.partner.direct")}</p>
                <div className="company-cta__actions">
                  <a className="button" href={`mailto:${settings.email}`}>
                    <MailIcon className="company-cta__icon" />
                    {settings.email}
                  </a>
                  <a className="button company-cta__phone" href={settings.phoneHref}>
                    <PhoneIcon className="company-cta__icon" />
                    {settings.phone}
                  </a>
                </div>
              </div>
            ) : null}
          </div>
          <PartnerEnquiryForm actionData={actionData} />
        </div>
      </section>
    </article>
  );
}

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  return (
    <li className="partner">
      <div className="partner__logo">
        {partner.logo ? (
          <CmsPicture image={partner.logo} className="partner__logo-image" sizes="240px" decorative />
        ) : (
          <span className="partner__monogram" aria-hidden="true">
            {partner.name.slice(0, 1)}
          </span>
        )}
      </div>
      <h3 className="partner__name">{partner.name}</h3>
      {partner.description ? (
        <Paragraphs text={partner.description} className="partner__description" />
      ) : null}
      {partner.fleet || partner.base ? (
        <dl className="partner__facts">
          {partner.fleet ? (
            <div>
              <dt>{t("company.partners.fleet")}</dt>
              <dd>{partner.fleet}</dd>
            </div>
          ) : null}
          {partner.base ? (
            <div>
              <dt>{t("company.partners.base")}</dt>
              <dd>{partner.base}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {partner.url ? (
        <a
          className="partner__link"
          href={partner.url}
          rel="noopener noreferrer"
          aria-label={t("company.partners.websiteOf", { name: partner.name })}
        >
          {t("company.partners.website")}
          <span aria-hidden="true"> →</span>
        </a>
      ) : null}
    </li>
  );
}
