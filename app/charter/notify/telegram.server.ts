import type { Logger } from "~/utils/logger.server";
import { DEFAULT_PROVIDER_TIMEOUT_MS, postForm, type FetchLike } from "./http.server";
import { DeliveryError, type Delivery, type TelegramMessage, type TelegramTransport } from "./transport";

/**
 * The watches' Telegram bot on the Bot API (issue 29, item 2; decision 047): messages go out with
 * `sendMessage`, and the bot hears its chats through a webhook (`setWebhook` with a secret token,
 * app/charter/watches/telegram.server.ts reads the updates). The Bot API answers
 * `{ ok, result | error_code, description }`; 403 (the visitor blocked the bot) and 400 (no such
 * chat) are permanent, 429 and 5xx are retried by the outbox with backoff.
 *
 * TELEGRAM_API_URL points the calls at a local fake in tests (tests/support/fake-telegram.ts), as
 * the SMS providers' URLs do.
 */
export interface TelegramOptions {
  token: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: FetchLike;
}

interface BotAnswer {
  ok?: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
}

export interface TelegramBot {
  /** Calls one Bot API method with form fields; answers its `result`, or throws a DeliveryError. */
  call(method: string, fields: Record<string, string>): Promise<unknown>;
}

export function createTelegramBot(options: TelegramOptions): TelegramBot {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async call(method, fields) {
      const answer = await postForm({
        provider: "telegram",
        url: `${base}/bot${options.token}/${method}`,
        form: new URLSearchParams(fields),
        timeoutMs: options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
        fetchImpl,
      });
      let body: BotAnswer;
      try {
        body = JSON.parse(answer.body) as BotAnswer;
      } catch {
        throw new DeliveryError(
          `telegram: ${method} answered HTTP ${answer.status} without JSON`,
          answer.status < 500,
        );
      }
      if (body.ok === true) return body.result;
      const code = body.error_code ?? answer.status;
      // The description never carries the token; it is kept for the outbox row and the log.
      const permanent = code === 400 || code === 401 || code === 403 || code === 404;
      throw new DeliveryError(
        `telegram: ${method} refused (${code}): ${body.description ?? "no description"}`,
        permanent,
      );
    },
  };
}

export function createTelegramTransport(bot: TelegramBot): TelegramTransport {
  return {
    name: "telegram",
    async send(message: TelegramMessage): Promise<Delivery> {
      const result = (await bot.call("sendMessage", {
        chat_id: message.chatId,
        text: message.text,
        link_preview_options: JSON.stringify({ is_disabled: true }),
      })) as { message_id?: number } | undefined;
      return { providerId: result?.message_id !== undefined ? String(result.message_id) : null };
    },
  };
}

/** The embedded default without TELEGRAM_BOT_TOKEN: the message is kept in the outbox and the log. */
export function createLogTelegramTransport(logger: Logger): TelegramTransport {
  return {
    name: "log",
    send(message: TelegramMessage): Promise<Delivery> {
      logger.info("telegram (log transport)", { chatId: message.chatId, text: message.text });
      return Promise.resolve({ providerId: null });
    },
  };
}
