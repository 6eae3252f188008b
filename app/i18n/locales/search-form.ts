/**
 * Interface copy of the search-form area (issue 5), Russian and English side by side. ru.ts and en.ts
 * mount it under `searchForm`; en.ts's type checks that both languages have the same keys.
 */
export const searchFormRu = {};

export const searchFormEn = {};
