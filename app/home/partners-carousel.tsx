import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import type { Language } from "~/utils/language";
import { ScrollButton } from "~/ui/scroll-button";
import { useScrollEnds } from "~/ui/use-scroll-ends";
import type { HomePage } from "./home-page";
import { CmsLink } from "./links";

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
  const listId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  // Before hydration the list shows its start: nothing to go back to, and (the buttons being
  // always shown here) the next one is offered.
  const ends = useScrollEnds(viewport, { step: PARTNER_STEP_PX, initial: { start: true, end: false } });

  if (page.partners.length === 0) return null;

  return (
    <section id="partners" className="home-section home-partners" aria-labelledby="home-partners-title">
      <div className="container">
        <div className="home-partners__head">
          <h2 id="home-partners-title" className="home-section__title">
            {page.partnersHeading}
          </h2>
          <div className="home-partners__buttons">
            <ScrollButton
              direction="previous"
              className="home-partners__button"
              label={t("home.partners.previous")}
              controls={listId}
              disabled={ends.start}
              onClick={() => ends.scroll("previous")}
            />
            <ScrollButton
              direction="next"
              className="home-partners__button"
              label={t("home.partners.next")}
              controls={listId}
              disabled={ends.end}
              onClick={() => ends.scroll("next")}
            />
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
