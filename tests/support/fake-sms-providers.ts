import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stand-ins for the two SMS providers' send APIs, so the adapters are tested over real HTTP
 * (issue 6: "each tested against a local HTTP server that answers as that provider's documented
 * API does"). They are written from the providers' documentation, not from the adapters:
 *
 * - SMS.ru, https://sms.ru/api/send: `/sms/send` with `api_id`, `to` (digits), `msg`, `json=1`,
 *   optional `from`; HTTP 200 always, the outcome in `status` / `status_code`, per number under
 *   `sms`. Codes from SMS.ru's code table: 100 accepted, 200 wrong api_id, 201 balance too low,
 *   202 wrong number, 203 no text, 207 no route to the number, 210 GET where POST is needed.
 * - Twilio, https://www.twilio.com/docs/messaging/api/message-resource: `POST
 *   /2010-04-01/Accounts/{Sid}/Messages.json`, Basic auth, form `To`, `Body`, `From` or
 *   `MessagingServiceSid`; 201 with the message resource, or the error object
 *   `{ code, message, more_info, status }`: 20003 (401, bad credentials), 20404 (404, no such
 *   account), 21211 (invalid To), 21602 (no Body), 21603 (no From), 21604 (no To), 21610
 *   (recipient replied STOP), 21614 (not a mobile number), 20429 (429, too many requests).
 *
 * `outage` makes either server misbehave like a provider in trouble: "error" answers HTTP 503,
 * "hang" accepts the request and never answers, "busy" is the provider's own "try later" (SMS.ru
 * 220 "service temporarily unavailable", Twilio 429 / 20429 "too many requests").
 */
export type Outage = "error" | "hang" | "busy" | null;

export interface RecordedProviderRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface RunningFakeProvider {
  /** The base URL to give the adapter, e.g. http://127.0.0.1:54321. */
  url: string;
  requests: RecordedProviderRequest[];
  outage: Outage;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  json: unknown;
}

type Handler = (request: RecordedProviderRequest, outage: Outage) => Reply;

async function startFake(handler: Handler): Promise<RunningFakeProvider> {
  const requests: RecordedProviderRequest[] = [];
  const fake: RunningFakeProvider = {
    url: "",
    requests,
    outage: null,
    close: () => Promise.resolve(),
  };
  const server = createServer((req, res) => {
    void receive(req).then((recorded) => {
      requests.push(recorded);
      if (fake.outage === "hang") return;
      if (fake.outage === "error")
        return send(res, { status: 503, json: { message: "Service Unavailable" } });
      send(res, handler(recorded, fake.outage));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      // Hung requests keep their sockets open; end them so close() returns.
      server.closeAllConnections();
    });
  return fake;
}

async function receive(req: IncomingMessage): Promise<RecordedProviderRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  const url = new URL(req.url ?? "/", "http://localhost");
  const type = req.headers["content-type"] ?? "";
  return {
    method: req.method ?? "GET",
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    form: type.startsWith("application/x-www-form-urlencoded")
      ? new URLSearchParams(body)
      : new URLSearchParams(),
  };
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(reply.json));
}

export interface FakeSmsRuOptions {
  apiId: string;
  /** Numbers (digits) SMS.ru has no route to: answered with 207. */
  unroutable?: string[];
  /** The account balance in roubles; at 0, every send is refused with 201. */
  balance?: number;
}

export function startFakeSmsRu(options: FakeSmsRuOptions): Promise<RunningFakeProvider> {
  let sent = 0;
  const unroutable = new Set(options.unroutable ?? []);
  return startFake((request, outage) => {
    // SMS.ru reads its parameters from the query string or the POST body alike.
    const param = (name: string) => request.form.get(name) ?? request.query.get(name);
    if (request.path !== "/sms/send")
      return ok({ status: "ERROR", status_code: 211, status_text: "Метод не найден" });
    if (request.method !== "POST" && request.method !== "GET") return { status: 405, json: {} };
    if (param("api_id") !== options.apiId) {
      return ok({ status: "ERROR", status_code: 200, status_text: "Неправильный api_id" });
    }
    if (outage === "busy") {
      return ok({
        status: "ERROR",
        status_code: 220,
        status_text: "Сервис временно недоступен, попробуйте чуть позже",
      });
    }
    const balance = options.balance ?? 100;
    const to = param("to") ?? "";
    const msg = param("msg") ?? "";
    let result: Record<string, unknown>;
    if (!/^\d{10,15}$/.test(to)) {
      result = {
        status: "ERROR",
        status_code: 202,
        status_text: "Неправильно указан номер телефона получателя",
      };
    } else if (msg === "") {
      result = { status: "ERROR", status_code: 203, status_text: "Нет текста сообщения" };
    } else if (balance <= 0) {
      result = { status: "ERROR", status_code: 201, status_text: "Не хватает средств на лицевом счету" };
    } else if (unroutable.has(to)) {
      result = {
        status: "ERROR",
        status_code: 207,
        status_text: "На этот номер нет маршрута для доставки сообщений",
      };
    } else {
      sent += 1;
      result = { status: "OK", status_code: 100, sms_id: `000000-${String(10_000_000 + sent)}` };
    }
    if (param("json") !== "1") return { status: 200, json: result.status_code };
    return ok({ status: "OK", status_code: 100, sms: { [to]: result }, balance });
  });
}

function ok(json: unknown): Reply {
  return { status: 200, json };
}

export interface FakeTwilioOptions {
  accountSid: string;
  authToken: string;
  /** Recipients who replied STOP: 21610. */
  unsubscribed?: string[];
  /** Landlines: 21614. */
  landlines?: string[];
}

export function startFakeTwilio(options: FakeTwilioOptions): Promise<RunningFakeProvider> {
  let created = 0;
  const unsubscribed = new Set(options.unsubscribed ?? []);
  const landlines = new Set(options.landlines ?? []);
  const error = (status: number, code: number, message: string): Reply => ({
    status,
    json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });
  return startFake((request, outage) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
    if (request.method !== "POST" || !match) return error(404, 20404, "The requested resource was not found");
    const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
    if (request.headers.authorization !== expected) return error(401, 20003, "Authenticate");
    if (decodeURIComponent(match[1]!) !== options.accountSid) {
      return error(404, 20404, "The requested resource was not found");
    }
    if (outage === "busy") return error(429, 20429, "Too Many Requests");
    const to = request.form.get("To");
    const body = request.form.get("Body");
    const from = request.form.get("From");
    const service = request.form.get("MessagingServiceSid");
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!body) return error(400, 21602, "Message body is required.");
    if (!from && !service) return error(400, 21603, "A 'From' phone number is required.");
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (unsubscribed.has(to)) return error(400, 21610, "Attempt to send to unsubscribed recipient");
    if (landlines.has(to)) return error(400, 21614, `'To' number ${to} is not a valid mobile number`);
    created += 1;
    const sid = `SM${created.toString(16).padStart(32, "0")}`;
    return {
      status: 201,
      json: {
        sid,
        account_sid: options.accountSid,
        to,
        from: from ?? null,
        messaging_service_sid: service ?? null,
        body,
        status: service ? "accepted" : "queued",
        direction: "outbound-api",
        api_version: "2010-04-01",
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${options.accountSid}/Messages/${sid}.json`,
      },
    };
  });
}
