/*
 * The offers a visitor compares side by side (issue 28, item 1: "Compare: up to 3 offers side by
 * side"), as the address carries them: `?compare=id1,id2`. The address is the one source of the
 * list, so a comparison is shared, survives a reload and works without JavaScript, where each
 * card's control is a link to the address with its offer added or taken away
 * (docs/decisions/040-compact-card-and-compare.md). Pure and client-safe.
 */

/** The query parameter that names the compared offers, comma-separated in the visitor's order. */
export const COMPARE_PARAM = "compare";

/** Three columns still read side by side on a 390-px phone (issue 28, item 1). */
export const COMPARE_LIMIT = 3;

/** The fragment of the comparison table: without JavaScript the bar's link opens it by `:target`. */
export const COMPARE_VIEW_ID = "compare-view";

export interface CompareList {
  /** The offers compared, at most COMPARE_LIMIT, each once, in the order they were added. */
  ids: string[];
  /** The address asked for more than the limit: the ones past it were refused. */
  overflow: boolean;
}

/** The id pattern of API.md's `Id`: anything else in the address is dropped, never echoed. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads `?compare=`: ids split at commas, trimmed, malformed and repeated ones dropped, and (when
 * `known` is given) those not among the result set's cards dropped too, since a shared address may
 * outlive its offers. The first COMPARE_LIMIT are kept; `overflow` says the address named more.
 */
export function parseCompare(value: string | null | undefined, known?: Iterable<string>): CompareList {
  const allowed = known ? new Set(known) : null;
  const ids: string[] = [];
  for (const part of (value ?? "").split(",")) {
    const id = part.trim();
    if (!ID.test(id) || ids.includes(id)) continue;
    if (allowed && !allowed.has(id)) continue;
    ids.push(id);
  }
  return { ids: ids.slice(0, COMPARE_LIMIT), overflow: ids.length > COMPARE_LIMIT };
}

/**
 * The list after the visitor ticks or unticks `id`: a chosen offer is taken away; another is added
 * at the end while there is room; a fourth is refused and the list stays as it was.
 */
export function toggleCompare(ids: readonly string[], id: string): { ids: string[]; refused: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), refused: false };
  if (ids.length >= COMPARE_LIMIT) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}

/**
 * The query string of the address with `ids` compared, every other parameter (filters, sort,
 * currency, return) kept as it was; without `compare` when the list is empty.
 */
export function withCompare(search: URLSearchParams | string, ids: readonly string[]): URLSearchParams {
  const params = new URLSearchParams(search);
  if (ids.length > 0) params.set(COMPARE_PARAM, ids.join(","));
  else params.delete(COMPARE_PARAM);
  return params;
}

/**
 * The no-JavaScript link of a card's control: the address with the card toggled. When the list is
 * full the link still names the card, past the limit, so the page it opens says why it was refused
 * (`overflow`) instead of silently doing nothing.
 */
export function compareToggleHref(
  pathname: string,
  search: URLSearchParams | string,
  ids: readonly string[],
  id: string,
): string {
  const next = toggleCompare(ids, id);
  const params = withCompare(search, next.refused ? [...ids, id] : next.ids);
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}
