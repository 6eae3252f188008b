import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { languageFromPath, localizePath, otherLanguage, stripLanguage } from "~/utils/language";
import { entryLanguage, languageQuality } from "./i18n.server";
import { i18nOptions, resources } from "./resources";

function keys(object: object, prefix = ""): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("language from the path (spec §1-§2)", () => {
  it.each([
    ["/", "ru"],
    ["/fleet/", "ru"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/fleet/", "en"],
    ["/english/", "ru"],
  ])("%s is %s", (path, language) => expect(languageFromPath(path)).toBe(language));

  it("maps a page to the same page in the other language", () => {
    expect(localizePath("/about/", "en")).toBe("/en/about/");
    expect(localizePath("/en/about/", "ru")).toBe("/about/");
    expect(localizePath("/en/", "ru")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en/");
    expect(stripLanguage("/en")).toBe("/");
    expect(otherLanguage("ru")).toBe("en");
  });
});

describe("resources", () => {
  const ruKeys = keys(resources.ru);
  const enKeys = keys(resources.en);
  const bare = (key: string) => key.replace(/_(one|few|many|other)$/, "");

  it("English translates every Russian key", () => {
    expect(new Set(enKeys.map(bare))).toEqual(new Set(ruKeys.map(bare)));
  });

  it("Russian plurals carry one/few/many/other, English one/other (spec §9)", () => {
    const plurals = new Set(ruKeys.filter((k) => /_(one|few|many|other)$/.test(k)).map(bare));
    expect(plurals.size).toBeGreaterThan(0);
    for (const key of plurals) {
      for (const form of ["one", "few", "many", "other"]) expect(ruKeys).toContain(`${key}_${form}`);
      for (const form of ["one", "other"]) expect(enKeys).toContain(`${key}_${form}`);
    }
  });

  it("i18next picks the right Russian and English forms", async () => {
    const i18n = createInstance();
    await i18n.init({
      ...i18nOptions,
      lng: "ru",
      resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
    });
    const ru = i18n.getFixedT("ru");
    const en = i18n.getFixedT("en");
    expect([1, 2, 5, 11, 21, 22, 25, 1.5].map((count) => ru("units.passengers", { count }))).toEqual([
      "1 пассажир",
      "2 пассажира",
      "5 пассажиров",
      "11 пассажиров",
      "21 пассажир",
      "22 пассажира",
      "25 пассажиров",
      "1.5 пассажира",
    ]);
    expect([1, 2].map((count) => en("units.passengers", { count }))).toEqual(["1 passenger", "2 passengers"]);
  });
});

describe("where / leads (spec §1: language from the browser's list)", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

  it("reads the quality of each language", () => {
    expect(languageQuality("en-US,en;q=0.9,ru;q=0.8", "en")).toBe(1);
    expect(languageQuality("en-US,en;q=0.9,ru;q=0.8", "ru")).toBe(0.8);
    expect(languageQuality("de-DE", "ru")).toBe(0);
    expect(languageQuality("ru;q=abc", "ru")).toBe(0);
  });

  it.each([
    [{ "Accept-Language": "en-US,en;q=0.9" }, "en", true],
    [{ "Accept-Language": "en-GB,en;q=0.9,ru;q=0.5" }, "en", true],
    [{ "Accept-Language": "ru-RU,ru;q=0.9,en-US;q=0.8" }, "ru", false],
    [{ "Accept-Language": "de-DE,en;q=0.5" }, "en", true],
    [{ "Accept-Language": "de-DE" }, "ru", false],
    [{}, "ru", false],
    [{ "Accept-Language": "en-US", "User-Agent": "Mozilla/5.0 (compatible; YandexBot/3.0)" }, "ru", false],
    [{ "Accept-Language": "en-US", Cookie: "lang=ru" }, "ru", false],
    [{ "Accept-Language": "ru-RU", Cookie: "theme=x; lang=en" }, "en", false],
  ])("%j → %s (remember %s)", (headers, language, remember) => {
    expect(entryLanguage(request(headers))).toEqual({ language, remember });
  });
});
