import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { Restriction } from "~/charter/contract/schemas";
import type { Language } from "~/utils/language";
import { createRenderI18n } from "~/i18n/i18n.server";
import { RULES } from "~/charter/restrictions/rules-data";
import type { AirportSummary } from "./airport-summary";
import { formatCo2Tonnes } from "./card-facts";
import { countryGenitiveRu } from "./country-names";
import { formatRatesDate } from "./rates-note";
import { closedLegOf, isDomesticClosure, restrictionReason } from "./restriction-reason";

const airports: Record<string, AirportSummary> = {
  URKK: {
    icao: "URKK",
    iata: "KRR",
    name: "Krasnodar International Airport",
    name_rus: "Пашковский",
    city: "Krasnodar",
    city_rus: "Краснодар",
  },
  URRP: {
    icao: "URRP",
    iata: "ROV",
    name: "Platov International Airport",
    name_rus: "Платов",
    city: "Rostov-on-Don",
    city_rus: "Ростов-на-Дону",
  },
  UKBB: {
    icao: "UKBB",
    iata: "KBP",
    name: "Boryspil International Airport",
    name_rus: "Борисполь",
    city: "Kyiv",
    city_rus: "Киев",
  },
};

const translators = {} as Record<Language, TFunction>;
// The instance a server render uses (i18n.server.ts), one language loaded, as in production.
beforeAll(async () => {
  for (const language of ["ru", "en"] as const) translators[language] = (await createRenderI18n(language)).t;
});

const reason = (restriction: Restriction, language: Language) =>
  restrictionReason(restriction, airports, language, translators[language]);

describe("the sanctions message names what closes the route (spec §8, issue 14 item 2)", () => {
  it("names an airport closed by Rosaviatsia by its city and code", () => {
    const closed: Restriction = { code: "closed_airport", airports: ["URKK"], countries: ["RU"] };
    expect(reason(closed, "ru")).toBe("Аэропорт Краснодар (KRR) закрыт для полётов решением Росавиации.");
    expect(reason(closed, "en")).toBe(
      "Krasnodar airport (KRR) is closed to flights by the Russian authorities.",
    );
  });

  it("names several closed airports together", () => {
    const closed: Restriction = { code: "closed_airport", airports: ["URRP", "URKK"], countries: ["RU"] };
    expect(reason(closed, "ru")).toBe(
      "Аэропорты Ростов-на-Дону (ROV) и Краснодар (KRR) закрыты для полётов решением Росавиации.",
    );
    expect(reason(closed, "en")).toBe(
      "The airports of Rostov-on-Don (ROV) and Krasnodar (KRR) are closed to flights by the Russian authorities.",
    );
  });

  it("does not credit Rosaviatsia with a foreign airport's closure", () => {
    const closed: Restriction = { code: "closed_airport", airports: ["UKBB"], countries: ["UA"] };
    expect(reason(closed, "ru")).toBe("Аэропорт Киев (KBP) закрыт для рейсов из России.");
    expect(reason(closed, "en")).toBe("Kyiv airport (KBP) is closed to flights from Russia.");
  });

  it("names a country whose airspace is closed, in the genitive in Russian", () => {
    const closed: Restriction = { code: "closed_airspace", airports: ["LFMN"], countries: ["FR"] };
    expect(reason(closed, "ru")).toBe(
      "Воздушное пространство Франции закрыто для рейсов из России и в Россию.",
    );
    expect(reason(closed, "en")).toBe("France's airspace is closed to flights to and from Russia.");
  });

  it("writes the article and possessive English needs", () => {
    const closed: Restriction = { code: "closed_airspace", airports: [], countries: ["US"] };
    expect(reason(closed, "en")).toBe("The United States' airspace is closed to flights to and from Russia.");
    expect(reason(closed, "ru")).toBe("Воздушное пространство США закрыто для рейсов из России и в Россию.");
  });

  it("lists several countries, and past five names the rest as other countries", () => {
    const two: Restriction = { code: "closed_airspace", airports: [], countries: ["FR", "CH"] };
    expect(reason(two, "ru")).toBe(
      "Воздушное пространство Франции и Швейцарии закрыто для рейсов из России и в Россию.",
    );
    expect(reason(two, "en")).toBe(
      "The airspace of France and Switzerland is closed to flights to and from Russia.",
    );
    const many: Restriction = {
      code: "closed_airspace",
      airports: [],
      countries: ["DE", "PL", "LT", "LV", "EE", "FI"],
    };
    expect(reason(many, "ru")).toBe(
      "Воздушное пространство Германии, Польши, Литвы, Латвии, Эстонии и других стран закрыто для рейсов из России и в Россию.",
    );
    expect(reason(many, "en")).toContain("Estonia and other countries is closed");
  });

  it("names a country without a written genitive in a sentence that needs no case", () => {
    const closed: Restriction = { code: "closed_airspace", airports: [], countries: ["JP"] };
    expect(reason(closed, "ru")).toBe(
      "Маршрут проходит через воздушное пространство, закрытое для рейсов из России и в Россию: Япония.",
    );
  });

  it("has the Russian genitive of every country the shipped rules close", () => {
    const codes = new Set(RULES.flatMap((rule) => rule.countries).filter((code) => code !== "RU"));
    expect([...codes].filter((code) => countryGenitiveRu(code) === null)).toEqual([]);
  });

  it("still says the route is closed when the restriction names nothing", () => {
    const bare: Restriction = { code: "closed_airspace", airports: [], countries: [] };
    expect(reason(bare, "ru")).toBe("Маршрут закрыт для рейсов из России и в Россию.");
  });
});

describe("which closures are at home (issue 26, item 9)", () => {
  it("takes an airport Rosaviatsia closed as domestic, foreign airports and airspace as not", () => {
    expect(isDomesticClosure({ code: "closed_airport", countries: [] })).toBe(true);
    expect(isDomesticClosure({ code: "closed_airport", countries: ["RU"] })).toBe(true);
    expect(isDomesticClosure({ code: "closed_airport", countries: ["UA"] })).toBe(false);
    expect(isDomesticClosure({ code: "closed_airspace", countries: ["FR"] })).toBe(false);
  });

  it("gives a domestic closure its own advice, with no change of planes abroad", () => {
    for (const language of ["ru", "en"] as const) {
      const t = translators[language];
      expect(t("offers.restriction.text")).toMatch(/Istanbul|Стамбул/);
      expect(t("offers.restriction.textDomestic")).not.toMatch(/Istanbul|Стамбул|Dubai|Дуба/);
    }
  });
});

describe("the rates date and the CO2 figure (issue 14 items 4 and 5)", () => {
  it("dates the rates as the Bank of Russia does in Russian, unambiguously in English", () => {
    expect(formatRatesDate("2024-12-28", "ru")).toBe("28.12.2024");
    expect(formatRatesDate("2024-12-28", "en")).toBe("28 Dec 2024");
  });

  it("gives CO2 in tonnes with one decimal", () => {
    expect(formatCo2Tonnes(3_160, "ru")).toBe("3,2");
    expect(formatCo2Tonnes(3_160, "en")).toBe("3.2");
    expect(formatCo2Tonnes(12_049, "en")).toBe("12.0");
  });
});

// Issue 29, item 1: a closed leg of a multi-leg search says which leg it is, then why.
describe("a closed leg of a multi-leg search", () => {
  const legs = [
    { from: "UUWW", to: "UWKD", date: "2026-12-01T09:00", pax: 3 },
    { from: "UWKD", to: "URKK", date: "2026-12-03T10:00", pax: 3 },
  ];
  const closed: Restriction = { code: "closed_airport", airports: ["URKK"], countries: [], leg: 2 };

  it("is the leg the restriction names, as asked, counted from 1", () => {
    expect(closedLegOf(closed, { legs })).toEqual({ number: 2, from: "UWKD", to: "URKK" });
  });

  it("is none on a one-way search, or when the restriction names no leg", () => {
    expect(closedLegOf({ leg: undefined }, { legs })).toBeNull();
    expect(closedLegOf(closed, {})).toBeNull();
    expect(closedLegOf(null, { legs })).toBeNull();
  });

  it("is worded with its number, its route and the reason, in either language", () => {
    const ru = translators.ru!;
    expect(ru("multiLeg.closed.heading", { leg: 2 })).toBe("Перелёт 2 сейчас закрыт");
    expect(ru("multiLeg.closed.leg", { leg: 2, from: "Казань (KZN)", to: "Краснодар (KRR)" })).toBe(
      "Перелёт 2 (Казань (KZN) → Краснодар (KRR)) закрыт:",
    );
    expect(restrictionReason(closed, airports, "ru", ru)).toMatch(/^Аэропорт Краснодар \(KRR\) закрыт/);
    const en = translators.en!;
    expect(en("multiLeg.closed.heading", { leg: 2 })).toBe("Leg 2 is closed at present");
    expect(en("multiLeg.closed.leg", { leg: 2, from: "Kazan (KZN)", to: "Krasnodar (KRR)" })).toBe(
      "Leg 2 (Kazan (KZN) → Krasnodar (KRR)) is closed:",
    );
  });
});
