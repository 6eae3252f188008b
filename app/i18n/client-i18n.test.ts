import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { createTranslator } from "./client-i18n";
import { i18nOptions, resources } from "./resources";

/*
 * The browser's translator must give exactly what i18next gives on the server, or hydration
 * would find different text (issue 7 §1 replaced i18next in the browser). Every key of both
 * languages, with and without each count, is compared.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe.each(["ru", "en"] as const)("client translator in %s", (language) => {
  it("matches i18next for every key, every count and every variable", async () => {
    const i18n = createInstance();
    await i18n.init({
      ...i18nOptions,
      lng: language,
      resources: { [language]: { translation: resources[language] } },
    });
    const translator = createTranslator(language, resources[language] as Record<string, unknown>);
    const keys = [...new Set(keysOf(resources[language]).map((key) => key.replace(PLURAL_SUFFIX, "")))];
    expect(keys.length).toBeGreaterThan(300);

    const text = JSON.stringify(resources[language]);
    const variables = Object.fromEntries(
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => [name!, `<${name}>`]),
    );
    let compared = 0;
    for (const key of keys) {
      for (const options of [
        undefined,
        variables,
        ...[0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5].map((count) => ({ ...variables, count })),
      ]) {
        expect(translator.t(key, options), `${key} ${JSON.stringify(options)}`).toBe(i18n.t(key, options));
        compared += 1;
      }
    }
    // A missing key answers itself; a variable given as null or undefined becomes nothing.
    expect(translator.t("no.such.key")).toBe(i18n.t("no.such.key"));
    const withVariable = keys.find((key) => /\{\{\s*text\s*\}\}/.test(i18n.t(key)))!;
    for (const text of [null, undefined, 0, ["a", "b"]]) {
      expect(translator.t(withVariable, { text })).toBe(i18n.t(withVariable, { text }));
    }
    expect(translator.language).toBe(language);
    expect(compared).toBeGreaterThan(4_000);
  });
});
