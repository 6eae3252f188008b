import { useRootData } from "~/shell/root-data";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnalytics } from "~/analytics/analytics";
import { BookingDialog } from "~/flight/booking/booking-dialog";
import type { Card } from "~/charter";
import type { Language } from "~/utils/language";
import { airportCity, type AirportSummary } from "~/offers/airport-summary";
import { formatMoney, totalIn } from "~/offers/results";
import { MailIcon, TelegramIcon, WhatsAppIcon } from "~/shell/icons";
import { useHydrated } from "~/utils/use-hydrated";
import { OrderLink, useCurrency } from "./flight-detail";
import { absolutePageUrl, formatDayMonth, shareLinks } from "~/offers/flight-facts";

/** The flight screen's share links (issue 5): the messengers open in a new tab, mail does not. */
const SHARE_CHANNELS = [
  { kind: "telegram", Icon: TelegramIcon, external: true },
  { kind: "whatsapp", Icon: WhatsAppIcon, external: true },
  { kind: "email", Icon: MailIcon, external: false },
] as const;

// spec §7: FLIGHT_INFO is reported on opening a flight card; once per card in a visit, so going
// back and forth between a flight and its results, or changing the currency, counts it once.
const reportedCards = new Set<string>();

/**
 * What opening a flight does besides rendering it: reports FLIGHT_INFO (spec §7), and on a
 * client navigation brings the opened flight's detail into view. The detail opens the list column
 * (issue 28, item 3), so after a tap on a card the page's move to its top usually shows it already;
 * a cold load is left where the browser puts it.
 */
export function useFlightOpened(cardId: string) {
  const { reachGoal } = useAnalytics();
  const location = useLocation();
  const initialLoad = location.key === "default";
  useEffect(() => {
    if (reportedCards.has(cardId)) return;
    // On a cold load this effect runs before the analytics provider's own, which starts the
    // counter: the goal waits one task so that it reaches a running counter after the page's hit.
    const timer = setTimeout(() => {
      reportedCards.add(cardId);
      reachGoal("FLIGHT_INFO", { card: cardId });
    }, 0);
    return () => clearTimeout(timer);
  }, [cardId, reachGoal]);
  useEffect(() => {
    if (initialLoad) return;
    const target = document.getElementById("flight-detail");
    if (!target) return;
    // Only a detail whose top is off screen (a scroll kept from the list, back from another page)
    // is brought up.
    const header = document.querySelector<HTMLElement>(".site-header")?.offsetHeight ?? 0;
    const top = target.getBoundingClientRect().top;
    if (top >= header && top < window.innerHeight - 160) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
    // Only when the card changes: a new currency or sort keeps the visitor where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardId]);
}

/**
 * The sticky info line of spec §2: the price, Order and the share buttons (two messengers and an
 * e-mail, each carrying the page's own address on the product's domain), kept at the bottom of the
 * viewport while the results screen is on it. It also holds the page's booking dialog, mounted
 * once for both Order buttons. "Copy link" needs the clipboard, so it appears once
 * JavaScript runs and says so when the link is copied.
 */
export function FlightStickyLine({
  card,
  language,
  airports,
}: {
  card: Card;
  language: Language;
  airports: Record<string, AirportSummary>;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const shell = useRootData();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const price = formatMoney(totalIn(card, currency), currency, language);
  const number = card.routes[0]?.number ?? card.id;
  const url = absolutePageUrl(shell?.env.SITE_URL ?? "", pathname, search);
  const city = (icao: string) => {
    const airport = airports[icao];
    return airport ? airportCity(airport, language) : icao;
  };
  const text = t("flight.share.text", {
    type: card.aircraft_type,
    from: city(card.departure_airport),
    to: city(card.arrival_airport),
    date: formatDayMonth(card.departure_date_local, language),
    price,
  });
  const links = shareLinks(url, text);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
    timer.current = setTimeout(() => setCopyState("idle"), 6_000);
  };

  return (
    <>
      <section className="flight-sticky" aria-label={t("flight.sticky.label")}>
        <div className="container flight-sticky__inner">
          <p className="flight-sticky__price">
            <strong data-testid="sticky-total">{price}</strong>
          </p>
          <OrderLink cardId={card.id} number={number} language={language} className="flight-sticky__order" />
          <ul className="flight-share" aria-label={t("flight.share.label")}>
            {SHARE_CHANNELS.map(({ kind, Icon, external }) => (
              <li key={kind}>
                <a
                  className="flight-share__link"
                  href={links[kind]}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  aria-label={t(`flight.share.${kind}`)}
                  data-share={kind}
                >
                  <Icon />
                </a>
              </li>
            ))}
            {hydrated ? (
              <li>
                <button
                  type="button"
                  className="flight-share__link flight-share__copy"
                  onClick={copy}
                  aria-label={t("flight.share.copy")}
                >
                  <CopyIcon />
                </button>
              </li>
            ) : null}
          </ul>
          <p className="flight-sticky__status" role="status">
            {copyState === "copied" ? t("flight.share.copied") : null}
            {copyState === "failed" ? t("flight.share.copyFailed", { url }) : null}
          </p>
        </div>
      </section>
      {/* The page's one booking dialog, which both Order buttons open (app/booking/booking-store.ts). */}
      <BookingDialog cardId={card.id} aircraft={card.aircraft_type} language={language} />
    </>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M9 9h10v10H9zM5 15V5h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
