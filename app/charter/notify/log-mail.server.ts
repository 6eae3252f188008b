import type { Logger } from "~/utils/logger.server";
import type { Delivery, MailMessage, MailTransport } from "./transport";

/**
 * The embedded default for e-mail while SMTP_URL is unset (issue 6: "the embedded default keeps
 * each message in the outbox and the log"). Lead and pre-order e-mails carry the customer's phone
 * and e-mail address; the logger masks both wherever they stand (`***67`, `***@example.com`,
 * issue 7), so the log shows which message went out and the outbox row keeps the full text for
 * the sales team (GET /api/outbox with OUTBOX_INSPECT_TOKEN, README "Messages").
 */
export function createLogMailTransport(logger: Logger): MailTransport {
  return {
    name: "log",
    send(message: MailMessage): Promise<Delivery> {
      logger.info("mail (log transport)", {
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        ...(message.headers ? { headers: message.headers } : {}),
        text: message.text,
      });
      return Promise.resolve({ providerId: null });
    },
  };
}
