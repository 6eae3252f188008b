import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { isValidEmail } from "~/utils/email";
import { PHONE_MAX_LENGTH, phoneE164 } from "~/utils/phone";
import { daysBetween } from "../departure-window";
import { AIRCRAFT_CLASSES } from "../fleet/aircraft-types";
import {
  ConsentVersionSchema,
  EmailSchema,
  IcaoSchema,
  IdSchema,
  LIMITS,
  LocalDateSchema,
  LocalDateTimeSchema,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_BUT_WHITESPACE,
  optionalField,
  orNull,
  paxSchema,
  wholeNumber,
} from "./basics";

/*
 * The charter API contract (API.md) as zod schemas: the one source of truth that both
 * validates requests and generates the OpenAPI 3.1 document (openapi.ts). Field names are the
 * public snake_case names of API.md. Input schemas normalise what they accept (trim, upper-case
 * ICAO, seconds on local times, defaults), so a parsed value is what the engine works with.
 */

// `.openapi()` is added to zod's prototypes by this call; it must run before any schema is built.
extendZodWithOpenApi(z);

// The building blocks and the search's fields, which the browser checks with too (./basics.ts);
// its private helpers (wholeNumber, orNull…) stay out of the contract's surface.
export {
  CARDS_QUERY_RULES,
  CardsQueryFieldsSchema,
  CardsQuerySchema,
  ConsentVersionSchema,
  EmailSchema,
  IcaoSchema,
  IdSchema,
  LIMITS,
  LocalDateSchema,
  LocalDateTimeSchema,
  cardsQueryRuleIssues,
  paxSchema,
  type CardsQuery,
  type CardsQueryInput,
  type CardsQueryRule,
} from "./basics";

/** A moment in UTC, ISO-8601 ending in `Z` (API.md: `departure_date`, `datetime`). */
export const UtcDateTimeSchema = z
  .string()
  .datetime({ message: "must be an ISO-8601 UTC date and time ending in Z" })
  .openapi("UtcDateTime", {
    description: "UTC date and time, ISO-8601 with Z.",
    example: "2026-12-01T09:00:00Z",
  });

/** Aircraft registration mark (API.md: `aircraft` is the tail number), e.g. RA-67221. */
export const TailNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,11}$/, "must be an aircraft registration mark, such as RA-67221")
  .openapi("TailNumber", { description: "Accepted in any case, answered upper-case.", example: "RA-67221" });

/**
 * A picture address. Spec §7 builds pictures from a media base address plus a path, so an answer
 * may carry an absolute http(s) URL or a root-relative path on the API's origin.
 */
export const MediaUrlSchema = z
  .string()
  .max(LIMITS.urlLength)
  .regex(/^(?:https?:\/\/\S+|\/(?!\/)\S*)$/i, "must be an http(s) URL or a root-relative path")
  .openapi("MediaUrl", { example: "https://media.charterline.example/aircraft/RA-67221/avatar.jpg" });

/**
 * API.md "Conventions": every price is whole roubles, dollars and euros, rounded half-up from one
 * base currency at the rates in force when the result set was computed. Negative only on a
 * discount line of `price_breakdown`.
 */
const moneyObject = z.object({
  rub: z.number().int(),
  usd: z.number().int(),
  eur: z.number().int(),
});
export const MoneySchema = moneyObject.openapi("Money");

/**
 * API.md "Conventions" error codes, each with its status. `method_not_allowed` (405) is not in
 * API.md's list; the project's `apiError` (app/utils/api-error.server.ts) answers it for a wrong
 * method on an API route, so the contract documents it rather than leave that answer undescribed.
 */
export const ErrorCodeSchema = z
  .enum([
    "validation_error",
    "unauthorized",
    "forbidden",
    "not_found",
    "method_not_allowed",
    "conflict",
    "gone",
    "payload_too_large",
    "unprocessable",
    "rate_limited",
    "internal",
    "unavailable",
  ])
  .openapi("ErrorCode", {
    description:
      "validation_error 400, unauthorized 401, forbidden 403 (a form posted from another origin), " +
      "not_found 404, method_not_allowed 405 (with Allow), conflict 409, gone 410, payload_too_large 413, " +
      "unprocessable 422, rate_limited 429 (with Retry-After), internal 500, unavailable 503.",
  });

const errorDetailShape = {
  code: ErrorCodeSchema,
  message: z.string().openapi({ description: "Human-readable English text; not for matching." }),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .openapi({ description: "Per-field reasons, keyed by the snake_case field (dotted when nested)." }),
};

/** The body of every non-2xx answer (API.md "Conventions"). */
const errorObject = z.object({ error: z.object(errorDetailShape) });
export const ErrorSchema = errorObject.openapi("Error");

/** API.md: a wrong one-time code answers 401 "with `attempts_left`". */
export const WrongCodeErrorSchema = z
  .object({
    error: z.object({
      ...errorDetailShape,
      attempts_left: z
        .number()
        .int()
        .min(0)
        .openapi({
          description:
            "Wrong tries left (API.md: 5 per code; 0: the code is dead, ask for a new one). To the client " +
            "address that asked for the code, the code's own; to any other, what its own wrong guesses " +
            "for this phone leave, so a stranger learns nothing of someone else's code (decision 016).",
        }),
    }),
  })
  .openapi("WrongCodeError", {
    example: {
      error: { code: "unauthorized", message: "The code is wrong.", attempts_left: 3 },
    },
  });

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

const airportObject = z.object({
  name: z.string(),
  name_rus: z.string().openapi({ description: "Russian name; the English name when none is written." }),
  city: z.string(),
  city_rus: z.string().openapi({ description: "Russian city name; the English one when none is written." }),
  iata: z
    .string()
    .regex(/^(?:[A-Z0-9]{3})?$/)
    .openapi({ description: "IATA code; an empty string for the few listed airports that have none." }),
  icao: IcaoSchema,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .openapi({ description: "ISO 3166-1 alpha-2 country code." }),
  tz: z.string().min(1).openapi({ description: "IANA time zone of the airport's local times." }),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export const AirportSchema = airportObject.openapi("Airport");

/** GET /api/airports-names (API.md "Reads"). */
export const AirportsQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(LIMITS.queryTextLength, `must be at most ${LIMITS.queryTextLength} characters`)
      .optional()
      .openapi({
        description:
          "Case-insensitive substring of name, name_rus, city, city_rus, iata or icao. Ranked: " +
          "exact ICAO/IATA first, then name or city prefix, then substring.",
        example: "vnuk",
      }),
    limit: wholeNumber(1, LIMITS.airportsLimit)
      .optional()
      .openapi({ description: "1-50. Default: the whole list without q, 20 with q.", example: 20 }),
  })
  // API.md's default depends on `q`; resolving it here leaves the engine one number (null: all).
  .transform(({ q, limit }) => ({
    q: q ?? null,
    limit: limit ?? (q === undefined ? null : LIMITS.airportsDefaultLimit),
  }));

/** GET /api/cards/el (API.md "Reads"): every filter optional, pax_there defaults to 1. */
export const EmptyLegsQuerySchema = z
  .object({
    departure_airport: IcaoSchema.optional(),
    arrival_airport: IcaoSchema.optional(),
    date_from: LocalDateSchema.optional().openapi({ description: "First departure day, airport-local." }),
    date_to: LocalDateSchema.optional().openapi({ description: "Last departure day, airport-local." }),
    pax_there: paxSchema.default(1).openapi({ description: "Passengers, 1-500; default 1.", example: 1 }),
  })
  .superRefine((query, ctx) => {
    if (query.departure_airport !== undefined && query.departure_airport === query.arrival_airport) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["arrival_airport"],
        message: "must differ from departure_airport",
      });
    }
    if (query.date_from !== undefined && query.date_to !== undefined && query.date_to < query.date_from) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["date_to"],
        message: "must not be before date_from",
      });
    }
  })
  .transform((query) => ({
    departure_airport: query.departure_airport ?? null,
    arrival_airport: query.arrival_airport ?? null,
    date_from: query.date_from ?? null,
    date_to: query.date_to ?? null,
    pax_there: query.pax_there,
  }));

/** The widest price calendar one call answers (API.md: `date_from` and `date_to` ≤ 62 days apart). */
export const PRICE_CALENDAR_MAX_DAYS = 62;

/** GET /api/prices/calendar (API.md "Reads"): the cheapest one-way departure of each day. */
export const PriceCalendarQuerySchema = z
  .object({
    departure_airport: IcaoSchema,
    arrival_airport: IcaoSchema,
    date_from: LocalDateSchema.openapi({ description: "First day, local to the departure airport." }),
    date_to: LocalDateSchema.openapi({ description: "Last day, local to the departure airport." }),
    pax_there: paxSchema.default(1).openapi({ description: "Passengers, 1-500; default 1.", example: 1 }),
  })
  .superRefine((query, ctx) => {
    if (query.arrival_airport === query.departure_airport) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["arrival_airport"],
        message: "must differ from departure_airport",
      });
    }
    const span = daysBetween(query.date_from, query.date_to);
    if (span < 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["date_to"],
        message: "must not be before date_from",
      });
    } else if (span > PRICE_CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["date_to"],
        message: `must be at most ${PRICE_CALENDAR_MAX_DAYS} days after date_from`,
      });
    }
  });

/** API.md `aircraft_class`; `Jet` when the class is unknown (spec §3). */
export const AircraftClassSchema = z
  .enum([...AIRCRAFT_CLASSES, "Jet"])
  .openapi("AircraftClass", { description: "Aircraft class; `Jet` when unknown." });

export const AircraftPictureUrlsSchema = z
  .object({
    salon: orNull(MediaUrlSchema),
    avatar: orNull(MediaUrlSchema),
    seats: orNull(MediaUrlSchema),
  })
  .openapi("AircraftPictureUrls", { description: "Cabin photo, aircraft photo and seat-layout image." });

/** One size of an aircraft photo (issue 27, item 5): its address and width in pixels, for `srcset`. */
const PhotoSourceSchema = z.object({ url: MediaUrlSchema, width: z.number().int().min(1) });

/**
 * Extension to API.md (issue 27, item 5): a photo the aircraft's operator uploaded, in AVIF and
 * WebP at several widths, for a `<picture>` with `srcset`; `width` and `height` are the largest
 * size's, so a client can reserve the box before it loads.
 */
export const AircraftPhotoSchema = z
  .object({
    kind: z.enum(["exterior", "cabin", "seats"]),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    avif: z.array(PhotoSourceSchema).min(1),
    webp: z.array(PhotoSourceSchema).min(1),
  })
  .openapi("AircraftPhoto", {
    example: {
      kind: "exterior",
      width: 1280,
      height: 853,
      avif: [
        { url: "/uploads/photos/3f/3f0c5d2a9b1e4f6a8c7d2e1b0a9f8e7d.avif", width: 320 },
        { url: "/uploads/photos/a1/a1b2c3d4e5f60718293a4b5c6d7e8f90.avif", width: 1280 },
      ],
      webp: [
        { url: "/uploads/photos/0e/0e1d2c3b4a5968778695a4b3c2d1e0f1.webp", width: 320 },
        { url: "/uploads/photos/b7/b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2.webp", width: 1280 },
      ],
    },
  });

const metres = z.number().min(0).nullable();

/** Spec §2 flight view: range, cruising speed and six cabin dimensions in metres. */
export const CharacteristicsSchema = z
  .object({
    flying_range: z.number().min(0).nullable().openapi({ description: "Range in km." }),
    cruising_speed: z.number().min(0).nullable().openapi({ description: "Cruising speed in km/h." }),
    cabin_height: metres,
    wing_span: metres,
    cabin_length: metres,
    fuselage_height: metres,
    interior_width: metres,
    fuselage_length: metres,
  })
  .openapi("Characteristics", {
    description: "Aircraft specification; dimensions in metres. null when the operator has not supplied it.",
  });

/**
 * The lines of `price_breakdown`. API.md: it "itemises the price (flight hours, positioning, fees,
 * overnight)"; spec §9 names the same cost factors and the empty-leg discount.
 */
export const PriceItemSchema = z
  .enum([
    "flight_hours",
    "positioning",
    "airport_fees",
    "crew_overnight",
    "crew_rest",
    "augmented_crew",
    "daily_minimum",
    "empty_leg_discount",
    "peak_day",
    "technical_stop",
    "vat",
  ])
  .openapi("PriceItem", {
    description:
      "flight_hours: the leg's block time at the aircraft's hourly rate. " +
      "positioning: flying the aircraft empty from its base to the departure airport and back. " +
      "airport_fees: landing, parking, navigation and handling charges at both airports. " +
      "crew_overnight: crew hotel and the aircraft's parking days between the legs of a return. " +
      "crew_rest: the crew's rest, in a hotel where it landed, before a flight its duty period would " +
      "not allow the same day (issue 26). " +
      "augmented_crew: a third pilot, so that one crew may fly a longer duty (issue 26). " +
      "daily_minimum: the flight hours billed for each whole day the aircraft waits with the client " +
      "without flying (issue 26). " +
      "empty_leg_discount: the reduction on an empty leg; its amounts are negative. " +
      "peak_day: the operator's surcharge on a leg leaving on a peak day (issue 26), in `percent`, " +
      "with the `period` it falls in. " +
      "technical_stop: the charges and refuelling at the airport of a technical stop (issue 26), in " +
      "`airport`; the route's `stops` says when. " +
      "vat: the VAT the price includes (issue 26), with its rate in `percent` (0 for an " +
      "international leg) and `included: true`: it is part of the other lines, not added to them.",
  });

const priceBreakdownItemObject = z.object({
  item: PriceItemSchema,
  label_en: z.string().min(1),
  label_ru: z.string().min(1),
  amount: MoneySchema,
  detail: z.string().optional().openapi({ description: "How the line was computed, in English." }),
  // API.md: the fields that let a client label every line in its own language (issue 14, item 8).
  from: IcaoSchema.optional().openapi({ description: "Where a positioning flight starts." }),
  to: IcaoSchema.optional().openapi({ description: "Where a positioning flight ends." }),
  airport: IcaoSchema.optional().openapi({
    description: "The airport a fee line charges for, or where the crew stays on an overnight or rest line.",
  }),
  date_local: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .openapi({
      description: "The local date of the departure a fee line charges for, where the plan times it.",
    }),
  minutes: z
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ description: "Billed minutes, on a flight-hours, positioning or daily-minimum line." }),
  rate_eur: z
    .number()
    .min(0)
    .optional()
    .openapi({ description: "The rate in euros: per hour on a line with minutes, per night with nights." }),
  days: z
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ description: "Whole days the aircraft waits with the client, on a daily-minimum line." }),
  period: z
    .object({ id: z.string().min(1), name_ru: z.string().min(1), name_en: z.string().min(1) })
    .optional()
    .openapi({ description: "On a peak-day line: the peak period the departure falls in." }),
  included: z.literal(true).optional().openapi({
    description: "On the VAT line: the amount is included in the other lines and in `price`, not added.",
  }),
  nights: z
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ description: "Nights the crew stays and the aircraft parks, on an overnight line." }),
  percent: z.number().min(0).max(100).optional().openapi({
    description: "The discount in percent on an empty-leg discount line; the rate on the VAT line.",
  }),
});
export const PriceBreakdownItemSchema = priceBreakdownItemObject.openapi("PriceBreakdownItem");

/** One leg (API.md `Route`); routes[0] is outbound, routes[1] the return. */
const routeObject = z.object({
  number: z.string().min(1).openapi({ description: "Offer number shown to the customer." }),
  aircraft: TailNumberSchema,
  aircraft_type: z.string().min(1),
  aircraft_class: AircraftClassSchema,
  aircraft_year_of_creation: z.number().int().min(1900),
  max_pax: z.number().int().min(1),
  pax: z.number().int().min(1),
  departure_date: UtcDateTimeSchema,
  departure_date_local: LocalDateTimeSchema,
  arrival_date: UtcDateTimeSchema,
  arrival_date_local: LocalDateTimeSchema,
  departure_airport: IcaoSchema,
  arrival_airport: IcaoSchema,
  flight_time_minutes: z.number().int().min(0),
  distance_km: z.number().min(0),
  co2_kg: z
    .number()
    .min(0)
    .openapi({
      description:
        "Extension to API.md: estimated CO2 emitted by the leg, in kg (the issue asks for a CO2 " +
        "estimate per leg).",
    }),
  stops: z
    .array(
      z.object({
        airport: IcaoSchema,
        arrival: UtcDateTimeSchema,
        departure: UtcDateTimeSchema,
        arrival_local: LocalDateTimeSchema,
        departure_local: LocalDateTimeSchema,
      }),
    )
    .optional()
    .openapi({
      description:
        "Extension to API.md (issue 26): the technical stops on the way, where the aircraft cannot fly " +
        "the leg non-stop with its party aboard; each with when it lands and leaves again. " +
        "`flight_time_minutes` counts from takeoff to the last landing, the stop included.",
    }),
  at_cost: z
    .array(z.enum(["de_icing", "catering"]))
    .optional()
    .openapi({
      description:
        "Extension to API.md (issue 26): what the operator bills at cost, outside `price`: catering, " +
        "and de-icing for a departure in a month whose mean temperature at the airport is below zero.",
    }),
  price: MoneySchema,
  price_breakdown: z.array(PriceBreakdownItemSchema).openapi({
    description:
      "The price itemised in the same three currencies. `price` is the total to show: lines are " +
      "rounded one by one, so their sum may differ from it by a unit per line.",
  }),
  aircraft_picture_urls: AircraftPictureUrlsSchema,
  characteristics: CharacteristicsSchema,
});
export const RouteSchema = routeObject.openapi("Route");

const placeholderFlag = z.boolean().openapi({
  description: "True on a sample document seeded for a house operator, not a real one: show it as a sample.",
});
const documentDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ description: "Last valid day, inclusive (YYYY-MM-DD)." });

/**
 * Who operates the flight and under which documents (issue 27, item 2; docs/decisions/035). An
 * operator whose certificate or insurance lapses before a flight's date does not offer it, so on a
 * card both cover every leg, except for a house operator with none on record (null).
 */
const cardOperatorObject = z.object({
  id: z.string().min(1).openapi({ description: "The operator's id.", example: "ladoga-jet" }),
  name: z.string().min(1).openapi({ description: "Name in Latin letters.", example: "Ladoga Jet" }),
  name_ru: z.string().min(1).openapi({ description: "Name in Russian.", example: "Ладога Джет" }),
  country: z
    .string()
    .length(2)
    .openapi({ description: "ISO 3166-1 alpha-2 country of the air operator certificate.", example: "RU" }),
  aoc: z
    .object({
      number: z.string().min(1),
      authority: z.string().openapi({ description: "The issuing authority, as written on the certificate." }),
      valid_until: documentDate,
      placeholder: placeholderFlag,
    })
    .nullable()
    .openapi({ description: "The air operator certificate in force; null when none is on record." }),
  insurance: z
    .object({
      insurer: z.string(),
      cover: z.object({
        amount: z.number().int().min(0).openapi({ description: "Third-party liability cover, whole units." }),
        currency: z.string().length(3).openapi({ description: "ISO 4217 code.", example: "USD" }),
      }),
      valid_until: documentDate,
      placeholder: placeholderFlag,
    })
    .nullable()
    .openapi({ description: "The liability insurance in force; null when none is on record." }),
  audits: z
    .array(
      z.object({
        program: z.enum(["argus", "wyvern", "isbao"]).openapi({ description: "ARGUS, Wyvern or IS-BAO." }),
        rating: z
          .string()
          .min(1)
          .openapi({ description: "ARGUS: Gold, Gold+, Platinum; Wyvern: Wingman; IS-BAO: Stage 1-3." }),
        audited_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        valid_until: documentDate.nullable(),
        placeholder: placeholderFlag,
      }),
    )
    .openapi({ description: "Voluntary safety audits in force, newest first; may be empty." }),
});
export const CardOperatorSchema = cardOperatorObject.openapi("CardOperator");

/** One priced offer (API.md `Card`). */
const cardObject = z.object({
  id: IdSchema,
  request_id: IdSchema.openapi({
    description:
      "Extension to API.md: the saved result set this card belongs to (GET /api/requests/{request_id}), " +
      "so a shared flight link can show the offers it was chosen among (spec §2, flight view).",
  }),
  aircraft: TailNumberSchema,
  aircraft_type: z.string().min(1),
  aircraft_class: AircraftClassSchema,
  aircraft_year_of_creation: z.number().int().min(1900),
  aircraft_year_of_renewal: z.number().int().min(1900).optional().openapi({
    description:
      "Extension to API.md (issue 27): the year of the last cabin refurbishment (or overhaul); absent when none.",
  }),
  max_pax: z.number().int().min(1),
  aircraft_picture_url: orNull(MediaUrlSchema),
  aircraft_picture_urls: AircraftPictureUrlsSchema,
  aircraft_photos: z
    .array(AircraftPhotoSchema)
    .optional()
    .openapi({
      description:
        "Extension to API.md (issue 27, item 5): the aircraft's own photos, exterior first, in the " +
        "operator's order. Absent when it has none: `aircraft_picture_url` then holds the CMS " +
        "picture or the type's drawing.",
    }),
  departure_airport: IcaoSchema.openapi({
    description: "May differ from the query: the client then shows 'airport changed'.",
  }),
  arrival_airport: IcaoSchema,
  departure_date: UtcDateTimeSchema,
  arrival_date: UtcDateTimeSchema,
  departure_date_local: LocalDateTimeSchema.openapi({
    description: "May differ from the query: the client then shows 'time changed'.",
  }),
  arrival_date_local: LocalDateTimeSchema,
  datetime: UtcDateTimeSchema.openapi({ description: "When the offer's information was current." }),
  is_empty_leg: z.boolean(),
  co2_kg: z
    .number()
    .min(0)
    .openapi({
      description:
        "CO2 of the whole trip in kg: the passenger legs and the positioning flights the price " +
        "charges for (fuel burnt × 3.16, ICAO's factor). Each route's `co2_kg` is its passenger leg's.",
    }),
  // Issue 29, item 1: one route per leg of a multi-leg search, up to five (planner.ts MAX_TRIP_LEGS).
  routes: z
    .array(RouteSchema)
    .min(1)
    .max(5)
    .openapi({
      description:
        "One per passenger leg, in the order flown: the outbound and the return of a round trip, or " +
        "each leg of a multi-leg search (`leg` parameters).",
    }),
  operator: CardOperatorSchema.optional().openapi({
    description:
      "Extension to API.md (issue 27): the operator and its certificate, insurance and audits. " +
      "Absent only on cards saved before operators' documents were kept.",
  }),
});
export const CardSchema = cardObject.openapi("Card");

const emptyLegCardObject = CardSchema.extend({
  is_empty_leg: z.literal(true),
  departure_window: z
    .object({ from_local: LocalDateTimeSchema, to_local: LocalDateTimeSchema })
    .nullable()
    .optional()
    .openapi({
      description:
        "Extension to API.md (issue 28, item 11): on an empty leg operations published by hand, the " +
        "window it leaves in, on the departure airport's clock, as staff entered it (10:00-18:00); " +
        "`departure_date_local` is the time it is offered at. Null or absent: the leg leaves at that time.",
    }),
});
export const EmptyLegCardSchema = emptyLegCardObject.openapi("EmptyLegCard");

/** The date of the exchange rates a result set was priced with (API.md `rates_date`). */
const ratesDateObject = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi("RatesDate", {
    description:
      "Date (YYYY-MM-DD) of the Bank of Russia rates the prices were converted with; null only on " +
      "result sets saved before rates were dated.",
    example: "2024-12-28",
  });
export const RatesDateSchema = orNull(ratesDateObject);

/**
 * API.md `restriction`: why a route cannot be flown (issue 14, item 2). `countries` is an
 * extension: the closed country, so a client can name it in the sanctions message of spec §8.
 */
export const RestrictionSchema = z
  .object({
    code: z.enum(["closed_airport", "closed_airspace"]),
    airports: z.array(IcaoSchema).openapi({ description: "The closed airports of the route." }),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).openapi({
      description:
        "Extension to API.md: ISO 3166-1 codes of the countries whose airspace is closed to the " +
        "route (closed_airspace), or of the closed airports (closed_airport).",
    }),
    leg: z
      .number()
      .int()
      .min(1)
      .optional()
      .openapi({
        description:
          "Extension to API.md (issue 29, item 1): on a multi-leg search, the leg the rule closes, " +
          "counted from 1 (the first such leg when several are closed). Absent on one-way and return searches.",
      }),
  })
  .openapi("Restriction", {
    example: { code: "closed_airspace", airports: ["LFMN"], countries: ["FR"] },
  });

/** A leg of a multi-leg search as `ResultSet.query.legs` echoes it (issue 29, item 1). */
export const TripLegEchoSchema = z
  .object({
    departure_airport: IcaoSchema,
    arrival_airport: IcaoSchema,
    departure_date_local: LocalDateTimeSchema.openapi({
      description: "Local to the leg's departure airport.",
    }),
    pax: z.number().int().min(1),
  })
  .openapi("TripLeg", {
    example: {
      departure_airport: "UUWW",
      arrival_airport: "UWKD",
      departure_date_local: "2026-12-01T09:00:00",
      pax: 3,
    },
  });

/** API.md `ResultSet`: the answer of GET /api/cards and of GET /api/requests/{request_id}. */
const resultSetObject = z.object({
  id: IdSchema.openapi({
    description:
      "Id of the saved request (GET /api/requests/{request_id}). Identical searches minutes apart share one.",
  }),
  datetime: UtcDateTimeSchema.openapi({ description: "When the result set was computed." }),
  rates_date: RatesDateSchema,
  /** null, or why the route cannot be flown; the cards are then empty (spec §8). */
  restriction: orNull(RestrictionSchema),
  query: z.object({
    departure_date_there: LocalDateTimeSchema,
    departure_date_back: orNull(LocalDateTimeSchema),
    pax_there: z.number().int().min(1),
    pax_back: z.number().int().min(1).nullable(),
    departure_airport: IcaoSchema,
    arrival_airport: IcaoSchema,
    legs: z
      .array(TripLegEchoSchema)
      .min(1)
      .max(5)
      .optional()
      .openapi({
        description:
          "Extension to API.md (issue 29, item 1): the legs of a multi-leg search (`leg` parameters), in " +
          "order; absent on one-way and return searches. The fields above then echo the first leg.",
      }),
  }),
  cards: z.array(CardSchema),
});
export const ResultSetSchema = resultSetObject.openapi("ResultSet");

/**
 * API.md "Saved result sets": an expired set answers 410 `gone`; `query` is the search it answered
 * (null for an empty-leg listing's), so a client can offer the same search anew.
 */
export const ExpiredResultSetErrorSchema = z
  .object({
    error: z.object({
      ...errorDetailShape,
      query: resultSetObject.shape.query.nullable().openapi({
        description: "The search the expired set answered, to run again.",
      }),
    }),
  })
  .openapi("ExpiredResultSetError");
export type ExpiredResultSetErrorBody = z.infer<typeof ExpiredResultSetErrorSchema>;

/**
 * GET /api/cards/el. API.md gives it "`ResultSet` of empty-leg cards" but its query has other
 * filters than a search, so `query` echoes the empty-leg filters (null where not given).
 */
const emptyLegResultSetObject = z.object({
  id: IdSchema,
  datetime: UtcDateTimeSchema,
  rates_date: RatesDateSchema,
  restriction: orNull(RestrictionSchema),
  query: z.object({
    departure_airport: orNull(IcaoSchema),
    arrival_airport: orNull(IcaoSchema),
    date_from: orNull(LocalDateSchema),
    date_to: orNull(LocalDateSchema),
    pax_there: z.number().int().min(1),
  }),
  cards: z.array(EmptyLegCardSchema),
});
export const EmptyLegResultSetSchema = emptyLegResultSetObject.openapi("EmptyLegResultSet");

/** GET /api/prices/calendar's answer (API.md "Reads"). */
const priceCalendarObject = z.object({
  rates_date: RatesDateSchema,
  restriction: orNull(RestrictionSchema),
  days: z.array(
    z.object({
      date: LocalDateSchema,
      /** The cheapest one-way offer departing that day at 12:00 local; null when none. */
      price: orNull(MoneySchema),
    }),
  ),
});
export const PriceCalendarSchema = priceCalendarObject.openapi("PriceCalendar", {
  example: {
    rates_date: "2024-12-28",
    restriction: null,
    days: [
      { date: "2026-12-01", price: { rub: 3_712_598, usd: 36_512, eur: 34_990 } },
      { date: "2026-12-02", price: null },
    ],
  },
});

/** GET /api/images/{aircraft_id} (API.md "Reads", spec §3 "Aircraft images response"). */
const imagesObject = z.object({
  gallery: z.array(z.object({ thumb: MediaUrlSchema, image: MediaUrlSchema })),
  salon: orNull(MediaUrlSchema),
  seats: orNull(MediaUrlSchema),
});
export const ImagesSchema = imagesObject.openapi("Images");

export const RequestIdParamsSchema = z.object({ request_id: IdSchema });
export const CardIdParamsSchema = z.object({ card_id: IdSchema });
/** The aircraft is named by its tail number: the only aircraft identifier a Card carries. */
export const AircraftIdParamsSchema = z.object({ aircraft_id: TailNumberSchema });

// ---------------------------------------------------------------------------------------------
// Writes (API.md "Writes"; field rules of spec §5)
// ---------------------------------------------------------------------------------------------

const PHONE_MESSAGE =
  "must be a phone number, such as +7 (916) 123-45-67, 8 916 123 45 67 or +44 20 7946 0958";

/**
 * API.md "Conventions": a phone in any spelling people type (spaces, dots, hyphens, brackets, a
 * `+7`, `8` or `00` prefix; up to 24 characters), valid when libphonenumber-js finds a valid
 * number, default region RU. Parsed to E.164, the form it is stored, counted and sent in. The rule
 * is app/utils/phone.ts, which the site's forms check in the browser too.
 */
export const PhoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, `must be at most ${PHONE_MAX_LENGTH} characters`)
  .transform((value, context) => {
    const e164 = phoneE164(value);
    if (e164 !== null) return e164;
    context.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_MESSAGE });
    return z.NEVER;
  })
  .openapi("Phone", {
    description:
      "Phone number in any usual spelling: digits with spaces, dots, hyphens or brackets, after " +
      "`+` and the country code, the Russian trunk prefix `8`, or the `00` international prefix; " +
      `at most ${PHONE_MAX_LENGTH} characters. A number without a country code is read as ` +
      "Russian. Valid when libphonenumber-js finds a valid number of its country; stored, counted " +
      "(rate limits) and texted in E.164, so `8 (916) 123-45-67` and `+79161234567` are one phone.",
    example: "+7 (916) 123-45-67",
  });

const NameSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(LIMITS.nameLength, `must be at most ${LIMITS.nameLength} characters`)
  .regex(NO_CONTROL_CHARACTERS, "must not contain control characters");

const PageUrlSchema = z
  .string()
  .trim()
  .max(LIMITS.urlLength, `must be at most ${LIMITS.urlLength} characters`)
  .regex(/^https?:\/\/\S+$/i, "must be an http(s) URL");

/**
 * A lead's consent (issue 28, item 8): `its_legal: true` when the person ticked the consent box,
 * with the version of its text. Both optional (API.md's bodies do not name them); a lead sent
 * without them is stored with no consent record.
 */
const leadConsentFields = {
  its_legal: z
    .literal(true, { errorMap: () => ({ message: "must be true when sent: it records consent" }) })
    .optional()
    .openapi({
      description:
        "The person ticked the consent to the processing of personal data. Send it only when " +
        "they did; leave it out otherwise.",
    }),
  consent_version: ConsentVersionSchema.optional(),
};

const partnerEmailBodyObject = z.object({
  name: NameSchema,
  contact: z
    .string()
    .trim()
    .max(LIMITS.emailLength, `must be at most ${LIMITS.emailLength} characters`)
    .transform((value, context) => {
      if (isValidEmail(value)) return value;
      const e164 = phoneE164(value);
      if (e164 !== null) return e164;
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: "must be an e-mail address or a phone number",
      });
      return z.NEVER;
    })
    .openapi({
      description:
        "An e-mail address or a phone number, by the rules of `Email` and `Phone`; a phone is " +
        "stored in E.164.",
    }),
  message: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(LIMITS.messageLength, `must be at most ${LIMITS.messageLength} characters`)
    .regex(NO_CONTROL_CHARACTERS_BUT_WHITESPACE, "must not contain control characters"),
  ...leadConsentFields,
});
export const PartnerEmailBodySchema = partnerEmailBodyObject.openapi("PartnerEmailBody");

/** POST /api/search-email: the "not found" form; only the phone is required. */
const searchEmailBodyObject = z.object({
  name: z
    .string()
    .trim()
    .max(LIMITS.nameLength, `must be at most ${LIMITS.nameLength} characters`)
    .regex(NO_CONTROL_CHARACTERS, "must not contain control characters")
    .nullish()
    .transform((value) => value ?? "")
    .openapi({ description: "May be empty or absent (API.md)." }),
  phone: PhoneSchema,
  departure_airport: optionalField(IcaoSchema),
  arrival_airport: optionalField(IcaoSchema),
  departure_datetime: optionalField(LocalDateTimeSchema),
  departure_datetime_back: optionalField(LocalDateTimeSchema),
  ...leadConsentFields,
});
export const SearchEmailBodySchema = searchEmailBodyObject.openapi("SearchEmailBody");

/** 201 answer of both lead forms (API.md: `{ id }`). */
const leadCreatedObject = z.object({ id: IdSchema });
export const LeadCreatedSchema = leadCreatedObject.openapi("LeadCreated");

/**
 * POST /api/auth/send_login_sms. `email` and `url` are optional: spec §5 notes the booking form has
 * no e-mail input, and a server-rendered form may not know the page address.
 */
const sendLoginSmsBodyObject = z.object({
  phone: PhoneSchema,
  name: NameSchema,
  email: optionalField(EmailSchema),
  url: optionalField(PageUrlSchema).openapi({ description: "The page the booking started from." }),
  its_legal: z
    .literal(true, { errorMap: () => ({ message: "must be true: consent to the terms is required" }) })
    .openapi({
      description:
        "Consent to the processing of personal data, which the person gives by ticking an " +
        "unticked box (spec §1; issue 28, item 8: never pre-ticked).",
    }),
  consent_version: ConsentVersionSchema.optional(),
});
export const SendLoginSmsBodySchema = sendLoginSmsBodyObject.openapi("SendLoginSmsBody");

const sendLoginSmsResponseObject = z.object({
  sent: z.literal(true),
  expires_in: z.number().int().min(1).openapi({ description: "Seconds the code stays valid (300)." }),
  resend_after: z.number().int().min(0).openapi({ description: "Seconds before one resend is allowed." }),
});
export const SendLoginSmsResponseSchema = sendLoginSmsResponseObject.openapi("SendLoginSmsResponse");

const confirmSmsBodyObject = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "must be the 4-digit code from the text message")
    .openapi({ description: "The 4-digit one-time code (API.md), as a string: it may start with 0." }),
  phone: PhoneSchema,
});
export const ConfirmSmsBodySchema = confirmSmsBodyObject.openapi("ConfirmSmsBody");

/** RFC 6750 §2.1 b64token; API.md tokens carry ≥ 128 random bits, so at least 16 characters. */
const AccessTokenSchema = z
  .string()
  .trim()
  .min(16, "must be at least 16 characters")
  .max(512, "must be at most 512 characters")
  .regex(/^[A-Za-z0-9\-._~+/]+=*$/, "must be an access token from /api/auth/confirm_sms");

const confirmSmsResponseObject = z.object({
  access_token: AccessTokenSchema,
  expires_in: z.number().int().min(1).openapi({ description: "Seconds the token stays valid (86400)." }),
});
export const ConfirmSmsResponseSchema = confirmSmsResponseObject.openapi("ConfirmSmsResponse");

/**
 * POST /api/pre-orders. The Authorization header is the credential; the body's `access_token`
 * (spec §3 sends both) may be left out, and when sent must be the same token, else 401.
 */
const preOrderBodyObject = z.object({
  access_token: AccessTokenSchema.optional(),
  card_id: IdSchema,
});
export const PreOrderBodySchema = preOrderBodyObject.openapi("PreOrderBody");

/**
 * Where both API.md and the spec are silent (spec §4: "Server-side statuses: not shown"):
 * received → in_progress (an operator has called, spec §2 booking dialog) → confirmed, or cancelled.
 */
export const PreOrderStatusSchema = z
  .enum(["received", "in_progress", "confirmed", "cancelled"])
  .openapi("PreOrderStatus");

/**
 * An extension of API.md's PreOrder (issue 28, item 4; docs/decisions/042): who answers the
 * customer next and by when, so a client can say it on its confirmation. Optional: an external
 * charter API may not send it.
 */
export const PreOrderNextStepSchema = z
  .object({
    by: z.enum(["operator", "manager"]).openapi({
      description:
        "`operator`: the aircraft's operator confirms the order by `due_at` (its response time within " +
        "its working hours), then our manager calls; `manager`: our manager calls by `due_at`.",
    }),
    due_at: UtcDateTimeSchema,
  })
  .openapi("PreOrderNextStep");

const preOrderObject = z.object({
  id: IdSchema,
  status: PreOrderStatusSchema,
  card_id: IdSchema,
  next_step: PreOrderNextStepSchema.optional(),
});
export const PreOrderSchema = preOrderObject.openapi("PreOrder");

/** API.md "Conventions": every POST accepts an optional Idempotency-Key (≤ 255 chars). */
export const IdempotencyKeySchema = z
  .string()
  .min(1, "must not be empty")
  .max(LIMITS.idempotencyKeyLength, `must be at most ${LIMITS.idempotencyKeyLength} characters`)
  // Visible ASCII: what survives every HTTP stack unchanged (RFC 9110 §5.5 field values).
  .regex(/^[\x21-\x7E]+$/, "must be visible ASCII characters without spaces")
  .openapi({
    description:
      "A retry with the same key and body replays the first answer; the same key with another body " +
      "is a 422; a retry while the first is still running is a 409.",
    example: "5f0c6a4e-3b8e-4f0e-9d8a-2b1f4c7e9a10",
  });

export const IdempotencyKeyHeaderSchema = z.object({ "Idempotency-Key": IdempotencyKeySchema.optional() });

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

// Types are read from each object before `.openapi()` names it; examples.ts is annotated with them.

export type ErrorCode = z.infer<typeof ErrorCodeSchema>;
export type ErrorBody = z.infer<typeof errorObject>;
export type WrongCodeErrorBody = z.infer<typeof WrongCodeErrorSchema>;
export type Money = z.infer<typeof moneyObject>;
export type Airport = z.infer<typeof airportObject>;
export type AirportsQuery = z.infer<typeof AirportsQuerySchema>;
export type EmptyLegsQuery = z.infer<typeof EmptyLegsQuerySchema>;
export type EmptyLegsQueryInput = z.input<typeof EmptyLegsQuerySchema>;
export type AircraftClass = z.infer<typeof AircraftClassSchema>;
export type AircraftPictureUrls = z.infer<typeof AircraftPictureUrlsSchema>;
export type Characteristics = z.infer<typeof CharacteristicsSchema>;
export type PriceItem = z.infer<typeof PriceItemSchema>;
export type PriceBreakdownItem = z.infer<typeof priceBreakdownItemObject>;
export type Route = z.infer<typeof routeObject>;
export type Card = z.infer<typeof cardObject>;
export type CardOperator = z.infer<typeof cardOperatorObject>;
export type EmptyLegCard = z.infer<typeof emptyLegCardObject>;
export type ResultSet = z.infer<typeof resultSetObject>;
export type EmptyLegResultSet = z.infer<typeof emptyLegResultSetObject>;
export type Images = z.infer<typeof imagesObject>;
export type AircraftPhoto = z.infer<typeof AircraftPhotoSchema>;
export type Restriction = z.infer<typeof RestrictionSchema>;
export type TripLegEcho = z.infer<typeof TripLegEchoSchema>;
export type PriceCalendarQuery = z.infer<typeof PriceCalendarQuerySchema>;
export type PriceCalendarQueryInput = z.input<typeof PriceCalendarQuerySchema>;
export type PriceCalendar = z.infer<typeof priceCalendarObject>;
export type RequestIdParams = z.infer<typeof RequestIdParamsSchema>;
export type CardIdParams = z.infer<typeof CardIdParamsSchema>;
export type AircraftIdParams = z.infer<typeof AircraftIdParamsSchema>;
export type PartnerEmailBody = z.infer<typeof partnerEmailBodyObject>;
export type SearchEmailBody = z.infer<typeof searchEmailBodyObject>;
export type LeadCreated = z.infer<typeof leadCreatedObject>;
export type SendLoginSmsBody = z.infer<typeof sendLoginSmsBodyObject>;
export type SendLoginSmsResponse = z.infer<typeof sendLoginSmsResponseObject>;
export type ConfirmSmsBody = z.infer<typeof confirmSmsBodyObject>;
export type ConfirmSmsResponse = z.infer<typeof confirmSmsResponseObject>;
export type PreOrderBody = z.infer<typeof preOrderBodyObject>;
export type PreOrderStatus = z.infer<typeof PreOrderStatusSchema>;
export type PreOrder = z.infer<typeof preOrderObject>;
export type IdempotencyKeyHeader = z.infer<typeof IdempotencyKeyHeaderSchema>;
