import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-errors";

describe("script chunks that fail to load are recognised (spec §8)", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/home-x1.js"),
    new TypeError("error loading dynamically imported module"),
    new TypeError("Importing a module script failed."),
    new Error("Loading chunk 42 failed."),
    new Error("Unable to preload CSS for /assets/app-1.css"),
  ])("%s", (error) => expect(isChunkLoadError(error)).toBe(true));

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
