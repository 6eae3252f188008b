import type { LoaderFunctionArgs } from "@remix-run/node";
import { photoResponse } from "~/charter/index.server";

/** GET /uploads/photos/{shard}/{file}: one size of an aircraft photo (issue 27, item 5). */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { media, logger } = context.services;
  return photoResponse({ store: media, logger }, request, params);
}
