/**
 * The charter engine's front door for code that also runs in the browser (issue 31, item 1;
 * docs/decisions/024-layers-and-front-door.md): the contract's types and schemas, the booking
 * window, the client interface, the console's deal pipeline and the few pure helpers pages draw
 * with. Server code imports `~/charter/index.server`, which adds the services; nothing outside
 * app/charter imports any other module of it (scripts/check-layers.mjs).
 */
export * from "./contract/schemas";
export * from "./contract/search-address";
// Multi-leg searches (issue 29, item 1): the `leg` parameters of GET /api/cards.
export * from "./contract/trip-query";
export * from "./console/pipeline";
export * from "./departure-window";
export * from "./client/charter-client";
export * from "./engine/flight";
export * from "./fleet/type-pictures";
// Addresses and srcsets of the operators' aircraft photos (issue 27, item 5).
export * from "./media/photo-view";
export * from "./order-number";
// How a trip's legs are named on every page and message (issue 29, item 1; decision 046).
export * from "./trip-legs";
// The console's documents forms (issue 27, item 2): the audit programmes, their ratings, cover currencies.
export {
  AUDIT_PROGRAMS,
  AUDIT_RATINGS,
  COVER_CURRENCIES,
  type AuditProgram,
} from "./engine/operator-documents";
// Empty-leg watches (issue 29, item 2; decision 047): the shapes pages and the console read.
export * from "./watches/types";
export * from "./contract/watches";
