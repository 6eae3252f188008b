import type {
  Airport,
  Card,
  CardsQueryInput,
  EmptyLegResultSet,
  EmptyLegsQueryInput,
  ErrorBody,
  Images,
  ResultSet,
} from "../contract/schemas";

/**
 * What loaders and actions use to reach the charter engine (ARCHITECTURE.md, "Charter engine"):
 * in process by default, or over HTTP to an operator's own charter API at CHARTER_API_URL. Both
 * take the API's inputs and answer the API's shapes, and both throw CharterClientError with the
 * API's error body, so a page cannot tell them apart (one contract suite runs against both).
 */
export interface CharterClient {
  airports(params?: { q?: string; limit?: number }): Promise<Airport[]>;
  searchCards(query: CardsQueryInput): Promise<ResultSet>;
  emptyLegs(query?: EmptyLegsQueryInput): Promise<EmptyLegResultSet>;
  /** A saved result set; null when unknown. */
  request(id: string): Promise<ResultSet | EmptyLegResultSet | null>;
  /** A saved card; null when unknown. */
  card(id: string): Promise<Card | null>;
  /** An aircraft's pictures; null when the aircraft is unknown. */
  images(aircraftId: string): Promise<Images | null>;
}

export class CharterClientError extends Error {
  override name = "CharterClientError";
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error.message);
  }

  get code() {
    return this.body.error.code;
  }

  get fields() {
    return this.body.error.fields ?? {};
  }
}

export function isCharterClientError(error: unknown): error is CharterClientError {
  return error instanceof Error && error.name === "CharterClientError";
}
