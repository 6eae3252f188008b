/**
 * Interface copy of the booking (issue 6), Russian and English side by side. ru.ts and en.ts mount it
 * under `booking`; en.ts's type checks that both have the same keys.
 */
export const bookingRu = {};

export const bookingEn: typeof bookingRu = {};
