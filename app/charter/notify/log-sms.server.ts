import type { Logger } from "~/utils/logger.server";
import type { Delivery, SmsMessage, SmsTransport } from "./transport";

/** What the log shows in place of a login code (issue 7: no codes in the log). */
export const CODE_WITHHELD = "[code withheld: read it from the outbox]";

/**
 * The embedded default for text messages (issue 6): nothing leaves the machine, the message stays
 * in the outbox table (where a developer and the e2e tests read the code: GET /api/outbox with
 * OUTBOX_INSPECT_TOKEN, README "Messages"), and the server log records that it went out.
 *
 * The log never carries the code (issue 7): a login code in a log is a login for whoever reads
 * the log, which outlives the five minutes of the code and reaches people who have no business
 * with it. The text is logged with the code replaced, and the recipient is masked by the logger
 * (`***67`).
 */
export function createLogSmsTransport(logger: Logger): SmsTransport {
  return {
    name: "log",
    send(message: SmsMessage): Promise<Delivery> {
      logger.info("sms (log transport)", { to: message.to, text: withholdCodes(message.text) });
      return Promise.resolve({ providerId: null });
    },
  };
}

/**
 * The text with its one-time code replaced by {@link CODE_WITHHELD}. The login message ends with
 * the origin-bound line `@host #1234` (WICG "SMS OTP format", app/charter/ordering/messages.ts),
 * which names the code exactly, so every standalone occurrence of it goes. A text without that
 * line could still hold a code in words of its own, so there every standalone run of four or more
 * digits goes: the log errs on the side of saying less, and the outbox has the full text.
 */
export function withholdCodes(text: string): string {
  const origin = /^@\S+ #([0-9A-Za-z]+)\s*$/m.exec(text);
  const code = origin?.[1];
  if (code) return text.replace(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`, "g"), CODE_WITHHELD);
  return text.replace(/(?<!\d)\d{4,}(?!\d)/g, CODE_WITHHELD);
}
