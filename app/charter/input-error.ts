import type { ErrorBody } from "./contract/schemas";

/**
 * A query that is well-formed but cannot be searched (an airport we do not serve, a date in the
 * past or beyond the order depth): the route answers 400 with these fields.
 */
export class CharterInputError extends Error {
  override name = "CharterInputError";
  constructor(readonly fields: Record<string, string>) {
    super(`Invalid search: ${Object.keys(fields).join(", ")}`);
  }
}

/**
 * The API's error body for a CharterInputError (a 400 `validation_error` naming the fields), or
 * null for any other error. Recognised by name: in development a route and the service may come
 * from two bundles, each with its own class.
 */
export function inputErrorBody(error: unknown): ErrorBody | null {
  if (!(error instanceof Error) || error.name !== "CharterInputError") return null;
  const fields = (error as CharterInputError).fields;
  return {
    error: {
      code: "validation_error",
      message: `Some fields are invalid: ${Object.keys(fields).join(", ")}.`,
      fields,
    },
  };
}
