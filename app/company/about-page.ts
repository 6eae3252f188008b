import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { cmsImageSchema } from "~/content/image-schema";
import { portableTextSchema } from "~/content/portable-text-schema";
import type { ContentLanguage } from "~/content/queries";
import { SEO_PROJECTION, seoFieldsSchema } from "../content/seo-fields";
import { optionalText, text } from "~/content/fields";

/**
 * The about page of spec §2 ("Information pages": certificates, pictures, two team cards), read
 * from the `aboutPage` singleton (docs/decisions/007-content-model.md). Array items missing what
 * their card cannot do without (a fact without its value, a team card without a name) are dropped
 * in the query, so a half-filled item in the Studio costs that item, not the page.
 */
export const ABOUT_PAGE_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  ${SEO_PROJECTION},
  "heading": coalesce(select($lang == "en" => heading.en), heading.ru),
  "intro": coalesce(select($lang == "en" => intro.en), intro.ru),
  "body": coalesce(select($lang == "en" => body.en), body.ru),
  "facts": coalesce(facts[defined(value) && defined(label.ru)]{
    _key,
    value,
    "label": coalesce(select($lang == "en" => label.en), label.ru)
  }, []),
  "certificatesHeading": coalesce(select($lang == "en" => certificatesHeading.en), certificatesHeading.ru),
  "certificates": coalesce(certificates[defined(title.ru)]{
    _key,
    "title": coalesce(select($lang == "en" => title.en), title.ru),
    "issuer": coalesce(select($lang == "en" => issuer.en), issuer.ru),
    number,
    "image": select(defined(image.asset) => image{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    })
  }, []),
  "pictures": coalesce(pictures[defined(asset)]{
    _key,
    "url": asset->url,
    "width": asset->metadata.dimensions.width,
    "height": asset->metadata.dimensions.height,
    "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
  }, []),
  "teamHeading": coalesce(select($lang == "en" => teamHeading.en), teamHeading.ru),
  "team": coalesce(team[defined(name.ru) && defined(role.ru)]{
    _key,
    "name": coalesce(select($lang == "en" => name.en), name.ru),
    "role": coalesce(select($lang == "en" => role.en), role.ru),
    "bio": coalesce(select($lang == "en" => bio.en), bio.ru),
    "photo": select(defined(photo.asset) => photo{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    })
  }, [])
}`);

export const aboutPageSchema = z.object({
  seo: seoFieldsSchema,
  heading: text,
  intro: optionalText,
  body: portableTextSchema,
  facts: z.array(z.object({ _key: z.string(), value: text, label: text })),
  certificatesHeading: text,
  certificates: z.array(
    z.object({
      _key: z.string(),
      title: text,
      issuer: optionalText,
      number: optionalText,
      image: cmsImageSchema.nullable(),
    }),
  ),
  pictures: z.array(cmsImageSchema.extend({ _key: z.string() })),
  teamHeading: text,
  team: z.array(
    z.object({
      _key: z.string(),
      name: text,
      role: text,
      bio: optionalText,
      photo: cmsImageSchema.nullable(),
    }),
  ),
});

export type AboutPage = z.infer<typeof aboutPageSchema>;

/** The about page in one language, English falling back to Russian field by field. */
export function loadAboutPage(content: ContentService, lang: ContentLanguage): Promise<AboutPage> {
  return content.load({
    key: `aboutPage:${lang}`,
    document: "aboutPage",
    query: ABOUT_PAGE_QUERY,
    params: { lang },
    schema: aboutPageSchema,
  });
}
