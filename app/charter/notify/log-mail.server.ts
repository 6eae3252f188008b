import type { Logger } from "~/utils/logger.server";
import type { Delivery, MailMessage, MailTransport } from "./transport";

/**
 * The embedded default for e-mail while SMTP_URL is unset (issue 6: "the embedded default keeps
 * each message in the outbox and the log"). The log masks phone numbers inside the body, as it
 * does everywhere; the outbox row keeps the full text for the sales team.
 */
export function createLogMailTransport(logger: Logger): MailTransport {
  return {
    name: "log",
    send(message: MailMessage): Promise<Delivery> {
      logger.info("mail (log transport)", {
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
      });
      return Promise.resolve({ providerId: null });
    },
  };
}
