import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { describe, expect, it } from "vitest";
import remixConfig, { screens } from "../../remix.config.js";

type Route = { id: string; path?: string; index?: boolean; file: string };

describe("route table (ARCHITECTURE.md: one declaration, mounted in both languages)", async () => {
  const routes = Object.values((await remixConfig.routes!(defineRoutes)) as Record<string, Route>);
  const byId = new Map(routes.map((route) => [route.id, route]));

  it("mounts every screen at the root in Russian and under /en/ in English", () => {
    for (const screen of screens) {
      const ru = byId.get(`ru/${screen.id}`);
      const en = byId.get(`en/${screen.id}`);
      expect(ru?.file).toBe(screen.file);
      expect(en?.file).toBe(screen.file);
      expect(en?.path).toBe(screen.path ? `en/${screen.path}` : "en");
      if (screen.path === "") expect(ru?.index).toBe(true);
      else expect(ru?.path).toBe(screen.path);
    }
  });

  it("answers unknown paths in each language with the not-found page", () => {
    expect(byId.get("ru/not-found")).toMatchObject({ path: "*", file: "routes/not-found.tsx" });
    expect(byId.get("en/not-found")).toMatchObject({ path: "en/*", file: "routes/not-found.tsx" });
  });
});
