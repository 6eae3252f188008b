import { localizePath, type Language } from "~/utils/language";
import { defaultCurrency, type Currency } from "~/offers/results";

/** The address of a route page in a language: `/routes/{slug}/`, `/en/routes/{slug}/`. Client-safe. */
export function routePagePath(slug: string, language: Language): string {
  return localizePath(`/routes/${slug}/`, language);
}

/**
 * What a route page reads of its address (issue 17, item 3: from-prices in the visitor's currency):
 * the currency, none spelled for the language's own (issue 28, item 10), so the plain address stays
 * the one search engines list.
 * The currency switch links with it, and the page states it to the page cache (`cachedPage`).
 */
export function routePageReads(currency: Currency, language: Language): { currency: Currency | null } {
  return { currency: currency === defaultCurrency(language) ? null : currency };
}

/** The address of a route page in a currency: `?currency=usd`, nothing for the language's own. */
export function routePageQuery(currency: Currency, language: Language): string {
  const { currency: spelled } = routePageReads(currency, language);
  return spelled === null ? "" : `?currency=${spelled}`;
}
