/**
 * Interface copy of the empty-legs area (issue 5), Russian and English side by side. ru.ts and en.ts
 * mount it under `emptyLegs`; en.ts's type checks that both languages have the same keys.
 */
export const emptyLegsRu = {};

export const emptyLegsEn = {};
