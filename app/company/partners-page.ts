import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { cmsImageSchema } from "~/content/image-schema";
import type { ContentLanguage } from "~/content/queries";
import { SEO_PROJECTION, seoFieldsSchema } from "../content/seo-fields";
import { httpsUrl, optionalText, text } from "~/content/fields";

/**
 * The partners page of spec §2: the `partnersPage` singleton's texts and every `partner` document
 * in the editors' order (docs/decisions/007-content-model.md). A partner without an `order` goes
 * after the numbered ones, by name, so a newly created card shows up rather than vanishing.
 */
export const PARTNERS_PAGE_QUERY = defineQuery(`*[_type == "partnersPage" && _id == "partnersPage"][0]{
  ${SEO_PROJECTION},
  "heading": coalesce(select($lang == "en" => heading.en), heading.ru),
  "intro": coalesce(select($lang == "en" => intro.en), intro.ru),
  "partnersHeading": coalesce(select($lang == "en" => partnersHeading.en), partnersHeading.ru),
  "formHeading": coalesce(select($lang == "en" => formHeading.en), formHeading.ru),
  "formText": coalesce(select($lang == "en" => formText.en), formText.ru),
  "partners": *[_type == "partner" && defined(name)] | order(coalesce(order, 1000000) asc, name asc){
    _id,
    name,
    "logo": select(defined(logo.asset) => logo{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    }),
    "description": coalesce(select($lang == "en" => description.en), description.ru),
    "fleet": coalesce(select($lang == "en" => fleet.en), fleet.ru),
    "base": coalesce(select($lang == "en" => base.en), base.ru),
    url
  }
}`);

export const partnerSchema = z.object({
  _id: z.string(),
  name: text,
  logo: cmsImageSchema.nullable(),
  description: optionalText,
  fleet: optionalText,
  base: optionalText,
  url: httpsUrl.nullable(),
});

export const partnersPageSchema = z.object({
  seo: seoFieldsSchema,
  heading: text,
  intro: optionalText,
  partnersHeading: text,
  formHeading: text,
  formText: optionalText,
  partners: z.array(partnerSchema),
});

export type PartnersPage = z.infer<typeof partnersPageSchema>;
export type Partner = z.infer<typeof partnerSchema>;

/** The partners page in one language, English falling back to Russian field by field. */
export function loadPartnersPage(content: ContentService, lang: ContentLanguage): Promise<PartnersPage> {
  return content.load({
    key: `partnersPage:${lang}`,
    document: "partnersPage",
    query: PARTNERS_PAGE_QUERY,
    params: { lang },
    schema: partnersPageSchema,
  });
}
