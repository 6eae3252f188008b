/**
 * The charter engine's front door for the server (issue 31, item 1; docs/decisions/024): its
 * services (search, cards, calendar, ordering, the outbox, supply and deals), the contract, and the
 * engine pieces the benchmarks and calibration scripts drive. Everything in `./index` comes
 * along. Nothing outside app/charter imports any other module of it (scripts/check-layers.mjs).
 */
export * from "./index";
export { airportIndex, airports, createAirportIndex, type AirportIndex } from "./airports/airports";
// An airport as the watches name it, «Сочи (Адлер, AER)»: the /el/ watch block too (issue 29).
export { airportLabel } from "./watches/match";
/** A world-list airport record (the contract's `Airport` is the API's shape of one). */
export type { Airport as AirportRecord } from "./airports/airports";
export * from "./charter.server";
export * from "./client/http";
export * from "./client/in-process.server";
export * from "./console/audit.server";
export * from "./console/customer-messages";
export * from "./console/dashboard.server";
// Operators' documents (issue 27, item 2; docs/decisions/035).
export * from "./console/document-reminders.server";
export * from "./console/document-store.server";
export * from "./console/operator-documents.server";
export {
  AUDIT_PROGRAMS,
  AUDIT_RATINGS,
  REMINDER_DAYS,
  documentState,
  type AuditProgram,
  type DocumentState,
} from "./engine/operator-documents";
export * from "./console/orders.server";
export * from "./console/operator-answer";
export * from "./console/operator-orders.server";
export * from "./console/staff-auth.server";
export * from "./console/scope";
export * from "./console/operator-accounts.server";
export * from "./console/staff.server";
export * from "./console/supply.server";
/** Both the orders and the supply name their form's errors `FieldErrors`: the orders keep the name. */
export type { FieldErrors } from "./console/orders.server";
export type { FieldErrors as SupplyFieldErrors } from "./console/supply.server";
export * from "./contract/errors";
export * from "./contract/openapi";
export * from "./engine/corridors";
export * from "./engine/fleet-market";
export * from "./engine/from-price";
export * from "./engine/geo";
export * from "./engine/local-time";
export {
  firstIndexAfter,
  lastCommitment,
  type EmptyLegSale,
  type Market,
  type MarketAircraft,
  type MarketAirport,
  type ScheduledLeg,
} from "./engine/market";
export * from "./engine/offers";
export { billedMinutes, hoursCostEur, pricedLines, type PriceLine } from "./engine/pricing";
export * from "./engine/synthetic-market";
// The fleet's data as app/charter/fleet/index.ts lists it, but for the sold classes' type, whose
// name the contract's `AircraftClass` (which adds the legacy "Jet") keeps.
export * from "./fleet";
/** The classes the fleet is sold in (the contract's `AircraftClass` adds the legacy "Jet"). */
export type { AircraftClass as FleetAircraftClass } from "./fleet";
export type { AircraftClass } from "./contract/schemas";
export * from "./fleet/market-rates";
export * from "./fleet/seat-map";
export * from "./fleet/side-view";
export * from "./fleet/type-pictures-files";
export * from "./ids";
// Uploaded media (issue 27, item 5; docs/decisions/038): the store on disk or in a bucket, photos.
export * from "./media/create.server";
export * from "./media/s3-store.server";
export * from "./media/serve.server";
export * from "./media/store.server";
export {
  PHOTO_MAX_BYTES,
  PHOTO_MIN_WIDTH,
  PHOTO_WIDTHS,
  processPhoto,
  type PhotoRefusal,
} from "./media/photo-variants.server";
export * from "./market.server";
export * from "./notify/create.server";
export * from "./notify/delivery-counts";
export * from "./notify/transport";
export * from "./ordering/bearer";
export * from "./ordering/errors";
export * from "./ordering/idempotency.server";
export { CODE, LONGEST_WINDOW_MS, TOKEN, smsGlobalDay, type Limit } from "./ordering/limits";
export * from "./ordering/messages";
export * from "./ordering/ordering.server";
export * from "./ordering/outbox.server";
export * from "./ordering/phone";
export * from "./ordering/rate-limit.server";
export * from "./ordering/write-route.server";
export * from "./outage";
// The operator API and calendar feeds (issue 27, item 4; docs/decisions/037).
export * from "./contract/operator-api";
export * from "./operator-api/keys";
export * from "./operator-api/keys.server";
export { feedStatus, pollFeed, setFeedUrl, type FeedErrorCode, type FeedStatus } from "./ical/feeds.server";
export { createFeedPoller, type FeedPoller } from "./ical/poller.server";
export {
  deleteEmptyLeg,
  operatorApiMethodNotAllowed,
  postEmptyLeg,
  putAvailability,
} from "./operator-api/http.server";
export * from "./rates/age.server";
export * from "./rates/cbr";
export * from "./rates/refresher.server";
export * from "./restrictions";
export * from "./restrictions/seed.server";
export * from "./saved.server";
export * from "./seed/seed.server";
export { PricingUnavailable, isPricingUnavailable, pricingWorkers } from "./service/pricing-pool.server";
export * from "./sweeper.server";
// Empty-leg watches (issue 29, item 2; decision 047).
export * from "./watches/service.server";
export {
  handleTelegramWebhook,
  telegramWebhookSecret,
  webhookSecretMatches,
} from "./watches/telegram.server";
export { WATCH_LIMITS, type ConfirmOutcome, type ManagedWatches } from "./watches/watches.server";
export { legKey, type ScanResult, type WatchScanner } from "./watches/scanner.server";
export { createTelegramBot, createTelegramTransport, type TelegramBot } from "./notify/telegram.server";
