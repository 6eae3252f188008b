import { LOCALE_TAGS, type Language } from "~/utils/language";

/**
 * Display formats of the route pages. The loader formats numbers and dates on the server and sends
 * text, so the browser's own ICU data cannot render a different string during hydration (as the
 * landing pages do, app/landing/format.ts).
 */

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Whole kilometres with the language's grouping: "3 640" (ru), "3,640" (en). */
export function formatKilometres(km: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format.format(km);
}
