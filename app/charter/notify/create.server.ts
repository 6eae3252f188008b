import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { countedMail, countedSms, countedTelegram } from "./delivery-counts";
import { createLogMailTransport } from "./log-mail.server";
import { createLogSmsTransport } from "./log-sms.server";
import { createSmsRuTransport } from "./smsru.server";
import { createSmtpTransport } from "./smtp.server";
import { createTwilioTransport } from "./twilio.server";
import { createLogTelegramTransport, createTelegramBot, createTelegramTransport } from "./telegram.server";
import type { MailTransport, SmsTransport, TelegramTransport } from "./transport";

export type TransportEnv = Pick<
  Env,
  | "SMS_PROVIDER"
  | "SMSRU_API_ID"
  | "SMSRU_FROM"
  | "SMSRU_API_URL"
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "TWILIO_API_URL"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "TELEGRAM_BOT_TOKEN"
  | "TELEGRAM_BOT_USERNAME"
  | "TELEGRAM_API_URL"
>;

export interface Transports {
  sms: SmsTransport;
  mail: MailTransport;
  /** The watches' bot (issue 29, item 2); absent in tests that send none. */
  telegram?: TelegramTransport;
}

export class TransportConfigError extends Error {
  override name = "TransportConfigError";
}

/**
 * Picks the SMS and mail transports from the configuration, once at start (STYLE.md, practice 1:
 * configuration is checked at start). A provider chosen without its credentials stops the server
 * with a message naming the missing variables, instead of failing each login code later in the
 * outbox, where a visitor would wait for an SMS that never comes.
 */
export function createTransports(env: TransportEnv, logger: Logger): Required<Transports> {
  // Counted for GET /metrics (`sms_sent_total`, issue 15 item 8); a test that passes its own
  // transports to wireServices is not counted.
  return {
    sms: countedSms(createSmsTransport(env, logger)),
    mail: countedMail(createMailTransport(env, logger)),
    telegram: countedTelegram(createTelegramMessages(env, logger)),
  };
}

/** The watches' bot, when TELEGRAM_BOT_TOKEN is set; its username is needed for the t.me links. */
function createTelegramMessages(env: TransportEnv, logger: Logger): TelegramTransport {
  if (!env.TELEGRAM_BOT_TOKEN) return createLogTelegramTransport(logger);
  if (!env.TELEGRAM_BOT_USERNAME) {
    throw new TransportConfigError(
      "TELEGRAM_BOT_TOKEN needs TELEGRAM_BOT_USERNAME (the bot's name without @) for its t.me links; set it, or unset the token",
    );
  }
  return createTelegramTransport(
    createTelegramBot({ token: env.TELEGRAM_BOT_TOKEN, baseUrl: env.TELEGRAM_API_URL }),
  );
}

function createSmsTransport(env: TransportEnv, logger: Logger): SmsTransport {
  switch (env.SMS_PROVIDER) {
    case "log":
      return createLogSmsTransport(logger);
    case "smsru": {
      const apiId = env.SMSRU_API_ID;
      if (!apiId) throw missing("smsru", ["SMSRU_API_ID"]);
      return createSmsRuTransport({ apiId, from: env.SMSRU_FROM, baseUrl: env.SMSRU_API_URL });
    }
    case "twilio": {
      const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
      if (!accountSid || !authToken || !from) {
        const absent = Object.entries({
          TWILIO_ACCOUNT_SID: accountSid,
          TWILIO_AUTH_TOKEN: authToken,
          TWILIO_FROM: from,
        }).flatMap(([name, value]) => (value ? [] : [name]));
        throw missing("twilio", absent);
      }
      return createTwilioTransport({ accountSid, authToken, from, baseUrl: env.TWILIO_API_URL });
    }
  }
}

function createMailTransport(env: TransportEnv, logger: Logger): MailTransport {
  if (!env.SMTP_URL) return createLogMailTransport(logger);
  return createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM });
}

function missing(provider: string, variables: string[]): TransportConfigError {
  return new TransportConfigError(
    `SMS_PROVIDER=${provider} needs ${variables.join(", ")}; set ${variables.length > 1 ? "them" : "it"}, ` +
      `or use SMS_PROVIDER=log to keep text messages in the outbox and the server log`,
  );
}
