import type { searchFormRu } from "~/i18n/locales/search-form";
import type { SearchQuery } from "~/offers/address";
import type { AirportSummary } from "~/offers/airport-summary";

/** The form's fields that can carry a message (the shared contract of issue 5), "form" for the whole. */
export type SearchFormField = "from" | "to" | "date" | "pax" | "back" | "form";

/** A message of `searchForm.errors`. */
export type SearchFormErrorKey = keyof (typeof searchFormRu)["errors"];

/** What the form starts with: a query's parts (airport fields may hold typed text) and known airports. */
export interface SearchFormInitial {
  query?: Partial<SearchQuery>;
  from?: AirportSummary;
  to?: AirportSummary;
}
