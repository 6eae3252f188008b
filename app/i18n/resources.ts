import type { Language } from "~/utils/language";
import { en } from "./locales/en";
import { ru } from "./locales/ru";

export const resources = { ru, en } satisfies Record<Language, object>;

export type TranslationResources = (typeof resources)[Language];

/** i18next options shared by the server and the browser. */
export const i18nOptions = {
  supportedLngs: ["ru", "en"],
  fallbackLng: "ru",
  defaultNS: "translation",
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;
