import { useLocation, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Language } from "~/utils/language";
import { languageFromPath, localizePath } from "~/utils/language";
import { searchPath, type SearchQuery } from "~/offers/address";
import { SELECT_PARAM } from "./reselect";
import { filtersToParams, parseFilters, type ResultFilters } from "~/offers/results";
import { COMPARE_PARAM } from "~/offers/compare";

/** The view's filters as the address carries them, and the address of any other filter state. */
export function useResultFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const filters = useMemo(() => parseFilters(searchParams, language), [searchParams, language]);
  const hrefFor = useCallback(
    (next: ResultFilters) => {
      const text = filtersToParams(next, language).toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [pathname, language],
  );
  // issue 5 item 5: a filter change rewrites the address in place and re-filters in the browser;
  // the routes' shouldRevalidate keeps the loaders out of it.
  const apply = useCallback(
    (next: ResultFilters) =>
      setSearchParams(
        (current) => {
          const params = filtersToParams(next, language);
          // Issue 28, item 1: the offers chosen to compare stay chosen through a filter change.
          const compared = current.get(COMPARE_PARAM);
          if (compared) params.set(COMPARE_PARAM, compared);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams, language],
  );
  return { filters, hrefFor, apply, language };
}

/**
 * spec §4: any change of date, passengers or return builds a new query, sent once the previous one
 * finished. The latest change waits while a search is loading and goes out when it ends; `draft`
 * is the query the visitor asked for, so the controls show it at once.
 */
export function useQueryChange({
  query,
  requestId,
  language,
  selectedTail,
}: {
  query: SearchQuery | null;
  requestId: string;
  language: Language;
  selectedTail: string | null;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { filters } = useResultFilters();
  const [draft, setDraft] = useState<SearchQuery | null>(null);
  const pending = useRef<string | null>(null);
  const busy = useRef(false);

  const pathOf = useCallback(
    (next: SearchQuery) => {
      // spec §4: a new result set starts with the slider at its maximum, so the cap stays behind.
      const extra = filtersToParams({ ...filters, cap: null }, language);
      if (selectedTail) extra.set(SELECT_PARAM, selectedTail);
      return searchPath(next, language, extra);
    },
    [filters, language, selectedTail],
  );

  const change = useCallback(
    (next: SearchQuery) => {
      setDraft(next);
      const path = pathOf(next);
      if (busy.current || navigation.state !== "idle") {
        pending.current = path;
        return;
      }
      busy.current = true;
      navigate(path);
    },
    [navigate, navigation.state, pathOf],
  );

  useEffect(() => {
    if (navigation.state !== "idle") return;
    busy.current = false;
    const next = pending.current;
    if (next) {
      pending.current = null;
      busy.current = true;
      navigate(next);
    }
  }, [navigation.state, navigate]);

  // New results arrived and nothing else waits: the controls show the results' own query again.
  useEffect(() => {
    if (!pending.current) setDraft(null);
  }, [requestId]);

  const searchPrefix = localizePath("/search/", language);
  const loading =
    pending.current !== null ||
    (navigation.state !== "idle" &&
      // A new search (to the search address, or while a change of ours is under way, through its
      // redirect); a filter change keeps the path and opening a card is not a search.
      ((navigation.location.pathname.startsWith(searchPrefix) &&
        navigation.location.pathname !== localizePath(`/search/${requestId}/`, language)) ||
        draft !== null));

  return { current: draft ?? query, change, loading, pathOf };
}
