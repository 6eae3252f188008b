import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import { RichTextView } from "~/content/portable-text";
import type { Language } from "~/utils/language";
import { PageHeader, type Breadcrumb } from "~/ui/page-header";
import type { AboutPage } from "./about-page";
import { Paragraphs } from "~/ui/line-paragraphs";

/** The about page of spec §2: the story, facts, pictures, certificates and the two team cards. */
export function AboutView({
  page,
  breadcrumbs,
  language,
}: {
  page: Omit<AboutPage, "seo">;
  breadcrumbs: Breadcrumb[];
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <article className="company" aria-labelledby="about-title">
      <PageHeader
        breadcrumbs={breadcrumbs}
        heading={page.heading}
        headingId="about-title"
        intro={page.intro}
      />

      {page.facts.length > 0 ? (
        <div className="container">
          <ul className="about-facts" aria-label={t("company.about.factsLabel")}>
            {page.facts.map((fact) => (
              <li key={fact._key} className="about-facts__item">
                <span className="about-facts__value">{fact.value}</span>
                <span className="about-facts__label">{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {page.body || page.pictures.length > 0 ? (
        <div className="container company-section about-story">
          {page.body ? (
            <RichTextView value={page.body} language={language} className="company-prose about-story__text" />
          ) : null}
          {page.pictures.length > 0 ? (
            <ul className="about-gallery">
              {page.pictures.map((picture) => (
                <li key={picture._key} className="about-gallery__item">
                  <CmsPicture
                    image={picture}
                    className="about-gallery__image"
                    sizes="(min-width: 1000px) 460px, (min-width: 700px) 50vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {page.certificates.length > 0 ? (
        <section className="company-band" aria-labelledby="about-certificates">
          <div className="container company-section">
            <h2 id="about-certificates" className="company-section__title">
              {page.certificatesHeading}
            </h2>
            <ul className="certificates">
              {page.certificates.map((certificate) => (
                <li key={certificate._key} className="certificate">
                  {certificate.image ? (
                    // The scan opens in full on click; a link works without JavaScript too.
                    <a
                      className="certificate__scan"
                      href={certificate.image.url}
                      aria-label={t("company.about.openScan", { title: certificate.title })}
                    >
                      <CmsPicture
                        image={certificate.image}
                        className="certificate__image"
                        sizes="(min-width: 1000px) 360px, (min-width: 700px) 33vw, 100vw"
                        decorative
                      />
                    </a>
                  ) : null}
                  <div className="certificate__body">
                    <h3 className="certificate__title">{certificate.title}</h3>
                    {certificate.issuer ? <p className="certificate__issuer">{certificate.issuer}</p> : null}
                    {certificate.number ? (
                      <p className="certificate__number">
                        {t("company.about.certificateNumber", { number: certificate.number })}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {page.team.length > 0 ? (
        <section className="container company-section" aria-labelledby="about-team">
          <h2 id="about-team" className="company-section__title">
            {page.teamHeading}
          </h2>
          <ul className="team">
            {page.team.map((member) => (
              <li key={member._key} className={member.photo ? "team-card" : "team-card team-card--no-photo"}>
                {member.photo ? (
                  <CmsPicture
                    image={member.photo}
                    className="team-card__photo"
                    sizes="(min-width: 700px) 200px, 40vw"
                  />
                ) : null}
                <div className="team-card__body">
                  <h3 className="team-card__name">{member.name}</h3>
                  <p className="team-card__role">{member.role}</p>
                  {member.bio ? <Paragraphs text={member.bio} className="team-card__bio" /> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
