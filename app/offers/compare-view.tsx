import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "~/charter";
import type { Language } from "~/utils/language";
import { useHydrated } from "~/utils/use-hydrated";
import { useScrollLock } from "~/utils/use-scroll-lock";
import { airportCity, airportName, type AirportSummary } from "./airport-summary";
import {
  CLASS_KEYS,
  cardLegs,
  formatCardTotal,
  formatCo2Tonnes,
  formatLegDateTime,
  priceNoteKey,
  type Leg,
} from "./card-facts";
import {
  COMPARE_LIMIT,
  COMPARE_PARAM,
  COMPARE_VIEW_ID,
  compareToggleHref,
  parseCompare,
  toggleCompare,
  withCompare,
} from "./compare";
import { shortAirportName } from "./flight-facts";
import { CardPicture, durationText, legLabel, type CompareControl } from "./offer-card";
import type { Currency } from "./results";

/** The id of the compare bar: the comparison's Close link returns to it without JavaScript. */
const COMPARE_BAR_ID = "compare-bar";

/** The comparison of a result list (issue 28, item 1), read from and written to the address. */
export interface CompareState {
  /** The compared offers' ids, at most COMPARE_LIMIT, in the order they were added. */
  ids: string[];
  /** A fourth was asked for: by the address (a link without JavaScript) or by a tick in place. */
  refused: boolean;
  /** The control of one card. */
  control: (cardId: string) => CompareControl;
  /** The address with another list (the bar's links where JavaScript does not run). */
  hrefWith: (ids: readonly string[]) => string;
  /** With JavaScript: sets the list in the address in place, no page load. */
  set: (ids: readonly string[]) => void;
  hydrated: boolean;
}

/**
 * The comparison of the cards a list shows. The address (`?compare=`) holds it: a tick with
 * JavaScript rewrites the address in place (the results routes' shouldRevalidate keeps the loaders
 * out of it), and without JavaScript each control is a link to the address with its card toggled.
 */
export function useCompare(cards: readonly Card[]): CompareState {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const known = useMemo(() => cards.map((card) => card.id), [cards]);
  const list = useMemo(() => parseCompare(params.get(COMPARE_PARAM), known), [params, known]);
  // A fourth ticked in place: refused, and the bar says why until the list changes.
  const [refusedHere, setRefusedHere] = useState(false);
  // The list as ticked, shown at once while the router writes it into the address.
  const [ticked, setTicked] = useState<string[] | null>(null);
  const listKey = list.ids.join(",");
  useEffect(() => {
    setRefusedHere(false);
    setTicked(null);
  }, [listKey]);
  const ids = ticked ?? list.ids;

  const set = useCallback(
    (next: readonly string[]) => {
      setTicked([...next]);
      setParams((current) => withCompare(current, next), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  const hrefWith = useCallback(
    (ids: readonly string[]) => {
      const text = withCompare(params, ids).toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [params, pathname],
  );
  const control = useCallback(
    (cardId: string): CompareControl => ({
      checked: ids.includes(cardId),
      href: compareToggleHref(pathname, params, ids, cardId),
      onToggle: hydrated
        ? () => {
            const next = toggleCompare(ids, cardId);
            if (next.refused) setRefusedHere(true);
            else set(next.ids);
          }
        : undefined,
    }),
    [ids, pathname, params, hydrated, set],
  );
  return { ids, refused: list.overflow || refusedHere, control, hrefWith, set, hydrated };
}

export interface CompareTrayProps {
  compare: CompareState;
  /** The result set's cards; the compared ones are looked up among them. */
  cards: readonly Card[];
  language: Language;
  currency: Currency;
  airports: Record<string, AirportSummary>;
  /** The flight view of a card, with the view's filters. */
  hrefOf: (card: Card) => string;
}

/**
 * The compare bar and view (issue 28, item 1): a bar held at the bottom of the screen while one to
 * three offers are chosen, naming them, with Compare and Clear; Compare opens a table with the
 * offers as columns. With JavaScript the table is a modal dialog; without it the bar's Compare is
 * a link to the table's fragment, which CSS shows over the page while it is the target.
 */
export function CompareTray({ compare, cards, language, currency, airports, hrefOf }: CompareTrayProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { ids, refused, hydrated } = compare;
  const chosen = ids.flatMap((id) => cards.find((card) => card.id === id) ?? []);
  const canCompare = chosen.length >= 2;

  useEffect(() => {
    // An address that names the comparison (shared, or opened before the scripts ran) opens it.
    if (window.location.hash === `#${COMPARE_VIEW_ID}` && canCompare) setOpen(true);
  }, [canCompare]);
  useEffect(() => {
    if (!canCompare) setOpen(false);
  }, [canCompare]);

  if (chosen.length === 0 && !refused) return null;
  const price = (card: Card) => formatCardTotal(card, currency, language);
  const table = (
    <CompareTable
      cards={chosen}
      language={language}
      currency={currency}
      airports={airports}
      hrefOf={hrefOf}
      removeHref={(card) => compare.hrefWith(ids.filter((id) => id !== card.id))}
      onRemove={hydrated ? (card) => compare.set(ids.filter((id) => id !== card.id)) : undefined}
    />
  );

  return (
    <>
      <section className="compare-bar" id={COMPARE_BAR_ID} aria-label={t("offers.compare.region")}>
        <p className="compare-bar__count">
          {t("offers.compare.chosen", { count: chosen.length, limit: COMPARE_LIMIT })}
        </p>
        <ul className="compare-bar__chosen">
          {chosen.map((card) => (
            <li key={card.id} className="compare-bar__item">
              <span className="compare-bar__type">{card.aircraft_type}</span>
              <RemoveControl
                href={compare.hrefWith(ids.filter((id) => id !== card.id))}
                label={t("offers.compare.removeLabel", { type: card.aircraft_type, price: price(card) })}
                onRemove={hydrated ? () => compare.set(ids.filter((id) => id !== card.id)) : undefined}
              />
            </li>
          ))}
        </ul>
        <p className="compare-bar__message" role="status" data-compare-message={refused ? "full" : undefined}>
          {refused ? t("offers.compare.full") : chosen.length === 1 ? t("offers.compare.pickMore") : ""}
        </p>
        <div className="compare-bar__actions">
          {canCompare ? (
            hydrated ? (
              <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
                {t("offers.compare.open")}
              </button>
            ) : (
              <a className="button button--primary" href={`${compare.hrefWith(ids)}#${COMPARE_VIEW_ID}`}>
                {t("offers.compare.open")}
              </a>
            )
          ) : null}
          {hydrated ? (
            <button type="button" className="button" onClick={() => compare.set([])}>
              {t("offers.compare.clear")}
            </button>
          ) : (
            <a className="button" href={compare.hrefWith([])} rel="nofollow">
              {t("offers.compare.clear")}
            </a>
          )}
        </div>
      </section>

      {canCompare && hydrated ? (
        <CompareDialog open={open} onClose={() => setOpen(false)} title={t("offers.compare.heading")}>
          {table}
        </CompareDialog>
      ) : null}
      {canCompare && !hydrated ? (
        // Without JavaScript: shown by CSS while the address's fragment names it (:target).
        <section className="compare-view" id={COMPARE_VIEW_ID} aria-labelledby={headingId} tabIndex={-1}>
          <div className="compare-view__panel">
            <div className="compare-view__header">
              <h2 id={headingId} className="compare-view__title">
                {t("offers.compare.heading")}
              </h2>
              <a className="button" href={`#${COMPARE_BAR_ID}`}>
                {t("offers.compare.close")}
              </a>
            </div>
            {table}
          </div>
        </section>
      ) : null}
    </>
  );
}

/**
 * The comparison as a modal dialog, on the native <dialog> as app/ui/modal.tsx builds it (showModal
 * makes the page inert, keeps focus inside, closes on Escape and gives focus back to the opener),
 * with the same classes; its own copy because app/offers sits below app/ui's imports (decision 024).
 */
function CompareDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // A click on the backdrop closes it; the keyboard's way is Escape, which the dialog handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="modal compare-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t("modal.close")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}

function RemoveControl({ href, label, onRemove }: { href: string; label: string; onRemove?: () => void }) {
  const icon = (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  return onRemove ? (
    <button type="button" className="compare-remove" aria-label={label} onClick={onRemove}>
      {icon}
    </button>
  ) : (
    <a className="compare-remove" href={href} aria-label={label} rel="nofollow">
      {icon}
    </a>
  );
}

/**
 * The offers side by side, a column each (issue 28, item 1): picture, type, class, year, seats,
 * operator, each leg's departure, arrival, flight time and technical stops, the trip's CO2, the
 * price in the visitor's currency, and the way to each flight page.
 */
function CompareTable({
  cards,
  language,
  currency,
  airports,
  hrefOf,
  removeHref,
  onRemove,
}: {
  cards: readonly Card[];
  language: Language;
  currency: Currency;
  airports: Record<string, AirportSummary>;
  hrefOf: (card: Card) => string;
  removeHref: (card: Card) => string;
  onRemove?: (card: Card) => void;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const legsOf = cards.map((card) => cardLegs(card));
  const legCount = Math.max(...legsOf.map((legs) => legs.length));
  const price = (card: Card) => formatCardTotal(card, currency, language);
  const row = (key: string, label: ReactNode, cell: (card: Card, index: number) => ReactNode) => (
    <tr key={key} data-compare-row={key}>
      <th scope="row">{label}</th>
      {cards.map((card, index) => (
        <td key={card.id}>{cell(card, index)}</td>
      ))}
    </tr>
  );
  const legRows = Array.from({ length: legCount }, (_, legIndex) => {
    const longest = legsOf.find((legs) => legs.length === legCount) ?? [];
    const name = legCount > 1 && longest[legIndex] ? legLabel(longest[legIndex], t) : null;
    const label = (text: string) =>
      name ? (
        <>
          <span className="compare-table__leg">{name}</span> {text}
        </>
      ) : (
        text
      );
    const leg = (index: number): Leg | undefined => legsOf[index]?.[legIndex];
    return [
      row(`departure-${legIndex}`, label(t("offers.compare.departure")), (_card, index) => {
        const route = leg(index)?.route;
        return route ? (
          <LegPoint
            local={route.departure_date_local}
            icao={route.departure_airport}
            airports={airports}
            language={language}
          />
        ) : (
          <None />
        );
      }),
      row(`arrival-${legIndex}`, label(t("offers.compare.arrival")), (_card, index) => {
        const route = leg(index)?.route;
        return route ? (
          <LegPoint
            local={route.arrival_date_local}
            icao={route.arrival_airport}
            airports={airports}
            language={language}
          />
        ) : (
          <None />
        );
      }),
      row(`flight-time-${legIndex}`, label(t("offers.compare.flightTime")), (_card, index) => {
        const route = leg(index)?.route;
        return route ? durationText(route.flight_time_minutes, t) : <None />;
      }),
      row(`stops-${legIndex}`, label(t("offers.compare.stops")), (_card, index) => {
        const route = leg(index)?.route;
        if (!route) return <None />;
        const stops = route.stops ?? [];
        return stops.length === 0
          ? t("offers.compare.nonstop")
          : stops.map((stop) => shortAirportName(stop.airport, airports, language)).join(", ");
      }),
    ];
  }).flat();

  return (
    // A region that scrolls sideways on a phone is reached by the keyboard to scroll it (WCAG 2.1.1;
    // axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="compare-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table" data-compare-count={cards.length}>
        <caption id={captionId} className="visually-hidden">
          {t("offers.compare.heading")}
        </caption>
        <thead>
          <tr>
            <td />
            {cards.map((card) => (
              <th key={card.id} scope="col" data-card-id={card.id}>
                <span className="compare-table__type">{card.aircraft_type}</span>
                <RemoveControl
                  href={removeHref(card)}
                  label={t("offers.compare.removeLabel", { type: card.aircraft_type, price: price(card) })}
                  onRemove={onRemove ? () => onRemove(card) : undefined}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row("picture", t("offers.compare.picture"), (card) => (
            <span className="compare-table__picture">
              <CardPicture card={card} eager={false} />
            </span>
          ))}
          {row("class", t("offers.compare.class"), (card) =>
            t(`offers.class.${CLASS_KEYS[card.aircraft_class]}`),
          )}
          {row("year", t("offers.compare.year"), (card) => card.aircraft_year_of_creation)}
          {row("seats", t("offers.compare.seats"), (card) => card.max_pax)}
          {row("operator", t("offers.compare.operator"), (card) =>
            card.operator ? language === "ru" ? card.operator.name_ru : card.operator.name : <None />,
          )}
          {legRows}
          {row("co2", t("offers.compare.co2"), (card) =>
            t("offers.compare.co2Value", { value: formatCo2Tonnes(card.co2_kg, language) }),
          )}
          {row("price", t("offers.compare.price"), (card) => (
            <>
              <strong className="compare-table__price" data-fact="price">
                {price(card)}
              </strong>{" "}
              <span className="compare-table__note">
                {t(priceNoteKey(cardLegs(card), "offers.card.priceOneWay", "offers.card.priceTotal"))}
              </span>
            </>
          ))}
          {row("link", <span className="visually-hidden">{t("offers.compare.link")}</span>, (card) => (
            <Link
              className="button button--primary compare-table__open"
              to={hrefOf(card)}
              aria-label={t("offers.compare.linkLabel", { type: card.aircraft_type, price: price(card) })}
            >
              {t("offers.compare.link")}
            </Link>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A leg's departure or arrival: the airport-local date and time, the city and the airport. */
function LegPoint({
  local,
  icao,
  airports,
  language,
}: {
  local: string;
  icao: string;
  airports: Record<string, AirportSummary>;
  language: Language;
}) {
  const when = formatLegDateTime(local, language);
  const airport = airports[icao];
  let place = icao;
  if (airport) {
    const city = airportCity(airport, language);
    const name = airportName(airport, language);
    const code = airport.iata || airport.icao;
    place = name && name !== city ? `${city}, ${name} (${code})` : `${city} (${code})`;
  }
  return (
    <>
      <time dateTime={local.slice(0, 16)} className="compare-table__when">
        {when.date}, {when.time}
      </time>
      <span className="compare-table__place">{place}</span>
    </>
  );
}

/** A cell with nothing to show: a dash to the eye, a word to the ear. */
function None() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t("offers.compare.none")}</span>
    </>
  );
}
