import type { Delivery, MailTransport, SmsTransport, TelegramTransport } from "./transport";

/**
 * How many messages this process handed to its transports (issue 15, item 8: `sms_sent_total` of
 * API.md's GET /metrics). The notify layer only counts; server/metrics.ts reads the counts at
 * scrape time, so nothing here depends on prom-client.
 *
 * The counts belong to the process: one server process is one instance, so they are that
 * instance's. Prometheus counters restart at zero with the process, which `rate()` handles.
 */
export type DeliveryChannel = "sms" | "email" | "telegram";
export type DeliveryOutcome = "sent" | "failed";

export interface DeliveryCount {
  channel: DeliveryChannel;
  /** The transport's name: `log`, `smsru`, `twilio`, `smtp`. */
  transport: string;
  outcome: DeliveryOutcome;
  count: number;
}

const counts = new Map<string, DeliveryCount>();

export function recordDelivery(channel: DeliveryChannel, transport: string, outcome: DeliveryOutcome): void {
  const key = `${channel}\u0000${transport}\u0000${outcome}`;
  const entry = counts.get(key);
  if (entry) entry.count += 1;
  else counts.set(key, { channel, transport, outcome, count: 1 });
}

/** A snapshot of every count so far. */
export function deliveryCounts(): DeliveryCount[] {
  return [...counts.values()].map((entry) => ({ ...entry }));
}

/** A transport that counts each send that resolved (`sent`: the provider took it) or threw. */
function counted<Message>(
  channel: DeliveryChannel,
  transport: { readonly name: string; send(message: Message): Promise<Delivery> },
): { readonly name: string; send(message: Message): Promise<Delivery> } {
  return {
    name: transport.name,
    async send(message) {
      try {
        const delivery = await transport.send(message);
        recordDelivery(channel, transport.name, "sent");
        return delivery;
      } catch (error) {
        recordDelivery(channel, transport.name, "failed");
        throw error;
      }
    },
  };
}

export function countedSms(transport: SmsTransport): SmsTransport {
  return counted("sms", transport);
}

export function countedMail(transport: MailTransport): MailTransport {
  return counted("email", transport);
}

export function countedTelegram(transport: TelegramTransport): TelegramTransport {
  return counted("telegram", transport);
}
