import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { languageFromPath, type Language } from "~/utils/language";
import { i18nOptions, resources } from "./resources";

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

export { entryLanguage, languageQuality } from "./entry-language";
