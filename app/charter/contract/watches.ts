import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { WATCH_MAX_DAYS_AHEAD, WATCH_MAX_PAX } from "../watches/types";
import { ConsentVersionSchema, EmailSchema, IdSchema, LocalDateSchema } from "./basics";

extendZodWithOpenApi(z);

/**
 * POST /api/watches (issue 29, item 2; docs/decisions/047-empty-leg-watches.md): a watch for empty
 * legs between two places, by e-mail or Telegram. The place strings are checked here for form and
 * by the service against the airport list (an unknown airport is a 400 naming the field).
 */

export const WatchPlaceSchema = z
  .string()
  .trim()
  .max(120, "must be at most 120 characters")
  .regex(
    /^(?:[A-Za-z0-9]{4}|anywhere|country:[A-Za-z]{2}|city:[A-Za-z]{2}:[^\p{Cc}:]{1,80})$/u,
    "must be an ICAO code (UUEE), city:RU:Moscow, country:RU or anywhere",
  )
  .transform((value) => (/^[A-Za-z0-9]{4}$/.test(value) ? value.toUpperCase() : value))
  .openapi("WatchPlace", {
    description:
      "One end of the watched route: an airport's ICAO code (`UUWW`), a city (`city:RU:Moscow`, the " +
      "city as GET /api/airports names it, in English), a country (`country:RU`, ISO 3166-1) or " +
      "`anywhere`. Legs from or to airports within 200 km of an airport or city asked for also " +
      "match, and the message names the detour.",
    example: "UUWW",
  });

const watchBodyObject = z
  .object({
    email: EmailSchema.transform((value) => value.toLowerCase())
      .optional()
      .openapi({ description: "Write to this address; a confirmation link goes to it first." }),
    telegram: z
      .literal(true)
      .optional()
      .openapi({
        description:
          "Write through the Telegram bot instead: the answer's `telegram_url` opens the bot, and " +
          "pressing Start confirms the watch. Exactly one of `email` and `telegram`.",
      }),
    from: WatchPlaceSchema,
    to: WatchPlaceSchema,
    date_from: LocalDateSchema.optional().openapi({ description: "First day of the window (local days)." }),
    date_to: LocalDateSchema.optional().openapi({ description: "Last day of the window, inclusive." }),
    days_ahead: z
      .number()
      .int()
      .min(1, "must be at least 1")
      .max(WATCH_MAX_DAYS_AHEAD, `must be at most ${WATCH_MAX_DAYS_AHEAD}`)
      .optional()
      .openapi({ description: "A rolling window: from today, this many days ahead. In place of the dates." }),
    pax: z.number().int().min(1, "must be at least 1").max(WATCH_MAX_PAX, `must be at most ${WATCH_MAX_PAX}`),
    max_price_eur: z.number().int().min(1, "must be at least 1").max(10_000_000).optional(),
    language: z.enum(["ru", "en"]).default("ru").openapi({ description: "The messages' language." }),
    its_legal: z.literal(true, {
      errorMap: () => ({ message: "must be true: the person consents to the processing of personal data" }),
    }),
    consent_version: ConsentVersionSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.email === undefined) === (body.telegram === undefined)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["email"],
        message: "give either email or telegram",
      });
    }
    const dates = body.date_from !== undefined || body.date_to !== undefined;
    if (dates && body.days_ahead !== undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["days_ahead"],
        message: "give either the dates or days_ahead",
      });
    } else if (!dates && body.days_ahead === undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["days_ahead"],
        message: "give the dates or days_ahead",
      });
    } else if (dates && (body.date_from === undefined || body.date_to === undefined)) {
      const path = body.date_from === undefined ? "date_from" : "date_to";
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: "give both dates" });
    } else if (dates && body.date_to! < body.date_from!) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["date_to"],
        message: "must not be before date_from",
      });
    }
  });
export const WatchBodySchema = watchBodyObject.openapi("WatchBody", {
  example: {
    email: "anna.petrova@example.com",
    from: "UUWW",
    to: "city:RU:Sochi",
    days_ahead: 30,
    pax: 4,
    max_price_eur: 20_000,
    language: "ru",
    its_legal: true,
    consent_version: "pd-2026-11-28",
  },
});
export type WatchBody = z.infer<typeof watchBodyObject>;

export const WatchCreatedSchema = z
  .object({
    id: IdSchema,
    status: z.literal("pending"),
    channel: z.enum(["email", "telegram"]),
    telegram_url: z.string().url().nullable().openapi({
      description: "Telegram only: the bot's t.me link whose Start confirms the watch.",
    }),
  })
  .openapi("WatchCreated");
