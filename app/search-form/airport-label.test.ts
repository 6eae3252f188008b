import { describe, expect, it } from "vitest";
import {
  airportCodes,
  airportFieldText,
  airportNameBesideCity,
  airportShortName,
  codeInFieldText,
} from "./airport-label";

const vnukovo = {
  icao: "UUWW",
  iata: "VKO",
  name: "Vnukovo International Airport",
  name_rus: "Внуково",
  city: "Moscow",
  city_rus: "Москва",
};

describe("a chosen airport's text", () => {
  it("reads in the page's language and ends with its code in brackets", () => {
    expect(airportFieldText(vnukovo, "ru")).toBe("Внуково, Москва (VKO)");
    expect(airportFieldText(vnukovo, "en")).toBe("Vnukovo, Moscow (VKO)");
    expect(codeInFieldText(airportFieldText(vnukovo, "ru"))).toBe("VKO");
    expect(codeInFieldText("Внуково")).toBeNull();
  });

  // Issue 28, item 10: at 390 px the English field cut the code off; suggestions read «Стамбул Стамбул».
  it("keeps the field short, so a phone shows the code, and names a city once", () => {
    const istanbul = {
      icao: "LTFM",
      iata: "IST",
      name: "Istanbul Airport",
      name_rus: "Стамбул",
      city: "Istanbul",
      city_rus: "Стамбул",
    };
    expect(airportFieldText(istanbul, "ru")).toBe("Стамбул (IST)");
    expect(airportFieldText(istanbul, "en")).toBe("Istanbul (IST)");
    expect(airportNameBesideCity(istanbul, "ru")).toBeNull();
    expect(airportNameBesideCity(vnukovo, "en")).toBe("Vnukovo");
    expect(airportShortName({ ...vnukovo, name: "Sochi International Airport" }, "en")).toBe("Sochi");
    for (const language of ["ru", "en"] as const) {
      expect(airportFieldText(vnukovo, language).length).toBeLessThanOrEqual(24);
    }
  });

  it("falls back to the ICAO code where an airport has no IATA code", () => {
    expect(airportFieldText({ ...vnukovo, iata: "" }, "ru")).toBe("Внуково, Москва (UUWW)");
    expect(airportCodes({ ...vnukovo, iata: "" })).toBe("UUWW");
    expect(airportCodes(vnukovo)).toBe("VKO · UUWW");
  });
});
