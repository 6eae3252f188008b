import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { COOKIE_NOTICE_COOKIE } from "~/utils/cookies";
import { rememberingCookie } from "~/utils/cookies.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

export function loader() {
  return redirect("/", 303);
}

/** Remembers that the visitor acknowledged the cookie and personal-data notice (spec §1). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const cookie = rememberingCookie(context.services.env, COOKIE_NOTICE_COOKIE, "accepted");
  // With JavaScript the notice hides in place; a plain form post goes back to its page.
  if (form.get("js") === "1") return Response.json({ accepted: true }, { headers: { "Set-Cookie": cookie } });
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": cookie },
  });
}
