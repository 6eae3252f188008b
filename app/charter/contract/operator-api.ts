import { z } from "zod";
import { IcaoSchema, TailNumberSchema, UtcDateTimeSchema } from "./schemas";

/*
 * The operator API's contract (issue 27, item 4; docs/decisions/037): what an airline's scheduling
 * system (FL3XX, Leon, its own) sends to keep its aircraft's availability and empty legs true, as
 * zod schemas that validate the requests and generate the OpenAPI document (openapi.ts). Field
 * names are snake_case like the rest of the API.
 */

/** Limits of the operator API, shared by the schemas, the services and the tests. */
export const OPERATOR_API_LIMITS = {
  /** Blocks in one PUT: a full list of an aircraft's coming year fits (the body limit is 32 KB). */
  blocksMax: 150,
  externalIdLength: 100,
  noteLength: 500,
} as const;

/**
 * A moment an operator's system sends: UTC or with an offset (`2026-12-05T07:00:00Z`,
 * `2026-12-05T10:00:00+03:00`), as scheduling systems keep them; or, as the rest of API.md,
 * airport-local without an offset (`2026-12-05T10:00`), read at the block's or leg's airport.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/i;
export const OperatorDateTimeSchema = z
  .string()
  .trim()
  .regex(DATE_TIME, "must be an ISO-8601 date and time: UTC (Z), with an offset, or airport-local")
  .openapi("OperatorDateTime", {
    description:
      "ISO-8601 date and time: with `Z` or an offset, or airport-local without one (read in the " +
      "time zone of the block's airport, or of a leg's departure airport).",
    example: "2026-12-05T07:00:00Z",
  });

export const ExternalIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(OPERATOR_API_LIMITS.externalIdLength)
  .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
  .openapi("ExternalId", {
    description: "Your system's own id for the item (printable ASCII, no spaces, up to 100 characters).",
    example: "fl3xx-trip-88412",
  });

export const BlockKindSchema = z.enum(["busy", "maintenance"]).openapi("BlockKind", {
  description: "`busy`: flying or held for other work; `maintenance`: in maintenance.",
});

const NoteSchema = z.string().trim().max(OPERATOR_API_LIMITS.noteLength);

export const AvailabilityBlockInputSchema = z
  .object({
    id: ExternalIdSchema,
    kind: BlockKindSchema,
    airport: IcaoSchema.openapi({ description: "Where the aircraft is during the block." }),
    starts_at: OperatorDateTimeSchema,
    ends_at: OperatorDateTimeSchema,
    note: NoteSchema.optional(),
  })
  .strict()
  .openapi("AvailabilityBlockInput");

export const AvailabilityBodySchema = z
  .object({
    blocks: z.array(AvailabilityBlockInputSchema).max(OPERATOR_API_LIMITS.blocksMax),
  })
  .strict()
  .openapi("AvailabilityBody", {
    description:
      "Every block of the aircraft your system knows from now on. It replaces the blocks sent " +
      "before through the API: new ids are added, changed ones updated, missing ones lifted. Blocks " +
      "that already ended are ignored; an empty list lifts them all.",
  });

export const AvailabilityBlockSchema = z
  .object({
    id: z.string(),
    kind: BlockKindSchema,
    airport: z.string(),
    starts_at: UtcDateTimeSchema,
    ends_at: UtcDateTimeSchema,
    note: z.string().nullable(),
  })
  .openapi("AvailabilityBlock");

export const AvailabilitySchema = z
  .object({
    tail: z.string(),
    blocks: z.array(AvailabilityBlockSchema),
    added: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
    unchanged: z.number().int(),
  })
  .openapi("Availability", {
    description: "The aircraft's API blocks now in force, and what this request changed.",
  });

export const TailParamsSchema = z.object({ tail: TailNumberSchema });

export const EmptyLegBodySchema = z
  .object({
    external_id: ExternalIdSchema.optional(),
    tail: TailNumberSchema,
    from: IcaoSchema,
    to: IcaoSchema,
    window_start: OperatorDateTimeSchema,
    window_end: OperatorDateTimeSchema,
    price_eur: z.number().int().optional(),
    discount_percent: z.number().int().optional(),
    note: NoteSchema.optional(),
  })
  .strict()
  .openapi("EmptyLegBody", {
    description:
      "An empty leg: the aircraft flies `from`–`to`, leaving within the window, sold for the whole " +
      "aircraft at `price_eur` or at `discount_percent` off its charter price (exactly one of the " +
      "two). The window is at most 72 hours and ends within 90 days.",
  });

export const EmptyLegStatusSchema = z.enum(["on_sale", "departed", "withdrawn"]).openapi("EmptyLegStatus");

export const EmptyLegSchema = z
  .object({
    id: z.string(),
    external_id: z.string().nullable(),
    tail: z.string(),
    from: z.string(),
    to: z.string(),
    window_start: UtcDateTimeSchema,
    window_end: UtcDateTimeSchema,
    price_eur: z.number().int().nullable(),
    discount_percent: z.number().int().nullable(),
    note: z.string().nullable(),
    status: EmptyLegStatusSchema,
  })
  .openapi("EmptyLeg");

export const EmptyLegIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(OPERATOR_API_LIMITS.externalIdLength)
    .openapi({ description: "The leg's `id`, or the `external_id` you gave it." }),
});

export type AvailabilityBody = z.output<typeof AvailabilityBodySchema>;
export type AvailabilityBlockInput = z.output<typeof AvailabilityBlockInputSchema>;
export type Availability = z.infer<typeof AvailabilitySchema>;
export type AvailabilityBlock = z.infer<typeof AvailabilityBlockSchema>;
export type EmptyLegBody = z.output<typeof EmptyLegBodySchema>;
export type EmptyLeg = z.infer<typeof EmptyLegSchema>;
