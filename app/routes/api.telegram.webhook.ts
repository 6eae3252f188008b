import type { ActionFunctionArgs } from "@remix-run/node";
import { handleTelegramWebhook, postOnly } from "~/charter/index.server";

/** POST /api/telegram/webhook: what the watches' bot hears (issue 29, item 2; decision 047). */
export const loader = postOnly;

export function action(args: ActionFunctionArgs) {
  return handleTelegramWebhook(args);
}
