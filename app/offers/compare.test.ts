import { describe, expect, it } from "vitest";
import {
  COMPARE_LIMIT,
  COMPARE_PARAM,
  compareToggleHref,
  parseCompare,
  toggleCompare,
  withCompare,
} from "./compare";

// Issue 28, item 1: "Compare: up to 3 offers side by side", the list riding in the address.
describe("compare list in the address", () => {
  it("reads ids in order, trimmed, each once, and drops what is no id", () => {
    expect(parseCompare(" a1 ,b_2,,a1,<script>,c-3")).toEqual({ ids: ["a1", "b_2", "c-3"], overflow: false });
    expect(parseCompare(null)).toEqual({ ids: [], overflow: false });
    expect(parseCompare("")).toEqual({ ids: [], overflow: false });
  });

  it("keeps only the result set's own cards when told which those are", () => {
    expect(parseCompare("gone,a,b", ["a", "b", "c"])).toEqual({ ids: ["a", "b"], overflow: false });
  });

  it("keeps the first three and says the address asked for more", () => {
    expect(COMPARE_LIMIT).toBe(3);
    expect(parseCompare("a,b,c,d")).toEqual({ ids: ["a", "b", "c"], overflow: true });
    // Repeats and unknown ids do not count towards the limit.
    expect(parseCompare("a,a,b,x,c", ["a", "b", "c"])).toEqual({ ids: ["a", "b", "c"], overflow: false });
  });

  it("adds at the end, takes away a chosen one, and refuses a fourth", () => {
    expect(toggleCompare([], "a")).toEqual({ ids: ["a"], refused: false });
    expect(toggleCompare(["a", "b"], "c")).toEqual({ ids: ["a", "b", "c"], refused: false });
    expect(toggleCompare(["a", "b", "c"], "b")).toEqual({ ids: ["a", "c"], refused: false });
    expect(toggleCompare(["a", "b", "c"], "d")).toEqual({ ids: ["a", "b", "c"], refused: true });
  });

  it("writes the list into the query string, keeping the view's other parameters", () => {
    const params = withCompare("sort=LowPrice&currency=eur", ["a", "b"]);
    expect(params.get("sort")).toBe("LowPrice");
    expect(params.get("currency")).toBe("eur");
    expect(params.get(COMPARE_PARAM)).toBe("a,b");
    expect(withCompare(params, []).has(COMPARE_PARAM)).toBe(false);
  });

  it("links each card's control to the address with that card toggled", () => {
    const path = "/en/search/abc123def456/";
    expect(compareToggleHref(path, "sort=Year", [], "a")).toBe(`${path}?sort=Year&compare=a`);
    expect(compareToggleHref(path, "compare=a%2Cb", ["a", "b"], "a")).toBe(`${path}?compare=b`);
    expect(compareToggleHref(path, "compare=a", ["a"], "a")).toBe(path);
    // Full: the link names the fourth too, so the page it opens can say why it was refused.
    const full = compareToggleHref(path, "", ["a", "b", "c"], "d");
    expect(parseCompare(new URL(full, "http://x").searchParams.get(COMPARE_PARAM))).toEqual({
      ids: ["a", "b", "c"],
      overflow: true,
    });
  });
});
