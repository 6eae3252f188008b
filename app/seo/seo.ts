import type { MetaDescriptor } from "@remix-run/node";
import { LANGUAGES, LOCALE_TAGS, localizePath, type Language } from "~/utils/language";

/**
 * One place that turns a page's SEO fields into meta tags (STYLE.md, practice 7): title,
 * description, robots, a canonical link on SITE_URL with a trailing slash (spec §2, information
 * pages), hreflang alternates for pages that exist in both languages, Open Graph, and the page's
 * JSON-LD. Remix's <Meta> writes a `script:ld+json` descriptor as `<script type="application/ld+json">`
 * with <, > and & escaped. A data block is never executed, so the nonce-based script-src of the CSP
 * (server/security.ts) does not apply to it (HTML Standard, "The script element": data blocks are
 * not evaluated); tests/e2e/seo.spec.ts checks that Chromium reports no violation.
 */
export interface SeoInput {
  title: string;
  description?: string;
  /** The page's path in its own language, e.g. `/en/about/`. */
  pathname: string;
  siteUrl: string;
  language: Language;
  robots?: string;
  /** An editor's canonical override, absolute or site-relative. */
  canonical?: string | null;
  /** False for pages that exist in one language only (the Russian landing pages). */
  bilingual?: boolean;
  /**
   * The page's path in each language when they differ by more than the /en/ prefix (a route page's
   * slug per language, issue 17 item 3); a language given null has no such page and no hreflang.
   * Without it, the alternates are `pathname` in each language.
   */
  alternates?: Record<Language, string | null>;
  siteName?: string;
  keywords?: string | null;
  /** The social card picture (an editor's upload), absolute or site-relative. */
  image?: string | null;
  /** Structured data blocks for this page (schema.org), e.g. breadcrumbList() or faqPage(). */
  jsonLd?: JsonLd[];
}

/** A schema.org object, written into the page as a `<script type="application/ld+json">` block. */
export type JsonLd = Record<string, unknown> & { "@type": string };

// Inside <script> the HTML parser ends the element at the first "</script", whatever JSON quoting
// says, so CMS text such as "</script><script>…" must not reach the page verbatim. Escaping <, >
// and & as JSON \u escapes keeps the value identical for a JSON parser; U+2028/U+2029 are escaped
// too, as older JavaScript parsers read them as line ends (the htmlescape rules Remix's <Meta> uses).
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a `<script type="application/ld+json">` body, safe against closing the element early. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    SCRIPT_UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** BreadcrumbList of an inner page (schema.org; Google's breadcrumb guidelines): home first. */
export function breadcrumbList(siteUrl: string, items: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** FAQPage of a landing page's questions (schema.org FAQPage, Question, Answer). */
export function faqPage(items: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

export function absoluteUrl(siteUrl: string, pathname: string): string {
  return new URL(withTrailingSlash(pathname), `${siteUrl}/`).toString();
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const canonical = input.canonical
    ? new URL(input.canonical, `${input.siteUrl}/`).toString()
    : absoluteUrl(input.siteUrl, input.pathname);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { property: "og:title", content: input.title },
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: LOCALE_TAGS[input.language].replace("-", "_") },
    { name: "robots", content: input.robots ?? "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  if (input.siteName) tags.push({ property: "og:site_name", content: input.siteName });
  if (input.keywords) tags.push({ name: "keywords", content: input.keywords });
  if (input.image) {
    tags.push({ property: "og:image", content: new URL(input.image, `${input.siteUrl}/`).toString() });
    tags.push({ name: "twitter:card", content: "summary_large_image" });
  }
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  if (input.description) {
    tags.push({ name: "description", content: input.description });
    tags.push({ property: "og:description", content: input.description });
  }
  if (input.bilingual !== false) {
    const pathIn = (language: Language) =>
      input.alternates ? input.alternates[language] : localizePath(input.pathname, language);
    // hreflang links come in pairs or not at all: a page alone in its language has no alternate.
    const languages = LANGUAGES.filter((language) => pathIn(language) !== null);
    for (const language of languages.length > 1 ? languages : []) {
      if (language !== input.language) {
        tags.push({ property: "og:locale:alternate", content: LOCALE_TAGS[language].replace("-", "_") });
      }
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: language,
        href: absoluteUrl(input.siteUrl, pathIn(language)!),
      });
    }
    const fallback = pathIn("ru");
    if (languages.length > 1 && fallback) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: absoluteUrl(input.siteUrl, fallback),
      });
    }
  }
  return tags;
}
