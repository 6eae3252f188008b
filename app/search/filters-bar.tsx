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
 * The filters button of spec §2 (issue 28, item 1: it stands beside the offer count, so it is on
 * the first screen of a phone while the search itself is folded into its summary). It opens the
 * panel only when there are results (spec §4); without JavaScript it is a link to the panel. From
 * 1024 px the panel stands open in the left column and CSS hides the button.
 */
export const FiltersButton = forwardRef<
  HTMLButtonElement,
  {
    language: Language;
    hydrated: boolean;
    filters: ResultFilters;
    hasResults: boolean;
    panelOpen: boolean;
    onOpenPanel: () => void;
  }
>(function FiltersButton({ language, hydrated, filters, hasResults, panelOpen, onOpenPanel }, ref) {
  const { t } = useTranslation();
  const active = activeFilterCount(filters, language);
  const filtersLabel =
    active > 0 ? t("search.bar.filtersActive", { count: active }) : t("search.bar.filters");

  if (!hasResults) {
    return (
      <button type="button" className="button filters-bar__filters" disabled>
        {t("search.bar.filters")}
      </button>
    );
  }
  if (hydrated) {
    return (
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
  }
  return (
    <a className="button filters-bar__filters" href={`#${FILTER_PANEL_ID}`} data-testid="filters-button">
      {filtersLabel}
    </a>
  );
});

/**
 * The filters bar of spec §2: the passenger stepper and the return toggle (the filters button
 * stands beside the offer count, `FiltersButton`). Without JavaScript the stepper is a number field
 * in a GET form to the search-form resolver.
 */
export function FiltersBar({
  query,
  language,
  hydrated,
  onChange,
  onAskBack,
  hrefOf,
}: {
  query: SearchQuery;
  language: Language;
  hydrated: boolean;
  onChange: (next: SearchQuery) => void;
  /** Opens the date picker on the return tab (issue 28, item 6). */
  onAskBack: () => void;
  hrefOf: (next: SearchQuery) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="filters-bar" role="group" aria-label={t("search.bar.label")}>
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
    </div>
  );
}
