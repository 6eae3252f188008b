import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../../tests/support/memory-logger";
import { loginCodeText } from "../ordering/messages";
import { CODE_WITHHELD, createLogSmsTransport, withholdCodes } from "./log-sms.server";

describe("log SMS transport (the embedded default)", () => {
  it("logs that the message went out, with the number masked and the code withheld (issue 7)", async () => {
    const { logger, entries } = createMemoryLogger();
    const sms = createLogSmsTransport(logger);
    const text = loginCodeText("4821", "ru", "charterline.ru");

    const delivery = await sms.send({ to: "+79991234567", text });

    expect(sms.name).toBe("log");
    expect(delivery).toEqual({ providerId: null });
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ level: "info", msg: "sms (log transport)", to: "***67" });
    // The words stay, so a developer sees which message went out; the code is read from the outbox.
    expect(entry!.text).toBe(
      `Charterline: код ${CODE_WITHHELD} для заказа рейса. Никому его не сообщайте.\n\n` +
        `@charterline.ru #${CODE_WITHHELD}`,
    );
    const line = JSON.stringify(entry);
    expect(line).not.toMatch(/4821/);
    expect(line).not.toContain("9991234567");
  });

  it("never lets a login code through, in either language, whatever the code and the site's host", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 9_999 }).map((n) => String(n).padStart(4, "0")),
        fc.constantFrom("ru" as const, "en" as const),
        fc.constantFrom("charterline.ru", "localhost:3000", "127.0.0.1:4173", "staging-2.charterline.ru"),
        async (code, language, host) => {
          const { logger, entries } = createMemoryLogger();
          await createLogSmsTransport(logger).send({
            to: "+79161234567",
            text: loginCodeText(code, language, host),
          });
          // The entries' timestamps hold the year (a code of 2026 matched "2026-11-26"): what the
          // transport wrote is everything but the logger's own time field.
          const line = JSON.stringify(entries.map(({ time: _time, ...entry }) => entry));
          expect(line).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
          expect(line).toContain(CODE_WITHHELD);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("withholds every long digit run of a text without the origin-bound line", () => {
    expect(withholdCodes("Код: 4821")).toBe(`Код: ${CODE_WITHHELD}`);
    expect(withholdCodes("Your code is 123456, valid 5 minutes")).toBe(
      `Your code is ${CODE_WITHHELD}, valid 5 minutes`,
    );
    // Nothing that could be a code: the text is logged as it is.
    expect(withholdCodes("Рейс подтверждён, ждите звонка")).toBe("Рейс подтверждён, ждите звонка");
  });

  it("keeps the origin line's host and port, and replaces only the code it names", () => {
    expect(withholdCodes(loginCodeText("0417", "en", "localhost:3000"))).toBe(
      `Charterline: your code is ${CODE_WITHHELD}. Do not share it with anyone.\n\n` +
        `@localhost:3000 #${CODE_WITHHELD}`,
    );
  });
});
