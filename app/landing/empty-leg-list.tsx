import { useTranslation } from "react-i18next";
import type { EmptyLegPlace, LandingEmptyLeg } from "./empty-legs.server";

/** spec §2, "Landing pages": the upcoming empty legs, each priced for the whole aircraft (in roubles: issue 28, item 10). */
export function EmptyLegList({ legs }: { legs: LandingEmptyLeg[] }) {
  const { t } = useTranslation();
  return (
    <div className="landing-legs">
      <h3 className="landing-legs__heading">{t("landing.emptyLegsHeading")}</h3>
      <p className="landing-legs__note">{t("landing.emptyLegsNote")}</p>
      <ul className="landing-legs__list">
        {legs.map((leg) => (
          <li key={leg.id} className="landing-leg">
            <p className="landing-leg__route">
              <Place place={leg.from} />
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> — </span>
              <Place place={leg.to} />
            </p>
            <dl className="landing-leg__facts">
              <div>
                <dt>{t("landing.departure")}</dt>
                <dd>
                  <time dateTime={leg.departureLocal}>{leg.departureText}</time>
                </dd>
              </div>
              <div>
                <dt>{t("landing.aircraft")}</dt>
                <dd>{leg.aircraftType}</dd>
              </div>
              <div>
                <dt>{t("landing.seats")}</dt>
                <dd>{leg.seats}</dd>
              </div>
            </dl>
            <p className="landing-leg__price">
              <span className="visually-hidden">{t("landing.price")}: </span>
              {leg.priceText}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Place({ place }: { place: EmptyLegPlace }) {
  return (
    <span className="landing-leg__place">
      {place.city}
      {place.airport ? <span className="landing-leg__airport">, {place.airport}</span> : null}
    </span>
  );
}
