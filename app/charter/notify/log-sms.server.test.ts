import { describe, expect, it } from "vitest";
import { createMemoryLogger } from "../../../tests/support/memory-logger";
import { createLogSmsTransport } from "./log-sms.server";

describe("log SMS transport (the embedded default)", () => {
  it("writes the message to the server log, where a developer can read the login code", async () => {
    const { logger, entries } = createMemoryLogger();
    const sms = createLogSmsTransport(logger);

    const delivery = await sms.send({ to: "+79991234567", text: "Charterline: код для входа 4821" });

    expect(sms.name).toBe("log");
    expect(delivery).toEqual({ providerId: null });
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ level: "info", msg: "sms (log transport)" });
    // Issue 6: the code is readable in the log...
    expect(entry!.text).toBe("Charterline: код для входа 4821");
    // ...while the number is masked like every phone number in the log.
    expect(entry!.to).toBe("***67");
    expect(JSON.stringify(entry)).not.toContain("9991234567");
  });
});
