import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseQuery, parseTripQuery } from "~/charter/index.server";
import { CardsQuerySchema } from "~/charter";
import { handleApi, json } from "~/charter/http.server";

/**
 * GET /api/cards: priced offers for a route and date, saved as a request (API.md "Reads"); with
 * `leg` parameters, for a multi-leg trip instead (issue 29, item 1; docs/api-multi-leg.md).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const params = new URL(request.url).searchParams;
    const trip = parseTripQuery(params);
    if (trip) return trip.ok ? json(await charter.searchTrip(trip.data)) : trip.response;
    const parsed = parseQuery(CardsQuerySchema, params);
    if (!parsed.ok) return parsed.response;
    return json(await charter.search(parsed.data));
  });
}
