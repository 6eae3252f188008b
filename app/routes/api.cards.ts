import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseQuery } from "~/charter/index.server";
import { CardsQuerySchema } from "~/charter";
import { handleApi, json } from "~/charter/http.server";

/** GET /api/cards: priced offers for a route and date, saved as a request (API.md "Reads"). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseQuery(CardsQuerySchema, new URL(request.url).searchParams);
    if (!parsed.ok) return parsed.response;
    return json(await charter.search(parsed.data));
  });
}
