import type { z } from "zod";
import {
  AirportSchema,
  CardSchema,
  ConfirmSmsResponseSchema,
  EmptyLegResultSetSchema,
  ErrorSchema,
  ExpiredResultSetErrorSchema,
  ImagesSchema,
  LeadCreatedSchema,
  PreOrderSchema,
  PriceCalendarSchema,
  ResultSetSchema,
  SendLoginSmsResponseSchema,
  type ErrorBody,
} from "../contract/schemas";
import { CharterClientError, type CharterClient, type WriteContext } from "./charter-client";
import { WatchCreatedSchema } from "../contract/watches";

/**
 * The charter API over HTTP, for an operator that runs its own (CHARTER_API_URL). Answers are
 * parsed with the contract's schemas: a remote service is a trust boundary like any other.
 */
export function createHttpCharterClient(options: {
  baseUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): CharterClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function get<S extends z.ZodTypeAny>(
    path: string,
    params: Record<string, unknown>,
    schema: S,
    options: { nullOn404?: boolean } = {},
  ): Promise<z.output<S> | null> {
    const url = new URL(path, baseUrl());
    for (const [name, value] of Object.entries(params)) {
      // A repeated parameter (the `leg`s of a multi-leg search) is sent once per value, in order.
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (item !== undefined && item !== null && item !== "") url.searchParams.append(name, String(item));
      }
    }
    const response = await fetchImpl(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return schema.parse(body);
    if (response.status === 404 && options.nullOn404) return null;
    // An expired set's 410 carries the search it answered (API.md "Saved result sets").
    const error = (response.status === 410 ? ExpiredResultSetErrorSchema : ErrorSchema).safeParse(body);
    throw new CharterClientError(
      response.status,
      error.success
        ? error.data
        : {
            error: {
              code: response.status >= 500 ? "internal" : "validation_error",
              message: `HTTP ${response.status}`,
            },
          },
    );
  }
  const baseUrl = () => options.baseUrl.replace(/\/?$/, "/");

  function errorOf(response: Response, body: unknown): CharterClientError {
    const error = ErrorSchema.safeParse(body);
    const retryAfter = Number(response.headers.get("Retry-After"));
    const fallback: ErrorBody = {
      error: {
        code: response.status >= 500 ? "internal" : "validation_error",
        message: `HTTP ${response.status}`,
      },
    };
    return new CharterClientError(
      response.status,
      error.success ? (body as ErrorBody) : fallback,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }

  /**
   * A write. The visitor's address travels as X-Forwarded-For, so the remote API's per-address
   * limits count visitors rather than this server (it must trust us as a proxy for that).
   */
  async function post<S extends z.ZodTypeAny>(
    path: string,
    body: unknown,
    schema: S,
    context: WriteContext,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; data: z.output<S> }> {
    const response = await fetchImpl(new URL(path, baseUrl()), {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-Forwarded-For": context.clientAddress,
        ...(context.idempotencyKey ? { "Idempotency-Key": context.idempotencyKey } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorOf(response, answer);
    return { status: response.status, data: schema.parse(answer) };
  }

  return {
    airports: async (params = {}) => (await get("api/airports-names", params, AirportSchema.array()))!,
    searchCards: async (query) => (await get("api/cards", { ...query }, ResultSetSchema))!,
    searchTrip: async (query) => (await get("api/cards", { ...query }, ResultSetSchema))!,
    emptyLegs: async (query = {}) => (await get("api/cards/el", { ...query }, EmptyLegResultSetSchema))!,
    priceCalendar: async (query) => (await get("api/prices/calendar", { ...query }, PriceCalendarSchema))!,
    request: (id) =>
      get(`api/requests/${encodeURIComponent(id)}`, {}, ResultSetSchema.or(EmptyLegResultSetSchema), {
        nullOn404: true,
      }),
    card: (id) => get(`api/cards/${encodeURIComponent(id)}`, {}, CardSchema, { nullOn404: true }),
    images: (aircraftId) =>
      get(`api/images/${encodeURIComponent(aircraftId)}`, {}, ImagesSchema, { nullOn404: true }),
    createWatch: async (input, context) =>
      (await post("api/watches", input, WatchCreatedSchema, context)).data,
    createPartnerLead: async (input, context) =>
      (await post("api/partner-email", input, LeadCreatedSchema, context)).data,
    createSearchLead: async (input, context) =>
      (await post("api/search-email", input, LeadCreatedSchema, context)).data,
    sendLoginSms: async (input, context) =>
      (await post("api/auth/send_login_sms", input, SendLoginSmsResponseSchema, context)).data,
    confirmSms: async (input, context) =>
      (await post("api/auth/confirm_sms", input, ConfirmSmsResponseSchema, context)).data,
    async createPreOrder(input, context) {
      const { status, data } = await post(
        "api/pre-orders",
        { access_token: input.accessToken, card_id: input.cardId },
        PreOrderSchema,
        context,
        { Authorization: `Bearer ${input.accessToken}` },
      );
      return { created: status === 201, preOrder: data };
    },
  };
}
