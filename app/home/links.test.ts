import { describe, expect, it } from "vitest";
import { resolveHref } from "./links";

describe("links an editor writes on the home page", () => {
  it("keeps Russian site paths and moves them under /en/ in English (spec §2)", () => {
    expect(resolveHref("/el/", "ru")).toEqual({ kind: "page", to: "/el/" });
    expect(resolveHref("/el/", "en")).toEqual({ kind: "page", to: "/en/el/" });
    expect(resolveHref("/", "en")).toEqual({ kind: "page", to: "/en/" });
    expect(resolveHref("/#partners", "en")).toEqual({ kind: "page", to: "/en/#partners" });
    expect(resolveHref("/fleet/?sort=year#list", "en")).toEqual({
      kind: "page",
      to: "/en/fleet/?sort=year#list",
    });
  });

  it("does not prefix a path that already names the English page", () => {
    expect(resolveHref("/en/about/", "en")).toEqual({ kind: "page", to: "/en/about/" });
  });

  it("leaves files and external sites as they are", () => {
    expect(resolveHref("/docs/politics.pdf", "en")).toEqual({ kind: "file", href: "/docs/politics.pdf" });
    expect(resolveHref("https://heli.example/", "en")).toEqual({
      kind: "external",
      href: "https://heli.example/",
    });
  });
});
