import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import type { ContentLanguage } from "~/content/queries";
import { SEO_PROJECTION, seoFieldsSchema } from "../content/seo-fields";
import { optionalText, text } from "~/content/fields";

/**
 * The contacts page of spec §2: its own texts from the `contactsPage` singleton
 * (docs/decisions/007-content-model.md). The phone, e-mail, messengers, address and hours are the
 * site settings', which the root loader already reads for the header and footer, so the page shows
 * the very same contacts as the rest of the site.
 */
export const CONTACTS_PAGE_QUERY = defineQuery(`*[_type == "contactsPage" && _id == "contactsPage"][0]{
  ${SEO_PROJECTION},
  "heading": coalesce(select($lang == "en" => heading.en), heading.ru),
  "intro": coalesce(select($lang == "en" => intro.en), intro.ru),
  "requisites": coalesce(select($lang == "en" => requisites.en), requisites.ru),
  "directions": coalesce(select($lang == "en" => directions.en), directions.ru)
}`);

export const contactsPageSchema = z.object({
  seo: seoFieldsSchema,
  heading: text,
  intro: optionalText,
  requisites: optionalText,
  directions: optionalText,
});

export type ContactsPage = z.infer<typeof contactsPageSchema>;

/** The contacts page's texts in one language, English falling back to Russian field by field. */
export function loadContactsPage(content: ContentService, lang: ContentLanguage): Promise<ContactsPage> {
  return content.load({
    key: `contactsPage:${lang}`,
    document: "contactsPage",
    query: CONTACTS_PAGE_QUERY,
    params: { lang },
    schema: contactsPageSchema,
  });
}
