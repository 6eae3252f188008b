import { Link } from "@remix-run/react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ScrollButton } from "~/ui/scroll-button";
import { useScrollEnds } from "~/ui/use-scroll-ends";
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
  const ends = useScrollEnds(list, { step: cardStep });

  const overflows = !(ends.start && ends.end);
  return (
    <section className="route-carousel" aria-labelledby={headingId}>
      <div className="route-carousel__head">
        <h3 id={headingId} className="route-carousel__heading">
          {heading}
        </h3>
        {/* Hidden until the script has measured the row: without it the buttons could do nothing. */}
        <div className="route-carousel__controls" hidden={!overflows}>
          <ScrollButton
            direction="previous"
            className="route-carousel__button"
            label={t("landing.previous", { heading })}
            controls={listId}
            disabled={ends.start}
            onClick={() => ends.scroll("previous")}
          />
          <ScrollButton
            direction="next"
            className="route-carousel__button"
            label={t("landing.next", { heading })}
            controls={listId}
            disabled={ends.end}
            onClick={() => ends.scroll("next")}
          />
        </div>
      </div>
      <ul id={listId} ref={list} className="route-carousel__list">
        {cards.map((card) => (
          <li key={card.key} className="route-card">
            <p className="route-card__from">{t("landing.routeFrom")}</p>
            <h4 className="route-card__label">{card.label}</h4>
            <p className="route-card__code">{card.arrival}</p>
            <p className="route-card__price" data-price-source={card.priceSource}>
              {t("landing.priceFrom", { price: card.priceText })}
            </p>
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

/**
 * One card and its gap per press: the row snaps to card edges, so a step lands on the next card
 * whatever width the layout gives them (0 before there is a card to measure).
 */
function cardStep(list: HTMLElement): number {
  const card = list.firstElementChild;
  if (!(card instanceof HTMLElement)) return 0;
  return card.offsetWidth + (Number.parseFloat(getComputedStyle(list).columnGap) || 0);
}
