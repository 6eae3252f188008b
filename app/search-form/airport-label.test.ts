import { describe, expect, it } from "vitest";
import { airportCodes, airportFieldText, codeInFieldText } from "./airport-label";

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
    expect(airportFieldText(vnukovo, "en")).toBe("Vnukovo International Airport, Moscow (VKO)");
    expect(codeInFieldText(airportFieldText(vnukovo, "ru"))).toBe("VKO");
    expect(codeInFieldText("Внуково")).toBeNull();
  });

  it("falls back to the ICAO code where an airport has no IATA code", () => {
    expect(airportFieldText({ ...vnukovo, iata: "" }, "ru")).toBe("Внуково, Москва (UUWW)");
    expect(airportCodes({ ...vnukovo, iata: "" })).toBe("UUWW");
    expect(airportCodes(vnukovo)).toBe("VKO · UUWW");
  });
});
