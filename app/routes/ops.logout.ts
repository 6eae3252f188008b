import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { clearSessionCookie, homeOf, requireStaff, requireStaffAction } from "~/ops/access.server";
import { opsPath } from "~/ops/paths";
import { endSessions } from "~/charter/index.server";

/** POST /ops/logout/: ends this session, or with `scope=everywhere` every session of the member. */
export async function action(args: ActionFunctionArgs) {
  const ops = await requireStaffAction(args, "member");
  await endSessions(ops.services.db.db, {
    signedIn: { staff: ops.staff, sessionId: ops.sessionId },
    everywhere: ops.form.get("scope") === "everywhere",
    clientAddress: ops.clientAddress,
    now: ops.now,
  });
  return redirect(opsPath(ops.language, "login/"), {
    headers: { "Set-Cookie": clearSessionCookie(ops.services.env) },
  });
}

/** Signing out is a POST (a link a page embeds must not sign anyone out); GET goes home. */
export async function loader(args: LoaderFunctionArgs) {
  const ops = await requireStaff(args, "member");
  return redirect(opsPath(ops.language, homeOf(ops.staff)));
}
