import { LOCALE_TAGS, type Language } from "~/utils/language";

/*
 * Country names for the sanctions message (spec §8, issue 14 item 2), which names the country whose
 * airspace closes a route. Intl.DisplayNames gives the nominative ("Франция"), but the Russian
 * sentence needs the genitive ("воздушное пространство Франции"); Intl has no grammatical cases,
 * so the genitive of every country the shipped rules name (app/charter/restrictions/rules-data.ts)
 * is written here. A country missing from the table is named by a sentence that needs no case.
 * English needs "the" before a few names ("the United States' airspace").
 */

const GENITIVE_RU: Record<string, string> = {
  AD: "Андорры",
  AI: "Ангильи",
  AL: "Албании",
  AS: "Американского Самоа",
  AT: "Австрии",
  BE: "Бельгии",
  BG: "Болгарии",
  BY: "Беларуси",
  CA: "Канады",
  CH: "Швейцарии",
  CY: "Кипра",
  CZ: "Чехии",
  DE: "Германии",
  DK: "Дании",
  EE: "Эстонии",
  ES: "Испании",
  FI: "Финляндии",
  FR: "Франции",
  GB: "Великобритании",
  GF: "Французской Гвианы",
  GG: "Гернси",
  GI: "Гибралтара",
  GP: "Гваделупы",
  GR: "Греции",
  GU: "Гуама",
  HR: "Хорватии",
  HU: "Венгрии",
  IE: "Ирландии",
  IM: "острова Мэн",
  IS: "Исландии",
  IT: "Италии",
  JE: "Джерси",
  LI: "Лихтенштейна",
  LT: "Литвы",
  LU: "Люксембурга",
  LV: "Латвии",
  MC: "Монако",
  ME: "Черногории",
  MF: "Сен-Мартена",
  MK: "Северной Македонии",
  MP: "Северных Марианских островов",
  MQ: "Мартиники",
  MT: "Мальты",
  NL: "Нидерландов",
  NO: "Норвегии",
  PL: "Польши",
  PR: "Пуэрто-Рико",
  PT: "Португалии",
  RE: "Реюньона",
  RO: "Румынии",
  SE: "Швеции",
  SI: "Словении",
  SK: "Словакии",
  SM: "Сан-Марино",
  UA: "Украины",
  UM: "Внешних малых островов США",
  US: "США",
  VA: "Ватикана",
  VG: "Британских Виргинских островов",
  VI: "Виргинских островов США",
  YT: "Майотты",
};

/** English names read with "the" in running text. */
const WITH_ARTICLE_EN = new Set(["GB", "MP", "NL", "UM", "US", "VG", "VI"]);

const displayNames = new Map<Language, Intl.DisplayNames>();

/** The country's name in the page's language, nominative: "Франция" / "France"; the code if unknown. */
export function countryName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[language]], { type: "region", fallback: "code" });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Франции", or null when the genitive is not written here. */
export function countryGenitiveRu(code: string): string | null {
  return GENITIVE_RU[code] ?? null;
}

/** The English name as it stands inside a sentence: "France", "the United States". */
export function countryInSentenceEn(code: string): string {
  const name = countryName(code, "en");
  return WITH_ARTICLE_EN.has(code) ? `the ${name}` : name;
}

const listFormats = new Map<Language, Intl.ListFormat>();

/** "Франции и Монако" / "France, Monaco and Italy" (no serial comma, as the site's English is British). */
export function joinNames(names: string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(LOCALE_TAGS[language === "en" ? "en" : "ru"], {
      style: "long",
      type: "conjunction",
    });
    listFormats.set(language, format);
  }
  const text = format.format(names);
  return language === "en" ? text.replace(/, and /g, " and ") : text;
}
