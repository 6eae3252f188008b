import { z } from "zod";
import { ORDER_WINDOW_DAYS } from "../../departure-window";
import { fromLocalIso } from "../../engine/local-time";

/**
 * What a supervisor types into the supply forms (issue 18, item 3), before any database is asked:
 * the limits, the field error and warning codes the console words in both languages, the zod pieces
 * every entity's form is built from, and the outcome each write answers with. No database here.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const SUPPLY_LIMITS = {
  /** Per flown hour, euros: the seeded types run from 3,300 (PC-12) to 19,000 (ACJ319). */
  hourlyRateEur: { min: 500, max: 30_000 },
  /** Crew and parking per day away from base, euros (the class figures run 400–2,200). */
  overnightRateEur: { min: 0, max: 10_000 },
  /** The oldest airframe of the seeded fleet is from 1984; older ones are not chartered. */
  firstYear: 1960,
  /** A block may begin up to a day back (entered late), and run at most a year. */
  blockPastGraceMs: DAY,
  blockMaxDays: 365,
  /** A block starts within two years: further ahead it is a typo. */
  blockHorizonDays: 730,
  /** Spec §9: orders are taken up to 90 days ahead (the order window), so a published leg is too. */
  legHorizonDays: ORDER_WINDOW_DAYS,
  /** A departure window longer than three days is not an empty leg but an open offer. */
  legMaxWindowHours: 72,
  legPriceEur: { min: 100, max: 1_000_000 },
  discountPercent: { min: 1, max: 90 },
  noteMax: 500,
  nameMax: 120,
  /*
   * An operator's dispatch terms (issue 26, items 3, 5 and 6). Notice from 30 minutes (a crew on
   * standby) to two days; a peak-day surcharge up to doubling the flight time (jet-card calendars
   * publish 5–20%, up to 67% at the New Year) and its notice up to a week; a daily minimum up to a
   * whole 8-hour flying day.
   */
  noticeMinutes: { min: 30, max: 2_880 },
  peakSurchargePercent: { min: 0, max: 100 },
  peakNoticeHours: { min: 0, max: 168 },
  dailyMinimumMinutes: { min: 0, max: 480 },
  /*
   * Issue 27, item 3: the time an operator has to answer a pre-order, 30 minutes by default; from
   * 5 minutes (a duty dispatcher) to a whole day.
   */
  responseMinutes: { min: 5, max: 1_440 },
  /** A peak period (issue 26, item 6) lasts at most a season and starts within two years. */
  peakMaxDays: 184,
  peakHorizonDays: 730,
  peakAirportsMax: 40,
} as const;

/** What went wrong with one field; the console's copy words each code in both languages. */
export type SupplyErrorCode =
  | "required"
  | "too_long"
  | "invalid"
  | "tail_format"
  | "tail_taken"
  | "operator_id_format"
  | "operator_taken"
  | "country_unknown"
  | "unknown_type"
  | "unknown_operator"
  | "unknown_airport"
  | "unknown_aircraft"
  | "aircraft_retired"
  | "seats_range"
  | "year_range"
  | "later_year_range"
  | "hourly_rate_range"
  | "overnight_rate_range"
  | "kind"
  | "datetime_format"
  | "ends_before_start"
  | "starts_too_early"
  | "ends_in_past"
  | "block_too_long"
  | "block_too_far"
  | "same_airports"
  | "window_in_past"
  | "window_too_far"
  | "window_too_long"
  | "price_or_discount"
  | "price_range"
  | "discount_range"
  | "beyond_range"
  | "route_forbidden"
  | "already_retired"
  | "not_retired"
  | "already_cancelled"
  | "already_withdrawn"
  | "notice_range"
  | "surcharge_range"
  | "peak_notice_range"
  | "daily_minimum_range"
  | "response_range"
  | "time_format"
  | "time_zone_unknown"
  | "email_format"
  | "phone_format"
  | "already_active"
  | "already_inactive"
  | "lead_not_partner"
  | "lead_converted"
  | "date_format"
  | "last_before_first"
  | "airports_format"
  | "already_removed"
  | "not_found";

export interface FieldError {
  code: SupplyErrorCode;
  values?: Record<string, string | number>;
}

/** Field name → its error; "form" for what belongs to no one field. */
export type FieldErrors = Record<string, FieldError>;

export type SupplyWarningCode = "block_overlap" | "booked_overlap" | "published_overlap" | "future_bookings";

export interface SupplyWarning {
  code: SupplyWarningCode;
  values: Record<string, string | number>;
}

export type SupplyOutcome<T> =
  | { ok: true; value: T }
  /** `warnings` without errors: allowed once confirmed (send `confirm` with the form again). */
  | { ok: false; errors: FieldErrors; warnings: SupplyWarning[] };

// ---------------------------------------------------------------------------------------------
// Parsing what was typed

const ERROR_CODES = new Set<string>([
  "required",
  "too_long",
  "invalid",
  "tail_format",
  "operator_id_format",
  "country_unknown",
  "seats_range",
  "year_range",
  "later_year_range",
  "hourly_rate_range",
  "overnight_rate_range",
  "kind",
  "datetime_format",
  "price_range",
  "discount_range",
  "notice_range",
  "surcharge_range",
  "peak_notice_range",
  "daily_minimum_range",
  "response_range",
  "time_format",
  "time_zone_unknown",
  "email_format",
  "phone_format",
  "date_format",
]);

/** The bounds a range message names, by code. */
function rangeValues(code: string, thisYear: number): FieldError["values"] {
  switch (code) {
    case "year_range":
      return { min: SUPPLY_LIMITS.firstYear, max: thisYear };
    case "hourly_rate_range":
      return SUPPLY_LIMITS.hourlyRateEur;
    case "overnight_rate_range":
      return SUPPLY_LIMITS.overnightRateEur;
    case "price_range":
      return SUPPLY_LIMITS.legPriceEur;
    case "discount_range":
      return SUPPLY_LIMITS.discountPercent;
    case "notice_range":
      return SUPPLY_LIMITS.noticeMinutes;
    case "surcharge_range":
      return SUPPLY_LIMITS.peakSurchargePercent;
    case "peak_notice_range":
      return SUPPLY_LIMITS.peakNoticeHours;
    case "daily_minimum_range":
      return SUPPLY_LIMITS.dailyMinimumMinutes;
    case "response_range":
      return SUPPLY_LIMITS.responseMinutes;
    default:
      return undefined;
  }
}

export function issuesToErrors(error: z.ZodError, thisYear: number): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    const code = (ERROR_CODES.has(issue.message) ? issue.message : "invalid") as SupplyErrorCode;
    const values =
      code === "too_long" && issue.code === "too_big"
        ? { max: Number(issue.maximum) }
        : rangeValues(code, thisYear);
    errors[field] = values ? { code, values } : { code };
  }
  return errors;
}

const blank = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** A whole number typed into a field: blank is absent, anything else not digits is NaN. */
export const wholeNumber = (value: unknown): unknown => {
  const text = blank(value);
  if (typeof text !== "string") return text;
  const digits = text.replace(/[\s\u00a0]/g, "");
  return /^[+-]?\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

export const text = (max: number, code: SupplyErrorCode = "too_long") =>
  z.preprocess(
    blank,
    z.string({ required_error: "required", invalid_type_error: "required" }).max(max, code),
  );

/** A whole number that may be left out: absent or blank is undefined. */
export const optionalInteger = (min: number, max: number, code: SupplyErrorCode) =>
  z.preprocess(
    wholeNumber,
    z.number({ invalid_type_error: code }).int(code).min(min, code).max(max, code).optional(),
  );

/** A calendar day typed as `YYYY-MM-DD` (the date input's value) that exists. */
export const calendarDay = z.preprocess(
  blank,
  z
    .string({ required_error: "required", invalid_type_error: "required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "date_format")
    .refine((day) => {
      const instant = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(instant) && new Date(instant).toISOString().startsWith(day);
    }, "date_format"),
);

export const optionalText = (max: number) => z.preprocess(blank, z.string().max(max, "too_long").optional());

export const integer = (min: number, max: number, code: SupplyErrorCode) =>
  z.preprocess(
    wholeNumber,
    z
      .number({ required_error: "required", invalid_type_error: code })
      .int(code)
      .min(min, code)
      .max(max, code),
  );

export const upperCode = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);
export const icao = z.preprocess(
  upperCode,
  z
    .string({ required_error: "required" })
    .min(1, "required")
    .regex(/^[A-Z0-9]{4}$/, "invalid"),
);
export const checkbox = z.preprocess(
  (value) => value === "on" || value === "yes" || value === "true",
  z.boolean(),
);
export const localDateTime = z.preprocess(
  blank,
  z
    .string({ required_error: "required", invalid_type_error: "required" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "datetime_format"),
);

/**
 * Registration marks (ICAO Annex 7): a nationality mark of one to three characters, one hyphen,
 * the registration: RA-67470, 4K-AZ888, M-ABCD, OK-JFA, EW-435PC. Stored upper-cased.
 */
export const TAIL_NUMBER = /^(?=[A-Z0-9]{0,2}[A-Z])[A-Z0-9]{1,3}-[A-Z0-9]{1,6}$/;
export const OPERATOR_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** ISO 3166-1 alpha-2 codes the platform knows, less the user-assigned and grouping ones. */
const NOT_COUNTRIES = new Set(["ZZ", "EU", "EZ", "UN", "QO", "XK"]);
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** A refusal: the fields to correct, or warnings that go through once confirmed. */
export const failed = <T>(errors: FieldErrors, warnings: SupplyWarning[] = []): SupplyOutcome<T> => ({
  ok: false,
  errors,
  warnings,
});

/** The year of `now` (UTC): an airframe cannot be newer. */
export const yearOf = (now: Date) => now.getUTCFullYear();

/** A wall-clock time typed at an airport, as an instant; null when it does not parse. */
export function atAirport(local: string, timeZone: string): Date | null {
  try {
    const instant = fromLocalIso(local, timeZone);
    return Number.isNaN(instant.getTime()) ? null : instant;
  } catch {
    return null;
  }
}
