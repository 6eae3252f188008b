import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath, type Language } from "~/utils/language";
import { FaqList } from "~/ui/faq-list";
import { Paragraphs } from "~/ui/paragraphs";
import { SearchForm } from "~/search-form/search-form";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";
import { CLASS_KEYS, splitDuration } from "~/offers/card-facts";
import { RatesNote } from "~/offers/rates-note";
import { isDomesticClosure, restrictionReason } from "~/offers/restriction-reason";
import { CURRENCIES, type Currency } from "~/offers/results";
import { routePageQuery } from "./paths";
import type { RouteClassLine, RoutePageView as RoutePageData } from "./route-page.server";

/**
 * A route page (issue 17, item 3): the editors' heading and intro over a search form filled in with
 * the route, the route's facts, the time and live from-price per aircraft class (or, on a route the
 * rules close, spec §8's sanctions message instead of any price), the route's empty legs and the
 * editors' questions. Without JavaScript every part works: the form is a GET form, the currency
 * switch and every price are links, the questions are <details>.
 */
export function RoutePageView({ data, pathname }: { data: RoutePageData; pathname: string }) {
  const { t } = useTranslation();
  const { page, language, from, to } = data;
  const airports = { [from.icao]: from, [to.icao]: to };
  return (
    <div className="landing route-page">
      <section className="landing-hero" aria-labelledby="route-title">
        <div className="container">
          {/* The visible trail of the page's BreadcrumbList JSON-LD. */}
          <nav className="landing-hero__crumbs" aria-label={t("routePage.breadcrumbs")}>
            <ol>
              <li>
                <Link to={localizePath("/", language)}>{t("nav.main")}</Link>
              </li>
              <li aria-current="page">{page.heading}</li>
            </ol>
          </nav>
          <h1 id="route-title" className="landing-hero__title">
            {page.heading}
          </h1>
          <p className="route-page__line">
            <span>
              {airportCity(from, language)} ({from.iata || from.icao})
            </span>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> — </span>
            <span>
              {airportCity(to, language)} ({to.iata || to.icao})
            </span>
            <span className="route-page__distance" data-testid="route-distance">
              {t("routePage.facts.distanceValue", { km: data.distanceText })}
            </span>
          </p>
          <div className="landing-hero__search" data-testid="route-search-form">
            <SearchForm
              language={language}
              earliest={data.earliest}
              variant="hero"
              initial={{
                from,
                to,
                query: { from: from.icao, to: to.icao, date: data.earliest, pax: 1, back: null },
              }}
            />
          </div>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="route-facts">
        <div className="container route-page__grid">
          <div className="route-page__about">
            <h2 id="route-facts" className="landing-section__title">
              {t("routePage.facts.heading")}
            </h2>
            {page.intro ? (
              <div className="route-page__intro">
                <Paragraphs text={page.intro} />
              </div>
            ) : null}
          </div>
          <dl className="route-facts">
            <AirportFact label={t("routePage.facts.from")} airport={from} language={language} />
            <AirportFact label={t("routePage.facts.to")} airport={to} language={language} />
            <div className="route-facts__item">
              <dt>{t("routePage.facts.distance")}</dt>
              <dd>
                <span className="route-facts__value">
                  {t("routePage.facts.distanceValue", { km: data.distanceText })}
                </span>
                <span className="route-facts__note">{t("routePage.facts.distanceNote")}</span>
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="landing-section landing-section--tinted" aria-labelledby="route-prices">
        <div className="container">
          {data.restriction ? (
            <div className="route-closed" data-testid="route-restriction" role="note">
              <h2 id="route-prices" className="landing-section__title">
                {t("offers.restriction.heading")}
              </h2>
              <p className="route-closed__reason">
                {restrictionReason(data.restriction, airports, language, t)}
              </p>
              {/* issue 26, item 9: a change of planes abroad is the advice for foreign airspace only. */}
              <p>
                {t(
                  isDomesticClosure(data.restriction)
                    ? "offers.restriction.textDomestic"
                    : "offers.restriction.text",
                )}
              </p>
              <p>
                <Link className="route-closed__link" to={localizePath("/restrictions/", language)}>
                  {t("offers.restriction.link")}
                </Link>
              </p>
            </div>
          ) : (
            <>
              <div className="landing-section__head">
                <h2 id="route-prices" className="landing-section__title">
                  {t("routePage.classes.heading")}
                </h2>
                <p className="landing-section__caption">{t("routePage.classes.caption")}</p>
              </div>
              <CurrencySwitch pathname={pathname} currency={data.currency} language={language} />
              {data.pricesKnown ? null : (
                <p className="route-classes__warning">{t("routePage.classes.pricesUnavailable")}</p>
              )}
              <ClassTable lines={data.classes} />
              <RatesNote
                ratesDate={data.ratesDate}
                currency={data.currency}
                language={language}
                variant="line"
                className="route-classes__rates"
              />
            </>
          )}
          <p className="route-page__search-link">
            <Link to={data.searchHref} data-testid="route-search-link">
              {t("routePage.search.link")}
            </Link>
          </p>
        </div>
      </section>

      {data.emptyLegs.length > 0 ? (
        <section className="landing-section" aria-labelledby="route-legs">
          <div className="container">
            <div className="landing-section__head">
              <h2 id="route-legs" className="landing-section__title">
                {t("routePage.emptyLegs.heading")}
              </h2>
              <p className="landing-section__caption">{t("routePage.emptyLegs.note")}</p>
            </div>
            <ul className="landing-legs__list">
              {data.emptyLegs.map((leg) => (
                <li key={leg.id} className="landing-leg">
                  <dl className="landing-leg__facts">
                    <div>
                      <dt>{t("routePage.emptyLegs.departure")}</dt>
                      <dd>
                        <time dateTime={leg.departureLocal}>{leg.departureText}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t("routePage.emptyLegs.aircraft")}</dt>
                      <dd>{leg.aircraftType}</dd>
                    </div>
                    <div>
                      <dt>{t("routePage.emptyLegs.seats")}</dt>
                      <dd>{leg.seats}</dd>
                    </div>
                  </dl>
                  <p className="landing-leg__price">
                    <span className="visually-hidden">{t("routePage.emptyLegs.price")}: </span>
                    {leg.priceText}
                  </p>
                  <Link className="route-card__link" to={leg.href}>
                    {t("routePage.emptyLegs.open")}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="route-page__search-link">
              <Link to={data.emptyLegsHref}>{t("routePage.emptyLegs.all")}</Link>
            </p>
          </div>
        </section>
      ) : null}

      {page.faq.length > 0 ? (
        <section className="landing-section landing-section--tinted" aria-labelledby="route-faq">
          <div className="container landing-faq">
            <div className="landing-section__head">
              <h2 id="route-faq" className="landing-section__title">
                {t("routePage.faqHeading")}
              </h2>
            </div>
            <FaqList items={page.faq} />
          </div>
        </section>
      ) : null}
    </div>
  );
}

function AirportFact({
  label,
  airport,
  language,
}: {
  label: string;
  airport: AirportSummary;
  language: Language;
}) {
  return (
    <div className="route-facts__item">
      <dt>{label}</dt>
      <dd>
        <span className="route-facts__value">{airportCity(airport, language)}</span>
        <span className="route-facts__note">
          {airportName(airport, language)} · {[airport.iata, airport.icao].filter(Boolean).join(" / ")}
        </span>
      </dd>
    </div>
  );
}

function ClassTable({ lines }: { lines: RouteClassLine[] }) {
  const { t } = useTranslation();
  const duration = (minutes: number) => {
    const parts = splitDuration(minutes);
    return parts.minutes === 0
      ? t("routePage.classes.durationHours", parts)
      : t("routePage.classes.duration", parts);
  };
  return (
    <table className="route-classes" data-testid="route-classes">
      <thead>
        <tr>
          <th scope="col">{t("routePage.classes.class")}</th>
          <th scope="col">{t("routePage.classes.time")}</th>
          <th scope="col">{t("routePage.classes.price")}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.aircraftClass ?? "any"} data-class={line.aircraftClass ?? "any"}>
            <th scope="row">
              {line.aircraftClass
                ? t(`offers.class.${CLASS_KEYS[line.aircraftClass]}`)
                : t("routePage.classes.anyClass")}
            </th>
            <td data-label={t("routePage.classes.time")}>
              {line.minutes === null ? "—" : duration(line.minutes)}
            </td>
            <td data-label={t("routePage.classes.price")} className="route-classes__price">
              {line.priceText && line.searchHref ? (
                <Link to={line.searchHref} data-testid="route-class-price">
                  {line.priceText}
                </Link>
              ) : (
                <span className="route-classes__none" title={t("routePage.classes.noPriceHint")}>
                  {t("routePage.classes.noPrice")}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The visitor's currency rides in the query string, as on the results and empty-leg screens. */
function CurrencySwitch({
  pathname,
  currency,
  language,
}: {
  pathname: string;
  currency: Currency;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <nav className="route-currency" aria-label={t("emptyLegs.currency.label")}>
      {CURRENCIES.map((option) => (
        <Link
          key={option}
          className="route-currency__option"
          to={`${pathname}${routePageQuery(option, language)}`}
          aria-current={option === currency ? "true" : undefined}
          preventScrollReset
          replace
        >
          {t(`emptyLegs.currency.${option}`)}
        </Link>
      ))}
    </nav>
  );
}
