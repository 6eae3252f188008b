import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { cmsImageSchema } from "~/content/image-schema";
import type { ContentLanguage } from "~/content/queries";
import { SEO_PROJECTION, seoFieldsSchema } from "../content/seo-fields";
import { optionalText, text } from "~/content/fields";

/**
 * The how-it-works page of spec §2: four slides and a comic that opens in a modal, from the
 * `howItWorksPage` singleton (docs/decisions/007-content-model.md). A slide without its title or
 * text is dropped in the query; a comic without its picture leaves the page without a comic.
 */
export const HOW_IT_WORKS_PAGE_QUERY =
  defineQuery(`*[_type == "howItWorksPage" && _id == "howItWorksPage"][0]{
  ${SEO_PROJECTION},
  "heading": coalesce(select($lang == "en" => heading.en), heading.ru),
  "intro": coalesce(select($lang == "en" => intro.en), intro.ru),
  "slides": coalesce(slides[defined(title.ru) && defined(text.ru)]{
    _key,
    "title": coalesce(select($lang == "en" => title.en), title.ru),
    "text": coalesce(select($lang == "en" => text.en), text.ru),
    "image": select(defined(image.asset) => image{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    })
  }, []),
  "comic": select(defined(comic.image.asset) && defined(comic.title.ru) => {
    "title": coalesce(select($lang == "en" => comic.title.en), comic.title.ru),
    "image": comic.image{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    }
  })
}`);

export const howItWorksPageSchema = z.object({
  seo: seoFieldsSchema,
  heading: text,
  intro: optionalText,
  slides: z.array(
    z.object({
      _key: z.string(),
      title: text,
      text: text,
      image: cmsImageSchema.nullable(),
    }),
  ),
  comic: z.object({ title: text, image: cmsImageSchema }).nullable(),
});

export type HowItWorksPage = z.infer<typeof howItWorksPageSchema>;
export type Slide = HowItWorksPage["slides"][number];
export type Comic = NonNullable<HowItWorksPage["comic"]>;

/** The how-it-works page in one language, English falling back to Russian field by field. */
export function loadHowItWorksPage(content: ContentService, lang: ContentLanguage): Promise<HowItWorksPage> {
  return content.load({
    key: `howItWorksPage:${lang}`,
    document: "howItWorksPage",
    query: HOW_IT_WORKS_PAGE_QUERY,
    params: { lang },
    schema: howItWorksPageSchema,
  });
}
