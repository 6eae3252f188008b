import { describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../../tests/support/memory-logger";
import { createLogMailTransport } from "./log-mail.server";

describe("log mail transport (the default while SMTP_URL is unset)", () => {
  it("writes the e-mail to the server log with its recipient, subject and text", async () => {
    const { logger, entries } = createMemoryLogger();
    const mail = createLogMailTransport(logger);

    const delivery = await mail.send({
      to: "sales@charterline.ru",
      replyTo: "anna@example.com",
      subject: "Предзаказ: Внуково — Сочи, 15 декабря",
      text: "Самолёт: Citation XLS+\nПассажиров: 4",
    });

    expect(mail.name).toBe("log");
    expect(delivery).toEqual({ providerId: null });
    expect(entries).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "mail (log transport)",
        to: "***@charterline.ru",
        replyTo: "***@example.com",
        subject: "Предзаказ: Внуково — Сочи, 15 декабря",
        text: "Самолёт: Citation XLS+\nПассажиров: 4",
      }),
    ]);
  });

  it("keeps the customer's phone and e-mail address out of the log (issue 7)", async () => {
    const { logger, entries } = createMemoryLogger();
    await createLogMailTransport(logger).send({
      to: "sales@charterline.ru",
      replyTo: "anna.petrova@example.com",
      subject: "Заявка с сайта: Анна",
      text: "Клиент: Анна\nТелефон: +79161234567\nКонтакт: 8 (916) 123-45-67\nE-mail: anna.petrova@example.com",
    });

    expect(entries[0]!.text).toBe("Клиент: Анна\nТелефон: ***67\nКонтакт: ***67\nE-mail: ***@example.com");
    const line = JSON.stringify(entries);
    expect(line).not.toMatch(/9161234567|123-45-67|anna\.petrova/);
  });
});
