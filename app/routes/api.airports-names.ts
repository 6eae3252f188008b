import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseQuery } from "~/charter/contract/errors";
import { AirportsQuerySchema } from "~/charter/contract/schemas";
import { handleApi, json } from "~/charter/http.server";

/** GET /api/airports-names (API.md "Reads"; spec §5 airport search). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseQuery(AirportsQuerySchema, new URL(request.url).searchParams);
    if (!parsed.ok) return parsed.response;
    const { q, limit } = parsed.data;
    const airports = charter.airports(q ?? undefined, limit ?? undefined);
    // The full list changes only with a deploy: let browsers and CDNs keep it for a day.
    return json(airports, { cacheControl: q ? "public, max-age=300" : "public, max-age=86400" });
  });
}
