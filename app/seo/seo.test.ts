import { describe, expect, it } from "vitest";
import { seoMeta } from "./seo";

describe("SEO meta (spec §2: canonical on the product's domain with a trailing slash)", () => {
  it("builds title, description, robots, canonical and hreflang alternates", () => {
    const tags = seoMeta({
      title: "Флот",
      description: "Одиннадцать самолётов",
      pathname: "/en/fleet",
      siteUrl: "https://charterline.ru",
      language: "en",
    });
    expect(tags).toContainEqual({ title: "Флот" });
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://charterline.ru/en/fleet/",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "ru",
      href: "https://charterline.ru/fleet/",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "https://charterline.ru/en/fleet/",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://charterline.ru/fleet/",
    });
  });

  it("honours an editor's canonical override and single-language pages", () => {
    const tags = seoMeta({
      title: "Аренда бизнес-джета",
      pathname: "/arenda-biznes-dzheta/",
      siteUrl: "https://charterline.ru",
      language: "ru",
      canonical: "/arenda-chastnogo-samoleta/",
      bilingual: false,
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://charterline.ru/arenda-chastnogo-samoleta/",
    });
    expect(tags.some((tag) => "hrefLang" in tag)).toBe(false);
  });
});
