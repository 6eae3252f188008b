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
        to: "sales@charterline.ru",
        replyTo: "anna@example.com",
        subject: "Предзаказ: Внуково — Сочи, 15 декабря",
        text: "Самолёт: Citation XLS+\nПассажиров: 4",
      }),
    ]);
  });
});
