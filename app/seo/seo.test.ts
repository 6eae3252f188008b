import { describe, expect, it } from "vitest";
import { breadcrumbList, faqPage, serializeJsonLd, seoMeta } from "./seo";

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

  it("pairs a page with its own path in the other language when the slugs differ (issue 17, item 3)", () => {
    const alternates = (input: { ru: string | null; en: string | null }) =>
      seoMeta({
        title: "Private jet from Moscow to Dubai",
        pathname: "/en/routes/moscow-dubai/",
        siteUrl: "https://charterline.ru",
        language: "en",
        alternates: input,
      }).filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates({ ru: "/routes/moskva-dubaj/", en: "/en/routes/moscow-dubai/" })).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "ru",
        href: "https://charterline.ru/routes/moskva-dubaj/",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: "https://charterline.ru/en/routes/moscow-dubai/",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://charterline.ru/routes/moskva-dubaj/",
      },
    ]);
    // A page alone in its language has no pair, so no hreflang at all.
    expect(alternates({ ru: null, en: "/en/routes/moscow-dubai/" })).toEqual([]);
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

describe("social and structured data (issue 3, item 5)", () => {
  const base = {
    title: "О компании",
    description: "Charterline: чартер частных самолётов",
    pathname: "/about/",
    siteUrl: "https://charterline.ru",
    language: "ru" as const,
  };

  it("adds keywords, og:site_name and og:description from the CMS fields", () => {
    const tags = seoMeta({ ...base, keywords: "чартер, бизнес-джет", siteName: "Charterline" });
    expect(tags).toContainEqual({ name: "keywords", content: "чартер, бизнес-джет" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Charterline" });
    expect(tags).toContainEqual({ name: "description", content: base.description });
    expect(tags).toContainEqual({ property: "og:description", content: base.description });
    expect(tags).toContainEqual({ property: "og:url", content: "https://charterline.ru/about/" });
    expect(tags).toContainEqual({ property: "og:locale", content: "ru_RU" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
  });

  it("leaves out keywords, image and Twitter card when the CMS has none", () => {
    const tags = seoMeta({ ...base, keywords: null, image: null });
    expect(tags.some((tag) => "name" in tag && tag.name === "keywords")).toBe(false);
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(tags.some((tag) => "name" in tag && tag.name === "twitter:card")).toBe(false);
  });

  it("makes a site-relative social image absolute and asks for a large Twitter card", () => {
    const tags = seoMeta({ ...base, image: "/media/pages/hero-cabin.svg" });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://charterline.ru/media/pages/hero-cabin.svg",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    const cdn = seoMeta({ ...base, image: "https://cdn.sanity.io/images/p/production/a-1200x630.jpg" });
    expect(cdn).toContainEqual({
      property: "og:image",
      content: "https://cdn.sanity.io/images/p/production/a-1200x630.jpg",
    });
  });

  it("passes JSON-LD blocks to Remix's <Meta> as script:ld+json descriptors, in order", () => {
    const faq = faqPage([{ question: "Сколько стоит?", answer: "От 14 000 EUR." }]);
    const crumbs = breadcrumbList("https://charterline.ru", [{ name: "Главная", path: "/" }]);
    const tags = seoMeta({ ...base, jsonLd: [faq, crumbs] });
    expect(tags.filter((tag) => "script:ld+json" in tag)).toEqual([
      { "script:ld+json": faq },
      { "script:ld+json": crumbs },
    ]);
  });

  it("does not offer an og:locale:alternate for a single-language page", () => {
    const tags = seoMeta({ ...base, pathname: "/aviabroker/", bilingual: false });
    expect(tags.some((tag) => "property" in tag && tag.property === "og:locale:alternate")).toBe(false);
  });
});

describe("breadcrumbList and faqPage (schema.org)", () => {
  it("numbers breadcrumbs from 1 with absolute item URLs ending in a slash", () => {
    expect(
      breadcrumbList("https://charterline.ru", [
        { name: "Main", path: "/en/" },
        { name: "Fleet", path: "/en/fleet" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Main", item: "https://charterline.ru/en/" },
        { "@type": "ListItem", position: 2, name: "Fleet", item: "https://charterline.ru/en/fleet/" },
      ],
    });
  });

  it("turns questions and answers into Question/Answer pairs", () => {
    expect(faqPage([{ question: "Можно ли с собакой?", answer: "Да, в салоне." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Можно ли с собакой?",
          acceptedAnswer: { "@type": "Answer", text: "Да, в салоне." },
        },
      ],
    });
  });
});

describe("serializeJsonLd (a CMS text must not close the <script> element)", () => {
  it("escapes <, >, & and the JavaScript line separators, and stays the same JSON", () => {
    const block = faqPage([
      { question: "</script><script>alert(1)</script>", answer: "A & B <!-- x --> \u2028 \u2029 «ёлка»" },
    ]);
    const text = serializeJsonLd(block);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(text).toContain("«ёлка»");
    expect(JSON.parse(text)).toEqual(block);
  });
});
