import { localizePath, type Language } from "~/utils/language";

/**
 * The menu of spec §2 ("Header and footer"): main, fleet, partners (an anchor on the main page),
 * about, contacts, how it works. Paths are canonical (trailing slash) and localised.
 */
export const NAV_ITEMS = [
  { key: "main", path: "/" },
  { key: "fleet", path: "/fleet/" },
  { key: "partners", path: "/#partners" },
  { key: "about", path: "/about/" },
  { key: "contacts", path: "/contacts/" },
  { key: "howItWorks", path: "/howitworks/" },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]["key"];

export function navHref(path: string, language: Language): string {
  const [pathname = "/", hash] = path.split("#");
  const localized = localizePath(pathname, language);
  return hash ? `${localized}#${hash}` : localized;
}
