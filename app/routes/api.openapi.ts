import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildOpenApiDocument } from "~/charter/index.server";
import { json } from "~/charter/http.server";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/openapi.json: the contract, generated from the zod schemas that validate requests. */
export function loader({ context }: LoaderFunctionArgs) {
  document ??= buildOpenApiDocument({ serverUrl: context.services.env.SITE_URL });
  return json(document, { cacheControl: "public, max-age=3600" });
}
