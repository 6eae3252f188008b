/**
 * How notifications leave the system (issue 6; API.md "Rules behind the writes"). Nothing calls a
 * transport directly from a request: the caller writes an outbox row in the same transaction as
 * the lead or pre-order, and the outbox worker (app/charter/outbox.server.ts) hands each row to
 * one of these, retrying with backoff until it goes through.
 */

export interface SmsMessage {
  /** The recipient in E.164 form (`+79991234567`), as libphonenumber-js normalised it. */
  to: string;
  text: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply from the sales team goes (the customer's e-mail, when known). */
  replyTo?: string;
  /** Extra headers: a watch's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** A message from the watches' Telegram bot (issue 29, item 2). */
export interface TelegramMessage {
  /** The chat the visitor started the bot in. */
  chatId: string;
  text: string;
}

export interface Delivery {
  /** The provider's id of the message (SMS.ru sms_id, Twilio SID, SMTP message id), for support. */
  providerId: string | null;
}

export interface SmsTransport {
  /** `log`, `smsru` or `twilio`: stored on the outbox row that it delivered. */
  readonly name: string;
  send(message: SmsMessage): Promise<Delivery>;
}

export interface MailTransport {
  /** `log` or `smtp`. */
  readonly name: string;
  send(message: MailMessage): Promise<Delivery>;
}

export interface TelegramTransport {
  /** `log` or `telegram`. */
  readonly name: string;
  send(message: TelegramMessage): Promise<Delivery>;
}

/**
 * A delivery that failed. `permanent` failures (a number the provider refuses, a rejected
 * recipient, bad credentials that no retry will fix) stop the retries; anything else (timeouts,
 * 5xx, a provider's "try later") is retried with backoff.
 */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isDeliveryError(error: unknown): error is DeliveryError {
  return error instanceof Error && error.name === "DeliveryError";
}
