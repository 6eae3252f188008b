import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/utils/language";
import { SearchForm } from "~/search-form/search-form";
import { airportCity } from "~/offers/airport-summary";
import type { ExpiredResults } from "~/offers/result-set.server";
import { multiSearchPath, type SearchLeg } from "~/offers/address";
import { formatLegDateTime } from "~/offers/card-facts";
import { multiLegFormPath } from "~/search-form/multi-leg-form";

/**
 * An expired multi-leg search (issue 29, item 1): its legs, and a link back to the multi-leg
 * search address (which runs it anew while its first leg can still be flown), or to the
 * multi-city form filled with them to pick new dates.
 */
function MultiLegAgain({ legs, data }: { legs: readonly SearchLeg[]; data: ExpiredResults }) {
  const { t } = useTranslation();
  const { language, airports } = data;
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  const open = (legs[0]?.date ?? "") >= data.earliest.slice(0, 16);
  const path: string[] = [];
  for (const leg of legs) {
    if (path.at(-1) !== leg.from) path.push(leg.from);
    path.push(leg.to);
  }
  return (
    <section className="search-expired__multi" data-testid="expired-multi-leg">
      <p className="search-page__intro">
        {t("multiLeg.expired.route", { count: legs.length, route: path.map(city).join(" → ") })}
      </p>
      <ol className="search-expired__legs">
        {legs.map((leg, index) => {
          const when = formatLegDateTime(leg.date, language);
          return (
            <li key={`${index}-${leg.from}`} data-leg-number={index + 1}>
              {t("multiLeg.leg", { n: index + 1 })}: {city(leg.from)} → {city(leg.to)}, {when.date},{" "}
              {when.time}
            </li>
          );
        })}
      </ol>
      <p className="search-expired__actions">
        {open ? (
          <a className="button button--primary" href={multiSearchPath(legs, language)}>
            {t("multiLeg.expired.again")}
          </a>
        ) : null}{" "}
        <a className={open ? "button" : "button button--primary"} href={multiLegFormPath(legs, language)}>
          {t("multiLeg.expired.form")}
        </a>
      </p>
    </section>
  );
}

/**
 * An expired saved search (API.md "Saved result sets", issue 15 item 1): its prices no longer
 * hold, so instead of stale offers the page says so and offers the same search anew, the route and
 * party filled in (and the date too while it can still be flown).
 */
export function ExpiredResultsScreen({ data }: { data: ExpiredResults }) {
  const { t } = useTranslation();
  const { language, initial } = data;
  const route =
    initial.from && initial.to
      ? t("search.expired.route", {
          from: airportCity(initial.from, language),
          to: airportCity(initial.to, language),
        })
      : null;
  return (
    <div className="search-page">
      <div className="container search-page__inner">
        <section className="search-expired" aria-labelledby="search-expired-title">
          <h1 id="search-expired-title" className="search-page__title">
            {t("search.expired.heading")}
          </h1>
          <p className="search-page__intro">{t("search.expired.intro")}</p>
          {route && !data.query?.legs ? (
            <p className="search-page__intro">
              {initial.query?.date
                ? t("search.expired.sameDate", { route })
                : t("search.expired.newDate", { route })}
            </p>
          ) : null}
        </section>
        {data.query?.legs ? (
          <MultiLegAgain legs={data.query.legs} data={data} />
        ) : data.query ? (
          <SearchForm
            language={language}
            earliest={data.earliest}
            initial={initial}
            errors={{}}
            variant="page"
          />
        ) : (
          <p>
            <Link className="button button--primary" to={localizePath("/el/", language)}>
              {t("search.expired.emptyLegs")}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
