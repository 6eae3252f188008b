import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { localizePath, type Language } from "~/utils/language";
import { PassengerStepper } from "~/search-form/passenger-stepper";
import type { SearchQuery } from "~/offers/address";
import { FILTER_PANEL_ID } from "./filter-panel";
import { DEFAULT_SORT, defaultCurrency, type ResultFilters } from "~/offers/results";
import { ReturnLink } from "./top-block";

/** How many filters differ from the defaults, for the filters button's name. */
export function activeFilterCount(filters: ResultFilters, language: Language): number {
  return [
    filters.sort !== DEFAULT_SORT,
    filters.classFilter !== null,
    filters.currency !== defaultCurrency(language),
    filters.cap !== null,
  ].filter(Boolean).length;
}

/**
 * The filters bar of spec §2: the passenger stepper, the filters button and the return toggle.
 * The filters button opens the panel only when there are results (spec §4). Without JavaScript the
 * stepper is a number field in a GET form to the search-form resolver, and the button is a link to
 * the panel.
 */
export const FiltersBar = forwardRef<
  HTMLButtonElement,
  {
    query: SearchQuery | null;
    language: Language;
    hydrated: boolean;
    filters: ResultFilters;
    hasResults: boolean;
    panelOpen: boolean;
    onOpenPanel: () => void;
    onChange: (next: SearchQuery) => void;
    /** Opens the date picker on the return tab (issue 28, item 6). */
    onAskBack: () => void;
    hrefOf: (next: SearchQuery) => string;
  }
>(function FiltersBar(
  { query, language, hydrated, filters, hasResults, panelOpen, onOpenPanel, onChange, onAskBack, hrefOf },
  ref,
) {
  const { t } = useTranslation();
  const active = activeFilterCount(filters, language);
  const filtersLabel =
    active > 0 ? t("search.bar.filtersActive", { count: active }) : t("search.bar.filters");

  let filtersButton;
  if (!hasResults) {
    filtersButton = (
      <button type="button" className="button filters-bar__filters" disabled>
        {t("search.bar.filters")}
      </button>
    );
  } else if (hydrated) {
    filtersButton = (
      <button
        ref={ref}
        type="button"
        className="button filters-bar__filters"
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        aria-controls={FILTER_PANEL_ID}
        aria-label={filtersLabel}
        data-testid="filters-button"
        onClick={onOpenPanel}
      >
        {t("search.bar.filters")}
        {active > 0 ? (
          <span className="filters-bar__badge" aria-hidden="true">
            {active}
          </span>
        ) : null}
      </button>
    );
  } else {
    filtersButton = (
      <a className="button filters-bar__filters" href={`#${FILTER_PANEL_ID}`} data-testid="filters-button">
        {filtersLabel}
      </a>
    );
  }

  return (
    <div className="filters-bar" role="group" aria-label={t("search.bar.label")}>
      {query ? (
        <form method="get" action={localizePath("/search/", language)} className="filters-bar__pax">
          <input type="hidden" name="from" value={query.from} />
          <input type="hidden" name="to" value={query.to} />
          <input type="hidden" name="date" value={query.date} />
          {query.back ? (
            <>
              <input type="hidden" name="return" value="on" />
              <input type="hidden" name="back" value={query.back} />
            </>
          ) : null}
          <PassengerStepper
            value={query.pax}
            name="pax"
            label={t("search.bar.passengers")}
            id="results-pax"
            onChange={(pax) => {
              if (pax !== query.pax && pax >= 1) onChange({ ...query, pax });
            }}
          />
          {hydrated ? null : (
            <button type="submit" className="button filters-bar__apply">
              {t("search.bar.apply")}
            </button>
          )}
        </form>
      ) : null}
      {filtersButton}
      {query ? (
        <ReturnLink
          query={query}
          language={language}
          hydrated={hydrated}
          onChange={onChange}
          onAskBack={onAskBack}
          hrefOf={hrefOf}
          toggle
          className="button filters-bar__return"
        />
      ) : null}
    </div>
  );
});
