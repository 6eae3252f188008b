import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildOpenApiDocument } from "~/charter/index.server";
import { handleApi, json } from "~/charter/http.server";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/**
 * GET /api/openapi.json: the contract, generated from the zod schemas that validate requests. A
 * fault building it is the API's 500 in the error shape, as the document says (issue 26, item 10).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { env, logger } = context.services;
  return handleApi(logger, request, async () => {
    document ??= buildOpenApiDocument({ serverUrl: env.SITE_URL });
    return json(document, { cacheControl: "public, max-age=3600" });
  });
}
