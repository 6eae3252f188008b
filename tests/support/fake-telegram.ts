import { createServer } from "node:http";
import { listenOnLoopback } from "./listen";

/**
 * A local fake of Telegram's Bot API (https://core.telegram.org/bots/api), as the SMS providers'
 * fakes are: it answers `POST /bot<token>/<method>` with `{ ok: true, result }` for the right token
 * and 401 `{ ok: false, error_code: 401 }` for any other, and records every call with its form
 * fields, so a test reads what the bot sent (issue 29, item 2).
 */
export interface FakeBotCall {
  method: string;
  fields: Record<string, string>;
}

export interface FakeTelegram {
  /** The base URL to give TELEGRAM_API_URL. */
  url: string;
  calls: FakeBotCall[];
  /** The texts sent to one chat, oldest first. */
  sentTo(chatId: string): string[];
  close(): Promise<void>;
}

export async function startFakeTelegram(token: string): Promise<FakeTelegram> {
  const calls: FakeBotCall[] = [];
  let messageId = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? "");
      response.setHeader("Content-Type", "application/json");
      if (request.method !== "POST" || !match || match[1] !== token) {
        response.statusCode = 401;
        response.end(JSON.stringify({ ok: false, error_code: 401, description: "Unauthorized" }));
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      calls.push({ method: match[2]!, fields });
      messageId += 1;
      const result =
        match[2] === "sendMessage" ? { message_id: messageId, chat: { id: Number(fields.chat_id) } } : true;
      response.end(JSON.stringify({ ok: true, result }));
    });
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    url: origin,
    calls,
    sentTo: (chatId) =>
      calls
        .filter((call) => call.method === "sendMessage" && call.fields.chat_id === chatId)
        .map((call) => call.fields.text ?? ""),
    close,
  };
}
