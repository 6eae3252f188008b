import { describe, expect, it } from "vitest";
import { canonicalRedirect } from "./trailing-slash";

describe("canonical URLs end with a slash (ARCHITECTURE.md, Routing and language)", () => {
  it.each([
    ["/en", "", "/en/"],
    ["/fleet", "?sort=year", "/fleet/?sort=year"],
    ["/search/UUWW/LTFM/2026-12-01T12:00/2", "", "/search/UUWW/LTFM/2026-12-01T12:00/2/"],
    ["/en//about", "", "/en/about/"],
    ["//fleet/", "", "/fleet/"],
  ])("%s%s → %s", (path, search, target) => expect(canonicalRedirect("GET", path, search)).toBe(target));

  it.each([
    ["GET", "/"],
    ["GET", "/en/"],
    ["GET", "/favicon.svg"],
    ["GET", "/docs/politics.pdf"],
    ["GET", "/assets/entry.client-AbC123.js"],
    ["GET", "/api/airports-names"],
    ["GET", "/healthz"],
    ["GET", "/webhooks/sanity"],
    ["GET", "/__manifest"],
    ["GET", "/@vite/client"],
    ["GET", "/@id/__x00__virtual:remix/browser-manifest"],
    ["GET", "/node_modules/.vite/deps/react"],
    ["POST", "/cookie-notice"],
  ])("%s %s is left alone", (method, path) => expect(canonicalRedirect(method, path, "")).toBeNull());
});
