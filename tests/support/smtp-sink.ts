import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/**
 * A local SMTP server (the `smtp-server` package) that keeps what it receives, so the SMTP
 * transport is tested over a real SMTP session (issue 6: "tested against a local SMTP server").
 * It speaks plain SMTP without STARTTLS or AUTH, like a relay on a private network, and can refuse
 * chosen recipients for good with `550 5.1.1`, as a server refuses an unknown mailbox, or for now
 * with `451 4.3.0`, as a server under load or greylisting does (RFC 5321 §4.2.2, §4.2.3).
 *
 * Messages are decoded here, independently of nodemailer: headers per RFC 2047 (encoded words,
 * B and Q), the body per its Content-Transfer-Encoding (quoted-printable, base64 or 7/8bit).
 */
export interface ReceivedMail {
  /** The envelope: MAIL FROM and every accepted RCPT TO. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Decoded header values by lower-case name (the last one when repeated). */
  headers: Map<string, string>;
  /** The decoded text body. */
  text: string;
  raw: string;
}

export interface RunningSmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(
  options: { rejectRecipients?: string[]; deferRecipients?: string[]; port?: number } = {},
): Promise<RunningSmtpSink> {
  const lower = (addresses: string[] | undefined) => new Set((addresses ?? []).map((a) => a.toLowerCase()));
  const rejected = lower(options.rejectRecipients);
  const deferred = lower(options.deferRecipients);
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const recipient = address.address.toLowerCase();
      if (rejected.has(recipient)) {
        callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
        return;
      }
      if (deferred.has(recipient)) {
        callback(Object.assign(new Error("4.3.0 Try again later"), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom;
        messages.push({
          envelopeFrom: from ? from.address : "",
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  // Unfold (RFC 5322 §2.2.3): a line starting with white space continues the previous one.
  for (const line of head.replace(/\r\n(?=[ \t])/g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  let text: string;
  if (encoding === "base64") text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  else if (encoding === "quoted-printable") text = decodeQuotedPrintable(body);
  else text = body;
  return { headers, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

/** RFC 2047 encoded words; white space between two adjacent ones is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const hex = text.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
