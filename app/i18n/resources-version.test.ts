import { describe, expect, it } from "vitest";
import { resources } from "./resources";
import { rememberResourcesVersion, resourcesPath, resourcesVersion } from "./resources-version";

/*
 * The page names its translations' address and the browser renders the same address when it
 * hydrates (app/i18n/resources-script.tsx). The browser takes the version from the address it
 * fetched instead of hashing the bundle again (issue 28, item 12): the markup must stay the same.
 */
describe("the translations' address in the browser", () => {
  it("is the server's address when the version comes from the fetched address", () => {
    const server = resourcesPath("ru", resources.ru);
    // What the browser holds: a parsed copy of the fetched JSON, a different object.
    const fetched = JSON.parse(JSON.stringify(resources.ru)) as object;
    rememberResourcesVersion(fetched, server);
    expect(resourcesPath("ru", fetched)).toBe(server);
    expect(server).toBe(`/locales/ru.json?v=${resourcesVersion(resources.ru)}`);
  });

  it("hashes the bundle when the address carries no version (the fallback address)", () => {
    const fetched = JSON.parse(JSON.stringify(resources.en)) as object;
    rememberResourcesVersion(fetched, "/locales/en.json");
    expect(resourcesPath("en", fetched)).toBe(`/locales/en.json?v=${resourcesVersion(resources.en)}`);
  });

  it("takes the version as it was named, not a hash of what came", () => {
    const stale = { greeting: "a text the page did not name" };
    rememberResourcesVersion(stale, "/locales/en.json?v=abc123");
    expect(resourcesPath("en", stale)).toBe("/locales/en.json?v=abc123");
  });
});
