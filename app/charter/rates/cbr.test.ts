import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { CbrFormatError, fetchCbrRates, parseCbrDaily, SEED_RATES, toExchangeRates } from "./cbr";

const sample = readFileSync(new URL("./cbr-sample.xml", import.meta.url), "utf8");

describe("Bank of Russia daily rates adapter (issue 4)", () => {
  it("reads the stored sample: date, decimal commas, nominal", () => {
    const parsed = parseCbrDaily(sample);
    expect(parsed.date).toBe("2024-12-28");
    expect(parsed.rubPerUnit.USD).toBe(101.6797);
    expect(parsed.rubPerUnit.EUR).toBe(106.1028);
    expect(toExchangeRates(parsed)).toEqual(SEED_RATES);
  });

  it("divides by the nominal: some currencies are quoted per 10 or 100 units", () => {
    // A made-up entry in the bank's format; the stored sample holds only USD and EUR.
    const per100 = sample.replace(
      "</ValCurs>",
      '<Valute ID="R0X"><NumCode>999</NumCode><CharCode>XXX</CharCode><Nominal>100</Nominal><Name>Test</Name><Value>25,5000</Value></Valute></ValCurs>',
    );
    expect(parseCbrDaily(per100).rubPerUnit.XXX).toBeCloseTo(0.255, 6);
  });

  it("refuses an answer it does not understand", () => {
    expect(() => parseCbrDaily("<html>maintenance</html>")).toThrow(CbrFormatError);
    expect(() =>
      toExchangeRates(parseCbrDaily(sample.replace(/<Valute ID="R01239">[\s\S]*?<\/Valute>/, ""))),
    ).toThrow(/lacks EUR/);
  });

  it("fetches over HTTP and decodes windows-1251, asking for the date", async () => {
    let asked = "";
    // The bank serves windows-1251: encode the sample's Cyrillic names the same way.
    const body = Buffer.from(
      [...sample].map((ch) => {
        const code = ch.charCodeAt(0);
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
        return code;
      }),
    );
    const server = createServer((req, res) => {
      asked = req.url ?? "";
      res.writeHead(200, { "Content-Type": "application/xml; charset=windows-1251" }).end(body);
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const rates = await fetchCbrRates({
        url: `http://127.0.0.1:${port}/scripts/XML_daily.asp`,
        date: new Date("2024-12-28T00:00:00Z"),
      });
      expect(rates).toEqual(SEED_RATES);
      expect(asked).toBe("/scripts/XML_daily.asp?date_req=28%2F12%2F2024");
    } finally {
      server.close();
    }
  });
});
