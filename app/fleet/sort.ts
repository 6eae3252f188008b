import { LOCALE_TAGS, type Language } from "~/utils/language";

/**
 * The fleet sorts of spec §4 ("Fleet sort: name, year, seats"). The sort lives in the URL as
 * `?sort=`, so a sorted list is a link that works without JavaScript and survives a reload; the
 * first one is the default and has no parameter.
 */
export const FLEET_SORTS = ["name", "year", "seats"] as const;

export type FleetSort = (typeof FLEET_SORTS)[number];

const DEFAULT_FLEET_SORT: FleetSort = "name";

export const FLEET_SORT_PARAM = "sort";

/** The sort a `?sort=` value asks for; anything unknown is the default. */
export function parseFleetSort(value: string | null | undefined): FleetSort {
  return (FLEET_SORTS as readonly string[]).includes(value ?? "") ? (value as FleetSort) : DEFAULT_FLEET_SORT;
}

/** The query string of a sort: none for the default, so /fleet/ stays the one plain address. */
export function fleetSortSearch(sort: FleetSort): string {
  const spelled = spelledSort(sort);
  return spelled === null ? "" : `?${FLEET_SORT_PARAM}=${spelled}`;
}

/** A sort as the address spells it: none for the default. */
function spelledSort(sort: FleetSort): FleetSort | null {
  return sort === DEFAULT_FLEET_SORT ? null : sort;
}

/** What the fleet page reads of its address: the sort, none spelled for the default (`cachedPage`). */
export function fleetSortReads(params: URLSearchParams): Record<string, FleetSort | null> {
  return { [FLEET_SORT_PARAM]: spelledSort(parseFleetSort(params.get(FLEET_SORT_PARAM))) };
}

export interface SortableAircraft {
  number: string;
  type: string;
  year_of_creation: number;
  max_pax: number;
}

/**
 * The aircraft in the order the visitor chose:
 * - name: by type, then by tail number, in the language's collation with numbers compared as
 *   numbers (Challenger 300 before Challenger 850, Hawker 700 before Hawker 800XP);
 * - year: newest first, by year of creation (spec §3);
 * - seats: most seats first.
 * Ties fall back to the name order, so the list never shuffles between renders.
 */
export function sortFleet<T extends SortableAircraft>(
  aircraft: readonly T[],
  sort: FleetSort,
  language: Language,
): T[] {
  const collator = new Intl.Collator(LOCALE_TAGS[language], { numeric: true, sensitivity: "base" });
  const byName = (a: T, b: T) => collator.compare(a.type, b.type) || collator.compare(a.number, b.number);
  const compare: Record<FleetSort, (a: T, b: T) => number> = {
    name: byName,
    year: (a, b) => b.year_of_creation - a.year_of_creation || byName(a, b),
    seats: (a, b) => b.max_pax - a.max_pax || byName(a, b),
  };
  return [...aircraft].sort(compare[sort]);
}

/**
 * True when a navigation only changes the sort: the page's data is the same, so the route skips
 * reloading it and the list reorders in the browser.
 */
export function isSortOnlyChange(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(FLEET_SORT_PARAM);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}
