import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SearchForm } from "~/search-form/search-form";
import { EmptyLegList } from "./empty-leg-list";
import { FaqList } from "~/ui/faq-list";
import type { LandingView as LandingViewData } from "./landing.server";
import { Paragraphs } from "~/ui/paragraphs";
import { RouteCarousel } from "./route-carousel";

/**
 * A landing page (spec §2, "Landing pages"). Every word of it comes from the CMS document except the
 * interface labels (locale key `landing`). The search form of spec §2 sits under the heading, and
 * the route carousels lead into the search too. A block whose fields an editor left empty is left
 * out. Landing pages exist in Russian only (spec §2), so the form is Russian.
 */
export function LandingView({ data }: { data: LandingViewData }) {
  const { t } = useTranslation();
  const { page, routes, emptyLegs } = data;
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="container">
          {/* The visible trail of the page's BreadcrumbList JSON-LD. */}
          <nav className="landing-hero__crumbs" aria-label={t("landing.breadcrumbs")}>
            <ol>
              <li>
                <Link to="/">{t("nav.main")}</Link>
              </li>
              <li aria-current="page">{page.header}</li>
            </ol>
          </nav>
          <h1 id="landing-title" className="landing-hero__title">
            {page.header}
          </h1>
          <div className="landing-hero__search">
            <SearchForm language="ru" earliest={data.earliest} variant="hero" />
          </div>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="landing-routes">
        <div className="container">
          <SectionHead
            id="landing-routes"
            header={page.searchResults.header}
            caption={page.searchResults.caption}
          >
            {t("landing.routesFallbackHeading")}
          </SectionHead>
          {routes.international.length > 0 ? (
            <RouteCarousel heading={t("landing.internationalRoutes")} cards={routes.international} />
          ) : null}
          {routes.domestic.length > 0 ? (
            <RouteCarousel heading={t("landing.domesticRoutes")} cards={routes.domestic} />
          ) : null}
        </div>
      </section>

      {page.benefits.messages.length > 0 ? (
        <section className="landing-section landing-section--tinted" aria-labelledby="landing-benefits">
          <div className="container">
            <SectionHead id="landing-benefits" header={page.benefits.header} caption={page.benefits.caption}>
              {t("landing.benefitsFallbackHeading")}
            </SectionHead>
            <ol className="landing-benefits">
              {page.benefits.messages.map((message, index) => (
                <li key={index} className="landing-benefits__item">
                  <Paragraphs text={message} />
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}

      {page.jet.header || page.jet.caption || emptyLegs.length > 0 ? (
        <section className="landing-section" aria-labelledby="landing-jets">
          <div className="container">
            <SectionHead id="landing-jets" header={page.jet.header} caption={page.jet.caption}>
              {t("landing.emptyLegsHeading")}
            </SectionHead>
            {emptyLegs.length > 0 ? <EmptyLegList legs={emptyLegs} /> : null}
          </div>
        </section>
      ) : null}

      {page.faq.items.length > 0 ? (
        <section className="landing-section landing-section--tinted" aria-labelledby="landing-faq">
          <div className="container landing-faq">
            <SectionHead id="landing-faq" header={page.faq.header} caption={null}>
              {t("landing.faqFallbackHeading")}
            </SectionHead>
            <FaqList items={page.faq.items} />
            {page.faq.caption ? (
              <div className="landing-section__caption">
                <Paragraphs text={page.faq.caption} />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {page.footer.left || page.footer.right ? (
        <div className="landing-section landing-about">
          <div className="container landing-about__grid">
            {page.footer.left ? (
              <div>
                <Paragraphs text={page.footer.left} />
              </div>
            ) : null}
            {page.footer.right ? (
              <div>
                <Paragraphs text={page.footer.right} />
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A block's heading and caption from the CMS; the interface's own heading if the editor left none. */
function SectionHead({
  id,
  header,
  caption,
  children,
}: {
  id: string;
  header: string | null;
  caption: string | null;
  children: string;
}) {
  return (
    <div className="landing-section__head">
      <h2 id={id} className="landing-section__title">
        {header ?? children}
      </h2>
      {caption ? (
        <div className="landing-section__caption">
          <Paragraphs text={caption} />
        </div>
      ) : null}
    </div>
  );
}
