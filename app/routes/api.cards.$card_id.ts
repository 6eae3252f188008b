import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseParams } from "~/charter/index.server";
import { CardIdParamsSchema } from "~/charter";
import { handleApi, json } from "~/charter/http.server";
import { apiError } from "~/utils/api-error.server";

/** GET /api/cards/{card_id}: one saved card (API.md "Reads"). */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseParams(CardIdParamsSchema, params);
    if (!parsed.ok) return parsed.response;
    const card = await charter.card(parsed.data.card_id);
    // A saved card never changes: it may be cached like a file.
    return card
      ? json(card, { cacheControl: "public, max-age=3600" })
      : apiError("not_found", "No such card.");
  });
}
