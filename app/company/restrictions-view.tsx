import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RichTextView } from "~/content/portable-text";
import type { SiteSettings } from "~/content/site-settings";
import { localizePath, type Language } from "~/utils/language";
import { PhoneIcon } from "~/shell/icons";
import { PageHeader, type Breadcrumb } from "~/ui/page-header";
import { Paragraphs } from "~/ui/line-paragraphs";
import type { RestrictionsPage } from "./restrictions-page";

/**
 * The restrictions page of spec §2: why not every international flight is found by the search, the
 * countries open for direct business-jet flights from Russia (sorted in the page's language by the
 * loader), the onward flights anywhere, and a way to the managers (spec §1: the contacts page).
 */
export function RestrictionsView({
  page,
  settings,
  breadcrumbs,
  language,
}: {
  page: Omit<RestrictionsPage, "seo">;
  settings: SiteSettings | null;
  breadcrumbs: Breadcrumb[];
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <article className="company" aria-labelledby="restrictions-title">
      <PageHeader breadcrumbs={breadcrumbs} heading={page.heading} headingId="restrictions-title">
        {page.intro ? (
          <RichTextView
            value={page.intro}
            language={language}
            className="company-prose company-prose--inverse"
          />
        ) : null}
      </PageHeader>

      {page.countries.length > 0 ? (
        <section className="company-band" aria-labelledby="restrictions-countries">
          <div className="container company-section">
            <div className="countries__header">
              <h2 id="restrictions-countries" className="company-section__title">
                {page.countriesHeading}
              </h2>
              <p className="countries__count">
                {t("company.restrictions.countries", { count: page.countries.length })}
              </p>
            </div>
            <ul className="countries">
              {page.countries.map((country) => (
                <li key={country._key} className="country">
                  <span className="country__code" aria-hidden="true">
                    {country.code}
                  </span>
                  <span className="country__name">{country.name}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {page.onward ? (
        <div className="container company-section">
          <RichTextView value={page.onward} language={language} className="company-prose company-callout" />
        </div>
      ) : null}

      {page.contactNote ? (
        <section className="container company-section" aria-label={t("company.pages.contacts")}>
          <div className="company-cta">
            <div className="company-cta__text">
              <Paragraphs text={page.contactNote} />
            </div>
            <div className="company-cta__actions">
              <Link className="button button--primary" to={localizePath("/contacts/", language)}>
                {t("company.restrictions.contactAction")}
              </Link>
              {settings ? (
                <a className="button company-cta__phone" href={settings.phoneHref}>
                  <PhoneIcon className="company-cta__icon" />
                  {settings.phone}
                </a>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}
