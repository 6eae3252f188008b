import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { exchangeRates } from "~/db/schema";
import { databaseTargets } from "~/db/testing.server";
import { parseEnv, ratesRefreshEnabled } from "~/utils/env.server";
import { createLogger, type Logger } from "~/utils/logger.server";
import { currentRates } from "../market.server";
import { seedCharter } from "../seed/seed.server";
import { SEED_RATES } from "./cbr";
import { createRatesRefresher } from "./refresher.server";

const sample = readFileSync(new URL("./cbr-sample.xml", import.meta.url), "utf8");

/** The sample as the bank serves it: windows-1251, here dated `date` (DD.MM.YYYY). */
function bankFile(date: string): Buffer {
  return Buffer.from(
    [...sample.replace('Date="28.12.2024"', `Date="${date}"`)].map((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
    }),
  );
}

/** A stand-in for the bank on 127.0.0.1: tests never reach out (RATES_REFRESH). */
async function bank(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    answer(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/scripts/XML_daily.asp`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function recordingLogger(): Logger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  const logger = createLogger({
    level: "debug",
    write: (line) => {
      const { level, msg } = JSON.parse(line) as { level: string; msg: string };
      lines.push({ level, message: msg });
    },
  });
  return Object.assign(logger, { lines });
}

describe.each(databaseTargets())("daily rates refresh on $name (issue 14, item 5)", (target) => {
  let database: Database;
  let clock: Date;
  let servers: { close(): Promise<void> }[] = [];
  const serve = async (answer: (req: IncomingMessage, res: ServerResponse) => void) => {
    const server = await bank(answer);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await target.open(await target.fresh());
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await database.db.delete(exchangeRates);
    await seedCharter(database.db, createLogger({ write: () => undefined }));
    // 10:00 in Moscow on Tuesday 1 December 2026.
    clock = new Date("2026-12-01T07:00:00Z");
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });

  const refresher = (url: string, logger: Logger = recordingLogger()) =>
    createRatesRefresher({ db: database.db, logger, url, now: () => clock });

  it("stores today's rates from the bank's file and logs it", async () => {
    const server = await serve((_req, res) =>
      res
        .writeHead(200, { "Content-Type": "application/xml; charset=windows-1251" })
        .end(bankFile("01.12.2026")),
    );
    const logger = recordingLogger();
    let stored: string | undefined;
    const rates = createRatesRefresher({
      db: database.db,
      logger,
      url: server.url,
      now: () => clock,
      onStored: (r) => (stored = r.date),
    });
    expect(await currentRates(database.db)).toEqual(SEED_RATES);
    expect(await rates.refresh()).toBe("stored");
    expect(await currentRates(database.db)).toEqual({ ...SEED_RATES, date: "2026-12-01" });
    expect(stored).toBe("2026-12-01");
    expect(logger.lines.filter((l) => l.level === "info").map((l) => l.message)).toEqual([
      "exchange rates stored",
    ]);
  });

  it("does not fetch twice the same Moscow day, and fetches again the next", async () => {
    // A Monday morning's newest file is Saturday's: older than today, fetched once all the same.
    const server = await serve((_req, res) => res.writeHead(200).end(bankFile("28.11.2026")));
    const rates = refresher(server.url);
    expect(await rates.refresh()).toBe("stored");
    clock = new Date("2026-12-01T20:59:00Z"); // 23:59 in Moscow
    expect(await rates.refresh()).toBe("current");
    expect(server.hits()).toBe(1);
    clock = new Date("2026-12-01T21:01:00Z"); // 00:01 on 2 December in Moscow
    expect(await rates.refresh()).toBe("stored");
    expect(server.hits()).toBe(2);
  });

  it("does not fetch when today's rates are already on record", async () => {
    const server = await serve((_req, res) => res.writeHead(200).end(bankFile("01.12.2026")));
    await refresher(server.url).refresh();
    const again = refresher(server.url);
    expect(await again.refresh()).toBe("current");
    expect(server.hits()).toBe(1);
  });

  it("keeps the last good rates when the bank answers 500 or nonsense, warning once per attempt", async () => {
    const good = await serve((_req, res) => res.writeHead(200).end(bankFile("30.11.2026")));
    clock = new Date("2026-11-30T07:00:00Z");
    expect(await refresher(good.url).refresh()).toBe("stored");
    const kept = await currentRates(database.db);
    expect(kept.date).toBe("2026-11-30");

    clock = new Date("2026-12-01T07:00:00Z");
    const failing = await serve((_req, res) => res.writeHead(500).end("Internal Server Error"));
    const logger = recordingLogger();
    const rates = refresher(failing.url, logger);
    expect(await rates.refresh()).toBe("failed");
    expect(await rates.refresh()).toBe("failed");
    expect(failing.hits()).toBe(2);
    expect(logger.lines.filter((l) => l.level === "warn")).toHaveLength(2);
    expect(await currentRates(database.db)).toEqual(kept);

    const nonsense = await serve((_req, res) => res.writeHead(200).end("<html>maintenance</html>"));
    expect(await refresher(nonsense.url).refresh()).toBe("failed");
    expect(await currentRates(database.db)).toEqual(kept);
  });

  it("refreshes at start and stops cleanly, an attempt in flight aborted", async () => {
    let answered: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (answered = resolve));
    // Never answers: only stop() ends the attempt.
    const server = await serve(() => answered());
    const logger = recordingLogger();
    const rates = refresher(server.url, logger);
    rates.start();
    await asked;
    await rates.stop();
    expect(server.hits()).toBe(1);
    expect(await currentRates(database.db)).toEqual(SEED_RATES);
  });
});

describe("RATES_REFRESH (issue 14, item 5)", () => {
  it("is on by default in production, off under test or CI, and can be forced", () => {
    expect(ratesRefreshEnabled(parseEnv({}))).toBe(true);
    expect(ratesRefreshEnabled(parseEnv({ NODE_ENV: "test" }))).toBe(false);
    expect(ratesRefreshEnabled(parseEnv({ CI: "true" }))).toBe(false);
    expect(ratesRefreshEnabled(parseEnv({ CI: "false" }))).toBe(true);
    expect(ratesRefreshEnabled(parseEnv({ CI: "true", RATES_REFRESH: "on" }))).toBe(true);
    expect(ratesRefreshEnabled(parseEnv({ RATES_REFRESH: "off" }))).toBe(false);
    expect(() => parseEnv({ CBR_DAILY_URL: "not a url" })).toThrow(/CBR_DAILY_URL/);
    expect(parseEnv({}).CBR_DAILY_URL).toBe("https://www.cbr.ru/scripts/XML_daily.asp");
  });
});
