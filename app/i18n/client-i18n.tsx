import { createContext, useContext, useMemo, type ReactNode } from "react";

/**
 * The browser's translator (issue 7 §1: home's first-load JavaScript ≤ 120 KB gzip). The server
 * renders with i18next; in the browser, i18next and react-i18next cost about 15 KB gzip for
 * features this site never uses (loading, nesting, formatters, language changes: a page is in one
 * language and switching loads a new document). This module implements exactly what the locale
 * files use, with i18next's results, and the client build resolves `react-i18next` to it
 * (vite.config.ts), so components keep `useTranslation` from "react-i18next":
 *
 * - keys are dot paths into the page language's resources (app/i18n/locales);
 * - `{{name}}` is replaced by the option's value, unescaped (`interpolation.escapeValue: false`):
 *   by nothing when the value is null or undefined, and left as it is when no such option is
 *   given, as i18next does;
 * - with `count`, `key_<plural category>` (Intl.PluralRules of the language) is used when present,
 *   else `key`;
 * - a missing key answers the key itself.
 *
 * client-i18n.test.ts checks every key of both languages against i18next with several counts.
 */
type Resources = Record<string, unknown>;
type Options = Record<string, unknown> & { count?: number };

export interface Translator {
  language: string;
  t(key: string, options?: Options): string;
  getResourceBundle(language: string, namespace: string): Resources | undefined;
}

export function createTranslator(language: string, resources: Resources): Translator {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): unknown => {
    let node: unknown = resources;
    for (const part of key.split(".")) {
      if (typeof node !== "object" || node === null) return undefined;
      node = (node as Resources)[part];
    }
    return node;
  };
  const t = (key: string, options?: Options): string => {
    let value: unknown;
    if (typeof options?.count === "number") value = lookup(`${key}_${plurals.select(options.count)}`);
    if (typeof value !== "string") value = lookup(key);
    if (typeof value !== "string") return key;
    return value.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (placeholder, name: string) => {
      if (!options || !(name in options)) return placeholder;
      const given = options[name];
      return given === undefined || given === null ? "" : String(given);
    });
  };
  return {
    language,
    t,
    getResourceBundle: (wanted) => (wanted === language ? resources : undefined),
  };
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** react-i18next's hook, as the components use it: `const { t, i18n } = useTranslation()`. */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation needs a TranslatorProvider (entry.client.tsx)");
  return useMemo(() => ({ t: translator.t, i18n: translator, ready: true }), [translator]);
}
