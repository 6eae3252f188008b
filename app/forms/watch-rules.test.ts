import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { WatchBodySchema } from "~/charter";
import { resources } from "~/i18n/resources";
import { GIVEN_CONSENT } from "./consent";
import { resolveWatchPlace } from "./watch-place.server";
import {
  EMPTY_WATCH,
  apiWatchProblems,
  checkWatch,
  maskedEmail,
  parseWindow,
  readWatchValues,
  watchFormPath,
  watchProblemKey,
  watchValuesFromQuery,
  windowAround,
  type WatchValues,
} from "./watch-rules";

const filled: WatchValues = {
  ...EMPTY_WATCH,
  email: "anna.petrova@example.com",
  from: "UUWW",
  to: "Сочи",
  window: "30",
  pax: "4",
  consent: "on",
};

async function wordsIn(language: "ru" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: resources[language] } } });
  return i18n.t.bind(i18n);
}

describe("the watch form's rules (issue 29, item 2)", () => {
  it("takes a filled form and shapes what POST /api/watches accepts", () => {
    const checked = checkWatch(filled, { telegram: false });
    expect(checked).toEqual({
      ok: true,
      data: {
        contact: { email: "anna.petrova@example.com" },
        from: "UUWW",
        to: "Сочи",
        window: { days_ahead: 30 },
        pax: 4,
        max_price_eur: null,
      },
    });
    if (!checked.ok) return;
    const body = {
      ...checked.data.contact,
      from: checked.data.from,
      to: "city:RU:Sochi",
      ...checked.data.window,
      pax: checked.data.pax,
      language: "ru",
      ...GIVEN_CONSENT,
    };
    expect(WatchBodySchema.safeParse(body).success).toBe(true);
  });

  it("refuses without the visitor's consent, and with a malformed e-mail, naming each field", () => {
    const checked = checkWatch({ ...filled, email: "anna@", consent: "" }, { telegram: false });
    expect(checked).toEqual({ ok: false, problems: { email: "invalid", consent: "required" } });
    expect(checkWatch({ ...filled, email: " " }, { telegram: false })).toEqual({
      ok: false,
      problems: { email: "required" },
    });
  });

  it("offers Telegram only where the bot is configured, and then needs no e-mail", () => {
    const telegram = { ...filled, channel: "telegram", email: "" };
    expect(checkWatch(telegram, { telegram: false })).toEqual({
      ok: false,
      problems: { channel: "invalid" },
    });
    const checked = checkWatch(telegram, { telegram: true });
    expect(checked.ok && checked.data.contact).toEqual({ telegram: true });
  });

  it("keeps passengers to 1–19, a price to a whole number of euros, and a window up to 90 days", () => {
    for (const pax of ["0", "20", "2.5", "", "два"]) {
      expect(checkWatch({ ...filled, pax }, { telegram: false }), pax).toEqual({
        ok: false,
        problems: { pax: "invalid" },
      });
    }
    expect(checkWatch({ ...filled, max_price_eur: "-5" }, { telegram: false })).toEqual({
      ok: false,
      problems: { max_price_eur: "invalid" },
    });
    const priced = checkWatch({ ...filled, max_price_eur: "20 000" }, { telegram: false });
    expect(priced.ok && priced.data.max_price_eur).toBe(20_000);
    expect(parseWindow("90")).toEqual({ days_ahead: 90 });
    expect(parseWindow("91")).toBeNull();
    expect(parseWindow("2026-12-01..2026-12-10")).toEqual({ date_from: "2026-12-01", date_to: "2026-12-10" });
    expect(parseWindow("2026-12-10..2026-12-01")).toBeNull();
    expect(windowAround("2026-12-01T12:00")).toEqual({ date_from: "2026-11-28", date_to: "2026-12-04" });
  });

  it("reads a posted form, the consent box as ticked or not, and prefills from a page's link", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...filled, consent: "on", channel: "fax" }))
      form.set(name, value);
    expect(readWatchValues(form)).toEqual({ ...filled, channel: "email" });
    form.delete("consent");
    expect(readWatchValues(form).consent).toBe("");

    const path = watchFormPath("en", {
      from: "UUWW",
      to: "city:RU:Sochi",
      window: { date_from: "2026-12-01", date_to: "2026-12-07" },
      pax: 3,
    });
    expect(path).toBe(
      "/en/watches/new/?from=UUWW&to=city%3ARU%3ASochi&date_from=2026-12-01&date_to=2026-12-07&pax=3",
    );
    expect(watchValuesFromQuery(new URL(path, "http://x").searchParams)).toEqual({
      ...EMPTY_WATCH,
      from: "UUWW",
      to: "city:RU:Sochi",
      window: "2026-12-01..2026-12-07",
      pax: "3",
    });
    // Whatever is malformed falls back to the default; "anywhere" is the empty field.
    expect(
      watchValuesFromQuery(new URLSearchParams("from=anywhere&days_ahead=400&pax=99&max_price_eur=abc")),
    ).toEqual(EMPTY_WATCH);
  });

  it("words every refusal in the visitor's language, the API's field names included", async () => {
    const ru = await wordsIn("ru");
    const en = await wordsIn("en");
    expect(ru(watchProblemKey("consent", "required"))).toBe(
      "Чтобы подписаться, отметьте согласие на обработку персональных данных.",
    );
    expect(en(watchProblemKey("consent", "required"))).toBe(
      "To subscribe, tick the consent to the processing of personal data.",
    );
    expect(en(watchProblemKey("email", "invalid"))).toBe(
      "Check the address: it should look like name@example.com.",
    );
    expect(ru(watchProblemKey("to", "ambiguous"))).toMatch(/^Подходит несколько аэропортов/);
    // The API answers in English by its own field names; the form words them by its own.
    const problems = apiWatchProblems(["email", "date_to", "its_legal", "language"]);
    expect(problems).toEqual({ email: "invalid", window: "invalid", consent: "required" });
    for (const [field, problem] of Object.entries(problems)) {
      const key = watchProblemKey(field as keyof typeof problems, problem);
      expect(ru(key), key).not.toBe(key);
      expect(en(key), key).not.toBe(key);
    }
  });

  it("masks the e-mail the success page names", () => {
    expect(maskedEmail("anna.petrova@example.com")).toBe("a***@example.com");
  });
});

describe("a watch's place from the form (issue 29, item 2)", () => {
  const airports = [
    {
      icao: "UUWW",
      iata: "VKO",
      name: "Vnukovo International Airport",
      name_rus: "Внуково",
      city: "Moscow",
      city_rus: "Москва",
      country: "RU",
    },
    {
      icao: "UUEE",
      iata: "SVO",
      name: "Sheremetyevo International Airport",
      name_rus: "Шереметьево",
      city: "Moscow",
      city_rus: "Москва",
      country: "RU",
    },
    {
      icao: "URSS",
      iata: "AER",
      name: "Sochi International Airport",
      name_rus: "Сочи",
      city: "Sochi",
      city_rus: "Сочи",
      country: "RU",
    },
  ].map((airport) => ({ ...airport, tz: "Europe/Moscow", lat: 0, lon: 0 }));
  const lookup = {
    airports: async ({ q = "", limit = 20 }: { q?: string; limit?: number }) => {
      const query = q.toLowerCase();
      return airports
        .filter((airport) =>
          [airport.icao, airport.iata, airport.name, airport.name_rus, airport.city, airport.city_rus].some(
            (text) => text.toLowerCase().includes(query),
          ),
        )
        .slice(0, limit);
    },
  };

  it("takes an empty field as anywhere, a code or the picker's text as the airport, a city as all its airports", async () => {
    expect(await resolveWatchPlace(lookup, "")).toEqual({ ok: true, place: "anywhere" });
    expect(await resolveWatchPlace(lookup, "vko")).toEqual({ ok: true, place: "UUWW" });
    expect(await resolveWatchPlace(lookup, "Внуково, Москва (VKO)")).toEqual({ ok: true, place: "UUWW" });
    expect(await resolveWatchPlace(lookup, "Москва")).toEqual({ ok: true, place: "city:RU:Moscow" });
    expect(await resolveWatchPlace(lookup, "city:RU:Sochi")).toEqual({ ok: true, place: "city:RU:Sochi" });
    expect(await resolveWatchPlace(lookup, "Шерем")).toEqual({ ok: true, place: "UUEE" });
    expect(await resolveWatchPlace(lookup, "Атлантида")).toEqual({ ok: false, problem: "unknown" });
    expect(await resolveWatchPlace(lookup, "International")).toEqual({ ok: false, problem: "ambiguous" });
  });
});
