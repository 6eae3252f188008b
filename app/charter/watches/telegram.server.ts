import { createHmac, timingSafeEqual } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api-error.server";
import { handleApi, json } from "../http.server";
import { enqueue } from "../ordering/outbox.server";
import { botReply } from "./messages";
import type { WatchLanguage } from "./types";
import { confirmTelegram, stopTelegramChat, type WatchDeps } from "./watches.server";

/**
 * What the watches' bot hears (issue 29, item 2; decision 047). Telegram posts each update to
 * POST /api/telegram/webhook with the secret set by `setWebhook`; the bot understands
 * `/start <token>` (the deep link of POST /api/watches: the watch is confirmed and bound to this
 * chat), `/stop` (every watch of the chat ends) and answers anything else with a line of help.
 * Replies go through the outbox like every other message.
 */

/** The webhook's secret, derived from the bot's token so there is no second secret to keep. */
export function telegramWebhookSecret(botToken: string): string {
  return createHmac("sha256", botToken).update("charterline watches webhook").digest("hex");
}

export function webhookSecretMatches(botToken: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(telegramWebhookSecret(botToken));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface TelegramUpdate {
  message?: {
    text?: unknown;
    chat?: { id?: unknown; type?: unknown };
    from?: { language_code?: unknown };
  };
}

/** Handles one update; an update that is not a private chat's text message is ignored. */
export async function handleTelegramUpdate(deps: WatchDeps, update: unknown): Promise<void> {
  const message = (update as TelegramUpdate | null)?.message;
  const chatId = message?.chat?.id;
  const text = typeof message?.text === "string" ? message.text.trim() : null;
  if ((typeof chatId !== "number" && typeof chatId !== "string") || text === null) return;
  if (message?.chat?.type !== undefined && message.chat.type !== "private") return;
  const chat = String(chatId);
  const language: WatchLanguage =
    typeof message?.from?.language_code === "string" && message.from.language_code.startsWith("ru")
      ? "ru"
      : "en";
  const [command = "", argument = ""] = text.split(/\s+/, 2);
  let reply: string | null;
  if (/^\/start(@\w+)?$/i.test(command) && argument) reply = await confirmTelegram(deps, argument, chat);
  else if (/^\/stop(@\w+)?$/i.test(command)) reply = await stopTelegramChat(deps, chat, language);
  else reply = botReply("help", language);
  if (reply === null) return;
  await enqueue(deps.db, { channel: "telegram", recipient: chat, body: reply, reference: "watch:bot" });
  deps.enqueued();
}

/**
 * The webhook's route: Telegram's secret header checked (401 otherwise, in the API's error shape),
 * the update handled, and 200 answered even for an update the bot ignores, since Telegram retries
 * anything else. Without TELEGRAM_BOT_TOKEN there is no bot: 404.
 */
export async function handleTelegramWebhook({ request, context }: ActionFunctionArgs): Promise<Response> {
  const { env, logger, watches } = context.services;
  return handleApi(logger, request, async () => {
    if (request.method !== "POST")
      return apiError("method_not_allowed", "Use POST.", { headers: { Allow: "POST" } });
    if (!env.TELEGRAM_BOT_TOKEN) return apiError("not_found", "No Telegram bot is configured here.");
    if (
      !webhookSecretMatches(env.TELEGRAM_BOT_TOKEN, request.headers.get("X-Telegram-Bot-Api-Secret-Token"))
    ) {
      return apiError("unauthorized", "The webhook's secret token is missing or wrong.");
    }
    let update: unknown;
    try {
      update = await request.json();
    } catch {
      return apiError("validation_error", "The body must be a Telegram update in JSON.");
    }
    await watches.telegramUpdate(update);
    return json({ ok: true });
  });
}
