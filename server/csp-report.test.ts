import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryLogger } from "../tests/support/memory-logger";
import { cspReportHandlers, CSP_REPORT_PATH } from "./csp-report";

/* Issue 7 §5: CSP violations in visitors' browsers reach the log, without query strings. */
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(perMinute?: number, now?: () => number) {
  const { logger, entries } = createMemoryLogger();
  const app = express();
  app.post(CSP_REPORT_PATH, ...cspReportHandlers({ logger, perMinute, now }));
  server = app.listen(0);
  await new Promise((resolve) => server!.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${CSP_REPORT_PATH}`;
  const post = (body: string, type: string) =>
    fetch(url, { method: "POST", headers: { "Content-Type": type }, body });
  return { post, violations: () => entries.filter((entry) => entry.msg === "csp violation") };
}

const legacy = JSON.stringify({
  "csp-report": {
    "document-uri": "https://charterline.ru/search/abc/?phone=79161234567",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "blocked-uri": "https://evil.example/x.js?token=secret",
    disposition: "enforce",
  },
});

describe("CSP violation reports (issue 7 §5)", () => {
  it("logs a report-uri report with the directive and addresses stripped of their queries", async () => {
    const { post, violations } = await start();
    const response = await post(legacy, "application/csp-report");
    expect(response.status).toBe(204);
    expect(violations()).toEqual([
      expect.objectContaining({
        level: "warn",
        directive: "script-src-elem",
        blocked: "https://evil.example/x.js",
        document: "https://charterline.ru/search/abc/",
        disposition: "enforce",
      }),
    ]);
    expect(JSON.stringify(violations())).not.toMatch(/secret|7916/);
  });

  it("logs Reporting API reports and ignores other report types", async () => {
    const { post, violations } = await start();
    const body = JSON.stringify([
      {
        type: "csp-violation",
        body: {
          effectiveDirective: "style-src-attr",
          blockedURL: "inline",
          documentURL: "https://charterline.ru/en/",
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ]);
    expect((await post(body, "application/reports+json")).status).toBe(204);
    expect(violations()).toEqual([
      expect.objectContaining({
        directive: "style-src-attr",
        blocked: "inline",
        document: "https://charterline.ru/en/",
      }),
    ]);
  });

  it("answers a malformed report with a 4xx and logs nothing", async () => {
    const { post, violations } = await start();
    expect((await post("{not json", "application/csp-report")).status).toBe(400);
    expect((await post("x".repeat(40_000), "application/csp-report")).status).toBe(413);
    expect((await post('"just a string"', "application/json")).status).toBeLessThan(500);
    expect(violations()).toEqual([]);
  });

  it("logs at most perMinute reports a minute and counts the rest in the next line", async () => {
    let clock = 0;
    const { post, violations } = await start(2, () => clock);
    for (let i = 0; i < 5; i += 1) await post(legacy, "application/csp-report");
    expect(violations()).toHaveLength(2);
    clock += 60_000;
    await post(legacy, "application/csp-report");
    expect(violations()).toHaveLength(3);
    expect(violations()[2]).toMatchObject({ suppressedBefore: 3 });
  });
});
