import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink, type RunningSmtpSink } from "../../../tests/support/smtp-sink";
import { createSmtpTransport } from "./smtp.server";
import { isDeliveryError, type DeliveryError } from "./transport";

// The SMTP transport (nodemailer) against a local smtp-server (issue 6, "E-mail through SMTP ...
// tested against a local SMTP server"): the sales team's copy arrives with its subject, body and
// Reply-To; a refused mailbox stops the retries, a deferral or an absent server does not.
const FROM = "Charterline <noreply@charterline.ru>";
const mail = {
  to: "sales@charterline.ru",
  replyTo: "anna.petrova@example.com",
  subject: "Предзаказ: Внуково — Сочи, 15 декабря, 4 пассажира",
  text: "Самолёт: Cessna Citation XLS+\nВылет: 15.12.2026 12:00 (UUWW)\nЦена: 1 250 000 ₽",
};

let sink: RunningSmtpSink;

beforeEach(async () => {
  sink = await startSmtpSink({
    rejectRecipients: ["nobody@charterline.ru"],
    deferRecipients: ["busy@charterline.ru"],
  });
});
afterEach(() => sink.close());

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isDeliveryError(error)) throw new Error(`expected a DeliveryError, got ${String(error)}`);
  return error;
}

describe("SMTP transport", () => {
  it("delivers the message with its subject, body, To, From and Reply-To, and keeps the Message-ID", async () => {
    const transport = createSmtpTransport({ url: sink.url, from: FROM });

    const delivery = await transport.send(mail);

    expect(transport.name).toBe("smtp");
    expect(sink.messages).toHaveLength(1);
    const [received] = sink.messages;
    expect(received!.envelopeFrom).toBe("noreply@charterline.ru");
    expect(received!.envelopeTo).toEqual(["sales@charterline.ru"]);
    expect(received!.headers.get("subject")).toBe(mail.subject);
    expect(received!.headers.get("to")).toBe("sales@charterline.ru");
    expect(received!.headers.get("reply-to")).toBe("anna.petrova@example.com");
    expect(received!.headers.get("from")).toBe(FROM);
    expect(received!.text).toBe(mail.text);
    expect(delivery.providerId).toBe(received!.headers.get("message-id"));
    expect(delivery.providerId).toMatch(/^<.+@.+>$/);
  });

  it("carries a watch's RFC 8058 one-click unsubscribe headers (issue 29, item 2)", async () => {
    const unsubscribe = "https://charterline.ru/watches/stop/?token=abc_DEF-123";
    await createSmtpTransport({ url: sink.url, from: FROM }).send({
      ...mail,
      to: "anna.petrova@example.com",
      replyTo: undefined,
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const headers = sink.messages[0]!.headers;
    expect(String(headers.get("list-unsubscribe-post"))).toBe("List-Unsubscribe=One-Click");
    expect(JSON.stringify(headers.get("list-unsubscribe"))).toContain(unsubscribe);
  });

  it("sends no Reply-To when the customer left no e-mail", async () => {
    await createSmtpTransport({ url: sink.url, from: FROM }).send({ ...mail, replyTo: undefined });
    expect(sink.messages[0]!.headers.has("reply-to")).toBe(false);
  });

  it("treats a 550 refusal of the recipient as permanent", async () => {
    const transport = createSmtpTransport({ url: sink.url, from: FROM });
    const error = await failure(transport.send({ ...mail, to: "nobody@charterline.ru" }));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain("550");
    expect(sink.messages).toHaveLength(0);
  });

  it("treats a 451 deferral as transient", async () => {
    const transport = createSmtpTransport({ url: sink.url, from: FROM });
    const error = await failure(transport.send({ ...mail, to: "busy@charterline.ru" }));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("451");
  });

  it("treats a server that is down as transient, and delivers once one listens again", async () => {
    const { url, port } = sink;
    await sink.close();
    const transport = createSmtpTransport({ url, from: FROM });

    const error = await failure(transport.send(mail));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("ECONNREFUSED");

    // The same transport, the same address: the outbox worker's next attempt goes through.
    sink = await startSmtpSink({ port });
    await transport.send(mail);
    expect(sink.messages.map((received) => received.headers.get("subject"))).toEqual([mail.subject]);
  });

  it("gives up on a server that accepts the connection but never greets, as transient", async () => {
    // A TCP listener that says nothing: what an overloaded or half-dead relay looks like.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 300 });
      const error = await failure(transport.send(mail));
      expect(error.permanent).toBe(false);
      expect(error.message).toContain("ETIMEDOUT");
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
