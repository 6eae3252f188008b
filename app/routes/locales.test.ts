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
