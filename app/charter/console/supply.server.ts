/**
 * The supply a supervisor keeps true (issue 18, item 3): operators, aircraft, availability blocks
 * and empty legs published by hand, one module each in `./supply/` (issue 31, item 4). Every write
 * validates what was typed (a mistake comes back as field errors, never a 500), runs in one
 * transaction with its audit entry, and then drops the engine's cached market so the next search
 * sees the change (CharterService.invalidate).
 *
 * Some writes are allowed but deserve a second look (a block over a booked flight, retiring an
 * aircraft with bookings ahead): they come back once as warnings and go through when the form is
 * sent again with `confirm`.
 *
 * This file is what the engine's front door (../index.server.ts) passes on; the helpers the
 * modules share (./supply/fields.ts, ./supply/shared.server.ts) stay inside.
 */
export {
  OPERATOR_ID,
  SUPPLY_LIMITS,
  TAIL_NUMBER,
  isCountryCode,
  type FieldError,
  type FieldErrors,
  type SupplyErrorCode,
  type SupplyOutcome,
  type SupplyWarning,
  type SupplyWarningCode,
} from "./supply/fields";
export { localTime, type AirportLabel, type LocalTime, type SupplyContext } from "./supply/shared.server";
export * from "./supply/operators.server";
export * from "./supply/aircraft.server";
export * from "./supply/blocks.server";
export * from "./supply/empty-legs.server";
export * from "./supply/peak-days.server";
export * from "./supply/photos.server";
