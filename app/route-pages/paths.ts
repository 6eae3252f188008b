import { localizePath, type Language } from "~/i18n/config";

/** The address of a route page in a language: `/routes/{slug}/`, `/en/routes/{slug}/`. Client-safe. */
export function routePagePath(slug: string, language: Language): string {
  return localizePath(`/routes/${slug}/`, language);
}
