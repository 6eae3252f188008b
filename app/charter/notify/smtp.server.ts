import { createTransport, type NodemailerError } from "nodemailer";
import { DeliveryError, type Delivery, type MailMessage, type MailTransport } from "./transport";

/**
 * E-mail to the sales team through SMTP (issue 6, "E-mail through SMTP (nodemailer)"). SMTP_URL
 * is `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://...:465`.
 *
 * The timeouts are far below nodemailer's defaults (2 minutes to connect, 30 s for the greeting,
 * 10 minutes of silence): the outbox worker retries failed mail with backoff, so an SMTP outage
 * should fail a send within seconds and leave the row for the next attempt, not hold the worker.
 */
export interface SmtpOptions {
  url: string;
  /** The From header, e.g. `Charterline <noreply@charterline.ru>` (MAIL_FROM). */
  from: string;
  /** Upper bound for each wait (connect, greeting, silence); 10 s by default. */
  timeoutMs?: number;
}

const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

/**
 * Nodemailer's codes for configuration and message faults that a retry cannot fix; without an
 * SMTP reply code, every other failure (ECONNECTION, ETIMEDOUT, ESOCKET with ECONNREFUSED inside,
 * EDNS, ETLS...) is the network or the server being away, and is retried.
 */
const PERMANENT_LOCAL_CODES: ReadonlySet<string> = new Set([
  "ENOAUTH",
  "ECONFIG",
  "EENVELOPE",
  "EMESSAGE",
  "EMAXRECIPIENTS",
  "EREQUIRETLS",
]);

export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const timeout = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const transporter = createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });

  return {
    name: "smtp",
    async send(message: MailMessage): Promise<Delivery> {
      try {
        const info = await transporter.sendMail({
          from: options.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { providerId: info.messageId || null };
      } catch (error) {
        throw smtpFailure(error);
      }
    },
  };
}

/**
 * RFC 5321 §4.2.1: a 5yz reply is a permanent negative completion (550 mailbox unavailable, 553
 * bad address, 535 authentication rejected), a 4yz reply a transient one (421 service not
 * available, 450/451/452 try later). 503 "bad sequence of commands" is the exception nodemailer
 * also makes: it is about the session, not the message, and a new connection may succeed.
 */
export function smtpFailure(error: unknown): DeliveryError {
  if (!(error instanceof Error)) return new DeliveryError(`smtp: ${String(error)}`, false, { cause: error });
  const failure = error as NodemailerError;
  const responseCode = failure.responseCode;
  if (typeof responseCode === "number") {
    const permanent = responseCode >= 500 && responseCode < 600 && responseCode !== 503;
    const command = failure.command ? ` to ${failure.command}` : "";
    return new DeliveryError(`smtp: server replied ${responseCode}${command}`, permanent, { cause: error });
  }
  const code = failure.code ?? "unknown";
  const inner = failure.originalCode ? ` (${failure.originalCode})` : "";
  return new DeliveryError(`smtp: ${code}${inner}: ${error.message}`, PERMANENT_LOCAL_CODES.has(code), {
    cause: error,
  });
}
