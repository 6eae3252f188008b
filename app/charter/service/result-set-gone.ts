import type { EmptyLegResultSet, ResultSet } from "../contract/schemas";
import type { SavedQuery } from "../saved.server";

/** A search's result set, or an empty-leg listing's. */
export type SavedResultSet = ResultSet | EmptyLegResultSet;

/**
 * A saved set past its time (API.md "Saved result sets": 410 `gone`); `query` is the search it
 * answered, so its page can offer the same search anew.
 */
export class ResultSetGone extends Error {
  override name = "ResultSetGone";
  constructor(
    readonly id: string,
    readonly query: SavedQuery | null,
  ) {
    super("This result set has expired.");
  }
}

export function isResultSetGone(error: unknown): error is ResultSetGone {
  return error instanceof Error && error.name === "ResultSetGone";
}
