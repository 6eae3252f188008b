/**
 * Interface copy of the search area (issue 5), Russian and English side by side. ru.ts and en.ts
 * mount it under `search`; en.ts's type checks that both languages have the same keys.
 */
export const searchRu = {};

export const searchEn = {};
