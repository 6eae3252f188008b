import type { LoaderFunctionArgs } from "@remix-run/node";
import { previewCookie, previewSecret, previewTarget, secretMatches } from "~/content/preview.server";
import { apiError } from "~/utils/api-error.server";

/**
 * Opens draft preview (issue 17, item 1; decision 020): the Studio's "Preview" action links here
 * with the secret and the page's path. The right secret sets the signed preview cookie and sends
 * the editor to the page; a wrong or missing one is a 401, and a server without preview a 404.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { env, previewContent, logger } = context.services;
  const secret = previewContent ? previewSecret(env) : null;
  if (!secret) return apiError("not_found", "Draft preview is not configured on this server.");
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get("secret"), secret)) {
    logger.warn("draft preview refused", { reason: url.searchParams.has("secret") ? "wrong" : "missing" });
    return apiError("unauthorized", "The preview secret is missing or wrong.");
  }
  return new Response(null, {
    status: 307,
    headers: {
      Location: previewTarget(url.searchParams.get("redirect")),
      "Set-Cookie": previewCookie(env, secret, new Date()),
      "Cache-Control": "no-store",
    },
  });
}
