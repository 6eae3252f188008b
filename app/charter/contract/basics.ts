import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, isValidEmail } from "~/utils/email";

/*
 * The contract's building blocks (API.md "Conventions") and the search's fields (GET /api/cards):
 * what the browser checks with too. The search form, the search address and the watch form read
 * them in the visitor's browser; the rest of the contract (./schemas.ts, which re-exports this
 * module) stays on the server. Kept apart so a page that checks a search address does not also
 * build every schema of the API and load the phone rule's metadata behind them (issue 28,
 * item 12: 217 KB of the home page's 637 KB of script). Nothing here
 * may import ./schemas.ts or app/utils/phone.ts: tests/e2e/page-scripts.spec.ts reads
 * what those pages fetch.
 */

// `.openapi()` is added to zod's prototypes by this call; it must run before any schema is built
// (./schemas.ts calls it too: either module may be evaluated first).
extendZodWithOpenApi(z);

/** Limits of the contract, exported so the routes, the engine and the tests share one number. */
export const LIMITS = {
  /**
   * Passengers per search. Spec §4 sets no upper bound on the stepper, but the engine multiplies
   * by it; 500 is far above any aircraft this marketplace sells (Bizliners in VIP layout seat a few
   * dozen), so no real search is refused while absurd numbers are stopped at the door.
   */
  maxPax: 500,
  /** API.md: "name and message non-empty (≤ 2,000 chars)"; a person's name needs far less. */
  nameLength: 200,
  messageLength: 2_000,
  /** Airport search text (API.md `q`): longer than any airport or city name. */
  queryTextLength: 100,
  /** API.md: `limit` 1-50; its default is 20 with `q` and the whole list without. */
  airportsLimit: 50,
  airportsDefaultLimit: 20,
  /** API.md "Conventions": Idempotency-Key ≤ 255 chars. */
  idempotencyKeyLength: 255,
  /** RFC 5321 §4.5.3.1.3 (app/utils/email.ts): at most 254 characters. */
  emailLength: EMAIL_MAX_LENGTH,
  urlLength: 2_048,
  /** A consent text's version label (issue 28, item 8): far longer than "pd-2026-11-28". */
  consentVersionLength: 64,
} as const;

// ---------------------------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------------------------

// A name goes into the sales team's e-mail; a control character there could forge a header line.
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
// A free-text message keeps its line breaks and tabs, nothing else from the control range.
export const NO_CONTROL_CHARACTERS_BUT_WHITESPACE = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/**
 * A whole number given as a JSON number or, in a query string, as its decimal text. Only plain
 * decimal text is converted: `z.coerce.number()` would also turn "", "0x10" and "1e3" into numbers.
 */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z
      .number()
      .int("must be a whole number")
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );
}

/**
 * `schema` or null. zod-to-openapi 7 writes `.nullable()` of a registered schema as
 * `allOf: [$ref, { type: [t, "null"] }]`, which still refuses null (asteasolutions/zod-to-openapi
 * PR #387); a union is written as `anyOf: [$ref, { type: "null" }]`, which is right.
 */
export function orNull<T extends z.ZodTypeAny>(schema: T) {
  return z.union([schema, z.null()]);
}

/**
 * An optional body field. Forms send an unset field as absent, null or "" alike, so all three mean
 * "not given" and come out as null.
 */
export function optionalField<T extends z.ZodTypeAny>(schema: T) {
  return z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      orNull(schema).optional(),
    )
    .transform((value): z.output<T> | null => value ?? null);
}

/** Airport ICAO code: 4 letters or digits; accepted in any case and answered upper-case. */
export const IcaoSchema = z
  .string()
  .trim()
  .toUpperCase()
  // Checked after upper-casing; the pattern keeps both cases so the published schema accepts what
  // the server does.
  .regex(/^[A-Za-z0-9]{4}$/, "must be a 4-character ICAO airport code, such as UUWW")
  .openapi("Icao", {
    description: "ICAO airport code; accepted in any case, always answered upper-case.",
    example: "UUWW",
  });

function isRealDateTime(match: RegExpExecArray): boolean {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? "0"));
  return isCalendarDate(year, month, day) && hour <= 23 && minute <= 59 && second <= 59;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE_TIME_WITH_OFFSET = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * Airport-local date and time without an offset (API.md "Conventions"): `YYYY-MM-DDTHH:mm` or
 * `YYYY-MM-DDTHH:mm:ss`, answered as the latter. An offset is refused rather than converted: the
 * time is local to the airport, and only the engine knows the airport's zone.
 */
export const LocalDateTimeSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (DATE_TIME_WITH_OFFSET.test(value)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "must be airport-local time without an offset (no Z or ±hh:mm)",
      });
      return z.NEVER;
    }
    const match = LOCAL_DATE_TIME.exec(value);
    if (!match) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "must be a local date and time as YYYY-MM-DDTHH:mm or YYYY-MM-DDTHH:mm:ss",
      });
      return z.NEVER;
    }
    if (!isRealDateTime(match)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "is not a real date and time" });
      return z.NEVER;
    }
    return `${value.slice(0, 16)}:${match[6] ?? "00"}`;
  })
  .openapi("LocalDateTime", {
    description:
      "Airport-local date and time, ISO-8601 without an offset. Accepted with or without seconds; " +
      "answered with seconds.",
    pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$",
    example: "2026-12-01T12:00:00",
  });

/** Airport-local calendar date `YYYY-MM-DD` (the empty-leg window of API.md). */
export const LocalDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((value) => {
    const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
    return isCalendarDate(year, month, day);
  }, "is not a real date")
  .openapi("LocalDate", { description: "Airport-local calendar date.", example: "2026-12-01" });
/**
 * Opaque identifier of a saved request, card, lead or pre-order. The alphabet is URL-safe and the
 * length bounded so an id can travel in a path and never reaches the database malformed.
 */
export const IdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an id of 1 to 64 letters, digits, _ or -")
  .openapi("Id", { example: "crd_01JD8Z3K7Q2W4E6R8T0Y" });
export const paxSchema = wholeNumber(1, LIMITS.maxPax);

/**
 * The fields of GET /api/cards, each checked on its own. The search address
 * (./search-address.ts) reads them one by one to tell the visitor every field to fix.
 */
export const CardsQueryFieldsSchema = z.object({
  departure_airport: IcaoSchema,
  arrival_airport: IcaoSchema,
  departure_date_there: LocalDateTimeSchema,
  pax_there: paxSchema.openapi({ description: "Passengers on the outbound leg, 1-500.", example: 4 }),
  departure_date_back: LocalDateTimeSchema.optional().openapi({
    description: "Return departure, local to the arrival airport; not before departure_date_there.",
  }),
  pax_back: paxSchema.optional().openapi({
    description: "Passengers on the return leg; defaults to pax_there. Ignored without a return.",
  }),
});

/** The rules of a search across its fields; each issue names the rule it breaks. */
export const CARDS_QUERY_RULES = {
  differentAirports: "differentAirports",
  backNotBefore: "backNotBefore",
} as const;
export type CardsQueryRule = keyof typeof CARDS_QUERY_RULES;

/**
 * The issues of a search across its fields (GET /api/cards): the arrival airport must differ
 * from the departure, and a return must not leave before the departure. Values are compared as
 * given, so a caller may pass fields it has parsed one by one.
 */
export function cardsQueryRuleIssues(query: {
  departure_airport: unknown;
  arrival_airport: unknown;
  departure_date_there: unknown;
  departure_date_back?: unknown;
}): { rule: CardsQueryRule; path: [string]; message: string }[] {
  const issues: { rule: CardsQueryRule; path: [string]; message: string }[] = [];
  if (query.arrival_airport === query.departure_airport) {
    issues.push({
      rule: "differentAirports",
      path: ["arrival_airport"],
      message: "must differ from departure_airport",
    });
  }
  // Both are normalised to YYYY-MM-DDTHH:mm:ss, so text order is time order. They are local to
  // different airports: API.md asks only "≥ there"; the engine checks the real gap with zones.
  if (
    query.departure_date_back !== undefined &&
    (query.departure_date_back as string) < (query.departure_date_there as string)
  ) {
    issues.push({
      rule: "backNotBefore",
      path: ["departure_date_back"],
      message: "must not be before departure_date_there",
    });
  }
  return issues;
}

/** GET /api/cards (API.md "Reads"). Answers with the same shape as `ResultSet.query`. */
export const CardsQuerySchema = CardsQueryFieldsSchema.superRefine((query, ctx) => {
  for (const { rule, path, message } of cardsQueryRuleIssues(query)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path, message, params: { rule } });
  }
})
  // Spec §7's client may send pax_back on a one-way search; without a return it means nothing, and
  // ResultSet.query answers null for both (API.md).
  .transform((query) => ({
    departure_airport: query.departure_airport,
    arrival_airport: query.arrival_airport,
    departure_date_there: query.departure_date_there,
    pax_there: query.pax_there,
    departure_date_back: query.departure_date_back ?? null,
    pax_back: query.departure_date_back === undefined ? null : (query.pax_back ?? query.pax_there),
  }));
/** API.md "Conventions": any valid address, whatever its top-level domain (app/utils/email.ts). */
export const EmailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailLength, `must be at most ${LIMITS.emailLength} characters`)
  .refine(isValidEmail, "must be an e-mail address such as name@example.com")
  .openapi("Email", {
    description:
      "E-mail address, at most 254 characters (RFC 5321), with any top-level domain " +
      "(`name@company.travel`, `ops@aviacompany.aero`).",
    example: "anna.petrova@example.com",
  });
/**
 * The version of the personal-data consent text the person ticked (issue 28, item 8; 152-FZ
 * art. 9): a short label the client owns, stored with the lead or login and the time the server
 * took it (docs/decisions/031-consent-records.md). Optional, so a client that does not send it
 * still meets API.md's bodies.
 */
export const ConsentVersionSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(LIMITS.consentVersionLength, `must be at most ${LIMITS.consentVersionLength} characters`)
  .regex(/^[\w.:-]+$/, "must be letters, digits, dots, colons, hyphens or underscores")
  .openapi({
    description:
      "The version of the personal-data consent text the person ticked; stored with the time of " +
      "the request and shown to the sales team.",
    example: "pd-2026-11-28",
  });

export type CardsQuery = z.infer<typeof CardsQuerySchema>;
export type CardsQueryInput = z.input<typeof CardsQuerySchema>;
