import { z } from "zod";
import {
  CardsQueryFieldsSchema,
  IcaoSchema,
  LocalDateTimeSchema,
  paxSchema,
  type CardsQueryInput,
} from "./basics";

/*
 * Multi-leg trips in the contract (issue 29, item 1; docs/decisions/045-multi-leg-trips.md).
 * GET /api/cards takes up to five `leg` parameters, each `FROM,TO,YYYY-MM-DDTHH:MM,PAX`, in place
 * of the one-way and return fields. A refused part is named `leg[N].from`, `leg[N].to`,
 * `leg[N].departure` or `leg[N].pax`, N counting from 1 as the page and the offer numbers do
 * (the route of leg 2 is offer `…-2`); a leg that is not four parts is `leg[N]`, too many legs `leg`.
 * Browser-safe: the search form and the address read legs with it too.
 */

/** A trip has at most this many legs (the planner's MAX_TRIP_LEGS, engine/planner.ts; a test keeps them equal). */
export const MAX_LEGS = 5;

/** The query parameter that carries one leg. */
export const LEG_PARAM = "leg";

/** The one-way and return fields a `leg` search must not carry (the two forms do not mix). */
export const ONE_WAY_FIELDS = Object.keys(CardsQueryFieldsSchema.shape) as readonly (keyof CardsQueryInput)[];

/** One leg of a multi-leg search, as parsed. */
export interface TripSearchLeg {
  departure_airport: string;
  arrival_airport: string;
  /** Airport-local departure, `YYYY-MM-DDTHH:mm:ss`. */
  departure_date: string;
  pax: number;
}

/** A multi-leg search, as parsed: 1 to MAX_LEGS legs, in the order they are flown. */
export interface TripSearchQuery {
  legs: TripSearchLeg[];
}

/** The field name of a leg or one of its parts: `leg[2]`, `leg[2].departure` (1-based). */
export function legField(index: number, part?: "from" | "to" | "departure" | "pax"): string {
  return part ? `${LEG_PARAM}[${index + 1}].${part}` : `${LEG_PARAM}[${index + 1}]`;
}

/** A leg as its parameter writes it: `UUWW,UWKD,2026-12-01T09:00,3`. */
export function legParam(leg: {
  departure_airport: string;
  arrival_airport: string;
  departure_date: string;
  pax: number;
}): string {
  return [leg.departure_airport, leg.arrival_airport, leg.departure_date.slice(0, 16), leg.pax].join(",");
}

function partReason(issue: z.ZodIssue | undefined): string {
  if (!issue) return "is invalid";
  // The pax schema reads decimal text; other text reaches the number check as a string.
  if (issue.code === z.ZodIssueCode.invalid_type) return "must be a whole number";
  return issue.message;
}

const LEG_FORMAT = "must be FROM,TO,YYYY-MM-DDTHH:MM,PAX, such as UUWW,UWKD,2026-12-01T09:00,3";

/**
 * GET /api/cards with `leg` parameters: the list of their values, in the order given. Each issue is
 * named by its leg (module comment), and the rules across fields are checked on the parts that
 * parse: a leg's two airports differ, and no leg leaves before the one before it (both local
 * times compared as written, as `departure_date_back` is; the engine plans the real gaps).
 */
export const TripSearchQuerySchema = z
  .object({
    [LEG_PARAM]: z
      .array(z.string())
      .min(1, "must be given at least once")
      .max(MAX_LEGS, `must be given at most ${MAX_LEGS} times`)
      .openapi({
        description:
          `A leg of a multi-leg trip, 1 to ${MAX_LEGS} of them in the order flown: ` +
          "`FROM,TO,YYYY-MM-DDTHH:MM,PAX` (ICAO codes, the departure local to FROM, passengers). " +
          "Not with the one-way and return fields. Errors name the leg from 1: `leg[2].departure`.",
        example: ["UUWW,UWKD,2026-12-01T09:00,3", "UWKD,USSS,2026-12-03T10:00,3"],
      }),
  })
  .transform((input, ctx): TripSearchQuery => {
    // Each leg's departure when it parses, whatever its other parts: the order is checked on them.
    const departures: (string | null)[] = [];
    const legs: (TripSearchLeg | null)[] = input[LEG_PARAM].map((text, index) => {
      const parts = text.split(",").map((part) => part.trim());
      if (parts.length !== 4) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [legField(index)], message: LEG_FORMAT });
        return null;
      }
      const [from, to, departure, pax] = parts as [string, string, string, string];
      const read = {
        from: IcaoSchema.safeParse(from),
        to: IcaoSchema.safeParse(to),
        // The address writes minutes; seconds are accepted as the one-way fields accept them.
        departure: LocalDateTimeSchema.safeParse(departure),
        pax: paxSchema.safeParse(pax),
      };
      departures[index] = read.departure.success ? read.departure.data : null;
      let ok = true;
      for (const [part, result] of Object.entries(read)) {
        if (result.success) continue;
        ok = false;
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [legField(index, part as keyof typeof read)],
          message: partReason(result.error.issues[0]),
        });
      }
      if (read.from.success && read.to.success && read.from.data === read.to.data) {
        ok = false;
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [legField(index, "to")],
          message: "must differ from the leg's from",
        });
      }
      if (!ok || !read.from.success || !read.to.success || !read.departure.success || !read.pax.success) {
        return null;
      }
      return {
        departure_airport: read.from.data,
        arrival_airport: read.to.data,
        departure_date: read.departure.data,
        pax: read.pax.data as number,
      };
    });
    let before: { departure: string; index: number } | null = null;
    departures.forEach((departure, index) => {
      if (departure === null) return;
      if (before && departure < before.departure) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [legField(index, "departure")],
          message: `must not be before the departure of ${legField(before.index)}`,
        });
      }
      before = { departure, index };
    });
    if (legs.some((leg) => leg === null)) return z.NEVER;
    return { legs: legs as TripSearchLeg[] };
  });

export type TripSearchQueryInput = z.input<typeof TripSearchQuerySchema>;
