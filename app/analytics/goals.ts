/** The goals of spec §7, reported to the analytics counter by the features that reach them. */
export const GOALS = ["CALLBACK", "BOOKING_FORM", "SEARCH_RESULTS", "EMPTY_SEARCH", "FLIGHT_INFO"] as const;
export type Goal = (typeof GOALS)[number];
