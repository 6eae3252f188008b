import { Link } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LandingRouteCard } from "./landing.server";

/**
 * A route carousel of a landing page (spec §2: four items, each a destination, its from-price and
 * a "view offers" link into the search). The list is a native horizontal scroller with snap points,
 * so touch, trackpad and Tab (focus scrolls the next link into view) work without JavaScript; the
 * previous/next buttons come with it and appear only when the cards overflow the row.
 */
export function RouteCarousel({ heading, cards }: { heading: string; cards: LandingRouteCard[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // One pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    const update = () =>
      setEdges({
        atStart: element.scrollLeft <= 1,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, []);

  const step = useCallback((direction: -1 | 1) => {
    const element = list.current;
    const card = element?.firstElementChild;
    if (!element || !(card instanceof HTMLElement)) return;
    // One card and its gap per press: the row snaps to card edges, so a step lands on the next one.
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({
      left: direction * (card.offsetWidth + gap),
      behavior: reduceMotion ? "auto" : "smooth",
    });
  }, []);

  const overflows = !(edges.atStart && edges.atEnd);
  return (
    <section className="route-carousel" aria-labelledby={headingId}>
      <div className="route-carousel__head">
        <h3 id={headingId} className="route-carousel__heading">
          {heading}
        </h3>
        {/* Hidden until the script has measured the row: without it the buttons could do nothing. */}
        <div className="route-carousel__controls" hidden={!overflows}>
          <CarouselButton
            label={t("landing.previous", { heading })}
            controls={listId}
            disabled={edges.atStart}
            onPress={() => step(-1)}
            direction="previous"
          />
          <CarouselButton
            label={t("landing.next", { heading })}
            controls={listId}
            disabled={edges.atEnd}
            onPress={() => step(1)}
            direction="next"
          />
        </div>
      </div>
      <ul id={listId} ref={list} className="route-carousel__list">
        {cards.map((card) => (
          <li key={card.key} className="route-card">
            <p className="route-card__from">{t("landing.routeFrom")}</p>
            <h4 className="route-card__label">{card.label}</h4>
            <p className="route-card__code">{card.arrival}</p>
            <p className="route-card__price">{t("landing.priceFrom", { price: card.priceText })}</p>
            {/* The name adds the destination to the visible words (WCAG 2.5.3 "Label in Name"), so
                four links reading the same are told apart by a screen reader. */}
            <Link
              className="route-card__link"
              to={card.href}
              aria-label={t("landing.viewOffersLabel", { destination: card.label })}
            >
              {t("landing.viewOffers")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CarouselButton({
  label,
  controls,
  disabled,
  onPress,
  direction,
}: {
  label: string;
  controls: string;
  disabled: boolean;
  onPress: () => void;
  direction: "previous" | "next";
}) {
  return (
    // aria-disabled, not disabled: a button that reaches the end keeps the keyboard focus.
    <button
      type="button"
      className="route-carousel__button"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onPress}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={direction === "previous" ? "M12.5 4 6.5 10l6 6" : "M7.5 4l6 6-6 6"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
