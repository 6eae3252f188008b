import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { cardExample } from "~/charter/contract/examples";
import { resources } from "~/i18n/resources";
import { flightDescription, flightTitle } from "./flight-title";

async function translator(language: "ru" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: resources[language] } } });
  return i18n.t;
}

const airports = {
  UUWW: {
    icao: "UUWW",
    iata: "VKO",
    name: "Vnukovo",
    name_rus: "Внуково",
    city: "Moscow",
    city_rus: "Москва",
  },
  ULLI: {
    icao: "ULLI",
    iata: "LED",
    name: "Pulkovo",
    name_rus: "Пулково",
    city: "Saint Petersburg",
    city_rus: "Санкт-Петербург",
  },
};

describe("a flight's title and description (link previews of a shared flight, spec §2)", () => {
  it("names the aircraft, the route, the date, the seats and the price in the page's language", async () => {
    const ru = await translator("ru");
    expect(flightTitle(cardExample, airports, "ru", ru)).toBe(
      "Bombardier Challenger 850 · Москва → Санкт-Петербург, 1 декабря",
    );
    const total = cardExample.routes[0]!.price.rub.toLocaleString("ru-RU").replace(/\s/g, "\u00a0");
    expect(flightDescription(cardExample, airports, "ru", "rub", ru)).toBe(
      `Bombardier Challenger 850, Москва → Санкт-Петербург, 1 декабря: мест в салоне — 14. Цена за весь самолёт ${total}\u00a0₽, без наценки брокера.`,
    );
    const en = await translator("en");
    expect(flightDescription(cardExample, airports, "en", "eur", en)).toContain(
      "Moscow → Saint Petersburg, December 1: 14 seats. Price for the whole aircraft €",
    );
  });
});
