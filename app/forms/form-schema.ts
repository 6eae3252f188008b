import * as z from "zod/v4/mini";
import type { PhoneCheck, PhoneProblem } from "~/utils/phone-limits";

/*
 * The site forms' schemas (STYLE.md 14: one zod schema per form, checked by the action on the
 * server and, where JavaScript runs, by the form in the browser too). Each form's rules module
 * builds its schema from the pieces here (the lead forms: ./lead-rules.ts; the booking:
 * app/flight/booking/fields.ts), and both sides ask it the same question through `checkForm` or
 * `fieldReasons`, so they name the same reason for the same value.
 *
 * Every check of a schema carries, as its message, the reason the interface words for it
 * (`required`, `tooLong`, `invalid`, …; the locales hold one sentence per field and reason). The
 * checks of a field run in the order written, so the first issue on a field is its reason: an
 * empty name is `required`, not also `tooLong`.
 *
 * The schemas use zod's "mini" build (`zod/v4/mini`), which the browser downloads with the form:
 * the same checks as the classic API the content layer and the contract use, at about half the
 * bytes (these checks bundled: 6.6 KB gzipped, against 14 KB with the classic API). A schema takes
 * the phone check it should use (app/utils/phone-rule.ts): the server passes the full rule
 * (app/utils/phone.ts `phoneProblem`), the browser the one it has loaded, so nothing the browser
 * calls refers to app/utils/phone.ts and the bundler leaves libphonenumber-js out of the page.
 */

/*
 * zod 4 compiles an object schema's parser with `new Function` when it may, and asks whether it may
 * by trying once: under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused
 * and reported as a CSP violation in every page with a form. The forms' schemas are small, so they
 * run interpreted. This runs before any schema is built: the rules modules import this one first.
 */
z.config({ jitless: true });

/** A schema of one form: an object of its fields. */
export type FormSchema = z.ZodMiniObject;

/** The reason of each refused field of a form, by field name; no entry for a field that passes. */
export type FieldReasons<S extends FormSchema, R extends string> = Partial<
  Record<keyof z.input<S> & string, R>
>;

/** What the schema makes of a form: its values as checked (trimmed), or each refused field's reason. */
export type FormCheck<S extends FormSchema, R extends string> =
  { success: true; data: z.output<S> } | { success: false; reasons: FieldReasons<S, R> };

/**
 * Checks a form's values by its schema. `R` is the form's reason type: every check of the
 * schema's fields has one of them as its message.
 */
export function checkForm<S extends FormSchema, R extends string>(
  schema: S,
  values: z.input<S>,
): FormCheck<S, R> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const reasons: Record<string, R> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in reasons)) reasons[field] = issue.message as R;
  }
  return { success: false, reasons: reasons as FieldReasons<S, R> };
}

/** The reason of each refused field (none: the form may be sent). */
export function fieldReasons<S extends FormSchema, R extends string>(
  schema: S,
  values: z.input<S>,
): FieldReasons<S, R> {
  const checked = checkForm<S, R>(schema, values);
  return checked.success ? {} : checked.reasons;
}

/** A required free text: trimmed, non-empty (`required`), at most `max` characters (`tooLong`). */
export function requiredText(max: number) {
  return z.string("required").check(z.trim(), z.minLength(1, "required"), z.maxLength(max, "tooLong"));
}

/**
 * A check of a text by the given phone check, whose problem `reason` words as the form's reason.
 * It judges the value as typed (the phone rule trims it itself).
 */
export function phoneRule<R extends string>(check: PhoneCheck, reason: (problem: PhoneProblem) => R) {
  return z.check<string>((payload) => {
    const problem = check(payload.value);
    if (problem) payload.issues.push({ code: "custom", message: reason(problem), input: payload.value });
  });
}
