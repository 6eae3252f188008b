import type { z } from "zod";
import {
  AirportSchema,
  CardSchema,
  EmptyLegResultSetSchema,
  ErrorSchema,
  ImagesSchema,
  ResultSetSchema,
} from "../contract/schemas";
import { CharterClientError, type CharterClient } from "./charter-client";

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
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, String(value));
    }
    const response = await fetchImpl(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return schema.parse(body);
    if (response.status === 404 && options.nullOn404) return null;
    const error = ErrorSchema.safeParse(body);
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

  return {
    airports: async (params = {}) => (await get("api/airports-names", params, AirportSchema.array()))!,
    searchCards: async (query) => (await get("api/cards", { ...query }, ResultSetSchema))!,
    emptyLegs: async (query = {}) => (await get("api/cards/el", { ...query }, EmptyLegResultSetSchema))!,
    request: (id) =>
      get(`api/requests/${encodeURIComponent(id)}`, {}, ResultSetSchema.or(EmptyLegResultSetSchema), {
        nullOn404: true,
      }),
    card: (id) => get(`api/cards/${encodeURIComponent(id)}`, {}, CardSchema, { nullOn404: true }),
    images: (aircraftId) =>
      get(`api/images/${encodeURIComponent(aircraftId)}`, {}, ImagesSchema, { nullOn404: true }),
  };
}
