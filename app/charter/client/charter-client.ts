import type {
  Airport,
  Card,
  CardsQueryInput,
  EmptyLegResultSet,
  EmptyLegsQueryInput,
  ExpiredResultSetErrorBody,
  ConfirmSmsResponse,
  ErrorBody,
  Images,
  LeadCreated,
  PriceCalendar,
  PriceCalendarQueryInput,
  PreOrder,
  ResultSet,
  SendLoginSmsResponse,
} from "../contract/schemas";
import type { TripSearchQueryInput } from "../contract/trip-query";
import type { WatchBody } from "../contract/watches";
import type { WatchCreated } from "../watches/types";

/**
 * Who is asking, for the write calls: the rate limits count per client address (API.md "Rules
 * behind the writes"), and a repeated Idempotency-Key replays the first answer.
 */
export interface WriteContext {
  /** The visitor's IP address as the web server saw it (Express `req.ip`). */
  clientAddress: string;
  idempotencyKey?: string | null;
}

/** Bodies of the write calls as a page action has them: unparsed strings, checked by the client. */
/** A lead's consent (issue 28, item 8): sent when the person ticked the box, with its text's version. */
export interface LeadConsentInput {
  its_legal?: true;
  consent_version?: string;
}
export interface PartnerLeadInput extends LeadConsentInput {
  name: string;
  contact: string;
  message: string;
}
export interface SearchLeadInput extends LeadConsentInput {
  name?: string | null;
  phone: string;
  departure_airport?: string | null;
  arrival_airport?: string | null;
  departure_datetime?: string | null;
  departure_datetime_back?: string | null;
}
export interface SendLoginSmsInput {
  phone: string;
  name: string;
  email?: string | null;
  url?: string | null;
  its_legal: boolean;
  consent_version?: string;
}
export interface ConfirmSmsInput {
  code: string;
  phone: string;
}

/**
 * What loaders and actions use to reach the charter engine (ARCHITECTURE.md, "Charter engine"):
 * in process by default, or over HTTP to an operator's own charter API at CHARTER_API_URL. Both
 * take the API's inputs and answer the API's shapes, and both throw CharterClientError with the
 * API's error body, so a page cannot tell them apart (one contract suite runs against both).
 */
export interface CharterClient {
  airports(params?: { q?: string; limit?: number }): Promise<Airport[]>;
  searchCards(query: CardsQueryInput): Promise<ResultSet>;
  /** GET /api/cards with `leg` parameters: a multi-leg trip (issue 29, item 1). */
  searchTrip(query: TripSearchQueryInput): Promise<ResultSet>;
  emptyLegs(query?: EmptyLegsQueryInput): Promise<EmptyLegResultSet>;
  /** A saved result set; null when unknown; a 410 CharterClientError once expired (`expiredQuery`). */
  request(id: string): Promise<ResultSet | EmptyLegResultSet | null>;
  /** A saved card; null when unknown. */
  card(id: string): Promise<Card | null>;
  /** An aircraft's pictures; null when the aircraft is unknown. */
  images(aircraftId: string): Promise<Images | null>;
  /** GET /api/prices/calendar: the cheapest one-way price of each day of a window. */
  priceCalendar(query: PriceCalendarQueryInput): Promise<PriceCalendar>;

  // Writes (issue 6, API.md "Writes"). Failures throw CharterClientError with the API's error body
  // and status: 400 with `fields`, 401 (a wrong code carries `attempts_left`), 404, 410, 429 with
  // `retryAfter`.
  /** POST /api/partner-email: a partner enquiry or a callback request. */
  createPartnerLead(input: PartnerLeadInput, context: WriteContext): Promise<LeadCreated>;
  /** POST /api/search-email: the not-found form's request. */
  createSearchLead(input: SearchLeadInput, context: WriteContext): Promise<LeadCreated>;
  /** POST /api/auth/send_login_sms. */
  sendLoginSms(input: SendLoginSmsInput, context: WriteContext): Promise<SendLoginSmsResponse>;
  /** POST /api/auth/confirm_sms. */
  confirmSms(input: ConfirmSmsInput, context: WriteContext): Promise<ConfirmSmsResponse>;
  /** POST /api/pre-orders; `created` is false when this token already ordered this card. */
  createPreOrder(
    input: { accessToken: string; cardId: string },
    context: WriteContext,
  ): Promise<{ created: boolean; preOrder: PreOrder }>;
  /** POST /api/watches (issue 29, item 2): an empty-leg watch, pending its owner's confirmation. */
  createWatch(input: WatchInput, context: WriteContext): Promise<WatchCreated>;
}

/** The body of POST /api/watches as a form sends it (`language` defaults to Russian). */
export type WatchInput = Omit<WatchBody, "language"> & { language?: WatchBody["language"] };

export class CharterClientError extends Error {
  override name = "CharterClientError";
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(body.error.message);
  }

  get code() {
    return this.body.error.code;
  }

  get fields() {
    return this.body.error.fields ?? {};
  }

  /** The search an expired result set answered, on a 410 from request() (API.md "Saved result sets"). */
  get expiredQuery(): ExpiredResultSetErrorBody["error"]["query"] {
    const value = (this.body.error as { query?: unknown }).query;
    // Both clients shaped the body with the contract's schema before throwing.
    return value && typeof value === "object" ? (value as ExpiredResultSetErrorBody["error"]["query"]) : null;
  }

  /** Wrong tries left for a code, on a 401 from confirmSms. */
  get attemptsLeft(): number | undefined {
    const value = (this.body.error as { attempts_left?: unknown }).attempts_left;
    return typeof value === "number" ? value : undefined;
  }
}

export function isCharterClientError(error: unknown): error is CharterClientError {
  return error instanceof Error && error.name === "CharterClientError";
}
