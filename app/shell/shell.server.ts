import type { SiteSettings } from "~/content/site-settings";
import { LANGUAGE_COOKIE, languageFromPath, localizePath } from "~/utils/language";
import { entryLanguage } from "~/i18n/entry-language";
import type { AppLoadContext } from "@remix-run/node";
import { COOKIE_NOTICE_COOKIE, readCookie } from "~/utils/cookies";
import { rememberingCookie } from "~/utils/cookies.server";
import { publicEnv } from "~/utils/env.server";

/** The services of the load context (app/services.server.ts wires them; the type is Remix's). */
type Services = AppLoadContext["services"];

/**
 * What every page's shell needs: the language, the site settings from the CMS (contacts,
 * messengers, legal documents, notice text), whether the cookie notice was acknowledged, and the
 * browser-safe configuration. A content failure is contained: the shell renders without the
 * CMS-fed parts rather than failing the page.
 */
export async function loadShell(request: Request, services: Services) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);

  if (url.pathname === "/") {
    const entry = entryLanguage(request);
    if (entry.language === "en") {
      const headers = new Headers({ Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" });
      if (entry.remember) {
        headers.append("Set-Cookie", rememberingCookie(services.env, LANGUAGE_COOKIE, "en"));
      }
      return { redirect: { location: `${localizePath("/", "en")}${url.search}`, headers } } as const;
    }
  }

  let siteSettings: SiteSettings | null = null;
  try {
    siteSettings = await services.content.getSiteSettings(language);
  } catch (error) {
    services.logger.error("site settings unavailable", { error, language });
  }

  return {
    redirect: null,
    shell: {
      language,
      siteSettings,
      cookieNoticeAccepted: readCookie(request.headers.get("Cookie"), COOKIE_NOTICE_COOKIE) === "accepted",
      env: publicEnv(services.env),
      year: new Date().getFullYear(),
    },
  } as const;
}
