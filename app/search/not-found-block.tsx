import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Restriction } from "~/charter";
import { LOCALE_TAGS, localizePath, type Language } from "~/utils/language";
import { searchPath, type SearchQuery } from "~/offers/address";
import { airportCity, type AirportSummary } from "~/offers/airport-summary";
import { formatLegDateTime } from "~/offers/card-facts";
import { useSiteSettings } from "~/shell/root-data";
import { ContactLinks } from "./contact-manager";
import { closedLegOf, isDomesticClosure, restrictionReason } from "~/offers/restriction-reason";
import type { NearestOpen } from "./nearest-open";
import { SearchRequestForm, type SearchRequestResult } from "./search-request-form";
import { WatchCallout } from "~/forms/watch-form";
import { windowAround } from "~/forms/watch-rules";
import { WATCH_MAX_PAX } from "~/charter";

function placeName(icao: string, airports: Record<string, AirportSummary>, language: Language): string {
  const airport = airports[icao];
  return airport ? `${airportCity(airport, language)} (${airport.iata || airport.icao})` : icao;
}

function dateText(local: string, language: Language): string {
  const { date, time } = formatLegDateTime(local, language);
  return `${date}, ${time}`;
}

/**
 * issue 26, item 9: the open airports nearest a closed Russian one, by great circle, each a link to
 * the same search with that airport in place of the closed one where that alone opens the route.
 */
function NearestOpenList({
  nearest,
  query,
  airports,
  language,
  several,
}: {
  nearest: NearestOpen;
  query: SearchQuery | null;
  airports: Record<string, AirportSummary>;
  language: Language;
  /** More than one closed airport: each list says which one it is near. */
  several: boolean;
}) {
  const { t } = useTranslation();
  const kilometres = new Intl.NumberFormat(LOCALE_TAGS[language], { maximumFractionDigits: 0 });
  const linked = query && nearest.replaces ? { query, end: nearest.replaces } : null;
  return (
    <div className="offer-not-found__nearest" data-testid="restriction-nearest" data-closed={nearest.closed}>
      <p className="offer-not-found__nearest-label">
        {several
          ? t("offers.restriction.nearestTo", { closed: placeName(nearest.closed, airports, language) })
          : t("offers.restriction.nearest")}
      </p>
      <ul className="offer-not-found__nearest-list">
        {nearest.airports.map(({ airport, km }) => {
          const name = airportCity(airport, language);
          const distance = t("offers.restriction.distance", { km: kilometres.format(km) });
          return (
            <li key={airport.icao} data-icao={airport.icao}>
              {linked ? (
                <Link
                  className="offer-not-found__link"
                  to={searchPath({ ...linked.query, [linked.end]: airport.icao }, language)}
                >
                  {name}
                </Link>
              ) : (
                name
              )}{" "}
              <span className="offer-not-found__distance">({distance})</span>
            </li>
          );
        })}
      </ul>
      {linked ? (
        <p className="offer-not-found__nearest-hint">{t("offers.restriction.nearestSearch")}</p>
      ) : null}
    </div>
  );
}

/**
 * spec §2 and §8: a search that finds nothing says so plainly, warns that sanctions may apply to the
 * route (spec §1: international flights from and to Russia cannot always be searched automatically),
 * gives the contacts and takes a phone number for a manager to search by hand. When the engine knows
 * the route is closed (API.md `restriction`, issue 14 item 2), the sanctions message names what
 * closes it, the airport or the country, and links the Restrictions page, which lists where one can
 * fly and how to fly on; the request form stays, for a manager to plan the way round. A Russian
 * airport closed at home gets the nearest open ones instead of a change of planes abroad (issue 26,
 * item 9).
 */
export function NotFoundBlock({
  query,
  airports,
  language,
  restriction = null,
  nearestOpen = [],
  actionData,
}: {
  query: SearchQuery | null;
  airports: Record<string, AirportSummary>;
  language: Language;
  restriction?: Restriction | null;
  /** For a domestic closure, the open airports nearest each closed one (issue 26, item 9). */
  nearestOpen?: NearestOpen[];
  /** The route action's answer to the request form, after a submission without JavaScript. */
  actionData?: SearchRequestResult;
}) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  // API.md `restriction.leg` (decision 045): the first closed leg of a multi-leg search, from 1.
  const closedLeg = closedLegOf(restriction, query);
  return (
    <section
      className={restriction ? "offer-not-found offer-not-found--restricted" : "offer-not-found"}
      aria-labelledby="offer-not-found-heading"
      data-not-found=""
      data-restriction={restriction?.code}
    >
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
        {closedLeg
          ? t("multiLeg.closed.heading", { leg: closedLeg.number })
          : restriction
            ? t("offers.restriction.heading")
            : t("offers.notFound.heading")}
      </h2>
      {query?.legs ? (
        // Issue 29, item 1: every leg of a multi-leg search, by its number.
        <ol className="offer-not-found__route offer-not-found__legs">
          {query.legs.map((leg, index) => (
            <li key={`${index}-${leg.from}`} data-leg-number={index + 1}>
              {t("multiLeg.leg", { n: index + 1 })}:{" "}
              {t("offers.card.route", {
                from: placeName(leg.from, airports, language),
                to: placeName(leg.to, airports, language),
              })}
              , {dateText(leg.date, language)}
            </li>
          ))}
        </ol>
      ) : query ? (
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
      {restriction ? (
        <>
          <p
            className="offer-not-found__reason"
            data-testid="restriction-reason"
            data-leg-number={closedLeg?.number}
          >
            {/* Issue 29, item 1: a closed leg of a multi-leg search says which it is, then why. */}
            {closedLeg ? (
              <>
                <strong>
                  {t("multiLeg.closed.leg", {
                    leg: closedLeg.number,
                    from: placeName(closedLeg.from, airports, language),
                    to: placeName(closedLeg.to, airports, language),
                  })}
                </strong>{" "}
              </>
            ) : null}
            {restrictionReason(restriction, airports, language, t)}
          </p>
          {/* issue 26, item 9: a change of planes abroad is the advice for foreign airspace only. */}
          <p className="offer-not-found__text">
            {t(
              isDomesticClosure(restriction) ? "offers.restriction.textDomestic" : "offers.restriction.text",
            )}
          </p>
          {/* The nearest-open links swap one airport of a one-way search; a multi-leg one has none yet. */}
          {(query?.legs ? [] : nearestOpen).map((nearest) => (
            <NearestOpenList
              key={nearest.closed}
              nearest={nearest}
              query={query}
              airports={airports}
              language={language}
              several={nearestOpen.length > 1}
            />
          ))}
          <p className="offer-not-found__text">
            <Link className="offer-not-found__link" to={localizePath("/restrictions/", language)}>
              {t("offers.restriction.link")}
            </Link>
          </p>
        </>
      ) : (
        <p className="offer-not-found__text">{t("offers.notFound.text")}</p>
      )}
      {settings ? (
        <>
          <p className="offer-not-found__text">{t("offers.notFound.contactsIntro")}</p>
          <ContactLinks settings={settings} />
        </>
      ) : null}
      <SearchRequestForm query={query} actionData={actionData} />
      {/* Issue 29, item 2 ("where to subscribe: a results page with no offers"): an empty leg on
          this route within three days of the date, when one goes on sale. Not for a closed route
          or a multi-leg trip, which no single leg answers. */}
      {query && !query.legs && !restriction ? (
        <WatchCallout
          language={language}
          text="search"
          prefill={{
            from: query.from,
            to: query.to,
            window: windowAround(query.date),
            pax: Math.min(query.pax, WATCH_MAX_PAX),
          }}
        />
      ) : null}
    </section>
  );
}
