import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { resourcesPath, resourcesVersion } from "~/i18n/resources-version";
import { loader } from "./locales.$file";

function get(file: string, query = "", headers: Record<string, string> = {}) {
  return loader({
    params: { file },
    request: new Request(`http://localhost/locales/${file}${query}`, { headers }),
    context: {},
  } as unknown as LoaderFunctionArgs);
}

describe("the translations file (issue 16, item 4: no resources inlined in every page)", () => {
  it("names each language's texts by a version that changes with any text", () => {
    expect(resourcesVersion(resources.ru)).not.toBe(resourcesVersion(resources.en));
    expect(resourcesVersion(resources.ru)).toBe(resourcesVersion(JSON.parse(JSON.stringify(resources.ru))));
    const changed = structuredClone(resources.ru) as { cookieNotice: { accept: string } };
    changed.cookieNotice.accept = "Хорошо";
    expect(resourcesVersion(changed)).not.toBe(resourcesVersion(resources.ru));
    expect(resourcesPath("ru", resources.ru)).toMatch(/^\/locales\/ru\.json\?v=[0-9a-z]+$/);
  });

  it("hashes a bundle once, and the server's i18next hands the page the same bundle each render", async () => {
    const { createInstance } = await import("i18next");
    const i18n = createInstance();
    await i18n.init({ lng: "ru", resources: { ru: { translation: resources.ru } } });
    const bundle = i18n.getResourceBundle("ru", "translation") as object;
    expect(i18n.getResourceBundle("ru", "translation")).toBe(bundle);
    // The path is remembered per bundle object: a bundle changed in place keeps its first path,
    // and a new object (a reload with other texts) gets its own.
    const first = resourcesPath("ru", bundle);
    const changed = structuredClone(bundle) as { cookieNotice: { accept: string } };
    changed.cookieNotice.accept = "Хорошо";
    expect(resourcesPath("ru", changed)).not.toBe(first);
    expect(resourcesPath("ru", bundle)).toBe(first);
  });

  it("serves the current version for a year and any other for five minutes", async () => {
    const current = resourcesPath("en", resources.en);
    const answer = get("en.json", current.slice(current.indexOf("?")));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(resources.en)));

    const old = get("ru.json", "?v=old");
    expect(old.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(((await old.json()) as { cookieNotice: { accept: string } }).cookieNotice.accept).toBe("Понятно");

    const again = get("ru.json", "", { "If-None-Match": old.headers.get("ETag")! });
    expect(again.status).toBe(304);
  });

  it("answers 404 for any other file", () => {
    for (const file of ["de.json", "ru", "../ru.json", "ru.json.map"]) {
      expect(() => get(file)).toThrow();
      try {
        get(file);
      } catch (error) {
        expect((error as Response).status).toBe(404);
      }
    }
  });
});
