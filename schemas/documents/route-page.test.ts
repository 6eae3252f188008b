import { describe, expect, it, vi } from "vitest";
import { createSchemaValidator, type StoredDocument } from "../../tests/support/schema-validator";
import { schemaTypes } from "../index";
import {
  airportCheck,
  differentAirportsCheck,
  englishFilledCheck,
  englishRouteSlug,
  routePage,
  routeSlugCheck,
  russianRouteSource,
  SLUG_TAKEN_QUERY,
  uniqueRouteSlug,
  type SlugQueryClient,
} from "./route-page";

const slug = (current: string) => ({ _type: "slug", current });

function page(overrides: Partial<StoredDocument> = {}): StoredDocument {
  return {
    _id: "routePage-uuww-omdb",
    _type: "routePage",
    from: "UUWW",
    to: "OMDB",
    slug: { ru: slug("moskva-dubaj"), en: slug("moscow-dubai") },
    heading: {
      _type: "localeString",
      ru: "Частный самолёт Москва — Дубай",
      en: "Private jet from Moscow to Dubai",
    },
    intro: { _type: "localeText", ru: "Прямой рейс за пять часов.", en: "A non-stop flight of five hours." },
    faq: {
      ru: [{ _key: "time", _type: "faqItem", question: "Сколько лететь?", answer: "Около пяти часов." }],
      en: [
        { _key: "time", _type: "faqItem", question: "How long is the flight?", answer: "About five hours." },
      ],
    },
    seo: {
      _type: "seo",
      title: {
        _type: "localeString",
        ru: "Частный самолёт Москва — Дубай",
        en: "Private jet Moscow to Dubai",
      },
      description: {
        _type: "localeText",
        ru: "Аренда частного самолёта из Москвы в Дубай: цены эксплуатантов, время в пути и пустые перелёты.",
        en: "Charter a private jet from Moscow to Dubai: operators' prices, flight times and empty legs.",
      },
      robots: "index, follow",
    },
    ...overrides,
  };
}

function issues(document: StoredDocument) {
  const validator = createSchemaValidator(schemaTypes);
  return validator.validateDocument(document, new Map()).map(({ path, level, message }) => ({
    path,
    level,
    message,
  }));
}

describe("routePage airports (issue 17, item 3)", () => {
  it("takes only ICAO codes of the site's airport list", () => {
    expect(airportCheck("UUWW", {})).toBe(true);
    expect(airportCheck("OMDB", {})).toBe(true);
    expect(airportCheck("uuww", {})).toMatch(/четыре заглавные/);
    expect(airportCheck("DXB", {})).toMatch(/четыре заглавные/);
    expect(airportCheck("ZZZZ", {})).toBe(
      "Аэропорта ZZZZ нет в списке сайта: поиск не сможет посчитать такой маршрут",
    );
    // Empty values are left to required().
    expect(airportCheck(undefined, {})).toBe(true);
  });

  it("refuses a route from an airport to itself", () => {
    expect(differentAirportsCheck("UUWW", { document: { from: "UUWW" } })).toBe(
      "Аэропорт прибытия совпадает с аэропортом вылета",
    );
    expect(differentAirportsCheck("OMDB", { document: { from: "UUWW" } })).toBe(true);
  });

  it("checks the whole document the way the Studio does", () => {
    expect(issues(page())).toEqual([]);
    expect(issues(page({ to: "UUWW" }))).toEqual([
      { path: "to", level: "error", message: "Аэропорт прибытия совпадает с аэропортом вылета" },
    ]);
    expect(issues(page({ from: "XXXX" })).map((issue) => issue.path)).toEqual(["from"]);
    expect(issues(page({ to: undefined })).map((issue) => issue.path)).toEqual(["to"]);
  });
});

describe("routePage slugs", () => {
  it("are lower-case Latin words joined by hyphens, up to 60 characters", () => {
    expect(routeSlugCheck(slug("moskva-dubaj"), {})).toBe(true);
    expect(routeSlugCheck(slug("sankt-peterburg-kaliningrad"), {})).toBe(true);
    expect(routeSlugCheck(slug("Moskva-Dubaj"), {})).toMatch(/строчные латинские/);
    expect(routeSlugCheck(slug("москва-дубай"), {})).toMatch(/строчные латинские/);
    expect(routeSlugCheck(slug("moskva--dubaj"), {})).toMatch(/строчные латинские/);
    expect(routeSlugCheck(slug(`a${"-b".repeat(30)}`), {})).toBe("Адрес длиннее 60 символов");
  });

  it("are required in both languages", () => {
    const withoutEnglish = page({ slug: { ru: slug("moskva-dubaj") } });
    expect(issues(withoutEnglish).map(({ path, level }) => ({ path, level }))).toEqual([
      { path: "slug.en", level: "error" },
    ]);
  });

  it("are generated from the cities: Russian transliterated, English from the heading", () => {
    expect(russianRouteSource({ from: "UUWW", to: "OMDB" })).toBe("Москва Дубай");
    expect(russianRouteSource({ from: "ULLI", to: "URMM" })).toBe("Санкт-Петербург Минеральные Воды");
    expect(russianRouteSource({ from: "UUWW" })).toBe("Москва");
    expect(englishRouteSlug("Private jet from Moscow to Dubai")).toBe("moscow-dubai");
    expect(englishRouteSlug("Private jet from Saint Petersburg to Mineralnye Vody")).toBe(
      "saint-petersburg-mineralnye-vody",
    );
    expect(englishRouteSlug("Moscow — Sochi")).toBe("moscow-sochi");
  });
});

describe("routePage slug uniqueness (the Studio's client)", () => {
  function studio(count: number) {
    const fetch = vi.fn<SlugQueryClient["fetch"]>().mockResolvedValue(count);
    const getClient = vi.fn(() => ({ fetch }));
    return { fetch, getClient };
  }

  it("asks for other route pages with the same slug in that language, leaving out its own versions", async () => {
    const { fetch, getClient } = studio(0);
    const result = await uniqueRouteSlug("en")(slug("moscow-dubai"), {
      document: { _id: "drafts.routePage-uuww-omdb" },
      getClient,
    });
    expect(result).toBe(true);
    expect(getClient).toHaveBeenCalledWith({ apiVersion: "2025-02-19" });
    expect(fetch).toHaveBeenCalledWith(SLUG_TAKEN_QUERY, {
      id: "routePage-uuww-omdb",
      draftId: "drafts.routePage-uuww-omdb",
      language: "en",
      slug: "moscow-dubai",
    });
  });

  it("names the address that is taken", async () => {
    const { getClient } = studio(1);
    await expect(
      uniqueRouteSlug("ru")(slug("moskva-dubaj"), { document: { _id: "routePage-new" }, getClient }),
    ).resolves.toBe("Адрес /routes/moskva-dubaj/ уже занят другой страницей маршрута");
    await expect(
      uniqueRouteSlug("en")(slug("moscow-dubai"), { document: { _id: "routePage-new" }, getClient }),
    ).resolves.toBe("Адрес /en/routes/moscow-dubai/ уже занят другой страницей маршрута");
  });

  it("passes without a client or without a slug, asking nothing", () => {
    const { fetch, getClient } = studio(1);
    expect(uniqueRouteSlug("ru")(slug("moskva-dubaj"), { document: { _id: "x" } })).toBe(true);
    expect(uniqueRouteSlug("ru")(undefined, { document: { _id: "x" }, getClient })).toBe(true);
    expect(uniqueRouteSlug("ru")(slug(""), { document: { _id: "x" }, getClient })).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("routePage English hints", () => {
  it("warn when a text or the FAQ has no English", () => {
    expect(englishFilledCheck({ ru: "Текст", en: "Text" }, {})).toBe(true);
    expect(englishFilledCheck({ ru: "Текст" }, {})).toMatch(/английский/);
    expect(englishFilledCheck({ ru: [{}], en: [] }, {})).toMatch(/английский/);
    const warnings = issues(page({ faq: { ru: (page().faq as { ru: unknown }).ru } }));
    expect(warnings).toEqual([
      { path: "faq", level: "warning", message: expect.stringMatching(/английский/) },
    ]);
  });
});

describe("routePage preview", () => {
  it("shows the cities and codes of the route and the Russian address", () => {
    const { prepare } = routePage.preview;
    expect(prepare({ from: "UUWW", to: "OMDB", slug: "moskva-dubaj" })).toEqual({
      title: "Москва (UUWW) → Дубай (OMDB)",
      subtitle: "/routes/moskva-dubaj/",
    });
    expect(prepare({ from: "UUWW" })).toEqual({ title: "Москва (UUWW) → ?", subtitle: "адрес не задан" });
  });
});
