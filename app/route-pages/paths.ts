import { localizePath, type Language } from "~/utils/language";
import { DEFAULT_CURRENCY, type Currency } from "~/offers/results";

/** The address of a route page in a language: `/routes/{slug}/`, `/en/routes/{slug}/`. Client-safe. */
export function routePagePath(slug: string, language: Language): string {
  return localizePath(`/routes/${slug}/`, language);
}

/**
 * What a route page reads of its address (issue 17, item 3: from-prices in the visitor's currency):
 * the currency, none spelled for roubles, so the plain address stays the one search engines list.
 * The currency switch links with it, and the page states it to the page cache (`cachedPage`).
 */
export function routePageReads(currency: Currency): { currency: Currency | null } {
  return { currency: currency === DEFAULT_CURRENCY ? null : currency };
}

/** The address of a route page in a currency: `?currency=usd`, nothing for roubles. */
export function routePageQuery(currency: Currency): string {
  const { currency: spelled } = routePageReads(currency);
  return spelled === null ? "" : `?currency=${spelled}`;
}
