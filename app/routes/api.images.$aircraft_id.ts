import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseParams } from "~/charter/index.server";
import { AircraftIdParamsSchema } from "~/charter";
import { handleApi, json } from "~/charter/http.server";
import { apiError } from "~/utils/api-error.server";

/** GET /api/images/{aircraft_id}: an aircraft's gallery, cabin and seat-layout pictures. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { charter, logger } = context.services;
  return handleApi(logger, request, async () => {
    const parsed = parseParams(AircraftIdParamsSchema, params);
    if (!parsed.ok) return parsed.response;
    const images = await charter.images(parsed.data.aircraft_id);
    return images
      ? json(images, { cacheControl: "public, max-age=300" })
      : apiError("not_found", "No such aircraft.");
  });
}
