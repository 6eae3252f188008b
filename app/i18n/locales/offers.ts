/**
 * Interface copy of the offer cards and the blocks around them (issue 5), Russian and English side
 * by side. ru.ts and en.ts mount it under `offers`; en.ts's type checks that both have the same keys.
 */
export const offersRu = {};

export const offersEn = {};
