import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { portableTextSchema } from "~/content/portable-text-schema";
import type { ContentLanguage } from "~/content/queries";
import { SEO_PROJECTION, seoFieldsSchema } from "../content/seo-fields";
import { LOCALE_TAGS } from "~/utils/language";
import { optionalText, text } from "~/content/fields";

/**
 * The restrictions page of spec §2: the countries open for direct business-jet flights from Russia
 * (about thirty) and the onward flights possible anywhere, Europe included, from the
 * `restrictionsPage` singleton (docs/decisions/007-content-model.md).
 */
export const RESTRICTIONS_PAGE_QUERY =
  defineQuery(`*[_type == "restrictionsPage" && _id == "restrictionsPage"][0]{
  ${SEO_PROJECTION},
  "heading": coalesce(select($lang == "en" => heading.en), heading.ru),
  "intro": coalesce(select($lang == "en" => intro.en), intro.ru),
  "countriesHeading": coalesce(select($lang == "en" => countriesHeading.en), countriesHeading.ru),
  "countries": coalesce(countries[defined(code) && defined(name.ru)]{
    _key,
    code,
    "name": coalesce(select($lang == "en" => name.en), name.ru)
  }, []),
  "onward": coalesce(select($lang == "en" => onward.en), onward.ru),
  "contactNote": coalesce(select($lang == "en" => contactNote.en), contactNote.ru)
}`);

export const restrictionsPageSchema = z.object({
  seo: seoFieldsSchema,
  heading: text,
  intro: portableTextSchema,
  countriesHeading: text,
  countries: z.array(
    z.object({
      _key: z.string(),
      // ISO 3166-1 alpha-2, as the Studio validates it.
      code: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code"),
      name: text,
    }),
  ),
  onward: portableTextSchema,
  contactNote: optionalText,
});

export type RestrictionsPage = z.infer<typeof restrictionsPageSchema>;
export type Country = RestrictionsPage["countries"][number];

/**
 * The countries in the alphabetical order of the page's language (Unicode collation through
 * Intl.Collator: "Турция" before "Узбекистан" in Russian, "Turkey" after "Tajikistan" in English),
 * whatever order the editor typed them in.
 */
export function sortCountries(countries: readonly Country[], lang: ContentLanguage): Country[] {
  const collator = new Intl.Collator(LOCALE_TAGS[lang], { sensitivity: "base" });
  return [...countries].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The restrictions page in one language, English falling back to Russian field by field. The list
 * is sorted here, on the server, so the browser hydrates exactly the order the server sent whatever
 * its own collation data says.
 */
export async function loadRestrictionsPage(
  content: ContentService,
  lang: ContentLanguage,
): Promise<RestrictionsPage> {
  const page = await content.load({
    key: `restrictionsPage:${lang}`,
    document: "restrictionsPage",
    query: RESTRICTIONS_PAGE_QUERY,
    params: { lang },
    schema: restrictionsPageSchema,
  });
  return { ...page, countries: sortCountries(page.countries, lang) };
}
