import { useSearchParams } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "~/charter";
import type { Language } from "~/utils/language";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";
import { cardLegs, formatLegDateTime, legLabel } from "~/offers/card-facts";
import { currencyOf, formatMoney, totalIn } from "~/offers/results";

/**
 * The card being ordered, on the order page (the dialog sits on the flight page, which shows it
 * all): per leg the route and the airport-local departure, the aircraft, the price for the whole
 * aircraft in the page's currency (decision 033: the language's own unless `?currency=` picks
 * another) and the offer number an operator knows.
 */
export function OrderSummary({
  card,
  airports,
  language,
}: {
  card: Card;
  airports: Record<string, AirportSummary>;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const legs = cardLegs(card);
  const [params] = useSearchParams();
  const currency = currencyOf(params, language);
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  const airportLabel = (icao: string) => {
    const airport = airports[icao];
    return airport ? `${airportName(airport, language)}, ${airport.iata || airport.icao}` : icao;
  };
  return (
    <section className="order-summary" aria-labelledby={id}>
      <h2 id={id} className="order-summary__heading">
        {t("booking.summary.label")}
      </h2>
      {legs.map((leg) => {
        const { kind, number, route } = leg;
        const departure = formatLegDateTime(route.departure_date_local, language);
        return (
          <div key={number} className="order-summary__leg" data-leg={kind} data-leg-number={number}>
            <p className="order-summary__route">
              {legs.length > 1 ? <span className="order-summary__direction">{legLabel(leg, t)} </span> : null}
              {t("booking.summary.route", {
                from: city(route.departure_airport),
                to: city(route.arrival_airport),
              })}
            </p>
            <dl className="order-summary__facts">
              <div className="order-summary__row">
                <dt>{t("booking.summary.departure")}</dt>
                <dd>
                  <time dateTime={route.departure_date_local.slice(0, 16)}>
                    {departure.date}, {departure.time}
                  </time>{" "}
                  <span className="order-summary__hint">
                    {airportLabel(route.departure_airport)} · {t("booking.summary.localTime")}
                  </span>
                </dd>
              </div>
              <div className="order-summary__row">
                <dt>{t("booking.summary.number")}</dt>
                <dd>{route.number}</dd>
              </div>
            </dl>
          </div>
        );
      })}
      <dl className="order-summary__facts">
        <div className="order-summary__row">
          <dt>{t("booking.summary.aircraft")}</dt>
          <dd>{card.aircraft_type}</dd>
        </div>
        <div className="order-summary__row">
          <dt>{t("booking.summary.price")}</dt>
          <dd>
            <strong data-testid="order-total">
              {formatMoney(totalIn(card, currency), currency, language)}
            </strong>{" "}
            <span className="order-summary__hint">{t("booking.summary.priceNote")}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
