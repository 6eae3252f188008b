import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/utils/language";
import { SearchForm } from "~/search-form/search-form";
import { airportCity } from "~/offers/airport-summary";
import type { ExpiredResults } from "~/offers/result-set.server";

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
          {route ? (
            <p className="search-page__intro">
              {initial.query?.date
                ? t("search.expired.sameDate", { route })
                : t("search.expired.newDate", { route })}
            </p>
          ) : null}
        </section>
        {data.query ? (
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
