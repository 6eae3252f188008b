import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { isbot } from "isbot";
import { LANGUAGE_COOKIE, languageFromPath, isLanguage, type Language } from "./config";
import { i18nOptions, resources } from "./resources";
import { readCookie } from "~/utils/cookies";

const translationResources = {
  ru: { translation: resources.ru },
  en: { translation: resources.en },
};

/**
 * remix-i18next resolves the language for loaders and meta; it reads it from the path only,
 * because every URL is in exactly one language (spec §2).
 */
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nOptions.supportedLngs],
    fallbackLanguage: i18nOptions.fallbackLng,
    order: ["custom"],
    // remix-i18next's README reads request.url.pathname, which is a string: parse it first.
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nOptions, resources: translationResources },
});

/** A fresh i18next instance for one server render. */
export async function createRenderI18n(language: Language): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { [language]: translationResources[language] },
  });
  return instance;
}

/** Quality of the best entry of an Accept-Language header for a language (0 when absent). */
export function languageQuality(acceptLanguage: string, language: string): number {
  let best = 0;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (primary !== language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    if (Number.isFinite(quality)) best = Math.max(best, Math.min(1, Math.max(0, quality)));
  }
  return best;
}

/**
 * Where a visitor who opens `/` should land (spec §1: the language is detected from the
 * browser's list). The cookie set by the language switch wins; without it, a browser that
 * prefers English over Russian goes to /en/ once, and the cookie then remembers that. Crawlers
 * and clients that send no Accept-Language stay on the Russian root, which is the canonical page.
 */
export function entryLanguage(request: Request): { language: Language; remember: boolean } {
  const cookieLanguage = readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookieLanguage)) return { language: cookieLanguage, remember: false };
  const acceptLanguage = request.headers.get("Accept-Language")?.trim();
  const userAgent = request.headers.get("User-Agent") ?? "";
  if (!acceptLanguage || isbot(userAgent)) return { language: "ru", remember: false };
  const prefersEnglish = languageQuality(acceptLanguage, "en") > languageQuality(acceptLanguage, "ru");
  return prefersEnglish ? { language: "en", remember: true } : { language: "ru", remember: false };
}
