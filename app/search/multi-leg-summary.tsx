import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SearchLeg } from "~/offers/address";
import { airportCity, type AirportSummary } from "~/offers/airport-summary";
import { formatLegDateTime } from "~/offers/card-facts";
import { multiLegFormPath } from "~/search-form/multi-leg-form";
import type { Language } from "~/utils/language";

/**
 * The search block of a multi-leg search's results (issue 29, item 1): every leg as asked, each
 * with its label («Перелёт 1» / "Leg 1"), route, local departure and passengers, in place of the
 * one-way top block and its summary (whose date pickers and return switch speak of one leg). It
 * stands at both widths: a phone shows it over the offers, a desktop in the left column. «Изменить
 * маршрут» opens the multi-city form filled with these legs, with and without JavaScript.
 */
export function MultiLegSummary({
  legs,
  airports,
  language,
}: {
  legs: readonly SearchLeg[];
  airports: Record<string, AirportSummary>;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  return (
    <section className="multi-summary" aria-labelledby={id} data-testid="multi-leg-summary">
      <h2 id={id} className="multi-summary__heading">
        {t("multiLeg.summary.label", { count: legs.length })}
      </h2>
      <ol className="multi-summary__legs">
        {legs.map((leg, index) => {
          const when = formatLegDateTime(leg.date, language);
          return (
            <li key={`${index}-${leg.from}`} className="multi-summary__leg" data-leg-number={index + 1}>
              <span className="multi-summary__label">{t("multiLeg.leg", { n: index + 1 })}</span>{" "}
              <span className="multi-summary__route" data-fact="route">
                {t("search.summary.oneWay", { from: city(leg.from), to: city(leg.to) })}
              </span>
              <span className="visually-hidden">, </span>
              <span className="multi-summary__details">
                <time dateTime={leg.date.slice(0, 16)}>
                  {when.date}, {when.time}
                </time>{" "}
                · {t("search.summary.pax", { count: leg.pax })}
              </span>
            </li>
          );
        })}
      </ol>
      <a className="multi-summary__change" href={multiLegFormPath(legs, language)}>
        {t("multiLeg.summary.change")}
      </a>
    </section>
  );
}
