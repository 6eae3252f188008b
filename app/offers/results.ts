import type { AircraftClass, Card, Money } from "~/charter";
import type { Language } from "~/utils/language";

/**
 * The results view's state (spec §4): sort, class filter, currency and price cap. It lives in the
 * query string, so a filtered view can be shared and reloaded (issue 5), and the same functions run
 * on the server (first render, no JavaScript) and in the browser (instant changes).
 */

/** spec §4: cheapest, most expensive, most seats, newest aircraft. The API's spelling is kept. */
export const SORTS = ["LowPrice", "HightPrice", "MaxPax", "Year"] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = "LowPrice";

export const CLASS_FILTERS = ["TurboProp", "MidSizeJet", "SuperJet"] as const;
export type ClassFilter = (typeof CLASS_FILTERS)[number];

/** spec §9: rub, usd, eur. */
export const CURRENCIES = ["rub", "usd", "eur"] as const;
export type Currency = keyof Money;

/**
 * The currency a page shows until the visitor picks one (issue 28, item 10): roubles on Russian
 * pages, dollars on English ones, whose visitors mostly do not think in roubles. A pick rides in the
 * query string (`?currency=`); the language's own currency is never spelled, so the plain address
 * stays the one search engines list.
 */
export function defaultCurrency(language: Language): Currency {
  return language === "en" ? "usd" : "rub";
}

export interface ResultFilters {
  /** null: the visitor tapped the active sort and cleared it (spec §4); the engine's order stands. */
  sort: Sort | null;
  classFilter: ClassFilter | null;
  currency: Currency;
  /** Highest total shown, in `currency`; null means no cap (the slider at its maximum). */
  cap: number | null;
}

/** The view with nothing chosen, in the language's own currency. */
export function defaultFilters(language: Language): ResultFilters {
  return { sort: DEFAULT_SORT, classFilter: null, currency: defaultCurrency(language), cap: null };
}

/** The currency of an address: the visitor's pick, else the language's own (issue 28, item 10). */
export function currencyOf(params: URLSearchParams, language: Language): Currency {
  return oneOf(CURRENCIES, params.get(KEYS.currency)) ?? defaultCurrency(language);
}

/** `currency=…` for an address, or nothing when it is the language's own currency. */
export function currencyParam(currency: Currency, language: Language): string | undefined {
  return currency === defaultCurrency(language) ? undefined : `${KEYS.currency}=${currency}`;
}

/** The query-string keys. `sort=none` records a cleared sort, since no `sort` means the default. */
const KEYS = { sort: "sort", classFilter: "class", currency: "currency", cap: "cap" } as const;
const NO_SORT = "none";

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters; anything unknown falls back to the default rather than failing the page. */
export function parseFilters(params: URLSearchParams, language: Language): ResultFilters {
  const sortText = params.get(KEYS.sort);
  const capText = params.get(KEYS.cap);
  const cap = capText && /^\d{1,15}$/.test(capText) ? Number(capText) : null;
  return {
    sort: sortText === NO_SORT ? null : (oneOf(SORTS, sortText) ?? DEFAULT_SORT),
    classFilter: oneOf(CLASS_FILTERS, params.get(KEYS.classFilter)),
    currency: currencyOf(params, language),
    cap,
  };
}

/** The filters as query parameters, defaults left out so a plain view has a plain address. */
export function filtersToParams(filters: ResultFilters, language: Language): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.sort === null) params.set(KEYS.sort, NO_SORT);
  else if (filters.sort !== DEFAULT_SORT) params.set(KEYS.sort, filters.sort);
  if (filters.classFilter) params.set(KEYS.classFilter, filters.classFilter);
  if (filters.currency !== defaultCurrency(language)) params.set(KEYS.currency, filters.currency);
  if (filters.cap !== null) params.set(KEYS.cap, String(filters.cap));
  return params;
}

/** spec §4: tapping the active sort clears it; another one replaces it. */
export function toggleSort(filters: ResultFilters, sort: Sort): ResultFilters {
  return { ...filters, sort: filters.sort === sort ? null : sort };
}

/** spec §4: tapping the active class clears it. */
export function toggleClass(filters: ResultFilters, classFilter: ClassFilter): ResultFilters {
  return { ...filters, classFilter: filters.classFilter === classFilter ? null : classFilter };
}

/** spec §4: changing the currency resets the price cap. */
export function setCurrency(filters: ResultFilters, currency: Currency): ResultFilters {
  return { ...filters, currency, cap: currency === filters.currency ? filters.cap : null };
}

/** The cap at the slider's value; at or past the highest total it means no cap. */
export function setCap(filters: ResultFilters, cap: number, bounds: PriceBounds | null): ResultFilters {
  return { ...filters, cap: bounds && cap >= bounds.max ? null : Math.max(0, Math.round(cap)) };
}

/**
 * spec §4, class groups: Turboprop = Turboprop; Midsize = Light jet or Mid-size jet; Super =
 * Bizliners, Large jet, Long range jet, Super mid-size jet. `Jet` (class unknown) is in none.
 */
const CLASS_GROUPS: Record<ClassFilter, readonly AircraftClass[]> = {
  TurboProp: ["Turboprop"],
  MidSizeJet: ["Light jet", "Mid-size jet"],
  SuperJet: ["Bizliners", "Large jet", "Long range jet", "Super mid-size jet"],
};

export function classGroupOf(aircraftClass: AircraftClass): ClassFilter | null {
  for (const group of CLASS_FILTERS) if (CLASS_GROUPS[group].includes(aircraftClass)) return group;
  return null;
}

/**
 * A card's total in a currency: both legs when a return exists (spec §4). Summed here rather than
 * with app/charter/cards.ts, whose import of the contract's schemas would ship zod to the browser.
 */
export function totalIn(card: Card, currency: Currency): number {
  return card.routes.reduce((sum, route) => sum + route.price[currency], 0);
}

export interface PriceBounds {
  min: number;
  max: number;
}

/** spec §4: the slider runs from the lowest to the highest total of the results. */
export function priceBounds(cards: readonly Card[], currency: Currency): PriceBounds | null {
  if (cards.length === 0) return null;
  const totals = cards.map((card) => totalIn(card, currency));
  return { min: Math.min(...totals), max: Math.max(...totals) };
}

const COMPARATORS: Record<Sort, (a: Card, b: Card, currency: Currency) => number> = {
  LowPrice: (a, b, currency) => totalIn(a, currency) - totalIn(b, currency),
  HightPrice: (a, b, currency) => totalIn(b, currency) - totalIn(a, currency),
  MaxPax: (a, b) => b.max_pax - a.max_pax,
  Year: (a, b) => b.aircraft_year_of_creation - a.aircraft_year_of_creation,
};

/**
 * The cards the view shows: in the class group, at or under the cap, in the chosen order (stable,
 * so equal cards keep the engine's order). The class filter is applied before the cap.
 */
export function visibleCards(cards: readonly Card[], filters: ResultFilters): Card[] {
  const shown = cards.filter(
    (card) =>
      (!filters.classFilter || classGroupOf(card.aircraft_class) === filters.classFilter) &&
      (filters.cap === null || totalIn(card, filters.currency) <= filters.cap),
  );
  const compare = filters.sort ? COMPARATORS[filters.sort] : null;
  return compare ? shown.sort((a, b) => compare(a, b, filters.currency)) : shown;
}

const CURRENCY_CODES: Record<Currency, string> = { rub: "RUB", usd: "USD", eur: "EUR" };
const LOCALES: Record<Language, string> = { ru: "ru-RU", en: "en-US" };
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A whole-unit price in the page's language: "1 234 567 ₽", "$12,345", "€12,345" (spec §9 signs). */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: CURRENCY_CODES[currency],
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

const AXIS_UNITS: Record<Language, { billions: string; millions: string; thousands: string }> = {
  ru: { billions: "\u00a0млрд", millions: "\u00a0млн", thousands: "\u00a0тыс." },
  en: { billions: "\u00a0bn", millions: "m", thousands: "k" },
};

/**
 * The price slider's axis labels (spec §4): from 1e9 up with two decimals and a billions label,
 * from 1e6 in millions, from 1e3 in thousands ("1,25 млрд", "3,4 млн", "850 тыс."; "1.25 bn",
 * "3.4m", "850k").
 */
export function axisLabel(value: number, language: Language): string {
  const units = AXIS_UNITS[language];
  const number = (amount: number, minimum: number, maximum: number) =>
    new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    }).format(amount);
  if (value >= 1e9) return `${number(value / 1e9, 2, 2)}${units.billions}`;
  if (value >= 1e6) return `${number(value / 1e6, 0, 1)}${units.millions}`;
  if (value >= 1e3) return `${number(value / 1e3, 0, 0)}${units.thousands}`;
  return number(value, 0, 0);
}
