import { describe, expect, it } from "vitest";
import { createLogger, maskSecrets } from "./logger.server";

describe("logs never carry full phone numbers, codes or tokens (ARCHITECTURE.md, Web server)", () => {
  it("masks phone numbers in any spelling", () => {
    expect(maskSecrets("call +7 (495) 120-45-45 now")).toBe("call ***45 now");
    expect(maskSecrets("79161234567")).toBe("***67");
    expect(maskSecrets("order 2026")).toBe("order 2026");
  });

  it("writes one JSON object per line with secrets redacted", () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) }).child({ requestId: "r1" });
    logger.info("sms sent to +79161234567", { code: "1234", access_token: "abc", phone: "+7 916 123-45-67" });
    logger.debug("hidden");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: "info",
      msg: "sms sent to ***67",
      requestId: "r1",
      code: "[redacted]",
      access_token: "[redacted]",
      phone: "***67",
    });
    expect(lines[0]).not.toMatch(/1234567|abc/);
  });
});
