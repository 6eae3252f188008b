import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

/**
 * Meta tags of an error page: the title a route put into its thrown response (see
 * responses.server.ts), and noindex, since an error page is never a search result.
 */
export function statusMeta(error: unknown): MetaDescriptor[] {
  const thrown = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null) : null;
  const title = typeof thrown?.title === "string" ? thrown.title : "Charterline";
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}
