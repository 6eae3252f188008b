/** Interface copy of the aircraft pages (issue 17, item 4); filled by the aircraft-page work. */
export const aircraftPageRu = {};
export const aircraftPageEn = {};
