import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import { ROBOTS_VALUES } from "~/content/seo-fields";
import { isDocumentHref } from "~/content/site-settings";

/**
 * The landing pages of spec §2: Russian-only CMS documents (`landingPage`, spec §3 "Landing text
 * record", docs/decisions/007-content-model.md) served by one slug route at the site root, so an
 * editor publishes a new one without a deploy. Field names are the spec's, snake_case included.
 */

/** The slug rule of the Studio (decision 007): lower-case words joined by hyphens, ≤ 60 characters. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 60;

export function isLandingSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

/** The slugs of every published landing page: the route answers 404 for anything else. */
export const LANDING_SLUGS_QUERY = defineQuery(
  `*[_type == "landingPage" && defined(slug.current)].slug.current`,
);

export const LANDING_PAGE_QUERY = defineQuery(`*[_type == "landingPage" && slug.current == $slug][0]{
  "slug": slug.current,
  title,
  description,
  keywords,
  robots,
  canonical,
  "socialImage": socialImage.asset->url,
  header,
  bblock_header,
  bblock_caption,
  bblock_message1,
  bblock_message2,
  bblock_message3,
  bblock_message4,
  faq_header,
  faq_message1{question, answer},
  faq_message2{question, answer},
  faq_message3{question, answer},
  faq_message4{question, answer},
  faq_message5{question, answer},
  faq_message6{question, answer},
  faq_caption,
  "spec_items_intl": coalesce(spec_items_intl[]{_key, label, arrival, price_from}, []),
  "spec_items_dom": coalesce(spec_items_dom[]{_key, label, arrival, price_from}, []),
  search_results_header,
  search_results_caption,
  jet_header,
  jet_caption,
  footer_left_text,
  footer_right_text
}`);

const text = z.string().trim().min(1);
// An optional field an editor cleared (unset, null or "") hides its part of the page, not the page.
const optionalText = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => value || null);
const href = optionalText.refine((value) => value === null || isDocumentHref(value), {
  message: "must be a site path or an https URL",
});

const faqItemSchema = z.object({ question: text, answer: text });
const optionalFaqItem = faqItemSchema.nullable().optional();

/** decision 007, `routeItem`: a destination, its ICAO code and a from-price in whole euros. */
const routeItemSchema = z.object({
  _key: z.string().min(1),
  label: text,
  arrival: z.string().regex(/^[A-Z]{4}$/, "must be an ICAO code"),
  price_from: z.number().int().positive(),
});

export type LandingRouteItem = z.infer<typeof routeItemSchema>;

export const landingPageSchema = z
  .object({
    slug: z.string().refine(isLandingSlug, "must be a landing slug"),
    title: text,
    description: text,
    keywords: optionalText,
    robots: z
      .enum(ROBOTS_VALUES)
      .nullable()
      .optional()
      .transform((value) => value ?? "index, follow"),
    canonical: href,
    socialImage: href,
    header: text,
    bblock_header: optionalText,
    bblock_caption: optionalText,
    bblock_message1: optionalText,
    bblock_message2: optionalText,
    bblock_message3: optionalText,
    bblock_message4: optionalText,
    faq_header: optionalText,
    faq_message1: optionalFaqItem,
    faq_message2: optionalFaqItem,
    faq_message3: optionalFaqItem,
    faq_message4: optionalFaqItem,
    faq_message5: optionalFaqItem,
    faq_message6: optionalFaqItem,
    faq_caption: optionalText,
    spec_items_intl: z.array(routeItemSchema),
    spec_items_dom: z.array(routeItemSchema),
    search_results_header: optionalText,
    search_results_caption: optionalText,
    jet_header: optionalText,
    jet_caption: optionalText,
    footer_left_text: optionalText,
    footer_right_text: optionalText,
  })
  // The page reads blocks, not numbered fields: the four benefit messages and six questions become
  // lists, and a slot an editor left empty drops out instead of leaving a hole.
  .transform((page) => ({
    slug: page.slug,
    seo: {
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      robots: page.robots,
      canonical: page.canonical,
      image: page.socialImage,
    },
    header: page.header,
    benefits: {
      header: page.bblock_header,
      caption: page.bblock_caption,
      messages: [
        page.bblock_message1,
        page.bblock_message2,
        page.bblock_message3,
        page.bblock_message4,
      ].filter((message): message is string => message !== null),
    },
    faq: {
      header: page.faq_header,
      caption: page.faq_caption,
      items: [
        page.faq_message1,
        page.faq_message2,
        page.faq_message3,
        page.faq_message4,
        page.faq_message5,
        page.faq_message6,
      ].filter((item): item is z.infer<typeof faqItemSchema> => Boolean(item)),
    },
    routes: { international: page.spec_items_intl, domestic: page.spec_items_dom },
    searchResults: { header: page.search_results_header, caption: page.search_results_caption },
    jet: { header: page.jet_header, caption: page.jet_caption },
    footer: { left: page.footer_left_text, right: page.footer_right_text },
  }));

export type LandingPage = z.output<typeof landingPageSchema>;

const slugsSchema = z.array(z.string());

/**
 * The landing page published at `slug`, or null when there is none. Unknown slugs are answered from
 * the cached list of slugs, so a crawler probing random addresses at the root adds no cache entry
 * per address; only a real page is cached under its own key (purged by the webhook like the list).
 */
export async function loadLandingPage(content: ContentService, slug: string): Promise<LandingPage | null> {
  if (!isLandingSlug(slug)) return null;
  const slugs = await content.load({
    key: "landingPage:slugs",
    document: "landingPage",
    query: LANDING_SLUGS_QUERY,
    params: {},
    schema: slugsSchema,
  });
  if (!slugs.includes(slug)) return null;
  return content.loadOptional({
    key: `landingPage:${slug}`,
    document: `landingPage:${slug}`,
    query: LANDING_PAGE_QUERY,
    params: { slug },
    schema: landingPageSchema,
  });
}
