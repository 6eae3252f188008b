import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productionSiteSettings } from "../support/content-fixtures";

/**
 * The Studio wears the site's brand (issue 17, item 5): its title names siteSettings.brandName and
 * its mark is the site's. The Studio's own package is not installed for the app's tests, so this
 * reads its sources as text; `npm run test:studio` builds it.
 */

const STUDIO = fileURLToPath(new URL("../../studio/", import.meta.url));
const PUBLIC = fileURLToPath(new URL("../../public/", import.meta.url));
const read = (path: string) => readFileSync(path, "utf8");

/** The Studio's own files an editor meets: its config, components, actions, icons and README. */
function editorFacingFiles(directory: string = STUDIO): string[] {
  return readdirSync(directory).flatMap((name) => {
    if (["node_modules", "dist", ".sanity"].includes(name)) return [];
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return editorFacingFiles(path);
    return /\.(tsx?|md|svg)$/.test(name) ? [path] : [];
  });
}

describe("the Studio's brand", () => {
  const brand = String(productionSiteSettings().brandName);

  it("is titled after the site's brand", () => {
    expect(brand).toBe("Charterline");
    expect(read(join(STUDIO, "sanity.config.ts"))).toContain(`title: "${brand} — редакция сайта"`);
  });

  it("shows the site's mark in its navbar and browser tab", () => {
    const favicon = read(join(PUBLIC, "favicon.svg"));
    expect(read(join(STUDIO, "static/favicon.svg"))).toBe(favicon);
    const mark = /<path fill="([^"]+)" d="([^"]+)"/.exec(favicon);
    expect(mark).not.toBeNull();
    const icon = read(join(STUDIO, "components/brand-icon.tsx"));
    expect(icon).toContain(`fill="${mark?.[1]}"`);
    expect(icon).toContain(`d="${mark?.[2]}"`);
  });

  it("no longer says JetCharter anywhere an editor reads", () => {
    const files = editorFacingFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(read(file), file).not.toContain("JetCharter");
  });
});
