/**
 * Languages of the site (spec §1, §9): Russian at the root, English under /en/. The language of a
 * page always comes from its path; the cookie and the browser's preference only decide where a
 * visitor who opens `/` lands.
 */
export const LANGUAGES = ["ru", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ru";

/** BCP 47 tags for `<html lang>`, hreflang and Intl formatting (spec §9: ru-RU, en-US). */
export const LOCALE_TAGS: Record<Language, string> = { ru: "ru-RU", en: "en-US" };

/** Name of the cookie that remembers the visitor's choice of language. */
export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function languageFromPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ru";
}

/** The path without its language prefix, always starting with a slash. */
export function stripLanguage(pathname: string): string {
  if (languageFromPath(pathname) === "en") return pathname.slice(3) || "/";
  return pathname || "/";
}

/** The same page in `language`: `/about/` ↔ `/en/about/`. */
export function localizePath(pathname: string, language: Language): string {
  const bare = stripLanguage(pathname);
  return language === "en" ? `/en${bare}` : bare;
}

/** The other language, for the language switch. */
export function otherLanguage(language: Language): Language {
  return language === "ru" ? "en" : "ru";
}
