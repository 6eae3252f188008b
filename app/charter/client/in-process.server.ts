import type { z } from "zod";
import { isResultSetGone, type CharterService } from "../charter.server";
import { goneBody } from "../http.server";
import { isOrderingError } from "../ordering/errors";
import type { OrderingService } from "../ordering/ordering.server";
import { inputErrorBody } from "../input-error";
import { toValidationError } from "../contract/errors";
import {
  AirportsQuerySchema,
  CardsQuerySchema,
  ConfirmSmsBodySchema,
  EmptyLegsQuerySchema,
  IdSchema,
  PartnerEmailBodySchema,
  PreOrderBodySchema,
  PriceCalendarQuerySchema,
  SearchEmailBodySchema,
  SendLoginSmsBodySchema,
  TailNumberSchema,
} from "../contract/schemas";
import { TripSearchQuerySchema } from "../contract/trip-query";
import { WatchBodySchema } from "../contract/watches";
import type { WatchService } from "../watches/service.server";
import { orderingErrorBody } from "../ordering/http.server";
import { CharterClientError, type CharterClient } from "./charter-client";

function parse<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new CharterClientError(400, toValidationError(result.error));
  return result.data;
}

/** The charter engine of this process, behind the same checks the HTTP API applies. */
export function createInProcessCharterClient(
  charter: CharterService,
  ordering: OrderingService,
  watches: Pick<WatchService, "create">,
): CharterClient {
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      const invalid = inputErrorBody(error);
      if (invalid) throw new CharterClientError(400, invalid);
      if (isOrderingError(error)) {
        const { status, body } = orderingErrorBody(error);
        throw new CharterClientError(status, body, error.extra.retryAfter);
      }
      throw error;
    }
  };
  return {
    async airports(params = {}) {
      const { q, limit } = parse(AirportsQuerySchema, params);
      return [...charter.airports(q ?? undefined, limit ?? undefined)];
    },
    searchCards: (query) => run(() => charter.search(parse(CardsQuerySchema, query))),
    searchTrip: (query) => run(() => charter.searchTrip(parse(TripSearchQuerySchema, query))),
    emptyLegs: (query = {}) => run(() => charter.emptyLegs(parse(EmptyLegsQuerySchema, query))),
    priceCalendar: (query) => run(() => charter.priceCalendar(parse(PriceCalendarQuerySchema, query))),
    async request(id) {
      const parsed = IdSchema.safeParse(id);
      if (!parsed.success) return null;
      try {
        return await charter.request(parsed.data);
      } catch (error) {
        if (isResultSetGone(error)) throw new CharterClientError(410, goneBody(error.query));
        throw error;
      }
    },
    async card(id) {
      const parsed = IdSchema.safeParse(id);
      return parsed.success ? charter.card(parsed.data) : null;
    },
    async images(aircraftId) {
      const parsed = TailNumberSchema.safeParse(aircraftId);
      return parsed.success ? charter.images(parsed.data) : null;
    },
    createWatch: (input, context) =>
      run(() => watches.create(parse(WatchBodySchema, input), context.clientAddress)),
    createPartnerLead: (input, context) =>
      run(() => ordering.createPartnerLead(parse(PartnerEmailBodySchema, input), context.clientAddress)),
    createSearchLead: (input, context) =>
      run(() => ordering.createSearchLead(parse(SearchEmailBodySchema, input), context.clientAddress)),
    sendLoginSms: (input, context) =>
      run(() => ordering.sendLoginSms(parse(SendLoginSmsBodySchema, input), context.clientAddress)),
    confirmSms: (input, context) =>
      run(() => ordering.confirmSms(parse(ConfirmSmsBodySchema, input), context.clientAddress)),
    createPreOrder: (input, context) =>
      run(() => {
        const body = parse(PreOrderBodySchema, { card_id: input.cardId });
        return ordering.createPreOrder(
          { accessToken: input.accessToken, cardId: body.card_id },
          context.clientAddress,
        );
      }),
  };
}
