import { useTranslation } from "react-i18next";

/**
 * spec §2: placeholder cards while the results load (five on the search page). The shapes are for
 * the eye only; a screen reader hears one polite status line instead of five empty cards.
 */
export function ResultSkeletons({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  const slots = Array.from({ length: Math.max(0, count) }, (_, index) => index);
  return (
    <div className="offer-skeletons-wrap" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t("offers.skeletons.loading")}
      </p>
      <ul className="offer-skeletons" aria-hidden="true">
        {slots.map((slot) => (
          <li key={slot} className="offer-skeleton" data-skeleton="">
            <div className="offer-skeleton__media" />
            <div className="offer-skeleton__body">
              <div className="offer-skeleton__line offer-skeleton__line--title" />
              <div className="offer-skeleton__line offer-skeleton__line--short" />
              <div className="offer-skeleton__line" />
              <div className="offer-skeleton__line offer-skeleton__line--short" />
              <div className="offer-skeleton__line offer-skeleton__line--price" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
