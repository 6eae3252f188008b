import { afterEach, describe, expect, it } from "vitest";
import {
  startFakeSmsRu,
  startFakeTwilio,
  type RunningFakeProvider,
} from "../../../tests/support/fake-sms-providers";
import { createMemoryLogger } from "../../../tests/support/memory-logger";
import { startSmtpSink, type RunningSmtpSink } from "../../../tests/support/smtp-sink";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createTransports } from "./create.server";

// Which transports the configuration selects (issue 6: "SMS behind one interface", the log as the
// embedded default), checked by sending through each selection, and the start-up refusal of a
// provider chosen without its credentials.
const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function started<T extends RunningFakeProvider | RunningSmtpSink>(server: Promise<T>): Promise<T> {
  const running = await server;
  servers.push(running);
  return running;
}

describe("createTransports", () => {
  it("uses the log for both SMS and e-mail when nothing is configured", async () => {
    const { logger, entries } = createMemoryLogger();
    const { sms, mail } = createTransports(parseEnv({}), logger);

    expect([sms.name, mail.name]).toEqual(["log", "log"]);
    await sms.send({ to: "+79991234567", text: "Код: 4821" });
    await mail.send({ to: "sales@charterline.ru", subject: "Заявка", text: "Перезвонить" });
    // The code stays in the outbox: the log withholds it (issue 7).
    expect(entries.map((entry) => [entry.msg, entry.text])).toEqual([
      ["sms (log transport)", "Код: [code withheld: read it from the outbox]"],
      ["mail (log transport)", "Перезвонить"],
    ]);
  });

  it("sends through SMS.ru with SMS_PROVIDER=smsru, its api_id, sender name and API address", async () => {
    const provider = await started(startFakeSmsRu({ apiId: "A3CA597E" }));
    const env = parseEnv({
      SMS_PROVIDER: "smsru",
      SMSRU_API_ID: "A3CA597E",
      SMSRU_FROM: "Charterline",
      SMSRU_API_URL: provider.url,
    });
    const { sms } = createTransports(env, silentLogger);

    expect(sms.name).toBe("smsru");
    expect((await sms.send({ to: "+79991234567", text: "Код: 4821" })).providerId).toBeTruthy();
    expect(provider.requests[0]!.form.get("from")).toBe("Charterline");
  });

  it("sends through Twilio with SMS_PROVIDER=twilio and its three variables", async () => {
    const credentials = { accountSid: "AC00000000000000000000000000000001", authToken: "secret-token-1" };
    const provider = await started(startFakeTwilio(credentials));
    const env = parseEnv({
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: credentials.accountSid,
      TWILIO_AUTH_TOKEN: credentials.authToken,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: provider.url,
    });
    const { sms } = createTransports(env, silentLogger);

    expect(sms.name).toBe("twilio");
    expect((await sms.send({ to: "+447700900123", text: "Code: 4821" })).providerId).toMatch(/^SM/);
    expect(provider.requests[0]!.form.get("From")).toBe("+15005550006");
  });

  it("sends e-mail over SMTP when SMTP_URL is set, from MAIL_FROM", async () => {
    const sink = await started(startSmtpSink());
    const env = parseEnv({ SMTP_URL: sink.url, MAIL_FROM: "Charterline <noreply@charterline.ru>" });
    const { mail } = createTransports(env, silentLogger);

    expect(mail.name).toBe("smtp");
    await mail.send({ to: "sales@charterline.ru", subject: "Заявка", text: "Перезвонить" });
    expect(sink.messages[0]!.headers.get("from")).toBe("Charterline <noreply@charterline.ru>");
  });

  it("refuses to start with SMS_PROVIDER=smsru and no SMSRU_API_ID", () => {
    expect(() => createTransports(parseEnv({ SMS_PROVIDER: "smsru" }), silentLogger)).toThrow(
      /SMS_PROVIDER=smsru needs SMSRU_API_ID/,
    );
  });

  it("refuses to start with SMS_PROVIDER=twilio, naming each missing variable", () => {
    const env = parseEnv({
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000001",
    });
    expect(() => createTransports(env, silentLogger)).toThrow(
      /SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM;/,
    );
    const onlyToken = parseEnv({ SMS_PROVIDER: "twilio", TWILIO_AUTH_TOKEN: "secret", TWILIO_FROM: " " });
    expect(() => createTransports(onlyToken, silentLogger)).toThrow(/needs TWILIO_ACCOUNT_SID, TWILIO_FROM;/);
  });
});
