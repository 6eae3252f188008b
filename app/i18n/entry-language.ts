import { isbot } from "isbot";
import { readCookie } from "~/utils/cookies";
import { LANGUAGE_COOKIE, isLanguage, type Language } from "~/utils/language";

/*
 * Which language a visitor opening `/` gets. Kept apart from the i18next set-up so the server's
 * page cache (server/page-cache.ts) applies the same rule without loading the translations.
 */

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
export function entryLanguage(request: { headers: Pick<Headers, "get"> }): {
  language: Language;
  remember: boolean;
} {
  const cookieLanguage = readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookieLanguage)) return { language: cookieLanguage, remember: false };
  const acceptLanguage = request.headers.get("Accept-Language")?.trim();
  const userAgent = request.headers.get("User-Agent") ?? "";
  if (!acceptLanguage || isbot(userAgent)) return { language: "ru", remember: false };
  const prefersEnglish = languageQuality(acceptLanguage, "en") > languageQuality(acceptLanguage, "ru");
  return prefersEnglish ? { language: "en", remember: true } : { language: "ru", remember: false };
}
