import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import type { SearchQuery } from "./address";
import { airportCity, type AirportSummary } from "./airport-summary";
import { formatLegDateTime } from "./card-facts";
import { ContactLinks, useSiteSettings } from "./contact-manager";
import { SearchRequestForm, type SearchRequestResult } from "./search-request-form";

function placeName(icao: string, airports: Record<string, AirportSummary>, language: Language): string {
  const airport = airports[icao];
  return airport ? `${airportCity(airport, language)} (${airport.iata || airport.icao})` : icao;
}

function dateText(local: string, language: Language): string {
  const { date, time } = formatLegDateTime(local, language);
  return `${date}, ${time}`;
}

/**
 * spec §2 and §8: a search that finds nothing says so plainly, warns that sanctions may apply to the
 * route (spec §1: international flights from and to Russia cannot always be searched automatically),
 * gives the contacts and takes a phone number for a manager to search by hand.
 */
export function NotFoundBlock({
  query,
  airports,
  language,
  actionData,
}: {
  query: SearchQuery | null;
  airports: Record<string, AirportSummary>;
  language: Language;
  /** The route action's answer to the request form, after a submission without JavaScript. */
  actionData?: SearchRequestResult;
}) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <section className="offer-not-found" aria-labelledby="offer-not-found-heading" data-not-found="">
      <svg
        className="offer-not-found__icon"
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="m31 31 11 11" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="m16 16 10 10m0-10L16 26" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 id="offer-not-found-heading" className="offer-not-found__heading">
        {t("offers.notFound.heading")}
      </h2>
      {query ? (
        <p className="offer-not-found__route">
          {t("offers.notFound.route", {
            from: placeName(query.from, airports, language),
            to: placeName(query.to, airports, language),
            date: dateText(query.date, language),
          })}
          {query.back ? (
            <>
              <br />
              {t("offers.notFound.routeBack", { date: dateText(query.back, language) })}
            </>
          ) : null}
        </p>
      ) : null}
      <p className="offer-not-found__text">{t("offers.notFound.text")}</p>
      {settings ? (
        <>
          <p className="offer-not-found__text">{t("offers.notFound.contactsIntro")}</p>
          <ContactLinks settings={settings} />
        </>
      ) : null}
      <SearchRequestForm query={query} actionData={actionData} />
    </section>
  );
}
