import { z } from "zod";
import { maskSecrets } from "~/utils/logger.server";
import { DEFAULT_PROVIDER_TIMEOUT_MS, parseJson, postForm, type FetchLike } from "./http.server";
import { DeliveryError, type Delivery, type SmsMessage, type SmsTransport } from "./transport";

/**
 * Twilio (issue 6, "a Twilio adapter"), through its Message resource
 * (https://www.twilio.com/docs/messaging/api/message-resource): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth (Account SID and Auth
 * Token) and a form body of `To` (E.164), `Body`, and either `From` (a Twilio number) or
 * `MessagingServiceSid` (an `MG...` SID, which lets Twilio pick the sender). A created message is
 * `201` with a JSON resource whose `sid` (`SM...`) we keep for support; a refusal is Twilio's
 * error object `{ code, message, more_info, status }`, whose `code` is documented at
 * https://www.twilio.com/docs/api/errors/{code}.
 */
export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164 form, or a Messaging Service SID (`MG...`). */
  from: string;
  /** `https://api.twilio.com` in production; a local server in tests. */
  baseUrl: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

/**
 * Twilio error codes that come with a 4xx yet mean "later" (https://www.twilio.com/docs/api/errors):
 * 20429, too many concurrent requests ("never processed and always safe to retry"), and 21611,
 * the sender's queue holds more than its limit of messages. Every other 4xx is Twilio refusing the
 * request itself (21211 invalid To, 21610 the recipient replied STOP, 21612 unroutable, 21614 not
 * a mobile number, 21408 region not enabled, 21606 From cannot send SMS, 20003 bad credentials,
 * 20404 no such account...), and the same request would be refused again.
 */
const TRANSIENT_TWILIO_CODES: ReadonlySet<number> = new Set([20429, 21611]);

const TwilioMessage = z.object({ sid: z.string().min(1) });

const TwilioError = z.object({
  code: z.coerce.number().int().optional(),
  message: z.string().optional(),
  more_info: z.string().optional(),
  status: z.coerce.number().int().optional(),
});

export function twilioFormBody(message: SmsMessage, from: string): URLSearchParams {
  const form = new URLSearchParams({ To: message.to, Body: message.text });
  // Twilio's Messaging Service SIDs start with "MG"; a phone number starts with "+".
  if (from.startsWith("MG")) form.set("MessagingServiceSid", from);
  else form.set("From", from);
  return form;
}

export function createTwilioTransport(options: TwilioOptions): SmsTransport {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const url =
    `${options.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/` +
    `${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  return {
    name: "twilio",
    async send(message: SmsMessage): Promise<Delivery> {
      const answer = await postForm({
        provider: "twilio",
        url,
        form: twilioFormBody(message, options.from),
        headers: { authorization },
        timeoutMs,
        fetchImpl,
      });
      const json = parseJson(answer.body);

      if (answer.status >= 200 && answer.status < 300) {
        // Twilio has created the message and will send it: a retry would send a second one, so
        // an answer we cannot read is still a success, without an id.
        const created = TwilioMessage.safeParse(json);
        return { providerId: created.success ? created.data.sid : null };
      }

      const error = TwilioError.safeParse(json);
      const code = error.success ? error.data.code : undefined;
      // Twilio's messages quote the number ("The 'To' number +7... is not valid"); the outbox row
      // keeps this text, so the number is masked as the log would mask it.
      const detail = error.success && error.data.message ? `: ${maskSecrets(error.data.message)}` : "";
      const label = `twilio: HTTP ${answer.status}${code === undefined ? "" : ` error ${code}`}${detail}`;
      throw new DeliveryError(label, isPermanent(answer.status, code));
    },
  };
}

/**
 * 5xx, 408 and 429 are the provider's trouble or a "slow down" (Twilio documents 429 as safe to
 * retry); other 4xx are refusals of this request (bad number, unsubscribed recipient, bad
 * credentials on 401/403) that no retry fixes, unless the code is one of the transient ones.
 */
function isPermanent(status: number, code: number | undefined): boolean {
  if (status >= 500 || status === 408 || status === 429) return false;
  if (code !== undefined && TRANSIENT_TWILIO_CODES.has(code)) return false;
  return status >= 400;
}
