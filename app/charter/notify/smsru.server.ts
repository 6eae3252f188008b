import { z } from "zod";
import { DEFAULT_PROVIDER_TIMEOUT_MS, parseJson, postForm, type FetchLike } from "./http.server";
import { DeliveryError, type Delivery, type SmsMessage, type SmsTransport } from "./transport";

/**
 * SMS.ru (https://sms.ru), the Russian provider (issue 6, "an SMS.ru adapter"). Its documented
 * method "sms/send" (https://sms.ru/api/send) takes `api_id`, `to` (the number as digits, no "+"),
 * `msg` and, optionally, `from` (a sender name approved by SMS.ru), and with `json=1` answers
 *
 *   { "status": "OK", "status_code": 100, "balance": 4122.56,
 *     "sms": { "79255070602": { "status": "OK", "status_code": 100, "sms_id": "000000-10000000" } } }
 *
 * or, per number, `{ "status": "ERROR", "status_code": 207, "status_text": "..." }`. A request
 * that fails as a whole (a wrong api_id, say) has `"status": "ERROR"` and its code at the top.
 * SMS.ru answers HTTP 200 in every one of these cases, so the code decides, not the HTTP status.
 * We POST the form: SMS.ru's code 210 refuses GET where POST is needed, and a POST keeps the
 * api_id out of access logs along the way.
 */
export interface SmsRuOptions {
  apiId: string;
  /** Sender name registered with SMS.ru; unset: the account's default sender. */
  from?: string;
  /** `https://sms.ru` in production; a local server in tests. */
  baseUrl: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

/**
 * The codes of the code table in SMS.ru's API documentation (https://sms.ru/api, the table the
 * send and status methods share) that no retry will fix: the request itself, the account's
 * credentials or the number is wrong. Everything else, including codes SMS.ru may add later, is
 * retried.
 */
const PERMANENT_CODES: ReadonlyMap<number, string> = new Map([
  [200, "wrong api_id"],
  [202, "the recipient's number is wrong or has no route"],
  [203, "no message text"],
  [204, "the sender name is not approved by SMS.ru"],
  [205, "the message is too long (over 8 SMS)"],
  [207, "messages cannot be sent to this number (no route)"],
  [208, "the time parameter is wrong"],
  [209, "the number is in the account's stop list"],
  [210, "GET used where POST is required"],
  [211, "method not found"],
  [212, "the text is not UTF-8"],
  [213, "more than 100 recipients"],
  [300, "wrong token"],
  [301, "wrong api_id or login/password"],
  [302, "the account is not confirmed"],
]);

/**
 * Codes in the same table that mean "later": the balance runs out until someone tops it up (201),
 * daily and per-number limits reset (206, 230-233), the service is briefly down (220, 500).
 * Listed so the log names the reason; any unknown code is treated the same way.
 */
const TRANSIENT_CODES: ReadonlyMap<number, string> = new Map([
  [201, "the account balance is too low"],
  [206, "the account's daily limit is reached"],
  [220, "the service is temporarily unavailable"],
  [230, "the daily limit of messages to this number is reached"],
  [231, "the per-minute limit of identical messages to this number is reached"],
  [232, "the daily limit of identical messages to this number is reached"],
  [233, "too many repeated code messages to this number in a short time"],
  [500, "server error"],
]);

const SUCCESS = 100;

const code = z.coerce.number().int();

const SmsRuResult = z.object({
  status: z.string(),
  status_code: code,
  status_text: z.string().optional(),
  sms_id: z.string().optional(),
});

const SmsRuAnswer = z.object({
  status: z.string(),
  status_code: code,
  status_text: z.string().optional(),
  sms: z.record(z.string(), SmsRuResult).optional(),
});

/** SMS.ru wants the number as digits without the "+" of E.164. */
export function smsRuNumber(e164: string): string {
  return e164.replace(/\D/g, "");
}

export function smsRuFailure(statusCode: number, statusText?: string): DeliveryError {
  const known = PERMANENT_CODES.get(statusCode) ?? TRANSIENT_CODES.get(statusCode);
  const reason = known ?? statusText ?? "unknown status";
  return new DeliveryError(`smsru: status ${statusCode} (${reason})`, PERMANENT_CODES.has(statusCode));
}

export function createSmsRuTransport(options: SmsRuOptions): SmsTransport {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/sms/send`;

  return {
    name: "smsru",
    async send(message: SmsMessage): Promise<Delivery> {
      const to = smsRuNumber(message.to);
      const form = new URLSearchParams({ api_id: options.apiId, to, msg: message.text, json: "1" });
      if (options.from) form.set("from", options.from);

      const answer = await postForm({ provider: "smsru", url, form, timeoutMs, fetchImpl });
      if (answer.status >= 500 || answer.status === 429 || answer.status === 408) {
        throw new DeliveryError(`smsru: HTTP ${answer.status}`, false);
      }
      const parsed = SmsRuAnswer.safeParse(parseJson(answer.body));
      if (!parsed.success) {
        // Not the documented answer: a proxy or a maintenance page. Nothing says the message was
        // refused, so it is retried.
        throw new DeliveryError(`smsru: unexpected answer (HTTP ${answer.status})`, false);
      }
      const body = parsed.data;
      if (body.status !== "OK" || body.status_code !== SUCCESS) {
        throw smsRuFailure(body.status_code, body.status_text);
      }
      // One number per request, so one entry; SMS.ru keys it by the number as it read it.
      const result = body.sms?.[to] ?? Object.values(body.sms ?? {})[0];
      if (!result) throw new DeliveryError("smsru: the answer names no message", false);
      if (result.status !== "OK" || result.status_code !== SUCCESS) {
        throw smsRuFailure(result.status_code, result.status_text);
      }
      return { providerId: result.sms_id ?? null };
    },
  };
}
