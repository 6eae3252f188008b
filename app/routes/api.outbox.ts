import type { LoaderFunctionArgs } from "@remix-run/node";
import { timingSafeEqual } from "node:crypto";
import { handleApi, json } from "~/charter/http.server";
import { bearerToken, recentMessages } from "~/charter/index.server";
import { apiError } from "~/utils/api-error.server";

/**
 * GET /api/outbox?to=<recipient>: the latest messages to one phone (E.164) or e-mail address, for a
 * developer and the e2e tests to read a login code (issue 6 §3). It exists only while
 * OUTBOX_INSPECT_TOKEN is set, and answers only that bearer token: unset (production) it is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const expected = context.services.env.OUTBOX_INSPECT_TOKEN;
  if (!expected) return apiError("not_found", "No such endpoint.");
  const given = Buffer.from(bearerToken(request) ?? "");
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    return apiError("unauthorized", "Send the outbox inspection token as Authorization: Bearer.");
  }
  const to = new URL(request.url).searchParams.get("to")?.trim();
  if (!to)
    return apiError("validation_error", "Name the recipient: ?to=<phone or e-mail>.", {
      fields: { to: "is required" },
    });
  return handleApi(context.services.logger, request, async () =>
    json(await recentMessages(context.services.db.db, to)),
  );
}
