import { z } from "zod";
import {
  MESSAGE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  isDealStatus,
  parseMoscowDateTime,
  type DealStatus,
  type MoveProblem,
} from "./pipeline";
import { issuesToErrors, text as requiredText } from "./supply/fields";

/**
 * The forms of a deal's page in the console (issue 31, item 4): one zod schema per form — the
 * status change, the assignment and the note — keyed by the form's own field names, and the field
 * error codes each answers with. The route hands over what was posted as it came (`form.get`), so
 * a field may hold a string, nothing or a file; what is not a string reads as blank. No database
 * here: whether the deal may move, and whether its customer has a phone, the services check.
 */

export type OrderField =
  "status" | "optionUntil" | "reason" | "channel" | "message" | "assignee" | "body" | "version";
export type OrderProblem = MoveProblem | "no_phone" | "no_email" | "unknown_staff";
export type FieldErrors = Partial<Record<OrderField, OrderProblem>>;

/** What a field posted: its text, or "" for nothing (a missing field, a file). */
const posted = (value: unknown): string => (typeof value === "string" ? value : "");

/** The deal's version the seller's page showed (the form's hidden field): a whole number from 1. */
const version = z
  .unknown()
  .transform((value) => Number(typeof value === "string" ? value.trim() : value))
  .refine((number) => Number.isInteger(number) && number >= 1, "invalid");

/*
 * The status change's fields never fail outright (zod's "aborted"), only with a problem (zod's
 * "dirty"): so the form's own check below still runs when another field is wrong, and the seller
 * is told every problem at once. A field that transforms does so before it refines, or in the one
 * step: a refinement that fails stops any transform after it.
 */
const statusChangeFields = {
  version,
  status: z.unknown().refine(isDealStatus, "required"),
  /** An option's hold, `YYYY-MM-DDTHH:mm` Moscow time; blank is none. */
  optionUntil: z.unknown().transform((value, ctx): Date | null => {
    const typed = posted(value).trim();
    if (!typed) return null;
    const moment = parseMoscowDateTime(typed);
    if (!moment) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "invalid" });
    return moment;
  }),
  /** Why a deal was lost or cancelled, as typed (the pipeline trims and limits it). */
  reason: z.unknown().transform(posted),
  /** How the customer is told: blank sends nothing. */
  channel: z
    .unknown()
    .transform(posted)
    .refine(
      (value): value is "" | "sms" | "email" => value === "" || value === "sms" || value === "email",
      "invalid",
    ),
  message: z.unknown().transform((value) => posted(value).trim()),
};

/** A deal's status change: the version seen, the new status, its hold or reason, and the customer's message. */
export const statusChangeForm = z.object(statusChangeFields).superRefine((form, ctx) => {
  // A message goes only with a channel (a wrong channel is the channel's problem), and must fit it.
  if (form.channel !== "sms" && form.channel !== "email") return;
  if (!form.message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["message"], message: "required" });
  else if (form.message.length > MESSAGE_MAX_LENGTH[form.channel]) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["message"], message: "too_long" });
  }
});

/** A deal given to a seller, or (blank) to nobody; whether the seller is active the service checks. */
export const assignForm = z.object({
  version,
  assigneeId: z.unknown().transform((value) => posted(value).trim() || null),
});

/** A note on a deal. */
export const noteForm = z.object({ body: requiredText(NOTE_MAX_LENGTH) });

/** A refused form's field errors: each field's first problem. */
export function formErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  // The forms above answer only "required", "too_long" and "invalid", codes the supply forms share;
  // the year words the supply's year range, which no order form has.
  for (const [field, { code }] of Object.entries(issuesToErrors(error, 0))) {
    errors[field as OrderField] = code as OrderProblem;
  }
  return errors;
}

/** A status change as read: a refused field reads as null. */
export interface StatusChange {
  version: number | null;
  status: DealStatus | null;
  optionUntil: Date | null;
  reason: string;
  channel: "" | "sms" | "email" | null;
  message: string;
}

/**
 * A status change as posted, read with its schema. Unlike the other forms, a refused one still
 * says what its other fields hold: the service goes on to check the deal's version, the pipeline's
 * rules and the customer's contacts, so that the seller sees every problem at once.
 */
export function readStatusChange(raw: z.input<typeof statusChangeForm>): {
  values: StatusChange;
  errors: FieldErrors;
} {
  const parsed = statusChangeForm.safeParse(raw);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const read = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T | null => {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  };
  const fields = statusChangeFields;
  return {
    values: {
      version: read(fields.version, raw.version),
      status: read(fields.status, raw.status),
      optionUntil: read(fields.optionUntil, raw.optionUntil),
      // Neither ever fails: the form's check words a message's problem.
      reason: fields.reason.parse(raw.reason),
      message: fields.message.parse(raw.message),
      channel: read(fields.channel, raw.channel),
    },
    errors: formErrors(parsed.error),
  };
}
