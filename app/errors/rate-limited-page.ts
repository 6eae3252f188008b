import { createInstance } from "i18next";
import { localizePath, type Language } from "~/utils/language";
import { i18nOptions, resources } from "~/i18n/resources";

/**
 * The page a visitor gets past the read limit on searches (issue 15, item 2): a 429 in the page's
 * language that says why and when to come back, with a way home.
 *
 * The limit is checked in front of Remix (server/read-limits.ts), so no route renders this: it is
 * a small document of its own, worded from the interface's resources. It needs no script, and its
 * one stylesheet is the unhashed public/status.css (the site's hashed ones are unknown before the
 * build), which keeps it within the CSP and costs a refused client next to nothing.
 */
const i18n = createInstance();
// With the resources given and initImmediate off, init is done when it returns.
void i18n.init({
  ...i18nOptions,
  initImmediate: false,
  resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
});

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);

export function rateLimitedPage(language: Language, retryAfterSeconds: number): string {
  const t = i18n.getFixedT(language);
  const title = escape(t("meta.rateLimitedTitle"));
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/status.css">
</head>
<body>
<main>
<p>${escape(t("error.code", { status: 429 }))}</p>
<h1>${escape(t("error.rateLimitedTitle"))}</h1>
<p>${escape(t("error.rateLimitedMessage", { count: retryAfterSeconds }))}</p>
<p><a href="${localizePath("/", language)}">${escape(t("error.home"))}</a></p>
</main>
</body>
</html>
`;
}
