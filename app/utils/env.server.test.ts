import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv, publicEnv } from "./env.server";

describe("configuration (STYLE.md practice 1)", () => {
  it("runs on embedded defaults with an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      NODE_ENV: "production",
      DATA_DIR: ".data",
      CONTENT_DATASET_FILE: "content/production.ndjson",
      SITE_URL: "http://localhost:3000",
      // API.md's re-request wait; the e2e server sets 2 (playwright.config.ts).
      LOGIN_CODE_RESEND_SECONDS: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
  });

  it("treats empty strings as unset and trims the site URL's slash", () => {
    const env = parseEnv({ DATABASE_URL: "", SANITY_PROJECT_ID: " ", SITE_URL: "https://charterline.ru/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SITE_URL).toBe("https://charterline.ru");
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "http", SANITY_PROJECT_ID: "Bad Id!", SITE_URL: "nope" })).toThrowError(
      /PORT[\s\S]*SITE_URL[\s\S]*SANITY_PROJECT_ID|PORT[\s\S]*SANITY_PROJECT_ID[\s\S]*SITE_URL/,
    );
  });

  it("sends the browser only the allow-listed subset", () => {
    const env = parseEnv({ SANITY_API_TOKEN: "secret-token", METRIKA_COUNTER_ID: "12345678" });
    expect(publicEnv(env)).toEqual({ SITE_URL: "http://localhost:3000", METRIKA_COUNTER_ID: "12345678" });
  });

  it("reads the draft preview secret and token (issue 17, item 1)", () => {
    const unset = parseEnv({});
    expect(unset.SANITY_PREVIEW_SECRET).toBeUndefined();
    expect(unset.SANITY_PREVIEW_TOKEN).toBeUndefined();
    const set = parseEnv({
      SANITY_PREVIEW_SECRET: " a-secret-of-20-chars ",
      SANITY_PREVIEW_TOKEN: "sk-viewer",
    });
    expect(set.SANITY_PREVIEW_SECRET).toBe("a-secret-of-20-chars");
    expect(set.SANITY_PREVIEW_TOKEN).toBe("sk-viewer");
    expect(parseEnv({ SANITY_PREVIEW_SECRET: "" }).SANITY_PREVIEW_SECRET).toBeUndefined();
    // A short secret could be guessed: refused at start rather than accepted.
    expect(() => parseEnv({ SANITY_PREVIEW_SECRET: "preview" })).toThrowError(
      /SANITY_PREVIEW_SECRET: SANITY_PREVIEW_SECRET needs 16\+ characters/,
    );
    expect(publicEnv(set)).not.toHaveProperty("SANITY_PREVIEW_SECRET");
  });

  it(".env.example lists every variable", () => {
    const listed = readFileSync(".env.example", "utf8")
      .split("\n")
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => line.split("=")[0]);
    expect(new Set(listed)).toEqual(new Set(Object.keys(envSchema.shape)));
  });

  it("names what a bucket lacks at start (issue 27, item 5; decision 038)", () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: "charter-media" })).toThrowError(
      /S3_ENDPOINT: needed with S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
