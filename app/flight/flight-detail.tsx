import { useRootData } from "~/shell/root-data";
import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { Fragment, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OperatorSection } from "./flight-operator";
import { openBooking } from "~/flight/booking/booking-store";
import { orderPath } from "~/flight/booking/fields";
import { type Card, type Images, type Route, CO2_PER_KG_FUEL, isTypeDrawing, WATCH_MAX_PAX } from "~/charter";
import { opensInPage } from "~/ui/opens-in-page";
import { LOCALE_TAGS, languageFromPath, type Language } from "~/utils/language";
import { airportCity, airportName, type AirportSummary } from "~/offers/airport-summary";
import {
  CLASS_KEYS,
  cardLegs,
  formatCo2Tonnes,
  formatLegDateTime,
  legLabel,
  priceNoteKey,
  splitDuration,
  type Leg,
} from "~/offers/card-facts";
import { betweenLegs, betweenLegsText, type BetweenLegs } from "~/offers/between-legs";
import { RatesNote } from "~/offers/rates-note";
import { currencyOf, currencyParam, formatMoney, totalIn, type Currency } from "~/offers/results";
import { MESSENGER_NAMES } from "~/shell/contact-links";
import { Modal } from "~/ui/modal";
import { WatchCallout } from "~/forms/watch-form";
import { DEFAULT_WATCH_WINDOW } from "~/forms/watch-rules";
import { useHydrated } from "~/utils/use-hydrated";
import {
  airportsChargedTwice,
  breakdownDetail,
  breakdownIn,
  breakdownLabel,
  cabinDimensions,
  co2Parts,
  formatOrderDate,
  formatUnit,
  seatLayoutUrl,
  shortAirportName,
  stayPlan,
} from "~/offers/flight-facts";
import { FlightGallery } from "./flight-gallery";
import { FlightSummary } from "./flight-summary";
import type { RegistrationMarkDocuments } from "~/content/registration-mark";

// The seat-layout pictures of the fleet are drawn 1200 × 460; the box keeps that shape until it loads.
const SEATS = { width: 1200, height: 460 };

/** The id of the section on ordering by phone or messenger, for a visitor who would rather call. */
export const ORDER_SECTION_ID = "order";

export interface FlightDetailProps {
  card: Card;
  language: Language;
  airports: Record<string, AirportSummary>;
  images: Images;
  documents: RegistrationMarkDocuments | null;
  /** The aircraft's own page (issue 17, item 4); null when it has none. */
  aircraftPage?: string | null;
  /** API.md `rates_date` of the card's result set; null when unknown (issue 14, item 5). */
  ratesDate: string | null;
}

/** The currency the results view is in (spec §4), read from the query string as the list reads it. */
export function useCurrency(): Currency {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return currencyOf(params, languageFromPath(pathname));
}

/** "Москва" for UUWW; the code itself for an airport the page was not told about. */
function cityOf(airports: Record<string, AirportSummary>, icao: string, language: Language): string {
  const airport = airports[icao];
  return airport ? airportCity(airport, language) : icao;
}

/** "Внуково, VKO" / "Vnukovo, VKO"; the ICAO code when the airport is unknown or has no IATA. */
function airportLabel(airports: Record<string, AirportSummary>, icao: string, language: Language): string {
  const airport = airports[icao];
  if (!airport) return icao;
  return `${airportName(airport, language)}, ${airport.iata || airport.icao}`;
}

/**
 * The opened flight (spec §2 "Flight view"), at the top of the results screen it was chosen from:
 * first its summary with the price and Order (issue 28, item 3: the first screen), then per
 * direction a heading, the aircraft and the times; the specifications; the order-info text; the
 * gallery; the price line with Order, the breakdown and the CO2 estimate; the cabin with its six
 * dimensions and seat layout; the carrier's documents (spec §3); and how else to order.
 */
export function FlightDetail({
  card,
  language,
  airports,
  images,
  documents,
  aircraftPage,
  ratesDate,
}: FlightDetailProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const currency = useCurrency();
  const legs = cardLegs(card);
  const hasReturn = legs.length > 1;
  const gaps = betweenLegs(
    card,
    legs.some((leg) => leg.kind === "leg"),
  );
  const first = card.routes[0];
  if (!first) return null;

  return (
    <section className="flight" aria-labelledby={headingId} id="flight-detail">
      <header className="flight__header">
        <h2 id={headingId} className="flight__title">
          {t("flight.detail.heading", { type: card.aircraft_type })}
        </h2>
        <p className="flight__tail">{t("flight.detail.tail", { tail: card.aircraft })}</p>
        {aircraftPage ? (
          <p className="flight__tail">
            <Link to={aircraftPage}>{t("aircraftPage.flightLink", { tail: card.aircraft })}</Link>
          </p>
        ) : null}
        {card.is_empty_leg ? <p className="flight__note">{t("flight.detail.emptyLeg")}</p> : null}
        <FlightSummary
          card={card}
          language={language}
          airports={airports}
          currency={currency}
          ratesDate={ratesDate}
          order={
            <OrderLink
              cardId={card.id}
              number={first.number}
              language={language}
              className="flight-summary__button"
            />
          }
        />
      </header>

      {legs.map((leg) => (
        <Fragment key={leg.number}>
          {/* Issue 29, item 1: between two legs of a longer trip, what the aircraft does and why. */}
          {gaps[leg.number - 2] ? (
            <BetweenLegsNote gap={gaps[leg.number - 2]!} airports={airports} language={language} />
          ) : null}
          <LegSection leg={leg} hasReturn={hasReturn} airports={airports} language={language} />
        </Fragment>
      ))}

      <Specs card={card} route={first} language={language} />
      {card.operator ? <OperatorSection operator={card.operator} language={language} /> : null}
      <OrderInfo legs={legs} language={language} />
      {/* Issue 29, item 2 ("where to subscribe: a flight page"): empty legs on this flight's route. */}
      <WatchCallout
        language={language}
        text="flight"
        prefill={{
          from: first.departure_airport,
          to: first.arrival_airport,
          window: { days_ahead: DEFAULT_WATCH_WINDOW },
          pax: Math.min(first.pax, WATCH_MAX_PAX),
        }}
      />

      <section className="flight__section" aria-labelledby={`${headingId}-gallery`}>
        <h3 id={`${headingId}-gallery`}>{t("flight.gallery.heading")}</h3>
        <FlightGallery gallery={images.gallery} type={card.aircraft_type} photos={card.aircraft_photos} />
      </section>

      <PriceSection
        card={card}
        legs={legs}
        currency={currency}
        language={language}
        airports={airports}
        ratesDate={ratesDate}
      />
      <Co2Section legs={legs} card={card} hasReturn={hasReturn} language={language} />
      <CabinSection card={card} route={first} seats={seatLayoutUrl(card, images.seats)} language={language} />
      {documents ? <DocumentsSection documents={documents} /> : null}
      <OrderSection number={first.number} />
    </section>
  );
}

function LegSection({
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
  const id = useId();
  const { route } = leg;
  const departure = formatLegDateTime(route.departure_date_local, language);
  const arrival = formatLegDateTime(route.arrival_date_local, language);
  const routeText = t("flight.detail.route", {
    from: cityOf(airports, route.departure_airport, language),
    to: cityOf(airports, route.arrival_airport, language),
  });
  return (
    <section
      className="flight__section flight-leg"
      aria-labelledby={id}
      data-leg={leg.kind}
      data-leg-number={leg.number}
    >
      {/* spec §2: "Туда"/"Обратно" only when the flight has a return leg; «Перелёт N» on a longer trip. */}
      <h3 id={id} className="flight-leg__heading">
        {hasReturn ? <span className="flight-leg__direction">{legLabel(leg, t)}</span> : null}
        {hasReturn ? " " : null}
        <span>{routeText}</span>
      </h3>
      <dl className="flight-facts">
        <Fact label={t("flight.detail.aircraft")}>{route.aircraft_type}</Fact>
        <Fact label={t("flight.detail.departure")}>
          <time dateTime={route.departure_date_local.slice(0, 16)}>
            {departure.date}, {departure.time}
          </time>{" "}
          <span className="flight-facts__hint">
            {airportLabel(airports, route.departure_airport, language)} · {t("flight.detail.localTime")}
          </span>
        </Fact>
        <Fact label={t("flight.detail.arrival")}>
          <time dateTime={route.arrival_date_local.slice(0, 16)}>
            {arrival.date}, {arrival.time}
          </time>{" "}
          <span className="flight-facts__hint">
            {airportLabel(airports, route.arrival_airport, language)} · {t("flight.detail.localTime")}
          </span>
        </Fact>
        <Fact label={t("flight.detail.year")}>{route.aircraft_year_of_creation}</Fact>
        <Fact label={t("flight.detail.seats")}>{route.max_pax}</Fact>
        <Fact label={t("flight.detail.class")}>{t(`offers.class.${CLASS_KEYS[route.aircraft_class]}`)}</Fact>
        <Fact label={t("flight.detail.flightTime")}>
          <Duration minutes={route.flight_time_minutes} />
        </Fact>
        {(route.stops ?? []).map((stop) => (
          // A technical stop on the way (issue 26, item 4): where, and its local times.
          <Fact key={stop.airport} label={t("flight.detail.stop")}>
            <span data-fact="stop" data-airport={stop.airport}>
              {airportLabel(airports, stop.airport, language)}
            </span>{" "}
            <span className="flight-facts__hint">
              {t("flight.detail.stopTimes", {
                arrival: formatLegDateTime(stop.arrival_local, language).time,
                departure: formatLegDateTime(stop.departure_local, language).time,
              })}{" "}
              · {t("flight.detail.localTime")}
            </span>
          </Fact>
        ))}
      </dl>
    </section>
  );
}

/**
 * What the aircraft does between two legs and why (issue 29, item 1), in plain words: it waits
 * with its crew (nights, the daily minimum), or flies away and comes back (positioning flights).
 */
function BetweenLegsNote({
  gap,
  airports,
  language,
}: {
  gap: BetweenLegs;
  airports: Record<string, AirportSummary>;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <aside
      className="flight__section flight-between"
      aria-label={t("multiLeg.between.heading")}
      data-between={gap.kind}
      data-after-leg={gap.after}
    >
      <p className="flight-between__text">
        {betweenLegsText(gap, (icao) => shortAirportName(icao, airports, language), t)}
      </p>
    </aside>
  );
}

function Duration({ minutes: total }: { minutes: number }) {
  const { t } = useTranslation();
  const { hours, minutes } = splitDuration(total);
  if (hours === 0) return <>{t("flight.detail.durationMinutes", { minutes })}</>;
  if (minutes === 0) return <>{t("flight.detail.durationHours", { hours })}</>;
  return <>{t("flight.detail.duration", { hours, minutes })}</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flight-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Specs({ card, route, language }: { card: Card; route: Route; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const { flying_range: range, cruising_speed: speed } = route.characteristics;
  const onRequest = t("flight.specs.onRequest");
  return (
    <section className="flight__section" aria-labelledby={id}>
      <h3 id={id}>{t("flight.specs.heading")}</h3>
      <dl className="flight-specs">
        <Fact label={t("flight.specs.flyingRange")}>
          {range === null ? onRequest : formatUnit(range, "kilometer", language)}
        </Fact>
        <Fact label={t("flight.specs.cruisingSpeed")}>
          {speed === null ? onRequest : formatUnit(speed, "kilometer-per-hour", language)}
        </Fact>
        <Fact label={t("flight.specs.seats")}>{card.max_pax}</Fact>
        <Fact label={t("flight.specs.year")}>{card.aircraft_year_of_creation}</Fact>
        {card.aircraft_year_of_renewal ? (
          <Fact label={t("flight.specs.renewal")}>{card.aircraft_year_of_renewal}</Fact>
        ) : null}
      </dl>
    </section>
  );
}

function OrderInfo({ legs, language }: { legs: Leg[]; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="flight__section flight-order-info" aria-labelledby={id}>
      <h3 id={id}>{t("flight.orderInfo.heading")}</h3>
      {legs.map(({ number, route }) => (
        <p key={number} className="flight-order-info__line">
          {t("flight.orderInfo.line", {
            number: route.number,
            date: formatOrderDate(route.departure_date_local, language),
          })}
        </p>
      ))}
      <p className="flight-order-info__text">{t("flight.orderInfo.text")}</p>
    </section>
  );
}

function PriceSection({
  card,
  legs,
  currency,
  language,
  airports,
  ratesDate,
}: {
  card: Card;
  legs: Leg[];
  currency: Currency;
  language: Language;
  airports: Record<string, AirportSummary>;
  ratesDate: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const breakdownId = useId();
  const money = (amount: number) => formatMoney(amount, currency, language);
  const hasReturn = legs.length > 1;
  return (
    <section className="flight__section flight-price" aria-labelledby={id}>
      <h3 id={id}>{t("flight.price.heading")}</h3>
      <div className="flight-price__line">
        <p className="flight-price__total">
          <span className="flight-price__label">{t("flight.price.total")}</span>{" "}
          <strong className="flight-price__amount" data-testid="flight-total">
            {money(totalIn(card, currency))}
          </strong>{" "}
          <span className="flight-price__label">
            {t(priceNoteKey(legs, "flight.price.oneLeg", "flight.price.bothLegs"))}
          </span>{" "}
          <RatesNote ratesDate={ratesDate} currency={currency} language={language} variant="beside" />
        </p>
        <OrderLink cardId={card.id} number={card.routes[0]?.number ?? card.id} language={language} />
      </div>

      <h4 id={breakdownId} className="flight-price__subheading">
        {t("flight.breakdown.heading")}
      </h4>
      {legs.map((leg) => {
        const { kind, number, route } = leg;
        const { lines, vat } = breakdownIn(route, currency);
        const twice = airportsChargedTwice(lines);
        return (
          <table
            key={number}
            className="flight-breakdown"
            aria-describedby={breakdownId}
            data-leg={kind}
            data-leg-number={number}
          >
            {hasReturn ? <caption>{legLabel(leg, t)}</caption> : null}
            <tbody>
              {lines.map((line, index) => {
                // One breakdown in both languages (issue 26, item 9): the label and how the line
                // was computed come from its fields; two departures from one airport carry dates.
                const detail = breakdownDetail(line, language, t);
                return (
                  <tr key={`${index}-${line.item}`} data-item={line.item}>
                    <th scope="row">
                      {breakdownLabel(line, airports, language, t, !!line.airport && twice.has(line.airport))}
                      {detail ? <span className="flight-breakdown__detail">{detail}</span> : null}
                    </th>
                    <td data-amount={line.amount}>{money(line.amount)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("flight.breakdown.legTotal")}</th>
                <td data-leg-total={route.price[currency]}>{money(route.price[currency])}</td>
              </tr>
              {vat ? (
                // The VAT the price includes (issue 26, item 7): part of the total, not added to it.
                <tr className="flight-breakdown__vat" data-item="vat" data-vat-percent={vat.percent}>
                  <th scope="row">
                    {breakdownLabel(vat, airports, language, t)}
                    <span className="flight-breakdown__detail">{breakdownDetail(vat, language, t)}</span>
                  </th>
                  <td data-amount={vat.amount}>{money(vat.amount)}</td>
                </tr>
              ) : null}
            </tfoot>
          </table>
        );
      })}
      <StayNote card={card} airports={airports} language={language} />
      <AtCostNote card={card} />
      <p className="flight__fine-print">{t("flight.breakdown.rounding")}</p>
    </section>
  );
}

/**
 * What the operator bills at cost, outside the price (issue 26, item 7): de-icing when a leg leaves
 * in a month below zero there, and catering.
 */
function AtCostNote({ card }: { card: Card }) {
  const { t } = useTranslation();
  const items = new Set(card.routes.flatMap((route) => route.at_cost ?? []));
  if (items.size === 0) return null;
  return (
    <div className="flight__fine-print flight-price__at-cost" data-at-cost={[...items].join(" ")}>
      <p>{t("flight.breakdown.atCost")}</p>
      <ul>
        {items.has("de_icing") ? (
          <li data-at-cost-item="de_icing">{t("flight.breakdown.atCostDeIcing")}</li>
        ) : null}
        {items.has("catering") ? (
          <li data-at-cost-item="catering">{t("flight.breakdown.atCostCatering")}</li>
        ) : null}
      </ul>
    </div>
  );
}

/** A return's stay in words (issue 14 item 1): the aircraft waits, or flies home and comes back. */
function StayNote({
  card,
  airports,
  language,
}: {
  card: Card;
  airports: Record<string, AirportSummary>;
  language: Language;
}) {
  const { t } = useTranslation();
  const plan = stayPlan(card);
  if (!plan) return null;
  return (
    <p className="flight-price__stay" data-stay={plan.kind}>
      {plan.kind === "wait"
        ? t("flight.breakdown.stayWait", { count: plan.nights })
        : t("flight.breakdown.stayFerry", {
            count: plan.days,
            base: shortAirportName(plan.base, airports, language),
          })}
    </p>
  );
}

/**
 * An Order button (spec §2: "The order panel opens from Order"). It is a link to the order page,
 * which books as pages without JavaScript (and in a new tab on a middle click); with JavaScript a
 * plain click opens the booking dialog of app/booking in place instead.
 */
export function OrderLink({
  cardId,
  number,
  language,
  className,
}: {
  cardId: string;
  number: string;
  language: Language;
  className?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // The order page (without JavaScript, or in a new tab) quotes the price in the currency the
  // visitor picked on this page (decision 033), as the dialog does.
  const query = currencyParam(useCurrency(), language);
  return (
    <a
      href={`${orderPath(cardId, language)}${query ? `?${query}` : ""}`}
      className={["button", "button--primary", "flight-order-button", className].filter(Boolean).join(" ")}
      aria-label={t("flight.price.orderLabel", { number })}
      aria-haspopup={hydrated ? "dialog" : undefined}
      onClick={(event) => {
        if (!opensInPage(event)) return;
        // No dialog for this card on the page: the link leads to the order page.
        if (openBooking(cardId, event.currentTarget)) event.preventDefault();
      }}
    >
      {t("flight.price.order")}
    </a>
  );
}

const co2Formats = new Map<Language, Intl.NumberFormat>();

function Co2Section({
  legs,
  card,
  hasReturn,
  language,
}: {
  legs: Leg[];
  card: Card;
  hasReturn: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tonnes = (kg: number) => formatCo2Tonnes(kg, language);
  const { positioningKg, totalKg } = co2Parts(card);
  let factor = co2Formats.get(language);
  if (!factor) {
    factor = new Intl.NumberFormat(LOCALE_TAGS[language], { minimumFractionDigits: 2 });
    co2Formats.set(language, factor);
  }
  return (
    <section className="flight__section flight-co2" aria-labelledby={id}>
      <h3 id={id}>{t("flight.co2.heading")}</h3>
      {/* issue 14 item 4: per passenger leg, the positioning flights, and the whole trip. */}
      <ul className="flight-co2__legs">
        {legs.map((leg) => (
          <li key={leg.number} data-co2-leg={leg.kind}>
            {t("flight.co2.leg", {
              leg: hasReturn ? legLabel(leg, t) : t("flight.co2.passengerLeg"),
              value: tonnes(leg.route.co2_kg),
            })}
          </li>
        ))}
        {positioningKg > 0 ? (
          <li data-co2-leg="positioning">{t("flight.co2.positioning", { value: tonnes(positioningKg) })}</li>
        ) : null}
      </ul>
      <p className="flight-co2__total">{t("flight.co2.total", { value: tonnes(totalKg) })}</p>
      {/* app/charter/engine/flight.ts: co2 = block hours × the type's fuel burn per hour × 3.16. */}
      <p className="flight__fine-print flight-co2__method">
        {t("flight.co2.method", { factor: factor.format(CO2_PER_KG_FUEL) })}
      </p>
    </section>
  );
}

function CabinSection({
  card,
  route,
  seats,
  language,
}: {
  card: Card;
  route: Route;
  seats: string | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  // A type's typical seat map (issue 16) says so, in words and to the ear.
  const typical = isTypeDrawing(seats);
  const alt = t(typical ? "flight.cabin.layoutTypicalAlt" : "flight.cabin.layoutAlt", {
    type: card.aircraft_type,
  });
  return (
    <section className="flight__section flight-cabin" aria-labelledby={id}>
      <h3 id={id}>{t("flight.cabin.heading")}</h3>
      <dl className="flight-dimensions" aria-label={t("flight.cabin.dimensionsLabel")}>
        {cabinDimensions(route.characteristics, language).map(({ field, value }) => (
          <Fact key={field} label={t(`flight.cabin.${field}`)}>
            {value ?? t("flight.specs.onRequest")}
          </Fact>
        ))}
      </dl>
      <h4 className="flight-cabin__layout-heading">{t("flight.cabin.layout")}</h4>
      {seats ? (
        <>
          <a
            href={seats}
            className="flight-cabin__layout"
            aria-label={t("flight.cabin.layoutOpen")}
            onClick={(event) => {
              if (!opensInPage(event)) return;
              event.preventDefault();
              setOpen(true);
            }}
          >
            <img
              src={seats}
              alt={alt}
              width={SEATS.width}
              height={SEATS.height}
              loading="lazy"
              decoding="async"
            />
          </a>
          <Modal open={open} onClose={() => setOpen(false)} title={alt} className="flight-picture-modal">
            <img src={seats} alt="" width={SEATS.width} height={SEATS.height} />
          </Modal>
          {typical ? <p className="flight-cabin__typical">{t("flight.cabin.layoutTypical")}</p> : null}
        </>
      ) : (
        <p>{t("flight.cabin.layoutOnRequest")}</p>
      )}
    </section>
  );
}

function DocumentsSection({ documents }: { documents: RegistrationMarkDocuments }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="flight__section flight-documents" aria-labelledby={id}>
      <h3 id={id}>{t("flight.documents.heading")}</h3>
      <ul className="flight-documents__list">
        <li>
          <a
            href={documents.compensations}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="compensations-link"
          >
            {t("flight.documents.compensations")}{" "}
            <span className="visually-hidden">{t("flight.documents.opensInNewTab")}</span>
          </a>
        </li>
        <li>
          <a href={documents.flights} target="_blank" rel="noopener noreferrer" data-testid="flights-link">
            {t("flight.documents.flights")}{" "}
            <span className="visually-hidden">{t("flight.documents.opensInNewTab")}</span>
          </a>
          <span className="flight-documents__note">{t("flight.documents.flightsNote")}</span>
        </li>
      </ul>
    </section>
  );
}

/**
 * Ordering without the form: Order opens the booking dialog (app/booking), and a visitor who would
 * rather talk to a person calls or writes to a manager with the flight number this section gives.
 */
function OrderSection({ number }: { number: string }) {
  const { t } = useTranslation();
  const id = useId();
  const shell = useRootData();
  const settings = shell?.siteSettings ?? null;
  return (
    <section
      className="flight__section flight-order"
      id={ORDER_SECTION_ID}
      aria-labelledby={id}
      tabIndex={-1}
    >
      <h3 id={id}>{t("flight.order.heading")}</h3>
      <p>{t("flight.order.text", { number })}</p>
      {settings ? (
        <>
          <ul className="flight-order__contacts">
            <li>
              <a className="button button--primary" href={settings.phoneHref}>
                {t("flight.order.call", { phone: settings.phone })}
              </a>
            </li>
            {settings.messengers.map((messenger) => (
              <li key={messenger.kind}>
                <a className="button" href={messenger.url} target="_blank" rel="noopener noreferrer">
                  {t("flight.order.messenger", { name: MESSENGER_NAMES[messenger.kind] })}
                </a>
              </li>
            ))}
            <li>
              <a className="button" href={`mailto:${settings.email}?subject=${encodeURIComponent(number)}`}>
                {t("flight.order.email", { email: settings.email })}
              </a>
            </li>
          </ul>
          <p className="flight__fine-print">{settings.workingHours ?? t("flight.order.hours")}</p>
        </>
      ) : null}
    </section>
  );
}
