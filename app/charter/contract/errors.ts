import { z } from "zod";
import { apiError } from "~/utils/api-error.server";
import { type ErrorBody, IdempotencyKeyHeaderSchema } from "./schemas";
import { LEG_PARAM, ONE_WAY_FIELDS, TripSearchQuerySchema, type TripSearchQuery } from "./trip-query";

/*
 * Turning what a client sends into contract values, or into the 400 `validation_error` answer of
 * API.md "Conventions". API.md: "Bad input never yields a 500", so none of these helpers throws on
 * anything a client can send: bad JSON, a wrong content type or an oversized body all come back as
 * a 400 with the error shape of `ErrorSchema`.
 */

/** A parsed value, or the 400 answer to send instead. */
export type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Largest JSON body read. The biggest write (a partner lead: 200 + 2,000 characters, spec §5) is a
 * few KB even in Cyrillic; 64 KB leaves room and stops a client from making the server buffer more.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/**
 * zod's own messages ("Expected number, received string", "String must contain at least 1
 * character(s)") are written for developers; a field's reason in `fields` reads after its name.
 */
function friendlyReason(issue: z.ZodIssue): string {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return "is required";
      if (issue.received === "null") return "must not be null";
      return `must be ${article(issue.expected)}`;
    case z.ZodIssueCode.too_small:
      if (issue.type === "string") {
        return issue.minimum === 1 ? "must not be empty" : `must be at least ${issue.minimum} characters`;
      }
      if (issue.type === "array") return `must have at least ${issue.minimum} items`;
      return `must be at least ${issue.minimum}`;
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return `must be at most ${issue.maximum} characters`;
      if (issue.type === "array") return `must have at most ${issue.maximum} items`;
      return `must be at most ${issue.maximum}`;
    case z.ZodIssueCode.invalid_enum_value:
      return `must be one of: ${issue.options.join(", ")}`;
    case z.ZodIssueCode.invalid_literal:
      return `must be ${JSON.stringify(issue.expected)}`;
    case z.ZodIssueCode.invalid_string:
      return "has an invalid format";
    case z.ZodIssueCode.invalid_union: {
      // A nullable field is a union with null; the first option's reason is the one that helps.
      const first = issue.unionErrors[0]?.issues[0];
      return first ? reasonFor(first) : "has an invalid value";
    }
    case z.ZodIssueCode.not_multiple_of:
      return `must be a multiple of ${issue.multipleOf}`;
    default:
      return issue.message;
  }
}

/** The issue's own message when a schema set one, else a friendly rewording of zod's default. */
function reasonFor(issue: z.ZodIssue): string {
  const zodDefault = z.defaultErrorMap(issue, { data: undefined, defaultError: "" }).message;
  return issue.message === zodDefault ? friendlyReason(issue) : issue.message;
}

/**
 * The API.md error body for a failed parse: code `validation_error`, an English message naming the
 * fields, and `fields` mapping each snake_case field path (dotted when nested) to its first reason.
 * An issue about the whole value (no path) becomes the message instead.
 */
export function toValidationError(error: z.ZodError): ErrorBody {
  const fields: Record<string, string> = {};
  let rootReason: string | undefined;
  for (const issue of error.issues) {
    const reason = reasonFor(issue);
    if (issue.path.length === 0) {
      rootReason ??= reason;
      continue;
    }
    const key = issue.path.join(".");
    fields[key] ??= reason;
  }
  const names = Object.keys(fields);
  const message =
    names.length > 0
      ? `Some fields are invalid: ${names.join(", ")}.`
      : `The request is invalid: ${rootReason ?? "it does not match the contract"}.`;
  return {
    error: { code: "validation_error", message, ...(names.length > 0 ? { fields } : {}) },
  };
}

function validationErrorResponse(body: ErrorBody): Response {
  return apiError(
    "validation_error",
    body.error.message,
    body.error.fields ? { fields: body.error.fields } : {},
  );
}

function badRequest(message: string): { ok: false; response: Response } {
  return { ok: false, response: apiError("validation_error", message) };
}

function parseWith<S extends z.ZodTypeAny>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: validationErrorResponse(toValidationError(result.error)) };
}

/**
 * Parses a query string. An empty value counts as absent (an HTML form submits its unset fields as
 * `name=`), and a parameter given twice is refused rather than silently picking one.
 */
export function parseQuery<S extends z.ZodTypeAny>(
  schema: S,
  searchParams: URLSearchParams,
): ParseResult<z.output<S>> {
  const values: Record<string, string> = {};
  const repeated: Record<string, string> = {};
  for (const name of new Set(searchParams.keys())) {
    const given = searchParams.getAll(name).filter((value) => value.trim() !== "");
    if (given.length > 1) repeated[name] = "must be given only once";
    else if (given[0] !== undefined) values[name] = given[0];
  }
  if (Object.keys(repeated).length > 0) {
    return {
      ok: false,
      response: validationErrorResponse({
        error: {
          code: "validation_error",
          message: `Some fields are invalid: ${Object.keys(repeated).join(", ")}.`,
          fields: repeated,
        },
      }),
    };
  }
  return parseWith(schema, values);
}

/**
 * GET /api/cards (issue 29, item 1; docs/decisions/045): a multi-leg search when the query has
 * `leg` parameters, else null (a one-way or return search, for `parseQuery(CardsQuerySchema)`).
 * The two forms do not mix: a one-way or return field beside `leg` is refused by name. Every other
 * parameter is ignored as `parseQuery` ignores unknown ones; an empty `leg=` counts as absent.
 */
export function parseTripQuery(searchParams: URLSearchParams): ParseResult<TripSearchQuery> | null {
  const legs = searchParams.getAll(LEG_PARAM).filter((value) => value.trim() !== "");
  if (legs.length === 0) return null;
  const mixed: Record<string, string> = {};
  for (const field of ONE_WAY_FIELDS) {
    if (searchParams.getAll(field).some((value) => value.trim() !== "")) {
      mixed[field] = `must not be given with ${LEG_PARAM}: a search is one way or return, or legs`;
    }
  }
  if (Object.keys(mixed).length > 0) {
    return {
      ok: false,
      response: validationErrorResponse({
        error: {
          code: "validation_error",
          message: `Some fields are invalid: ${Object.keys(mixed).join(", ")}.`,
          fields: mixed,
        },
      }),
    };
  }
  return parseWith(TripSearchQuerySchema, { [LEG_PARAM]: legs });
}

/** Parses route parameters (Remix `params`), e.g. `{ card_id }` of GET /api/cards/{card_id}. */
export function parseParams<S extends z.ZodTypeAny>(
  schema: S,
  params: Record<string, string | undefined>,
): ParseResult<z.output<S>> {
  return parseWith(schema, params);
}

/** Reads the optional Idempotency-Key header of a POST (API.md "Conventions"); null when absent. */
export function parseIdempotencyKey(request: Request): ParseResult<string | null> {
  const header = request.headers.get("Idempotency-Key");
  const parsed = parseWith(IdempotencyKeyHeaderSchema, { "Idempotency-Key": header ?? undefined });
  return parsed.ok ? { ok: true, data: parsed.data["Idempotency-Key"] ?? null } : parsed;
}

function isJsonMediaType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const [mediaType = "", ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  // RFC 8259 §8.1: JSON is UTF-8; a body declared in another charset is not JSON we can read.
  const charset = parameters.find((parameter) => parameter.startsWith("charset="));
  if (charset !== undefined && !/^charset="?utf-8"?$/.test(charset)) return false;
  return mediaType === "application/json" || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

type BodyText = { ok: true; text: string } | { ok: false; reason: string };

const TOO_LARGE = `the body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB`;

/** Reads at most MAX_JSON_BODY_BYTES, whatever Content-Length claims (it may be absent or false). */
async function readBodyText(request: Request): Promise<BodyText> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) return { ok: false, reason: TOO_LARGE };
  if (request.body === null) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BODY_BYTES) {
      // Stop the upload; a failure to cancel changes nothing about the answer.
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: TOO_LARGE };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "the body is not valid UTF-8" };
  }
}

/**
 * Parses a JSON request body against a body schema of the contract. Refuses with a 400
 * `validation_error` a content type other than JSON, a body over MAX_JSON_BODY_BYTES, malformed
 * JSON, and anything but a JSON object, before the schema sees it.
 */
export async function parseJsonBody<S extends z.ZodTypeAny>(
  schema: S,
  request: Request,
): Promise<ParseResult<z.output<S>>> {
  if (!isJsonMediaType(request.headers.get("Content-Type"))) {
    return badRequest("The request body must be JSON: send Content-Type: application/json (UTF-8).");
  }
  let body: BodyText;
  try {
    body = await readBodyText(request);
  } catch {
    // The client went away mid-body, or the stream was already read: either way nothing to parse.
    return badRequest("The request body could not be read.");
  }
  if (!body.ok) return badRequest(`The request body is invalid: ${body.reason}.`);
  if (body.text.trim() === "") return badRequest("The request body is empty: expected a JSON object.");
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return badRequest("The request body is not valid JSON.");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return badRequest("The request body must be a JSON object.");
  }
  return parseWith(schema, json);
}
