import { shortAirportName } from "~/offers/flight-facts";
import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type Card, type EmptyLegCard, isTypeDrawing } from "~/charter";
import type { Language } from "~/utils/language";
import type { SearchQuery } from "./address";
import { AircraftPicture } from "./aircraft-picture";
import { airportCity, airportName, type AirportSummary } from "./airport-summary";
import {
  CLASS_KEYS,
  cardLegs,
  cardWarnings,
  emptyLegSaving,
  formatCardTotal,
  formatCo2Tonnes,
  formatCurrentAt,
  formatDepartureWindow,
  formatLegDateTime,
  splitDuration,
  type Leg,
  type WarningKind,
} from "./card-facts";
import { formatMoney, type Currency } from "./results";

/** The photo's intrinsic box: the CMS thumbnails are 3:2; CSS crops whatever arrives to it. */
const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 320;
/** The alt text of an operator's photo by what it shows (issue 27, item 5). */
const PHOTO_ALT = {
  exterior: "offers.card.photoExterior",
  cabin: "offers.card.photoCabin",
  seats: "offers.card.photoSeats",
} as const;

export interface OfferCardProps {
  /** An empty leg's card may carry the window it leaves in (issue 28, item 11). */
  card: Card | EmptyLegCard;
  language: Language;
  currency: Currency;
  /** The visitor's search; null for an empty-leg card, which answers no request and warns of nothing. */
  query: SearchQuery | null;
  /** Airports by ICAO; a missing one is shown by its code. */
  airports: Record<string, AirportSummary>;
  /** The card's flight view. */
  href: string;
  /** The card opened in the flight view (spec §2). */
  selected?: boolean;
  /** spec §2: beside a selected offer, those with another price or aircraft are dimmed. */
  dimmed?: boolean;
  /** The first card of a list: its photo is in the first screen, so it is not lazy. */
  eager?: boolean;
  /** The heading level of the card's title in its page's outline (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * One offer of the results, flight and empty-leg screens (spec §2 "Card"): departure date and time
 * per leg, the airports, flight time, seats, aircraft type, class and year, the photo, the total in
 * the chosen currency, the warnings against the request (spec §8) and the offer number with the
 * moment its information was current. The whole card opens the flight view: one link, stretched
 * over the card by CSS, named by the aircraft type and the price, so nothing interactive is nested.
 */
export function OfferCard({
  card,
  language,
  currency,
  query,
  airports,
  href,
  selected = false,
  dimmed = false,
  eager = false,
  headingLevel = 2,
}: OfferCardProps) {
  const { t } = useTranslation();
  const warningId = useId();
  const legs = cardLegs(card);
  const hasReturn = legs.length > 1;
  const warnings = cardWarnings(card, query);
  const price = formatCardTotal(card, currency, language);
  // Issue 28, item 11: an empty leg shows what it saves, the normal price struck through.
  const saving = card.is_empty_leg ? emptyLegSaving(card, currency) : null;
  const departureWindow = "departure_window" in card ? card.departure_window : null;
  // The operator's own photo first (issue 27, item 5); the CMS picture or the type's drawing otherwise.
  const photo = card.aircraft_photos?.[0];
  const offerNumber = card.routes[0]?.number ?? card.id;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const classes = ["offer-card"];
  if (selected) classes.push("offer-card--selected");
  if (dimmed) classes.push("offer-card--dimmed");
  if (card.is_empty_leg) classes.push("offer-card--empty-leg");

  return (
    <article className={classes.join(" ")} data-card-id={card.id}>
      <div className="offer-card__media">
        {photo ? (
          <AircraftPicture
            className="offer-card__photo offer-card__photo--own"
            photo={photo}
            alt={t(PHOTO_ALT[photo.kind], { type: card.aircraft_type, tail: card.aircraft })}
            sizes="(min-width: 900px) 300px, 100vw"
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            eager={eager}
          />
        ) : card.aircraft_picture_url ? (
          <img
            className="offer-card__photo"
            src={card.aircraft_picture_url}
            // The aircraft type is the link's name right beside it: a photo adds no words; a type's
            // drawing (an aircraft without pictures of its own, issue 16) says it is one.
            alt={
              isTypeDrawing(card.aircraft_picture_url)
                ? t("offers.card.typeDrawingAlt", { type: card.aircraft_type })
                : ""
            }
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={eager ? "eager" : "lazy"}
            decoding={eager ? "auto" : "async"}
          />
        ) : (
          <PhotoPlaceholder />
        )}
        {/* Not colour alone: the opened offer also says so in words (aria-current tells the ear). */}
        {selected ? (
          <span className="offer-card__badge offer-card__badge--selected" aria-hidden="true">
            {t("offers.card.selected")}
          </span>
        ) : null}
        {card.is_empty_leg ? (
          <span className="offer-card__badge offer-card__badge--empty-leg">{t("offers.card.emptyLeg")}</span>
        ) : null}
      </div>

      <div className="offer-card__body">
        <header className="offer-card__header">
          <Heading className="offer-card__title">
            <Link
              to={href}
              className="offer-card__link"
              aria-current={selected ? "true" : undefined}
              aria-describedby={warnings.kind ? warningId : undefined}
            >
              {card.aircraft_type}
              {/* The price is in the footer for the eye; the link's name carries it for the ear. */}
              <span className="visually-hidden">, {price}</span>
            </Link>
          </Heading>
          <dl className="offer-card__aircraft">
            <div className="offer-card__fact">
              <dt>{t("offers.card.classLabel")}</dt>
              <dd data-fact="class">{t(`offers.class.${CLASS_KEYS[card.aircraft_class]}`)}</dd>
            </div>
            <div className="offer-card__fact">
              <dt>{t("offers.card.yearLabel")}</dt>
              <dd data-fact="year">{t("offers.card.year", { year: card.aircraft_year_of_creation })}</dd>
            </div>
            <div className="offer-card__fact offer-card__fact--bare">
              <dt>{t("offers.card.seatsLabel")}</dt>
              <dd data-fact="seats">{t("offers.card.seats", { count: card.max_pax })}</dd>
            </div>
          </dl>
          {/* Issue 27, item 2: who operates it; its documents are on the flight page. */}
          {card.operator ? (
            <p className="offer-card__operator" data-fact="operator">
              {t("offers.card.operator", {
                name: language === "ru" ? card.operator.name_ru : card.operator.name,
              })}
            </p>
          ) : null}
        </header>

        {warnings.kind ? <WarningBadge id={warningId} kind={warnings.kind} /> : null}

        <ol className="offer-card__legs">
          {legs.map((leg) => (
            <LegRow
              key={leg.kind}
              leg={leg}
              labelled={hasReturn}
              warning={warnings[leg.kind]}
              airports={airports}
              language={language}
              departureWindow={leg.kind === "there" ? (departureWindow ?? null) : null}
            />
          ))}
        </ol>

        {/* issue 14 item 4: the whole trip's CO2, the positioning flights the price pays for included. */}
        <p className="offer-card__co2" data-fact="co2">
          {t("offers.card.co2", { value: formatCo2Tonnes(card.co2_kg, language) })}
        </p>

        <footer className="offer-card__footer">
          {saving ? (
            <p className="offer-card__saving" data-fact="saving">
              <span className="offer-card__discount">
                <span aria-hidden="true">{t("offers.card.discount", { percent: saving.percent })}</span>
                <span className="visually-hidden">
                  {t("offers.card.discountLabel", { percent: saving.percent })}
                </span>
              </span>{" "}
              <span className="visually-hidden">{t("offers.card.normalPrice")}: </span>
              <s className="offer-card__normal" data-fact="normal-price">
                {formatMoney(saving.normal, currency, language)}
              </s>
            </p>
          ) : null}
          <p className="offer-card__price">
            <span className="visually-hidden">{t("offers.card.priceLabel")}: </span>
            <span className="offer-card__amount" data-fact="price">
              {price}
            </span>{" "}
            <span className="offer-card__price-note">
              {t(hasReturn ? "offers.card.priceTotal" : "offers.card.priceOneWay")}
            </span>
          </p>
          <p className="offer-card__offer" data-fact="offer">
            {t("offers.card.offer", { number: offerNumber })}
            {" · "}
            <time dateTime={card.datetime}>
              {t("offers.card.currentAt", { when: formatCurrentAt(card.datetime, language) })}
            </time>
          </p>
        </footer>
      </div>
    </article>
  );
}

/** spec §8: the three wordings, as a badge with an icon and text (never colour alone). */
function WarningBadge({ id, kind }: { id: string; kind: WarningKind }) {
  const { t } = useTranslation();
  return (
    <p className="offer-card__warning" id={id} data-warning={kind}>
      <svg
        className="offer-card__warning-icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 3 1.8 20.5h20.4L12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M12 10v4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="17.5" r="1.2" fill="currentColor" />
      </svg>
      <span>
        <strong>{t(`offers.warning.${kind}`)}</strong>
        <span className="offer-card__warning-detail">{t(`offers.warning.${kind}Detail`)}</span>
      </span>
    </p>
  );
}

function LegRow({
  leg,
  labelled,
  warning,
  airports,
  language,
  departureWindow,
}: {
  leg: Leg;
  labelled: boolean;
  warning: WarningKind | null;
  airports: Record<string, AirportSummary>;
  language: Language;
  /** The window an empty leg leaves in, as staff published it; null when it leaves at one time. */
  departureWindow: { from_local: string; to_local: string } | null;
}) {
  const { t } = useTranslation();
  const { route } = leg;
  const when = formatLegDateTime(route.departure_date_local, language);
  const duration = splitDuration(route.flight_time_minutes);
  const airportChanged = warning === "airport" || warning === "timeAndAirport";
  const timeChanged = warning === "time" || warning === "timeAndAirport";
  const durationText =
    duration.hours === 0
      ? t("offers.card.durationMinutes", { minutes: duration.minutes })
      : duration.minutes === 0
        ? t("offers.card.durationHours", { hours: duration.hours })
        : t("offers.card.duration", duration);
  return (
    <li className="offer-leg" data-leg={leg.kind}>
      {labelled ? <p className="offer-leg__label">{t(`offers.card.${leg.kind}`)}</p> : null}
      <p
        className={timeChanged ? "offer-leg__when offer-leg__changed" : "offer-leg__when"}
        data-fact="departure"
      >
        <span className="visually-hidden">{t("offers.card.departure")}: </span>
        <time dateTime={route.departure_date_local.slice(0, 16)}>
          <span className="offer-leg__date">{when.date}</span>{" "}
          <span className="offer-leg__time">{when.time}</span>
        </time>
        <span className="offer-leg__zone"> ({t("offers.card.localTime")})</span>
      </p>
      {departureWindow ? (
        <p className="offer-leg__window" data-fact="window">
          {t("offers.card.window", { window: formatDepartureWindow(departureWindow, language) })}
          <span className="offer-leg__window-note">, {t("offers.card.windowNote")}</span>
        </p>
      ) : null}
      <p className="offer-leg__route" data-fact="route">
        <AirportLabel
          icao={route.departure_airport}
          airports={airports}
          language={language}
          changed={airportChanged}
        />
        <span className="offer-leg__arrow">
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> — </span>
        </span>
        <AirportLabel icao={route.arrival_airport} airports={airports} language={language} changed={false} />
      </p>
      <p className="offer-leg__duration" data-fact="flight-time">
        <span className="visually-hidden">{t("offers.card.flightTime")}: </span>
        <svg
          className="offer-leg__clock"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {durationText}
      </p>
      {route.stops?.length ? (
        // A technical stop on the way (issue 26, item 4), named on the card.
        <p className="offer-leg__stop" data-fact="stop">
          {t("offers.card.stop", {
            airport: route.stops.map((stop) => shortAirportName(stop.airport, airports, language)).join(", "),
          })}
        </p>
      ) : null}
    </li>
  );
}

function AirportLabel({
  icao,
  airports,
  language,
  changed,
}: {
  icao: string;
  airports: Record<string, AirportSummary>;
  language: Language;
  changed: boolean;
}) {
  const airport = airports[icao];
  const className = changed ? "offer-leg__airport offer-leg__changed" : "offer-leg__airport";
  if (!airport) {
    return (
      <span className={className}>
        <span className="offer-leg__city">{icao}</span>
      </span>
    );
  }
  const city = airportCity(airport, language);
  const name = airportName(airport, language);
  return (
    <span className={className}>
      <span className="offer-leg__city">{city}</span>{" "}
      <span className="offer-leg__code">{airport.iata || airport.icao}</span>
      {name && name !== city ? <span className="offer-leg__name">{name}</span> : null}
    </span>
  );
}

/**
 * A drawn aircraft in place of a missing photo, so no card ever shows a broken image. Decorative,
 * like the photo it stands for.
 */
function PhotoPlaceholder() {
  return (
    <div className="offer-card__placeholder" aria-hidden="true">
      <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
        <path
          d="M8 44c0-3 3-5 7-5h64l16-20h9l-8 20h14c4 0 7 2 7 5s-3 5-7 5H85l-12 16h-9l6-16H15c-4 0-7-2-7-5Z"
          fill="currentColor"
        />
        <path d="M20 39l-7-12h7l10 12Z" fill="currentColor" />
      </svg>
    </div>
  );
}
