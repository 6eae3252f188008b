import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey, isApiScope, keyAllows, KEY_PREFIX, looksLikeApiKey } from "./keys";

/* Issue 27, item 4: keys shown once, recognisable, stored only as SHA-256, scoped. */
describe("operator API keys", () => {
  it("are recognisable, random, and stored only as their SHA-256", () => {
    const one = generateApiKey();
    const two = generateApiKey();
    expect(one.secret).toMatch(/^jc_live_[A-Za-z0-9_-]{43}$/);
    expect(one.secret).not.toBe(two.secret);
    expect(one.prefix).toBe(one.secret.slice(0, KEY_PREFIX.length + 6));
    expect(one.hash).toBe(hashApiKey(one.secret));
    expect(one.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(one.hash).not.toContain(one.secret.slice(KEY_PREFIX.length));
    // A known vector: SHA-256 of the key's UTF-8 text, hex.
    expect(hashApiKey("jc_live_test")).toBe(
      "8e1a61213f95b4304744a44c12af30651461422f684c89a0b01b41cf6df6a79a",
    );
  });

  it("refuses tokens without a key's shape before any lookup", () => {
    expect(looksLikeApiKey(generateApiKey().secret)).toBe(true);
    expect(looksLikeApiKey("jc_live_short")).toBe(false);
    expect(looksLikeApiKey(`jc_test_${"a".repeat(43)}`)).toBe(false);
    expect(looksLikeApiKey("")).toBe(false);
  });

  it("allows only the scopes a key carries", () => {
    expect(keyAllows(["availability:write"], "availability:write")).toBe(true);
    expect(keyAllows(["availability:write"], "empty_legs:write")).toBe(false);
    expect(keyAllows([], "availability:write")).toBe(false);
    expect(isApiScope("empty_legs:write")).toBe(true);
    expect(isApiScope("admin")).toBe(false);
  });
});
