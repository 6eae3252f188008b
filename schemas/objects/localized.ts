import type { Rule } from "../rule";

/**
 * Field-level localisation (ARCHITECTURE.md, "Localised content"): every translatable field is an
 * object with one value per language. Russian is the site's primary language (spec §1), so it is the
 * one an editor must fill; English falls back to Russian in the GROQ projections when empty.
 */
export const LANGUAGES = [
  { id: "ru", title: "Русский" },
  { id: "en", title: "English" },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]["id"];

function localizedType(name: string, title: string, fieldType: "string" | "text" | "file") {
  return {
    name,
    title,
    type: "object",
    options: { columns: 2 },
    fields: LANGUAGES.map((language) => ({
      name: language.id,
      title: language.title,
      type: fieldType,
      ...(fieldType === "text" ? { rows: 3 } : {}),
      ...(fieldType === "file" ? { options: { accept: "application/pdf" } } : {}),
      ...(language.id === "ru" && fieldType !== "file"
        ? { validation: (rule: Rule) => rule.required() }
        : {}),
    })),
  } as const;
}

export const localeString = localizedType("localeString", "Строка (ru/en)", "string");
export const localeText = localizedType("localeText", "Текст (ru/en)", "text");
/** A document in each language (legal PDFs: the English site links the English translation). */
export const localeFile = localizedType("localeFile", "Файл (ru/en)", "file");
