import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robots.txt (issue 3, item 5)", () => {
  it("allows the site, keeps crawlers off machine and personal addresses, and names the sitemap", () => {
    expect(robotsTxt("https://charterline.ru")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /webhooks/",
        "Disallow: /language/",
        "Disallow: /cookie-notice/",
        "Disallow: /search/",
        "Disallow: /en/search/",
        "Disallow: /flight/",
        "Disallow: /en/flight/",
        "",
        "Sitemap: https://charterline.ru/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
