import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseParams } from "~/charter/index.server";
import { RequestIdParamsSchema } from "~/charter";
import { handleApi, json } from "~/charter/http.server";
import { apiError } from "~/utils/api-error.server";

/** GET /api/requests/{request_id}: a saved result set (API.md "Reads"). */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseParams(RequestIdParamsSchema, params);
    if (!parsed.ok) return parsed.response;
    const resultSet = await charter.request(parsed.data.request_id);
    return resultSet
      ? json(resultSet, { cacheControl: "public, max-age=3600" })
      : apiError("not_found", "No such request.");
  });
}
