import { defineQuery } from "groq";
import { z } from "zod";
import { cmsImageSchema } from "~/content/image-schema";
import type { ContentService } from "~/content/content.server";
import type { ContentLanguage } from "~/content/queries";
import { SEO_PROJECTION, seoFieldsSchema } from "../content/seo-fields";
import { isDocumentHref } from "~/content/site-settings";
import { LOCALE_TAGS } from "~/utils/language";

/**
 * The home page of spec §2 "Home", read from the `homePage` singleton
 * (docs/decisions/007-content-model.md). Every text, list and picture is the editor's; the
 * components in this folder only lay them out.
 *
 * Array items missing what their block cannot do without (a slide without a picture, an article
 * without a link, a reference to a deleted partner) are filtered out in the query, so one
 * half-filled item in the Studio drops that item, not the page. The Studio enforces the counts
 * (three tiles, four articles, four partners); the page renders whatever is published.
 */
export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  ${SEO_PROJECTION},
  "heroHeading": coalesce(select($lang == "en" => heroHeading.en), heroHeading.ru),
  "heroText": coalesce(select($lang == "en" => heroText.en), heroText.ru),
  "slides": coalesce(slides[defined(image.asset)]{
    _key,
    "image": image{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    },
    "caption": coalesce(select($lang == "en" => caption.en), caption.ru)
  }, []),
  "tiles": coalesce(tiles[defined(kind) && defined(title.ru)]{
    _key,
    kind,
    "title": coalesce(select($lang == "en" => title.en), title.ru),
    "text": coalesce(select($lang == "en" => text.en), text.ru),
    href,
    "badge": coalesce(select($lang == "en" => badge.en), badge.ru),
    "image": select(defined(image.asset) => image{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    })
  }, []),
  "benefitsHeading": coalesce(select($lang == "en" => benefitsHeading.en), benefitsHeading.ru),
  "benefits": coalesce(benefits[defined(title.ru)]{
    _key,
    "title": coalesce(select($lang == "en" => title.en), title.ru),
    "text": coalesce(select($lang == "en" => text.en), text.ru)
  }, []),
  "mediaHeading": coalesce(select($lang == "en" => mediaHeading.en), mediaHeading.ru),
  "mediaMentions": coalesce(mediaMentions[defined(outlet) && defined(url) && defined(title.ru)]{
    _key,
    outlet,
    "title": coalesce(select($lang == "en" => title.en), title.ru),
    url,
    date,
    "logo": select(defined(logo.asset) => logo{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "alt": coalesce(select($lang == "en" => alt.en), alt.ru)
    })
  }, []),
  "articlesHeading": coalesce(select($lang == "en" => articlesHeading.en), articlesHeading.ru),
  "articles": coalesce(articles[defined(title.ru) && defined(link.href) && defined(link.label.ru)]{
    _key,
    "title": coalesce(select($lang == "en" => title.en), title.ru),
    "text": coalesce(select($lang == "en" => text.en), text.ru),
    "link": {
      "label": coalesce(select($lang == "en" => link.label.en), link.label.ru),
      "href": link.href
    }
  }, []),
  "partnersHeading": coalesce(select($lang == "en" => partnersHeading.en), partnersHeading.ru),
  "partners": coalesce(partners[defined(@->name)]->{
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
  }, [])
}`);

export const TILE_KINDS = ["emptyLegs", "helicopters", "jetSharing"] as const;
export type TileKind = (typeof TILE_KINDS)[number];

const text = z.string().trim().min(1);
// The Studio unsets a cleared field, but a value written through the API may be "": absent either way.
const optionalText = z
  .string()
  .trim()
  .nullable()
  .transform((value) => value || null);
const siteHref = z.string().trim().refine(isDocumentHref, "must be a site path or an https URL");
const httpsUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith("https://") && isDocumentHref(value), "must be an https URL");
// A Sanity `date` field: a calendar day without a time zone.
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a YYYY-MM-DD date");

export const homePageSchema = z.object({
  seo: seoFieldsSchema,
  heroHeading: text,
  heroText: optionalText,
  slides: z.array(z.object({ _key: z.string(), image: cmsImageSchema, caption: optionalText })),
  tiles: z.array(
    z.object({
      _key: z.string(),
      kind: z.enum(TILE_KINDS),
      title: text,
      text: optionalText,
      href: siteHref.nullable(),
      badge: optionalText,
      image: cmsImageSchema.nullable(),
    }),
  ),
  benefitsHeading: text,
  benefits: z.array(z.object({ _key: z.string(), title: text, text: optionalText })),
  mediaHeading: text,
  mediaMentions: z.array(
    z.object({
      _key: z.string(),
      outlet: text,
      title: text,
      url: httpsUrl,
      date: isoDate.nullable(),
      logo: cmsImageSchema.nullable(),
    }),
  ),
  articlesHeading: text,
  articles: z.array(
    z.object({
      _key: z.string(),
      title: text,
      text: optionalText,
      link: z.object({ label: text, href: siteHref }),
    }),
  ),
  partnersHeading: text,
  partners: z.array(
    z.object({
      _id: z.string(),
      name: text,
      logo: cmsImageSchema.nullable(),
      description: optionalText,
      fleet: optionalText,
      base: optionalText,
      url: httpsUrl.nullable(),
    }),
  ),
});

export type HomePageContent = z.infer<typeof homePageSchema>;
export type MediaMention = HomePageContent["mediaMentions"][number] & { dateLabel: string | null };
export type HomePage = Omit<HomePageContent, "mediaMentions"> & { mediaMentions: MediaMention[] };

/**
 * The home page in one language, English falling back to Russian field by field. Dates are
 * written out here, on the server, so the browser hydrates exactly the text the server sent
 * whatever its own ICU data says.
 */
export async function loadHomePage(content: ContentService, lang: ContentLanguage): Promise<HomePage> {
  const page = await content.load({
    key: `homePage:${lang}`,
    document: "homePage",
    query: HOME_PAGE_QUERY,
    params: { lang },
    schema: homePageSchema,
  });
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    ...page,
    mediaMentions: page.mediaMentions.map((mention) => ({
      ...mention,
      dateLabel: mention.date ? format.format(new Date(`${mention.date}T00:00:00Z`)) : null,
    })),
  };
}
