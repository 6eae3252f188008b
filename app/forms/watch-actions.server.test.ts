import { describe, expect, it } from "vitest";
import { CharterClientError } from "~/charter/client/charter-client";
import type { Airport, WatchInput } from "~/charter";
import { silentLogger } from "~/utils/logger.server";
import { CONSENT_VERSION } from "./consent";
import { HONEYPOT_FIELD } from "./honeypot";
import { subscribeWatch, type WatchActionServices } from "./watch-actions.server";

/*
 * The watch form's action (issue 29, item 2) over a stand-in charter client: what it sends to
 * POST /api/watches, and what the page is told for each of the API's answers, a 429 included.
 */

const AIRPORTS: Airport[] = [
  {
    icao: "UUWW",
    iata: "VKO",
    name: "Vnukovo",
    name_rus: "Внуково",
    city: "Moscow",
    city_rus: "Москва",
    country: "RU",
  },
  {
    icao: "URSS",
    iata: "AER",
    name: "Sochi",
    name_rus: "Сочи (Адлер)",
    city: "Sochi",
    city_rus: "Сочи",
    country: "RU",
  },
].map((airport) => ({ ...airport, tz: "Europe/Moscow", lat: 0, lon: 0 }));

function services(options: { telegram?: boolean; answer?: (input: WatchInput) => unknown } = {}) {
  const sent: WatchInput[] = [];
  const value: WatchActionServices = {
    watches: { telegram: options.telegram ?? false },
    logger: silentLogger,
    charterClient: {
      airports: async ({ q = "" } = {}) =>
        AIRPORTS.filter((airport) =>
          [airport.icao, airport.iata, airport.city, airport.city_rus].some((text) =>
            text.toLowerCase().startsWith(q.toLowerCase()),
          ),
        ),
      createWatch: async (input) => {
        sent.push(input);
        const answer = options.answer?.(input);
        if (answer instanceof Error) throw answer;
        return {
          id: "w1",
          status: "pending",
          channel: input.telegram ? "telegram" : "email",
          telegram_url: input.telegram ? "https://t.me/charterline_bot?start=abc" : null,
        };
      },
    },
  };
  return { value, sent };
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

const FORM = {
  email: "Anna@Example.com",
  from: "Внуково, Москва (VKO)",
  to: "Сочи",
  window: "14",
  pax: "3",
  max_price_eur: "",
  consent: "on",
};

describe("the watch form's action (issue 29, item 2)", () => {
  it("sends the watch in the page's language with the consent's version, and names the masked address", async () => {
    const { value, sent } = services();
    const answer = await subscribeWatch(post("/en/watches/new/", FORM), value, "10.0.0.1");
    expect(answer).toEqual({ status: 200, body: { ok: true, channel: "email", email: "A***@Example.com" } });
    expect(sent).toEqual([
      {
        email: "Anna@Example.com",
        from: "UUWW",
        to: "city:RU:Sochi",
        days_ahead: 14,
        pax: 3,
        language: "en",
        its_legal: true,
        consent_version: CONSENT_VERSION,
      },
    ]);
  });

  it("refuses without consent, sending nothing, and keeps every value", async () => {
    const { value, sent } = services();
    const answer = await subscribeWatch(post("/watches/new/", { ...FORM, consent: "" }), value, "10.0.0.2");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, reason: "invalid", problems: { consent: "required" } });
    expect(!answer.body.ok && answer.body.values).toMatchObject({ ...FORM, consent: "" });
    expect(sent).toEqual([]);
  });

  it("answers a 429 as too many requests, with the minutes to wait", async () => {
    const { value } = services({
      answer: () =>
        new CharterClientError(429, { error: { code: "rate_limited", message: "Too many watches" } }, 600),
    });
    const answer = await subscribeWatch(post("/watches/new/", FORM), value, "10.0.0.3");
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ ok: false, reason: "rate_limited", retryAfterMinutes: 10 });
  });

  it("puts the API's refusal of a field beside the form's own field", async () => {
    const { value } = services({
      answer: () =>
        new CharterClientError(400, {
          error: { code: "validation_error", message: "bad", fields: { date_to: "must not be in the past" } },
        }),
    });
    const answer = await subscribeWatch(post("/watches/new/", FORM), value, "10.0.0.4");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, reason: "invalid", problems: { window: "invalid" } });
  });

  it("answers Telegram with the bot's link, where the bot is configured", async () => {
    const { value, sent } = services({ telegram: true });
    const answer = await subscribeWatch(
      post("/watches/new/", { ...FORM, channel: "telegram", email: "" }),
      value,
      "10.0.0.5",
    );
    expect(answer.body).toEqual({
      ok: true,
      channel: "telegram",
      telegramUrl: "https://t.me/charterline_bot?start=abc",
    });
    expect(sent[0]).toMatchObject({ telegram: true });
    expect(sent[0]).not.toHaveProperty("email");
  });

  it("answers a filled honeypot as a success and sends nothing", async () => {
    const { value, sent } = services();
    const answer = await subscribeWatch(
      post("/watches/new/", { ...FORM, [HONEYPOT_FIELD]: "http://spam.example" }),
      value,
      "10.0.0.6",
    );
    expect(answer.body.ok).toBe(true);
    expect(sent).toEqual([]);
  });
});
