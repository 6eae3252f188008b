import { Link } from "@remix-run/react";
import { useId } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { type Card, type EmptyLegCard, isTypeDrawing } from "~/charter";
import type { Language } from "~/utils/language";
import type { SearchQuery } from "./address";
import { AircraftPicture } from "./aircraft-picture";
import { airportCity, airportName, type AirportSummary } from "./airport-summary";
import {
  CLASS_KEYS,
  arrivalDayOffset,
  cardAirportPath,
  cardLegs,
  cardWarnings,
  emptyLegSaving,
  formatCardTotal,
  formatDepartureWindow,
  formatLegDay,
  legLabel,
  priceNoteKey,
  splitDuration,
  type Leg,
  type WarningKind,
} from "./card-facts";
import { formatMoney, type Currency } from "./results";

// The leg labels moved to card-facts (issue 29, item 1); kept importable from the card.
export { legLabel };

/**
 * The picture's box (issue 28, item 1: "a small picture"): 4:3, 96×72 on a phone and 128×96 on a
 * desktop row; CSS crops a photo to it and fits a type's drawing inside it.
 */
const PHOTO_WIDTH = 128;
const PHOTO_HEIGHT = 96;
const PHOTO_SIZES = "(min-width: 900px) 128px, 96px";
/** The alt text of an operator's photo by what it shows (issue 27, item 5). */
const PHOTO_ALT = {
  exterior: "offers.card.photoExterior",
  cabin: "offers.card.photoCabin",
  seats: "offers.card.photoSeats",
} as const;

/** A card's place in the comparison (issue 28, item 1), given by the list that shows the card. */
export interface CompareControl {
  checked: boolean;
  /** The address with this card added or taken away: the control where JavaScript does not run. */
  href: string;
  /** Once the page has hydrated: ticks or unticks the card in place, a checkbox instead of a link. */
  onToggle?: () => void;
}

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
  /** The compare control; absent where the list offers no comparison (empty legs, a flight view). */
  compare?: CompareControl;
}

/**
 * One offer of the results, flight and empty-leg screens, compact (issue 28, item 1; spec §2
 * "Card"): a small picture, type, class, seats and operator, each leg's date once with its departure
 * and arrival times, airports and flight time, the price, and a warning against the request (spec
 * §8) as an icon and a few words, its explanation given to screen readers. The year, the CO2, the
 * offer number and when its prices were current, the airports' full names and where a technical
 * stop lands are on the flight page (docs/decisions/040-compact-card-and-compare.md). At most
 * 200 px tall on a 390-px phone and one row of at most 150 px on a desktop.
 *
 * The whole card opens the flight view: one link, stretched over the card by CSS and named by the
 * aircraft type and the price, so nothing interactive is nested in it; the compare control sits
 * beside the link, above its stretched area.
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
  compare,
}: OfferCardProps) {
  const { t } = useTranslation();
  const warningId = useId();
  const legs = cardLegs(card);
  const warnings = cardWarnings(card, query);
  const price = formatCardTotal(card, currency, language);
  // Issue 28, item 11: an empty leg shows what it saves, the normal price struck through.
  const saving = card.is_empty_leg ? emptyLegSaving(card, currency) : null;
  const departureWindow = "departure_window" in card ? card.departure_window : null;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const classes = ["offer-card"];
  if (selected) classes.push("offer-card--selected");
  if (dimmed) classes.push("offer-card--dimmed");
  if (card.is_empty_leg) classes.push("offer-card--empty-leg");
  const operatorName = card.operator
    ? language === "ru"
      ? card.operator.name_ru
      : card.operator.name
    : null;
  const cities = cardAirportPath(legs).map((icao) => cityOf(icao, airports, language));
  const hasMarks = selected || warnings.kind !== null;

  return (
    <article className={classes.join(" ")} data-card-id={card.id}>
      <div className="offer-card__media">
        <CardPicture card={card} eager={eager} />
      </div>

      <div className="offer-card__head">
        <Heading className="offer-card__title">
          <Link
            to={href}
            className="offer-card__link"
            aria-current={selected ? "true" : undefined}
            aria-describedby={warnings.kind ? warningId : undefined}
          >
            {card.aircraft_type}
            {/* The price is at the card's foot for the eye; the link's name carries it for the ear. */}
            <span className="visually-hidden">, {price}</span>
          </Link>
        </Heading>
        <p className="offer-card__specs">
          {/* Seats first: a long class name ("Дальнемагистральный джет") gives way, not the seats. */}
          <span data-fact="seats">{t("offers.card.seats", { count: card.max_pax })}</span>
          <span aria-hidden="true"> · </span>
          <span data-fact="class">{t(`offers.class.${CLASS_KEYS[card.aircraft_class]}`)}</span>
        </p>
        {/* Issue 27, item 2: who operates it, on one line; its documents are on the flight page. */}
        {operatorName ? (
          <p className="offer-card__operator" data-fact="operator" title={operatorName}>
            <span className="visually-hidden">{t("offers.card.operator")} </span>
            {operatorName}
          </p>
        ) : null}
        {/* The legs print airport codes (the cities for the ear). A search's cities are in its top
            block; a card outside a search (an empty leg) names them here once. */}
        {query ? null : (
          <p className="offer-card__cities" aria-hidden="true">
            {cities.join(" → ")}
          </p>
        )}
        {hasMarks ? (
          <p className="offer-card__marks">
            {/* Not colour alone: the opened offer also says so in words (aria-current tells the ear). */}
            {selected ? (
              <span className="offer-card__badge offer-card__badge--selected" aria-hidden="true">
                {t("offers.card.selected")}
              </span>
            ) : null}
            {warnings.kind ? <WarningMark id={warningId} kind={warnings.kind} /> : null}
          </p>
        ) : null}
      </div>

      <ol className="offer-card__legs">
        {legs.map((leg, index) => (
          <LegRow
            key={`${leg.kind}-${index}`}
            leg={leg}
            label={legs.length > 1 ? legLabel(leg, t) : null}
            warning={warnings.legs[index] ?? null}
            airports={airports}
            language={language}
            departureWindow={index === 0 ? (departureWindow ?? null) : null}
          />
        ))}
      </ol>

      <div className="offer-card__foot">
        {card.is_empty_leg ? (
          <span className="offer-card__badge offer-card__badge--empty-leg">{t("offers.card.emptyLeg")}</span>
        ) : null}
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
            {t(priceNoteKey(legs, "offers.card.priceOneWay", "offers.card.priceTotal"))}
          </span>
        </p>
        {compare ? <CompareToggle control={compare} name={`${card.aircraft_type}, ${price}`} /> : null}
      </div>
    </article>
  );
}

/** spec §2: flight time in hours and minutes, "1 ч 15 мин" / "1 h 15 min". */
export function durationText(minutes: number, t: TFunction): string {
  const duration = splitDuration(minutes);
  if (duration.hours === 0) return t("offers.card.durationMinutes", { minutes: duration.minutes });
  if (duration.minutes === 0) return t("offers.card.durationHours", { hours: duration.hours });
  return t("offers.card.duration", duration);
}

function cityOf(icao: string, airports: Record<string, AirportSummary>, language: Language): string {
  const airport = airports[icao];
  return airport ? airportCity(airport, language) : icao;
}

/** The operator's own photo first (issue 27, item 5); the CMS picture or the type's drawing otherwise. */
export function CardPicture({ card, eager }: { card: Card; eager: boolean }) {
  const { t } = useTranslation();
  const photo = card.aircraft_photos?.[0];
  if (photo) {
    return (
      <AircraftPicture
        className="offer-card__photo offer-card__photo--own"
        photo={photo}
        alt={t(PHOTO_ALT[photo.kind], { type: card.aircraft_type, tail: card.aircraft })}
        sizes={PHOTO_SIZES}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        eager={eager}
      />
    );
  }
  if (card.aircraft_picture_url) {
    return (
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
    );
  }
  return <PhotoPlaceholder />;
}

/**
 * spec §8's three wordings as an icon and the words (never colour alone), in one line. The sentence
 * that explains it is for screen readers, through the link's aria-describedby, and a hover title.
 */
function WarningMark({ id, kind }: { id: string; kind: WarningKind }) {
  const { t } = useTranslation();
  const detail = t(`offers.warning.${kind}Detail`);
  return (
    <span className="offer-card__warning" id={id} data-warning={kind} title={detail}>
      <svg
        className="offer-card__warning-icon"
        viewBox="0 0 24 24"
        width="16"
        height="16"
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
      <strong>{t(`offers.warning.${kind}`)}</strong>
      <span className="visually-hidden">. {detail}</span>
    </span>
  );
}

/**
 * The card's compare control (issue 28, item 1). Before hydration, and where JavaScript never runs,
 * a link to the address with the card toggled, drawn as a box; once hydrated, a real checkbox that
 * toggles in place. Either way it is a sibling of the card's link, lifted above its stretched area.
 */
function CompareToggle({ control, name }: { control: CompareControl; name: string }) {
  const { t } = useTranslation();
  const { checked, href, onToggle } = control;
  if (onToggle) {
    return (
      <label className="offer-card__compare">
        <input type="checkbox" checked={checked} onChange={onToggle} data-compare-toggle="" />
        <span>
          {t("offers.card.compare")}
          <span className="visually-hidden">: {name}</span>
        </span>
      </label>
    );
  }
  return (
    <a
      className="offer-card__compare"
      href={href}
      rel="nofollow"
      data-compare-toggle=""
      data-checked={checked ? "true" : "false"}
    >
      <span className="offer-card__compare-box" aria-hidden="true" />
      <span>
        {t("offers.card.compare")}
        <span className="visually-hidden">
          : {name}
          {checked ? `, ${t("offers.card.compareChosen")}` : ""}
        </span>
      </span>
    </a>
  );
}

function LegRow({
  leg,
  label,
  warning,
  airports,
  language,
  departureWindow,
}: {
  leg: Leg;
  /** Which leg it is, for the ear; null on a one-leg card. */
  label: string | null;
  warning: WarningKind | null;
  airports: Record<string, AirportSummary>;
  language: Language;
  /** The window an empty leg leaves in, as staff published it; null when it leaves at one time. */
  departureWindow: { from_local: string; to_local: string } | null;
}) {
  const { t } = useTranslation();
  const { route } = leg;
  const airportChanged = warning === "airport" || warning === "timeAndAirport";
  const timeChanged = warning === "time" || warning === "timeAndAirport";
  const later = arrivalDayOffset(route);
  const stops = route.stops?.length ?? 0;
  return (
    <li className="offer-leg" data-leg={leg.kind} data-leg-number={leg.number}>
      <p className="offer-leg__line">
        {label ? <span className="visually-hidden">{label}: </span> : null}
        <span className="offer-leg__when" data-fact="departure">
          <span className="visually-hidden">{t("offers.card.departure")}: </span>
          <time dateTime={route.departure_date_local.slice(0, 16)}>
            <span className="offer-leg__date">{formatLegDay(route.departure_date_local, language)}</span>{" "}
            <span className={timeChanged ? "offer-leg__time offer-leg__changed" : "offer-leg__time"}>
              {route.departure_date_local.slice(11, 16)}
            </span>
          </time>
        </span>{" "}
        <span className="offer-leg__route" data-fact="route">
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
          <span className="offer-leg__arrive" data-fact="arrival">
            <span className="visually-hidden">{t("offers.card.arrival")} </span>
            <time className="offer-leg__time" dateTime={route.arrival_date_local.slice(0, 16)}>
              {route.arrival_date_local.slice(11, 16)}
            </time>
            {later > 0 ? (
              <>
                <sup className="offer-leg__later" aria-hidden="true">
                  {t("offers.card.plusDays", { count: later })}
                </sup>
                <span className="visually-hidden"> {t("offers.card.plusDaysLabel", { count: later })}</span>
              </>
            ) : null}
          </span>{" "}
          <AirportLabel
            icao={route.arrival_airport}
            airports={airports}
            language={language}
            changed={false}
          />
        </span>{" "}
        <span className="offer-leg__duration" data-fact="flight-time">
          <span className="visually-hidden">, {t("offers.card.flightTime")}: </span>
          {durationText(route.flight_time_minutes, t)}
        </span>
        {stops > 0 ? (
          // A technical stop on the way (issue 26, item 4): counted here, named on the flight page.
          <>
            {" "}
            <span className="offer-leg__stop" data-fact="stop">
              {t("offers.card.stops", { count: stops })}
            </span>
          </>
        ) : null}
      </p>
      {departureWindow ? (
        <p className="offer-leg__window" data-fact="window">
          {t("offers.card.window", { window: formatDepartureWindow(departureWindow, language) })}
          <span className="offer-leg__window-note">, {t("offers.card.windowNote")}</span>
        </p>
      ) : null}
    </li>
  );
}

/**
 * An airport as the leg prints it: its code to the eye, the city before it to the ear, the city and
 * full name as a hover title. A missing airport shows its ICAO code.
 */
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
        <span className="offer-leg__code">{icao}</span>
      </span>
    );
  }
  const city = airportCity(airport, language);
  const name = airportName(airport, language);
  return (
    <span className={className} title={name && name !== city ? `${city}, ${name}` : city}>
      <span className="visually-hidden">{city} </span>
      <span className="offer-leg__code">{airport.iata || airport.icao}</span>
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
