import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import type { ContentLanguage } from "~/content/queries";
import { text } from "./fields";

/**
 * The texts of the not-found page (spec §2: error code, message, link to the main page) from the
 * `notFoundPage` singleton (docs/decisions/007-content-model.md). The page is never indexed, so the
 * document has no SEO fields; its `title` names the browser tab and heads the page.
 */
export const NOT_FOUND_PAGE_QUERY = defineQuery(`*[_type == "notFoundPage" && _id == "notFoundPage"][0]{
  "title": coalesce(select($lang == "en" => title.en), title.ru),
  "errorCode": coalesce(errorCode, "404"),
  "message": coalesce(select($lang == "en" => message.en), message.ru),
  "homeLinkLabel": coalesce(select($lang == "en" => homeLinkLabel.en), homeLinkLabel.ru)
}`);

export const notFoundPageSchema = z.object({
  title: text,
  // The Studio caps the code at eight characters: it is set in large figures.
  errorCode: text.max(8),
  message: text,
  homeLinkLabel: text,
});

export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

/**
 * The not-found texts in one language, or null when the CMS cannot give them. A 404 must stay a 404
 * whatever the content source does, so nothing is thrown here: the failure is already logged by the
 * content layer, and the page falls back to the interface's own words (locale key `notFound`).
 */
export async function loadNotFoundPage(
  content: ContentService,
  lang: ContentLanguage,
): Promise<NotFoundPage | null> {
  try {
    return await content.load({
      key: `notFoundPage:${lang}`,
      document: "notFoundPage",
      query: NOT_FOUND_PAGE_QUERY,
      params: { lang },
      schema: notFoundPageSchema,
    });
  } catch {
    return null;
  }
}
