import { forwardRef, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/utils/language";
import { PriceCap } from "./price-cap";
import {
  CLASS_FILTERS,
  CURRENCIES,
  defaultFilters,
  SORTS,
  setCurrency,
  toggleClass,
  toggleSort,
  type PriceBounds,
  type ResultFilters,
} from "~/offers/results";

export const FILTER_PANEL_ID = "filters";

/**
 * The filter panel of spec §2/§4: sort, class, currency and the price cap. Every option is a link
 * to the same page with the new query string, so it works without JavaScript and can be shared;
 * with JavaScript the click rewrites the address in place and the list re-filters at once. Without
 * JavaScript the panel opens as the `#filters` target (the filters button is a link to it).
 *
 * Issue 28, item 1 (decision 041): from 1024 px the panel is not a drawer but the left column's
 * filters, always open, sticky beside the list. CSS shows it there before scripts run; once they
 * run, `inline` (the wide screen) keeps it a plain region, neither modal nor hidden.
 */
export const FilterPanel = forwardRef<
  HTMLDivElement,
  {
    open: boolean;
    hydrated: boolean;
    /** A wide screen with scripts running: the panel stands inline in the left column. */
    inline: boolean;
    filters: ResultFilters;
    bounds: PriceBounds | null;
    visibleCount: number;
    language: Language;
    hrefFor: (next: ResultFilters) => string;
    onApply: (next: ResultFilters) => void;
    onClose: () => void;
    closeHref: string;
  }
>(function FilterPanel(
  { open, hydrated, inline, filters, bounds, visibleCount, language, hrefFor, onApply, onClose, closeHref },
  ref,
) {
  const { t } = useTranslation();
  const titleId = `${FILTER_PANEL_ID}-title`;
  // A drawer once scripts run on a narrow screen; a region without them, or inline on a wide one.
  const drawer = hydrated && !inline;
  // Without JavaScript the links keep the panel open as the page's target after each choice.
  const option = (next: ResultFilters, active: boolean, label: ReactNode, key: string) => (
    <li key={key}>
      <a
        className="chip"
        href={hydrated ? hrefFor(next) : `${hrefFor(next)}#${FILTER_PANEL_ID}`}
        aria-current={active ? "true" : undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onApply(next);
        }}
      >
        {label}
      </a>
    </li>
  );

  return (
    <div
      ref={ref}
      id={FILTER_PANEL_ID}
      className={`filter-panel${drawer ? " filter-panel--js" : ""}${drawer && open ? " filter-panel--open" : ""}${inline ? " filter-panel--inline" : ""}`}
      role={drawer ? "dialog" : "region"}
      aria-modal={drawer ? true : undefined}
      aria-labelledby={titleId}
      hidden={drawer ? !open : undefined}
      tabIndex={-1}
    >
      {drawer ? <div className="filter-panel__backdrop" aria-hidden="true" onClick={onClose} /> : null}
      <div className="filter-panel__sheet">
        <div className="filter-panel__head">
          <h2 id={titleId} className="filter-panel__title">
            {t("search.panel.title")}
          </h2>
          {inline ? null : drawer ? (
            <button
              type="button"
              className="icon-button filter-panel__x"
              aria-label={t("search.panel.close")}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <a className="icon-button filter-panel__x" href={closeHref} aria-label={t("search.panel.close")}>
              <span aria-hidden="true">×</span>
            </a>
          )}
        </div>

        <div className="filter-panel__body">
          <section className="filter-panel__group" aria-labelledby={`${FILTER_PANEL_ID}-sort`}>
            <h3 id={`${FILTER_PANEL_ID}-sort`} className="filter-panel__legend">
              {t("search.panel.sort")}
            </h3>
            <p className="filter-panel__hint">{t("search.panel.sortHint")}</p>
            <ul className="chips" data-testid="sort-options">
              {SORTS.map((sort) =>
                option(
                  toggleSort(filters, sort),
                  filters.sort === sort,
                  t(`search.panel.sorts.${sort}`),
                  sort,
                ),
              )}
            </ul>
          </section>

          <section className="filter-panel__group" aria-labelledby={`${FILTER_PANEL_ID}-class`}>
            <h3 id={`${FILTER_PANEL_ID}-class`} className="filter-panel__legend">
              {t("search.panel.classes")}
            </h3>
            <ul className="chips" data-testid="class-options">
              {CLASS_FILTERS.map((group) =>
                option(
                  toggleClass(filters, group),
                  filters.classFilter === group,
                  t(`search.panel.classNames.${group}`),
                  group,
                ),
              )}
            </ul>
          </section>

          <section className="filter-panel__group" aria-labelledby={`${FILTER_PANEL_ID}-currency`}>
            <h3 id={`${FILTER_PANEL_ID}-currency`} className="filter-panel__legend">
              {t("search.panel.currency")}
            </h3>
            <ul className="chips" data-testid="currency-options">
              {CURRENCIES.map((currency) =>
                option(
                  setCurrency(filters, currency),
                  filters.currency === currency,
                  t(`search.panel.currencies.${currency}`),
                  currency,
                ),
              )}
            </ul>
          </section>

          {bounds ? (
            <section className="filter-panel__group">
              <PriceCap
                key={filters.currency}
                filters={filters}
                bounds={bounds}
                language={language}
                onChange={onApply}
              />
            </section>
          ) : null}
        </div>

        <div className="filter-panel__foot">
          <a
            className="button button--ghost"
            href={hrefFor(defaultFilters(language))}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              onApply(defaultFilters(language));
            }}
          >
            {t("search.panel.reset")}
          </a>
          {inline ? null : drawer ? (
            <button type="button" className="button button--primary filter-panel__show" onClick={onClose}>
              {t("search.panel.show", { count: visibleCount })}
            </button>
          ) : (
            <a className="button button--primary filter-panel__show" href={closeHref}>
              {t("search.panel.show", { count: visibleCount })}
            </a>
          )}
        </div>
      </div>
    </div>
  );
});
