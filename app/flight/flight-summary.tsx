import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "~/charter";
import type { Language } from "~/utils/language";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";
import {
  CLASS_KEYS,
  cardLegs,
  formatCurrentAt,
  formatLegDateTime,
  legLabel,
  priceNoteKey,
  splitDuration,
  type Leg,
} from "~/offers/card-facts";
import { RatesNote } from "~/offers/rates-note";
import { formatMoney, totalIn, type Currency } from "~/offers/results";

/**
 * The opened flight's first screen (issue 28, item 3; decision 041): per leg the departure and
 * arrival (local date and time, city, airport and code) and the flight time; the class and seats;
 * the price with Order; and the offer number with the moment its price was current (spec §2 "Card",
 * which the compact card no longer shows). The rest of the detail follows it.
 */
export function FlightSummary({
  card,
  language,
  airports,
  currency,
  ratesDate,
  order,
}: {
  card: Card;
  language: Language;
  airports: Record<string, AirportSummary>;
  currency: Currency;
  ratesDate: string | null;
  /** The Order button (flight-detail's OrderLink). */
  order: ReactNode;
}) {
  const { t } = useTranslation();
  const legs = cardLegs(card);
  const hasReturn = legs.length > 1;
  const number = card.routes[0]?.number ?? card.id;
  return (
    <div className="flight-summary" data-testid="flight-summary">
      {legs.map((leg) => (
        <SummaryLeg
          key={leg.number}
          leg={leg}
          hasReturn={hasReturn}
          airports={airports}
          language={language}
        />
      ))}
      <dl className="flight-summary__aircraft">
        <div className="flight-summary__fact">
          <dt>{t("flight.detail.class")}</dt>
          <dd data-fact="class">{t(`offers.class.${CLASS_KEYS[card.aircraft_class]}`)}</dd>
        </div>
        <div className="flight-summary__fact">
          <dt>{t("flight.summary.seats")}</dt>
          <dd data-fact="seats">{card.max_pax}</dd>
        </div>
        <div className="flight-summary__fact">
          <dt>{t("flight.detail.year")}</dt>
          <dd data-fact="year">{card.aircraft_year_of_creation}</dd>
        </div>
      </dl>
      <div className="flight-summary__order">
        <p className="flight-summary__price">
          <strong className="flight-summary__amount" data-fact="price">
            {formatMoney(totalIn(card, currency), currency, language)}
          </strong>{" "}
          <span className="flight-summary__price-note">
            {t(priceNoteKey(legs, "flight.price.oneLeg", "flight.price.bothLegs"))}
          </span>
          <RatesNote ratesDate={ratesDate} currency={currency} language={language} variant="beside" />
        </p>
        {order}
      </div>
      <p className="flight-summary__offer" data-fact="offer">
        {t("flight.summary.offer", { number })}
        {" · "}
        <time dateTime={card.datetime}>
          {t("flight.summary.currentAt", { when: formatCurrentAt(card.datetime, language) })}
        </time>
      </p>
    </div>
  );
}

function SummaryLeg({
  leg,
  hasReturn,
  airports,
  language,
}: {
  leg: Leg;
  hasReturn: boolean;
  airports: Record<string, AirportSummary>;
  language: Language;
}) {
  const { t } = useTranslation();
  const { route } = leg;
  const { hours, minutes } = splitDuration(route.flight_time_minutes);
  const duration =
    hours === 0
      ? t("flight.detail.durationMinutes", { minutes })
      : minutes === 0
        ? t("flight.detail.durationHours", { hours })
        : t("flight.detail.duration", { hours, minutes });
  const end = (kind: "departure" | "arrival") => {
    const icao = kind === "departure" ? route.departure_airport : route.arrival_airport;
    const local = kind === "departure" ? route.departure_date_local : route.arrival_date_local;
    const when = formatLegDateTime(local, language);
    const airport = airports[icao];
    return (
      <div className="flight-summary__fact flight-summary__end">
        <dt>{t(`flight.detail.${kind}`)}</dt>
        <dd data-fact={kind}>
          <time className="flight-summary__time" dateTime={local.slice(0, 16)}>
            {when.time}
            <span className="visually-hidden">, </span>
            <span className="flight-summary__date">{when.date}</span>
          </time>
          <span className="flight-summary__airport">
            {airport ? <AirportText airport={airport} language={language} /> : icao}
          </span>
        </dd>
      </div>
    );
  };
  return (
    <div className="flight-summary__leg" data-leg={leg.kind} data-leg-number={leg.number}>
      {hasReturn ? <p className="flight-summary__direction">{legLabel(leg, t)}</p> : null}
      <dl className="flight-summary__route">
        {end("departure")}
        {end("arrival")}
        <div className="flight-summary__fact flight-summary__duration">
          <dt>{t("flight.summary.flightTime")}</dt>
          <dd data-fact="flight-time">{duration}</dd>
        </div>
      </dl>
    </div>
  );
}

/** "Москва, Шереметьево (SVO)"; the city alone where the airport bears its name ("Стамбул (IST)"). */
function AirportText({ airport, language }: { airport: AirportSummary; language: Language }) {
  const city = airportCity(airport, language);
  const name = airportName(airport, language);
  return (
    <>
      <span className="flight-summary__city">{city}</span>
      {name && name !== city ? `, ${name}` : null} ({airport.iata || airport.icao})
    </>
  );
}
