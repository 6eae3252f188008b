import { useActionData } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAnalytics } from "~/analytics/analytics";
import { useFocusTrap } from "~/utils/use-focus-trap";
import { useHydrated } from "~/utils/use-hydrated";
import { useScrollLock } from "~/utils/use-scroll-lock";
import { flightPath } from "~/offers/address";
import { ContactManager } from "./contact-manager";
import { FilterPanel, FILTER_PANEL_ID } from "./filter-panel";
import { FiltersBar, FiltersButton } from "./filters-bar";
import { NotFoundBlock } from "./not-found-block";
import type { NearestOpen } from "./nearest-open";
import { OfferCard } from "~/offers/offer-card";
import { CompareTray, useCompare } from "~/offers/compare-view";
import { buildPriceStrip } from "~/offers/price-strip";
import { PriceStripView } from "./price-strip-view";
import { RatesNote } from "~/offers/rates-note";
import { ResultSkeletons } from "./result-skeletons";
import { defaultFilters, filtersToParams, priceBounds, totalIn, visibleCards } from "~/offers/results";
import type { ResultsData } from "~/offers/results-data";
import type { SearchRequestResult } from "./search-request-form";
import { MultiLegSummary } from "./multi-leg-summary";
import { SearchSummary, SEARCH_EDIT_ID } from "./search-summary";
import { TopBlock, type Leg } from "./top-block";
import { useQueryChange, useResultFilters } from "./use-results-view";
import { useWideScreen } from "./use-wide-screen";

// spec §7: each goal once per result set, even when the screen is shown again (flight view, back).
const reportedGoals = new Set<string>();

/**
 * Issue 28, item 1 (decision 041): the price strip and the rates line come after this many offers,
 * so the offers open the first screen (three on a phone, four at a desktop width).
 */
const LEAD_OFFERS = 4;

/**
 * The results screen of spec §2 "Search and flight screen": the top block and filters bar (search
 * mode), the filter panel, and the offers in the chosen order, with the contact-manager block
 * after them or the not-found block when the search found nothing. An empty-leg result set shows
 * without the route header and the filter panel (spec §2, "Empty-leg mode").
 *
 * The layout (issue 28, item 1; decision 041): on a phone the search is a one-line summary that
 * opens the top block, and the count with the filters button sits right over the offers; from
 * 1024 px the search and the filter panel stand in a sticky left column. The price strip and the
 * rates line follow the first offers. The flight route renders this screen with the opened card
 * selected in the list and its detail (`detail`) at the top of the main column (issue 28, item 3),
 * so its price, Order and key facts are on the first screen.
 */
export function ResultsScreen({
  data,
  selectedCardId,
  detail,
  nearestOpen = [],
}: {
  data: ResultsData;
  selectedCardId?: string;
  detail?: ReactNode;
  /** A domestic closure's nearest open airports, for the not-found block (issue 26, item 9). */
  nearestOpen?: NearestOpen[];
}) {
  const { t } = useTranslation();
  const { language, cards, query, airports, mode } = data;
  const hydrated = useHydrated();
  const actionData = useActionData<SearchRequestResult>();
  const { filters, hrefFor, apply } = useResultFilters();
  const selected = selectedCardId ? cards.find((card) => card.id === selectedCardId) : undefined;
  const { current, change, loading, pathOf } = useQueryChange({
    query,
    requestId: data.requestId,
    language,
    selectedTail: selected?.aircraft ?? null,
  });

  const visible = useMemo(() => visibleCards(cards, filters), [cards, filters]);
  const bounds = useMemo(() => priceBounds(cards, filters.currency), [cards, filters.currency]);
  // issue 16 item 2: the price strip, in the visitor's currency; null where it is not shown.
  const strip = useMemo(() => buildPriceStrip(data, filters.currency), [data, filters.currency]);
  const searchMode = mode === "search";
  const filterSearch = filtersToParams(filters, language).toString();
  // Issue 28, item 1: compare up to 3 offers of a search; not beside an opened flight.
  const compare = useCompare(cards);
  const comparing = searchMode && !selected;

  // The date picker of the top block, open on one leg; the filters bar's return button opens it too.
  const [picker, setPicker] = useState<Leg | null>(null);

  // The phone's search summary opens the full top block and filters bar (issue 28, item 1).
  const [editOpen, setEditOpen] = useState(false);

  // The filter panel: on a phone a modal sheet that locks page scroll and keeps focus (spec §4);
  // from 1024 px inline in the left column (issue 28, item 1), where a sheet left open closes.
  const wide = useWideScreen();
  const [panelOpen, setPanelOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const drawerOpen = panelOpen && !wide;
  useScrollLock(drawerOpen);
  useFocusTrap(panel, drawerOpen, closePanel);
  useEffect(() => {
    if (wide) setPanelOpen(false);
  }, [wide]);
  useEffect(() => {
    // An address that names the panel (shared from a browser without scripts) opens it.
    if (window.location.hash === `#${FILTER_PANEL_ID}` && cards.length > 0) setPanelOpen(true);
  }, [cards.length]);

  const { reachGoal } = useAnalytics();
  useEffect(() => {
    // spec §7: the goals are the search's; an empty-leg listing shown around a flight reports none.
    if (mode !== "search") return;
    const goal = cards.length > 0 ? "SEARCH_RESULTS" : "EMPTY_SEARCH";
    const key = `${data.requestId}:${goal}`;
    if (reportedGoals.has(key)) return;
    reportedGoals.add(key);
    reachGoal(goal);
  }, [mode, data.requestId, cards.length, reachGoal]);

  const filtered = visible.length < cards.length;
  const countText =
    mode === "emptyLeg"
      ? t("search.list.emptyLegsCount", { count: visible.length })
      : filtered
        ? t("search.list.shown", { count: visible.length, total: cards.length })
        : t("search.list.count", { count: cards.length });

  const selectedTotal = selected ? totalIn(selected, "rub") : null;
  const resetHref = hrefFor({ ...defaultFilters(language), currency: filters.currency });

  const filtersButton = searchMode ? (
    <FiltersButton
      language={language}
      hydrated={hydrated}
      filters={filters}
      hasResults={cards.length > 0}
      panelOpen={drawerOpen}
      onOpenPanel={() => setPanelOpen(true)}
    />
  ) : null;

  const item = (card: (typeof visible)[number], index: number) => {
    const isSelected = card.id === selectedCardId;
    const dimmed =
      Boolean(selected) &&
      !isSelected &&
      (totalIn(card, "rub") !== selectedTotal || card.aircraft !== selected?.aircraft);
    return (
      <li
        key={card.id}
        className="results__item"
        data-total={totalIn(card, filters.currency)}
        data-seats={card.max_pax}
        data-year={card.aircraft_year_of_creation}
        data-class={card.aircraft_class}
      >
        <OfferCard
          card={card}
          language={language}
          currency={filters.currency}
          query={query}
          airports={airports}
          href={flightPath(card.id, language, filterSearch)}
          selected={isSelected}
          dimmed={dimmed}
          eager={index === 0}
          compare={comparing ? compare.control(card.id) : undefined}
        />
      </li>
    );
  };
  const lead = visible.slice(0, LEAD_OFFERS);
  const rest = visible.slice(LEAD_OFFERS);
  const showList = !loading && cards.length > 0 && visible.length > 0;

  // The price strip and the rates line: after the first offers (issue 28, item 1), or where the
  // offers would be when there are none to show.
  const interlude = (
    <>
      {strip && query ? (
        <PriceStripView
          strip={strip}
          query={query}
          language={language}
          hydrated={hydrated}
          hrefOf={pathOf}
          onChange={change}
        />
      ) : null}
      {!loading && cards.length > 0 ? (
        <RatesNote
          ratesDate={data.ratesDate}
          currency={filters.currency}
          language={language}
          variant="line"
          className="results__rates"
        />
      ) : null}
    </>
  );

  // The filters stand under the search block, one-way or multi-leg alike.
  const filterPanel =
    cards.length > 0 ? (
      <FilterPanel
        ref={panel}
        open={panelOpen}
        hydrated={hydrated}
        inline={hydrated && wide}
        filters={filters}
        bounds={bounds}
        visibleCount={visible.length}
        language={language}
        hrefFor={hrefFor}
        onApply={apply}
        onClose={closePanel}
        closeHref={`${hrefFor(filters)}`}
      />
    ) : null;

  return (
    <div className={`results results--${mode}${selected ? " results--selected" : ""}`}>
      {searchMode && current?.legs ? (
        // Issue 29, item 1: a multi-leg search shows every leg, not the one-way block of its first.
        <div className="results__side">
          <MultiLegSummary legs={current.legs} airports={airports} language={language} />
          {filterPanel}
        </div>
      ) : searchMode && current ? (
        <div className="results__side">
          <SearchSummary
            query={current}
            airports={airports}
            language={language}
            hydrated={hydrated}
            open={editOpen}
            onToggle={() => setEditOpen((open) => !open)}
          />
          <div
            id={SEARCH_EDIT_ID}
            className={`results__edit${editOpen ? " results__edit--open" : ""}`}
            tabIndex={-1}
          >
            <TopBlock
              query={current}
              hrefOf={pathOf}
              airports={airports}
              language={language}
              earliest={data.earliest}
              hydrated={hydrated}
              onChange={change}
              picker={picker}
              onPicker={setPicker}
            />
            <FiltersBar
              query={current}
              language={language}
              hydrated={hydrated}
              onChange={change}
              onAskBack={() => setPicker("back")}
              hrefOf={pathOf}
            />
          </div>
          {filterPanel}
        </div>
      ) : null}

      <div className="results__main">
        <div className="results__head">
          <h1 className="results__count" aria-live="polite" aria-atomic="true" data-testid="results-count">
            {loading ? t("search.list.loading") : countText}
          </h1>
          {filtersButton}
        </div>

        {/* The opened flight (issue 28, item 3): its summary, Order and detail open the page. */}
        {detail ? <div className="results__detail">{detail}</div> : null}

        {loading ? (
          <ResultSkeletons count={5} />
        ) : cards.length === 0 ? (
          mode === "search" ? (
            <NotFoundBlock
              query={query}
              airports={airports}
              language={language}
              restriction={data.restriction}
              nearestOpen={nearestOpen}
              actionData={actionData}
            />
          ) : null
        ) : visible.length === 0 ? (
          <div className="results__filtered-out">
            <p>{t("search.list.filteredOut")}</p>
            <a
              className="button button--primary"
              href={resetHref}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                apply({ ...defaultFilters(language), currency: filters.currency });
              }}
            >
              {t("search.list.reset")}
            </a>
          </div>
        ) : (
          <ol className="results__list" aria-label={t("search.list.label")}>
            {lead.map(item)}
          </ol>
        )}

        {interlude}

        {showList && rest.length > 0 ? (
          // The same list, continued after the strip: numbered on from the first part.
          <ol className="results__list" aria-label={t("search.list.more")} start={LEAD_OFFERS + 1}>
            {rest.map((card, index) => item(card, index + LEAD_OFFERS))}
          </ol>
        ) : null}

        {comparing && !loading ? (
          <CompareTray
            compare={compare}
            cards={cards}
            language={language}
            currency={filters.currency}
            airports={airports}
            hrefOf={(card) => flightPath(card.id, language, filterSearch)}
          />
        ) : null}

        {!loading && searchMode && cards.length > 0 ? <ContactManager /> : null}
      </div>
    </div>
  );
}
