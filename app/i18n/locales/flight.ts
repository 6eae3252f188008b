/**
 * Interface copy of the flight area (issue 5), Russian and English side by side. ru.ts and en.ts
 * mount it under `flight`; en.ts's type checks that both languages have the same keys.
 */
export const flightRu = {};

export const flightEn = {};
