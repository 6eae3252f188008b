import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseQuery } from "~/charter/index.server";
import { PriceCalendarQuerySchema } from "~/charter";
import { handleApi, json } from "~/charter/http.server";

/** GET /api/prices/calendar: the cheapest one-way price of each day (API.md "Reads"). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseQuery(PriceCalendarQuerySchema, new URL(request.url).searchParams);
    if (!parsed.ok) return parsed.response;
    return json(await charter.priceCalendar(parsed.data));
  });
}
