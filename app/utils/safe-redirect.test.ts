import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("redirect targets stay on this site", () => {
  it.each([
    ["/en/fleet/?sort=year", "/en/fleet/?sort=year"],
    ["/", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    // Dot segments that collapse into a protocol-relative path.
    ["/.//evil.example/", "/"],
    ["/..//evil.example", "/"],
    ["/en/..//evil.example", "/"],
    ["/%2e//evil.example", "/"],
    ["/en/./fleet/", "/en/fleet/"],
    [null, "/"],
  ])("%s → %s", (input, output) => expect(safeRedirectPath(input)).toBe(output));
});
