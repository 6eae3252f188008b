import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LANGUAGE_COOKIE, languageFromPath } from "~/utils/language";
import { rememberingCookie } from "~/utils/cookies.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * The language switch (spec §2): remembers the language of the target page in a cookie, which
 * then decides where `/` leads (docs/decisions/003-language-selection.md), and goes there.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const to = safeRedirectPath(new URL(request.url).searchParams.get("to"));
  const cookie = rememberingCookie(context.services.env, LANGUAGE_COOKIE, languageFromPath(to));
  return redirect(to, { status: 303, headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
