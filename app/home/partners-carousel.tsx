import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import type { Language } from "~/i18n/config";
import type { HomePage } from "./home-page";
import { ChevronIcon } from "./icons";
import { CmsLink } from "./links";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * spec §9: the partner carousel moves 356 px per step, one card and its gap (home.css sizes the
 * cards to match).
 */
export const PARTNER_STEP_PX = 356;

/**
 * The partners carousel of spec §2 "Home" (the menu's "partners" item is the anchor #partners).
 * The list is a native horizontal scroller, so a finger, a trackpad and the keyboard (it is
 * focusable) move it without JavaScript; the previous/next buttons scroll it by one step and are
 * marked unavailable at either end.
 */
export function PartnersCarousel({
  page,
  language,
}: {
  page: Pick<HomePage, "partnersHeading" | "partners">;
  language: Language;
}) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const listId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  // Before hydration the list shows its start: nothing to go back to.
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    setEdges({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, [measure]);

  if (page.partners.length === 0) return null;

  const scroll = (direction: -1 | 1) => {
    if (direction === -1 ? edges.atStart : edges.atEnd) return;
    viewport.current?.scrollBy({
      left: direction * PARTNER_STEP_PX,
      behavior: reducedMotion ? "auto" : "smooth",
    });
  };

  return (
    <section id="partners" className="home-section home-partners" aria-labelledby="home-partners-title">
      <div className="container">
        <div className="home-partners__head">
          <h2 id="home-partners-title" className="home-section__title">
            {page.partnersHeading}
          </h2>
          <div className="home-partners__buttons">
            {/* aria-disabled rather than disabled: the button keeps focus at the end of the list. */}
            <button
              type="button"
              className="home-partners__button"
              aria-label={t("home.partners.previous")}
              aria-controls={listId}
              aria-disabled={edges.atStart}
              onClick={() => scroll(-1)}
            >
              <ChevronIcon direction="previous" />
            </button>
            <button
              type="button"
              className="home-partners__button"
              aria-label={t("home.partners.next")}
              aria-controls={listId}
              aria-disabled={edges.atEnd}
              onClick={() => scroll(1)}
            >
              <ChevronIcon direction="next" />
            </button>
          </div>
        </div>
        <div
          ref={viewport}
          id={listId}
          className="home-partners__viewport"
          role="group"
          aria-label={t("home.partners.list")}
          // A scroller must be reachable from the keyboard even when no card holds a link (WCAG
          // 2.1.1; axe "scrollable-region-focusable"): the one case where a group takes focus.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <ul className="home-partners__list">
            {page.partners.map((partner) => (
              <li key={partner._id} className="home-partner">
                {partner.logo ? (
                  <CmsPicture image={partner.logo} className="home-partner__logo" decorative />
                ) : null}
                <h3 className="home-partner__name">{partner.name}</h3>
                {partner.description ? (
                  <p className="home-partner__description">{partner.description}</p>
                ) : null}
                {partner.fleet || partner.base ? (
                  <dl className="home-partner__facts">
                    {partner.fleet ? (
                      <div>
                        <dt>{t("home.partners.fleet")}</dt>
                        <dd>{partner.fleet}</dd>
                      </div>
                    ) : null}
                    {partner.base ? (
                      <div>
                        <dt>{t("home.partners.base")}</dt>
                        <dd>{partner.base}</dd>
                      </div>
                    ) : null}
                  </dl>
                ) : null}
                {partner.url ? (
                  <CmsLink href={partner.url} language={language} className="home-partner__link">
                    {t("home.partners.website", { name: partner.name })}
                  </CmsLink>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
