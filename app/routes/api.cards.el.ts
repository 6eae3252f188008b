import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseQuery } from "~/charter/index.server";
import { EmptyLegsQuerySchema } from "~/charter";
import { handleApi, json } from "~/charter/http.server";

/** GET /api/cards/el: upcoming empty legs, filtered (API.md "Reads"; spec §1). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseQuery(EmptyLegsQuerySchema, new URL(request.url).searchParams);
    if (!parsed.ok) return parsed.response;
    return json(await charter.emptyLegs(parsed.data));
  });
}
