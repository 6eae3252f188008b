import { describe, expect, it } from "vitest";
import { createLogger, maskSecrets } from "./logger.server";

describe("logs never carry full phone numbers, codes or tokens (ARCHITECTURE.md, Web server)", () => {
  it("masks phone numbers in any spelling", () => {
    expect(maskSecrets("call +7 (495) 120-45-45 now")).toBe("call ***45 now");
    expect(maskSecrets("79161234567")).toBe("***67");
    expect(maskSecrets("order 2026")).toBe("order 2026");
    // The spellings the forms take (app/utils/phone.ts).
    expect(maskSecrets("phone 8 (916) 123-45-67 refused")).toBe("phone ***67 refused");
    expect(maskSecrets("+7.916.123.45.67")).toBe("***67");
    expect(maskSecrets("8.916.123.45.67")).toBe("***67");
    expect(maskSecrets("007 916 123 45 67")).toBe("***67");
    expect(maskSecrets("+44 20 7946 0958")).toBe("***58");
    expect(maskSecrets("+971 50 123 4567")).toBe("***67");
    // Dotted numbers that are not phones keep their dots.
    expect(maskSecrets("client 192.168.100.200")).toBe("client 192.168.100.200");
    expect(maskSecrets("libphonenumber-js 1.13.16")).toBe("libphonenumber-js 1.13.16");
  });

  it("keeps only the domain of an e-mail address and drops credentials written into a URL (issue 7)", () => {
    expect(maskSecrets("reply to anna.petrova+jet@example.com, please")).toBe(
      "reply to ***@example.com, please",
    );
    expect(maskSecrets("E-mail: Anna_P@mail.ru\nТелефон: +79161234567")).toBe(
      "E-mail: ***@mail.ru\nТелефон: ***67",
    );
    expect(maskSecrets("Charterline <noreply@charterline.ru>")).toBe("Charterline <***@charterline.ru>");
    expect(maskSecrets("connect smtp://mailer:s3cr3t-pass@smtp.example.com:587 failed")).toBe(
      "connect smtp://***@smtp.example.com:587 failed",
    );
    expect(maskSecrets("postgres://app:pw@db:5432/charter")).toBe("postgres://***@db:5432/charter");
    // Not addresses: left alone.
    expect(maskSecrets("https://charterline.ru/flight/abc/ @home")).toBe(
      "https://charterline.ru/flight/abc/ @home",
    );
  });

  it("withholds the token of a console sign-in link, in a mail's text or a request's path (issue 18)", () => {
    expect(
      maskSecrets(
        "Open https://charterline.ru/en/ops/login/OnPcoRjyoiKRLQgY6i_Dlhl0FC9SDHOAb62VNWNYNlc/ now",
      ),
    ).toBe("Open https://charterline.ru/en/ops/login/***/ now");
    expect(maskSecrets("/ops/login/OnPcoRjyoiKRLQgY6i_Dlhl0FC9SDHOAb62VNWNYNlc/")).toBe("/ops/login/***/");
    expect(maskSecrets("/ops/login/")).toBe("/ops/login/");
  });

  it("masks long values in linear time", () => {
    const started = performance.now();
    for (const value of [
      "a.".repeat(50_000),
      "a".repeat(100_000) + "@",
      "1 ".repeat(50_000) + "x",
      "@a".repeat(50_000),
      "1.".repeat(50_000) + "x",
      "+1" + " .".repeat(50_000) + "x",
      ("+1" + " .".repeat(100)).repeat(500),
    ]) {
      maskSecrets(value);
    }
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("masks nested fields too, and redacts secret-named keys at any depth", () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => lines.push(line) });
    const when = new Date("2026-12-01T09:00:00Z");
    logger.warn("lead", {
      details: { contact: "+7 916 123-45-67", reply: ["anna@example.com"], auth: { password: "pw" } },
      when,
    });
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      details: { contact: "***67", reply: ["***@example.com"], auth: { password: "[redacted]" } },
      when: "2026-12-01T09:00:00.000Z",
    });
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
