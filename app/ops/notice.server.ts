import type { AppLoadContext } from "@remix-run/node";
import { siteUsesHttps } from "~/utils/env.server";
import { readFlash, redirectWithFlash, type FlashSigning } from "~/utils/flash.server";
import { opsSecret, type OpsContext } from "./access.server";
import { opsPath } from "./paths";

/**
 * The console's notices after a write (issue 31, item 4): an action redirects with the code of what
 * it did (app/utils/flash.server.ts), the page it lands on reads the code once and words it in its
 * language. Signed with the console's own secret, the one of its session cookies.
 */
function signing(env: AppLoadContext["services"]["env"]): FlashSigning {
  return { secret: opsSecret(env), secure: siteUsesHttps(env) };
}

/** After a write: to a console page (`path` relative to /ops/) with the notice `code`. */
export function redirectWithNotice(ops: OpsContext, path: string, code: string, status: 302 | 303 = 302) {
  return redirectWithFlash(opsPath(ops.language, path), { key: code }, signing(ops.services.env), status);
}

/**
 * The notice this page was sent with, if it is one of `codes`, and the headers the loader must
 * answer with (they clear it, so a reload does not show it again).
 */
export function takeNotice<const Code extends string>(
  request: Request,
  ops: OpsContext,
  codes: readonly Code[],
): { notice: Code | null; headers: Headers | undefined } {
  const { flash, headers } = readFlash(request, signing(ops.services.env));
  const notice = codes.find((code) => code === flash?.key) ?? null;
  return { notice, headers };
}
